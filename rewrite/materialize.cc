#include "rewrite/materialize.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <queue>
#include <unordered_map>
#include <unordered_set>

#include "semantics/core_ops.h"

namespace partir {

namespace {

using Node = PartitionNode;

// The values a node reads: operands (with their slicing) and the values its
// regions capture (read whole).
std::vector<const Value*> capturesOf(const Node& n) {
  std::vector<const Value*> out;
  if (!n.op) return out;
  std::unordered_set<const Value*> inside;
  for (size_t r = 0; r < n.op->numRegions(); ++r)
    walk(n.op->region(r), [&](const Operation& op) {
      for (size_t i = 0; i < op.numResults(); ++i) inside.insert(op.result(i));
      for (size_t rr = 0; rr < op.numRegions(); ++rr)
        for (size_t b = 0; b < op.region(rr).numBlocks(); ++b)
          for (size_t a = 0; a < op.region(rr).block(b).numArguments(); ++a)
            inside.insert(op.region(rr).block(b).argument(a));
    });
  for (size_t r = 0; r < n.op->numRegions(); ++r)
    for (size_t b = 0; b < n.op->region(r).numBlocks(); ++b)
      for (size_t a = 0; a < n.op->region(r).block(b).numArguments(); ++a)
        inside.insert(n.op->region(r).block(b).argument(a));
  for (size_t r = 0; r < n.op->numRegions(); ++r)
    walk(n.op->region(r), [&](const Operation& op) {
      for (const Value* v : op.operands())
        if (!inside.count(v)) out.push_back(v);
    });
  return out;
}

struct Cluster {
  std::vector<const Node*> members;  // program order
  bool sealed = false;
  int64_t firstOrder = 0;
};

class Materializer {
 public:
  explicit Materializer(const Partitioner& p) : p_(p) {}
  std::unique_ptr<Module> run();

 private:
  void formClusters();
  bool fusable(const Node& producer, const Value* v, const Node& consumer, size_t operand) const;
  int findCluster(int c);
  void mergeClusters(int a, int b);
  std::vector<int> emissionOrder();
  void emitCluster(const Cluster& c, Block& block);
  void emitUnlooped(const Node& n, Block& block);
  std::vector<const Value*> exportedValues(const Cluster& c) const;
  const Value* lookThroughTiles(const Node& n, size_t i) const;
  const std::vector<const Value*>& reads(const Node& n) const { return operands_.at(&n); }
  Value* localOperand(const Node& n, size_t i, Block& body, const std::vector<Value*>& ranges,
                      ValueMap& local, std::map<std::pair<const Value*, std::vector<int64_t>>, Value*>& slices);
  void emitMember(const Node& n, Block& body, const std::vector<Value*>& ranges, ValueMap& local,
                  std::map<std::pair<const Value*, std::vector<int64_t>>, Value*>& slices);
  LoopAction loopActionFor(const ResultAction& a, ElementType element);
  std::string outlineReducer(const ResultAction& a, ElementType element);
  Type localType(const Node& n, size_t r) const;

