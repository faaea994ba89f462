// The schedule file of `partir partition` (seed 000 §3 Listing 6; DESIGN.md
// "Tactics and schedules"; docs/schedules.md): an optional mesh line and an
// ordered list of tactics. A manual tactic (the paper's ManualPartition) maps
// targets (rewrite/targets.h) to a dim choice on one mesh axis; an automatic
// tactic (AutomaticPartition, rewrite/auto_partition.h) names one or more
// axes and how to search, and has no assignments.
//
//   # comments start with '#' at the start of a line or after a blank
//   mesh batch=4 model=2
//   tactic BP axis=batch
//     x = 0
//   tactic Z3 axis=batch
//     w1 = 0
//     params* = first_divisible
//     %3#1 = replicated      # a '#' inside a word is not a comment
//   tactic AutoMP axis=model auto budget=20 seed=1
//
// Grammar (one statement per line; words are separated by spaces or tabs):
//   line       := statement? comment?
//   statement  := 'mesh' AXIS=SIZE+           (also `mesh a=4,b=2`, the CLI form)
//              |  'tactic' NAME 'axis=' AXIS
//              |  'tactic' NAME ('axis=' AXIS | 'axes=' AXIS(,AXIS)*) AUTO OPTION*
//   AUTO       := 'auto' | 'auto=' ALGORITHM     (mcts, greedy, beam, exhaustive)
//   OPTION     := 'budget=' SECONDS | 'evaluations=' N | 'seed=' N   (any order)
//              |  TARGET '=' CHOICE          (TARGET may be "double quoted")
//   CHOICE     := non-negative integer | replicated | first_divisible | unknown
//
// Rules checked here (each an error `path:line:col: error: ...`, columns in
// bytes, a tab being one column): the mesh line comes at most once and before
// every tactic, and its device count fits in int64; tactic names are distinct
// identifiers; axis names are mesh axis names ([A-Za-z_][A-Za-z0-9_.]*); a
// manual tactic has exactly one axis; with a mesh line every axis is one of
// its axes; an assignment follows a manual tactic and names a target at most
// once per tactic. Whether targets exist and dims are in range is checked later,
// against the program (resolveTarget, the partitioner).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "semantics/diagnostics.h"
#include "semantics/mesh.h"

namespace partir {

// What a manual tactic asks for one target on its axis (seed 000 §3, App. A).
struct DimChoice {
  enum class Kind {
    kDim,             // tile<%v, dim, axis>
    kReplicated,      // atomic<%v, axis>: keep the value whole on the axis
    kFirstDivisible,  // tile on the first dim the axis size divides that is
                      // not already sliced (the paper's FIRST_DIVISIBLE_DIM)
    kUnknown,         // no action: left to propagation
  };
  Kind kind = Kind::kUnknown;
  int64_t dim = 0;  // kDim only
  bool operator==(const DimChoice&) const = default;
};

// `TARGET = CHOICE`; `loc` is where TARGET starts.
struct Assignment {
  std::string target;  // as written, without the quotes of a quoted target
  DimChoice choice;
  Location loc;
};

// The search algorithms an automatic tactic can name (`auto=ALGORITHM`).
inline constexpr std::string_view kSearchAlgorithms[] = {"mcts", "greedy", "beam", "exhaustive"};

// How an automatic tactic searches (rewrite/auto_partition.h).
struct SearchOptions {
  std::string algorithm = "greedy";
  // A wall-clock cap. A search it cuts short says so: its result then
  // depends on the machine's speed.
  double budgetSeconds = 120;
  // The deterministic bound: at most this many candidate programs costed.
  int64_t evaluations = 2000;
  uint64_t seed = 0;
  bool operator==(const SearchOptions&) const = default;
};

struct Tactic {
  enum class Kind { kManual, kAutomatic };
  std::string name;
  Kind kind = Kind::kManual;
  std::vector<std::string> axes;  // manual: exactly one
  std::vector<Assignment> assignments;  // automatic: none
  SearchOptions search;                 // automatic only
  Location loc;  // where the `tactic` keyword is
};

struct Schedule {
  std::optional<Mesh> mesh;  // the mesh line, if any
  std::vector<Tactic> tactics;
};

// Parses a schedule file; `path` names it in diagnostics.
// Given "mesh B=2\ntactic BP axis=B\n  x = 0\n" returns a schedule with mesh
// {B:2} and one manual tactic BP on axis B assigning dim 0 to target x at 3:3;
// given "  x = 0\n" fails with "path:1:3: error: assignment before any tactic".
Result<Schedule> parseSchedule(std::string_view text, std::string_view path);
// Reads and parses the schedule file at `path` ("path: error: cannot read
// the schedule" when it cannot be read).
Result<Schedule> loadScheduleFile(const std::string& path);

// "0", "replicated", "first_divisible" or "unknown" (the schedule spelling).
std::string formatDimChoice(const DimChoice& choice);

// The schedule as text that parseSchedule reads back to an equal schedule
// (comments and layout are not kept; targets are quoted when they need it).
std::string formatSchedule(const Schedule& schedule);

}  // namespace partir
