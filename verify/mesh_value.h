// Values on a device mesh read symbolically, for the rewrite-rule proofs
// (verify/rules.h) and their tests: a value is its local shape and its
// element at a local index on the device with given coordinates (one per
// mesh axis). The collectives are defined here once, as
// semantics/hlo_ops.h describes them (seed 000 §6), and the PartIR:Core
// loops as seed 000 §4 does; sizes are SymExprs, so every statement made of
// these readings is about all shapes and axis sizes.
//
// Given x = perDevice({w0, w1}) (operand 0 read at (ra, rb, i0, i1)),
// allGather(x, {{"a"}, {}}) has shape {w0·|a|, w1}, and its element at
// (c, {i0, i1}) is x's on the device with a ← i0 div w0, at (i0 mod w0, i1).
#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "semantics/symbolic.h"

namespace partir::verify {

using Coords = std::map<std::string, SymExpr>;  // axis -> the device's coordinate
using Index = std::vector<SymExpr>;
using Axes = std::vector<std::string>;
using DimAxes = std::vector<Axes>;  // per dim, major first

struct MeshValue {
  std::vector<SymExpr> shape;  // local
  std::function<Term(const Coords&, const Index&)> at;
};

SymExpr axisSize(const std::string& axis);   // the variable |axis|
SymExpr coordinate(const std::string& axis);  // the variable r<axis>
SymExpr groupSize(const Axes& axes);          // Π |a|
// semantics/hlo_ops.h DeviceGrid::chunk: Σ c[a_j]·Π_{k>j}|a_k|.
SymExpr chunkOf(const Coords& c, const Axes& axes);
// The coordinates of the group member holding chunk `chunk` of `axes`.
Coords withChunk(Coords c, const Axes& axes, const SymExpr& chunk);

// ---- the collectives (semantics/hlo_ops.h; seed 000 §6) -------------------------
MeshValue allSlice(const MeshValue& x, const DimAxes& axes);
MeshValue allGather(const MeshValue& x, const DimAxes& axes);
MeshValue allReduce(const MeshValue& x, const Axes& axes);
MeshValue reduceScatter(const MeshValue& x, const DimAxes& axes);
// StableHLO spec "all_to_all": split along `split`, concatenate along `concat`.
MeshValue allToAll(const MeshValue& x, const Axes& axes, size_t concat, size_t split);

// ---- PartIR:Core (seed 000 §4) ----------------------------------------------------
// A loop's body is a value that reads the loop's range %r as the
// coordinate along the loop's axis: run by the device with that coordinate
// after lowering, or by iteration r in the Temporal reading.
// A body B(r) of shape `local`: operand 0 read at (r, i).
Term loopBody(const SymExpr& r, const Index& i);
MeshValue bodyOnDevices(const std::vector<SymExpr>& local, const std::string& axis);
// The Temporal values of loop axis [tile<d>] (%r) { body } and of
// loop axis [sum] (%r) { body }.
MeshValue tiled(const MeshValue& body, size_t d, const std::string& axis);
MeshValue summed(const MeshValue& body, const std::string& axis);
// partir.slice d %x[%r] on the device whose coordinate along `axis` is r.
MeshValue sliceAtCoordinate(const MeshValue& x, size_t d, const std::string& axis);

// ---- operands --------------------------------------------------------------------
// A value that differs from device to device: operand 0 read at (the
// coordinates, in axis-name order, then i): (ra, rb, i) on axes a, b.
MeshValue perDevice(std::vector<SymExpr> shape);
// A value every device holds whole: operand 0 read at i.
MeshValue replicated(std::vector<SymExpr> shape);

}  // namespace partir::verify
