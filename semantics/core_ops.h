// PartIR:Core (DESIGN.md "PartIR:Core"; seed 000 §5): the ops it adds to
// StableHLO, their attributes, and builders for rewrites.
//
//   %r:2 = partir.loop "B" [#partir.tile<0>, #partir.sum] (%rB: !partir.range<4>) {
//     %xs = partir.slice 0 %x[%rB] : tensor<256x8xf32> -> tensor<64x8xf32>
//     ...
//     partir.yield %a, %b : tensor<64x8xf32>, tensor<8x8xf32>
//   } : tensor<256x8xf32>, tensor<8x8xf32>
//   %t = partir.tag "transposed" %x : tensor<8x8xf32>
//
// Loop actions: #partir.tile<d>, #partir.sum (stablehlo.add), #partir.sum<@f>
// (f a func.func (tensor<E>, tensor<E>) -> tensor<E>, applied elementwise,
// associative), #partir.any (all iterations must yield equal values).
//
// Stored attributes (what the generic form and the C++ see):
//   partir.loop : axis = "B", actions = [<action>, ...]
//   partir.slice: dim = 0 : i64
//   partir.tag  : name = "transposed"
// where an action attribute is a kStruct named "partir.tile" with field
// dim, "partir.sum" with an optional field reducer = @f, or "partir.any".
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "semantics/ir.h"
#include "semantics/tmr.h"

namespace partir {

// A loop action as the IR stores it. `reducer` names a function of the
// module for sum<@f>, "" for plain sum (add).
struct LoopAction {
  ResultAction::Kind kind = ResultAction::Kind::kAny;
  int64_t dim = -1;
  std::string reducer;
  bool operator==(const LoopAction&) const = default;
};

Attribute loopActionAttr(const LoopAction& action);
// Throws (failOp) when `attr` is not a loop action.
LoopAction loopActionOf(const Operation& op, const Attribute& attr);

// Accessors for well-formed ops (checked by the type rules).
const std::string& loopAxis(const Operation& loop);
std::vector<LoopAction> loopActions(const Operation& loop);
int64_t loopRangeSize(const Operation& loop);  // k of the block argument's !partir.range<k>
int64_t sliceDim(const Operation& slice);
const std::string& tagName(const Operation& tag);

// How many partir.loop ops `m` holds, nested ones included.
int64_t countLoops(const Module& m);

// Whether some `sum` loop of `m` has a float result: its Temporal result then
// adds partial results in another order than the unpartitioned op did.
bool hasFloatSum(const Module& m);

// The shape of `slice d x[r]` for x of `type` and a range of size k: dim d
// divided by k. Callers check divisibility.
TensorType slicedType(const TensorType& type, int64_t dim, int64_t k);
// The shape a loop result of body type `local` has under `action` over k.
TensorType loopResultType(const TensorType& local, const LoopAction& action, int64_t k);

}  // namespace partir
