#include "rewrite/auto_partition.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <tuple>
#include <map>
#include <random>
#include <set>
#include <thread>
#include <unordered_map>
#include <unordered_set>

#include <fmt/format.h>

#include "rewrite/targets.h"
#include "semantics/hashing.h"
#include "semantics/threads.h"

namespace partir {

namespace {

using Clock = std::chrono::steady_clock;
using ActionSet = std::vector<int>;  // candidate indices, ascending

constexpr double kUnusable = std::numeric_limits<double>::infinity();
// Added to the score of a program that does not fit: no step time comes
// near it (about 30 years), so every program that fits scores better.
constexpr double kDoesNotFit = 1e9;
constexpr size_t kBeamWidth = 4;
constexpr size_t kLookahead = 8;
// Greedy's lazy rounds re-score this many of the last round's best moves
// before costing every move again.
constexpr size_t kLazy = 16;
// Greedy's careful descent stacks a move only if, on top of the others, it
// still gains this share of what it gains alone (it is independent of them).
constexpr double kIndependentGain = 0.9;
// Candidates partitioned and costed between two checks of the bounds, per
// thread: enough that no thread waits long for the slowest of a batch.
constexpr size_t kBatchPerThread = 4;
// UCT's exploration constant, on rewards scaled to the best one seen.
constexpr double kExploration = 0.5;

// One action of the search: tile or keep whole one group of arguments.
struct Candidate {
  std::vector<const Value*> values;
  std::vector<std::string> targets;  // each value's target name
  size_t group = 0;
  size_t phase = 0;  // the index in searchPhases of the tactic that issues it
  std::string axis;  // the phase's axis
  DimChoice choice;
};

// The axes of the manual tactics a search issues, in order: each axis of
// the automatic tactic, then again each but the last, so that an argument can
// be split along an axis after the others have propagated (ZeRO's optimizer
// state along the batch axis after Megatron's split along the model axis,
// as the manual schedule BP, MP, Z2 does).
std::vector<std::string> searchPhases(const std::vector<std::string>& axes) {
  std::vector<std::string> phases = axes;
  phases.insert(phases.end(), axes.begin(), axes.end() - (axes.empty() ? 0 : 1));
  return phases;
}

// "params['layer_12']['w']" -> "params['layer_#']['w']".
std::string withoutDigits(const std::string& name) {
  std::string out;
  for (char c : name) {
    const bool digit = c >= '0' && c <= '9';
    if (!digit) out += c;
    else if (out.empty() || out.back() != '#') out += '#';
  }
  return out;
}

struct ArgumentGroup {
  std::vector<const Value*> values;
  std::vector<std::string> targets;
};

// The function's tensor arguments in groups (header: "Groups"), in
// argument order of each group's first member.
std::vector<ArgumentGroup> argumentGroups(const Function& f) {
  std::vector<ArgumentGroup> groups;
  std::map<std::string, size_t> byKey;
  for (size_t i = 0; i < f.entry().numArguments(); ++i) {
    const Value* v = f.entry().argument(i);
    if (!v->type().isTensor()) continue;
    std::optional<std::string> target = uniqueTargetName(f, v);
    if (!target) continue;
    const std::vector<std::string> names = argumentNames(f, i);
    const std::string key = names.empty() ? fmt::format("%{}", i)
                                          : withoutDigits(names.front()) + " : " + v->type().str();
    auto [it, added] = byKey.emplace(key, groups.size());
    if (added) groups.emplace_back();
    groups[it->second].values.push_back(v);
    groups[it->second].targets.push_back(*target);
  }
  return groups;
}

// The dims of `v` the axis can tile now: local size a positive multiple of k.
std::vector<int64_t> divisibleDims(const Partitioner& p, const Value* v, int64_t k) {
  std::vector<int64_t> dims;
  const Shape shape = p.localValueShape(v);
  for (size_t d = 0; d < shape.size(); ++d)
    if (shape[d] >= k && shape[d] % k == 0) dims.push_back(static_cast<int64_t>(d));
  return dims;
}

std::vector<Candidate> enumerateCandidates(const Partitioner& p, const Tactic& tactic) {
  const std::vector<ArgumentGroup> groups = argumentGroups(p.function());
  std::vector<Candidate> out;
  const std::vector<std::string> phases = searchPhases(tactic.axes);
  for (size_t phase = 0; phase < phases.size(); ++phase) {
    const std::string& axis = phases[phase];
    const int64_t k = p.axisSize(axis);
    for (size_t g = 0; g < groups.size(); ++g) {
      const ArgumentGroup& group = groups[g];
      if (std::any_of(group.values.begin(), group.values.end(),
                      [&](const Value* v) { return p.loopedAlong(v, axis); }))
        continue;
      std::vector<int64_t> dims = divisibleDims(p, group.values.front(), k);
      for (const Value* v : group.values) {
        std::vector<int64_t> own = divisibleDims(p, v, k), common;
        std::set_intersection(dims.begin(), dims.end(), own.begin(), own.end(), std::back_inserter(common));
        dims = std::move(common);
      }
      for (int64_t d : dims) out.push_back({group.values, group.targets, g, phase, axis, {DimChoice::Kind::kDim, d}});
      out.push_back({group.values, group.targets, g, phase, axis, {DimChoice::Kind::kReplicated, 0}});
    }
  }
  return out;
}

// What identifies a program the partitioner holds: every node's place,
// kind, loops and where its operands come from, fed to two independent
// 64-bit hashes. Two programs share the 128 bits with probability about
// 2^-128 per pair; the facts themselves (as text) took as much memory per
// program as the program has nodes, kept for every program and action set
// the search saw (1.9 GB of T32's 120 s).
struct ProgramDigest {
  uint64_t fnv = 0, mixed = 0;
  bool operator==(const ProgramDigest&) const = default;
};
struct DigestHash {
  size_t operator()(const ProgramDigest& d) const { return d.fnv ^ (d.mixed << 1); }
};

class DigestBuilder {
 public:
  void add(uint64_t x) {
    fnv_ = fnv1a(std::string_view(reinterpret_cast<const char*>(&x), sizeof x), fnv_);
    mixed_ = mix64((mixed_ ^ mix64(x + kGoldenGamma)) + kGoldenGamma);
  }
  void add(std::string_view s) {
    add(s.size());
    for (unsigned char c : s) add(c);
  }
  ProgramDigest digest() const { return {fnv_, mixed_}; }

