// The PartIR mesh of Shardy shardings (semantics/sdy_attrs.h decodes them).
//
// Sub-axes (attrs.td SubAxisInfoAttr): axis x of size n reshaped to
// [k1, ..., km]; the sub-axis `"x":(p)k` has pre-size p = the product of the
// sizes major to it. When a program uses sub-axes of x, PartIR's mesh splits
// x at every pre-size any sharding uses (they must form a divisibility chain
// 1 | p1 | ... | n) into axes named `x_<pre-size>`, major first: x=8 with
// "x":(1)2 and "x":(2)4 gives x_1=2, x_2=4; "x" alone then names [x_1, x_2].
// A split axis keeps its place among the other axes, so the device numbering
// (row-major, first axis major) is unchanged.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "semantics/diagnostics.h"
#include "semantics/hlo_ops.h"
#include "semantics/mesh.h"
#include "semantics/sdy_attrs.h"

namespace partir {

// A PartIR axis standing for (part of) a Shardy axis.
struct SdyAxisPart {
  std::string axis;     // the PartIR axis name
  int64_t preSize = 1;  // within the Shardy axis
  int64_t size = 1;
};

// The PartIR mesh of a Shardy mesh and the shardings on it: Shardy axes split
// at the sub-axes the shardings use (file comment), `parts` giving each
// Shardy axis's PartIR axes, major first.
struct SdyMeshSplit {
  Mesh mesh;
  std::map<std::string, std::vector<SdyAxisPart>> parts;
};

struct DescribedSdySharding {
  std::string what;  // for messages, e.g. `%arg0 #sdy.sharding<@mesh, [{"x"}]>`
  const SdySharding* sharding = nullptr;
};

// Fails (naming the sharding) on an axis not in `mesh`, a sub-axis that does
// not fit its axis, pre-sizes of one axis that do not divide each other, and
// names PartIR does not accept (axis names must be [A-Za-z_][A-Za-z0-9_.]*; a
// generated `x_2` must not be another axis's); and, unsupported, on
// `device_ids` other than iota (PartIR numbers devices row-major).
Result<SdyMeshSplit> splitSdyMesh(const SdyMesh& mesh, const std::vector<DescribedSdySharding>& shardings);

// Per dim of `sharding`, the PartIR axes it is tiled on, major first.
DimAxes sdyDimAxes(const SdySharding& sharding, const SdyMeshSplit& split);

}  // namespace partir
