// verify/normalize.h: every equality the normalizer derives holds in every
// model of the hypotheses it derived it from, checked by enumeration (no
// solver and no normalizer on the checking side).
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <fmt/format.h>

#include "verify/normalize.h"

namespace partir::verify {
namespace {

// `e` at `at` (integers and booleans as 0/1); floor division and remainder.
int64_t evaluate(const SymExpr& e, const std::map<std::string, int64_t>& at) {
  using K = SymExpr::Kind;
  if (e.kind() == K::kConst || e.kind() == K::kBool) return *e.constant();
  if (e.kind() == K::kVar) return at.at(e.name());
  std::vector<int64_t> a;
  for (const SymExpr& arg : e.args()) a.push_back(evaluate(arg, at));
  switch (e.kind()) {
    case K::kAdd: return a[0] + a[1];
    case K::kSub: return a[0] - a[1];
    case K::kMul: return a[0] * a[1];
    case K::kDiv: return floorDivide(a[0], a[1]);
    case K::kMod: return a[0] - a[1] * floorDivide(a[0], a[1]);
    case K::kMin: return std::min(a[0], a[1]);
    case K::kMax: return std::max(a[0], a[1]);
    case K::kIte: return a[0] ? a[1] : a[2];
    case K::kEq: return a[0] == a[1];
    case K::kLe: return a[0] <= a[1];
    case K::kLt: return a[0] < a[1];
    case K::kAnd: return a[0] && a[1];
    case K::kOr: return a[0] || a[1];
    case K::kNot: return !a[0];
    default: throw std::logic_error("no value: " + e.str());
  }
}

constexpr int64_t kLargest = 4;  // each size enumerated over 1..kLargest

// The first assignment of 1..kLargest to `vars` where the hypotheses hold
// and the fact does not, as text; empty when there is none.
std::string counterexample(const NormalizationStep& step, const std::vector<std::string>& vars) {
  std::map<std::string, int64_t> at;
  for (const std::string& v : vars) at[v] = 1;
  while (true) {
    const bool hypothesesHold = std::all_of(step.hypotheses.begin(), step.hypotheses.end(),
                                            [&](const SymExpr& h) { return evaluate(h, at) != 0; });
    if (hypothesesHold && evaluate(step.fact, at) == 0) {
      std::string out = step.what + ": " + step.fact.str() + " fails at";
      for (const auto& [v, x] : at) out += fmt::format(" {}={}", v, x);
      return out;
    }
    size_t i = 0;
    for (; i < vars.size() && at[vars[i]] == kLargest; ++i) at[vars[i]] = 1;
    if (i == vars.size()) return "";
    ++at[vars[i]];
  }
}

// A product of the sizes a, b, c, d with the given exponents (0..2).
SymExpr product(const std::vector<int>& exponents) {
  static const char* kNames[] = {"a", "b", "c", "d"};
  SymExpr out = 1;
  for (size_t v = 0; v < exponents.size(); ++v)
    for (int n = 0; n < exponents[v]; ++n) out = out * SymExpr::var(kNames[v]);
  return out;
}

// Product equations between positive sizes, built as written (a = a stays),
// as reshapes and tilings state them.
Obligation productObligation(const std::vector<std::pair<std::vector<int>, std::vector<int>>>& equations) {
  const SymExpr::Unfolded asWritten;
  Obligation o;
  for (const char* v : {"a", "b", "c", "d"}) o.hypotheses.push_back(SymExpr(1) <= SymExpr::var(v));
  for (const auto& [l, r] : equations) o.hypotheses.push_back(product(l) == product(r));
  o.goal = SymExpr::var("a") == SymExpr::var("b");
  return o;
}

TEST(VerifyNormalize, AnEquationOfASizeWithItselfImpliesNothing) {
  // a = a and b = b once gave zero pivots and "b = a" (found by stating
  // obligations unfolded for scripts/check-proofs).
  const Obligation o = productObligation({{{1, 0, 0, 0}, {1, 0, 0, 0}}, {{0, 1, 0, 0}, {0, 1, 0, 0}}});
  std::vector<NormalizationStep> steps;
  const Obligation normalized = normalize(o, &steps);
  for (const NormalizationStep& s : steps) EXPECT_EQ(counterexample(s, {"a", "b", "c", "d"}), "");
  EXPECT_FALSE(normalized.goal.constant() == 1) << normalized.goal.str();
}

RC_GTEST_PROP(VerifyNormalize, EveryStepHoldsOnSmallSizes, ()) {
  using Equation = std::pair<std::vector<int>, std::vector<int>>;
  const auto power = rc::gen::elementOf(std::vector<int>{0, 1, 2});  // not scaled by size
  const auto exponents = rc::gen::apply([](int a, int b, int c, int d) { return std::vector<int>{a, b, c, d}; },
                                        power, power, power, power);
  // Half of the equations state a product equal to itself, as unfolded
  // obligations do (in0[0] = in0[0]).
  const auto equation = rc::gen::oneOf(
      rc::gen::pair(exponents, exponents),
      rc::gen::map(exponents, [](const std::vector<int>& e) { return Equation{e, e}; }));
  const auto count = *rc::gen::elementOf(std::vector<size_t>{0, 1, 2, 3, 4});
  const auto equations = *rc::gen::container<std::vector<Equation>>(count, equation);
  std::vector<NormalizationStep> steps;
  normalize(productObligation(equations), &steps);
  for (const NormalizationStep& s : steps)
    if (!s.definition) RC_ASSERT(counterexample(s, {"a", "b", "c", "d"}) == "");
}

// A slice [0:in:s] split k ways (spec slice C9: out = ceil((in − start) / s),
// written div(in − start + s − 1, s)). The first round pins start = 0 and
// simplifies the division at the multiple in of s to in/s; only then is
// in/s a size the next round can define (out = in/s), so in/k = out/k·s.
TEST(VerifyNormalize, ACeilingDivisionAtAMultipleDefinesASizeForTheNextRound) {
  auto v = [](const char* name) { return SymExpr::var(name); };
  Obligation o;
  for (const char* size : {"in", "s", "k", "out", "in/k", "out/k"}) o.hypotheses.push_back(SymExpr(1) <= v(size));
  o.hypotheses.push_back(v("start") == 0);
  o.hypotheses.push_back(mod(v("in"), v("s")) == 0);
  o.hypotheses.push_back(v("in") == v("k") * v("in/k"));
  o.hypotheses.push_back(v("out") == v("k") * v("out/k"));
  o.hypotheses.push_back(v("out") == floorDiv(v("in") - v("start") + v("s") - 1, v("s")));
  o.goal = v("out/k") * v("s") == v("in/k");
  std::vector<NormalizationStep> steps;
  EXPECT_EQ(normalize(o, &steps).goal.constant(), 1) << normalize(o).goal.str();
  std::set<std::string> facts;
  for (const NormalizationStep& s : steps) EXPECT_TRUE(facts.insert(s.what + s.fact.str()).second) << s.fact.str();
}

}  // namespace
}  // namespace partir::verify
