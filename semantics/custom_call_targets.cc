#include "semantics/custom_call_targets.h"

#include <array>

namespace partir {

CustomCallKind customCallKind(std::string_view target) {
  // Annotations that leave the value unchanged (XLA sharding / memory-space
  // annotations; tt-mlir's argument marker).
  constexpr std::array<std::string_view, 2> kIdentity = {"Sharding", "tt.mark_argument"};
  // check.eq: the older JAX test exports' form, returning the verdict as an i1.
  if (target.starts_with("check.expect_") || target == "check.eq") return CustomCallKind::kCheck;
  for (std::string_view t : kIdentity)
    if (target == t) return CustomCallKind::kIdentity;
  if (isTransparentIdentity(target)) return CustomCallKind::kIdentity;
  if (target == "SPMDFullToShardShape") return CustomCallKind::kFullToShard;
  if (target == "SPMDShardToFullShape") return CustomCallKind::kShardToFull;
  // XLA's encoding of chlo.top_k (stablehlo_ext ChloRecomposeOps).
  if (target == "mhlo.topk") return CustomCallKind::kTopK;
  // jax.export (jax/_src/export/shape_poly.py, shape_assertion).
  if (target == "shape_assertion") return CustomCallKind::kShapeAssertion;
  return CustomCallKind::kUnknown;
}

// XLA host offloading (the value is unchanged, only its memory space moves)
// and tt-mlir's argument marker.
bool isTransparentIdentity(std::string_view target) {
  return target == "MoveToHost" || target == "MoveToDevice" || target == "tt.mark_argument";
}

std::string shapeAssertionMessage(const Operation& op, const std::vector<std::string>& values) {
  const Attribute* message = op.attr("error_message");
  std::string text = message && message->kind() == Attribute::Kind::kString ? message->getString()
                                                                              : "shape assertion failed";
  for (size_t i = 0; i < values.size(); ++i) {
    const std::string field = "{" + std::to_string(i) + "}";
    for (size_t at = text.find(field); at != std::string::npos; at = text.find(field, at + values[i].size()))
      text.replace(at, field.size(), values[i]);
  }
  return text;
}

}  // namespace partir
