#include "verify/mesh_value.h"

#include <memory>

namespace partir::verify {

namespace {

std::vector<SymExpr> sizesOf(const Axes& axes) {
  std::vector<SymExpr> sizes;
  for (const std::string& a : axes) sizes.push_back(axisSize(a));
  return sizes;
}

Index withDim(Index i, size_t d, SymExpr value) {
  i[d] = std::move(value);
  return i;
}

// i_d + chunk(c, A_d)·w_d on every dim: the device's chunk of a value of local shape w.
Index chunkIndex(const Coords& c, const DimAxes& axes, const std::vector<SymExpr>& w,
                 const Index& i) {
  Index j = i;
  for (size_t d = 0; d < axes.size(); ++d) j[d] = i[d] + chunkOf(c, axes[d]) * w[d];
  return j;
}

std::vector<SymExpr> dividedBy(std::vector<SymExpr> shape, const DimAxes& axes) {
  for (size_t d = 0; d < axes.size(); ++d) shape[d] = floorDiv(shape[d], groupSize(axes[d]));
  return shape;
}

// The fold over the coordinates of `axes`, one variable "s<axis>" per axis.
Term foldOverAxes(const Axes& axes, const Coords& c,
                  const std::function<Term(const Coords&)>& body) {
  auto fold = std::make_shared<Fold>();
  Coords member = c;
  for (const std::string& a : axes) {
    const std::string var = "s" + a;
    fold->vars.push_back(FoldVar{var, axisSize(a), std::nullopt});
    member.insert_or_assign(a, SymExpr::var(var));
  }
  fold->bodies.push_back(body(member));
  return Term::fold(std::move(fold));
}

}  // namespace

SymExpr axisSize(const std::string& axis) { return SymExpr::var("|" + axis + "|"); }
SymExpr coordinate(const std::string& axis) { return SymExpr::var("r" + axis); }
SymExpr groupSize(const Axes& axes) { return product(sizesOf(axes)); }

SymExpr chunkOf(const Coords& c, const Axes& axes) {
  std::vector<SymExpr> coords;
  for (const std::string& a : axes) coords.push_back(c.at(a));
  return linearize(coords, sizesOf(axes));
}

Coords withChunk(Coords c, const Axes& axes, const SymExpr& chunk) {
  const std::vector<SymExpr> coords = delinearize(chunk, sizesOf(axes));
  for (size_t j = 0; j < axes.size(); ++j) c.insert_or_assign(axes[j], coords[j]);
  return c;
}

// Seed 000 §6: each device keeps the chunk of the operand its coordinates name.
MeshValue allSlice(const MeshValue& x, const DimAxes& axes) {
  const std::vector<SymExpr> w = dividedBy(x.shape, axes);
  return {w, [x, axes, w](const Coords& c, const Index& i) {
            return x.at(c, chunkIndex(c, axes, w, i));
          }};
}

// Seed 000 §6: the group's chunks concatenated, major axis first.
MeshValue allGather(const MeshValue& x, const DimAxes& axes) {
  MeshValue out{x.shape, nullptr};
  for (size_t d = 0; d < axes.size(); ++d) out.shape[d] = x.shape[d] * groupSize(axes[d]);
  out.at = [x, axes](const Coords& c, const Index& i) {
    Coords from = c;
    Index j = i;
    for (size_t d = 0; d < axes.size(); ++d) {
      if (axes[d].empty()) continue;
      from = withChunk(from, axes[d], floorDiv(i[d], x.shape[d]));
      j[d] = mod(i[d], x.shape[d]);
    }
    return x.at(from, j);
  };
  return out;
}

// Seed 000 §6: the group's values reduced (with add: the reducer is the fold's).
MeshValue allReduce(const MeshValue& x, const Axes& axes) {
  return {x.shape, [x, axes](const Coords& c, const Index& i) {
            return foldOverAxes(axes, c, [&](const Coords& m) { return x.at(m, i); });
          }};
}

// StableHLO spec "reduce_scatter": the group's values reduced, each device
// keeping its chunk.
MeshValue reduceScatter(const MeshValue& x, const DimAxes& axes) {
  Axes all;
  for (const Axes& a : axes) all.insert(all.end(), a.begin(), a.end());
  const std::vector<SymExpr> w = dividedBy(x.shape, axes);
  return {w, [x, axes, all, w](const Coords& c, const Index& i) {
            const Index j = chunkIndex(c, axes, w, i);
            return foldOverAxes(all, c, [&](const Coords& m) { return x.at(m, j); });
          }};
}

// StableHLO spec "all_to_all": every member splits its value along `split`
// into |A| pieces and sends piece j to member j, which concatenates what it
// receives along `concat` in member order.
MeshValue allToAll(const MeshValue& x, const Axes& axes, size_t concat, size_t split) {
  MeshValue out{x.shape, nullptr};
  out.shape[concat] = x.shape[concat] * groupSize(axes);
  out.shape[split] = floorDiv(x.shape[split], groupSize(axes));
  out.at = [x, axes, concat, split, piece = out.shape[split]](const Coords& c, const Index& i) {
    const Coords sender = withChunk(c, axes, floorDiv(i[concat], x.shape[concat]));
    Index j = withDim(i, concat, mod(i[concat], x.shape[concat]));
    j[split] = i[split] + chunkOf(c, axes) * piece;
    return x.at(sender, j);
  };
  return out;
}

Term loopBody(const SymExpr& r, const Index& i) {
  Index at{r};
  at.insert(at.end(), i.begin(), i.end());
  return Term::read(0, at);
}

// Seed 000 §4: tile<d> concatenates the iterations' values along d.
MeshValue tiled(const MeshValue& body, size_t d, const std::string& axis) {
  std::vector<SymExpr> shape = body.shape;
  shape[d] = shape[d] * axisSize(axis);
  return {shape, [body, d, axis](const Coords& c, const Index& i) {
            const SymExpr w = body.shape[d];
            return body.at(withChunk(c, {axis}, floorDiv(i[d], w)), withDim(i, d, mod(i[d], w)));
          }};
}

// Seed 000 §4: sum reduces the iterations' values.
MeshValue summed(const MeshValue& body, const std::string& axis) {
  return {body.shape, [body, axis](const Coords& c, const Index& i) {
            return foldOverAxes({axis}, c, [&](const Coords& m) { return body.at(m, i); });
          }};
}

// Seed 000 §6.1: a loop is inlined, each device running its body with the
// range value = its coordinate along the loop's axis.
MeshValue bodyOnDevices(const std::vector<SymExpr>& local, const std::string& axis) {
  return {local, [axis](const Coords& c, const Index& i) { return loopBody(c.at(axis), i); }};
}

// Seed 000 §4: slice d %x[%r] is chunk r of k along d.
MeshValue sliceAtCoordinate(const MeshValue& x, size_t d, const std::string& axis) {
  std::vector<SymExpr> shape = x.shape;
  shape[d] = floorDiv(shape[d], axisSize(axis));
  return {shape, [x, d, axis, w = shape[d]](const Coords& c, const Index& i) {
            return x.at(c, withDim(i, d, i[d] + c.at(axis) * w));
          }};
}

MeshValue perDevice(std::vector<SymExpr> shape) {
  return {std::move(shape), [](const Coords& c, const Index& i) {
            Index at;
            for (const auto& [axis, r] : c) at.push_back(r);
            at.insert(at.end(), i.begin(), i.end());
            return Term::read(0, at);
          }};
}

MeshValue replicated(std::vector<SymExpr> shape) {
  return {std::move(shape), [](const Coords&, const Index& i) { return Term::read(0, i); }};
}

}  // namespace partir::verify
