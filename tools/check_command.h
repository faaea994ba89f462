// `partir check FILE.mlir --schedule S [--mesh M] [--entry F] [--trials N]
//  [--seed S] [--rtol R] [--atol A] [--mutants] [--timeout S] [--progress] [--json]`: the theorem of DESIGN.md's
// data flow, tested. Each
// module of FILE is partitioned by the schedule, lowered, and exported, and
// its entry function runs on every path:
//   reference  the original program (path A)
//   temporal   the PartIR:Core program, loops run one iteration at a time (B)
//   mesh       the PartIR:HLO program on the simulated mesh (C)
//   stablehlo  its export to StableHLO SPMD, one process per partition (D)
// on N trials of random integer-valued inputs (seeded; a function without
// arguments, like the corpus's JAX exports, runs once on its own inputs), or
// with --real-inputs the real-valued ones of `partir run --random-inputs`
// (for real models, whose logs and divisions want them).
// --from-annotations takes the schedule from the program's shardings, as
// `partir partition --from-annotations` does.
// Every path must give the reference's results bit for bit, or differ from
// them only by rounding: float differences that vanish when every path runs
// on the program widened to f64 (verify/differential/float_verdict.h), as a training
// step's reassociated gradient sums do. --rtol/--atol instead accept float
// results within |got - ref| <= atol + rtol·|ref| (numpy.allclose).
//
// A program that is already SPMD (its collectives need more processes than
// the paths run) is refused before anything runs (interp/collective_fit.h).
// Each run of a path has its own time limit, by default scaled from the
// first reference run's time, and reports its progress on a terminal
// (tools/check_clock.h); the summary ends with the limit and the process's
// peak memory: "time limit per path run: 50 s (the floor: 10 × the
// reference run's 96.5 µs is less); peak memory: 14.2 MiB".
//
// Exit codes: 0 all paths agree on every trial; 1 a mismatch or a failed
// check (the path, the result, the first differing index and both values);
// 2 bad input, bad schedule, something unsupported, or a path that fails
// (an error is never reported as a mismatch).
//
// --mutants then measures what the trials catch (verify/differential/check_mutants.h).
// The engine is verify/differential/differential.h; this is its command.
//
// --json prints one object (docs/cli.md):
//   {"file": ..., "trials": 3, "agree": true,
//    "paths": [{"path": "reference", "status": "agree"},
//              {"path": "temporal", "status": "agree", "comparison": "bit for bit"}, ...],
//    "collectives": {"all_gather": 2, "all_reduce": 1, "reduce_scatter": 0,
//                    "all_to_all": 0, "all_slice": 0},
//    "mismatches": [{"trial": 0, "path": "mesh", "result": 0, "message": "..."}],
//    "mutants": {"total": ..., "caught": ..., "score": ..., "survivors": [...], ...},
//    "time_limit": {"seconds": 50, "set_by": "floor", "reference_seconds": 0.0001},
//    "peak_memory_bytes": 15056896}
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "verify/differential/options.h"

namespace partir {

struct CheckCommandOptions : DifferentialOptions {
  std::string file;
  std::string schedule;
  bool fromAnnotations = false;  // the schedule from the program's own shardings
  std::string mesh;  // "" = the schedule's mesh line
  std::vector<std::string> dims;  // --dim NAME=SIZE: refines a shape-polymorphic program (tools/run_inputs.h)
  bool json = false;
  std::optional<double> timeoutSeconds;  // none: scaled from the reference run (tools/check_clock.h); 0: no limit
  bool progress = false;  // a progress line per run on stderr (else only on a terminal, rewritten in place)
  bool fillElided = false;  // elided constants get seeded random values (interp/random_inputs.h)
  std::string device = "a100";          // the cost model of automatic tactics
  std::optional<int64_t> deviceMemory;  // bytes; default: the device's
  bool mpi = false;  // the mesh paths across mpirun's ranks (docs/mpi.md)
};

int runCheckCommand(const CheckCommandOptions& options);

}  // namespace partir
