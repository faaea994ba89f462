// The proof of one tile-mapping registry entry on symbolic shapes (DESIGN.md
// "Verification"; seed 000 §5.2.1).
//
// For an entry (t1⊥, …, tn⊥) ↪ (σ1, …, σm) of an op instance, the op is read
// symbolically (semantics/denotation.h): every size a variable, constrained
// by the op's shape rules and by the path condition of its TMR function
// (semantics/traced.h), so the proof covers every op on which the registry
// emits this entry. Every dim is at least 1 (the partitioner never splits an
// op on an empty tensor). The loop runs over an axis of symbolic size k ≥ 1;
// a sliced operand dim is k·w. The obligations:
//   (1) type preservation: the op on the sliced operands, with the
//       localized result types (a tiled dim divided by k: the partitioner
//       checks divisibility) and attributes, satisfies its shape rules;
//   (2) index maps commute: for tile<d>, element i' of chunk r (i = i' with
//       i_d + r·(out_d/k)) read through the loop equals element i of the op;
//       for any, every chunk equals the op; inside a fold, the two index
//       spaces correspond one to one (with the same filter) and so do the
//       bodies;
//   (3) for sum: the result is a fold whose index space the entry splits
//       along exactly one variable, (r, c') ↦ r·w + c' is a bijection of
//       [0,k)×[0,w) onto [0,k·w), and the reducer is associative, its init
//       an identity (or the reducer idempotent and commutative), and
//       commutative when the split variable is not the outermost.
//
// Given stablehlo.transpose on tensor<4x6xf32> with dims [1, 0] and the entry
// (tile 1) ↪ tile 0, every obligation is proved; the mutant (tile 0) ↪ tile 0
// is refuted: "in0 = [2, 1], k = 2, …: the op computes in0[0, 1], the loop …".
#pragma once

#include <string>
#include <vector>

#include "semantics/ir.h"
#include "semantics/tmr.h"
#include "verify/obligation.h"

namespace partir::verify {

// The obligations of `entry`, one of the entries `tileMappings(op)` returns
// (or a variation of one: the mutation tests pass corrupted entries). The
// path condition of the op's TMR function is among the hypotheses.
std::vector<Obligation> entryObligations(const Operation& op, const TmrEntry& entry);

// The verdict of one entry: proved when every obligation is, else refuted
// when one is, else unknown.
struct EntryReport : ProofVerdict {
  std::string op;     // "stablehlo.transpose"
  std::string entry;  // "(tile 1) ↪ tile 0"
  std::string precondition;  // the TMR function's path condition
};

EntryReport proveEntry(const Operation& op, const TmrEntry& entry, const CheckOptions& options = {});

// Every entry of `op`, proved.
std::vector<EntryReport> proveOp(const Operation& op, const CheckOptions& options = {});

// The TMR function's path condition for `op` (semantics/traced.h), with its
// entries as that traced run produced them.
struct TracedMappings {
  OpTileMappings mappings;
  std::vector<SymExpr> pathCondition;
};
TracedMappings tracedTileMappings(const Operation& op);

}  // namespace partir::verify
