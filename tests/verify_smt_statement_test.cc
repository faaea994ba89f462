// verify/obligation.h smtStatement and SmtPrinter: what the scripts for
// scripts/check-proofs state, and how the abstracted forms encode integers.
#include <gtest/gtest.h>

#include "verify/obligation.h"

namespace partir::verify {
namespace {

SymExpr v(const char* name) { return SymExpr::var(name); }

// n = k·w, 0 ≤ i, 0 ≤ j < n; the goal mod(i·n + j, n) = j.
Obligation remainderObligation() {
  Obligation o;
  o.name = "remainder";
  o.hypotheses = {1 <= v("n"), 1 <= v("k"), 1 <= v("w"), v("n") == v("k") * v("w"), 0 <= v("i"), 0 <= v("j"),
                  v("j") < v("n")};
  o.goal = mod(v("i") * v("n") + v("j"), v("n")) == v("j");
  return o;
}

const SmtLemma* lemmaNamed(const SmtStatement& st, const std::string& what) {
  for (const SmtLemma& l : st.lemmas)
    if (l.what == what) return &l;
  return nullptr;
}

TEST(SmtStatement, TheGoalIsRestatedOverRepresentativeSizesWithALemma) {
  const SmtStatement st = smtStatement(remainderObligation());
  const std::string goal = st.obligation.goal.str();
  EXPECT_EQ(goal.find("n"), std::string::npos) << goal;  // n is k·w everywhere
  const SmtLemma* restatement = lemmaNamed(st, "the goal over representative sizes");
  ASSERT_NE(restatement, nullptr);
  EXPECT_EQ(restatement->alsoAbstracted, Abstraction::kArithmetic);
  ASSERT_NE(restatement->statement.premise, nullptr);
  EXPECT_EQ(restatement->statement.premise->goal.str(), goal);
  EXPECT_EQ(restatement->statement.goal.str(), remainderObligation().goal.str());
  // The obligation keeps its hypotheses as built, with the findings added.
  for (const SymExpr& h : remainderObligation().hypotheses)
    EXPECT_TRUE(std::any_of(st.obligation.hypotheses.begin(), st.obligation.hypotheses.end(),
                            [&](const SymExpr& x) { return x.str() == h.str(); }))
        << h.str();
}

TEST(SmtStatement, AnObligationWithNothingToSubstituteHasNoRestatement) {
  Obligation o;
  o.hypotheses = {0 <= v("i"), v("i") < 4};
  o.goal = v("i") + 0 == v("i");
  const SmtStatement st = smtStatement(o);
  EXPECT_EQ(lemmaNamed(st, "the goal over representative sizes"), nullptr);
  EXPECT_FALSE(mentionsDivMod(st.obligation));
  EXPECT_TRUE(mentionsDivMod(remainderObligation()));
}

TEST(SmtStatement, AQuotientOfSizesIsRestatedAsTheSizeItEquals) {
  // cvc5 proves mod(i, w) + div(i, w)·w = i, but not with div(w·a, a) for w.
  Obligation o;
  o.hypotheses = {1 <= v("a"), 1 <= v("w"), 0 <= v("i")};
  const SymExpr w = floorDiv(v("w") * v("a"), v("a"));
  o.goal = mod(v("i"), w) + floorDiv(v("i"), w) * w == v("i");
  const SmtStatement st = smtStatement(o);
  EXPECT_EQ(st.obligation.goal.str(), (mod(v("i"), v("w")) + floorDiv(v("i"), v("w")) * v("w") == v("i")).str());
  const SmtLemma* restatement = lemmaNamed(st, "the goal over representative sizes");
  ASSERT_NE(restatement, nullptr);
  EXPECT_EQ(restatement->statement.goal.str(), o.goal.str());
}

TEST(SmtPrinter, AbstractionsLeaveTheirOperationsUninterpreted) {
  Obligation o;
  o.hypotheses = {1 <= v("d")};
  o.goal = floorDiv(v("x"), v("d")) + mod(v("x"), SymExpr(4)) == v("x") * v("d");
  SmtPrinter printer;
  const std::string plain = printer.print(o, "t");
  const std::string divMod = printer.print(o, "t", Abstraction::kDivMod);
  const std::string arithmetic = printer.print(o, "t", Abstraction::kArithmetic);
  EXPECT_EQ(plain.find(".u"), std::string::npos) << plain;
  // By a variable divisor only; the constant divisor and the product stay.
  EXPECT_NE(divMod.find("(div.u x d)"), std::string::npos) << divMod;
  EXPECT_NE(divMod.find("(mod x 4)"), std::string::npos) << divMod;
  EXPECT_NE(divMod.find("(* x d)"), std::string::npos) << divMod;
  EXPECT_NE(arithmetic.find("(mul.u x d)"), std::string::npos) << arithmetic;
  EXPECT_NE(arithmetic.find("(mod.u x 4)"), std::string::npos) << arithmetic;
}

}  // namespace
}  // namespace partir::verify
