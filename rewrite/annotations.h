// Importing a program's own sharding annotations into a mesh and a PartIR
// schedule (docs/schedules.md): what `partir partition --from-annotations`
// runs instead of a schedule file.
//
// Read from the entry function only:
//   - arguments' and results' attributes `mhlo.sharding = "{...}"` (GSPMD,
//     semantics/gspmd_sharding.h) or `sdy.sharding = #sdy.sharding<...>`
//     (Shardy, rewrite/sdy_sharding.h); a result's sharding is its returned
//     value's;
//   - the same attributes on ops of the top-level block (e.g. JAX's
//     `custom_call @Sharding`), a tuple / `#sdy.sharding_per_value` giving
//     one sharding per result (a single GSPMD sharding applies to every
//     result, as XLA's SingleTuple does).
// Annotated ops inside regions are not schedule targets; they are counted in
// a note. A program annotates with one dialect: both is an error.
//
// The mesh. Shardy: the program's `sdy.mesh` (all non-empty ones must be
// equal; inline meshes too), its axes split where shardings use sub-axes
// (`x_<pre-size>`, see sdy_sharding.h). GSPMD: derived from the tile
// assignments (gspmdMesh: axes `_axis_0`, `_axis_1`, ..., major first).
// `mhlo.num_partitions`, when present, must be the mesh's device count.
// When no value is tiled the mesh is one axis `_axis_0` of that count (1
// when absent), so the schedule still partitions (to the same program).
//
// The schedule: one manual tactic per mesh axis that tiles a value, named
// after the axis ('.' becomes '_'), assigning `target = dim` for every value
// tiled on it. Targets: an argument by its `jax.arg_info` name when that
// names it alone, else `%argN`; any other value by its SSA spelling (`%3`,
// `%0#1`). A target must name its value alone both in the entry and in the
// entry with its calls inlined, where partitionModule resolves it: a value
// whose spelling an inlined callee repeats (JAX's `%0` before a `call
// @shmap_body` that has its own `%0`) is not imported, with a note. A dim
// tiled on several axes (major first) is tiled by their tactics in that order,
// which is how deep tiling chunks it (the first axis major, seed 000 App.
// B.1.2): the tactics are ordered so that every such "major before minor"
// holds, ties broken by mesh order; when no order exists the error names the
// dims whose orders form a cycle.
//
// Replicated values and dims give no assignment. Listed in notes (grouped,
// the first ten values of each): `{?}` open dims (left to propagation),
// `{unknown}`, maximal shardings (the value is kept whole on every device;
// PartIR has no single-device placement), unreduced values, Shardy
// priorities (ignored), and "no value is tiled" when there are no tactics.
// `{manual}` values (also a manual subgroup) are already SPMD: not imported,
// noted, and `hasManual` is set.
//
// Given JAX's
//   func.func @main(%arg0: tensor<8x4xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"},
//                   %arg1: tensor<8x4xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"})
// importAnnotations gives
//   mesh _axis_0=2 _axis_1=4
//   tactic _axis_0 axis=_axis_0
//     %arg0 = 0
//     %arg1 = 0
//   tactic _axis_1 axis=_axis_1
//     %arg1 = 0
// Errors: "no sharding annotations in @main"; "no common mesh for %arg0
// "{devices=[2,3]<=[6]}" and %arg1 "{devices=[3,2]<=[6]}": ..."; a malformed
// annotation quoting it (`%arg0: invalid sharding "{devices=[2]0}": ...`).
#pragma once

#include <string>
#include <vector>

#include "rewrite/schedule.h"
#include "semantics/diagnostics.h"
#include "semantics/ir.h"

namespace partir {

struct ImportedAnnotations {
  Schedule schedule;               // its mesh is always set
  std::vector<std::string> notes;  // what was not imported, and why
  bool hasManual = false;          // some values are {manual}: already SPMD
};

Result<ImportedAnnotations> importAnnotations(const Module& module, const Function& entry);

}  // namespace partir
