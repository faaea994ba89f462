// `partir tmr`: options (tools/tmr_command.h).
#include <memory>
#include <string>

#include <CLI/CLI.hpp>

#include "tools/cli/subcommand.h"
#include "tools/tmr_command.h"

namespace partir {

Subcommand addTmrCommand(CLI::App& partir) {
  struct Options {
    std::string file;
    bool json = false;
  };
  auto o = std::make_shared<Options>();
  CLI::App* tmr = partir.add_subcommand("tmr", "Print the tile-mapping entries of every op");
  tmr->add_option("file", o->file, "StableHLO .mlir file")->required();
  tmr->add_flag("--json", o->json, "One JSON object per op");
  return {tmr, [o] { return runTmrCommand(o->file, o->json); }};
}

}  // namespace partir
