// The `partir` command line. Subcommands are documented in docs/cli.md; each
// registers its own options from its own file in tools/cli/ (subcommand.h).
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <system_error>
#include <vector>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "semantics/diagnostics.h"
#include "tools/cli/checks.h"
#include "tools/cli/subcommand.h"

namespace partir {
namespace {

// An option given "" (`--mesh ""`): every option's value means something.
std::string emptyValue(const CLI::App& app) {
  for (const CLI::App* command : app.get_subcommands())
    for (const CLI::Option* option : command->get_options())
      for (const std::string& value : option->results())
        if (value.empty() && option->get_expected_min() > 0) return option->get_name() + ": must not be empty";
  return "";
}

// Runs a command; whatever escapes it still ends in one line on stderr and
// exit 2 (docs/cli.md): library code reports failures as Diagnostics, so an
// exception here is a path the system refused, output that cannot be
// written, a thread or an allocation the machine refused, or a bug. The
// lines the command deferred (tools/report.h) follow its output when it ran
// to its end, so a refusal is its one line alone.
int guarded(const std::function<int()>& command) {
  try {
    const int code = command();
    if (std::fflush(stdout) != 0 || std::ferror(stdout))
      return usageError(fmt::format("cannot write the output: {}", std::strerror(errno)));
    if (code != 2) fmt::print(stderr, "{}", takeDeferredStderr());
    return code;
  } catch (const std::filesystem::filesystem_error& e) {
    return usageError(e.what());
  } catch (const std::system_error& e) {  // fmt::print to a stdout that cannot be written
    return usageError(fmt::format("cannot write the output: {}", e.code().message()));
  } catch (const DiagnosticError& e) {
    fmt::print(stderr, "{}\n", e.diag.str());
    return 2;
  } catch (const std::bad_alloc&) {
    return usageError("out of memory: the machine refused an allocation");
  } catch (const std::exception& e) {
    return usageError(fmt::format("internal error (a bug in partir; please report it): {}", e.what()));
  }
}

}  // namespace
}  // namespace partir

int main(int argc, char** argv) {
  using namespace partir;
  CLI::App app{"partir: reference semantics of PartIR and StableHLO"};
  app.require_subcommand(1);
  app.failure_message(oneLineFailure);
  const std::vector<Subcommand> commands = {
      addRunCommand(app),       addPrintCommand(app), addTmrCommand(app),    addArgsCommand(app),
      addPartitionCommand(app), addCheckCommand(app), addVerifyCommand(app), addGenerateCommand(app)};
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int code = app.exit(e);
    return code == 0 ? 0 : 2;
  }
  if (const std::string problem = emptyValue(app); !problem.empty()) return usageError(problem);
  for (const Subcommand& command : commands)
    if (*command.app) return guarded(command.run);
  return usageError("no command given");  // not reached: require_subcommand(1)
}
