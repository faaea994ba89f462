// The searches of rewrite/auto_partition.h on designed landscapes: an
// objective that scores a program by how its arguments are tiled alone, so
// that each test shapes the trap one of greedy's moves exists to escape, and
// fails without that move. The arguments are independent (no op joins
// them), so propagation adds nothing and the score is exactly the landscape.
#include <gtest/gtest.h>

#include <functional>
#include <map>
#include <set>

#include "parse_helpers.h"
#include "rewrite/auto_partition.h"

namespace partir {
namespace {

using testing::parseVerified;

// How an argument ends up along the search's axes: the dims it is tiled on
// (none: whole) and, for a tile node, the axes of its loops, outermost first.
struct ArgumentTiling {
  std::vector<int64_t> dims;
  std::vector<std::string> axes;
  bool tiledOn0() const { return dims == std::vector<int64_t>{0}; }
};
using Tilings = std::map<std::string, ArgumentTiling>;  // by jax.arg_info name

Tilings tilingsOf(const Partitioner& p) {
  Tilings out;
  const Function& f = p.function();
  for (size_t i = 0; i < f.entry().numArguments(); ++i) {
    const Value* v = f.entry().argument(i);
    ArgumentTiling& t = out[argumentNames(f, i).front()];
    const Shape local = p.localValueShape(v);
    for (size_t d = 0; d < local.size(); ++d)
      if (local[d] < v->type().tensor().shape[d]) t.dims.push_back(static_cast<int64_t>(d));
    if (const PartitionNode* n = p.producer(p.front(v)))
      for (const NestLevel& level : n->nest) t.axes.push_back(level.axis);
  }
  return out;
}

// The landscape as an objective: its score is the estimated step time.
class Landscape : public SearchObjective {
 public:
  explicit Landscape(std::function<double(const Tilings&)> score) : score_(std::move(score)) {}
  Result<Evaluation> evaluate(const Partitioner& p) override { return Evaluation{score_(tilingsOf(p)), 0}; }