 private:
  uint64_t fnv_ = kFnvOffsetBasis, mixed_ = 0;
};

ProgramDigest programDigest(const Partitioner& p) {
  DigestBuilder d;
  for (const PartitionNode* n : p.nodesInOrder()) {
    d.add(static_cast<uint64_t>(n->order));
    d.add(static_cast<uint64_t>(n->kind));
    d.add(n->nest.size());
    for (const NestLevel& l : n->nest) {
      d.add(l.axis);
      d.add(static_cast<uint64_t>(l.entry));
    }
    d.add(n->operands.size());
    for (const Value* v : n->operands) {  // a producer's place, or the argument itself
      const PartitionNode* producer = p.producer(v);
      d.add(producer ? 0 : 1);
      d.add(producer ? static_cast<uint64_t>(producer->order) : reinterpret_cast<uintptr_t>(v));
    }
  }
  return d.digest();
}

// "opt_state['mu']['layer_3']['w']" -> root "opt_state", path "['mu']['layer_#']['w']".
std::pair<std::string, std::string> rootAndPath(const std::string& target) {
  const size_t bracket = target.find('[');
  if (bracket == std::string::npos || bracket == 0) return {target, ""};
  return {target.substr(0, bracket), withoutDigits(target.substr(bracket))};
}

// Whether x and y act alike on tied groups: one group's path is the other's
// under one more key and another root (params['layer_#']['w'] and
// opt_state['mu']['layer_#']['w']: a parameter and one of its moments).
bool tied(const Candidate& x, const Candidate& y) {
  if (x.group == y.group || x.phase != y.phase || !(x.choice == y.choice) ||
      x.values.front()->type() != y.values.front()->type())
    return false;
  auto [xRoot, xPath] = rootAndPath(x.targets.front());
  auto [yRoot, yPath] = rootAndPath(y.targets.front());
  if (xRoot == yRoot || xPath.empty() || yPath.empty() || xPath.size() == yPath.size()) return false;
  if (xPath.size() < yPath.size()) std::swap(xPath, yPath);
  const size_t extra = xPath.size() - yPath.size();
  return xPath.compare(extra, std::string::npos, yPath) == 0 && xPath.find('[', 1) == extra;
}

// Costs action sets, each distinct program once, within the bounds.
class Evaluator {
 public:
  Evaluator(const Partitioner& base, const Tactic& tactic, const std::vector<Candidate>& candidates,
            SearchObjective& objective, int64_t memory, size_t threads)
      : base_(propagated(base)), tactic_(tactic), candidates_(candidates), ties_(ties(candidates)),
        objective_(objective), memory_(memory),
        threads_(threads ? threads : std::clamp<size_t>(std::thread::hardware_concurrency(), 1, 8)),
        deadline_(Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                     std::chrono::duration<double>(tactic.search.budgetSeconds))) {}

  // The score of `set` (lower is better); kUnusable when an action fails,
  // the objective cannot cost the program, or the bounds are spent.
  double score(const ActionSet& set) { return scoreAll({set}).front(); }