  const Partitioner& p_;
  std::unique_ptr<Module> out_;
  std::vector<const Node*> nodes_;
  std::unordered_map<const Node*, int> clusterOf_;
  std::vector<int> parent_;  // union-find over clusters
  std::vector<Cluster> clusters_;
  std::unordered_map<const Value*, const Node*> producer_;
  // Per node, its operands after looking through tile loops (lookThroughTiles).
  std::unordered_map<const Node*, std::vector<const Value*>> operands_;
  std::unordered_map<const Value*, std::vector<const Node*>> readers_;  // null: read whole at the end
  ValueMap emitted_;
  std::map<std::string, std::string> reducers_;  // "maximum f32" -> function name
};

std::unique_ptr<Module> Materializer::run() {
  const Module& in = p_.module();
  out_ = cloneModule(in, &p_.function());
  setModuleMesh(*out_, p_.mesh());
  Function* target = out_->lookup(p_.function().name);
  target->body = Region();  // empty already when p_.function() is one of the module's
  Block& entry = target->body.addBlock();
  const Block& original = p_.function().entry();
  for (size_t i = 0; i < original.numArguments(); ++i)
    emitted_[original.argument(i)] =
        entry.addArgument(original.argument(i)->type(), original.argument(i)->name());
  formClusters();
  for (int c : emissionOrder()) emitCluster(clusters_[c], entry);
  const Operation* ret = original.terminator();
  auto newRet = std::make_unique<Operation>(ret->code(), ret->name(), ret->loc());
  for (const Value* v : ret->operands()) newRet->addOperand(emitted_.at(p_.front(v)));
  entry.append(std::move(newRet));
  return std::move(out_);
}

// Seed 000 §5.2.2 fusion: inside a shared nest the consumer reads the
// producer's chunk directly when, level by level, the producer tiles the
// value on the dim the consumer slices it (or yields it `any` and the
// consumer reads it whole).
bool Materializer::fusable(const Node& producer, const Value* v, const Node& consumer,
                           size_t operand) const {
  if (producer.nest.size() != consumer.nest.size()) return false;
  const size_t r = std::find(producer.results.begin(), producer.results.end(), v) -
                   producer.results.begin();
  for (size_t l = 0; l < producer.nest.size(); ++l) {
    if (producer.nest[l].axis != consumer.nest[l].axis) return false;
    const ResultAction& a = p_.resultAction(producer, r, l);
    const std::optional<int64_t> s = p_.operandSlicing(consumer, operand, l);
    const bool tiles = a.kind == ResultAction::Kind::kTile && s == a.dim;
    const bool whole = a.kind == ResultAction::Kind::kAny && !s;
    if (!tiles && !whole) return false;
  }
  return true;
}

// Union by size: the smaller member list moves, so merging is linear overall.
void Materializer::mergeClusters(int a, int b) {
  if (clusters_[a].members.size() < clusters_[b].members.size()) std::swap(a, b);
  parent_[b] = a;
  std::vector<const Node*>& into = clusters_[a].members;
  into.insert(into.end(), clusters_[b].members.begin(), clusters_[b].members.end());
  clusters_[a].firstOrder = std::min(clusters_[a].firstOrder, clusters_[b].firstOrder);
  clusters_[a].sealed = clusters_[a].sealed || clusters_[b].sealed;
  std::vector<const Node*>().swap(clusters_[b].members);
}

int Materializer::findCluster(int c) {
  while (parent_[c] != c) c = parent_[c] = parent_[parent_[c]];
  return c;
}

// Seed 000 §5.2.2 fusion through a value-tiling loop: slicing the result of
// `loop a [tile<d>] { slice d %x[r] }` along the same axes, in the same
// order, is slicing %x. A consumer whose slicing of the operand starts, on
// every dim, with exactly the axes the tile loop tiles reads %x instead.
const Value* Materializer::lookThroughTiles(const Node& n, size_t i) const {
  const Value* v = n.operands[i];
  for (auto it = producer_.find(v); it != producer_.end() && it->second->kind == Node::Kind::kTile;
       it = producer_.find(v)) {
    const Node& tile = *it->second;
    const int64_t rank = v->type().tensor().rank();
    for (int64_t d = 0; d < rank; ++d) {
      std::vector<std::string> tiled, slicedBy;
      for (size_t l = 0; l < tile.nest.size(); ++l)
        if (p_.resultAction(tile, 0, l).dim == d) tiled.push_back(tile.nest[l].axis);
      for (size_t l = 0; l < n.nest.size(); ++l)
        if (p_.operandSlicing(n, i, l) == d) slicedBy.push_back(n.nest[l].axis);
      if (tiled.size() > slicedBy.size() || !std::equal(tiled.begin(), tiled.end(), slicedBy.begin()))
        return v;
    }
    v = tile.operands[0];
  }
  return v;
}

void Materializer::formClusters() {
  nodes_ = p_.nodesInOrder();
  for (const Node* n : nodes_)
    for (const Value* r : n->results) producer_[r] = n;
  for (const Node* n : nodes_) {
    std::vector<const Value*>& ops = operands_[n];
    for (size_t i = 0; i < n->operands.size(); ++i) ops.push_back(lookThroughTiles(*n, i));
  }
  for (const Node* n : nodes_) {
    const int self = static_cast<int>(clusters_.size());
    clusters_.push_back({{n}, n->nest.empty() || n->kind == Node::Kind::kAtomic, n->order});
    parent_.push_back(self);
    clusterOf_[n] = self;
    // The clusters n may join: all n's reads from them fuse, none is sealed.
    std::map<int, bool> join;  // cluster -> every read from it fuses
    auto read = [&](const Value* v, std::optional<size_t> operand) {
      auto it = producer_.find(v);
      readers_[v].push_back(n);
      if (it == producer_.end()) return;
      const int c = findCluster(clusterOf_.at(it->second));
      const bool ok = operand && !n->nest.empty() && fusable(*it->second, v, *n, *operand);
      auto [pos, inserted] = join.emplace(c, ok);
      if (!inserted) pos->second = pos->second && ok;
    };
    for (size_t i = 0; i < n->operands.size(); ++i) read(reads(*n)[i], i);
    for (const Value* v : capturesOf(*n)) read(v, std::nullopt);
    for (auto& [c, ok] : join) {
      if (!ok || clusters_[c].sealed || n->kind == Node::Kind::kAtomic) {
        clusters_[c].sealed = true;
        continue;
      }
      mergeClusters(c, findCluster(self));
    }
  }
  for (const Value* v : p_.function().entry().terminator()->operands())
    readers_[p_.front(v)].push_back(nullptr);
  for (auto& c : clusters_)
    std::stable_sort(c.members.begin(), c.members.end(),
                     [](const Node* a, const Node* b) { return a->order < b->order; });
}

// Kahn's algorithm over the cluster DAG, earliest program order first.
std::vector<int> Materializer::emissionOrder() {
  std::vector<int> roots;
  for (int c = 0; c < static_cast<int>(clusters_.size()); ++c)
    if (findCluster(c) == c) roots.push_back(c);
  std::unordered_map<int, std::unordered_set<int>> succ;
  std::unordered_map<int, int> indegree;
  for (int c : roots) {
    indegree[c];
    for (const Node* n : clusters_[c].members) {
      std::vector<const Value*> all = reads(*n);
      for (const Value* v : capturesOf(*n)) all.push_back(v);
      for (const Value* v : all) {
        auto it = producer_.find(v);
        if (it == producer_.end()) continue;
        const int from = findCluster(clusterOf_.at(it->second));
        if (from != c && succ[from].insert(c).second) ++indegree[c];
      }
    }
  }
  using Item = std::pair<int64_t, int>;
  std::priority_queue<Item, std::vector<Item>, std::greater<>> ready;
  for (int c : roots)
    if (indegree[c] == 0) ready.push({clusters_[c].firstOrder, c});
  std::vector<int> order;
  while (!ready.empty()) {
    const int c = ready.top().second;
    ready.pop();
    order.push_back(c);
    for (int s : succ[c])
      if (--indegree[s] == 0) ready.push({clusters_[s].firstOrder, s});
  }
  if (order.size() != roots.size())
    fail(ErrorKind::kInternal, p_.function().loc, "loop nests depend on each other cyclically");
  return order;
}

Type Materializer::localType(const Node& n, size_t r) const {
  if (!n.results[r]->type().isTensor()) return n.results[r]->type();
  const TensorType& global = n.results[r]->type().tensor();
  return TensorType{p_.localResultShape(n, r), global.element, global.quant};
}

void Materializer::emitUnlooped(const Node& n, Block& block) {
  if (n.kind != Node::Kind::kOp)  // tile and atomic nodes always have a level
    fail(ErrorKind::kInternal, p_.function().loc, "tile or atomic node without a loop");
  // Captured values resolve through emitted_; operands may have been
  // rewired to tile/atomic values, so they are set from the node.
  std::unique_ptr<Operation> copy = cloneOp(*n.op, emitted_);
  for (size_t i = 0; i < n.operands.size(); ++i) copy->setOperand(i, emitted_.at(reads(n)[i]));
  block.append(std::move(copy));
}

std::vector<const Value*> Materializer::exportedValues(const Cluster& c) const {
  std::unordered_set<const Node*> inside(c.members.begin(), c.members.end());
  std::vector<const Value*> out;
  for (const Node* n : c.members)
    for (const Value* r : n->results) {
      auto it = readers_.find(r);
      if (it == readers_.end()) continue;
      // Readers inside the cluster read it fused (formClusters joins no other).
      const bool outside = std::any_of(it->second.begin(), it->second.end(),
                                       [&](const Node* m) { return !m || !inside.count(m); });
      if (outside) out.push_back(r);
    }
  return out;
}

Value* Materializer::localOperand(
    const Node& n, size_t i, Block& body, const std::vector<Value*>& ranges, ValueMap& local,
    std::map<std::pair<const Value*, std::vector<int64_t>>, Value*>& slices) {
  const Value* v = reads(n)[i];
  if (auto it = local.find(v); it != local.end()) return it->second;
  std::vector<int64_t> dims;
  for (size_t l = 0; l < n.nest.size(); ++l) dims.push_back(p_.operandSlicing(n, i, l).value_or(-1));
  auto key = std::make_pair(v, dims);
  if (auto it = slices.find(key); it != slices.end()) return it->second;
  Value* w = emitted_.at(v);
  for (size_t l = 0; l < dims.size(); ++l) {
    if (dims[l] < 0) continue;
    auto slice = std::make_unique<Operation>(OpCode::kPartirSlice, "partir.slice",
                                             n.op ? n.op->loc() : p_.function().loc);
    slice->attrs().set("dim", Attribute::integer(dims[l]));
    slice->addOperand(w);
    slice->addOperand(ranges[l]);
    w = slice->addResult(slicedType(w->type().tensor(), dims[l], ranges[l]->type().rangeSize()));
    body.append(std::move(slice));
  }
  return slices[key] = w;
}

void Materializer::emitMember(const Node& n, Block& body, const std::vector<Value*>& ranges,
                              ValueMap& local,
                              std::map<std::pair<const Value*, std::vector<int64_t>>, Value*>& slices) {
  std::vector<Value*> operands;
  for (size_t i = 0; i < n.operands.size(); ++i)
    operands.push_back(localOperand(n, i, body, ranges, local, slices));
  if (n.kind != Node::Kind::kOp) {  // tile / atomic: the sliced (or whole) operand itself
    local[n.results[0]] = operands[0];
    return;
  }
  std::unique_ptr<Operation> copy = cloneOp(*n.op, emitted_);
  for (size_t i = 0; i < n.operands.size(); ++i) copy->setOperand(i, operands[i]);
  for (size_t r = 0; r < n.results.size(); ++r) {
    copy->result(r)->setType(localType(n, r));
    local[n.results[r]] = copy->result(r);
  }
  for (size_t l = 0; l < n.nest.size(); ++l) {
    const TmrEntry& e = n.tmr->entries[n.nest[l].entry];
    localizeAttributes(e, *copy, ranges[l]->type().rangeSize());
  }
  body.append(std::move(copy));
}

// The reducer of a sum action as a private function of two scalars: a copy
// of the op's body, or (a named reducer, semantics/tmr.h) one op
// `stablehlo.<name>` on the result's element type.
std::string Materializer::outlineReducer(const ResultAction& a, ElementType element) {
  const TensorType scalar =
      a.reducer ? a.reducer->front().argument(0)->type().tensor() : TensorType{{}, element};
  const std::string key = a.reducerName + " " + scalar.str();
  if (auto it = reducers_.find(key); it != reducers_.end()) return it->second;
  std::string name = "partir_sum_" + a.reducerName + "_" + std::string(elementTypeName(scalar.element));
  while (p_.module().lookup(name)) name += "_";
  auto f = std::make_unique<Function>();
  f->name = name;
  f->visibility = "private";
  f->argTypes = {scalar, scalar};
  f->resultTypes = {scalar};
  f->argAttrs.resize(2);
  f->argLocNames.resize(2);
  f->resultAttrs.resize(1);
  std::unique_ptr<Operation> ret;
  if (a.reducer) {
    ValueMap map;
    cloneRegionInto(*a.reducer, f->body, map);
    std::unique_ptr<Operation>& last = f->body.front().mutableOps().back();
    ret = std::make_unique<Operation>(OpCode::kFuncReturn, "func.return", last->loc());
    for (Value* v : last->operands()) ret->addOperand(v);
    f->body.front().mutableOps().pop_back();
  } else {
    Block& block = f->body.addBlock();
    const std::string mnemonic = "stablehlo." + a.reducerName;
    auto op = std::make_unique<Operation>(lookupOpCode(mnemonic), mnemonic, Location{});
    op->addOperand(block.addArgument(scalar));
    op->addOperand(block.addArgument(scalar));
    ret = std::make_unique<Operation>(OpCode::kFuncReturn, "func.return", Location{});
    ret->addOperand(op->addResult(scalar));
    block.append(std::move(op));
  }
  f->loc = ret->loc();
  f->body.front().append(std::move(ret));
  out_->functions.push_back(std::move(f));
  return reducers_[key] = name;
}

LoopAction Materializer::loopActionFor(const ResultAction& a, ElementType element) {
  LoopAction action{a.kind, a.dim, ""};
  const bool named = a.kind == ResultAction::Kind::kSum && !a.reducer && a.reducerName != "add";
  if (a.reducer || named) action.reducer = outlineReducer(a, element);
  return action;
}

// One loop per level; the members in the innermost body; exported values
// yielded outwards with each level's action.
void Materializer::emitCluster(const Cluster& c, Block& block) {
  const Node& head = *c.members.front();
  if (head.nest.empty()) return emitUnlooped(head, block);
  const std::vector<const Value*> exported = exportedValues(c);
  const bool pure = std::all_of(c.members.begin(), c.members.end(),
                                [](const Node* n) { return n->kind != Node::Kind::kOp; });
  if (exported.empty() && pure) return;  // a tile / atomic loop nobody reads
  std::vector<Operation*> loops;
  std::vector<Value*> ranges;
  Block* current = &block;
  std::vector<std::unique_ptr<Operation>> built;
  for (const NestLevel& level : head.nest) {
    auto loop = std::make_unique<Operation>(OpCode::kPartirLoop, "partir.loop",
                                            head.op ? head.op->loc() : p_.function().loc);
    Block& body = loop->addRegion().addBlock();
    ranges.push_back(body.addArgument(Type::range(p_.axisSize(level.axis)), "r" + level.axis));
    loops.push_back(loop.get());
    built.push_back(std::move(loop));
    current = &body;
  }
  ValueMap local;
  std::map<std::pair<const Value*, std::vector<int64_t>>, Value*> slices;
  for (const Node* n : c.members) emitMember(*n, *current, ranges, local, slices);
  // Yield outwards: level l yields what level l+1 produced.
  std::vector<Value*> yielded;
  for (const Value* v : exported) yielded.push_back(local.at(v));
  for (size_t l = head.nest.size(); l-- > 0;) {
    Operation& loop = *loops[l];
    Block& body = loop.region(0).front();
    auto yield = std::make_unique<Operation>(OpCode::kPartirYield, "partir.yield", loop.loc());
    std::vector<Attribute> actions;
    std::vector<Value*> results;
    for (size_t e = 0; e < exported.size(); ++e) {
      const Node& owner = *producer_.at(exported[e]);
      const size_t r = std::find(owner.results.begin(), owner.results.end(), exported[e]) -
                       owner.results.begin();
      const LoopAction action =
          loopActionFor(p_.resultAction(owner, r, l), yielded[e]->type().tensor().element);
      actions.push_back(loopActionAttr(action));
      yield->addOperand(yielded[e]);
      results.push_back(loop.addResult(
          loopResultType(yielded[e]->type().tensor(), action, p_.axisSize(head.nest[l].axis))));
    }
    body.append(std::move(yield));
    loop.attrs().set("axis", Attribute::string(head.nest[l].axis));
    loop.attrs().set("actions", Attribute::array(std::move(actions)));
    if (l > 0) loops[l - 1]->region(0).front().append(std::move(built[l]));
    yielded = results;
  }
  block.append(std::move(built[0]));
  for (size_t e = 0; e < exported.size(); ++e) emitted_[exported[e]] = yielded[e];
}

}  // namespace

std::unique_ptr<Module> materializeCore(const Partitioner& partitioner) {
  return Materializer(partitioner).run();
}

}  // namespace partir
