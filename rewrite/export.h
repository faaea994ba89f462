// Export of PartIR:HLO (rewrite/lower.h's output) to plain StableHLO SPMD
// (DESIGN.md "Lowering", last step; seed 000 §6): one program per partition,
// `mhlo.num_partitions` = the mesh's device count, `mhlo.num_replicas` = 1,
// partition p = mesh device p (row-major over the axes). Each mesh-axis
// collective becomes StableHLO collectives over explicit groups of
// partition ids (StableHLO spec "all_reduce", "all_gather", "reduce_scatter",
// "all_to_all": channel_id > 0 and use_global_device_ids, i.e. the
// flattened_ids process groups, where with one replica an id is a partition):
//
//   all_reduce <A> x           -> stablehlo.all_reduce, replica_groups = the groups of A
//   all_gather [..A_d..] x     -> one stablehlo.all_gather per dim d with axes A_d
//   reduce_scatter [d: A] x    -> stablehlo.reduce_scatter (one dim); several dims:
//                                 all_reduce, then the all_slice below
//   all_to_all {s -> d} <A> x  -> stablehlo.all_to_all (split d, concat s)
//   all_slice [...] x          -> stablehlo.dynamic_slice at offsets read from a
//                                 per-partition table indexed by stablehlo.partition_id
//
// Reducers (`reducer = @f`) become the collective's body (a copy of @f's).
// The partir.mesh attribute and the arguments' and results'
// `partir.sharding` stay, as documentation of the layout.
#pragma once

#include <memory>
#include <string>

#include "semantics/diagnostics.h"
#include "semantics/ir.h"

namespace partir {

// Every collective's replica_groups list all devices, so the export is
// linear in the mesh; meshes over this size are refused before any work
// (a TPU v5p pod has 8960 chips).
inline constexpr int64_t kMaxExportedDevices = 65536;

Result<std::unique_ptr<Module>> exportStableHlo(const Module& hlo, const std::string& entry = "main");

}  // namespace partir
