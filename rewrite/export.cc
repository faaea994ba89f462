#include "rewrite/export.h"

#include <cstring>

#include "semantics/hlo_ops.h"
#include "semantics/mesh.h"
#include "semantics/verifier.h"

namespace partir {

namespace {

// Dense i64 elements of `shape` holding `values`.
Attribute i64Dense(const Shape& shape, const std::vector<int64_t>& values) {
  DenseElements dense{TensorType{shape, ElementType::kI64}, false, {}, ""};
  dense.bytes.resize(values.size() * sizeof(int64_t));
  std::memcpy(dense.bytes.data(), values.data(), dense.bytes.size());
  return Attribute::denseElements(std::move(dense));
}

// replica_groups: the groups of `axes`, one row each, in chunk order.
Attribute replicaGroups(const DeviceGrid& grid, const std::vector<std::string>& axes) {
  const std::vector<std::vector<int64_t>> groups = grid.groups(axes);
  std::vector<int64_t> flat;
  for (const auto& g : groups) flat.insert(flat.end(), g.begin(), g.end());
  return i64Dense({static_cast<int64_t>(groups.size()), static_cast<int64_t>(groups[0].size())}, flat);
}

// Rewrites the collectives of one function into StableHLO, op by op.
class Exporter {
 public:
  Exporter(const Module& module, Function& f, const Mesh& mesh) : module_(module), f_(f), grid_(mesh), mesh_(mesh) {}

  void run() {
    std::vector<Operation*> collectives;
    for (const auto& op : f_.entry().ops())
      if (isCollective(op->code())) collectives.push_back(op.get());
    for (Operation* op : collectives) {
      before_ = op;
      loc_ = op->loc();
      replaceAllUses(f_.body, op->result(0), exportOp(*op));
      erase(f_.entry(), op);
    }
  }

 private:
  static bool isCollective(OpCode c) {
    return c == OpCode::kPartirAllSlice || c == OpCode::kPartirAllGather ||
           c == OpCode::kPartirAllReduce || c == OpCode::kPartirReduceScatter ||
           c == OpCode::kPartirAllToAll;
  }

  Value* exportOp(const Operation& op) {
    Value* x = op.operand(0);
    switch (op.code()) {
      case OpCode::kPartirAllSlice: return allSlice(x, dimAxesOf(op));
      case OpCode::kPartirAllGather: return allGather(x, dimAxesOf(op));
      case OpCode::kPartirAllReduce: return allReduce(x, axesOf(op), reducerOf(op));
      case OpCode::kPartirReduceScatter: return reduceScatter(x, dimAxesOf(op), reducerOf(op));
      default: return allToAll(x, axesOf(op), intOf(op, "src_dim"), intOf(op, "dst_dim"));
    }
  }
  static int64_t intOf(const Operation& op, std::string_view name) { return op.attr(name)->getInt(); }

  Operation& emit(OpCode code, std::vector<Value*> operands, NamedAttrs attrs, Type result) {
    auto op = std::make_unique<Operation>(code, std::string(opMnemonic(code)), loc_);
    for (Value* v : operands) op->addOperand(v);
    op->attrs() = std::move(attrs);
    op->addResult(std::move(result));
    return *insertBefore(f_.entry(), before_, std::move(op));
  }

  // The attributes every exported collective carries (flattened_ids groups).
  NamedAttrs groupAttrs(const std::vector<std::string>& axes, bool globalIds = true) {
    NamedAttrs a;
    a.set("replica_groups", replicaGroups(grid_, axes));
    NamedAttrs handle;
    handle.set("handle", Attribute::integer(++channel_));
    handle.set("type", Attribute::integer(1));
    a.set("channel_handle", Attribute::structure("stablehlo.channel_handle", std::move(handle)));
    if (globalIds) a.set("use_global_device_ids", Attribute::unit());
    return a;
  }

  // The body of an all_reduce / reduce_scatter: stablehlo.add or a copy of @f.
  void addReducerBody(Operation& op, ElementType e, const std::string& reducer) {
    const Type scalar = Type::tensor({}, e);
    Block& body = op.addRegion().addBlock();
    Value* a = body.addArgument(scalar, "a");
    Value* b = body.addArgument(scalar, "b");
    Value* r = nullptr;
    if (reducer.empty()) {
      auto add = std::make_unique<Operation>(OpCode::kAdd, "stablehlo.add", loc_);
      add->addOperand(a);
      add->addOperand(b);
      r = add->addResult(scalar);
      body.append(std::move(add));
    } else {
      const Function& f = *module_.lookup(reducer);
      ValueMap map{{f.entry().argument(0), a}, {f.entry().argument(1), b}};
      for (const auto& inner : f.entry().ops()) {
        if (inner.get() == f.entry().terminator()) break;
        body.append(cloneOp(*inner, map));
      }
      r = map.at(f.entry().terminator()->operand(0));
    }
    auto ret = std::make_unique<Operation>(OpCode::kReturn, "stablehlo.return", loc_);
    ret->addOperand(r);
    body.append(std::move(ret));
  }

  Value* allReduce(Value* x, const std::vector<std::string>& axes, const std::string& reducer) {
    Operation& op = emit(OpCode::kAllReduce, {x}, groupAttrs(axes), x->type());
    addReducerBody(op, x->type().tensor().element, reducer);
    return op.result(0);
  }