 private:
  std::function<double(const Tilings&)> score_;
};

// A function of independent 8x8 arguments with these jax.arg_info names.
std::string independentArguments(const std::vector<std::string>& names) {
  std::string params, types, results;
  for (size_t i = 0; i < names.size(); ++i) {
    const std::string sep = i ? ", " : "";
    params += fmt::format("{}%a{}: tensor<8x8xf32> {{jax.arg_info = \"{}\"}}", sep, i, names[i]);
    types += sep + "tensor<8x8xf32>";
    results += fmt::format("{}%a{}", sep, i);
  }
  return fmt::format("func.func @main({}) -> ({}) {{\n  return {} : {}\n}}\n", params, types, results, types);
}

// What the search on `program` under `schedule` found: its score and
// schedule, and how many programs it costed.
struct Found {
  double score;
  std::string schedule;
  int64_t evaluated = 0;
  bool complete = false;
};
Found search(const std::string& program, const std::string& schedule, SearchObjective& landscape) {
  std::unique_ptr<Module> m = parseVerified(program);
  Result<Schedule> s = parseSchedule(schedule, "auto.sched");
  EXPECT_TRUE(s.ok()) << s.error().str();
  SearchStrategy strategy(landscape, std::numeric_limits<int64_t>::max(), 1);
  PartitionOptions options;
  options.automatic = &strategy;
  Result<PartitionResult> r = partitionModule(*m, s.value(), options);
  EXPECT_TRUE(r.ok()) << r.error().str();
  if (!r.ok()) return {0, ""};
  const SearchReport& report = r->reports.back().search.value();
  EXPECT_FALSE(report.stoppedByTime);
  return {report.bestEstSeconds, formatSchedule(scheduleWithFound(s.value(), r->reports)), report.evaluated,
          report.complete};
}

// Any action but "tile dim 0" (another dim, atomic) costs 50, so that the
// landscape has two states per argument.
double offDim0(const Tilings& t) {
  double penalty = 0;
  for (const auto& [name, tiling] : t)
    if (!tiling.axes.empty() && !tiling.tiledOn0()) penalty += 50;
  return penalty;
}

// T32's trap, in small (docs/partitioning.md): `a` is the best move alone
// (Megatron's attention heads); `s` is the next best alone but loses most of
// its gain next to `a` (a sequence split), and blocks `u` and `v`, which pay
// off independently of `a` and most of all together (Megatron's MLP).
// Stacking every move that still improves takes a, then s (100 -> 60 -> 50),
// and from there no single move or pair reaches a, u, v without s (30).
// Greedy's careful descent stacks only independent moves, and finds it.
TEST(GreedySearch, ItsCarefulDescentEscapesAMoveThatBlocksBetterOnes) {
  Landscape trap([](const Tilings& t) {
    const bool a = t.at("a").tiledOn0(), s = t.at("s").tiledOn0(), u = t.at("u").tiledOn0(),
               v = t.at("v").tiledOn0();
    double score = 100 - 40.0 * a + offDim0(t);
    if (s) return score - (a ? 10 : 30) + u + v;
    return score - (u && v ? 30 : 4.0 * (u + v));
  });
  const Found found = search(independentArguments({"a", "s", "u", "v"}),
                             "mesh x=2\ntactic A axis=x auto evaluations=500\n", trap);
  EXPECT_EQ(found.score, 30) << found.schedule;
  EXPECT_EQ(found.schedule, "mesh x=2\ntactic A axis=x\n  a = 0\n  u = 0\n  v = 0\n");
}

// A parameter and its two optimizer moments pay off only when all three are
// split alike (an Adam update reads them element by element together); each
// alone or any two cost more. Only a tied move (Evaluator::tiedTo) sets the
// three at once.
TEST(GreedySearch, TiedMovesSplitAParameterWithItsOptimizerMoments) {
  Landscape together([](const Tilings& t) {
    const int on = t.at("params['w']").tiledOn0() + t.at("opt_state['mu']['w']").tiledOn0() +
                   t.at("opt_state['nu']['w']").tiledOn0();
    return (on == 3 ? 50.0 : 100.0 + on) + offDim0(t);
  });
  const Found found =
      search(independentArguments({"params['w']", "opt_state['mu']['w']", "opt_state['nu']['w']"}),
             "mesh x=2\ntactic A axis=x auto evaluations=500\n", together);
  EXPECT_EQ(found.score, 50) << found.schedule;
}

// Megatron's MLP split in small: one module's two weights pay off only when
// split together, `up` by columns and `down` by rows. Either alone costs
// more than any of nine unrelated moves, so neither a single move nor a pair
// of the 8 best single moves finds the split; greedy's lookahead also pairs
// sibling tiles (Evaluator::siblings).
TEST(GreedySearch, SiblingPairsSplitOneModulesWeightsTogether) {
  Landscape megatron([](const Tilings& t) {
    const bool split = t.at("params['mlp']['up']").dims == std::vector<int64_t>{1} &&
                       t.at("params['mlp']['down']").tiledOn0();
    double score = split ? 50 : 100;
    for (const auto& [name, tiling] : t)
      if (!tiling.axes.empty()) score += name.starts_with("params") ? (split ? 0 : 2) : 1;
    return score;
  });
  const Found found = search(independentArguments({"params['mlp']['up']", "params['mlp']['down']", "a", "b", "c",
                                                   "e", "f", "g", "h", "k", "n"}),
                             "mesh x=2\ntactic A axis=x auto evaluations=2000\n", megatron);
  EXPECT_EQ(found.score, 50) << found.schedule;
}

// A move that helps alone, is refused next to the round's best move, and
// helps again once a later move of that round is taken: `b` gains 10 alone,
// loses 1 next to `a`, and gains 15 next to `a` and `c`. Round one takes `a`
// (100 -> 80), refuses `b` (81) and stacks `c` (75). A lazy round re-costs
// only the round's improving moves (a, b, c) and takes `b` (60); a full
// round would cost the 23 decoys' 69 moves again first. Bounded by 120
// programs (round one costs 79), only the lazy round finds `b` (without
// it: 75).
TEST(GreedySearch, ALazyRoundRecostsOnlyTheMovesThatHelpedLastTime) {
  std::vector<std::string> names;  // the decoys first, so that a full round costs them before `b`
  for (char d = 'd'; d <= 'z'; ++d) names.push_back(std::string("decoy_") + d);
  names.insert(names.end(), {"a", "b", "c"});
  Landscape staircase([](const Tilings& t) {
    const bool a = t.at("a").tiledOn0(), b = t.at("b").tiledOn0(), c = t.at("c").tiledOn0();
    double score = 100 - 20.0 * a - 5.0 * c + offDim0(t);
    if (b) score += !a ? -10 : (c ? -15 : 1);
    for (const auto& [name, tiling] : t)
      if (name.starts_with("decoy") && !tiling.axes.empty()) score += 50;
    return score;
  });
  const Found found = search(independentArguments(names), "mesh x=2\ntactic A axis=x auto evaluations=120\n", staircase);
  EXPECT_EQ(found.score, 60) << found.schedule;
}

// With axes x, y the search issues phases x, y, x, so an argument can be
// split along x inside its split along y (ZeRO's optimizer state along the
// batch axis after Megatron's split along the model axis, as the manual
// schedule BP, MP, Z2 does). Here only that order pays.
TEST(GreedySearch, ASecondPhaseSplitsAlongAnEarlierAxisAfterALaterOne) {
  Landscape yThenX([](const Tilings& t) {
    const ArgumentTiling& w = t.at("w");
    if (w.dims.empty()) return 100.0;
    if (!w.tiledOn0()) return 150.0;
    if (w.axes == std::vector<std::string>{"y", "x"}) return 50.0;
    return w.axes.size() == 2 ? 95.0 : 99.0;
  });
  const Found found =
      search(independentArguments({"w"}), "mesh x=2 y=2\ntactic A axes=x,y auto evaluations=500\n", yThenX);
  EXPECT_EQ(found.score, 50) << found.schedule;
  EXPECT_EQ(found.schedule, "mesh x=2 y=2\ntactic A_x axis=x\ntactic A_y axis=y\n  w = 0\ntactic A_x_2 axis=x\n  w = 0\n");
}

// Costs are cached by program, not by action set: with axes x, y, an
// argument's x action in the first pass and the same action in the second
// (after y) give one program when y leaves the argument alone, and that
// program is costed once. Every other set gives a program of its own (its
// nodes' kinds and, per loop, the axis and what the loop does with the
// value), so the count tells a cache keyed too finely (more calls than
// programs) from one keyed too coarsely (fewer).
class CountingObjective : public SearchObjective {
 public:
  Result<Evaluation> evaluate(const Partitioner& p) override {
    std::string program;
    for (const PartitionNode* n : p.nodesInOrder()) {
      program += fmt::format("kind {}", static_cast<int>(n->kind));
      for (size_t l = 0; l < n->nest.size(); ++l) {
        const ResultAction& a = p.resultAction(*n, 0, l);
        program += fmt::format(" {}:{}/{}", n->nest[l].axis, static_cast<int>(a.kind), a.dim);
      }
      program += "; ";
    }
    ++calls;
    programs.insert(program);
    return Evaluation{100.0 - static_cast<double>(program.size()), 0};
  }
  int64_t calls = 0;
  std::set<std::string> programs;
};

TEST(Search, EachDistinctProgramIsCostedOnce) {
  CountingObjective counting;
  const Found found =
      search(independentArguments({"w"}), "mesh x=2 y=2\ntactic A axes=x,y auto=exhaustive\n", counting);
  ASSERT_TRUE(found.complete);
  EXPECT_EQ(counting.calls, static_cast<int64_t>(counting.programs.size()));
  EXPECT_EQ(found.evaluated, counting.calls);
  // Sets: the x slot none, or tile 0, tile 1 or whole in either pass (7);
  // the y slot none, tile 0, tile 1 or whole (4). The 3 sets with an x
  // action in the second pass and none on y repeat those in the first.
  EXPECT_EQ(counting.calls, 7 * 4 - 3);
}

}  // namespace
}  // namespace partir
