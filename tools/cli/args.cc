// `partir args`: options (tools/args_command.h).
#include <memory>

#include <CLI/CLI.hpp>

#include "tools/args_command.h"
#include "tools/cli/checks.h"
#include "tools/cli/subcommand.h"

namespace partir {

Subcommand addArgsCommand(CLI::App& partir) {
  auto o = std::make_shared<ArgsCommandOptions>();
  CLI::App* args = partir.add_subcommand("args", "List the entry function's arguments, to write a schedule from");
  args->add_option("file", o->file, "StableHLO .mlir file")->required();
  args->add_flag("--json", o->json, "One JSON object per module");
  args->add_option("--mesh", o->mesh, "Mesh, e.g. \"batch=2,model=4\": list the dims each axis can tile");
  args->add_option("--function", o->function, "Entry function (default: @main or the only one)");
  return {args, [o] { return runArgsCommand(*o); }};
}

}  // namespace partir
