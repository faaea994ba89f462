#include "rewrite/lower.h"

#include <algorithm>
#include <set>
#include <unordered_map>
#include <unordered_set>

#include "semantics/core_ops.h"
#include "semantics/hlo_ops.h"
#include "semantics/mesh.h"
#include "semantics/verifier.h"

namespace partir {

namespace {

// ---- building PartIR:HLO collectives ---------------------------------------

std::string mnemonicOf(OpCode code) { return std::string(opMnemonic(code)); }

// Adds `code`(x) with `attrs` and result type `type` at the end of `block`
// and returns its result.
Value* addCollective(Block& block, OpCode code, Value* x, NamedAttrs attrs, Type type, const Location& loc) {
  auto op = std::make_unique<Operation>(code, mnemonicOf(code), loc);
  op->addOperand(x);
  op->attrs() = std::move(attrs);
  Value* result = op->addResult(std::move(type));
  block.append(std::move(op));
  return result;
}

// Collectives to put before other ops of one block, placed all at once by
// place(): inserting each where it goes searched and shifted the block every
// time, quadratic in a large program's size. Until then they sit at the
// block's end (in the block: their parent and uses are already right), in
// the order added; nothing else may be appended meanwhile.
class Insertions {
 public:
  explicit Insertions(Block& block) : block_(block) {}

  // Adds `code`(x) as addCollective does, to go just before `before` (an op
  // of the block that was there before this one), and returns its result.
  Value* add(OpCode code, Value* x, NamedAttrs attrs, Type type, const Location& loc, const Operation* before) {
    Value* result = addCollective(block_, code, x, std::move(attrs), std::move(type), loc);
    before_.push_back(before);
    return result;
  }

  // Moves every collective added to its place; those for one op keep the
  // order they were added in.
  void place() {
    if (before_.empty()) return;
    auto& ops = block_.mutableOps();
    const size_t kept = ops.size() - before_.size();
    std::unordered_map<const Operation*, std::vector<std::unique_ptr<Operation>>> waiting;
    for (size_t i = kept; i < ops.size(); ++i) waiting[before_[i - kept]].push_back(std::move(ops[i]));
    std::vector<std::unique_ptr<Operation>> placed;
    placed.reserve(ops.size());
    for (size_t i = 0; i < kept; ++i) {
      if (auto it = waiting.find(ops[i].get()); it != waiting.end())
        for (auto& op : it->second) placed.push_back(std::move(op));
      placed.push_back(std::move(ops[i]));
    }
    ops = std::move(placed);
    before_.clear();
  }

 private:
  Block& block_;
  std::vector<const Operation*> before_;  // one per collective added, in order
};

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
  // Lowers the ops of `src` into `dst`, moving those that stay as they are;
  // a loop body's partir.yield is left to the loop (`withTerminator` false).
  void lowerOps(Block& src, Block& dst, bool withTerminator = true) {
    const Operation* terminator = src.terminator();
    for (std::unique_ptr<Operation>& op : src.mutableOps())
      if (withTerminator || op.get() != terminator) lowerOp(op, dst);
  }
  ValueMap& map() { return map_; }

 private:
  // What replaced `v`: itself unless it was lowered to another value.
  Value* mapped(Value* v) const {
    auto it = map_.find(v);
    return it == map_.end() ? v : it->second;
  }

  void lowerOp(std::unique_ptr<Operation>& owned, Block& dst) {
    Operation& op = *owned;
    switch (op.code()) {
      case OpCode::kPartirLoop: return lowerLoop(op, dst);
      case OpCode::kPartirSlice: {
        Value* x = op.operand(0);
        map_[op.result(0)] = addCollective(
            dst, OpCode::kPartirAllSlice, mapped(x),
            dimAxesAttrs(oneDim(x->type().tensor().rank(), sliceDim(op), rangeAxis_.at(op.operand(1)))),
            op.resultType(0), op.loc());
        return;
      }
      case OpCode::kPartirTag: map_[op.result(0)] = mapped(op.operand(0)); return;
      default: dst.append(std::move(owned));
    }
    walk(op, [&](Operation& nested) {  // it reads what replaced the values lowered before it
      for (size_t i = 0; i < nested.numOperands(); ++i) nested.setOperand(i, mapped(nested.operand(i)));
    });
  }

