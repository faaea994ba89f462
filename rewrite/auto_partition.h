// AutomaticPartition (seed 000 §3 and Listing 7, §7.3.1; DESIGN.md "Tactics
// and schedules"): a search over the same actions manual tactics issue,
// scored by an objective the caller supplies (the cost model's estimated
// step time on a device, tools/auto_objective.h), with a penalty for
// programs whose peak memory exceeds the device's.
//
// The actions (seed 004 "Search design": rewrite actions on function
// arguments, propagation carrying them through the program the way an
// expert's choices would, and argument grouping), on each axis A:
//   tile<%v, d, A>   for a function argument %v (or every argument of one
//                    *group*, below) on a dim d whose local size A divides;
//   atomic<%v, A>    keep %v whole on A (it stops propagation through %v);
// and after each axis's actions, one propagate. With several axes each
// axis but the last has a second *phase* after the last (axes b, m: phases
// b, m, b), so that an argument can be split along b after m has propagated
// (ZeRO after Megatron). A candidate is a set of actions with at most one
// per group and axis, each in one phase; it is applied exactly as the
// manual tactics that print it are (one tactic per phase, its actions in
// argument order, then propagate), so the schedule the search prints
// reproduces the program it costed.
//
// Groups: arguments whose names differ only in their digits and that have
// the same type ("params['layer_0']['w1']" and "params['layer_7']['w1']")
// take one action together, as the layers of a model repeat; an argument
// without a name is its own group. This is what keeps a 32-layer
// Transformer's search as small as a 1-layer one's.
//
// Algorithms (`auto=ALGORITHM`):
//   greedy      (the default) local search: the best single move (add,
//               replace or drop an action) while one helps, and with it
//               the round's other improving moves on other slots, each
//               kept if the program still improves; beside it a second
//               descent that keeps a stacked move only if it still gains
//               90% of its gain alone (an independent move); after a round
//               each, the descent with the better program takes the next
//               round; the best of both; a round costs every move, or
//               lazily only the 16 that improved most in the last round
//               while one of them still helps; then one move
//               further (lookahead) over pairs of the 8 best moves,
//               pairs of alike moves (two groups of one type, same choice:
//               an optimizer's two moments pay off only together) and
//               pairs of sibling tiles (one module's weights: Megatron's
//               w1 by columns with w2 by rows);
//   beam        breadth-first over action sets, keeping the 4 best per size;
//   exhaustive  every action set in index order, while the evaluation bound
//               allows (the report says whether it saw them all);
//   mcts        Monte Carlo tree search (the paper's): a tree of action sets
//               grown in index order, children chosen by UCT on the best
//               reward seen below them (single-player MCTS), expanded and
//               rolled out guided by each action's value alone (costed
//               first): a rollout gives each later slot one of its valuable
//               actions with probability 3/4.
// All are deterministic for a given seed as long as the evaluation bound,
// not the wall-clock budget, ends them; costs are cached by program (told
// apart by a 128-bit digest), so a program reached twice is costed once.
//
// What a candidate costs: a copy of the base partitioner (at its fixed
// point), its actions, and a propagate that visits only the nodes around
// what the actions changed (Partitioner::Visit::kChanged); then the
// objective, which for the cost model materializes, lowers and costs the
// whole program.
#pragma once

#include <cstdint>

#include "rewrite/tactics.h"

namespace partir {

// The figures the search weighs for one candidate program.
struct Evaluation {
  double seconds = 0;     // estimated step time
  int64_t peakBytes = 0;  // peak memory of one device
};

// What the search minimizes: the cost of the program a partitioner holds.
// evaluate() may run on several threads at once, on different partitioners.
class SearchObjective {
 public:
  virtual ~SearchObjective() = default;
  virtual Result<Evaluation> evaluate(const Partitioner& partitioner) = 0;
};

// The strategy `partitionModule` calls for automatic tactics.
class SearchStrategy : public AutomaticStrategy {
 public:
  // Programs whose peak exceeds `deviceMemoryBytes` are penalized so that any
  // program that fits scores better than every one that does not.
  // Up to `threads` candidates (0: the machine's cores) are partitioned and
  // costed at once; the objective must allow that. The result does not
  // depend on it.
  SearchStrategy(SearchObjective& objective, int64_t deviceMemoryBytes, size_t threads = 0)
      : objective_(objective), deviceMemoryBytes_(deviceMemoryBytes), threads_(threads) {}

  Result<AutomaticOutcome> search(const Partitioner& partitioner, const Tactic& tactic) override;

 private:
  SearchObjective& objective_;
  int64_t deviceMemoryBytes_;
  size_t threads_;
};

}  // namespace partir
