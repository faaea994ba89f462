// `partir print FILE`: parse, verify and print back (the printer's output
// parses to the same module).
#include <memory>
#include <string>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "semantics/load.h"
#include "semantics/printer.h"
#include "tools/cli/subcommand.h"
#include "tools/run_command.h"

namespace partir {

namespace {

int printFile(const std::string& path) {
  Result<SourceFile> file = loadVerifiedFile(path);
  if (!file.ok()) return reportDiagnostic(file.error());
  fmt::print("{}", printSourceFile(*file));
  return 0;
}

}  // namespace

Subcommand addPrintCommand(CLI::App& partir) {
  auto path = std::make_shared<std::string>();
  CLI::App* print = partir.add_subcommand("print", "Parse, verify and print a file back");
  print->add_option("file", *path, "StableHLO .mlir file")->required();
  return {print, [path] { return printFile(*path); }};
}

}  // namespace partir