  // The scores of `sets`, the same as score() one after another gives: the
  // decisions (cache, bounds, best) are made in order, while batches of
  // kBatchPerThread candidates per thread are partitioned and costed in parallel.
  std::vector<double> scoreAll(const std::vector<ActionSet>& sets) {
    std::vector<double> out(sets.size(), kUnusable);
    const size_t batch = kBatchPerThread * threads_;
    for (size_t start = 0; start < sets.size(); start += batch) {
      const size_t end = std::min(sets.size(), start + batch);
      std::vector<Partitioned> partitioned(end - start);
      const bool open = !spent();  // else only what is cached is scored
      inParallel(start, end, [&](size_t i) {
        if (open && !setScores_.count(keyOf(sets[i]))) partitioned[i - start] = partitionOnce(sets[i]);
      });
      std::vector<char> costHere(end - start, 0);
      std::unordered_set<ProgramDigest, DigestHash> scheduled;
      for (size_t i = start; i < end; ++i) {
        const Partitioned& p = partitioned[i - start];
        if (setScores_.count(keyOf(sets[i])) || !p.digest || spent()) continue;
        if (programs_.count(*p.digest) || !scheduled.insert(*p.digest).second) continue;
        costHere[i - start] = 1;
        ++evaluated_;
      }
      std::vector<std::optional<Evaluation>> costs(end - start);
      inParallel(start, end, [&](size_t i) {
        if (costHere[i - start]) costs[i - start] = costOnce(partitioned[i - start]);
      });
      for (size_t i = start; i < end; ++i) {
        const Partitioned& p = partitioned[i - start];
        if (costHere[i - start]) programs_.emplace(*p.digest, costs[i - start]);
        out[i] = decide(sets[i], p.digest);
      }
    }
    return out;
  }

  // Whether `set` is scored or speculated already.
  bool known(const ActionSet& set) const {
    const std::string key = keyOf(set);
    return setScores_.count(key) || speculatedSets_.count(key);
  }

  // Partitions and costs `sets` on all threads ahead of need, without
  // counting or recording them: a later score() takes what was found here
  // as if it had computed it then, so the bounds, the decisions and the
  // result are the same as without speculation, for any number of threads.
  void speculate(const std::vector<ActionSet>& sets) {
    if (spent()) return;
    std::vector<ActionSet> todo;
    for (const ActionSet& set : sets)
      if (!known(set)) todo.push_back(set);
    std::vector<Partitioned> partitioned(todo.size());
    inParallel(0, todo.size(), [&](size_t i) { partitioned[i] = partitionOnce(todo[i]); });
    std::vector<size_t> toCost;
    std::unordered_set<ProgramDigest, DigestHash> scheduled;
    for (size_t i = 0; i < todo.size(); ++i) {
      const Partitioned& p = partitioned[i];
      speculatedSets_.emplace(keyOf(todo[i]), p.digest);
      if (p.digest && !programs_.count(*p.digest) && !speculatedPrograms_.count(*p.digest) &&
          scheduled.insert(*p.digest).second)
        toCost.push_back(i);
    }
    std::vector<std::optional<Evaluation>> costs(toCost.size());
    inParallel(0, toCost.size(), [&](size_t j) { costs[j] = evaluate(*partitioned[toCost[j]].program); });
    for (size_t j = 0; j < toCost.size(); ++j) speculatedPrograms_.emplace(*partitioned[toCost[j]].digest, costs[j]);
  }

  bool spent() {
    if (evaluated_ >= tactic_.search.evaluations) return true;
    if (Clock::now() < deadline_) return false;
    stoppedByTime_ = true;
    return true;
  }

  // Whether actions a and b act on the same group along the same axis.
  bool sameSlot(int a, int b) const {
    return candidates_[a].group == candidates_[b].group && candidates_[a].axis == candidates_[b].axis;
  }
  // Actions on different groups of one type, with the same choice and phase.
  bool alike(int a, int b) const {
    const Candidate &x = candidates_[a], &y = candidates_[b];
    return x.group != y.group && x.phase == y.phase && x.choice == y.choice &&
           x.values.front()->type() == y.values.front()->type();
  }
  // Tiles of different groups along one axis whose names share their parent
  // ("params['layer_0']['mlp']['w1']" and "...['mlp']['w2']"): one module's
  // weights, which Megatron-style splits tile together (w1 by columns, w2 by
  // rows), each alone paying off less.
  bool siblings(int a, int b) const {
    const Candidate &x = candidates_[a], &y = candidates_[b];
    if (x.group == y.group || x.phase != y.phase || x.choice.kind != DimChoice::Kind::kDim ||
        y.choice.kind != DimChoice::Kind::kDim)
      return false;
    const std::string &p = x.targets.front(), &q = y.targets.front();
    const size_t i = p.rfind('['), j = q.rfind('[');
    return i != std::string::npos && i > 0 && i == j && p.compare(0, i, q, 0, j) == 0;
  }
  // The actions with a's axis and choice on a's group and the groups tied to
  // it, ascending: one parameter and its optimizer moments, which a training
  // step updates element by element together, so they pay off sharded alike.
  const std::vector<int>& tiedTo(int a) const { return ties_.at(a); }
  bool compatible(const ActionSet& set, int a) const {
    return std::none_of(set.begin(), set.end(), [&](int b) { return sameSlot(a, b); });
  }

  const ActionSet& best() const { return best_; }
  const Evaluation& evaluationOf(const ActionSet& set) const { return *programs_.at(setPrograms_.at(keyOf(set))); }
  int64_t evaluated() const { return evaluated_; }
  bool stoppedByTime() const { return stoppedByTime_; }
  size_t threads() const { return threads_; }
  size_t size() const { return candidates_.size(); }
  // The manual tactics that apply `set` (header: one per phase).
  std::vector<Tactic> tacticsFor(const ActionSet& set) const;
  double scoreOf(const Evaluation& e) const {
    return e.peakBytes <= memory_ ? e.seconds
                                  : kDoesNotFit + static_cast<double>(e.peakBytes) / static_cast<double>(memory_);
  }
  bool fits(const Evaluation& e) const { return e.peakBytes <= memory_; }

