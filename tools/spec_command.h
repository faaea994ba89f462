// `partir verify --spec FILE [--json]` (docs/cli.md; docs/registering-an-op.md,
// "Registering a composite without recompiling"): checks every tile-mapping
// entry a spec file (tools/spec_file.h) claims for a `stablehlo.composite`
// against its decomposition (tools/spec_check.h).
//
// It lives in tools/, not verify/: it composes the partitioner and lowering
// (rewrite/) with the simulated mesh (interp/), as `partir check` does, and
// uses no Z3, while the partir_verify library links only semantics and Z3.
//
//   text: one line per claimed entry and decomposition, "spec:4:3 example.gelu
//         (tile 0) ↪ tile 0 on @gelu  accepted  12 ms", below it the
//         counterexample and/or the reason, then "N accepted, N refuted, N unknown".
//   json: {"composites": [{"composite", "entry", "decomposition", "loc", "verdict", "ms",
//          "derivable", "trials", "meshes", "reason", "counterexample"}],
//          "summary": {"accepted": n, "refuted": n, "unknown": n}}
//         (counterexample: null or {"trial", "seed", "chunks", "chunk",
//          "result", "against", "index", "expected", "computed", "detail"}).
// Exit 0 when every claim is accepted, 1 when one is refuted or unknown, 2
// for a bad spec file or options that do not go with --spec.
#pragma once

#include "tools/verify_command.h"

namespace partir {

int runSpecVerification(const VerifyCommandOptions& options);

}  // namespace partir
