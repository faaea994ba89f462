#include "verify/mutation.h"

#include <algorithm>
#include <chrono>
#include <optional>
#include <tuple>
#include <utility>

#include <fmt/format.h>

#include "semantics/denotation.h"
#include "verify/entry_proof.h"

namespace partir::verify {

namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

bool sameSlicing(const TmrEntry& a, const TmrEntry& b) {
  return a.operands == b.operands && a.results == b.results;
}

bool sameEntry(const TmrEntry& a, const TmrEntry& b) {
  return sameSlicing(a, b) && a.localize == b.localize;
}

bool contains(const std::vector<TmrEntry>& entries, const TmrEntry& e) {
  return std::any_of(entries.begin(), entries.end(),
                     [&](const TmrEntry& x) { return sameEntry(x, e); });
}

// The rank of a tensor type, 0 for anything else (nothing to slice).
int64_t rankOf(const Type& t) { return t.isTensor() ? t.tensor().rank() : 0; }

std::string sliceStr(const std::optional<int64_t>& d) {
  return d ? fmt::format("tile {}", *d) : std::string("⊥");
}

// The action in the TMR's compact notation (semantics/tmr.h entryStr).
std::string actionStr(const ResultAction& a) {
  switch (a.kind) {
    case ResultAction::Kind::kTile: return fmt::format("tile {}", a.dim);
    case ResultAction::Kind::kSum: return a.reducerName == "add" ? "sum" : "sum<" + a.reducerName + ">";
    case ResultAction::Kind::kAny: return "any";
  }
  return "?";
}

// The sum a tile result is corrupted into: the reduction the registry pairs
// with this op when it has one (a reduce's body), else the op's associative
// body (semantics/tmr.h associativeReducerName), else sum<add>.
ResultAction opReducer(const Operation& op, const std::vector<TmrEntry>& entries) {
  for (const TmrEntry& e : entries)
    for (const ResultAction& a : e.results)
      if (a.kind == ResultAction::Kind::kSum) return a;
  if (op.numRegions() > 0 && !op.region(0).empty())
    if (std::optional<std::string> name = associativeReducerName(op.region(0)))
      return ResultAction::sumOf(&op.region(0), *name);
  return ResultAction::sum();
}

// The mutants of one entry, in the order of kMutationKinds (the kinds of the
// issue's acceptance test, docs/verification.md "Mutation testing").
class MutantGenerator {
 public:
  MutantGenerator(const Operation& op, const TmrEntry& entry, ResultAction reducer)
      : op_(op), entry_(entry), reducer_(std::move(reducer)) {}

  std::vector<Mutant> run() {
    wrongDims();
    wrongActions();
    tileToSums();
    droppedSlices();
    wrongOperands();
    return std::move(out_);
  }

 private:
  void add(MutationKind kind, std::string description, TmrEntry entry) {
    if (sameEntry(entry, entry_)) return;
    for (const Mutant& m : out_)
      if (sameEntry(m.entry, entry)) return;
    out_.push_back({kind, std::move(description), std::move(entry)});
  }

  TmrEntry withOperand(size_t i, std::optional<int64_t> dim) const {
    TmrEntry e = entry_;
    e.operands[i] = dim;
    return e;
  }

  TmrEntry withResult(size_t n, ResultAction action) const {
    TmrEntry e = entry_;
    e.results[n] = std::move(action);
    return e;
  }

  void replaceOperand(MutationKind kind, size_t i, std::optional<int64_t> dim) {
    add(kind, fmt::format("operand {}: {} -> {}", i, sliceStr(entry_.operands[i]), sliceStr(dim)),
        withOperand(i, dim));
  }

  void replaceResult(MutationKind kind, size_t n, ResultAction action) {
    add(kind, fmt::format("result {}: {} -> {}", n, actionStr(entry_.results[n]), actionStr(action)),
        withResult(n, action));
  }

