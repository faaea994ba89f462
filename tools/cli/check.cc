// `partir check`: options (tools/check_command.h).
#include <memory>

#include <CLI/CLI.hpp>

#include "tools/check_command.h"
#include "tools/cli/checks.h"
#include "tools/cli/subcommand.h"

namespace partir {

Subcommand addCheckCommand(CLI::App& partir) {
  auto o = std::make_shared<CheckCommandOptions>();
  CLI::App* check = partir.add_subcommand("check", "Run every path of a partitioned program and compare");
  check->add_option("file", o->file, "StableHLO .mlir file")->required();
  check->add_option("--schedule", o->schedule, "Schedule file (docs/schedules.md)");
  check->add_flag("--from-annotations", o->fromAnnotations,
                  "Schedule from the program's mhlo.sharding / sdy.sharding annotations");
  check->add_flag("--real-inputs", o->realInputs,
                  "Real-valued random inputs (as run --random-inputs) instead of small integers");
  check->add_option("--mesh", o->mesh, "Mesh, e.g. \"batch=4,model=2\"");
  check->add_option("--entry", o->entry, "Function to check (default: @main or the only one)");
  check->add_option("--dim", o->dims,
                  "NAME=SIZE: refine a shape-polymorphic program (a dimension variable; '*' for every one); repeat");
  check->add_option("--trials", o->trials, "Random input sets (default 3)")->check(integerAtLeast(1));
  check->add_option("--seed", o->seed, "Seed of the random inputs (default 0)")->check(integerAtLeast(0));
  check->add_option("--rtol", o->rtol, "Relative tolerance for float results (default 0: bit for bit)")
      ->check(nonNegativeReal());
  check->add_option("--atol", o->atol, "Absolute tolerance for float results (default 0)")->check(nonNegativeReal());
  check->add_option("--timeout", o->timeoutSeconds,
                    "Seconds each run of a path may take (default: 10 x the reference run's time, at least 50; "
                    "0 for none)")
      ->check(timeoutSeconds());
  check->add_flag("--progress", o->progress,
                  "A line on stderr as each run of a path starts (on a terminal: one line, rewritten in place)");
  check->add_flag("--json", o->json, "One JSON object");
  check->add_flag("--fill-elided", o->fillElided,
                  "Give dense_resource<__elided__> constants seeded random values (--seed), the same on every path");
  check->add_option("--device", o->device, "Device automatic tactics search for: tpuv3, a100 (default), h100");
  check->add_option("--device-memory", o->deviceMemory,
                    "Bytes a program must fit in, for automatic tactics (default: the device's memory)")
      ->check(integerAtLeast(1));
  check->add_flag("--mpi", o->mpi, "Run the mesh and stablehlo paths across mpirun's ranks (docs/mpi.md)");
  check->add_flag("--mutants", o->mutants,
                  "Also inject faults into partitioning, lowering and export, one at a time, and report how many "
                  "the trials catch");
  return {check, [o] { return runCheckCommand(*o); }};
}

}  // namespace partir