 private:
  static std::string keyOf(const ActionSet& set) { return fmt::format("{}", fmt::join(set, ",")); }

  // The program `set` makes of the base, or null when an action fails: the
  // actions of tacticsFor(set), each target already resolved to its value.
  std::unique_ptr<Partitioner> partition(const ActionSet& set) const {
    auto p = std::make_unique<Partitioner>(base_);
    const std::vector<Tactic> tactics = tacticsFor(set);
    for (size_t phase = 0; phase < tactics.size(); ++phase) {
      const Tactic& t = tactics[phase];
      int64_t actions = 0;
      for (int a : set) {
        const Candidate& c = candidates_[a];
        if (c.phase != phase) continue;
        if (!applyAssignment(*p, t, {c.targets.front(), c.choice, tactic_.loc}, c.values, actions).ok())
          return nullptr;
      }
      p->propagate();
    }
    return p;
  }

  // A set's program: partitioned now, or its digest from speculate().
  struct Partitioned {
    std::optional<ProgramDigest> digest;   // none when an action failed
    std::unique_ptr<Partitioner> program;  // null when speculated or an action failed
  };

  Partitioned partitionOnce(const ActionSet& set) const {
    if (auto it = speculatedSets_.find(keyOf(set)); it != speculatedSets_.end())
      return {it->second, nullptr};
    Partitioned p;
    p.program = partition(set);
    if (p.program) p.digest = programDigest(*p.program);
    return p;
  }

  std::optional<Evaluation> costOnce(const Partitioned& p) const {
    if (auto it = speculatedPrograms_.find(*p.digest); it != speculatedPrograms_.end()) return it->second;
    return evaluate(*p.program);
  }

  std::optional<Evaluation> evaluate(const Partitioner& p) const {
    try {
      Result<Evaluation> e = objective_.evaluate(p);
      if (e.ok()) return e.value();
    } catch (const std::exception&) {  // an internal error costs nothing: the candidate is unusable
    }
    return std::nullopt;
  }

  // Runs fn(i) for each i in [begin, end) on up to threads_ threads, each
  // taking the next i when it is done with one (candidates differ in cost).
  template <class Fn>
  void inParallel(size_t begin, size_t end, Fn&& fn) const {
    const size_t workers = std::min(threads_, end - begin);
    std::atomic<size_t> next{begin};
    auto work = [&] {
      for (size_t i = next++; i < end; i = next++) fn(i);
    };
    std::vector<Thread> pool;  // partitioning and costing recursion unmeasured: the large stack
    for (size_t w = 1; w < workers; ++w) pool.emplace_back(work, kLargeStackBytes);
    work();
    for (Thread& t : pool) t.join();
  }

  // Records the score of `set` once its program (none: an action failed) is
  // costed (or not).
  double decide(const ActionSet& set, const std::optional<ProgramDigest>& digest) {
    const std::string key = keyOf(set);
    if (auto it = setScores_.find(key); it != setScores_.end()) return it->second;
    auto program = digest ? programs_.find(*digest) : programs_.end();
    if (digest && program == programs_.end()) return kUnusable;  // the bounds were spent
    const double s = digest && program->second ? scoreOf(*program->second) : kUnusable;
    setScores_.emplace(key, s);
    if (digest) setPrograms_.emplace(key, *digest);
    if (s < bestScore_) {
      bestScore_ = s;
      best_ = set;
    }
    return s;
  }

  static std::vector<std::vector<int>> ties(const std::vector<Candidate>& candidates) {
    std::vector<std::vector<int>> out(candidates.size());
    for (size_t a = 0; a < candidates.size(); ++a)
      for (size_t b = 0; b < candidates.size(); ++b)
        if (a == b || tied(candidates[a], candidates[b])) out[a].push_back(static_cast<int>(b));
    return out;
  }

  // The base at its fixed point, so that each candidate's propagate visits
  // only what its actions change (Partitioner::Visit::kChanged).
  static Partitioner propagated(const Partitioner& base) {
    Partitioner p(base);
    p.propagate();
    return p;
  }