  size_t numOperands() const { return std::min(entry_.operands.size(), op_.numOperands()); }
  size_t numResults() const { return std::min(entry_.results.size(), op_.numResults()); }

  void wrongDims() {
    for (size_t i = 0; i < numOperands(); ++i)
      if (const std::optional<int64_t> d = entry_.operands[i])
        for (int64_t other = 0; other < rankOf(op_.operandType(i)); ++other)
          if (other != *d) replaceOperand(MutationKind::kWrongDim, i, other);
    for (size_t n = 0; n < numResults(); ++n)
      if (entry_.results[n].kind == ResultAction::Kind::kTile)
        for (int64_t other = 0; other < rankOf(op_.resultType(n)); ++other)
          if (other != entry_.results[n].dim)
            replaceResult(MutationKind::kWrongDim, n, ResultAction::tile(other));
  }

  void wrongActions() {
    for (size_t n = 0; n < numResults(); ++n) {
      const int64_t rank = rankOf(op_.resultType(n));
      switch (entry_.results[n].kind) {
        case ResultAction::Kind::kTile:
          replaceResult(MutationKind::kWrongAction, n, ResultAction::any());
          break;
        case ResultAction::Kind::kSum:
          for (int64_t d = 0; d < rank; ++d)
            replaceResult(MutationKind::kWrongAction, n, ResultAction::tile(d));
          break;
        case ResultAction::Kind::kAny:
          if (rank > 0) replaceResult(MutationKind::kWrongAction, n, ResultAction::tile(0));
          break;
      }
    }
  }

  void tileToSums() {
    for (size_t n = 0; n < numResults(); ++n)
      if (entry_.results[n].kind == ResultAction::Kind::kTile)
        replaceResult(MutationKind::kTileToSum, n, reducer_);
  }

  void droppedSlices() {
    for (size_t i = 0; i < numOperands(); ++i)
      if (entry_.operands[i]) replaceOperand(MutationKind::kDroppedSlice, i, std::nullopt);
  }

  // The slice of operand i moved to operand j: the same dim when j has it,
  // else dim 0; an operand of rank 0 has no dim to slice.
  void wrongOperands() {
    for (size_t i = 0; i < numOperands(); ++i) {
      const std::optional<int64_t> d = entry_.operands[i];
      if (!d) continue;
      for (size_t j = 0; j < numOperands(); ++j) {
        const int64_t rank = rankOf(op_.operandType(j));
        if (j == i || rank == 0) continue;
        const int64_t moved = *d < rank ? *d : 0;
        TmrEntry e = withOperand(i, std::nullopt);
        e.operands[j] = moved;
        add(MutationKind::kWrongOperand,
            fmt::format("operand {} -> operand {}: {}", i, j, sliceStr(moved)), std::move(e));
      }
    }
  }

