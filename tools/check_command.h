// `partir check FILE.mlir --schedule S [--mesh M] [--entry F] [--trials N]
//  [--seed S] [--rtol R] [--atol A] [--mutants] [--json]`: the theorem of DESIGN.md's data flow, tested. Each
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
//    "mutants": {"total": ..., "caught": ..., "score": ..., "survivors": [...], ...}}
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "tools/time_limit.h"
#include "verify/differential/options.h"

namespace partir {

struct CheckCommandOptions : DifferentialOptions {
  std::string file;
  std::string schedule;
  bool fromAnnotations = false;  // the schedule from the program's own shardings
  std::string mesh;  // "" = the schedule's mesh line
  bool json = false;
  double timeoutSeconds = kDefaultTimeoutSeconds;  // 0 = no limit
  bool fillElided = false;  // elided constants get seeded random values (interp/random_inputs.h)
  std::string device = "a100";          // the cost model of automatic tactics
  std::optional<int64_t> deviceMemory;  // bytes; default: the device's
};

int runCheckCommand(const CheckCommandOptions& options);

}  // namespace partir