  const Partitioner base_;
  const Tactic& tactic_;
  const std::vector<Candidate>& candidates_;
  const std::vector<std::vector<int>> ties_;
  SearchObjective& objective_;
  int64_t memory_;
  const size_t threads_;
  Clock::time_point deadline_;
  std::unordered_map<std::string, double> setScores_;
  std::unordered_map<std::string, ProgramDigest> setPrograms_;  // set -> its program
  std::unordered_map<ProgramDigest, std::optional<Evaluation>, DigestHash> programs_;  // nullopt: not costable
  std::unordered_map<std::string, std::optional<ProgramDigest>> speculatedSets_;  // nullopt: an action failed
  std::unordered_map<ProgramDigest, std::optional<Evaluation>, DigestHash> speculatedPrograms_;
  ActionSet best_;
  double bestScore_ = kUnusable;
  int64_t evaluated_ = 0;
  bool stoppedByTime_ = false;
};

std::vector<Tactic> Evaluator::tacticsFor(const ActionSet& set) const {
  std::vector<Tactic> tactics;
  const std::vector<std::string> phases = searchPhases(tactic_.axes);
  for (size_t phase = 0; phase < phases.size(); ++phase) {
    Tactic t;
    t.name = tactic_.axes.size() == 1 ? tactic_.name : tactic_.name + "_" + phases[phase];
    if (phase >= tactic_.axes.size()) t.name += "_2";
    t.axes = {phases[phase]};
    t.loc = tactic_.loc;
    for (int a : set)
      if (candidates_[a].phase == phase)
        for (const std::string& target : candidates_[a].targets)
          t.assignments.push_back({target, candidates_[a].choice, tactic_.loc});
    tactics.push_back(std::move(t));
  }
  return tactics;
}

bool holds(const ActionSet& set, int a) { return std::binary_search(set.begin(), set.end(), a); }

ActionSet withAction(ActionSet set, int a) {
  set.insert(std::lower_bound(set.begin(), set.end(), a), a);
  return set;
}

// `set` with `a` in place of whatever acted on a's slot.
ActionSet withSlot(const Evaluator& ev, const ActionSet& set, int a) {
  ActionSet out;
  for (int b : set)
    if (!ev.sameSlot(a, b)) out.push_back(b);
  return withAction(std::move(out), a);
}

// The indices of `scores`, best (lowest) first; ties keep their order.
std::vector<size_t> rankOrder(const std::vector<double>& scores) {
  std::vector<size_t> order(scores.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](size_t x, size_t y) { return scores[x] < scores[y]; });
  return order;
}

// The sets of `sets` scored (scoreAll), best first; ties keep their order.
std::vector<std::pair<double, ActionSet>> ranked(Evaluator& ev, std::vector<ActionSet> sets) {
  const std::vector<double> scores = ev.scoreAll(sets);
  std::vector<std::pair<double, ActionSet>> out;
  for (size_t i : rankOrder(scores)) out.emplace_back(scores[i], std::move(sets[i]));
  return out;
}

// `first` with the actions of `second` that `current` lacks, each in its slot.
ActionSet combined(const Evaluator& ev, const ActionSet& current, const ActionSet& first, const ActionSet& second) {
  ActionSet both = first;
  for (int a : second)
    if (!holds(current, a)) both = withSlot(ev, both, a);
  return both;
}

// A move of greedy local search: actions added (each in place of its
// slot's; several for tied groups, Evaluator::tiedTo) or one dropped.
struct Move {
  std::vector<int> actions;
  bool drop;
};

// Whether `move` changes `current`.
bool applies(const ActionSet& current, const Move& move) {
  if (move.drop) return holds(current, move.actions.front());
  return std::any_of(move.actions.begin(), move.actions.end(), [&](int a) { return !holds(current, a); });
}

ActionSet applied(const Evaluator& ev, ActionSet set, const Move& move) {
  if (move.drop) {
    set.erase(std::find(set.begin(), set.end(), move.actions.front()));
    return set;
  }
  for (int a : move.actions) set = withSlot(ev, set, a);
  return set;
}

// Every move from `current`: each action added, the actions of tied groups
// added together, each action dropped.
std::vector<Move> allMoves(const Evaluator& ev, const ActionSet& current) {
  std::vector<Move> moves;
  for (int a = 0; a < static_cast<int>(ev.size()); ++a)
    if (!holds(current, a)) moves.push_back({{a}, false});
  for (int a = 0; a < static_cast<int>(ev.size()); ++a) {
    const std::vector<int>& tied = ev.tiedTo(a);
    if (tied.size() > 1 && tied.front() == a && applies(current, {tied, false})) moves.push_back({tied, false});
  }
  for (int b : current) moves.push_back({{b}, true});
  return moves;
}

// The moves of `moves` that change `current`, applied, scored and ranked best
// first (ties keep their order), each with its move.
struct RankedMoves {
  std::vector<std::pair<double, ActionSet>> sets;
  std::vector<Move> moves;
};
RankedMoves rankedMoves(Evaluator& ev, const ActionSet& current, const std::vector<Move>& moves) {
  std::vector<ActionSet> sets;
  std::vector<Move> kept;
  for (const Move& m : moves)
    if (applies(current, m)) sets.push_back(applied(ev, current, m)), kept.push_back(m);
  const std::vector<double> scores = ev.scoreAll(sets);
  RankedMoves out;
  for (size_t i : rankOrder(scores)) {
    out.sets.emplace_back(scores[i], std::move(sets[i]));
    out.moves.push_back(kept[i]);
  }
  return out;
}

