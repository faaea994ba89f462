// A `partir` subcommand (docs/cli.md). Each command's own file registers its
// options on the `partir` app and returns what runs when it is chosen, so a
// command's options, checks and action sit together; tools/cli/partir.cc only
// lists the commands.
#pragma once

#include <functional>

namespace CLI {
class App;
}

namespace partir {

struct Subcommand {
  CLI::App* app = nullptr;  // owned by the parent app
  std::function<int()> run;  // the exit code (docs/cli.md)
};

Subcommand addRunCommand(CLI::App& partir);
Subcommand addPrintCommand(CLI::App& partir);
Subcommand addTmrCommand(CLI::App& partir);
Subcommand addArgsCommand(CLI::App& partir);
Subcommand addPartitionCommand(CLI::App& partir);
Subcommand addCheckCommand(CLI::App& partir);
Subcommand addVerifyCommand(CLI::App& partir);
Subcommand addGenerateCommand(CLI::App& partir);

}  // namespace partir
