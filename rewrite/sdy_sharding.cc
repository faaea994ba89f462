#include "rewrite/sdy_sharding.h"

#include <algorithm>
#include <map>
#include <set>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace partir {

namespace {

// Per Shardy axis, the pre-sizes its sub-axes start and end at (with 1 and
// the axis size), each with the sub-axis that introduced it first.
using Cuts = std::map<std::string, std::map<int64_t, std::string>>;

Status addCuts(const SdyMesh& mesh, const DescribedSdySharding& d, Cuts& cuts) {
  for (const SdyAxisRef& ref : sdyAllRefs(*d.sharding)) {
    auto axis = std::find_if(mesh.axes.begin(), mesh.axes.end(), [&](const MeshAxis& a) { return a.name == ref.name; });
    if (axis == mesh.axes.end())
      return invalid(Location{}, "{}: no axis \"{}\" in the mesh", d.what, ref.name);
    if (!ref.size) continue;
    // attrs.td SubAxisInfoAttr: pre-size * size divides the axis size.
    if (axis->size % (ref.preSize * ref.size) != 0)
      return invalid(Location{}, "{}: sub-axis {} does not fit axis \"{}\" of size {}", d.what, sdyRefText(ref),
                     ref.name, axis->size);
    for (int64_t cut : {ref.preSize, ref.preSize * ref.size})
      cuts[ref.name].emplace(cut, fmt::format("{} in {}", sdyRefText(ref), d.what));
  }
  return Status::success();
}

// The cuts of one axis must divide each other (sub-axes nest, as a mixed radix).
Status checkNested(const std::string& axis, const std::map<int64_t, std::string>& cuts) {
  for (auto a = cuts.begin(); a != cuts.end(); ++a)
    for (auto b = std::next(a); b != cuts.end(); ++b)
      if (b->first % a->first != 0)
        return invalid(Location{}, "the sub-axes of \"{}\" do not nest: {} and {}", axis, a->second, b->second);
  return Status::success();
}

std::vector<SdyAxisPart> partsOf(const MeshAxis& axis, const std::map<int64_t, std::string>* cuts) {
  if (!cuts) return {{axis.name, 1, axis.size}};
  std::set<int64_t> at{1, axis.size};
  for (const auto& [cut, why] : *cuts) at.insert(cut);
  if (at.size() == 2) return {{axis.name, 1, axis.size}};
  std::vector<SdyAxisPart> parts;
  for (auto it = at.begin(); std::next(it) != at.end(); ++it)
    parts.push_back({fmt::format("{}_{}", axis.name, *it), *it, *std::next(it) / *it});
  return parts;
}

}  // namespace

Result<SdyMeshSplit> splitSdyMesh(const SdyMesh& mesh, const std::vector<DescribedSdySharding>& shardings) {
  if (!mesh.deviceIds.empty())
    return unsupported(Location{}, "mesh device_ids=[{}] is not iota: PartIR numbers devices row-major over the axes",
                       fmt::join(mesh.deviceIds, ","));
  Cuts cuts;
  for (const DescribedSdySharding& d : shardings) PARTIR_RETURN_IF_ERROR(addCuts(mesh, d, cuts));
  for (const auto& [axis, axisCuts] : cuts) PARTIR_RETURN_IF_ERROR(checkNested(axis, axisCuts));
  SdyMeshSplit split;
  std::vector<MeshAxis> axes;
  for (const MeshAxis& axis : mesh.axes) {
    auto it = cuts.find(axis.name);
    split.parts[axis.name] = partsOf(axis, it == cuts.end() ? nullptr : &it->second);
    for (const SdyAxisPart& p : split.parts[axis.name]) axes.push_back({p.axis, p.size});
  }
  if (std::string problem = meshProblem(axes); !problem.empty())
    return unsupported(Location{}, "the Shardy mesh does not fit PartIR: {}", problem);
  split.mesh = Mesh(std::move(axes));
  return split;
}

DimAxes sdyDimAxes(const SdySharding& sharding, const SdyMeshSplit& split) {
  DimAxes dims;
  for (const SdyDimSharding& d : sharding.dims) {
    std::vector<std::string>& axes = dims.emplace_back();
    for (const SdyAxisRef& ref : d.axes)
      for (const SdyAxisPart& p : split.parts.at(ref.name))
        if (!ref.size || (p.preSize >= ref.preSize && p.preSize < ref.preSize * ref.size)) axes.push_back(p.axis);
  }
  return dims;
}

}  // namespace partir
