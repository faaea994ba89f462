// The mutation test of the entry verifier (verify/entry_proof.h; STYLE.md
// point 9, "negative tests showing unsound variants are caught"): every
// registered tile-mapping entry of an op is corrupted systematically, each
// corruption ("mutant") is proved like a registered entry, and a mutant that
// survives must be explained.
//
// The kinds of corruption, applied to one position of the entry at a time
// (entry.localize is kept as is: an attribute division that no longer
// matches is part of the corruption):
//   wrong-dim      an operand's sliced dim d -> each other dim of that operand;
//                  a result's tile d -> each other dim of that result;
//   wrong-action   tile d -> any; sum -> tile d for each result dim; any ->
//                  tile 0 (results of rank > 0);
//   tile-to-sum    tile d -> sum with the op's reducer (sum<add> without one);
//   dropped-slice  an operand's sliced dim -> ⊥;
//   wrong-operand  the slice of operand i moved to each other operand j of
//                  rank > 0 (dim d when j has it, else dim 0).
// Mutants equal as entries are kept once, under the first kind generated (in
// the order above); a mutant equal to its original is dropped.
//
// A mutant is proved with the obligations of a registered entry
// (verify/entry_proof.h entryObligations), the index-map ones first, up to
// the first refutation. It is then refuted (with Z3's counterexample, which
// names the two element sources the op and the loop read), an equivalent
// survivor (proved; the reason is stated: it equals another registered entry,
// it only replicates, or its sizes force a single chunk; otherwise it is a
// sound entry the registry does not list), vacuous (proved only because its
// hypotheses are unsatisfiable: a hole in the verifier) or unknown. Vacuous
// and unknown are failures of the test, never equivalent.
//
// Given stablehlo.transpose on tensor<4x6xf32> with dims [1, 0] and its
// entry (tile 1) ↪ tile 0, `mutants` returns
//   wrong-dim      "operand 0: tile 1 -> tile 0"  (tile 0) ↪ tile 0
//   wrong-dim      "result 0: tile 0 -> tile 1"   (tile 1) ↪ tile 1
//   wrong-action   "result 0: tile 0 -> any"      (tile 1) ↪ any
//   tile-to-sum    "result 0: tile 0 -> sum"      (tile 1) ↪ sum
//   dropped-slice  "operand 0: tile 1 -> ⊥"       (⊥) ↪ tile 0
// and `testMutant` refutes each, e.g. the first with
//   "result 0: element: in0 = [2, 2], …, k = 2, …, r = 1: the op computes
//    in0[0, 1], the loop in0[1, 0]".
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "semantics/ir.h"
#include "semantics/tmr.h"
#include "verify/obligation.h"

namespace partir::verify {

enum class MutationKind { kWrongDim, kWrongAction, kTileToSum, kDroppedSlice, kWrongOperand };
inline constexpr std::array<MutationKind, 5> kMutationKinds = {
    MutationKind::kWrongDim, MutationKind::kWrongAction, MutationKind::kTileToSum,
    MutationKind::kDroppedSlice, MutationKind::kWrongOperand};
std::string_view mutationKindName(MutationKind kind);  // "wrong-dim", ...

struct Mutant {
  MutationKind kind = MutationKind::kWrongDim;
  std::string description;  // "operand 0: tile 1 -> tile 0"
  TmrEntry entry;
};

// The mutants of `entry`, one of the registered `entries` of `op`,
// deduplicated, none equal to `entry`.
std::vector<Mutant> mutants(const Operation& op, const TmrEntry& entry,
                            const std::vector<TmrEntry>& entries);

enum class MutantOutcome { kRefuted, kEquivalent, kVacuous, kUnknown };
// "refuted", "equivalent", "vacuous", "unknown"
std::string_view mutantOutcomeName(MutantOutcome outcome);

struct MutantResult {
  std::string op;        // "stablehlo.transpose"
  std::string loc;       // "verify/catalogue/data_movement.mlir:3:8"
  std::string original;  // "(tile 1) ↪ tile 0"
  Mutant mutant;
  MutantOutcome outcome = MutantOutcome::kUnknown;
  std::string counterexample;  // kRefuted: the first refuted obligation's
  std::string reason;          // kEquivalent: why it is sound; else why it failed
  double ms = 0;
};

// Proves `mutant` of `original` (an entry of `op` among `entries`) and
// classifies it.
MutantResult testMutant(const Operation& op, const TmrEntry& original, const Mutant& mutant,
                        const std::vector<TmrEntry>& entries, const CheckOptions& options = {});

// Every mutant of every registered entry of `op`, each proved once (a mutant
// two entries share is tested under the first).
std::vector<MutantResult> mutateOp(const Operation& op, const CheckOptions& options = {});

struct KindCounts {
  size_t total = 0, refuted = 0, equivalent = 0, vacuous = 0, unknown = 0;
};

// The figures of a mutation run. It passes when at least 95% of the mutants
// are refuted, each refutation has a counterexample, and no mutant is
// vacuous or unknown (every survivor is then an explained equivalent).
struct MutationSummary {
  std::array<KindCounts, kMutationKinds.size()> byKind{};
  KindCounts all;
  size_t withoutCounterexample = 0;  // refuted mutants missing one
  double ms = 0;                     // wall time of the whole run
  double refutedPercent() const;
  bool passed() const;
};

inline constexpr double kRequiredRefutedPercent = 95.0;  // the acceptance bar

MutationSummary summarize(const std::vector<MutantResult>& results, double ms);

}  // namespace partir::verify
