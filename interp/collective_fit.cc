#include "interp/collective_fit.h"

#include <algorithm>
#include <optional>
#include <set>
#include <tuple>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "interp/mesh_interpreter.h"
#include "interp/spmd.h"
#include "semantics/call_graph.h"
#include "semantics/mesh.h"
#include "semantics/process_dependence.h"

namespace partir {

namespace {

// What the ids of a strategy number: "replica", "partition" or "process".
std::string_view idUnit(GroupStrategy strategy) {
  switch (strategy) {
    case GroupStrategy::kCrossPartition: return "partition";
    case GroupStrategy::kFlattenedIds: return "process";
    default: return "replica";
  }
}

std::string counted(int64_t n, std::string_view unit) {
  return fmt::format("{} {}{}", n, unit, n == 1 ? "" : unit == "process" ? "es" : "s");
}

std::string gridText(GridShape g) {
  return fmt::format("{} x {}", counted(g.replicas, "replica"), counted(g.partitions, "partition"));
}

// How to run an op that needs `n` ids of `strategy`: on that many
// partitions (mhlo.num_partitions, docs/cli.md "Where a program runs") when
// partitions are what it counts, and inside interpreter.run_parallel on the
// grid where they fit, the other dimension kept.
std::string advice(GridShape grid, GroupStrategy strategy, int64_t n) {
  if (strategy == GroupStrategy::kFlattenedIds && grid.replicas != 1)
    return fmt::format("run it with `partir run` inside interpreter.run_parallel on a grid of {}",
                       counted(n, "process"));
  if (strategy == GroupStrategy::kCrossPartition || strategy == GroupStrategy::kFlattenedIds)
    return fmt::format("run it with `partir run` on {} (mhlo.num_partitions = {}) or inside "
                       "interpreter.run_parallel on {}",
                       counted(n, "partition"), n, gridText({grid.replicas, n}));
  return fmt::format("run it with `partir run` inside interpreter.run_parallel on {}", gridText({n, grid.partitions}));
}

// The id groups of a 2-dimensional attribute, without the -1 padding.
std::vector<std::vector<int64_t>> idGroups(const Attribute& a) {
  std::vector<std::vector<int64_t>> groups;
  const std::optional<std::vector<int64_t>> ids = a.asInt64s();
  if (a.kind() != Attribute::Kind::kDenseElements || a.getDenseElements().type.rank() != 2 || !ids) return groups;
  const int64_t cols = a.getDenseElements().type.shape[1];
  for (size_t i = 0; i < ids->size(); ++i) {
    if (cols == 0 || i % cols == 0) groups.emplace_back();
    if ((*ids)[i] != -1) groups.back().push_back((*ids)[i]);
  }
  return groups;
}

// "[[0, 1], [2, 3]]", the first 8 ids.
std::string groupsText(const std::vector<std::vector<int64_t>>& groups) {
  std::vector<std::string> rows;
  int64_t shown = 0;
  for (const auto& group : groups) {
    std::vector<std::string> ids;
    for (int64_t id : group)
      if (shown++ < 8) ids.push_back(std::to_string(id));
    if (ids.size() < group.size()) ids.push_back("...");
    rows.push_back(fmt::format("[{}]", fmt::join(ids, ", ")));
    if (shown >= 8) break;
  }
  return fmt::format("[{}{}]", fmt::join(rows, ", "), rows.size() < groups.size() ? ", ..." : "");
}

// How many ids of its strategy `op` needs, and whether exactly that many
// (the ops whose groups cover the grid) or at least.
struct Need {
  int64_t ids = 0;
  bool exact = true;
};

std::optional<Need> needOf(const Operation& op, const std::vector<std::vector<int64_t>>& groups) {
  int64_t count = 0, largest = -1;
  for (const auto& group : groups)
    for (int64_t id : group) {
      ++count;
      largest = std::max(largest, id);
    }
  switch (op.code()) {
    case OpCode::kAllGather:
    case OpCode::kAllReduce:
    case OpCode::kReduceScatter:
    case OpCode::kAllToAll: return Need{count, true};
    case OpCode::kCollectiveBroadcast:
    case OpCode::kCollectivePermute: return Need{largest + 1, false};
    default: return std::nullopt;
  }
}

// The refusal of collective `op` on `grid`, or nullopt when it fits.
std::optional<Diagnostic> misfit(const Operation& op, GridShape grid, std::string_view runner) {
  const char* name = op.code() == OpCode::kCollectivePermute ? "source_target_pairs" : "replica_groups";
  const Attribute* a = op.attr(name);
  if (!a) return std::nullopt;
  const std::vector<std::vector<int64_t>> groups = idGroups(*a);
  const std::optional<Need> need = needOf(op, groups);
  const GroupStrategy strategy = collectiveStrategy(op);
  const int64_t has = ProcessGrid(grid.replicas, grid.partitions).idCount(strategy);
  if (!need || (need->exact ? need->ids == has : need->ids <= has)) return std::nullopt;
  return unsupported(op.loc(),
                     "'{}': its {} {} need {}{} ({}), but {} {}; {} (docs/cli.md, \"Parallel programs and "
                     "collectives\")",
                     op.name(), name, groupsText(groups), need->exact ? "" : "at least ",
                     counted(need->ids, idUnit(strategy)), strategyName(strategy), runner, gridText(grid),
                     advice(grid, strategy, need->ids));
}

// The grid of an interpreter.run_parallel: rows x columns of `programs`;
// nullopt when malformed (the op refuses it when it runs).
std::optional<GridShape> parallelGrid(const Operation& op) {
  const Attribute* programs = op.attr("programs");
  if (!programs || programs->kind() != Attribute::Kind::kArray || programs->getArray().empty()) return std::nullopt;
  const Attribute& row = programs->getArray().front();
  if (row.kind() != Attribute::Kind::kArray || row.getArray().empty()) return std::nullopt;
  return GridShape{static_cast<int64_t>(programs->getArray().size()), static_cast<int64_t>(row.getArray().size())};
}

// Walks what a run of a function on a grid reaches, each (function, grid)
// once.
class FitWalk {
 public:
  explicit FitWalk(const Module& module) : module_(module) {}

