// GSPMD sharding strings (XLA's HloSharding text, what JAX writes as
// `mhlo.sharding = "..."` on arguments, results and ops) and the device-id
// digits a tile assignment enumerates, from which rewrite/annotations.h
// derives a mesh.
//
// Grammar (xla/hlo/ir/hlo_sharding.cc HloSharding::Print, xla/hlo/parser
// ParseSharding; blanks and `/*...*/` comments between tokens are ignored):
//   sharding   := '{' '}'                                  an empty tuple
//              |  '{' leaf-body '}'
//              |  '{' '{' leaf-body '}' (',' '{' leaf-body '}')* '}'   a tuple
//   leaf-body  := ('replicated' | 'manual' | 'unknown' | 'unreduced'
//                  | 'maximal' 'device=' INT
//                  | 'devices=' '[' INTS ']' assignment
//                    'last_tile_dim_replicate'? ('last_tile_dims=' '{' KINDS '}')?)
//                 ('shard_as' INT | 'shard_like' INT)? ('metadata=' '{' ... '}')?
//   assignment := '<=' '[' INTS ']' ('T' '(' INTS ')')?    iota form
//              |  INTS                                    explicit device list
//   KINDS      := ('manual' | 'replicated' | 'unreduced') (',' ...)*
// Shard groups and metadata are read and dropped (they steer XLA's
// propagation and debugging, not the layout).
//
// Tile assignment (xla/hlo/ir/tile_assignment.h): `devices=[t0,...,tk]` is an
// array of shape [t0,...,tk]; the element at tile index (i0,...,ik) is the
// device holding that tile. The iota form `<=[r0,...,rm]T(p0,...,pm)` is
// iota(prod r).reshape(r).transpose(p).reshape(t); `<=[N]` is 0..N-1 in
// order. The first tile dims tile the value's dims; the trailing ones are
// subgroups: `last_tile_dim_replicate` makes the last one a replication
// group (its devices hold the same tile), `last_tile_dims={manual, ...}`
// names the kind of each trailing dim.
//
// Given "{devices=[4,2]<=[2,4]T(1,0)}", parseHloSharding gives one tiled leaf
// with tileDims [4,2], iota [2,4] T(1,0): the array [[0,4],[1,5],[2,6],[3,7]],
// so device 5 holds tile (1,1). tileDimDigits gives dim 0 the digit
// {size 4, stride 1} and dim 1 {size 2, stride 4} (device = 4*i1 + i0).
// Given "{devices=[2]0,1" it fails with
//   invalid sharding "{devices=[2]0,1": expected '}' at column 16
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "semantics/diagnostics.h"
#include "semantics/hlo_ops.h"
#include "semantics/mesh.h"

namespace partir {

// One (non-tuple) HloSharding.
struct HloSharding {
  enum class Kind { kReplicated, kManual, kUnknown, kUnreduced, kMaximal, kTiled };
  // The kind of a trailing subgroup tile dim (OpSharding::Type in last_tile_dims).
  enum class Subgroup { kReplicated, kManual, kUnreduced };
  Kind kind = Kind::kReplicated;
  int64_t device = 0;                // kMaximal: `device=N`
  std::vector<int64_t> tileDims;     // kTiled: data tile dims, then subgroup dims
  std::vector<int64_t> iotaDims;     // the iota form's reshape dims (empty: explicit list)
  std::vector<int64_t> iotaPerm;     // its transpose (identity when `T(...)` is absent)
  std::vector<int64_t> deviceList;   // the explicit form's devices, row-major
  std::vector<Subgroup> subgroups;   // one per trailing subgroup tile dim
  bool operator==(const HloSharding&) const = default;

