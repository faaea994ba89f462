// sdy.manual_computation (openxla/shardy, shardy/dialect/sdy/ir/ops.td
// ManualComputationOp), what JAX's shard_map exports to under Shardy: a
// region of per-device code with explicit collectives inside a global-view
// program.
//
//   sdy.mesh @mesh = <["a"=2, "b"=2]>
//   %r = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"a"}, {}]>]
//        out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"a", "b"}
//        (%l: tensor<4x8xf32>) { ... sdy.return %y : tensor<4x8xf32> }
//        : (tensor<8x8xf32>) -> tensor<8x8xf32>
//
// Meaning (ops.td: "the body is local wrt the manual_axes"): every device of
// the mesh runs the body on its tile of each operand, each dim cut into
// equal tiles over the manual axes its in_sharding lists (major first; free
// axes, open dims and priorities only steer propagation), and each result is
// assembled from the devices' tiles as its out_sharding lays them out;
// devices holding the same tile must agree. The body's collectives exchange
// values between the devices, partition id = device id, numbered row-major
// over the mesh axes. Above, device 3 = (a=1, b=1) gets rows 4..7 of %x, and
// rows 4..7 of %r come from devices 2 and 3, which must agree.
//
// The parser keeps the attributes in MLIR's generic spelling:
// in_shardings / out_shardings = #sdy.sharding_per_value<[...]>,
// manual_axes = #sdy<manual_axes{"a", "b"}>.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "semantics/ir.h"
#include "semantics/mesh.h"
#include "semantics/sdy_attrs.h"

namespace partir {

struct ManualComputation {
  SdyMesh sdyMesh;     // the mesh of its shardings (the first non-empty one)
  Mesh mesh;           // the same axes, for device arithmetic (DeviceGrid)
  std::string meshName;  // `@mesh`, or `mesh<...>` for an inline one
  std::vector<std::string> manualAxes;
  std::vector<SdySharding> in, out;
};

// Decodes `op`'s attributes, resolving `@mesh` among `module`'s sdy.mesh ops.
// Fails (naming the attribute) when one is missing or malformed, or a mesh
// is unknown; the type rule checks the rest.
Result<ManualComputation> decodeManualComputation(const Operation& op, const Module& module);

// The number of devices of `mesh`, or nullopt when it exceeds int64.
std::optional<int64_t> sdyDeviceCount(const SdyMesh& mesh);

// Per dim of a value with sharding `s`, the manual axes that cut it, major
// first. Given manual {"a"} and [{"a", "b"}, {}]: [["a"], []].
std::vector<std::vector<std::string>> manualDimAxes(const ManualComputation& mc, const SdySharding& s);

// The local (per-device) shape of a value of `global` shape with sharding
// `s`: each dim divided by the sizes of its manual axes; nullopt when one
// does not divide (verifiers.cc: "manual axes cannot introduce padding").
std::optional<Shape> manualLocalShape(const ManualComputation& mc, const SdySharding& s, const Shape& global);

// The devices that need one partition each: the mesh's, when `module` holds
// an sdy.manual_computation on a non-empty mesh; nullopt otherwise.
std::optional<int64_t> manualComputationDevices(const Module& module);

}  // namespace partir