  const Operation& op_;
  const TmrEntry& entry_;
  ResultAction reducer_;
  std::vector<Mutant> out_;
};

// Every chunk computes the whole op and `any` returns it: sound for every op
// (DESIGN.md "PartIR:Core", the Temporal semantics of any).
bool replicatesOnly(const TmrEntry& e) {
  return std::none_of(e.operands.begin(), e.operands.end(),
                      [](const std::optional<int64_t>& d) { return d.has_value(); }) &&
         std::all_of(e.results.begin(), e.results.end(), [](const ResultAction& a) {
           return a.kind == ResultAction::Kind::kAny;
         });
}

// No operand sliced and a sum result: each chunk computes the whole value,
// which k copies give back under an idempotent reducer (verify/split_proof.cc).
bool sumsWholeCopies(const TmrEntry& e) {
  return std::none_of(e.operands.begin(), e.operands.end(),
                      [](const std::optional<int64_t>& d) { return d.has_value(); }) &&
         std::any_of(e.results.begin(), e.results.end(),
                     [](const ResultAction& a) { return a.kind == ResultAction::Kind::kSum; });
}

// The hypotheses every obligation shares (the op's shape rules, the TMR path
// condition, the loop's sizes). Each obligation adds guards on the indices it
// reads; the smallest set is the closest to the shared ones.
std::vector<SymExpr> sharedHypotheses(const std::vector<Obligation>& obligations) {
  const Obligation* smallest = nullptr;
  for (const Obligation& o : obligations)
    if (!o.law && (!smallest || o.hypotheses.size() < smallest->hypotheses.size())) smallest = &o;
  return smallest ? smallest->hypotheses : std::vector<SymExpr>{};
}

// Whether `hypotheses` imply `goal`.
bool implies(const std::vector<SymExpr>& hypotheses, SymExpr goal, const CheckOptions& options) {
  Obligation o;
  o.name = "the hypotheses imply " + goal.str();
  o.hypotheses = hypotheses;
  o.goal = std::move(goal);
  return check(o, options).verdict == Verdict::kProved;
}

// The classification of a proved mutant: equivalent with the reason that can
// be told mechanically, or vacuous.
std::pair<MutantOutcome, std::string> classifyProved(const TmrEntry& mutant,
                                                     const std::vector<Obligation>& obligations,
                                                     const std::vector<TmrEntry>& entries,
                                                     const CheckOptions& options) {
  for (const TmrEntry& e : entries)
    if (sameSlicing(e, mutant))
      return {MutantOutcome::kEquivalent,
              "equals the registered entry " + entryStr(e) +
                  (sameEntry(e, mutant) ? "" : " (up to its attribute divisions)")};
  if (replicatesOnly(mutant))
    return {MutantOutcome::kEquivalent,
            "no operand is sliced and every result is any: each chunk computes the whole op"};
  if (sumsWholeCopies(mutant))
    return {MutantOutcome::kEquivalent,
            "no operand is sliced: each chunk computes the whole op, and its copies sum back under an idempotent "
            "reducer"};
  const std::vector<SymExpr> hypotheses = sharedHypotheses(obligations);
  if (implies(hypotheses, SymExpr::boolean(false), options))
    return {MutantOutcome::kVacuous, "its hypotheses are unsatisfiable: the proof is vacuous"};
  if (implies(hypotheses, SymExpr::var("k") == 1, options))
    return {MutantOutcome::kEquivalent,
            "its sizes force k = 1 (it splits a dim of size 1): the loop has one chunk"};
  return {MutantOutcome::kEquivalent, "a sound entry the registry does not list"};
}

// Obligation (1), type preservation: EntryProver names them "type: ...".
bool isTypeObligation(const Obligation& o) { return o.name.starts_with("type"); }

// A mutant's verdict with its counterexample (refuted) or reason (unknown).
struct MutantVerdict {
  Verdict verdict = Verdict::kProved;
  std::string detail;
};

// The obligations of a mutant, as proveEntry checks a registered entry's
// (verify/entry_proof.h), but the index-map ones before the type ones and
// only up to the first refutation: one counterexample is enough, and it then
// names the two element sources the op and the loop read, not only shapes
// that disagree.
MutantVerdict proveMutant(std::vector<Obligation> obligations, const CheckOptions& options) {
  std::stable_partition(obligations.begin(), obligations.end(),
                        [](const Obligation& o) { return !isTypeObligation(o); });
  MutantVerdict out;
  for (const Obligation& o : obligations) {
    const ObligationResult r = check(o, options);
    if (r.verdict == Verdict::kRefuted)
      return {Verdict::kRefuted, r.counterexample.empty() ? "" : r.name + ": " + r.counterexample};
    if (r.verdict == Verdict::kUnknown && out.verdict == Verdict::kProved)
      out = {Verdict::kUnknown, r.name + ": " + r.reason};
  }
  return out;
}

size_t& outcomeCount(KindCounts& c, MutantOutcome outcome) {
  switch (outcome) {
    case MutantOutcome::kRefuted: return c.refuted;
    case MutantOutcome::kEquivalent: return c.equivalent;
    case MutantOutcome::kVacuous: return c.vacuous;
    case MutantOutcome::kUnknown: return c.unknown;
  }
  return c.unknown;
}

}  // namespace

