#include "semantics/hlo_ops.h"

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

}  // namespace partir
