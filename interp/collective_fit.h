// Programs that are already SPMD, refused before they run (issue 35): a
// collective's process groups (StableHLO spec "Collective ops") are given
// for one process grid, and a program run on another fails at that
// collective, which may come after a minute of computation. This walks
// what a run reaches from its entry function (calls, composites, regions)
// and checks every collective against the grid it would run on, as the
// kernels will (interp/kernels/collectives.cc):
//   all_gather, all_reduce, reduce_scatter, all_to_all: the ids of
//     replica_groups are as many as the grid has for the op's strategy
//     (all_gather C3, all_reduce C2, reduce_scatter C4, all_to_all C6);
//   collective_broadcast, collective_permute: every id of replica_groups /
//     source_target_pairs is one of the grid's ids for the strategy.
// The programs of an interpreter.run_parallel run on its own grid (rows x
// columns of `programs`), and are checked against that one. The message
// says how to run the program: inside interpreter.run_parallel on the grid
// it needs, or on that many partitions (mhlo.num_partitions) when its
// groups count partitions.
//
// Given `%r = stablehlo.all_reduce(%x) {replica_groups = [[0, 1]]}` in @main
// run as 1 replica x 1 partition, fails with
//   f.mlir:9:3: error: 'stablehlo.all_reduce': its replica_groups [[0, 1]]
//   need 2 replicas (cross_replica), but partir run runs @main as 1 replica x
//   1 partition; run it with `partir run` inside interpreter.run_parallel on
//   2 replicas x 1 partition (docs/cli.md, "Parallel programs and collectives")
#pragma once

#include <cstdint>
#include <string_view>

#include "semantics/diagnostics.h"
#include "semantics/ir.h"

namespace partir {

// A process grid: StableHLO spec "Parallel execution".
struct GridShape {
  int64_t replicas = 1, partitions = 1;
};

// The grid runAsDeclared runs `module` on (interp/mesh_interpreter.h): one
// replica, and the devices of its mesh when it runs on its mesh, else its
// partitions (semantics/process_dependence.h), else one. `partir run` runs
// one replica whatever mhlo.num_replicas says.
GridShape declaredGrid(const Module& module);

// Fails (kUnsupported, at the op) at the first collective reachable from
// `entry` whose groups do not fit `grid`; `runner` says who runs `entry`
// on it, for the message: "partir run runs @main as".
Status checkCollectivesFit(const Module& module, const Function& entry, GridShape grid, std::string_view runner);

}  // namespace partir
