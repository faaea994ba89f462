// `partir verify --spec FILE [--json]` (docs/cli.md; docs/registering-an-op.md,
// "Registering a composite without recompiling"): proves every tile-mapping
// entry a spec file (verify/composite/spec_file.h) claims for a `stablehlo.composite`
// against its decomposition (verify/composite/spec_check.h).
//
// It lives in tools/, not verify/: it composes the Z3 proof
// (verify/composite_proof.h) with the interpreter's replay (interp/) and the
// partitioner's derivation (rewrite/), as `partir check` composes paths.
//
//   text: one line per claimed entry and decomposition, "spec:4:3 example.gelu
//         (tile 0) ↪ tile 0 on @gelu  proved (every size, 35 obligations)  12 ms",
//         below it Z3's counterexample, the interpreter's evidence and the
//         reason, then "N proved, N refuted, N unknown".
//   json: {"composites": [{"composite", "entry", "decomposition", "loc", "verdict",
//          "reading", "proved_sizes", "obligations", "ms", "proof_counterexample",
//          "counterexample", "chunk_type_error", "derivable", "trials", "meshes",
//          "rounding_only", "inconsistent", "reason"}],
//          "summary": {"proved": n, "refuted": n, "unknown": n}}
//         (counterexample: null or {"replay", "trial", "seed", "chunks", "chunk",
//          "result", "against", "index", "expected", "computed", "detail", "inputs"}).
// Exit 0 when every claim is proved, 1 when one is refuted or unknown, 2 for
// a bad spec file, options that do not go with --spec, a decomposition that
// cannot run while nothing settled its claim, or a proof execution contradicts.
#pragma once

#include "tools/verify_command.h"

namespace partir {

int runSpecVerification(const VerifyCommandOptions& options);

}  // namespace partir
