#include "rewrite/mutate.h"

#include <algorithm>
#include <cstring>
#include <functional>

#include <fmt/format.h>

#include "semantics/core_ops.h"
#include "semantics/hlo_ops.h"
#include "semantics/mesh.h"
#include "semantics/tmr.h"

namespace partir {

namespace {

// One mutation of one op: what it does, and how.
struct Edit {
  std::string description;
  std::string equivalent;
  std::function<void(Operation&, Function&)> apply;
};

std::string quoted(const std::string& axis) { return fmt::format("\"{}\"", axis); }

// The axes of `mesh` with more than one device, the only ones worth mutating.
std::vector<std::string> splittingAxes(const Mesh& mesh) {
  std::vector<std::string> out;
  for (const MeshAxis& a : mesh.axes())
    if (a.size > 1) out.push_back(a.name);
  return out;
}

bool contains(const std::vector<std::string>& v, const std::string& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

// ---- partition: the PartIR:Core program (seed 000 §5) -----------------------

void setLoopAction(Operation& loop, size_t i, const LoopAction& action) {
  std::vector<Attribute> actions;
  for (const LoopAction& a : loopActions(loop)) actions.push_back(loopActionAttr(a));
  actions.at(i) = loopActionAttr(action);
  loop.attrs().set("actions", Attribute::array(std::move(actions)));
}

std::string actionStr(const LoopAction& a) {
  switch (a.kind) {
    case ResultAction::Kind::kTile: return fmt::format("tile<{}>", a.dim);
    case ResultAction::Kind::kSum: return "sum";
    case ResultAction::Kind::kAny: return "any";
  }
  return "";
}

// The actions a partitioner bug could give result `i` instead of `action`.
std::vector<LoopAction> otherActions(const LoopAction& action, int64_t rank) {
  std::vector<LoopAction> out;
  const LoopAction sum{ResultAction::Kind::kSum, -1, action.reducer};
  switch (action.kind) {
    case ResultAction::Kind::kSum:
      out.push_back({ResultAction::Kind::kAny, -1, ""});
      if (rank > 0) out.push_back({ResultAction::Kind::kTile, 0, ""});
      break;
    case ResultAction::Kind::kTile:
      for (int64_t d = 0; d < rank; ++d)
        if (d != action.dim) out.push_back({ResultAction::Kind::kTile, d, ""});
      out.push_back(sum);
      break;
    case ResultAction::Kind::kAny: out.push_back(sum); break;
  }
  return out;
}

std::vector<Edit> loopEdits(const Operation& loop) {
  std::vector<Edit> edits;
  const std::vector<LoopAction> actions = loopActions(loop);
  for (size_t i = 0; i < actions.size(); ++i) {
    const int64_t rank = loop.resultType(i).isTensor() ? loop.resultType(i).tensor().rank() : 0;
    for (const LoopAction& other : otherActions(actions[i], rank))
      edits.push_back({fmt::format("partir.loop \"{}\" result {}: {} instead of {}", loopAxis(loop), i,
                                   actionStr(other), actionStr(actions[i])),
                       "", [i, other](Operation& op, Function&) { setLoopAction(op, i, other); }});
  }
  return edits;
}

// The ranges of the loops around `op`, innermost first.
std::vector<Value*> enclosingRanges(const Operation& op) {
  std::vector<Value*> out;
  for (const Block* b = op.parentBlock(); b && b->parentRegion(); ) {
    const Operation* parent = b->parentRegion()->parentOp();
    if (!parent) break;
    if (parent->code() == OpCode::kPartirLoop) out.push_back(parent->region(0).front().argument(0));
    b = parent->parentBlock();
  }
  return out;
}

std::vector<Edit> sliceEdits(const Operation& slice) {
  std::vector<Edit> edits;
  const int64_t dim = sliceDim(slice), rank = slice.operandType(0).tensor().rank();
  for (int64_t d = 0; d < rank; ++d)
    if (d != dim)
      edits.push_back({fmt::format("partir.slice along dim {} instead of {}", d, dim), "",
                       [d](Operation& op, Function&) { op.attrs().set("dim", Attribute::integer(d)); }});
  const std::vector<Value*> ranges = enclosingRanges(slice);
  for (size_t k = 0; k < ranges.size(); ++k)
    if (ranges[k] != slice.operand(1))
      edits.push_back({fmt::format("partir.slice by the range of loop {} out instead of its own", k), "",
                       [k](Operation& op, Function&) { op.setOperand(1, enclosingRanges(op).at(k)); }});
  return edits;
}

// ---- lowering: the PartIR:HLO program (seed 000 §6) --------------------------

// Replaces `op`'s result by its operand: the collective is not there.
void bypass(Operation& op, Function& f) {
  replaceAllUses(f.body, op.result(0), op.operand(0));
  erase(*op.parentBlock(), &op);
}

// The collective applied again to its own result.
void applyTwice(Operation& op, Function& f) {
  auto again = std::make_unique<Operation>(op.code(), op.name(), op.loc());
  again->addOperand(op.result(0));
  again->attrs() = op.attrs();
  Value* result = again->addResult(op.resultType(0));
  Block& block = *op.parentBlock();
  const auto at = std::find_if(block.ops().begin(), block.ops().end(), [&](const auto& o) { return o.get() == &op; });
  Operation* inserted = insertBefore(block, std::next(at)->get(), std::move(again));
  replaceAllUses(f.body, op.result(0), result);
  inserted->setOperand(0, op.result(0));
}

// Why reducing a group's common value again leaves it, or "": the reducer
// (add when `op` names none) is idempotent.
std::string twiceIsEquivalent(const Operation& op, const Module& module) {
  const std::string name = reducerOf(op);
  const Function* f = name.empty() ? nullptr : module.lookup(name);
  const std::optional<std::string> reducer = f ? associativeReducerName(f->body) : std::nullopt;
  if (!reducer || (*reducer != "maximum" && *reducer != "minimum" && *reducer != "and" && *reducer != "or"))
    return "";
  return fmt::format("the group reduces with {}, which is idempotent", *reducer);
}

std::vector<Edit> allReduceEdits(const Operation& op, const Mesh& mesh, const Module& module) {
  std::vector<Edit> edits{{"partir.all_reduce dropped", "", bypass},
                          {"partir.all_reduce applied twice", twiceIsEquivalent(op, module), applyTwice}};
  const std::vector<std::string> axes = axesOf(op);
  for (size_t j = 0; j < axes.size(); ++j) {
    for (const std::string& b : splittingAxes(mesh)) {
      if (contains(axes, b)) continue;
      std::vector<std::string> other = axes;
      other[j] = b;
      edits.push_back({fmt::format("partir.all_reduce over {} instead of {}", quoted(b), quoted(axes[j])), "",
                       [other](Operation& o, Function&) { o.attrs().set("axes", axesAttr(other)); }});
    }
    if (axes.size() > 1) {
      std::vector<std::string> fewer = axes;
      fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(j));
      edits.push_back({fmt::format("partir.all_reduce without axis {}", quoted(axes[j])), "",
                       [fewer](Operation& o, Function&) { o.attrs().set("axes", axesAttr(fewer)); }});
    }
  }
  return edits;
}

Edit setDimAxes(std::string description, DimAxes axes) {
  return {std::move(description), "",
          [axes](Operation& o, Function&) { o.attrs().set("axes", dimAxesAttr(axes)); }};
}

// all_slice, all_gather and reduce_scatter: another axis, another dim, or
// a dim's axes in the other order.
std::vector<Edit> dimAxesEdits(const Operation& op, const Mesh& mesh) {
  std::vector<Edit> edits;
  const DimAxes axes = dimAxesOf(op);
  const std::vector<std::string> used = allAxes(axes);
  for (size_t d = 0; d < axes.size(); ++d) {
    for (size_t j = 0; j < axes[d].size(); ++j)
      for (const std::string& b : splittingAxes(mesh)) {
        if (contains(used, b)) continue;
        DimAxes other = axes;
        other[d][j] = b;
        edits.push_back(setDimAxes(
            fmt::format("{} over {} instead of {}", op.name(), quoted(b), quoted(axes[d][j])), other));
      }
    if (axes[d].empty()) continue;
    for (size_t e = 0; e < axes.size(); ++e) {
      if (!axes[e].empty()) continue;
      DimAxes moved = axes;
      std::swap(moved[d], moved[e]);
      edits.push_back(setDimAxes(fmt::format("{} along dim {} instead of {}", op.name(), e, d), moved));
    }
    if (axes[d].size() > 1) {
      DimAxes reversed = axes;
      std::reverse(reversed[d].begin(), reversed[d].end());
      edits.push_back(setDimAxes(fmt::format("{}: the axes of dim {} in reverse order", op.name(), d), reversed));
    }
  }
  return edits;
}

// reduce_scatter → all_slice: the reduction dropped.
void dropReduction(Operation& op, Function&) {
  auto slice = std::make_unique<Operation>(OpCode::kPartirAllSlice, "partir.all_slice", op.loc());
  slice->addOperand(op.operand(0));
  slice->attrs().set("axes", *op.attr("axes"));
  Value* result = slice->addResult(op.resultType(0));
  Block& block = *op.parentBlock();
  insertBefore(block, &op, std::move(slice));
  replaceAllUses(*block.parentRegion(), op.result(0), result);
  erase(block, &op);
}

std::vector<Edit> allToAllEdits(const Operation& op, const Mesh& mesh) {
  std::vector<Edit> edits{{"partir.all_to_all with its source and destination dims swapped", "",
                           [](Operation& o, Function&) {
                             const Attribute src = *o.attr("src_dim"), dst = *o.attr("dst_dim");
                             o.attrs().set("src_dim", dst);
                             o.attrs().set("dst_dim", src);
                           }}};
  const std::vector<std::string> axes = axesOf(op);
  for (size_t j = 0; j < axes.size(); ++j)
    for (const std::string& b : splittingAxes(mesh)) {
      if (contains(axes, b)) continue;
      std::vector<std::string> other = axes;
      other[j] = b;
      edits.push_back({fmt::format("partir.all_to_all over {} instead of {}", quoted(b), quoted(axes[j])), "",
                       [other](Operation& o, Function&) { o.attrs().set("axes", axesAttr(other)); }});
    }
  return edits;
}

// all_slice A (all_reduce R x) → all_reduce R (all_slice A x) where A and R
// share an axis: the fusion rule of rewrite/lower.cc without its condition
// (the devices a reduction adds up must slice alike).
void sliceBeforeReduction(Operation& s, Function& f) {
  const Operation& r = *s.operand(0)->definingOp();
  Block& block = *s.parentBlock();
  auto slice = std::make_unique<Operation>(OpCode::kPartirAllSlice, "partir.all_slice", s.loc());
  slice->addOperand(r.operand(0));
  slice->attrs() = s.attrs();
  Value* sliced = slice->addResult(s.resultType(0));
  insertBefore(block, &s, std::move(slice));
  auto reduce = std::make_unique<Operation>(OpCode::kPartirAllReduce, "partir.all_reduce", s.loc());
  reduce->addOperand(sliced);
  reduce->attrs() = r.attrs();
  Value* reduced = reduce->addResult(s.resultType(0));
  insertBefore(block, &s, std::move(reduce));
  replaceAllUses(f.body, s.result(0), reduced);
}

// all_slice A (all_gather G x) → x where A is not G: a cancellation of seed
// 000 §6 applied to a pair it does not hold for.
void cancelAgainstGather(Operation& s, Function& f) {
  replaceAllUses(f.body, s.result(0), s.operand(0)->definingOp()->operand(0));
}

std::vector<Edit> wrongFusionEdits(const Operation& slice) {
  const Operation* p = slice.operand(0)->definingOp();
  if (!p || p->parentBlock() != slice.parentBlock()) return {};
  const std::vector<std::string> sliced = allAxes(dimAxesOf(slice));
  if (p->code() == OpCode::kPartirAllReduce) {
    const std::vector<std::string> reduced = axesOf(*p);
    if (std::any_of(sliced.begin(), sliced.end(), [&](const std::string& a) { return contains(reduced, a); }))
      return {{"partir.all_slice moved before a partir.all_reduce over its own axes (a wrong fusion)", "",
               sliceBeforeReduction}};
  }
  if (p->code() == OpCode::kPartirAllGather && dimAxesOf(*p) != dimAxesOf(slice) &&
      p->operandType(0) == slice.resultType(0))
    return {{"partir.all_slice cancelled against a partir.all_gather over other axes (a wrong fusion)", "",
             cancelAgainstGather}};
  return {};
}

// ---- export: the StableHLO SPMD program (rewrite/export.cc) ------------------

// Whether `op` is the export's lookup of this partition's chunk offset:
// dynamic_slice(constant table, convert(partition_id)).
bool isOffsetLookup(const Operation& op) {
  if (op.code() != OpCode::kDynamicSlice || op.numOperands() != 2) return false;
  const Operation* table = op.operand(0)->definingOp();
  const Operation* index = op.operand(1)->definingOp();
  return table && table->code() == OpCode::kConstant && index && index->code() == OpCode::kConvert &&
         index->operand(0)->definingOp() && index->operand(0)->definingOp()->code() == OpCode::kPartitionId &&
         !table->attr("value")->getDenseElements().elided();
}

// `dense` (an i64 tensor literal) holding `values` instead.
Attribute withValues(DenseElements dense, const std::vector<int64_t>& values) {
  dense.splat = false;
  dense.bytes.resize(values.size() * sizeof(int64_t));
  std::memcpy(dense.bytes.data(), values.data(), dense.bytes.size());
  return Attribute::denseElements(std::move(dense));
}

void setOffsets(Operation& lookup, const std::vector<int64_t>& values) {
  Operation& table = *lookup.operand(0)->definingOp();
  table.attrs().set("value", withValues(table.attr("value")->getDenseElements(), values));
}

std::vector<int64_t> offsetsOf(const Operation& lookup) {
  const DenseElements& dense = lookup.operand(0)->definingOp()->attr("value")->getDenseElements();
  std::vector<int64_t> out;
  for (int64_t i = 0; i < dense.type.numElements(); ++i) out.push_back(dense.intAt(i));
  return out;
}

std::vector<Edit> offsetEdits(const Operation& lookup) {
  const std::vector<int64_t> offsets = offsetsOf(lookup);
  if (std::all_of(offsets.begin(), offsets.end(), [](int64_t o) { return o == 0; })) return {};  // a dim not split
  std::vector<int64_t> plusOne = offsets, reversed = offsets;
  for (int64_t& o : plusOne) ++o;
  std::reverse(reversed.begin(), reversed.end());
  std::vector<Edit> edits{{"chunk offsets one off", "",
                           [plusOne](Operation& op, Function&) { setOffsets(op, plusOne); }}};
  if (reversed != offsets)
    edits.push_back({"chunk offsets in reverse device order", "",
                     [reversed](Operation& op, Function&) { setOffsets(op, reversed); }});
  return edits;
}

// Whether `op` is an exported all_slice: a dynamic_slice whose starts are
// offset lookups (isOffsetLookup) reshaped to scalars.
bool isExportedSlice(const Operation& op) {
  if (op.code() != OpCode::kDynamicSlice || op.numOperands() < 3) return false;
  for (size_t k = 1; k < op.numOperands(); ++k) {
    const Operation* reshape = op.operand(k)->definingOp();
    if (!reshape || reshape->code() != OpCode::kReshape || !reshape->operand(0)->definingOp() ||
        !isOffsetLookup(*reshape->operand(0)->definingOp()))
      return false;
  }
  return true;
}

// The starts of two dims exchanged: each dim cut at the other's offset.
std::vector<Edit> swappedStartEdits(const Operation& slice) {
  std::vector<Edit> edits;
  const size_t rank = slice.numOperands() - 1;
  for (size_t d = 0; d < rank; ++d)
    for (size_t e = d + 1; e < rank; ++e) {
      const std::vector<int64_t> a = offsetsOf(*slice.operand(1 + d)->definingOp()->operand(0)->definingOp());
      const std::vector<int64_t> b = offsetsOf(*slice.operand(1 + e)->definingOp()->operand(0)->definingOp());
      if (a == b) continue;
      edits.push_back({fmt::format("dynamic_slice: the chunk offsets of dims {} and {} exchanged", d, e), "",
                       [d, e](Operation& op, Function&) {
                         Value* start = op.operand(1 + d);
                         op.setOperand(1 + d, op.operand(1 + e));
                         op.setOperand(1 + e, start);
                       }});
    }
  return edits;
}

using Groups = std::vector<std::vector<int64_t>>;

Groups groupsOf(const Operation& op) {
  const DenseElements& dense = op.attr("replica_groups")->getDenseElements();
  const int64_t rows = dense.type.shape.at(0), cols = dense.type.shape.at(1);
  Groups out(rows);
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < cols; ++c) out[r].push_back(dense.intAt(r * cols + c));
  return out;
}

void setGroups(Operation& op, const Groups& groups) {
  std::vector<int64_t> flat;
  for (const auto& g : groups) flat.insert(flat.end(), g.begin(), g.end());
  op.attrs().set("replica_groups", withValues(op.attr("replica_groups")->getDenseElements(), flat));
}

// The reducer body's single op (exported all_reduce, reduce_scatter), or null.
Operation* singleReducerOp(const Operation& op) {
  if (op.numRegions() != 1 || op.region(0).numBlocks() != 1) return nullptr;
  const Block& body = op.region(0).front();
  if (body.ops().size() != 2 || !associativeReducerName(op.region(0))) return nullptr;
  return body.ops().front().get();
}

// The reducer's op replaced by `code` (maximum for add, add for the rest).
void replaceReducer(Operation& op, OpCode code) {
  Operation& old = *singleReducerOp(op);
  Block& body = *old.parentBlock();
  auto other = std::make_unique<Operation>(code, std::string(opMnemonic(code)), old.loc());
  other->addOperand(old.operand(0));
  other->addOperand(old.operand(1));
  Value* result = other->addResult(old.resultType(0));
  insertBefore(body, &old, std::move(other));
  body.terminator()->setOperand(0, result);
  erase(body, &old);
}

std::vector<Edit> reducerEdits(const Operation& op) {
  if (op.code() != OpCode::kAllReduce && op.code() != OpCode::kReduceScatter) return {};
  const Operation* reducer = singleReducerOp(op);
  if (!reducer) return {};
  const OpCode other = reducer->code() == OpCode::kAdd ? OpCode::kMaximum : OpCode::kAdd;
  if (reducer->resultType(0).tensor().element == ElementType::kI1) return {};  // add and maximum agree on i1
  return {{fmt::format("{}: {} instead of {}", op.name(), opMnemonic(other), reducer->name()), "",
           [other](Operation& o, Function&) { replaceReducer(o, other); }}};
}

// Why reordering the members of `op`'s groups cannot change its results, or "".
std::string reorderingIsEquivalent(const Operation& op) {
  if (op.code() != OpCode::kAllReduce || op.numRegions() != 1) return "";
  const std::optional<std::string> reducer = associativeReducerName(op.region(0));
  if (!reducer) return "";
  const bool rounds = isFloat(op.resultType(0).tensor().element) && (*reducer == "add" || *reducer == "multiply");
  return fmt::format("the groups reduce with {}, commutative and associative{}", *reducer,
                     rounds ? "; a float result changes by rounding only" : "");
}

std::vector<Edit> replicaGroupEdits(const Operation& op, const Mesh& mesh) {
  const Attribute* attr = op.attr("replica_groups");
  if (!attr || attr->kind() != Attribute::Kind::kDenseElements || attr->getDenseElements().type.rank() != 2 ||
      attr->getDenseElements().elided())
    return {};
  const Groups groups = groupsOf(op);
  std::vector<Edit> edits;
  Groups reversed = groups;
  for (auto& g : reversed) std::reverse(g.begin(), g.end());
  if (reversed != groups)
    edits.push_back({fmt::format("{}: replica groups in reverse device order", op.name()),
                     reorderingIsEquivalent(op),
                     [reversed](Operation& o, Function&) { setGroups(o, reversed); }});
  const DeviceGrid grid(mesh);
  for (const std::string& b : splittingAxes(mesh)) {
    const Groups other = grid.groups({b});
    if (other.size() != groups.size() || other.front().size() != groups.front().size()) continue;
    Groups sorted = groups;
    for (auto& g : sorted) std::sort(g.begin(), g.end());
    if (other == sorted || other == groups) continue;
    edits.push_back({fmt::format("{}: the replica groups of axis {}", op.name(), quoted(b)), "",
                     [other](Operation& o, Function&) { setGroups(o, other); }});
  }
  return edits;
}

// ---- the sites ------------------------------------------------------------------

std::vector<Edit> editsOf(const Operation& op, const Module& module, MutantStage stage) {
  const Mesh mesh = moduleMesh(module).value();
  switch (stage) {
    case MutantStage::kPartition:
      if (op.code() == OpCode::kPartirLoop) return loopEdits(op);
      if (op.code() == OpCode::kPartirSlice) return sliceEdits(op);
      return {};
    case MutantStage::kLowering: {
      std::vector<Edit> edits;
      switch (op.code()) {
        case OpCode::kPartirAllReduce: return allReduceEdits(op, mesh, module);
        case OpCode::kPartirAllToAll: return allToAllEdits(op, mesh);
        case OpCode::kPartirReduceScatter:
          edits = dimAxesEdits(op, mesh);
          edits.push_back({"partir.reduce_scatter without its reduction", "", dropReduction});
          return edits;
        case OpCode::kPartirAllSlice:
          edits = dimAxesEdits(op, mesh);
          for (Edit& e : wrongFusionEdits(op)) edits.push_back(std::move(e));
          return edits;
        case OpCode::kPartirAllGather: return dimAxesEdits(op, mesh);
        default: return {};
      }
    }
    case MutantStage::kExport: {
      if (isOffsetLookup(op)) return offsetEdits(op);
      if (isExportedSlice(op)) return swappedStartEdits(op);
      std::vector<Edit> edits = replicaGroupEdits(op, mesh);
      for (Edit& e : reducerEdits(op)) edits.push_back(std::move(e));
      return edits;
    }
  }
  return {};
}

std::vector<Operation*> opsInWalkOrder(const Function& f) {
  std::vector<Operation*> ops;
  walk(f.body, [&](Operation& op) { ops.push_back(&op); });
  return ops;
}

}  // namespace

