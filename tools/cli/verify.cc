// `partir verify`: options (tools/verify_command.h).
#include <memory>

#include <CLI/CLI.hpp>

#include "tools/cli/checks.h"
#include "tools/cli/subcommand.h"
#include "tools/verify_command.h"

namespace partir {

Subcommand addVerifyCommand(CLI::App& partir) {
  auto o = std::make_shared<VerifyCommandOptions>();
  CLI::App* verify = partir.add_subcommand("verify", "Prove every tile-mapping entry with Z3");
  verify->add_option("files", o->files, "StableHLO .mlir files (default: the bundled catalogue)");
  verify->add_option("--op", o->op, "Only this op, e.g. transpose");
  CLI::Option* emitSmt =
      verify->add_option("--emit-smt", o->smtDir, "Write every obligation as SMT-LIB 2 into this directory");
  verify->add_option("--rlimit", o->resourceLimit, "Z3 resource limit per obligation (deterministic; default 5000000)")
      ->check(integerAtLeast(1));
  verify->add_flag("--json", o->json, "One JSON object");
  verify->add_option("--spec", o->spec, "Check the composite entries a spec file claims (docs/registering-an-op.md)");
  verify->add_option("--counterexample-dir", o->counterexampleDir,
                     "With --spec: write each refutation's inputs and results as .npy into DIR/<line>_<function>");
  verify->add_option("--timeout", o->timeoutSeconds, "With --spec: seconds before giving up (default 50, 0 for none)")
      ->check(timeoutSeconds());
  verify->add_flag("--mutants", o->mutants, "Mutation test: corrupt every entry, expect >= 95% refuted (docs/verification.md)")
      ->excludes(emitSmt);
  return {verify, [o] { return runVerifyCommand(*o); }};
}

}  // namespace partir
