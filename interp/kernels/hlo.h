// The data movement of the PartIR:HLO collectives (semantics/hlo_ops.h; seed
// 000 §6, Figure 5) as pure functions over a device's values, shared by the
// kernels (interp/kernels/hlo.cc) and the simulated mesh's input and output
// handling (interp/mesh_interpreter.cc).
#pragma once

#include <span>
#include <string>
#include <vector>

#include "interp/tensor.h"
#include "semantics/hlo_ops.h"

namespace partir {

// Device `device`'s chunk of `t`: along dim d, chunk grid.chunk(device,
// axes[d]) of axesSize(axes[d]) equal chunks. Given t = [0..7] (8), axes
// [{"B"}] on {B:4}, device 2 gets [4, 5].
Tensor chunkOf(const DeviceGrid& grid, int64_t device, const Tensor& t, const DimAxes& axes);

// Where that chunk of a tensor of shape `whole` starts, and its shape.
struct ChunkBox {
  std::vector<int64_t> start;
  Shape shape;
};
ChunkBox chunkBox(const DeviceGrid& grid, int64_t device, const Shape& whole, const DimAxes& axes);

// The whole value of a group: `parts[i]` is the chunk of `members[i]`,
// placed along each dim d at grid.chunk(member, axes[d]) (all_gather).
Tensor assembleChunks(const DeviceGrid& grid, std::span<const Tensor> parts,
                      const std::vector<int64_t>& members, const DimAxes& axes);

}  // namespace partir
