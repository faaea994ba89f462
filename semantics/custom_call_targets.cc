#include "semantics/custom_call_targets.h"

#include <array>

namespace partir {

CustomCallKind customCallKind(std::string_view target) {
  // Annotations that leave the value unchanged (XLA sharding / memory-space
  // annotations; tt-mlir's argument marker).
  constexpr std::array<std::string_view, 2> kIdentity = {"Sharding", "tt.mark_argument"};
  if (target.starts_with("check.expect_")) return CustomCallKind::kCheck;
  for (std::string_view t : kIdentity)
    if (target == t) return CustomCallKind::kIdentity;
  if (isTransparentIdentity(target)) return CustomCallKind::kIdentity;
  if (target == "SPMDFullToShardShape") return CustomCallKind::kFullToShard;
  if (target == "SPMDShardToFullShape") return CustomCallKind::kShardToFull;
  // XLA's encoding of chlo.top_k (stablehlo_ext ChloRecomposeOps).
  if (target == "mhlo.topk") return CustomCallKind::kTopK;
  return CustomCallKind::kUnknown;
}

// XLA host offloading (the value is unchanged, only its memory space moves)
// and tt-mlir's argument marker.
bool isTransparentIdentity(std::string_view target) {
  return target == "MoveToHost" || target == "MoveToDevice" || target == "tt.mark_argument";
}

}  // namespace partir