  // The body runs on every device with r = its coordinate; results combine by action.
  void lowerLoop(const Operation& loop, Block& dst) {
    Block& body = loop.region(0).front();
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

// Where each value is read (nested ops included), built in one walk: the
// rewrites below replace many values, and walking the function once per
// replacement made lowering quadratic in the program's size. Ops added later
// are registered with add(), ops erased are forgotten with remove().
class UseIndex {
 public:
  explicit UseIndex(Region& region) {
    walk(region, [&](Operation& op) { add(op); });
  }

  void add(Operation& op) {
    for (size_t i = 0; i < op.numOperands(); ++i) uses_[op.operand(i)].push_back({&op, i});
  }

  // Forgets the reads of `op` itself (not of the ops nested in it).
  void remove(const Operation& op) {
    for (const Value* v : op.operands()) {
      auto it = uses_.find(v);
      if (it == uses_.end()) continue;
      auto& reads = it->second;
      reads.erase(std::remove_if(reads.begin(), reads.end(), [&](const auto& use) { return use.first == &op; }),
                  reads.end());
      if (reads.empty()) uses_.erase(it);
    }
  }

  bool used(const Value* v) const { return uses_.count(v) > 0; }

  // The ops that read `v`, each once, in program order.
  std::vector<Operation*> users(const Value* v) const {
    std::vector<Operation*> out;
    if (auto it = uses_.find(v); it != uses_.end())
      for (const auto& [op, i] : it->second)
        if (out.empty() || out.back() != op) out.push_back(op);
    return out;
  }

  // Every read of `from` reads `to` instead.
  void replace(const Value* from, Value* to) {
    auto it = uses_.find(from);
    if (it == uses_.end()) return;
    std::vector<std::pair<Operation*, size_t>> moved = std::move(it->second);
    uses_.erase(it);
    std::vector<std::pair<Operation*, size_t>>& target = uses_[to];
    for (const auto& [op, i] : moved) {
      op->setOperand(i, to);
      target.push_back({op, i});
    }
  }

 private:
  std::unordered_map<const Value*, std::vector<std::pair<Operation*, size_t>>> uses_;
};

bool isCollective(OpCode c) {
  return c == OpCode::kPartirAllSlice || c == OpCode::kPartirAllGather ||
         c == OpCode::kPartirAllReduce || c == OpCode::kPartirReduceScatter ||
         c == OpCode::kPartirAllToAll;
}

// Removes collectives of the top-level block whose result nobody uses, and
// the collectives only those fed, from `f` and from `uses` (its reads).
// Walking the block backwards sees every user of a value before the value's
// collective.
void dropDeadCollectives(Function& f, UseIndex& uses) {
  auto& ops = f.entry().mutableOps();
  std::unordered_set<const Operation*> dead;
  for (auto it = ops.rbegin(); it != ops.rend(); ++it) {
    Operation& op = **it;
    if (!isCollective(op.code()) || uses.used(op.result(0))) continue;
    dead.insert(&op);
    uses.remove(op);
  }
  ops.erase(std::remove_if(ops.begin(), ops.end(), [&](const auto& op) { return dead.count(op.get()) > 0; }),
            ops.end());
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

// ---- step 2: the fusion rules ---------------------------------------------------
//
// One rule per line of kFusionRules, each naming the equation verify/rules.cc
// proves for it (its Rule::family); tests/rewrite_rules_test.cc checks that
// every rule used is proved and every proved rule is used. A rule looks at a
// consumer collective and the collective that produced its operand and, when
// it applies, says what replaces the consumer: its input through new
// collectives, in order.

struct CollectiveStep {
  OpCode code;
  NamedAttrs attrs;
  Type type;
};

struct Fused {
  Value* input;
  std::vector<CollectiveStep> steps;  // none: the consumer is its input
};

struct FusionSite {
  const Operation& consumer;
  const Operation& producer;
  const Mesh& mesh;
  DimAxes consumerAxes() const { return dimAxesOf(consumer); }
  DimAxes producerAxes() const { return dimAxesOf(producer); }
  Type resultType() const { return consumer.resultType(0); }
};

using FusionMatch = std::optional<Fused> (*)(const FusionSite&);

struct FusionRule {
  std::string_view proof;  // verify/rules.cc Rule::family
  OpCode consumer, producer;
  FusionMatch match;
};

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

// all_slice B (all_slice A x) = all_slice (A then B, per dim) x.
std::optional<Fused> sliceOfSlice(const FusionSite& s) {
  DimAxes combined = s.producerAxes();
  const DimAxes second = s.consumerAxes();
  for (size_t d = 0; d < combined.size(); ++d) combined[d].insert(combined[d].end(), second[d].begin(), second[d].end());
  return Fused{s.producer.operand(0), {{OpCode::kPartirAllSlice, dimAxesAttrs(combined), s.resultType()}}};
}

// all_slice A (all_gather A x) = x.
std::optional<Fused> sliceUndoesGather(const FusionSite& s) {
  if (s.producerAxes() != s.consumerAxes()) return std::nullopt;
  return Fused{s.producer.operand(0), {}};
}

// all_slice A (all_gather (A then B) x) = all_gather B x.
std::optional<Fused> sliceOfGatherPrefix(const FusionSite& s) {
  const std::optional<DimAxes> rest = afterPrefixes(s.producerAxes(), s.consumerAxes());
  if (!rest || axisSet(*rest).empty()) return std::nullopt;
  return Fused{s.producer.operand(0), {{OpCode::kPartirAllGather, dimAxesAttrs(*rest), s.resultType()}}};
}

// all_slice (A then B) (all_gather A x) = all_slice B x.
std::optional<Fused> sliceBeyondGather(const FusionSite& s) {
  const std::optional<DimAxes> rest = afterPrefixes(s.consumerAxes(), s.producerAxes());
  if (!rest) return std::nullopt;
  return Fused{s.producer.operand(0), {{OpCode::kPartirAllSlice, dimAxesAttrs(*rest), s.resultType()}}};
}

// all_slice B (all_gather A x) = all_gather A (all_slice B x) on other dims
// and axes: slice first, gather less.
std::optional<Fused> sliceBeforeGather(const FusionSite& s) {
  const DimAxes gather = s.producerAxes(), slice = s.consumerAxes();
  if (!independent(gather, slice)) return std::nullopt;
  const TensorType sliced = slicedByAxes(s.producer.operandType(0).tensor(), slice, s.mesh);
  return Fused{s.producer.operand(0),
               {{OpCode::kPartirAllSlice, dimAxesAttrs(slice), sliced},
                {OpCode::kPartirAllGather, dimAxesAttrs(gather), s.resultType()}}};
}

// all_slice [d': A] (all_gather [d: A] x) = all_to_all {d -> d'} <A> x.
std::optional<Fused> sliceOfGatherIsAllToAll(const FusionSite& s) {
  const DimAxes gather = s.producerAxes(), slice = s.consumerAxes();
  const int64_t src = onlyDim(gather), dst = onlyDim(slice);
  if (src < 0 || dst < 0 || src == dst || gather[src] != slice[dst]) return std::nullopt;
  NamedAttrs attrs;
  attrs.set("axes", axesAttr(gather[src]));
  attrs.set("src_dim", Attribute::integer(src));
  attrs.set("dst_dim", Attribute::integer(dst));
  return Fused{s.producer.operand(0), {{OpCode::kPartirAllToAll, std::move(attrs), s.resultType()}}};
}

// all_slice B (all_reduce <A> x) = all_reduce <A> (all_slice B x) when B and
// A share no axis: slice first, reduce less.
std::optional<Fused> sliceBeforeReduce(const FusionSite& s) {
  const DimAxes slice = s.consumerAxes();
  const std::vector<std::string> reduced = axesOf(s.producer);
  if (axisSet(slice).empty() || !disjoint(axisSet(slice), reduced)) return std::nullopt;
  return Fused{s.producer.operand(0),
               {{OpCode::kPartirAllSlice, dimAxesAttrs(slice), s.resultType()},
                {OpCode::kPartirAllReduce, axesAttrs(reduced, reducerOf(s.producer)), s.resultType()}}};
}

// all_slice [...] (all_reduce <A> x) = reduce_scatter [...] x when the
// slice's axes, dim by dim, are A in A's order: the reduce_scatter then adds
// the group's values in the all_reduce's order (Coq's
// Fuse_slice_of_reduce_is_reduce_scatter), so floats round alike.
std::optional<Fused> sliceOfReduceIsReduceScatter(const FusionSite& s) {
  const DimAxes slice = s.consumerAxes();
  const std::vector<std::string> reduced = axesOf(s.producer);
  if (allAxes(slice) != reduced) return std::nullopt;
  NamedAttrs attrs = dimAxesAttrs(slice);
  if (const std::string r = reducerOf(s.producer); !r.empty()) attrs.set("reducer", Attribute::symbolRef(r));
  return Fused{s.producer.operand(0), {{OpCode::kPartirReduceScatter, std::move(attrs), s.resultType()}}};
}

// all_gather B (all_gather A x) = all_gather (per dim, B or A) x when the two
// gather different dims (on one dim B would be the major axes, a rule not
// proved yet, so such pairs stay).
std::optional<Fused> gatherOfGather(const FusionSite& s) {
  DimAxes combined = s.consumerAxes();
  const DimAxes inner = s.producerAxes();
  for (size_t d = 0; d < combined.size(); ++d)
    if (!combined[d].empty() && !inner[d].empty()) return std::nullopt;
  for (size_t d = 0; d < combined.size(); ++d) combined[d].insert(combined[d].end(), inner[d].begin(), inner[d].end());
  return Fused{s.producer.operand(0), {{OpCode::kPartirAllGather, dimAxesAttrs(combined), s.resultType()}}};
}

// Seed 000 §6 and rewrite/lower.h step 2, tried in this order.
constexpr OpCode kSlice = OpCode::kPartirAllSlice, kGather = OpCode::kPartirAllGather,
                 kReduce = OpCode::kPartirAllReduce;
const FusionRule kFusionRules[] = {
    {"slice_of_slice",                    kSlice,  kSlice,  sliceOfSlice},
    {"slice_undoes_gather",               kSlice,  kGather, sliceUndoesGather},
    {"slice_of_gather_prefix",            kSlice,  kGather, sliceOfGatherPrefix},
    {"slice_beyond_gather",               kSlice,  kGather, sliceBeyondGather},
    {"slice_commutes_with_gather",        kSlice,  kGather, sliceBeforeGather},
    {"slice_of_gather_is_all_to_all",     kSlice,  kGather, sliceOfGatherIsAllToAll},
    {"slice_commutes_with_reduce",        kSlice,  kReduce, sliceBeforeReduce},
    {"slice_of_reduce_is_reduce_scatter", kSlice,  kReduce, sliceOfReduceIsReduceScatter},
    {"gather_of_gather",                  kGather, kGather, gatherOfGather},
};

// Applies the first rule that matches `c`; returns whether one did.
bool fuse(Operation& c, const Mesh& mesh, UseIndex& uses, Insertions& insertions) {
  const Operation* p = c.operand(0)->definingOp();
  if (!p || p->parentBlock() != c.parentBlock()) return false;
  for (const FusionRule& rule : kFusionRules) {
    if (rule.consumer != c.code() || rule.producer != p->code()) continue;
    std::optional<Fused> fused = rule.match({c, *p, mesh});
    if (!fused) continue;
    Value* v = fused->input;
    for (CollectiveStep& step : fused->steps) {
      v = insertions.add(step.code, v, std::move(step.attrs), std::move(step.type), c.loc(), &c);
      uses.add(*v->definingOp());
    }
    uses.replace(c.result(0), v);
    return true;
  }
  return false;
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

// The sharding each result an argument aliases must keep, by result index
// (`tf.aliasing_output = j`, JAX's donate_argnums: the step's output feeds the
// next step's input): that argument's, whole on every dim when it has none.
// The first argument aliasing a result decides.
std::unordered_map<int64_t, DimAxes> aliasedShardings(const Function& f) {
  std::unordered_map<int64_t, DimAxes> out;
  for (size_t i = 0; i < f.argAttrs.size(); ++i) {
    const Attribute* alias = f.argAttrs[i].find("tf.aliasing_output");
    if (!alias || alias->kind() != Attribute::Kind::kInteger) continue;
    std::optional<DimAxes> sharding = shardingOf(f.argAttrs[i]);
    if (!sharding) sharding = DimAxes(f.argTypes[i].isTensor() ? f.argTypes[i].tensor().rank() : 0);
    out.emplace(alias->getInt(), std::move(*sharding));
  }
  return out;
}

// Returns `local` as result `j` of `ret`, recording that it is split along `axes`.
void setResultSharding(Function& f, Operation& ret, size_t j, const DimAxes& axes, Value* local) {
  f.resultAttrs[j].set("partir.sharding", dimAxesAttr(axes));
  ret.setOperand(j, local);
  f.resultTypes[j] = local->type();
}

}  // namespace

std::vector<std::string_view> fusionRuleProofs() {
  std::vector<std::string_view> proofs;
  for (const FusionRule& rule : kFusionRules) proofs.push_back(rule.proof);
  return proofs;
}

void lowerToHlo(Module&, Function& f) {
  Lowerer lowerer;
  Region core = std::move(f.body);  // its ops move to the new body; its blocks' parent links are stale
  f.body = Region();
  Block& entry = f.body.addBlock();
  Block& src = core.front();
  for (size_t i = 0; i < src.numArguments(); ++i)
    lowerer.map()[src.argument(i)] = entry.addArgument(src.argument(i)->type(), src.argument(i)->name());
  lowerer.lowerOps(src, entry);
}

void fuseCollectives(Module& module, Function& f) {
  const Mesh mesh = moduleMesh(module).value();
  UseIndex uses(f.body);
  for (bool changed = true; changed;) {
    changed = false;
    std::vector<Operation*> slices, gathers;
    for (const auto& op : f.entry().ops()) {
      if (op->code() == OpCode::kPartirAllSlice) slices.push_back(op.get());
      if (op->code() == OpCode::kPartirAllGather) gathers.push_back(op.get());
    }
    Insertions insertions(f.entry());
    for (Operation* g : gathers) changed |= fuse(*g, mesh, uses, insertions);
    for (Operation* s : slices) changed |= fuse(*s, mesh, uses, insertions);
    insertions.place();
    dropDeadCollectives(f, uses);
  }
}

void localizeSignature(Module& module, Function& f) {
  Block& entry = f.entry();
  const Mesh mesh = moduleMesh(module).value();
  UseIndex uses(f.body);
  for (size_t i = 0; i < entry.numArguments(); ++i) {
    Value* arg = entry.argument(i);
    const std::vector<Operation*> users = uses.users(arg);
    const std::optional<DimAxes> axes = commonSlicePrefix(users, entry);
    if (!axes) continue;
    arg->setType(slicedByAxes(arg->type().tensor(), *axes, mesh));
    f.argTypes[i] = arg->type();
    f.argAttrs[i].set("partir.sharding", dimAxesAttr(*axes));
    for (Operation* u : users) {
      const DimAxes rest = *afterPrefixes(dimAxesOf(*u), *axes);
      if (axisSet(rest).empty()) {
        uses.replace(u->result(0), arg);
      } else {  // all_slice (A then B) x = all_slice B (all_slice A x)
        u->attrs().set("axes", dimAxesAttr(rest));
      }
    }
  }
  Operation& ret = *entry.terminator();
  Insertions insertions(entry);
  const std::unordered_map<int64_t, DimAxes> aliased = aliasedShardings(f);
  for (size_t j = 0; j < ret.numOperands(); ++j) {
    const auto alias = aliased.find(static_cast<int64_t>(j));
    const std::optional<DimAxes> wanted =
        alias == aliased.end() ? std::nullopt : std::optional<DimAxes>(alias->second);
    const Operation* g = ret.operand(j)->definingOp();
    const bool gathered = g && g->code() == OpCode::kPartirAllGather && g->parentBlock() == &entry;
    if (gathered && (!wanted || dimAxesOf(*g) == *wanted)) {
      setResultSharding(f, ret, j, dimAxesOf(*g), g->operand(0));
    } else if (wanted && !axisSet(*wanted).empty()) {
      const TensorType local = slicedByAxes(ret.operandType(j).tensor(), *wanted, mesh);
      setResultSharding(f, ret, j, *wanted,
                        insertions.add(OpCode::kPartirAllSlice, ret.operand(j), dimAxesAttrs(*wanted), local,
                                       ret.loc(), &ret));
    }
  }
  insertions.place();
  fuseCollectives(module, f);
}

void gatherArgumentsPerUse(Function& f) {
  Block& entry = f.entry();
  std::vector<Operation*> gathers;
  std::unordered_map<const Value*, std::vector<Operation*>> holders;  // gathered value -> top-level readers
  for (const auto& op : entry.ops())
    if (op->code() == OpCode::kPartirAllGather && op->operand(0)->ownerBlock() == &entry) {
      gathers.push_back(op.get());
      holders[op->result(0)];
    }
  for (const auto& op : entry.ops())
    walk(*op, [&](Operation& nested) {
      for (const Value* v : nested.operands())
        if (auto it = holders.find(v); it != holders.end() && (it->second.empty() || it->second.back() != op.get()))
          it->second.push_back(op.get());
    });
  Insertions insertions(entry);
  for (Operation* g : gathers) {
    for (Operation* holder : holders[g->result(0)]) {
      Value* copy = insertions.add(OpCode::kPartirAllGather, g->operand(0), g->attrs(), g->resultType(0), g->loc(),
                                   holder);
      walk(*holder, [&](Operation& nested) {
        for (size_t k = 0; k < nested.numOperands(); ++k)
          if (nested.operand(k) == g->result(0)) nested.setOperand(k, copy);
      });
    }
  }
  insertions.place();
  UseIndex uses(f.body);
  dropDeadCollectives(f, uses);
}

Result<std::unique_ptr<Module>> lowerModule(const Module& core, const LowerOptions& options) {
  return lowerModule(cloneModule(core), options);
}

Result<std::unique_ptr<Module>> lowerModule(std::unique_ptr<Module> out, const LowerOptions& options) {
  Result<Mesh> mesh = moduleMesh(*out);
  if (!mesh.ok()) return mesh.error();
  if (mesh->empty()) return invalid(out->loc, "lowering needs a mesh: the module has no partir.mesh");
  Function* f = out->lookup(options.entry);
  if (!f || f->isDeclaration()) return invalid(out->loc, "no function @{} with a body to lower", options.entry);
  lowerToHlo(*out, *f);
  if (options.fuse) fuseCollectives(*out, *f);
  if (options.localize) localizeSignature(*out, *f);
  if (options.gatherPerUse) gatherArgumentsPerUse(*f);
  if (Status s = verifyRewritten(*out, "lowered"); !s.ok()) return s.error();
  return out;
}

}  // namespace partir