std::string_view mutationKindName(MutationKind kind) {
  switch (kind) {
    case MutationKind::kWrongDim: return "wrong-dim";
    case MutationKind::kWrongAction: return "wrong-action";
    case MutationKind::kTileToSum: return "tile-to-sum";
    case MutationKind::kDroppedSlice: return "dropped-slice";
    case MutationKind::kWrongOperand: return "wrong-operand";
  }
  return "?";
}

std::string_view mutantOutcomeName(MutantOutcome outcome) {
  switch (outcome) {
    case MutantOutcome::kRefuted: return "refuted";
    case MutantOutcome::kEquivalent: return "equivalent";
    case MutantOutcome::kVacuous: return "vacuous";
    case MutantOutcome::kUnknown: return "unknown";
  }
  return "?";
}

std::vector<Mutant> mutants(const Operation& op, const TmrEntry& entry,
                            const std::vector<TmrEntry>& entries) {
  return MutantGenerator(op, entry, opReducer(op, entries)).run();
}

MutantResult testMutant(const Operation& op, const TmrEntry& original, const Mutant& mutant,
                        const std::vector<TmrEntry>& entries, const CheckOptions& options) {
  const Clock::time_point start = Clock::now();
  MutantResult out;
  out.op = op.name();
  out.loc = op.loc().str();
  out.original = entryStr(original);
  out.mutant = mutant;
  if (!denote(SymView::concrete(op)).defined()) {  // as proveEntry: nothing to prove against
    out.reason = op.name() + " has no denotation";
    out.ms = msSince(start);
    return out;
  }
  const std::vector<Obligation> obligations = entryObligations(op, mutant.entry);
  const MutantVerdict verdict = proveMutant(obligations, options);
  switch (verdict.verdict) {
    case Verdict::kRefuted:
      out.outcome = MutantOutcome::kRefuted;
      out.counterexample = verdict.detail;
      break;
    case Verdict::kUnknown:
      out.outcome = MutantOutcome::kUnknown;
      out.reason = verdict.detail;
      break;
    case Verdict::kProved:
      std::tie(out.outcome, out.reason) = classifyProved(mutant.entry, obligations, entries, options);
      break;
  }
  out.ms = msSince(start);
  return out;
}

std::vector<MutantResult> mutateOp(const Operation& op, const CheckOptions& options) {
  const std::vector<TmrEntry> entries = tracedTileMappings(op).mappings.entries;
  std::vector<TmrEntry> tested;
  std::vector<MutantResult> out;
  for (const TmrEntry& original : entries)
    for (const Mutant& m : mutants(op, original, entries)) {
      if (contains(tested, m.entry)) continue;
      tested.push_back(m.entry);
      out.push_back(testMutant(op, original, m, entries, options));
    }
  return out;
}

double MutationSummary::refutedPercent() const {
  return all.total == 0 ? 0.0 : 100.0 * static_cast<double>(all.refuted) / static_cast<double>(all.total);
}

bool MutationSummary::passed() const {
  return all.total > 0 && refutedPercent() >= kRequiredRefutedPercent && all.vacuous == 0 &&
         all.unknown == 0 && withoutCounterexample == 0;
}

MutationSummary summarize(const std::vector<MutantResult>& results, double ms) {
  MutationSummary s;
  s.ms = ms;
  for (const MutantResult& r : results) {
    for (KindCounts* c : {&s.all, &s.byKind[static_cast<size_t>(r.mutant.kind)]}) {
      ++c->total;
      ++outcomeCount(*c, r.outcome);
    }
    if (r.outcome == MutantOutcome::kRefuted && r.counterexample.empty()) ++s.withoutCounterexample;
  }
  return s;
}

}  // namespace partir::verify
