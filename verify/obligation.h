// Proof obligations and their verdicts (DESIGN.md "Verification"; STYLE.md
// point 11: proved, refuted with a counterexample, unknown when the resource
// limit runs out, kept
// apart).
//
// An index obligation says: under `hypotheses`, `goal` holds and, when
// `equal` is set, the two element terms are equal for every value of the
// operands and every meaning of the scalar functions (verify/z3_encode.h).
// An algebra obligation states a law of a reduction function over its
// element type (integers as bit-vectors of their width, i1 as one bit, floats
// as reals), with the init value when the law is about it.
//
// Given hypotheses {0 ≤ i0 < in0[1]} and equal = (in0[i0, 0], in0[i0, 0]),
// `check` proves it; with equal = (in0[i0, 0], in0[0, i0]) it refutes it and
// the counterexample reads
//   in0 = [2, 2], i0 = 1: the op reads in0[1, 0], the loop in0[0, 1]
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "semantics/element_type.h"
#include "semantics/symbolic.h"
#include "verify/abstraction.h"

namespace z3 {
class context;
}  // namespace z3

namespace partir::verify {

enum class Verdict { kProved, kRefuted, kUnknown };
std::string_view verdictName(Verdict v);  // "proved", "refuted", "unknown"

// The laws verify/algebra.cc proves of a reducer. kInitAbsorbed: the init
// value is a two-sided identity, or the reducer is idempotent and
// commutative; either way folding k chunks that each start from the init
// equals one fold from the init. kDistributes: a scalar op applied to a
// fold's result (a mean's division, a scale) distributes over the reducer,
// g(f(x, y)) = h(g(x), g(y)), so it may be applied to each chunk's fold and
// the chunks combined with h (f itself, or another: -max(x, y) =
// min(-x, -y)).
// kIdempotent: f(x, x) = x, so k chunks that each hold the whole value
// combine to it.
enum class Law { kAssociative, kCommutative, kInitAbsorbed, kDistributes, kIdempotent };

// A condition on the data under which an obligation's goal matters: the
// predicate of a select above the compared values, true or false as the
// branch compared, or the other factor of a product, true meaning not 0.
// Not a hypothesis (the goal is proved without it); a refutation's inputs
// must satisfy it for the difference to show (verify/input_model.h).
struct DataCondition {
  Term predicate;
  bool holds = true;
};

struct Obligation {
  std::string name;
  std::vector<SymExpr> hypotheses;
  SymExpr goal = SymExpr::boolean(true);
  std::optional<std::pair<Term, Term>> equal;  // (the op's value, the loop's value)
  // How a counterexample names the two sides of `equal`.
  std::pair<std::string, std::string> sides = {"the op", "the loop"};
  // An algebra obligation instead, when `law` is set.
  std::optional<Law> law;
  Reducer reducer;
  ElementType element = ElementType::kF32;
  std::optional<double> init;  // kInitAbsorbed: the init value when it is a constant
  // kDistributes: g is `scalarOp` with the fold's value as operand
  // `foldOperand` and `init` as the other operand (a free value when unknown);
  // "negate" has no other operand.
  std::string scalarOp;
  size_t foldOperand = 0;
  Reducer outer;  // kDistributes: h, what the chunks are combined with
  // Set when the obligation fails by construction (a structural mismatch):
  // the reason, reported as a refutation with the hypotheses' model.
  std::string mismatch;
  // A lemma's further hypothesis: that `premise` holds (its goal and
  // `equal`; its own hypotheses are not assumed).
  std::shared_ptr<const Obligation> premise;
  std::vector<DataCondition> dataConditions;
  // The result elements compared when the obligation was made, the whole's
  // and the chunk's (read at the whole's indices): a refutation's inputs
  // should make them differ (verify/input_model.h). Not part of the goal.
  std::optional<std::pair<Term, Term>> difference;
};

struct ObligationResult {
  std::string name;
  Verdict verdict = Verdict::kUnknown;
  std::string counterexample;  // kRefuted: sizes, indices and the two values' sources
  std::string reason;          // kUnknown: why
  double ms = 0;
  unsigned effort = 0;         // Z3 resource units spent ("rlimit-count")
  std::map<std::string, int64_t> model;  // kRefuted: each integer variable's value
  std::vector<DataCondition> dataConditions;  // kRefuted: the obligation's
  std::optional<std::pair<Term, Term>> difference;  // kRefuted: the obligation's
};

// Z3's deterministic resource limit bounds each check, not a wall-clock
// timeout: the verdict does not depend on the machine's load, and Z3
// 4.8.12's timer thread can deadlock after a timeout (Z3 issues #5369, #5990).
struct CheckOptions {
  unsigned resourceLimit = 5'000'000;
};

ObligationResult check(const Obligation& o, const CheckOptions& options = {});

// The verdict on all obligations of an entry or a rule: refuted when one is,
// else unknown when one is, else proved. The entry and rule reports extend it.
struct ProofVerdict {
  Verdict verdict = Verdict::kProved;
  double ms = 0;
  unsigned effort = 0;                     // Z3 resource units over all obligations
  size_t obligations = 0;
  std::vector<ObligationResult> failures;  // the refuted and unknown obligations
};
ProofVerdict checkAll(const std::vector<Obligation>& obligations, const CheckOptions& options = {});

// The obligation stated for other solvers to re-check what `check` decided
// (scripts/check-proofs): as built, before the normalizer
// (verify/normalize.h), with the normalizer's findings among its hypotheses,
// and each finding as a lemma under the hypotheses it was found under. So
// the solvers check the normalizer's work instead of trusting it. A law has
// no lemmas.
//
// Its goal is restated over the representative sizes (the substitutions of
// normalize's first stage, in every round, and each quotient of sizes
// replaced by the size a finding equates it with), with the lemma "the goal
// over representative sizes": the restated goal implies the goal as built,
// under the findings (congruence). Solvers that do not substitute a chain of size
// equalities (z3 on select_and_scatter) then meet the goal in the terms the
// findings speak of.
//
// Given 1 ≤ n, 1 ≤ k, 1 ≤ w, n = k·w and the goal mod(i·n + j, n) = j, the
// obligation gains the hypothesis n = k·w, its goal becomes
// mod(i·k·w + j, k·w) = j, and the lemmas are "a definition" n = k·w, "the
// goal over representative sizes" and "div/mod multiple dropped"
// mod(i·k·w + j, k·w) = mod(j, k·w).
//
// Some scripts are also written with integer operations uninterpreted
// (verify/abstraction.h), and scripts/check-proofs counts a script
// proved by a solver that proves either form:
// - an obligation that uses div or mod, with kDivMod. Solvers that purify
//   div and mod into fresh quotients lose congruence (cvc5 does not derive
//   mod(q, n) = mod(i, n) from q = i when q is a quotient), while the
//   findings already state every div/mod fact an obligation needs;
// - the restatement lemma, with kArithmetic: it is congruence (the
//   substitution is made as written), which cvc5 misses under products.
struct SmtLemma {
  std::string what;  // "equal sizes"
  Obligation statement;
  Abstraction alsoAbstracted = Abstraction::kNone;  // also written so, unless kNone
};
struct SmtStatement {
  Obligation obligation;
  std::vector<SmtLemma> lemmas;
};
SmtStatement smtStatement(const Obligation& o);
// Whether `o`'s hypotheses, goal or `equal` use floor division or remainder.
bool mentionsDivMod(const Obligation& o);

// Obligations as SMT-LIB 2 scripts whose (check-sat) answers unsat exactly
// when they hold. One printer shares one Z3 context among its scripts:
// creating a context costs more than printing a script.
class SmtPrinter {
 public:
  SmtPrinter();
  ~SmtPrinter();
  // `o`'s script, headed by the comment `title`.
  std::string print(const Obligation& o, const std::string& title, Abstraction abstraction = Abstraction::kNone);

 private:
  std::unique_ptr<z3::context> ctx_;
};

}  // namespace partir::verify
