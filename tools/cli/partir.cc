// The `partir` command line. Subcommands are documented in docs/cli.md; each
// registers its own options from its own file in tools/cli/ (subcommand.h).
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <filesystem>
#include <new>
#include <system_error>
#include <vector>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "semantics/diagnostics.h"
#include "tools/cli/checks.h"
#include "tools/cli/subcommand.h"
#include "tools/mpi_ranks.h"

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

// The one line of guarded's escaped exception, and its exit code.
int reportEscaped() {
  try {
    throw;
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
  } catch (...) {
    const int code = reportEscaped();
    abandonOtherRanks();  // under mpirun, the other ranks may be waiting for this one
    return code;
  }
}

// std::terminate's handler. An allocation refused on a device thread can
// throw where nothing catches it (while reporting another failure): that
// ends the process as `guarded` would, one line (written without allocating;
// the first such thread writes it, the others wait for the exit) and exit 2.
// Anything else is a bug: the handler before it (libstdc++'s names the
// exception) aborts as before.
std::terminate_handler previousTerminate = nullptr;
[[noreturn]] void onTerminate() {
  static std::atomic<bool> ending{false};
  try {
    if (std::exception_ptr e = std::current_exception()) std::rethrow_exception(e);
  } catch (const std::bad_alloc&) {
    if (ending.exchange(true))
      while (true) pause();
    std::fputs("error: out of memory: the machine refused an allocation\n", stderr);
    std::_Exit(2);
  } catch (...) {
  }
  previousTerminate();
  std::abort();  // not reached: a terminate handler does not return
}

}  // namespace
}  // namespace partir

int main(int argc, char** argv) {
  using namespace partir;
  previousTerminate = std::set_terminate(onTerminate);
  CLI::App app{"partir: reference semantics of PartIR and StableHLO"};
  app.require_subcommand(1);
  app.failure_message(oneLineFailure);
  app.set_version_flag("--version", std::string("partir, ") +
                                        (builtWithMpi() ? "with the mesh across MPI ranks (docs/mpi.md)"
                                                        : "without MPI (the mesh runs on threads only)"));
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
