// A reduce body run on many accumulators at once ("lanes"). When every op of
// the body is elementwise (or a rank-0 constant), running it on tensors of
// shape [M] computes M independent bodies, lane i's result being exactly what
// the region gives on lane i's scalars: the ops are the same pure kernels
// (interp/kernels/elementwise.h) the interpreter calls. `reduce` folds its M
// outputs in lockstep, one reduced position at a time, so every output still
// folds its inputs in row-major order (StableHLO spec "reduce": the general
// path's order) while the cost of running a region is paid once per step
// instead of once per element.
//
// Given the body
//   ^bb0(%a: tensor<i1>, %b: tensor<i1>):
//     %t = stablehlo.constant dense<true> : tensor<i1>
//     %f = stablehlo.constant dense<false> : tensor<i1>
//     %o = stablehlo.or %a, %b : tensor<i1>
//     %s = stablehlo.select %o, %t, %f : tensor<i1>, tensor<i1>
//     stablehlo.return %s : tensor<i1>
// compile() succeeds and run({[0, 1, 0], [0, 0, 1]}) returns {[0, 1, 1]}.
#pragma once

#include <optional>
#include <vector>

#include "interp/tensor.h"
#include "semantics/ir.h"

namespace partir {

class LaneBody {
 public:
  // The body of `region` when every op is lane-wise, else nullopt.
  static std::optional<LaneBody> compile(const Region& region);
  // Runs the body on block arguments of one shape [M]; returns the operands
  // of the terminator, each of shape [M].
  std::vector<Tensor> run(std::vector<Tensor> args) const;

 private:
  struct Step {
    const Operation* op;
    std::vector<int> operands;  // slots
  };
  int numArgs_ = 0;
  std::vector<Step> steps_;      // one per op; the result goes to slot numArgs_ + step
  std::vector<int> returned_;    // slots
};

}  // namespace partir