// Two moves at once: pairs of the kLookahead best single moves, and pairs
// of alike actions (an optimizer's moments of one parameter) or sibling
// tiles (one module's weights, split as Megatron does, alone and with their
// tied groups) whatever their rank alone: such pairs often pay off only
// together.
std::vector<ActionSet> pairMoves(const Evaluator& ev, const ActionSet& current,
                                 const std::vector<std::pair<double, ActionSet>>& singles) {
  std::vector<ActionSet> pairs;
  auto add = [&](const ActionSet& first, const ActionSet& second) {
    ActionSet both = combined(ev, current, first, second);
    if (both != first && both != second) pairs.push_back(std::move(both));
  };
  const size_t top = std::min(kLookahead, singles.size());
  for (size_t i = 0; i < top; ++i)
    for (size_t j = i + 1; j < top; ++j) add(singles[i].second, singles[j].second);
  auto absent = [&](int a) { return !holds(current, a); };
  for (int a = 0; a < static_cast<int>(ev.size()); ++a)
    for (int b = a + 1; b < static_cast<int>(ev.size()); ++b)
      if ((ev.alike(a, b) || ev.siblings(a, b)) && absent(a) && absent(b)) {
        add(withSlot(ev, current, a), withSlot(ev, current, b));
        if (ev.siblings(a, b) && (ev.tiedTo(a).size() > 1 || ev.tiedTo(b).size() > 1))
          add(applied(ev, current, {ev.tiedTo(a), false}), applied(ev, current, {ev.tiedTo(b), false}));
      }
  return pairs;
}

// Whether `move` (a set one move from `start`) acts on a slot that an action
// taken since `start` (an action of `current` not in `start`) holds.
bool retakesSlot(const Evaluator& ev, const ActionSet& start, const ActionSet& current, const ActionSet& move) {
  for (int a : move)
    if (!holds(start, a))
      for (int b : current)
        if (!holds(start, b) && ev.sameSlot(a, b)) return true;
  return false;
}

// How greedy stacks a round's other improving moves on its best one.
enum class Stacking {
  kImproving,    // each move that still improves the program
  kIndependent,  // each move that still gains kIndependentGain of its gain alone
};

// After the best move from `start`, each other improving move in rank order
// that leaves the slots taken this round alone joins `current` if the
// program it gives still improves (kImproving), or improves by nearly as
// much as the move alone does (kIndependent): moves on other arguments
// (another layer's weights, another optimizer moment) are mostly
// independent, so one round takes several instead of one.
void stackImprovingMoves(Evaluator& ev, Stacking stacking, const ActionSet& start, double startScore,
                         const std::vector<std::pair<double, ActionSet>>& singles, ActionSet& current,
                         double& currentScore) {
  for (size_t i = 1; i < singles.size() && singles[i].first < startScore && !ev.spent(); ++i) {
    if (retakesSlot(ev, start, current, singles[i].second)) continue;
    ActionSet next = combined(ev, start, current, singles[i].second);
    if (next == current) continue;
    if (!ev.known(next)) {  // the next moves on all threads, each as if those before it are refused
      std::vector<ActionSet> ahead;
      for (size_t j = i; j < singles.size() && singles[j].first < startScore && ahead.size() < ev.threads(); ++j)
        ahead.push_back(combined(ev, start, current, singles[j].second));
      ev.speculate(ahead);
    }
    const double required =
        stacking == Stacking::kIndependent ? kIndependentGain * (startScore - singles[i].first) : 0;
    if (const double score = ev.score(next); currentScore - score > required) {
      current = std::move(next);
      currentScore = score;
    }
  }
}

// The moves of `ranked` whose sets score below `score`, at most kLazy.
std::vector<Move> improving(const RankedMoves& ranked, double score) {
  std::vector<Move> out;
  for (size_t i = 0; i < ranked.sets.size() && out.size() < kLazy && ranked.sets[i].first < score; ++i)
    out.push_back(ranked.moves[i]);
  return out;
}

// One descent of greedy local search from no action, a round at a time:
// each round takes the best move (add an action, replace one by another on
// the same slot, or drop one) and stacks the round's other improving moves
// on it (stackImprovingMoves). A round costs every move, or lazily only the
// kLazy moves that improved most in the last round while one of them still
// does (a large model's moves mostly keep their value as others are taken).
// When no single move helps, it looks one move further, over pairs
// (pairMoves), and ends when none helps either.
class GreedyDescent {
 public:
  GreedyDescent(Evaluator& ev, Stacking stacking) : ev_(ev), stacking_(stacking), score_(ev.score({})) {}

  double score() const { return score_; }
  bool ended() const { return ended_; }

  void round() {
    if (!promising_.empty()) {  // a lazy round: only the moves that helped last time
      const RankedMoves lazy = rankedMoves(ev_, current_, promising_);
      promising_ = improving(lazy, score_);
      if (advance(lazy)) return;
    }
    const RankedMoves singles = rankedMoves(ev_, current_, allMoves(ev_, current_));
    promising_ = improving(singles, score_);
    if (advance(singles)) return;
    const std::vector<std::pair<double, ActionSet>> pairs = ranked(ev_, pairMoves(ev_, current_, singles.sets));
    if (pairs.empty() || !(pairs.front().first < score_)) {
      ended_ = true;
      return;
    }
    std::tie(score_, current_) = pairs.front();
  }

