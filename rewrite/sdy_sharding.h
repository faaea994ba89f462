// Shardy sharding attributes (openxla/shardy, shardy/dialect/sdy/ir/attrs.td)
// as the parser keeps them (verbatim kOpaque text), and the PartIR mesh they
// live on.
//
// Grammar (attrs.td assembly formats; blanks between tokens are ignored):
//   mesh      := ('#sdy.mesh' | 'mesh')? '<' '[' (STRING '=' INT (',' ...)*)? ']'
//                (',' 'device_ids' '=' '[' INTS ']')? '>'
//   sharding  := '#sdy.sharding'? '<' meshref ',' '[' (dim (',' dim)*)? ']'
//                (',' 'replicated' '=' '{' refs '}')? (',' 'unreduced' '=' '{' refs '}')? '>'
//   meshref   := '@' NAME | '@' STRING | mesh          (a symbol or an inline mesh)
//   dim       := '{' (ref (',' ref)* (',' '?')? | '?')? '}' ('p' INT)?
//   ref       := STRING (':' '(' INT ')' INT)?          "x" or the sub-axis "x":(pre)size
//   per-value := '#sdy.sharding_per_value' '<' '[' (sharding (',' ...)*)? ']' '>'
// A dim lists its axes major to minor; `?` marks it open (propagation may
// shard it further), `pN` is a propagation priority. An empty mesh `<[]>` is
// a placeholder, `<[], device_ids=[k]>` a maximal sharding on device k.
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

namespace partir {

// "x" (size 0: the whole axis) or "x":(preSize)size.
struct SdyAxisRef {
  std::string name;
  int64_t preSize = 1;
  int64_t size = 0;
  bool operator==(const SdyAxisRef&) const = default;
};

struct SdyMesh {
  std::vector<MeshAxis> axes;       // names as written (any string)
  std::vector<int64_t> deviceIds;   // `device_ids=[...]`, empty when absent
  bool operator==(const SdyMesh&) const = default;
  bool isMaximal() const { return axes.empty() && deviceIds.size() == 1; }
  bool isEmpty() const { return axes.empty() && deviceIds.empty(); }
};

struct SdyDimSharding {
  std::vector<SdyAxisRef> axes;  // major to minor
  bool open = false;             // `?`
  std::optional<int64_t> priority;
};

struct SdySharding {
  std::string meshName;           // `@mesh`; "" with an inline mesh
  std::optional<SdyMesh> mesh;    // the inline mesh
  std::vector<SdyDimSharding> dims;
  std::vector<SdyAxisRef> replicated, unreduced;
};

// Parsers for the attribute texts; errors quote the text and say what is
// wrong, e.g. `invalid Shardy attribute "#sdy.sharding<@mesh, [{"x"}>":
// expected ']' at column 28`.
Result<SdyMesh> parseSdyMesh(std::string_view text);
Result<SdySharding> parseSdySharding(std::string_view text);
Result<std::vector<SdySharding>> parseSdyShardingPerValue(std::string_view text);

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
