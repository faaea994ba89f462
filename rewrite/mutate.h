// Faults injected into the programs `partir check` compares, one at a time,
// to measure what its trials catch (`partir check --mutants`, docs/cli.md).
// A mutant changes one op of one stage's program the way a bug in that stage
// would:
//   partition  the PartIR:Core program (rewrite/partitioner.h): a loop
//              result's action changed (sum dropped to any, sum to tile,
//              tile to sum, tile along another dim, any to sum), a slice
//              along another dim or by another loop's range;
//   lowering   the PartIR:HLO program (rewrite/lower.h): an all_reduce or a
//              reduce_scatter's reduction dropped, an all_reduce applied
//              twice, a collective over another
//              mesh axis or along another dim, a dim's axes in the other
//              order (the device numbering), all_to_all's dims swapped, and
//              the fusions of seed 000 §6 applied where they do not hold (a
//              slice moved before a reduction over its own axes, a slice
//              cancelled against a gather over other axes);
//   export     the StableHLO SPMD program (rewrite/export.h): a chunk offset
//              one off, an offset table or the replica groups in reverse
//              device order, the replica groups of other axes, two dims'
//              offsets exchanged, a reduction's op replaced (add by
//              maximum, the others by add).
// The caller rebuilds the stages after the mutated one from it, as the real
// pipeline would. Axes of size 1 are never mutated (a collective over one
// device is the identity), and no mutant leaves its op unchanged.
//
// A mutant is marked *equivalent* when it provably computes the same
// function: the replica groups of a reduction in another order (its reducer
// is one of add, multiply, maximum, minimum, and, or, xor, commutative and
// associative; a float sum changes by rounding only, which the check's float
// verdict accepts), or an all_reduce applied twice whose reducer is
// idempotent (maximum, minimum, and, or).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "semantics/ir.h"

namespace partir {

enum class MutantStage { kPartition, kLowering, kExport };

std::string_view stageName(MutantStage stage);  // "partition", "lowering", "export"

struct Mutant {
  MutantStage stage = MutantStage::kLowering;
  size_t site = 0;     // the op's position in a walk of the entry function
  size_t variant = 0;  // which of that op's mutations
  std::string description;  // "all_reduce <\"M\"> dropped"
  Location loc;             // the mutated op's
  std::string equivalent;   // why it computes the same function, or ""
};

// Every mutant of the entry function of `program`, a `stage` program with a
// partir.mesh, in walk order (none when there is no such function).
std::vector<Mutant> mutantsOf(const Module& program, const std::string& entry, MutantStage stage);

// A copy of `program` with `mutant` applied, or null when `program` has no
// such mutant (the same site and description). The copy is not verified: a
// mutant may break a type rule, which the caller's verifier then reports.
std::unique_ptr<Module> applyMutant(const Module& program, const std::string& entry, const Mutant& mutant);

}  // namespace partir
