// The custom_call targets with a meaning here. StableHLO spec "custom_call":
// a target's semantics are implementation-defined, so each one is defined by
// the system that emits it; every other target is refused by name
// ("custom_call target @foo is not supported"). docs/custom-calls.md lists
// them with their sources.
//
//   check.expect_*          the StableHLO test suite's checks (eq, close, almost_eq);
//   check.eq                expect_eq returning its verdict as a tensor<i1>
//   Sharding                XLA/GSPMD sharding constraint (mhlo.sharding): the identity
//   tt.mark_argument        tt-mlir argument marker: the identity
//   MoveToHost, MoveToDevice  XLA memory-space annotations: the identity
//   SPMDFullToShardShape    XLA shard_map entry: this partition's shard of the
//                           operand, tiled as the operand's @Sharding says
//   SPMDShardToFullShape    XLA shard_map exit: the full value assembled from
//                           every partition's shard, tiled as its mhlo.sharding says
//   mhlo.topk               jax.lax.top_k: chlo.top_k with the k of its
//                           mhlo.attributes (semantics/ops/reduction.cc)
//   shape_assertion         jax.export's check of a shape-polymorphic
//                           program's inputs: fails with its error_message
//                           when its i1 operand is false
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "semantics/ir.h"

namespace partir {

enum class CustomCallKind {
  kCheck,
  kIdentity,
  kFullToShard,
  kShardToFull,
  kTopK,
  kShapeAssertion,
  kUnknown,
};

CustomCallKind customCallKind(std::string_view target);

// The identities partitioning passes through: MoveToHost / MoveToDevice
// (they only change where the value lives) and tt.mark_argument (it only
// names an argument; tt-xla's exports pass every weight through one), so
// every dim splits chunk for chunk (their tile-mapping entries). Not
// Sharding, whose mhlo.sharding is a constraint (the import reads it).
bool isTransparentIdentity(std::string_view target);

// A failed shape_assertion's error_message with `{i}` replaced by the value
// of operand i + 1 (JAX's format: "... 'b' = {0} from specification ...").
std::string shapeAssertionMessage(const Operation& op, const std::vector<std::string>& values);

}  // namespace partir