  // The number of tile dims that tile the value's dims.
  int64_t dataRank() const { return static_cast<int64_t>(tileDims.size() - subgroups.size()); }
  // The number of devices of a tiled sharding (the product of tileDims).
  int64_t numDevices() const;
  // {manual}, or a tiled sharding with a manual subgroup (partly manual).
  bool isManual() const;
};

// A whole `mhlo.sharding` string: one leaf, or a tuple of leaves (one per
// tuple element / result of a multi-result op).
struct ParsedHloSharding {
  bool tuple = false;
  std::vector<HloSharding> leaves;
};

// Parses a sharding string. Errors quote the string and say what is wrong:
// a syntax error (with its column), tile dims below 1, a device list whose
// length is not the product of the tile dims or that is not a permutation of
// 0..N-1, an iota whose size differs from the tile dims' or whose transpose
// is not a permutation, more subgroup kinds than tile dims.
Result<ParsedHloSharding> parseHloSharding(std::string_view text);

// One digit of the device id: `size` values, `stride` apart (device ids are
// sums of digit * stride over a set of digits whose strides form a mixed
// radix: 1 = s0, s(i+1) = s(i) * size(i), the last stride * size = N).
struct DeviceDigit {
  int64_t size = 1;
  int64_t stride = 1;
  bool operator==(const DeviceDigit&) const = default;
};

// For each tile dim of a tiled sharding, the device-id digits it enumerates,
// major first: the tile index along dim i is the mixed-radix number of the
// device's digits of dim i. Size-1 digits are left out, and digits that
// continue each other are merged first (`<=[2,3]` is `<=[6]`, so
// `{devices=[3,2]<=[2,3]}` is fine: device = 2 * i0 + i1).
// Fails when the tile assignment is not such a product, e.g. an explicit list
// that is no transposed iota ("{devices=[2,2]0,3,1,2}"), or
// "{devices=[3,2]<=[3,2]T(1,0)}", whose rows {0,2}, {4,1}, {3,5} mix the
// digits of 6 = 3 * 2.
Result<std::vector<std::vector<DeviceDigit>>> tileDimDigits(const HloSharding& sharding);

// The mesh common to tiled GSPMD shardings (GSPMD has no axis names). Each
// sharding's digits cut the device-id space [0, N) at their strides s and
// s * size; the union of all cuts must be a divisibility chain
// 1 = c0 | c1 | ... | cn = N, and the mesh has one axis per link, of size
// c(i+1) / c(i), the largest stride first (major), named `_axis_0`,
// `_axis_1`, ... (major first, as XLA's GSPMD-to-Shardy import names them).
// Every sharding's digits are then runs of consecutive axes, and the mesh's
// row-major numbering is GSPMD's device id.
//
// N is `numPartitions` (the module's mhlo.num_partitions, refused below 1)
// when given, else the first sharding's device count; every sharding must
// have N devices.
// With no shardings the mesh is one axis `_axis_0` of N (1 by default).
// Given `{devices=[2,1,4]<=[8] last_tile_dim_replicate}` (cuts 1, 4, 8) and
// `{devices=[8,1,1]<=[8]}` (cuts 1, 8) returns _axis_0=2, _axis_1=4.
// Errors name the shardings, from `what`:
//   no common mesh for %arg0 "{devices=[2,3]<=[6]}" and %arg1 "{devices=[3,2]<=[6]}":
//   their device-id digits have strides 3 and 2, which do not divide each other
struct DescribedHloSharding {
  std::string what;  // e.g. `%arg0 "{devices=[8,1]<=[8]}"`
  const HloSharding* sharding = nullptr;  // tiled
};
Result<Mesh> gspmdMesh(const std::vector<DescribedHloSharding>& shardings, std::optional<int64_t> numPartitions);

// Per data dim of the tiled `sharding`, the axes of `mesh` (gspmdMesh's for a
// set of shardings including it) it is tiled on, major first. On the mesh
// above, `{devices=[8,1,1]<=[8]}` gives [[_axis_0, _axis_1], [], []].
Result<DimAxes> gspmdDimAxes(const HloSharding& sharding, const Mesh& mesh);

}  // namespace partir