 private:
  // Takes the best of `round` when it improves, and stacks the others on it.
  bool advance(const RankedMoves& round) {
    if (round.sets.empty() || !(round.sets.front().first < score_)) return false;
    const ActionSet start = current_;
    const double startScore = score_;
    std::tie(score_, current_) = round.sets.front();
    stackImprovingMoves(ev_, stacking_, start, startScore, round.sets, current_, score_);
    return true;
  }

  Evaluator& ev_;
  const Stacking stacking_;
  ActionSet current_;
  double score_;
  std::vector<Move> promising_;  // the last round's best improving moves
  bool ended_ = false;
};

// Greedy: two descents, best first. One stacks every move that still helps,
// which is quick but can take a move that blocks better ones (on T32, a
// sequence split before Megatron's MLP split); the other stacks only
// independent moves. Each takes its first round (the careful one's costs
// little: its moves are the quick one's), then the one whose program is
// better takes the next round, until both end or the bounds are spent. The
// result is the best program either saw. Never complete.
bool greedySearch(Evaluator& ev) {
  GreedyDescent quick(ev, Stacking::kImproving), careful(ev, Stacking::kIndependent);
  quick.round();
  if (!ev.spent()) careful.round();
  while (!ev.spent() && !(quick.ended() && careful.ended())) {
    const bool quickNext = careful.ended() || (!quick.ended() && quick.score() <= careful.score());
    (quickNext ? quick : careful).round();
  }
  return false;
}

// Beam search: the kBeamWidth best sets of each size grow by one action.
bool beamSearch(Evaluator& ev) {
  std::vector<ActionSet> beam{{}};
  double bestSoFar = ev.score({});
  while (!beam.empty() && !ev.spent()) {
    std::set<ActionSet> children;
    for (const ActionSet& set : beam)
      for (int a = 0; a < static_cast<int>(ev.size()); ++a)
        if (ev.compatible(set, a)) children.insert(withAction(set, a));
    const std::vector<std::pair<double, ActionSet>> next =
        ranked(ev, std::vector<ActionSet>(children.begin(), children.end()));
    if (next.empty() || !(next.front().first < bestSoFar)) break;
    bestSoFar = next.front().first;
    beam.clear();
    for (size_t i = 0; i < std::min(kBeamWidth, next.size()) && next[i].first < kUnusable; ++i)
      beam.push_back(next[i].second);
  }
  return false;
}

// Every set, depth first in index order; complete when the bounds allowed all.
bool exhaustiveFrom(Evaluator& ev, const ActionSet& set) {
  const int first = set.empty() ? 0 : set.back() + 1;
  for (int a = first; a < static_cast<int>(ev.size()); ++a) {
    if (!ev.compatible(set, a)) continue;
    ActionSet child = withAction(set, a);
    ev.score(child);
    if (ev.spent() || !exhaustiveFrom(ev, child)) return false;
  }
  return true;
}

bool exhaustiveSearch(Evaluator& ev) {
  ev.score({});
  return exhaustiveFrom(ev, {}) && !ev.spent();
}

// Single-player Monte Carlo tree search over sets grown in index order.
class TreeSearch {
 public:
  TreeSearch(Evaluator& ev, uint64_t seed) : ev_(ev), rng_(seed) {}

  bool run() {
    baseline_ = ev_.score({});
    if (!(baseline_ < kUnusable)) return false;
    // Each action's value alone orders the expansion and guides rollouts.
    for (int a = 0; a < static_cast<int>(ev_.size()) && !ev_.spent(); ++a)
      gain_.push_back(std::max(0.0, reward(ev_.score({a})) - 1));
    gain_.resize(ev_.size(), 0.0);
    nodes_.push_back(makeNode({}));
    const int64_t maxIterations = 64 * std::max<int64_t>(1, ev_.size()) + 1024;
    for (int64_t i = 0; i < maxIterations && !nodes_[0].exhausted && !ev_.spent(); ++i) iterate();
    return nodes_[0].exhausted;
  }

 private:
  struct Node {
    ActionSet set;
    std::vector<int> untried;  // shuffled; popped from the back
    std::vector<size_t> children;
    int64_t visits = 0;
    double bestReward = 0;
    bool exhausted = false;  // the whole subtree has been costed
  };

  Node makeNode(ActionSet set) {
    Node n;
    const int first = set.empty() ? 0 : set.back() + 1;
    for (int a = first; a < static_cast<int>(ev_.size()); ++a)
      if (ev_.compatible(set, a)) n.untried.push_back(a);
    // Popped from the back: the most valuable actions are tried first.
    std::stable_sort(n.untried.begin(), n.untried.end(), [&](int x, int y) { return gain_[x] < gain_[y]; });
    n.set = std::move(set);
    return n;
  }

  double reward(double score) const { return score < kUnusable ? baseline_ / score : 0; }

