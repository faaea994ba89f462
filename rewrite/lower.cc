#include "rewrite/lower.h"

#include <algorithm>
#include <set>
#include <unordered_map>

#include "semantics/core_ops.h"
#include "semantics/hlo_ops.h"
#include "semantics/mesh.h"
#include "semantics/verifier.h"

namespace partir {

namespace {

// ---- building PartIR:HLO collectives ---------------------------------------

std::string mnemonicOf(OpCode code) { return std::string(opMnemonic(code)); }

// Adds `code`(x) with `attrs` and result type `type` to `block`, at its end
// or just before `before`, and returns its result.
Value* addCollective(Block& block, OpCode code, Value* x, NamedAttrs attrs, Type type,
                     const Location& loc, const Operation* before = nullptr) {
  auto op = std::make_unique<Operation>(code, mnemonicOf(code), loc);
  op->addOperand(x);
  op->attrs() = std::move(attrs);
  Value* result = op->addResult(std::move(type));
  insertBefore(block, before, std::move(op));
  return result;
}

NamedAttrs dimAxesAttrs(const DimAxes& axes) {
  NamedAttrs a;
  a.set("axes", dimAxesAttr(axes));
  return a;
}

NamedAttrs axesAttrs(const std::vector<std::string>& axes, const std::string& reducer) {
  NamedAttrs a;
  a.set("axes", axesAttr(axes));
  if (!reducer.empty()) a.set("reducer", Attribute::symbolRef(reducer));
  return a;
}

// `axis` on dim `d` of a rank-`rank` value, no axes elsewhere.
DimAxes oneDim(int64_t rank, int64_t d, const std::string& axis) {
  DimAxes axes(rank);
  axes[d] = {axis};
  return axes;
}

// ---- step 1: loops to collectives (seed 000 §6.1) ---------------------------

class Lowerer {
 public:
  // Lowers the ops of `src` into `dst`; a loop body's partir.yield is left
  // to the loop (`withTerminator` false).
  void lowerOps(const Block& src, Block& dst, bool withTerminator = true) {
    for (const auto& op : src.ops())
      if (withTerminator || op.get() != src.terminator()) lowerOp(*op, dst);
  }
  ValueMap& map() { return map_; }

 private:
  Value* mapped(const Value* v) { return map_.at(v); }

  void lowerOp(const Operation& op, Block& dst) {
    switch (op.code()) {
      case OpCode::kPartirLoop: return lowerLoop(op, dst);
      case OpCode::kPartirSlice: {
        const Value* x = op.operand(0);
        map_[op.result(0)] = addCollective(
            dst, OpCode::kPartirAllSlice, mapped(x),
            dimAxesAttrs(oneDim(x->type().tensor().rank(), sliceDim(op), rangeAxis_.at(op.operand(1)))),
            op.resultType(0), op.loc());
        return;
      }
      case OpCode::kPartirTag: map_[op.result(0)] = mapped(op.operand(0)); return;
      default: dst.append(cloneOp(op, map_));
    }
  }

  // The body runs on every device with r = its coordinate; results combine by action.
  void lowerLoop(const Operation& loop, Block& dst) {
    const Block& body = loop.region(0).front();
    const std::string& axis = loopAxis(loop);
    rangeAxis_[body.argument(0)] = axis;
    lowerOps(body, dst, /*withTerminator=*/false);
    const Operation& yield = *body.terminator();
    const std::vector<LoopAction> actions = loopActions(loop);
    for (size_t i = 0; i < actions.size(); ++i) {
      Value* v = mapped(yield.operand(i));
      const Type& type = loop.resultType(i);
      switch (actions[i].kind) {
        case ResultAction::Kind::kTile:
          v = addCollective(dst, OpCode::kPartirAllGather, v,
                            dimAxesAttrs(oneDim(type.tensor().rank(), actions[i].dim, axis)), type,
                            loop.loc());
          break;
        case ResultAction::Kind::kSum:
          v = addCollective(dst, OpCode::kPartirAllReduce, v, axesAttrs({axis}, actions[i].reducer),
                            type, loop.loc());
          break;
        case ResultAction::Kind::kAny: break;
      }
      map_[loop.result(i)] = v;
    }
  }

