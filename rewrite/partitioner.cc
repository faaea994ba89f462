#include "rewrite/partitioner.h"

#include <algorithm>
#include <deque>
#include <unordered_set>

#include <fmt/format.h>

namespace partir {

namespace {

constexpr int64_t kOrderStride = 1024;

bool isPrefix(const std::vector<std::string>& prefix, const std::vector<std::string>& of) {
  return prefix.size() <= of.size() && std::equal(prefix.begin(), prefix.end(), of.begin());
}

// The TMR of the identity loops that tile and atomic actions insert:
// `loop a [tile<d>] { slice d %v[r] }` and `loop a [any] { %v }`.
OpTileMappings pseudoMappings(PartitionNode::Kind kind, const Type& type) {
  OpTileMappings m;
  if (kind == PartitionNode::Kind::kAtomic) {
    m.entries.push_back({{kWhole}, {ResultAction::any()}, {}});
    return m;
  }
  for (int64_t d = 0; d < type.tensor().rank(); ++d)
    m.entries.push_back({{sliced(d)}, {ResultAction::tile(d)}, {}});
  return m;
}

// The values an op's regions read from outside the op (StableHLO regions may
// capture values of enclosing blocks).
std::vector<const Value*> capturedValues(const Operation& op) {
  std::unordered_set<const Value*> inside;
  std::vector<const Value*> captured;
  for (size_t r = 0; r < op.numRegions(); ++r)
    walk(op.region(r), [&](const Operation& nested) {
      for (size_t i = 0; i < nested.numResults(); ++i) inside.insert(nested.result(i));
      for (size_t rr = 0; rr < nested.numRegions(); ++rr)
        for (size_t b = 0; b < nested.region(rr).numBlocks(); ++b)
          for (size_t a = 0; a < nested.region(rr).block(b).numArguments(); ++a)
            inside.insert(nested.region(rr).block(b).argument(a));
    });
  for (size_t r = 0; r < op.numRegions(); ++r)
    for (size_t b = 0; b < op.region(r).numBlocks(); ++b)
      for (size_t a = 0; a < op.region(r).block(b).numArguments(); ++a)
        inside.insert(op.region(r).block(b).argument(a));
  for (size_t r = 0; r < op.numRegions(); ++r)
    walk(op.region(r), [&](const Operation& nested) {
      for (const Value* v : nested.operands())
        if (!inside.count(v) && std::find(captured.begin(), captured.end(), v) == captured.end())
          captured.push_back(v);
    });
  return captured;
}

}  // namespace

std::string Conflict::str() const {
  std::string list;
  for (size_t i = 0; i < entries.size(); ++i) list += (i ? " · " : "") + entries[i];
  return fmt::format("{}: conflict on axis {} at '{}': {} [{}]", loc.str(), axis, op, reason,
                     list);
}

Partitioner::Partitioner(const Module& module, const Function& function, Mesh mesh)
    : module_(module), function_(function), mesh_(std::move(mesh)) {
  buildNodes();
}

Partitioner::Partitioner(const Partitioner& other)
    : module_(other.module_), function_(other.function_), mesh_(other.mesh_),
      conflicts_(other.conflicts_) {
  std::unordered_map<const Value*, const Value*> values;  // other's pseudo value -> ours
  for (const auto& v : other.pseudoValues_) {
    pseudoValues_.push_back(std::make_unique<Value>(v->type(), v->name()));
    values[v.get()] = pseudoValues_.back().get();
  }
  auto value = [&](const Value* v) {
    auto it = values.find(v);
    return it == values.end() ? v : it->second;
  };
  std::unordered_map<const PartitionNode*, PartitionNode*> nodes;
  for (const auto& n : other.nodes_) {
    auto copy = std::make_unique<PartitionNode>(*n);
    for (const Value*& v : copy->operands) v = value(v);
    for (const Value*& v : copy->results) v = value(v);
    nodes[n.get()] = copy.get();
    nodes_.push_back(std::move(copy));
  }
  for (const auto& [v, n] : other.producer_) producer_[value(v)] = nodes.at(n);
  for (const auto& [v, uses] : other.uses_) {
    std::vector<Use>& ours = uses_[value(v)];
    for (const Use& u : uses) ours.push_back({u.node ? nodes.at(u.node) : nullptr, u.operand});
  }
  for (const auto& [from, to] : other.front_) front_[value(from)] = value(to);
  if (other.changed_) {
    changed_.emplace();
    for (const PartitionNode* n : *other.changed_) changed_->insert(nodes.at(n));
  }
}

void Partitioner::buildNodes() {
  const Block& entry = function_.entry();
  int64_t index = 0;
  for (const auto& opPtr : entry.ops()) {
    const Operation& op = *opPtr;
    ++index;
    if (&op == entry.terminator()) {
      for (const Value* v : op.operands()) addUse(v, nullptr, 0);
      break;
    }
    auto node = std::make_unique<PartitionNode>();
    node->op = &op;
    node->operands.assign(op.operands().begin(), op.operands().end());
    for (size_t i = 0; i < op.numResults(); ++i) node->results.push_back(op.result(i));
    node->tmr = std::make_shared<const OpTileMappings>(tileMappings(op));
    node->order = index * kOrderStride;
    PartitionNode* n = addNode(std::move(node));
    for (size_t i = 0; i < op.numOperands(); ++i) addUse(op.operand(i), n, i);
    for (const Value* v : capturedValues(op)) addUse(v, nullptr, 0);
  }
}

PartitionNode* Partitioner::addNode(std::unique_ptr<PartitionNode> node) {
  for (const Value* r : node->results) producer_[r] = node.get();
  nodes_.push_back(std::move(node));
  return nodes_.back().get();
}

void Partitioner::addUse(const Value* v, PartitionNode* node, size_t operand) {
  uses_[v].push_back({node, operand});
}

void Partitioner::rewireUses(const Value* from, const Value* to, const PartitionNode* except) {
  std::vector<Use> kept, moved;
  for (const Use& u : uses_[from]) (u.node == except ? kept : moved).push_back(u);
  for (const Use& u : moved) {
    if (u.node) u.node->operands[u.operand] = to;
    uses_[to].push_back(u);
  }
  uses_[from] = std::move(kept);
  front_[from] = to;
}

std::unique_ptr<PartitionNode> Partitioner::makePseudo(PartitionNode::Kind kind,
                                                       const Value* input) {
  auto node = std::make_unique<PartitionNode>();
  node->kind = kind;
  node->operands = {input};
  pseudoValues_.push_back(std::make_unique<Value>(input->type(), input->name()));
  node->results = {pseudoValues_.back().get()};
  node->tmr = std::make_shared<const OpTileMappings>(pseudoMappings(kind, input->type()));
  const PartitionNode* p = producer(input);
  node->order = (p ? p->order : 0) + static_cast<int64_t>(uses_[input].size()) + 1;
  return node;
}

const PartitionNode* Partitioner::producer(const Value* v) const {
  auto it = producer_.find(v);
  return it == producer_.end() ? nullptr : it->second;
}

const Value* Partitioner::front(const Value* v) const {
  for (auto it = front_.find(v); it != front_.end(); it = front_.find(v)) v = it->second;
  return v;
}

int64_t Partitioner::axisSize(const std::string& axis) const {
  return mesh_.axisSize(axis).value_or(1);
}

Shape Partitioner::localValueShape(const Value* v) const {
  const Value* f = front(v);
  const PartitionNode* p = producer(f);
  if (!p) return f->type().tensor().shape;
  const size_t r = std::find(p->results.begin(), p->results.end(), f) - p->results.begin();
  return localResultShape(*p, r);
}

bool Partitioner::loopedAlong(const Value* v, const std::string& axis) const {
  const PartitionNode* p = producer(front(v));
  return p && hasAxis(*p, axis);
}

bool Partitioner::hasAxis(const PartitionNode& n, const std::string& axis) const {
  return std::any_of(n.nest.begin(), n.nest.end(),
                     [&](const NestLevel& l) { return l.axis == axis; });
}

std::optional<int64_t> Partitioner::operandSlicing(const PartitionNode& n, size_t i,
                                                   size_t level) const {
  return n.tmr->entries.at(n.nest.at(level).entry).operands.at(i);
}

const ResultAction& Partitioner::resultAction(const PartitionNode& n, size_t result,
                                              size_t level) const {
  return n.tmr->entries.at(n.nest.at(level).entry).results.at(result);
}

std::vector<std::string> Partitioner::slicingAxes(const PartitionNode& n, size_t operand,
                                                  int64_t d, size_t levels) const {
  std::vector<std::string> axes;
  for (size_t l = 0; l < std::min(levels, n.nest.size()); ++l)
    if (operandSlicing(n, operand, l) == d) axes.push_back(n.nest[l].axis);
  return axes;
}

std::vector<std::string> Partitioner::tilingAxes(const PartitionNode& n, size_t result,
                                                 int64_t d) const {
  std::vector<std::string> axes;
  for (size_t l = 0; l < n.nest.size(); ++l) {
    const ResultAction& a = resultAction(n, result, l);
    if (a.kind == ResultAction::Kind::kTile && a.dim == d) axes.push_back(n.nest[l].axis);
  }
  return axes;
}

// App. B.1.1: an operand is tiled along `axis` when its producer's loops
// tile it there, next after the axes along which `n` already slices that dim.
Partitioner::Arrival Partitioner::arrival(const PartitionNode& n, size_t operand,
                                          const std::string& axis, size_t levels) const {
  const Value* v = n.operands[operand];
  const PartitionNode* p = producer(v);
  if (!p) return {};
  const size_t r = std::find(p->results.begin(), p->results.end(), v) - p->results.begin();
  for (size_t l = 0; l < p->nest.size(); ++l) {
    if (p->nest[l].axis != axis) continue;
    const ResultAction& a = resultAction(*p, r, l);
    if (a.kind == ResultAction::Kind::kAny) return {std::nullopt, true};
    if (a.kind != ResultAction::Kind::kTile) return {};
    std::vector<std::string> expected = slicingAxes(n, operand, a.dim, levels);
    expected.push_back(axis);
    if (isPrefix(expected, tilingAxes(*p, r, a.dim))) return {a.dim, false};
    return {};
  }
  return {};
}

std::optional<int64_t> Partitioner::requiredResultTile(const PartitionNode& n, size_t result,
                                                       const std::string& axis) const {
  auto it = uses_.find(n.results[result]);
  if (it == uses_.end() || it->second.empty()) return -1;
  std::optional<int64_t> dim;
  for (const Use& u : it->second) {
    if (!u.node) return std::nullopt;
    const auto level = std::find_if(u.node->nest.begin(), u.node->nest.end(),
                                    [&](const NestLevel& l) { return l.axis == axis; });
    if (level == u.node->nest.end()) return std::nullopt;
    const std::optional<int64_t> d =
        operandSlicing(*u.node, u.operand, level - u.node->nest.begin());
    if (!d || (dim && *dim != *d)) return std::nullopt;
    std::vector<std::string> expected = tilingAxes(n, result, *d);
    expected.push_back(axis);
    if (!isPrefix(expected, slicingAxes(*u.node, u.operand, *d, u.node->nest.size())))
      return std::nullopt;
    dim = d;
  }
  return dim;
}

Shape Partitioner::localOperandShape(const PartitionNode& n, size_t i) const {
  Shape shape = n.operands[i]->type().tensor().shape;
  for (size_t l = 0; l < n.nest.size(); ++l)
    if (auto d = operandSlicing(n, i, l)) shape[*d] /= axisSize(n.nest[l].axis);
  return shape;
}

Shape Partitioner::localResultShape(const PartitionNode& n, size_t r) const {
  Shape shape = n.results[r]->type().tensor().shape;
  for (size_t l = 0; l < n.nest.size(); ++l) {
    const ResultAction& a = resultAction(n, r, l);
    if (a.kind == ResultAction::Kind::kTile) shape[a.dim] /= axisSize(n.nest[l].axis);
  }
  return shape;
}

// Divisibility is not part of an entry (semantics/tmr.h): the axis size must
// divide every dim the entry splits, in the node's local shapes, and every
// attribute element it divides (a convolution's group count). An op on an
// empty tensor is not split: the entries are proved for dims ≥ 1
// (verify/entry_proof.h).
bool Partitioner::divisible(const PartitionNode& n, const TmrEntry& e, int64_t k) const {
  auto empty = [](const Value* v) {
    return v->type().isTensor() && v->type().tensor().numElements() == 0;
  };
  if (std::any_of(n.operands.begin(), n.operands.end(), empty) ||
      std::any_of(n.results.begin(), n.results.end(), empty))
    return false;
  for (size_t i = 0; i < e.operands.size(); ++i)
    if (e.operands[i] && localOperandShape(n, i)[*e.operands[i]] % k != 0) return false;
  for (size_t r = 0; r < e.results.size(); ++r)
    if (e.results[r].kind == ResultAction::Kind::kTile &&
        localResultShape(n, r)[e.results[r].dim] % k != 0)
      return false;
  for (const AttrDivision& a : e.localize)
    if (!a.retypeSplat && localAttrValue(n, a) % k != 0) return false;
  return true;
}

// The attribute element `a` divides, as the op's clone in the node's
// innermost loop holds it (each enclosing level's entry divided it).
int64_t Partitioner::localAttrValue(const PartitionNode& n, const AttrDivision& a) const {
  int64_t value = sizeAttrValues(*n.op, a.attr).at(a.index);
  for (const NestLevel& level : n.nest) {
    const std::vector<AttrDivision>& outer = n.tmr->entries[level.entry].localize;
    if (std::find(outer.begin(), outer.end(), a) != outer.end()) value /= axisSize(level.axis);
  }
  return value;
}

std::vector<int> Partitioner::matches(const PartitionNode& n, const std::string& axis,
                                      MatchKind kind) const {
  std::vector<Arrival> arrivals;
  for (size_t i = 0; i < n.operands.size(); ++i)
    arrivals.push_back(arrival(n, i, axis, n.nest.size()));
  const bool anyTiled = std::any_of(arrivals.begin(), arrivals.end(), [](const Arrival& a) { return a.tiledDim.has_value(); });
  if (kind != MatchKind::kBackward && !anyTiled) return {};  // forward and inference need a tiled operand
  std::vector<std::optional<int64_t>> required;
  if (kind == MatchKind::kBackward) {
    bool constrained = false;
    for (size_t r = 0; r < n.results.size(); ++r) {
      required.push_back(requiredResultTile(n, r, axis));
      if (!required.back()) return {};
      constrained |= *required.back() >= 0;
    }
    if (!constrained) return {};
  }
  std::vector<int> found;
  for (size_t e = 0; e < n.tmr->entries.size(); ++e) {
    const TmrEntry& entry = n.tmr->entries[e];
    int agree = 0, missing = 0;
    bool ok = true;
    for (size_t i = 0; i < arrivals.size() && ok; ++i) {
      const auto& want = entry.operands[i];
      if (!want) continue;
      if (arrivals[i].any || (arrivals[i].tiledDim && *arrivals[i].tiledDim != *want)) ok = false;
      else if (arrivals[i].tiledDim) ++agree;
      else ++missing;
    }
    if (kind == MatchKind::kBackward) {
      for (size_t r = 0; r < required.size() && ok; ++r)
        if (*required[r] >= 0 && !(entry.results[r] == ResultAction::tile(*required[r]))) ok = false;
    } else {
      ok = ok && agree > 0 && (kind == MatchKind::kForward ? missing == 0 : missing > 0);
    }
    // Divisibility last: it computes the node's local shapes.
    if (ok && divisible(n, entry, axisSize(axis))) found.push_back(static_cast<int>(e));
  }
  return found;
}

bool Partitioner::propagateNode(PartitionNode& n, const std::string& axis) {
  if (n.kind != PartitionNode::Kind::kOp || hasAxis(n, axis)) return false;
  for (MatchKind kind : {MatchKind::kForward, MatchKind::kBackward, MatchKind::kInference}) {
    const std::vector<int> found = matches(n, axis, kind);
    if (found.size() == 1) {
      n.nest.push_back({axis, found[0]});
      return true;
    }
    if (!found.empty()) return false;  // a conflict, reported by collectConflicts
  }
  return false;
}

// The worklist starts with every node, in node order, as the fixed point's
// definition needs; a node whose neighbourhood did not change since the
// last propagate is passed over: it matched no entry uniquely then, and
// matches() reads only the node, its operands' producers and its results'
// users. So the result is the same as processing every node.
int64_t Partitioner::propagate(Visit visit) {
  std::deque<PartitionNode*> work;
  std::unordered_set<PartitionNode*> queued;
  for (auto& n : nodes_) work.push_back(n.get()), queued.insert(n.get());
  const bool everyNode = visit == Visit::kEveryNode || !changed_.has_value();
  std::unordered_set<const PartitionNode*> dirty;
  if (!everyNode) dirty = std::move(*changed_);
  int64_t added = 0;
  while (!work.empty()) {
    PartitionNode* n = work.front();
    work.pop_front();
    queued.erase(n);
    if (!everyNode && !dirty.count(n)) continue;
    bool changed = false;
    for (bool again = true; again;) {
      again = false;
      for (const MeshAxis& axis : mesh_.axes()) again |= propagateNode(*n, axis.name);
      changed |= again;
      added += again;
    }
    if (!changed) continue;
    auto enqueue = [&](PartitionNode* m) {
      if (!m) return;
      dirty.insert(m);
      if (queued.insert(m).second) work.push_back(m);
    };
    for (const Value* v : n->operands) enqueue(const_cast<PartitionNode*>(producer(v)));
    for (const Value* r : n->results)
      for (const Use& u : uses_[r]) enqueue(u.node);
  }
  changed_.emplace();
  conflicts_.reset();
  return added;
}

const std::vector<Conflict>& Partitioner::conflicts() const {
  if (!conflicts_) conflicts_ = collectConflicts();
  return *conflicts_;
}

void Partitioner::markNeighbourhood(const Value* v) {
  if (!changed_) return;  // every node is visited anyway
  if (const PartitionNode* p = producer(v)) changed_->insert(p);
  for (const Use& u : uses_[v])
    if (u.node) changed_->insert(u.node);
}

Conflict Partitioner::conflictAt(const PartitionNode& n, const std::string& axis,
                                 const std::vector<int>& entries, std::string reason) const {
  Conflict c{n.op->name(), n.op->loc(), axis, {}, std::move(reason)};
  for (int e : entries) c.entries.push_back(entryStr(n.tmr->entries[e]));
  return c;
}

// §5.2.3: several matching entries, or operands tiled along an axis the op is
// already looped over in another way (a loop nested over its own axis).
std::vector<Conflict> Partitioner::collectConflicts() const {
  std::vector<Conflict> out;
  for (const PartitionNode* n : nodesInOrder()) {
    if (n->kind != PartitionNode::Kind::kOp) continue;
    for (const MeshAxis& axis : mesh_.axes()) {
      if (!hasAxis(*n, axis.name)) {
        for (MatchKind kind : {MatchKind::kForward, MatchKind::kBackward, MatchKind::kInference}) {
          const std::vector<int> found = matches(*n, axis.name, kind);
          if (found.size() > 1)
            out.push_back(conflictAt(*n, axis.name, found, "several tile-mapping entries match"));
          if (!found.empty()) break;
        }
        continue;
      }
      reportNestedAxis(*n, axis.name, out);
    }
  }
  return out;
}

void Partitioner::reportNestedAxis(const PartitionNode& n, const std::string& axis,
                                   std::vector<Conflict>& out) const {
  const size_t level = std::find_if(n.nest.begin(), n.nest.end(),
                                    [&](const NestLevel& l) { return l.axis == axis; }) -
                       n.nest.begin();
  for (size_t i = 0; i < n.operands.size(); ++i) {
    const Arrival a = arrival(n, i, axis, level);
    if (!a.tiledDim || operandSlicing(n, i, level) == a.tiledDim) continue;
    std::vector<int> entries = {n.nest[level].entry};
    for (size_t e = 0; e < n.tmr->entries.size(); ++e)
      if (n.tmr->entries[e].operands[i] == a.tiledDim) entries.push_back(static_cast<int>(e));
    out.push_back(conflictAt(n, axis, entries,
                             fmt::format("already in a loop over {}; operand #{} arrives tiled on dim {} "
                                         "(a loop nested over its own axis)",
                                         axis, i, *a.tiledDim)));
  }
}

std::vector<const PartitionNode*> Partitioner::nodesInOrder() const {
  std::vector<const PartitionNode*> out;
  for (const auto& n : nodes_) out.push_back(n.get());
  std::stable_sort(out.begin(), out.end(),
                   [](const PartitionNode* a, const PartitionNode* b) { return a->order < b->order; });
  return out;
}

int64_t Partitioner::totalLevels() const {
  int64_t total = 0;
  for (const auto& n : nodes_) total += static_cast<int64_t>(n->nest.size());
  return total;
}

// ---- actions ------------------------------------------------------------------

namespace {

Diagnostic actionError(const Value* v, std::string message) {
  return makeError(ErrorKind::kInvalidInput,
                   v->definingOp() ? v->definingOp()->loc() : Location{}, "%{}: {}", v->name(),
                   message);
}

}  // namespace

Status Partitioner::tile(const Value* v, int64_t dim, const std::string& axis) {
  if (!mesh_.axisSize(axis)) return actionError(v, fmt::format("no axis '{}' in the mesh {}", axis, mesh_.str()));
  if (!v->type().isTensor() || dim < 0 || dim >= v->type().tensor().rank())
    return actionError(v, fmt::format("cannot tile {} on dim {}", v->type().str(), dim));
  const Value* fv = front(v);
  PartitionNode* p = producer_.count(fv) ? producer_.at(fv) : nullptr;
  if (p && p->kind == PartitionNode::Kind::kTile) return deepenTile(*p, v, dim, axis);
  auto node = makePseudo(PartitionNode::Kind::kTile, fv);
  if (p) {
    const size_t r = std::find(p->results.begin(), p->results.end(), fv) - p->results.begin();
    for (size_t l = 0; l < p->nest.size(); ++l) {
      const ResultAction& a = resultAction(*p, r, l);
      if (p->nest[l].axis == axis && a.kind != ResultAction::Kind::kSum)
        return actionError(v, fmt::format("already {} along axis {}",
                                          a.kind == ResultAction::Kind::kAny ? "atomic" : "tiled",
                                          axis));
      if (a.kind == ResultAction::Kind::kTile) node->nest.push_back({p->nest[l].axis, static_cast<int>(a.dim)});
    }
  }
  return appendTileLevel(std::move(node), v, dim, axis);
}

Status Partitioner::deepenTile(PartitionNode& t, const Value* v, int64_t dim,
                               const std::string& axis) {
  if (hasAxis(t, axis)) return actionError(v, fmt::format("already tiled along axis {}", axis));
  const int64_t k = axisSize(axis);
  if (localResultShape(t, 0)[dim] % k != 0)
    return actionError(v, fmt::format("dim {} (local size {}) is not divisible by axis {} of size {}",
                                      dim, localResultShape(t, 0)[dim], axis, k));
  t.nest.push_back({axis, static_cast<int>(dim)});
  markNeighbourhood(t.operands[0]);
  markNeighbourhood(t.results[0]);
  return Status::success();
}

Status Partitioner::appendTileLevel(std::unique_ptr<PartitionNode> node, const Value* v,
                                    int64_t dim, const std::string& axis) {
  if (Status s = deepenTile(*node, v, dim, axis); !s.ok()) return s;
  const Value* input = node->operands[0];
  PartitionNode* n = addNode(std::move(node));
  rewireUses(input, n->results[0], nullptr);
  addUse(input, n, 0);
  markNeighbourhood(input);  // deepenTile marked the users that moved to n
  return Status::success();
}

Status Partitioner::atomic(const Value* v, const std::string& axis) {
  if (!mesh_.axisSize(axis)) return actionError(v, fmt::format("no axis '{}' in the mesh {}", axis, mesh_.str()));
  if (!v->type().isTensor()) return actionError(v, "only tensors can be kept atomic");
  const Value* fv = front(v);
  if (const PartitionNode* p = producer(fv); p && hasAxis(*p, axis))
    return actionError(v, fmt::format("already looped over axis {}", axis));
  auto node = makePseudo(PartitionNode::Kind::kAtomic, fv);
  node->nest.push_back({axis, 0});
  PartitionNode* n = addNode(std::move(node));
  rewireUses(fv, n->results[0], nullptr);
  addUse(fv, n, 0);
  markNeighbourhood(fv);
  markNeighbourhood(n->results[0]);
  return Status::success();
}

}  // namespace partir