  // The child UCT picks; nodes_.size() when every child is exhausted.
  size_t select(const Node& n) const {
    const double scale = std::max(bestReward_, 1e-300);
    size_t chosen = nodes_.size();
    double bestValue = -1;
    for (size_t c : n.children) {
      const Node& child = nodes_[c];
      if (child.exhausted) continue;
      const double value = child.bestReward / scale +
                           kExploration * std::sqrt(std::log(static_cast<double>(n.visits) + 1) /
                                                    static_cast<double>(child.visits + 1));
      if (value > bestValue) bestValue = value, chosen = c;
    }
    return chosen;
  }

  // A random completion of `from`, guided by the actions' values alone:
  // each later (group, axis) slot takes one of its valuable actions (chosen
  // in proportion to value) with probability 3/4, any of its actions with
  // probability 1/8 when none is valuable, and is otherwise left alone.
  double rollout(const ActionSet& from) {
    ActionSet set = from;
    const int first = set.empty() ? 0 : set.back() + 1;
    std::vector<int> slot;
    auto closeSlot = [&] {
      if (slot.empty()) return;
      double total = 0;
      for (int a : slot) total += gain_[a];
      std::uniform_real_distribution<double> unit(0, 1);
      if (total > 0 && unit(rng_) < 0.75) {
        double pick = unit(rng_) * total;
        for (int a : slot)
          if ((pick -= gain_[a]) <= 0 || a == slot.back()) {
            set = withAction(set, a);
            break;
          }
      } else if (total == 0 && unit(rng_) < 0.125) {
        set = withAction(set, slot[rng_() % slot.size()]);
      }
      slot.clear();
    };
    for (int a = first; a < static_cast<int>(ev_.size()); ++a) {
      if (!ev_.compatible(from, a)) continue;
      if (!slot.empty() && !ev_.sameSlot(slot.front(), a)) closeSlot();
      slot.push_back(a);
    }
    closeSlot();
    return reward(ev_.score(set));
  }

  void iterate() {
    std::vector<size_t> path{0};
    while (nodes_[path.back()].untried.empty() && !nodes_[path.back()].children.empty()) {
      const size_t next = select(nodes_[path.back()]);
      if (next == nodes_.size()) break;
      path.push_back(next);
    }
    double r = 0;
    if (!nodes_[path.back()].untried.empty()) {
      const int a = nodes_[path.back()].untried.back();
      nodes_[path.back()].untried.pop_back();
      Node child = makeNode(withAction(nodes_[path.back()].set, a));
      r = reward(ev_.score(child.set));
      const ActionSet childSet = child.set;
      nodes_[path.back()].children.push_back(nodes_.size());
      path.push_back(nodes_.size());
      nodes_.push_back(std::move(child));
      r = std::max(r, rollout(childSet));
    }
    bestReward_ = std::max(bestReward_, r);
    for (auto it = path.rbegin(); it != path.rend(); ++it) {
      Node& n = nodes_[*it];
      ++n.visits;
      n.bestReward = std::max(n.bestReward, r);
      n.exhausted = n.untried.empty() && std::all_of(n.children.begin(), n.children.end(),
                                                      [&](size_t c) { return nodes_[c].exhausted; });
    }
  }

  Evaluator& ev_;
  std::mt19937_64 rng_;
  std::vector<Node> nodes_;
  std::vector<double> gain_;  // per action: reward alone - 1, at least 0
  double baseline_ = 0;
  double bestReward_ = 0;
};

}  // namespace

Result<AutomaticOutcome> SearchStrategy::search(const Partitioner& partitioner, const Tactic& tactic) {
  const Clock::time_point start = Clock::now();
  const std::vector<Candidate> candidates = enumerateCandidates(partitioner, tactic);
  Evaluator ev(partitioner, tactic, candidates, objective_, deviceMemoryBytes_, threads_);
  if (!(ev.score({}) < kUnusable))
    return makeError(ErrorKind::kUnsupported, tactic.loc,
                     "tactic {}: the cost model cannot cost the program before the search", tactic.name);
  const std::string& algorithm = tactic.search.algorithm;
  bool complete = false;
  if (algorithm == "greedy") complete = greedySearch(ev);
  else if (algorithm == "beam") complete = beamSearch(ev);
  else if (algorithm == "exhaustive") complete = exhaustiveSearch(ev);
  else complete = TreeSearch(ev, tactic.search.seed).run();
  const Evaluation& best = ev.evaluationOf(ev.best());
  AutomaticOutcome outcome;
  outcome.tactics = ev.tacticsFor(ev.best());
  // A second pass over an axis that issues nothing only propagates again,
  // which changes nothing at the fixed point the pass before it reached.
  for (size_t phase = outcome.tactics.size(); phase-- > tactic.axes.size();)
    if (outcome.tactics[phase].assignments.empty()) outcome.tactics.erase(outcome.tactics.begin() + phase);
  outcome.search = {algorithm,
                    ev.evaluated(),
                    std::chrono::duration<double>(Clock::now() - start).count(),
                    best.seconds,
                    best.peakBytes,
                    ev.fits(best),
                    complete,
                    ev.stoppedByTime(),
                    !ev.stoppedByTime() && ev.evaluated() >= tactic.search.evaluations,
                    tactic.search.evaluations};
  return outcome;
}

}  // namespace partir
