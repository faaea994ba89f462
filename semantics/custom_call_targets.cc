#include "semantics/custom_call_targets.h"

#include <array>

namespace partir {

CustomCallKind customCallKind(std::string_view target) {
  // Annotations that leave the value unchanged (XLA sharding / memory-space
  // annotations; tt-mlir's argument marker).
  constexpr std::array<std::string_view, 4> kIdentity = {"Sharding", "tt.mark_argument", "MoveToHost",
                                                         "MoveToDevice"};
  if (target.starts_with("check.expect_")) return CustomCallKind::kCheck;
  for (std::string_view t : kIdentity)
    if (target == t) return CustomCallKind::kIdentity;
  if (target == "SPMDFullToShardShape") return CustomCallKind::kFullToShard;
  if (target == "SPMDShardToFullShape") return CustomCallKind::kShardToFull;
  return CustomCallKind::kUnknown;
}

}  // namespace partir
