// The cost model (seed 000 §2.2 and App. A.5; DESIGN.md "Cost model"): an
// abstract interpretation of a device-local program, PartIR:HLO or exported
// StableHLO SPMD, on one device. Every device of an SPMD program runs the
// same ops on the same local shapes, so one device's figures are all of them.
//
// It walks the entry function in program order over types only:
//   flops       per op (below); a while body counts once (its trip count is
//               not known statically), an if / case its costliest branch, a
//               call its callee's body (walked once per callee, then reused).
//   collectives count and bytes each device sends, by the ring algorithm over
//               the group of n devices (B = operand bytes, R = result bytes):
//                 all_gather (n-1)/n·R    reduce_scatter (n-1)/n·B
//                 all_reduce 2(n-1)/n·B   all_to_all     (n-1)/n·B
//               partir.all_slice moves nothing (each device keeps its chunk).
//   memory      live ranges over the entry block: an argument is live all
//               along unless donated (`tf.aliasing_output`, JAX's
//               donate_argnums), then until its last use; an op's results
//               from the op to their last use (results returned: the end);
//               the values of an op's regions add their own peak at the op.
//   runtime     each op by the roofline, max(flops / peak flops, HBM bytes
//               read and written / HBM bandwidth), plus each collective's
//               bytes / link bandwidth; nothing overlaps.
//
// Flops per op: dot_general 2·|result|·|contracted dims|; convolution
// 2·|result|·|kernel| / |kernel output features|; reduce |operands|;
// reduce_window and select_and_scatter |result or source|·|window|; sort
// |operand|·⌈log2 n⌉ along its dim, top-k the same along the last;
// cholesky n³/3 and triangular_solve n²·m per batch; every elementwise op
// one per result element; data movement, generators and collectives none.
//
// Given @main(%x: tensor<64x8xf32>, %w: tensor<8x8xf32>) computing
// %y = dot_general %x, %w; %z = partir.all_reduce <"M"> %y on {M:2},
// `estimateCost` gives flops 2·64·8·8 = 8192, one all_reduce moving
// 2·(1/2)·2048 = 2048 bytes, and a peak of 256 + 2048 + 2048 + 2048 bytes
// (both arguments, then %y and %z live together).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>

#include "interp/device_spec.h"
#include "semantics/diagnostics.h"
#include "semantics/ir.h"

namespace partir {

struct CollectiveCost {
  int64_t count = 0;
  double bytes = 0;  // sent by each device
};

struct CostReport {
  // "all_gather", "all_reduce", "reduce_scatter", "all_to_all": always all
  // four, zero when absent.
  std::map<std::string, CollectiveCost> collectives;
  double flops = 0;
  double hbmBytes = 0;  // bytes ops read and write
  int64_t peakBytes = 0;
  // Argument bytes by pytree root ("params", "opt_state", "batch"); an
  // argument without a name counts under "arguments".
  std::map<std::string, int64_t> argumentBytes;
  // The peak of the values that are not arguments (activations, gradients,
  // temporaries).
  int64_t temporaryPeakBytes = 0;
  double computeSeconds = 0;        // the ops' roofline times
  double communicationSeconds = 0;  // the collectives' ring times

  int64_t collectiveCount(const std::string& kind) const;
  double estSeconds() const { return computeSeconds + communicationSeconds; }
};

// The cost of running `entry` of `module` on one device. The mesh comes from
// the module's `partir.mesh` (PartIR:HLO collectives name its axes); exported
// StableHLO collectives take their group from `replica_groups`. Fails on a
// missing entry or a tensor too large to count.
Result<CostReport> estimateCost(const Module& module, const DeviceSpec& device,
                                std::string_view entry = "main");

// The pytree root of an argument name: "params" for "params['layer_0']['w']"
// or "params.w", the name itself when it has no path.
std::string pytreeRoot(std::string_view name);

}  // namespace partir