std::string_view stageName(MutantStage stage) {
  switch (stage) {
    case MutantStage::kPartition: return "partition";
    case MutantStage::kLowering: return "lowering";
    case MutantStage::kExport: return "export";
  }
  return "";
}

std::vector<Mutant> mutantsOf(const Module& program, const std::string& entry, MutantStage stage) {
  const Function* f = program.lookup(entry);
  if (!f || f->isDeclaration()) return {};
  std::vector<Mutant> out;
  const std::vector<Operation*> ops = opsInWalkOrder(*f);
  for (size_t site = 0; site < ops.size(); ++site) {
    const std::vector<Edit> edits = editsOf(*ops[site], program, stage);
    for (size_t v = 0; v < edits.size(); ++v)
      out.push_back({stage, site, v, edits[v].description, ops[site]->loc(), edits[v].equivalent});
  }
  return out;
}

std::unique_ptr<Module> applyMutant(const Module& program, const std::string& entry, const Mutant& mutant) {
  std::unique_ptr<Module> out = cloneModule(program);
  Function* f = out->lookup(entry);
  if (!f || f->isDeclaration()) return nullptr;
  const std::vector<Operation*> ops = opsInWalkOrder(*f);
  if (mutant.site >= ops.size()) return nullptr;
  std::vector<Edit> edits = editsOf(*ops[mutant.site], *out, mutant.stage);
  if (mutant.variant >= edits.size() || edits[mutant.variant].description != mutant.description) return nullptr;
  edits[mutant.variant].apply(*ops[mutant.site], *f);
  return out;
}

}  // namespace partir
