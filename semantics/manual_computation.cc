#include "semantics/manual_computation.h"

#include <algorithm>

#include <fmt/format.h>

namespace partir {

namespace {

// The verbatim text of an sdy attribute of `op`.
Result<std::string> sdyAttrText(const Operation& op, std::string_view name) {
  const Attribute* a = op.attr(name);
  if (!a) return invalid(op.loc(), "'{}': missing attribute '{}'", op.name(), name);
  if (a->kind() != Attribute::Kind::kOpaque || !a->getString().starts_with("#sdy"))
    return invalid(op.loc(), "'{}': attribute '{}' must be a Shardy (#sdy) attribute", op.name(), name);
  return a->getString();
}

template <class T>
Result<T> decodeAttr(const Operation& op, std::string_view name, Result<T> (*parse)(std::string_view)) {
  Result<std::string> text = sdyAttrText(op, name);
  if (!text.ok()) return text.error();
  Result<T> value = parse(text.value());
  if (!value.ok()) return invalid(op.loc(), "'{}': {}: {}", op.name(), name, value.error().message);
  return value;
}

// The mesh of `s`: inline, or the module's sdy.mesh it names.
Result<SdyMesh> meshOf(const Operation& op, const SdySharding& s, const std::map<std::string, SdyMesh>& meshes) {
  if (s.mesh) return *s.mesh;
  auto it = meshes.find(s.meshName);
  if (it == meshes.end()) return invalid(op.loc(), "'{}': unknown mesh: @{}", op.name(), s.meshName);
  return it->second;
}

// verifiers.cc ManualComputationOp::verify: the shardings share one mesh,
// or an empty one. A sharding on an empty (or maximal) mesh names no axis.
Status bindMesh(const Operation& op, const SdySharding& s, const SdyMesh& mesh, ManualComputation& mc) {
  if (mesh.axes.empty()) {
    if (std::vector<SdyAxisRef> refs = sdyAllRefs(s); !refs.empty())
      return invalid(op.loc(), "'{}': unknown axis name: \"{}\" (its sharding's mesh has no axes)", op.name(),
                     refs.front().name);
    return Status::success();
  }
  if (mc.sdyMesh.axes.empty()) {
    mc.sdyMesh = mesh;
    mc.meshName = s.mesh ? "an inline mesh" : "@" + s.meshName;
  } else if (!(mc.sdyMesh == mesh)) {
    return invalid(op.loc(), "'{}': all in and out shardings must be bound to the same mesh or an empty mesh",
                   op.name());
  }
  return Status::success();
}

}  // namespace

Result<ManualComputation> decodeManualComputation(const Operation& op, const Module& module) {
  ManualComputation mc;
  Result<std::vector<SdySharding>> in = decodeAttr(op, "in_shardings", &parseSdyShardingPerValue);
  if (!in.ok()) return in.error();
  Result<std::vector<SdySharding>> out = decodeAttr(op, "out_shardings", &parseSdyShardingPerValue);
  if (!out.ok()) return out.error();
  Result<std::vector<std::string>> axes = decodeAttr(op, "manual_axes", &parseSdyManualAxes);
  if (!axes.ok()) return axes.error();
  Result<std::map<std::string, SdyMesh>> meshes = sdyMeshes(module);
  if (!meshes.ok()) return meshes.error();
  mc.in = std::move(in.value());
  mc.out = std::move(out.value());
  mc.manualAxes = std::move(axes.value());
  for (const std::vector<SdySharding>* list : {&mc.in, &mc.out})
    for (const SdySharding& s : *list) {
      Result<SdyMesh> mesh = meshOf(op, s, meshes.value());
      if (!mesh.ok()) return mesh.error();
      PARTIR_RETURN_IF_ERROR(bindMesh(op, s, mesh.value(), mc));
    }
  mc.mesh = Mesh(mc.sdyMesh.axes);
  return mc;
}

std::optional<int64_t> sdyDeviceCount(const SdyMesh& mesh) {
  int64_t n = 1;
  for (const MeshAxis& a : mesh.axes)
    if (__builtin_mul_overflow(n, a.size, &n)) return std::nullopt;
  return n;
}

std::vector<std::vector<std::string>> manualDimAxes(const ManualComputation& mc, const SdySharding& s) {
  std::vector<std::vector<std::string>> dims;
  for (const SdyDimSharding& d : s.dims) {
    std::vector<std::string>& axes = dims.emplace_back();
    for (const SdyAxisRef& ref : d.axes)
      if (std::find(mc.manualAxes.begin(), mc.manualAxes.end(), ref.name) != mc.manualAxes.end())
        axes.push_back(ref.name);
  }
  return dims;
}

std::optional<Shape> manualLocalShape(const ManualComputation& mc, const SdySharding& s, const Shape& global) {
  const std::vector<std::vector<std::string>> dims = manualDimAxes(mc, s);
  Shape local = global;
  for (size_t d = 0; d < local.size() && d < dims.size(); ++d)
    for (const std::string& axis : dims[d]) {
      const int64_t size = mc.mesh.axisSize(axis).value_or(1);
      if (local[d] % size != 0) return std::nullopt;
      local[d] /= size;
    }
  return local;
}

std::optional<int64_t> manualComputationDevices(const Module& module) {
  std::optional<int64_t> devices;
  for (const auto& f : module.functions)
    walk(f->body, [&](const Operation& op) {
      if (devices || op.code() != OpCode::kSdyManualComputation) return;
      Result<ManualComputation> mc = decodeManualComputation(op, module);
      if (mc.ok() && !mc->sdyMesh.axes.empty()) devices = sdyDeviceCount(mc->sdyMesh);
    });
  return devices;
}

}  // namespace partir