  // One stablehlo.all_gather per dim with axes.
  Value* allGather(Value* x, const DimAxes& axes) {
    for (size_t d = 0; d < axes.size(); ++d) {
      if (axes[d].empty()) continue;
      TensorType t = x->type().tensor();
      t.shape[d] *= axesSize(mesh_, axes[d]);
      NamedAttrs a = groupAttrs(axes[d]);
      a.set("all_gather_dim", Attribute::integer(static_cast<int64_t>(d)));
      x = emit(OpCode::kAllGather, {x}, std::move(a), t).result(0);
    }
    return x;
  }

  Value* reduceScatter(Value* x, const DimAxes& axes, const std::string& reducer) {
    int64_t dim = -1, dims = 0;
    std::vector<std::string> all;
    for (size_t d = 0; d < axes.size(); ++d)
      if (!axes[d].empty()) {
        dim = static_cast<int64_t>(d);
        ++dims;
        all.insert(all.end(), axes[d].begin(), axes[d].end());
      }
    if (dims != 1) return allSlice(allReduce(x, all, reducer), axes);
    NamedAttrs a = groupAttrs(axes[dim]);
    a.set("scatter_dimension", Attribute::integer(dim));
    Operation& op = emit(OpCode::kReduceScatter, {x}, std::move(a),
                         slicedByAxes(x->type().tensor(), axes, mesh_));
    addReducerBody(op, x->type().tensor().element, reducer);
    return op.result(0);
  }

  // StableHLO spec "all_to_all": split along dst, concatenate along src, in group order.
  Value* allToAll(Value* x, const std::vector<std::string>& axes, int64_t src, int64_t dst) {
    TensorType t = x->type().tensor();
    const int64_t n = axesSize(mesh_, axes);
    t.shape[src] *= n;
    t.shape[dst] /= n;
    NamedAttrs a = groupAttrs(axes, /*globalIds=*/false);
    a.set("split_dimension", Attribute::integer(dst));
    a.set("concat_dimension", Attribute::integer(src));
    a.set("split_count", Attribute::integer(n));
    return emit(OpCode::kAllToAll, {x}, std::move(a), t).result(0);
  }

  // dynamic_slice of x at the offsets of this partition's chunk, read from
  // per-partition tables by partition_id.
  Value* allSlice(Value* x, const DimAxes& axes) {
    const TensorType local = slicedByAxes(x->type().tensor(), axes, mesh_);
    Value* pid = emit(OpCode::kPartitionId, {}, {}, Type::tensor({}, ElementType::kUI32)).result(0);
    Value* index = emit(OpCode::kConvert, {pid}, {}, Type::tensor({}, ElementType::kI64)).result(0);
    std::vector<Value*> starts;
    for (size_t d = 0; d < axes.size(); ++d) starts.push_back(offsetOf(index, axes[d], local.shape[d]));
    std::vector<Value*> operands{x};
    operands.insert(operands.end(), starts.begin(), starts.end());
    NamedAttrs a;
    a.set("slice_sizes", Attribute::denseArray(local.shape));
    return emit(OpCode::kDynamicSlice, operands, std::move(a), Type(local)).result(0);
  }

  // chunk(p, axes) * size for this partition p, as a tensor<i64>.
  Value* offsetOf(Value* partition, const std::vector<std::string>& axes, int64_t size) {
    std::vector<int64_t> table;
    for (int64_t p = 0; p < grid_.size(); ++p) table.push_back(axes.empty() ? 0 : grid_.chunk(p, axes) * size);
    NamedAttrs c;
    c.set("value", i64Dense({grid_.size()}, table));
    Value* t = emit(OpCode::kConstant, {}, std::move(c), Type::tensor({grid_.size()}, ElementType::kI64)).result(0);
    NamedAttrs sizes;
    sizes.set("slice_sizes", Attribute::denseArray({1}));
    Value* one = emit(OpCode::kDynamicSlice, {t, partition}, std::move(sizes), Type::tensor({1}, ElementType::kI64)).result(0);
    return emit(OpCode::kReshape, {one}, {}, Type::tensor({}, ElementType::kI64)).result(0);
  }

  const Module& module_;
  Function& f_;
  DeviceGrid grid_;
  Mesh mesh_;
  const Operation* before_ = nullptr;
  Location loc_;
  int64_t channel_ = 0;
};

}  // namespace

Result<std::unique_ptr<Module>> exportStableHlo(const Module& hlo, const std::string& entry) {
  Result<Mesh> mesh = moduleMesh(hlo);
  if (!mesh.ok()) return mesh.error();
  if (mesh->empty()) return invalid(hlo.loc, "export needs a mesh: the module has no partir.mesh");
  if (mesh->numDevices() > kMaxExportedDevices)
    return unsupported(hlo.loc, "the mesh [{}] has {} devices; the export lists every device in its "
                                "replica_groups and supports at most {}",
                       mesh->str(), mesh->numDevices(), kMaxExportedDevices);
  std::unique_ptr<Module> out = cloneModule(hlo);
  Function* f = out->lookup(entry);
  if (!f || f->isDeclaration()) return invalid(hlo.loc, "no function @{} with a body to export", entry);
  Exporter(*out, *f, mesh.value()).run();
  out->attrs.set("mhlo.num_partitions", Attribute::integer(mesh->numDevices(), ElementType::kI32));
  out->attrs.set("mhlo.num_replicas", Attribute::integer(1, ElementType::kI32));
  if (Status s = verifyRewritten(*out, "exported"); !s.ok()) return s.error();
  return out;
}

}  // namespace partir
