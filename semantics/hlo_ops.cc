#include "semantics/hlo_ops.h"

#include <algorithm>

#include "semantics/ops/type_rule_helpers.h"

namespace partir {

Attribute axesAttr(const std::vector<std::string>& axes) {
  std::vector<Attribute> names;
  for (const std::string& a : axes) names.push_back(Attribute::string(a));
  return Attribute::array(std::move(names));
}

Attribute dimAxesAttr(const DimAxes& axes) {
  std::vector<Attribute> dims;
  for (const auto& d : axes) dims.push_back(axesAttr(d));
  return Attribute::array(std::move(dims));
}

namespace {

std::vector<std::string> stringsOf(const Operation& op, const Attribute& a, std::string_view what) {
  if (a.kind() != Attribute::Kind::kArray) failOp(op, "{} must be an array of axis names", what);
  std::vector<std::string> out;
  for (const Attribute& e : a.getArray()) {
    if (e.kind() != Attribute::Kind::kString) failOp(op, "{} must be an array of axis names", what);
    out.push_back(e.getString());
  }
  return out;
}

}  // namespace

std::vector<std::string> axesOf(const Operation& op) {
  return stringsOf(op, requireAttr(op, "axes"), "axes");
}

DimAxes dimAxesOf(const Operation& op) {
  const Attribute& a = requireAttr(op, "axes");
  if (a.kind() != Attribute::Kind::kArray) failOp(op, "axes must be one array of axis names per dim");
  DimAxes out;
  for (const Attribute& d : a.getArray()) out.push_back(stringsOf(op, d, "each dim's axes"));
  return out;
}

std::optional<DimAxes> shardingOf(const NamedAttrs& attrs) {
  const Attribute* a = attrs.find("partir.sharding");
  if (!a || a->kind() != Attribute::Kind::kArray) return std::nullopt;
  DimAxes axes;
  for (const Attribute& d : a->getArray()) {
    std::vector<std::string> names;
    if (d.kind() == Attribute::Kind::kArray)
      for (const Attribute& n : d.getArray()) names.push_back(n.getString());
    axes.push_back(std::move(names));
  }
  return axes;
}

std::string reducerOf(const Operation& op) {
  const Attribute* r = op.attr("reducer");
  return r && r->kind() == Attribute::Kind::kSymbolRef ? r->getString() : "";
}

int64_t axesSize(const Mesh& mesh, const std::vector<std::string>& axes) {
  int64_t n = 1;
  for (const std::string& a : axes) n *= mesh.axisSize(a).value_or(1);
  return n;
}

TensorType slicedByAxes(const TensorType& type, const DimAxes& axes, const Mesh& mesh) {
  TensorType out = type;
  for (size_t d = 0; d < axes.size() && d < out.shape.size(); ++d) out.shape[d] /= axesSize(mesh, axes[d]);
  return out;
}

TensorType gatheredByAxes(const TensorType& type, const DimAxes& axes, const Mesh& mesh) {
  TensorType out = type;
  for (size_t d = 0; d < axes.size() && d < out.shape.size(); ++d) out.shape[d] *= axesSize(mesh, axes[d]);
  return out;
}

Mesh meshOfOp(const Operation& op) {
  Result<Mesh> mesh = moduleMesh(currentModule(op));
  if (!mesh.ok()) throw DiagnosticError{mesh.error()};
  if (mesh->empty()) failOp(op, "needs a mesh: the module has no partir.mesh attribute");
  return mesh.value();
}

DeviceGrid::DeviceGrid(Mesh mesh) : mesh_(std::move(mesh)) {
  const auto& axes = mesh_.axes();
  for (int64_t d = 0; d < mesh_.numDevices(); ++d) {
    std::vector<int64_t> c(axes.size());
    for (int64_t rest = d, i = static_cast<int64_t>(axes.size()) - 1; i >= 0; --i) {
      c[i] = rest % axes[i].size;
      rest /= axes[i].size;
    }
    coords_.push_back(std::move(c));
  }
}

int64_t DeviceGrid::axisIndex(const std::string& name) const {
  for (size_t i = 0; i < mesh_.axes().size(); ++i)
    if (mesh_.axes()[i].name == name) return static_cast<int64_t>(i);
  return -1;
}

int64_t DeviceGrid::chunk(int64_t device, const std::vector<std::string>& axes) const {
  int64_t index = 0;
  for (const std::string& a : axes) {
    const int64_t i = axisIndex(a);
    index = index * mesh_.axes()[i].size + coords_.at(device)[i];
  }
  return index;
}

bool DeviceGrid::sameOutside(int64_t d, int64_t e, const std::vector<std::string>& axes) const {
  for (size_t i = 0; i < mesh_.axes().size(); ++i) {
    const bool inside = std::find(axes.begin(), axes.end(), mesh_.axes()[i].name) != axes.end();
    if (!inside && coords_[d][i] != coords_[e][i]) return false;
  }
  return true;
}

std::vector<int64_t> DeviceGrid::group(int64_t device, const std::vector<std::string>& axes) const {
  std::vector<int64_t> members(axesSize(mesh_, axes), -1);
  for (int64_t e = 0; e < size(); ++e)
    if (sameOutside(device, e, axes)) members[chunk(e, axes)] = e;
  return members;
}

std::vector<std::vector<int64_t>> DeviceGrid::groups(const std::vector<std::string>& axes) const {
  std::vector<std::vector<int64_t>> out;
  std::vector<bool> seen(size(), false);
  for (int64_t d = 0; d < size(); ++d) {
    if (seen[d]) continue;
    out.push_back(group(d, axes));
    for (int64_t e : out.back()) seen[e] = true;
  }
  return out;
}

}  // namespace partir
