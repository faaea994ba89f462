// The differential check of DESIGN.md's theorem, A = B = C = D, as a library
// (`partir check` is its command, tools/check_command.h): a module is
// partitioned by a schedule of manual tactics, lowered and exported, and its
// entry function runs on every path
//   reference  the original program (A)
//   temporal   the PartIR:Core program, loops one iteration at a time (B)
//   mesh       the PartIR:HLO program on the simulated mesh (C)
//   stablehlo  its export to StableHLO SPMD, one process per partition (D)
// on random inputs. A path agrees when its results are the reference's bit
// for bit, or differ by rounding alone (verify/differential/float_verdict.h);
// a path that fails to run is an error, never a mismatch.
//
// A user's own test calls it on their program:
//
//   Result<Schedule> s = parseSchedule("mesh batch=2\ntactic BP batch\n  x = 0\n", "s");
//   Result<DifferentialFindings> f = checkPaths(*module, *s);
//   EXPECT_TRUE(f.ok() && f->agree());
//
// (docs/cli.md shows it; examples/api/differential_test.cc compiles it).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "rewrite/schedule.h"
#include "semantics/diagnostics.h"
#include "semantics/ir.h"
#include "semantics/mesh.h"
#include "verify/differential/check_mutants.h"
#include "verify/differential/check_paths.h"
#include "verify/differential/options.h"

namespace partir {

// What the trials of one or more modules found.
struct DifferentialFindings {
  std::vector<Mismatch> mismatches;
  std::map<std::string, PathVerdict> verdicts;  // by compared path: its weakest comparison
  std::map<std::string, int64_t> collectives;   // of the lowered programs
  std::vector<std::string> notes;               // why a module has no widened (f64) run
  int64_t trials = 0;
  std::optional<Diagnostic> failure;  // a path that could not run
  std::string failedPath;
  std::vector<MutantOutcome> mutants;  // options.mutants

  // Every path ran and agreed with the reference on every trial.
  bool agree() const { return mismatches.empty() && !failure; }
};

// Fails when the groups of a collective `entry` reaches do not fit the
// process grid the paths run it on (interp/collective_fit.h): a program
// that is already SPMD, refused before anything runs.
Status checkCollectivesRun(const Module& module, const Function& entry);

// Partitions `module` by `schedule` (manual tactics: automatic ones are
// searched before, tools/auto_objective.h) on `mesh` (or the schedule's),
// lowers and exports it, and runs its trials into `out`, each run of a path
// bounded by `clock` when given. An error before any path runs (bad input,
// a bad schedule, checkCollectivesRun) is returned; a path that fails is
// `out.failure`.
Status checkModule(const Module& module, const Schedule& schedule, const std::optional<Mesh>& mesh,
                   const DifferentialOptions& options, RunClock* clock, DifferentialFindings& out);

// checkModule on one module, with the schedule's mesh and no time bound.
Result<DifferentialFindings> checkPaths(const Module& module, const Schedule& schedule,
                                        const DifferentialOptions& options = {});

}  // namespace partir
