#include "semantics/hlo_ops.h"

#include <algorithm>
#include <limits>
#include <set>

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

std::vector<std::string> allAxes(const DimAxes& axes) {
  std::vector<std::string> out;
  for (const auto& d : axes) out.insert(out.end(), d.begin(), d.end());
  return out;
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

namespace {

// "" when `a` is a well-formed sharding of a value of type `type` on `mesh`,
// else what is wrong with it.
std::string shardingProblem(const Attribute& a, const Type& type, const Mesh& mesh) {
  if (a.kind() != Attribute::Kind::kArray) return "must be an array of axis-name arrays, one per dim";
  if (!type.isTensor()) return fmt::format("is on a value of type {}, not a tensor", type.str());
  const TensorType& t = type.tensor();
  if (static_cast<int64_t>(a.getArray().size()) > t.rank())
    return fmt::format("has {} axis lists for a value of rank {}", a.getArray().size(), t.rank());
  std::set<std::string> seen;
  for (size_t d = 0; d < a.getArray().size(); ++d) {
    const Attribute& dim = a.getArray()[d];
    if (dim.kind() != Attribute::Kind::kArray) return "must be an array of axis-name arrays, one per dim";
    int64_t global = t.shape[d];
    for (const Attribute& name : dim.getArray()) {
      if (name.kind() != Attribute::Kind::kString) return "must be an array of axis-name arrays, one per dim";
      const std::optional<int64_t> size = mesh.axisSize(name.getString());
      if (!size) return fmt::format("axis \"{}\" is not an axis of the mesh [{}]", name.getString(), mesh.str());
      if (!seen.insert(name.getString()).second) return fmt::format("axis \"{}\" is named twice", name.getString());
      if (global > std::numeric_limits<int64_t>::max() / *size)
        return fmt::format("dim {} times the axes' sizes does not fit in int64", d);
      global *= *size;
    }
  }
  return "";
}

Status checkValueShardings(const Function& f, const std::vector<NamedAttrs>& attrs, const std::vector<Type>& types,
                           std::string_view what, const Mesh& mesh) {
  for (size_t i = 0; i < attrs.size() && i < types.size(); ++i) {
    const Attribute* a = attrs[i].find("partir.sharding");
    if (!a) continue;
    if (std::string problem = shardingProblem(*a, types[i], mesh); !problem.empty())
      return invalid(f.loc, "@{} {} #{}: partir.sharding {}", f.name, what, i, problem);
  }
  return Status::success();
}

}  // namespace

Status checkShardingAttrs(const Module& module) {
  Result<Mesh> mesh = moduleMesh(module);
  if (!mesh.ok()) return mesh.error();
  for (const auto& f : module.functions) {
    PARTIR_RETURN_IF_ERROR(checkValueShardings(*f, f->argAttrs, f->argTypes, "argument", *mesh));
    PARTIR_RETURN_IF_ERROR(checkValueShardings(*f, f->resultAttrs, f->resultTypes, "result", *mesh));
  }
  return Status::success();
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