  ValueMap map_;
  std::unordered_map<const Value*, std::string> rangeAxis_;
};

// ---- uses -------------------------------------------------------------------

std::vector<Operation*> usersOf(Region& region, const Value* v) {
  std::vector<Operation*> users;
  walk(region, [&](Operation& op) {
    if (std::find(op.operands().begin(), op.operands().end(), v) != op.operands().end())
      users.push_back(&op);
  });
  return users;
}

bool isCollective(OpCode c) {
  return c == OpCode::kPartirAllSlice || c == OpCode::kPartirAllGather ||
         c == OpCode::kPartirAllReduce || c == OpCode::kPartirReduceScatter ||
         c == OpCode::kPartirAllToAll;
}

// Removes collectives of the top-level block whose result nobody uses.
void dropDeadCollectives(Function& f) {
  for (bool changed = true; changed;) {
    changed = false;
    std::set<const Value*> used;
    walk(f.body, [&](Operation& op) { used.insert(op.operands().begin(), op.operands().end()); });
    auto& ops = f.entry().mutableOps();
    const auto dead = [&](const std::unique_ptr<Operation>& op) {
      return isCollective(op->code()) && !used.count(op->result(0));
    };
    const size_t before = ops.size();
    ops.erase(std::remove_if(ops.begin(), ops.end(), dead), ops.end());
    changed = ops.size() != before;
  }
}

// ---- step 2: collective fusion (seed 000 §6) ----------------------------------

std::set<std::string> axisSet(const DimAxes& axes) {
  std::set<std::string> out;
  for (const auto& d : axes) out.insert(d.begin(), d.end());
  return out;
}

// The single dim with axes, or -1.
int64_t onlyDim(const DimAxes& axes) {
  int64_t dim = -1;
  for (size_t d = 0; d < axes.size(); ++d)
    if (!axes[d].empty()) {
      if (dim >= 0) return -1;
      dim = static_cast<int64_t>(d);
    }
  return dim;
}

// Whether a gather and a slice touch different dims along different axes:
// then slicing first and gathering after computes the same (each member of
// the gather's group has the slicing device's coordinates on the slice's
// axes), and gathers less.
bool independent(const DimAxes& gather, const DimAxes& slice) {
  std::set<std::string> gathered = axisSet(gather);
  for (size_t d = 0; d < gather.size(); ++d) {
    if (!gather[d].empty() && !slice[d].empty()) return false;
    for (const std::string& a : slice[d])
      if (gathered.count(a)) return false;
  }
  return !axisSet(slice).empty() && !gathered.empty();
}

// all_gather B (all_gather A x) → all_gather (per dim, B or A) x when the two
// gather different dims (verify/rules.cc proves it; on one dim B would be the
// major axes, a rule not proved yet, so such pairs stay).
bool fuseGather(Operation& g) {
  const Operation* inner = g.operand(0)->definingOp();
  if (!inner || inner->code() != OpCode::kPartirAllGather || inner->parentBlock() != g.parentBlock()) return false;
  DimAxes combined = dimAxesOf(g);
  const DimAxes innerAxes = dimAxesOf(*inner);
  for (size_t d = 0; d < combined.size(); ++d)
    if (!combined[d].empty() && !innerAxes[d].empty()) return false;
  for (size_t d = 0; d < combined.size(); ++d)
    combined[d].insert(combined[d].end(), innerAxes[d].begin(), innerAxes[d].end());
  g.setOperand(0, inner->operand(0));
  g.attrs().set("axes", dimAxesAttr(combined));
  return true;
}

// When each dim's `prefix` axes are the major (leading) axes of its `whole`
// axes, the remaining axes per dim. So slice A (gather (A then B) x) =
// gather B x (a device's A-chunk of the whole is the B-chunks of its own
// A-coordinates), and slice (A then B) (gather A x) = slice B x.
std::optional<DimAxes> afterPrefixes(const DimAxes& whole, const DimAxes& prefix) {
  DimAxes rest(whole.size());
  for (size_t d = 0; d < whole.size(); ++d) {
    if (prefix[d].size() > whole[d].size() || !std::equal(prefix[d].begin(), prefix[d].end(), whole[d].begin()))
      return std::nullopt;
    rest[d].assign(whole[d].begin() + static_cast<std::ptrdiff_t>(prefix[d].size()), whole[d].end());
  }
  return rest;
}

// Whether no axis of `axes` is in `others`: then a slice along `axes`
// commutes with a reduction over `others` (the devices a reduction group
// adds up share their coordinates on `axes`, so they slice alike).
bool disjoint(const std::set<std::string>& axes, const std::vector<std::string>& others) {
  return std::none_of(others.begin(), others.end(), [&](const std::string& a) { return axes.count(a); });
}

// Rewrites one all_slice `s` whose operand comes from a collective; returns
// whether it changed anything.
bool fuseSlice(Function& f, Operation& s, const Mesh& mesh) {
  const Operation* p = s.operand(0)->definingOp();
  if (!p || p->parentBlock() != s.parentBlock()) return false;
  const DimAxes sliceAxes = dimAxesOf(s);
  switch (p->code()) {
    case OpCode::kPartirAllSlice: {  // slice B (slice A x) = slice (A then B) x
      DimAxes combined = dimAxesOf(*p);
      for (size_t d = 0; d < combined.size(); ++d)
        combined[d].insert(combined[d].end(), sliceAxes[d].begin(), sliceAxes[d].end());
      s.setOperand(0, p->operand(0));
      s.attrs().set("axes", dimAxesAttr(combined));
      return true;
    }
    case OpCode::kPartirAllGather: {
      const DimAxes gatherAxes = dimAxesOf(*p);
      if (std::optional<DimAxes> rest = afterPrefixes(gatherAxes, sliceAxes)) {
        Value* x = p->operand(0);  // slice A (gather A x) = x
        if (!axisSet(*rest).empty())
          x = addCollective(*s.parentBlock(), OpCode::kPartirAllGather, x, dimAxesAttrs(*rest), s.resultType(0),
                            s.loc(), &s);
        replaceAllUses(f.body, s.result(0), x);
        return true;
      }
      if (std::optional<DimAxes> rest = afterPrefixes(sliceAxes, gatherAxes)) {  // slice (A then B) (gather A x)
        Value* sliced = addCollective(*s.parentBlock(), OpCode::kPartirAllSlice, p->operand(0), dimAxesAttrs(*rest),
                                      s.resultType(0), s.loc(), &s);
        replaceAllUses(f.body, s.result(0), sliced);
        return true;
      }
      if (independent(gatherAxes, sliceAxes)) {  // slice first: gather less
        const Operation* g = p;
        Value* sliced = addCollective(*s.parentBlock(), OpCode::kPartirAllSlice, g->operand(0),
                                      dimAxesAttrs(sliceAxes),
                                      slicedByAxes(g->operandType(0).tensor(), sliceAxes, mesh), s.loc(), &s);
        Value* regathered = addCollective(*s.parentBlock(), OpCode::kPartirAllGather, sliced,
                                          dimAxesAttrs(gatherAxes), s.resultType(0), s.loc(), &s);
        replaceAllUses(f.body, s.result(0), regathered);
        return true;
      }
      const int64_t src = onlyDim(gatherAxes), dst = onlyDim(sliceAxes);
      if (src < 0 || dst < 0 || src == dst || gatherAxes[src] != sliceAxes[dst]) return false;
      NamedAttrs attrs;
      attrs.set("axes", axesAttr(gatherAxes[src]));
      attrs.set("src_dim", Attribute::integer(src));
      attrs.set("dst_dim", Attribute::integer(dst));
      Value* a2a = addCollective(*s.parentBlock(), OpCode::kPartirAllToAll, p->operand(0),
                                 std::move(attrs), s.resultType(0), s.loc(), &s);
      replaceAllUses(f.body, s.result(0), a2a);
      return true;
    }
    case OpCode::kPartirAllReduce: {
      const std::vector<std::string> reduced = axesOf(*p);
      if (!axisSet(sliceAxes).empty() && disjoint(axisSet(sliceAxes), reduced)) {  // slice first: reduce less
        Value* sliced = addCollective(*s.parentBlock(), OpCode::kPartirAllSlice, p->operand(0),
                                      dimAxesAttrs(sliceAxes), s.resultType(0), s.loc(), &s);
        Value* reduced = addCollective(*s.parentBlock(), OpCode::kPartirAllReduce, sliced,
                                       axesAttrs(axesOf(*p), reducerOf(*p)), s.resultType(0), s.loc(), &s);
        replaceAllUses(f.body, s.result(0), reduced);
        return true;
      }
      if (axisSet(sliceAxes) != std::set<std::string>(reduced.begin(), reduced.end())) return false;
      NamedAttrs attrs = dimAxesAttrs(sliceAxes);
      if (const std::string r = reducerOf(*p); !r.empty()) attrs.set("reducer", Attribute::symbolRef(r));
      Value* rs = addCollective(*s.parentBlock(), OpCode::kPartirReduceScatter, p->operand(0),
                                std::move(attrs), s.resultType(0), s.loc(), &s);
      replaceAllUses(f.body, s.result(0), rs);
      return true;
    }
    default: return false;
  }
}

// ---- step 3: the signature ----------------------------------------------------

// When every user of an argument is an all_slice of the entry block, the
// axes, per dim, that all of them slice first (their common major axes):
// the device can receive that chunk. Nullopt when there are none.
std::optional<DimAxes> commonSlicePrefix(const std::vector<Operation*>& users, const Block& entry) {
  if (users.empty()) return std::nullopt;
  for (const Operation* u : users)
    if (u->code() != OpCode::kPartirAllSlice || u->parentBlock() != &entry) return std::nullopt;
  DimAxes prefix = dimAxesOf(*users[0]);
  for (const Operation* u : users) {
    const DimAxes axes = dimAxesOf(*u);
    for (size_t d = 0; d < prefix.size(); ++d) {
      size_t n = 0;
      while (n < prefix[d].size() && n < axes[d].size() && prefix[d][n] == axes[d][n]) ++n;
      prefix[d].resize(n);
    }
  }
  if (axisSet(prefix).empty()) return std::nullopt;
  return prefix;
}

// The sharding result `j` must keep when an argument aliases it
// (`tf.aliasing_output = j`, JAX's donate_argnums: the step's output feeds the
// next step's input): that argument's, whole on every dim when it has none.
std::optional<DimAxes> aliasedSharding(const Function& f, size_t j) {
  for (size_t i = 0; i < f.argAttrs.size(); ++i) {
    const Attribute* alias = f.argAttrs[i].find("tf.aliasing_output");
    if (!alias || alias->kind() != Attribute::Kind::kInteger || alias->getInt() != static_cast<int64_t>(j))
      continue;
    if (std::optional<DimAxes> sharding = shardingOf(f.argAttrs[i])) return sharding;
    return DimAxes(f.argTypes[i].isTensor() ? f.argTypes[i].tensor().rank() : 0);
  }
  return std::nullopt;
}

// Returns `local` as result `j`, recording that it is split along `axes`.
void setResultSharding(Function& f, size_t j, const DimAxes& axes, Value* local) {
  Operation& ret = *f.entry().terminator();
  f.resultAttrs[j].set("partir.sharding", dimAxesAttr(axes));
  ret.setOperand(j, local);
  f.resultTypes[j] = local->type();
}

}  // namespace

void lowerToHlo(Module&, Function& f) {
  Lowerer lowerer;
  const Region core = std::move(f.body);  // read only: its blocks' parent links are stale
  f.body = Region();
  Block& entry = f.body.addBlock();
  const Block& src = core.front();
  for (size_t i = 0; i < src.numArguments(); ++i)
    lowerer.map()[src.argument(i)] = entry.addArgument(src.argument(i)->type(), src.argument(i)->name());
  lowerer.lowerOps(src, entry);
}

void fuseCollectives(Module& module, Function& f) {
  const Mesh mesh = moduleMesh(module).value();
  for (bool changed = true; changed;) {
    changed = false;
    std::vector<Operation*> slices, gathers;
    for (const auto& op : f.entry().ops()) {
      if (op->code() == OpCode::kPartirAllSlice) slices.push_back(op.get());
      if (op->code() == OpCode::kPartirAllGather) gathers.push_back(op.get());
    }
    for (Operation* g : gathers) changed |= fuseGather(*g);
    for (Operation* s : slices) changed |= fuseSlice(f, *s, mesh);
    dropDeadCollectives(f);
  }
}

void localizeSignature(Module& module, Function& f) {
  Block& entry = f.entry();
  const Mesh mesh = moduleMesh(module).value();
  for (size_t i = 0; i < entry.numArguments(); ++i) {
    Value* arg = entry.argument(i);
    const std::vector<Operation*> users = usersOf(f.body, arg);
    const std::optional<DimAxes> axes = commonSlicePrefix(users, entry);
    if (!axes) continue;
    arg->setType(slicedByAxes(arg->type().tensor(), *axes, mesh));
    f.argTypes[i] = arg->type();
    f.argAttrs[i].set("partir.sharding", dimAxesAttr(*axes));
    for (Operation* u : users) {
      const DimAxes rest = *afterPrefixes(dimAxesOf(*u), *axes);
      if (axisSet(rest).empty()) {
        replaceAllUses(f.body, u->result(0), arg);
      } else {  // all_slice (A then B) x = all_slice B (all_slice A x)
        u->attrs().set("axes", dimAxesAttr(rest));
      }
    }
  }
  Operation& ret = *entry.terminator();
  for (size_t j = 0; j < ret.numOperands(); ++j) {
    const std::optional<DimAxes> wanted = aliasedSharding(f, j);
    const Operation* g = ret.operand(j)->definingOp();
    const bool gathered = g && g->code() == OpCode::kPartirAllGather && g->parentBlock() == &entry;
    if (gathered && (!wanted || dimAxesOf(*g) == *wanted)) {
      setResultSharding(f, j, dimAxesOf(*g), g->operand(0));
    } else if (wanted && !axisSet(*wanted).empty()) {
      const TensorType local = slicedByAxes(ret.operandType(j).tensor(), *wanted, mesh);
      setResultSharding(f, j, *wanted,
                        addCollective(entry, OpCode::kPartirAllSlice, ret.operand(j), dimAxesAttrs(*wanted),
                                      local, ret.loc(), &ret));
    }
  }
  fuseCollectives(module, f);
}

void gatherArgumentsPerUse(Function& f) {
  Block& entry = f.entry();
  std::vector<Operation*> gathers;
  for (const auto& op : entry.ops())
    if (op->code() == OpCode::kPartirAllGather && op->operand(0)->ownerBlock() == &entry) gathers.push_back(op.get());
  for (Operation* g : gathers) {
    std::vector<Operation*> holders;  // the top-level ops that read g, in order
    for (const auto& op : entry.ops()) {
      bool reads = false;
      walk(*op, [&](Operation& nested) {
        reads |= std::find(nested.operands().begin(), nested.operands().end(), g->result(0)) !=
                 nested.operands().end();
      });
      if (reads) holders.push_back(op.get());
    }
    for (Operation* holder : holders) {
      Value* copy = addCollective(entry, OpCode::kPartirAllGather, g->operand(0), g->attrs(), g->resultType(0),
                                  g->loc(), holder);
      walk(*holder, [&](Operation& nested) {
        for (size_t k = 0; k < nested.numOperands(); ++k)
          if (nested.operand(k) == g->result(0)) nested.setOperand(k, copy);
      });
    }
  }
  dropDeadCollectives(f);
}

Result<std::unique_ptr<Module>> lowerModule(const Module& core, const LowerOptions& options) {
  Result<Mesh> mesh = moduleMesh(core);
  if (!mesh.ok()) return mesh.error();
  if (mesh->empty()) return invalid(core.loc, "lowering needs a mesh: the module has no partir.mesh");
  std::unique_ptr<Module> out = cloneModule(core);
  Function* f = out->lookup(options.entry);
  if (!f || f->isDeclaration()) return invalid(core.loc, "no function @{} with a body to lower", options.entry);
  lowerToHlo(*out, *f);
  if (options.fuse) fuseCollectives(*out, *f);
  if (options.localize) localizeSignature(*out, *f);
  if (options.gatherPerUse) gatherArgumentsPerUse(*f);
  if (Status s = verifyRewritten(*out, "lowered"); !s.ok()) return s.error();
  return out;
}

}  // namespace partir
