// PartIR:HLO (DESIGN.md "PartIR:HLO"; seed 000 §6, Listing 9, Figure 5):
// device-local StableHLO plus collectives over mesh axes. A program runs on
// every device of the module's mesh; a device is a coordinate per axis. The
// *group* of a device for a set of axes is the devices that differ from it
// only in those axes' coordinates, ordered by those coordinates with the
// listed axes major to minor.
//
//   partir.all_slice [{"B"}, {}] %x      each device keeps the chunk of %x its
//                                         coordinates name (dim 0 divided by |B|)
//   partir.all_gather [{"B"}, {}] %x     the group's chunks concatenated (dual)
//   partir.all_reduce <"M"> %x           the group's values added (or <@f>)
//   partir.reduce_scatter [{"M"}, {}] %x all_reduce over the axes, then all_slice
//   partir.all_to_all {0 -> 1} <"M"> %x  all_gather on dim 0, all_slice on dim 1
//
// Several axes on one dim are listed major first: all_slice [{"B", "M"}] on a
// {B:2, M:2} mesh gives the device (b, m) chunk 2b + m of 4.
//
// Stored attributes (the generic form; the pretty forms above print them):
//   all_slice, all_gather : axes = [["B"], []]      (one list per dim)
//   reduce_scatter        : axes = [[...], ...], reducer = @f (absent: add)
//   all_reduce            : axes = ["M"], reducer = @f (absent: add)
//   all_to_all            : axes = ["M"], src_dim = 0, dst_dim = 1
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "semantics/ir.h"
#include "semantics/mesh.h"

namespace partir {

// Per dim, the mesh axes it is sliced or gathered along, major first.
using DimAxes = std::vector<std::vector<std::string>>;

Attribute dimAxesAttr(const DimAxes& axes);
Attribute axesAttr(const std::vector<std::string>& axes);
// Readers for well-formed ops (checked by the type rules).
DimAxes dimAxesOf(const Operation& op);
std::vector<std::string> axesOf(const Operation& op);
// Every dim's axes in one list, dim 0's first: the group a multi-dim
// collective exchanges over, in the order its chunks are numbered.
std::vector<std::string> allAxes(const DimAxes& axes);
// The `partir.sharding` of a lowered argument or result (rewrite/lower.h),
// or nullopt when the value is whole on every device.
std::optional<DimAxes> shardingOf(const NamedAttrs& attrs);
// Every partir.sharding of a function argument or result names axes of the
// module's mesh, each at most once, one list per dim at most, and the global
// dim it implies fits in int64 (seed 000 §6: a value is sliced along an axis
// once). Errors name the function and the value.
Status checkShardingAttrs(const Module& module);
// The reducer function's name, "" for add.
std::string reducerOf(const Operation& op);

// The product of the sizes of `axes` in `mesh` (each must be an axis).
int64_t axesSize(const Mesh& mesh, const std::vector<std::string>& axes);

// all_slice's result type: dim d divided by axesSize(axes[d]). The caller
// checks divisibility.
TensorType slicedByAxes(const TensorType& type, const DimAxes& axes, const Mesh& mesh);
// all_gather's result type: dim d multiplied by axesSize(axes[d]).
TensorType gatheredByAxes(const TensorType& type, const DimAxes& axes, const Mesh& mesh);

// The devices of a mesh, numbered row-major over its axes (the first axis
// major), and the group and chunk arithmetic of the collectives. On
// {B:2, M:2}: coords(3) = (1, 1), chunk(3, {"M"}) = 1, group(2, {"M"}) =
// {2, 3}, groups({"B"}) = {{0, 2}, {1, 3}}.
class DeviceGrid {
 public:
  explicit DeviceGrid(Mesh mesh);
  int64_t size() const { return static_cast<int64_t>(coords_.size()); }
  const std::vector<int64_t>& coords(int64_t device) const { return coords_.at(device); }
  // The chunk of `axes` (major first) the device holds: Σ c[a_j] · Π_{k>j} |a_k|.
  int64_t chunk(int64_t device, const std::vector<std::string>& axes) const;
  // The devices that differ from `device` only along `axes`, ordered by chunk.
  std::vector<int64_t> group(int64_t device, const std::vector<std::string>& axes) const;
  // Every group for `axes`, in the order of their first devices.
  std::vector<std::vector<int64_t>> groups(const std::vector<std::string>& axes) const;

 private:
  int64_t axisIndex(const std::string& name) const;
  bool sameOutside(int64_t d, int64_t e, const std::vector<std::string>& axes) const;

  Mesh mesh_;
  std::vector<std::vector<int64_t>> coords_;
};

// The module mesh `op` runs on (its module's partir.mesh); throws (failOp)
// when the module has none.
Mesh meshOfOp(const Operation& op);

}  // namespace partir
