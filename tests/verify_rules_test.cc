// The rewrite rules (verify/rules.h) are proved, and wrong variants of them
// are refuted with a counterexample: the readings of verify/mesh_value.h
// distinguish axes, axis order, dims and reductions.
#include <gtest/gtest.h>

#include "verify/rules.h"

namespace partir::verify {
namespace {

const std::vector<SymExpr> kLocal = {SymExpr::var("w0"), SymExpr::var("w1")};

std::string describe(const RuleReport& r) {
  std::string out = r.rule + ": " + std::string(verdictName(r.verdict)) + "\n";
  for (const ObligationResult& f : r.failures)
    out += "  " + f.name + ": " + f.counterexample + f.reason + "\n";
  return out;
}

void expectRefuted(const MeshValue& lhs, const MeshValue& rhs) {
  const RuleReport r = proveRule(equation("wrong", "test", lhs, rhs));
  EXPECT_EQ(r.verdict, Verdict::kRefuted) << describe(r);
  ASSERT_FALSE(r.failures.empty());
  EXPECT_NE(r.failures[0].counterexample.find("|a| = "), std::string::npos) << describe(r);
}

TEST(VerifyRules, EveryRuleIsProved) {
  const std::vector<Rule> rules = rewriteRules();
  EXPECT_GE(rules.size(), 30u);
  for (const Rule& rule : rules) {
    const RuleReport r = proveRule(rule);
    EXPECT_EQ(r.verdict, Verdict::kProved) << describe(r);
    EXPECT_GE(r.obligations, 3u) << rule.name;
  }
}

TEST(VerifyRules, GatherAndSliceOverDifferentAxesAreRefuted) {
  const MeshValue x = perDevice(kLocal);
  expectRefuted(allSlice(allGather(x, {{"a"}, {}}), {{"b"}, {}}), x);
}

TEST(VerifyRules, AxisOrderMatters) {
  const MeshValue x = perDevice(kLocal);
  expectRefuted(allSlice(allGather(x, {{"a", "b"}, {}}), {{"b", "a"}, {}}), x);
}

TEST(VerifyRules, AllToAllWithSwappedDimsIsRefuted) {
  const MeshValue x = perDevice({kLocal[0], kLocal[1] * axisSize("a")});
  expectRefuted(allSlice(allGather(x, {{"a"}, {}}), {{}, {"a"}}), allToAll(x, {"a"}, 1, 0));
}

TEST(VerifyRules, ReduceScatterNeedsTheSliceAxesReduced) {
  const MeshValue x = perDevice({kLocal[0] * axisSize("a"), kLocal[1] * axisSize("b")});
  const RuleReport r = proveRule(equation(
      "wrong", "test", allSlice(allReduce(x, {"a"}), {{"a"}, {"b"}}), reduceScatter(x, {{"a"}, {"b"}})));
  EXPECT_EQ(r.verdict, Verdict::kRefuted) << describe(r);
}

TEST(VerifyRules, TilingOneDimAndSlicingAnotherIsRefuted) {
  const MeshValue body = bodyOnDevices({kLocal[0], kLocal[1] * axisSize("a")}, "a");
  expectRefuted(sliceAtCoordinate(tiled(body, 0, "a"), 1, "a"), body);
}

TEST(VerifyRules, LoweringTileToTheWrongDimIsRefuted) {
  const MeshValue body = bodyOnDevices(kLocal, "a");
  expectRefuted(allGather(body, {{}, {"a"}}), tiled(body, 0, "a"));
}

TEST(VerifyRules, AnAnyLoopWhoseBodyReadsTheRangeIsRefuted) {
  // Seed 000 §8: the body of an [any] loop cannot use the range, because each
  // device would keep a different value.
  const MeshValue body = bodyOnDevices(kLocal, "a");
  const MeshValue firstIteration{kLocal, [body](const Coords& c, const Index& i) {
                                   return body.at(withChunk(c, {"a"}, 0), i);
                                 }};
  expectRefuted(firstIteration, body);
}

TEST(VerifyRules, SumLoweredToAGatherIsRefuted) {
  const MeshValue body = bodyOnDevices(kLocal, "a");
  const RuleReport r =
      proveRule(equation("wrong", "test", allGather(body, {{"a"}, {}}), summed(body, "a")));
  EXPECT_EQ(r.verdict, Verdict::kRefuted) << describe(r);
}

}  // namespace
}  // namespace partir::verify