  // `runner` says who runs `f` on `grid`, for the message.
  void visit(const Function& f, GridShape grid, const std::string& runner) {
    if (failure_ || !visited_.insert({f.name, grid.replicas, grid.partitions}).second) return;
    // The simulated grid's own limit is refused when the run starts.
    if (grid.replicas > kMaxProcesses || grid.partitions > kMaxProcesses / grid.replicas) return;
    walk(f.body, [&](const Operation& op) {
      if (failure_) return;
      if (op.code() == OpCode::kInterpreterRunParallel) return visitParallel(op);
      if (std::optional<Diagnostic> d = misfit(op, grid, runner)) failure_ = std::move(d);
      for (const std::string& callee : calleesOf(op))
        if (const Function* g = module_.lookup(callee)) visit(*g, grid, runner);
    });
  }

  Status status() const { return failure_ ? Status(*failure_) : Status::success(); }

 private:
  void visitParallel(const Operation& op) {
    const std::optional<GridShape> grid = parallelGrid(op);
    if (!grid) return;
    for (const std::string& program : calleesOf(op))
      if (const Function* g = module_.lookup(program))
        visit(*g, *grid, fmt::format("interpreter.run_parallel runs @{} as", g->name));
  }

  const Module& module_;
  std::set<std::tuple<std::string, int64_t, int64_t>> visited_;
  std::optional<Diagnostic> failure_;
};

}  // namespace

GridShape declaredGrid(const Module& module) {
  if (runsOnMesh(module)) return {1, moduleMesh(module)->numDevices()};
  return {1, std::max<int64_t>(1, numPartitions(module).value_or(1))};
}

Status checkCollectivesFit(const Module& module, const Function& entry, GridShape grid, std::string_view runner) {
  FitWalk fit(module);
  fit.visit(entry, grid, std::string(runner));
  return fit.status();
}

}  // namespace partir
