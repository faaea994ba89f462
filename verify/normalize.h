// Equal sizes made identical before an obligation goes to Z3.
//
// Sizes are positive integers related by products: `in0[1] = k·in0[1]/k`,
// reshape's `in0[0]·in0[1] = out0[0]·out0[1]·out0[2]`. Z3's nonlinear integer
// arithmetic rarely derives equalities such as in0[1] = out0[2] from these
// (it needs cancellation), yet with them substituted the index arithmetic
// is easy. Over positive numbers a product equation is a linear equation of
// logarithms, so two sizes are equal whenever log a − log b lies in the span
// of the hypotheses' product equations: exact Gaussian elimination over the
// rationals decides it. Each such equality holds in every model of the
// hypotheses, so replacing one size by the other keeps the obligation
// equivalent.
//
// A divisibility hypothesis mod(a, m) = 0 becomes a = m·q with a fresh q.
// Then definitions v = m (a size equal to a product of sizes, such as a
// sliced dim in0[1] = k·w) are substituted, and floor division and remainder
// by a product drop the multiples of it: div(q·m + r, m) = q + div(r, m),
// mod(q·m + r, m) = mod(r, m), identities for every positive m; and when
// the hypotheses' bounds (v ≥ 0, v < U) show 0 ≤ r < m by monotonicity,
// div(q·m + r, m·n) = div(q, n) and mod(q·m + r, m·n) = m·mod(q, n) + r,
// which undo the linearize/delinearize round trips of reshape. A term that
// the divisor does not divide becomes a multiple of it when a product
// equation of the hypotheses (monomials of sizes, common factors
// cancelled) rewrites one of its factors: with w·b = u·d (reshape's in0[0]/k·in0[1] = out0[0]/k·out0[1]),
// div(i + r·u·d, b) = r·w + div(i, b). An empty remainder needs no bound
// (0 < m): div(q·m, m) = q.
//
// Given hypotheses 1 ≤ a, 1 ≤ b, 1 ≤ c, 1 ≤ d, 1 ≤ e, b·c = a and
// a·d = b·c·e, `normalize` replaces e by d (or d by e) everywhere; given
// n = k·w, the goal mod(i·n + j, n) = j becomes mod(j, k·w) = j.
#pragma once

#include <map>
#include <optional>
#include <set>

#include "verify/obligation.h"

namespace partir::verify {

// One finding of `normalize`, stated for a solver to check on its own
// (toSmtScripts in verify/obligation.h): under `hypotheses`, the
// obligation's at the stage it was found plus the supporting findings of that
// stage before it, `fact` holds. A definition names a fresh variable (a
// divisibility witness "a/m" = div(a, m)) and needs no proof.
//
// Given 1 ≤ n, 1 ≤ k, 1 ≤ w, n = k·w, the steps include
//   a definition: n = k·w     under {1 ≤ n, 1 ≤ k, 1 ≤ w, n = k·w}
//
// A div/mod rewrite is an instance of a *schema*: a lemma over plain
// variables (uniqueness of floor division: 1 ≤ D, 0 ≤ R < D, Y = Q·D + R give
// div(Y, D) = Q and mod(Y, D) = R). Its lemma is the schema itself, which the
// solvers prove once; the schema's hypotheses, with its variables bound to
// the rewrite's expressions, are steps of their own (side conditions), and
// the fact is the bound conclusion. What is trusted is the substitution.
// Solvers decide the schemas over plain variables where they give up on the
// same facts over nonlinear terms (z3 on mod(a·q, a) = 0).
struct Schema {
  std::string name;                  // "uniqueness of floor division"
  std::vector<SymExpr> hypotheses;   // over the schema's own variables
  std::vector<SymExpr> conclusions;  // proved together: the lemma's goal is their conjunction
  // When not empty, the schema is no lemma of its own: it follows from these
  // schemas, each a lemma, by substitution (the step trusted for every
  // schema). Solvers prove the pieces where they give up on the whole.
  std::vector<Schema> derivation;
};

struct NormalizationStep {
  std::string what;  // "pinned size", "equal sizes", "a definition", "div/mod", ...
  std::vector<SymExpr> hypotheses;
  SymExpr fact = SymExpr::boolean(true);
  bool definition = false;
  std::optional<Schema> schema;  // the lemma, when `fact` is an instance of one
  // A schema's hypothesis, bound: a lemma of its own and a hypothesis of the
  // lemmas after it, but not of the obligation, which needs only the facts
  // it rests on (more hypotheses only slow the solvers down).
  bool sideCondition = false;
};

// The variables with a hypothesis 1 ≤ v (or 0 < v): the sizes.
std::set<std::string> positiveVars(const std::vector<SymExpr>& hypotheses);

// The obligation normalized in two stages (pinned sizes, divisibility
// witnesses, equal sizes and definitions substituted everywhere; then floor
// division and remainder simplified), in rounds, since a simplified
// div can define a size for the next (a slice's out0[0]/k·k = in0[0]/s once
// its ceiling division is simplified, so in0[0]/k = out0[0]/k·s), until a
// round changes nothing (at most kNormalizationRounds). Every step is
// appended to `steps` when given (a fact found again is not repeated), and
// every substitution of the first stages (pinned, equal sizes,
// definitions), in order, to `substitutions`.
inline constexpr int kNormalizationRounds = 3;
Obligation normalize(const Obligation& o, std::vector<NormalizationStep>* steps = nullptr,
                     std::vector<std::map<std::string, SymExpr>>* substitutions = nullptr);

}  // namespace partir::verify
