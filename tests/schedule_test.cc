// The schedule format (rewrite/schedule.h, docs/schedules.md): every form,
// and every error with its exact line and column.
#include "rewrite/schedule.h"

#include <fmt/format.h>

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

namespace partir {
namespace {

using Kind = DimChoice::Kind;

Schedule parseOk(std::string_view text) {
  Result<Schedule> s = parseSchedule(text, "s.sched");
  EXPECT_TRUE(s.ok()) << s.error().str();
  return s.ok() ? std::move(s.value()) : Schedule{};
}

// The diagnostic text, "" when the schedule parses.
std::string parseError(std::string_view text) {
  Result<Schedule> s = parseSchedule(text, "s.sched");
  EXPECT_FALSE(s.ok()) << "parsed: " << text;
  return s.ok() ? "" : s.error().str();
}

void expectAssignment(const Assignment& a, std::string_view target, DimChoice choice, int line, int col) {
  EXPECT_EQ(a.target, target);
  EXPECT_EQ(a.choice, choice);
  EXPECT_EQ(a.loc.file, "s.sched");
  EXPECT_EQ(a.loc.line, line) << a.target;
  EXPECT_EQ(a.loc.col, col) << a.target;
}

TEST(ScheduleParse, AllForms) {
  Schedule s = parseOk(
      "# comments start with '#'\n"
      "mesh batch=4 model=2\n"
      "tactic BP axis=batch\n"
      "  x = 0\n"
      "tactic MP axis=model\n"
      "  w1 = 1\n"
      "tactic Z3 axis=batch\n"
      "  w1 = 0\n"
      "  w2 = 1\n"
      "  params.* = first_divisible\n"
      "  %3#1 = replicated\n"
      "  opt_state = unknown\n"
      "tactic AutoMP axis=model auto\n");
  ASSERT_TRUE(s.mesh.has_value());
  EXPECT_EQ(s.mesh->axes(), (std::vector<MeshAxis>{{"batch", 4}, {"model", 2}}));
  ASSERT_EQ(s.tactics.size(), 4u);
  const Tactic& bp = s.tactics[0];
  EXPECT_EQ(bp.name, "BP");
  EXPECT_EQ(bp.kind, Tactic::Kind::kManual);
  EXPECT_EQ(bp.axes, std::vector<std::string>{"batch"});
  EXPECT_EQ(bp.loc.line, 3);
  EXPECT_EQ(bp.loc.col, 1);
  ASSERT_EQ(bp.assignments.size(), 1u);
  expectAssignment(bp.assignments[0], "x", {Kind::kDim, 0}, 4, 3);
  EXPECT_EQ(s.tactics[1].axes, std::vector<std::string>{"model"});
  expectAssignment(s.tactics[1].assignments.at(0), "w1", {Kind::kDim, 1}, 6, 3);
  const Tactic& z3 = s.tactics[2];
  ASSERT_EQ(z3.assignments.size(), 5u);
  expectAssignment(z3.assignments[0], "w1", {Kind::kDim, 0}, 8, 3);
  expectAssignment(z3.assignments[1], "w2", {Kind::kDim, 1}, 9, 3);
  expectAssignment(z3.assignments[2], "params.*", {Kind::kFirstDivisible, 0}, 10, 3);
  expectAssignment(z3.assignments[3], "%3#1", {Kind::kReplicated, 0}, 11, 3);
  expectAssignment(z3.assignments[4], "opt_state", {Kind::kUnknown, 0}, 12, 3);
  const Tactic& autoMp = s.tactics[3];
  EXPECT_EQ(autoMp.kind, Tactic::Kind::kAutomatic);
  EXPECT_EQ(autoMp.axes, std::vector<std::string>{"model"});
  EXPECT_TRUE(autoMp.assignments.empty());
  EXPECT_EQ(autoMp.search, SearchOptions{});
  EXPECT_EQ(autoMp.loc.line, 13);
}

TEST(ScheduleParse, Listing6) {
  // Seed 000 §3 Listing 6.
  Schedule s = parseOk(
      "mesh B=2 M=2\n"
      "tactic BP axis=B\n  x = 0\n"
      "tactic MP axis=M\n  w1 = 1\n"
      "tactic Z3 axis=B\n  w1 = 0\n  w2 = 1\n");
  ASSERT_EQ(s.tactics.size(), 3u);
  EXPECT_EQ(s.tactics[2].name, "Z3");
  EXPECT_EQ(s.tactics[2].axes, std::vector<std::string>{"B"});
  expectAssignment(s.tactics[2].assignments.at(1), "w2", {Kind::kDim, 1}, 8, 3);
}

TEST(ScheduleParse, LayoutCommentsAndQuotes) {
  // '#' inside a word does not start a comment.
  EXPECT_EQ(parseError("tactic T axis=a\n\t\tx=0#c\n"),
            "s.sched:2:5: error: bad dim '0#c': expected a non-negative integer, replicated, "
            "first_divisible or unknown");
  Schedule t = parseOk(
      "\n   \t\n"
      "\ttactic T axis=a   # trailing comment\r\n"
      "x=0\n"
      "\ty\t=\t1\t# tabs around\n"
      "  \"a b = #c\" = unknown  # quoted target\n"
      "  %0#1 = 2\n"
      "  mesh_x = 3\n");
  EXPECT_FALSE(t.mesh.has_value());
  const std::vector<Assignment>& as = t.tactics.at(0).assignments;
  ASSERT_EQ(as.size(), 5u);
  EXPECT_EQ(t.tactics[0].loc.line, 3);
  EXPECT_EQ(t.tactics[0].loc.col, 2);
  expectAssignment(as[0], "x", {Kind::kDim, 0}, 4, 1);
  expectAssignment(as[1], "y", {Kind::kDim, 1}, 5, 2);
  expectAssignment(as[2], "a b = #c", {Kind::kUnknown, 0}, 6, 3);
  expectAssignment(as[3], "%0#1", {Kind::kDim, 2}, 7, 3);
  expectAssignment(as[4], "mesh_x", {Kind::kDim, 3}, 8, 3);
}

TEST(ScheduleParse, EmptyAndCommentOnly) {
  Schedule s = parseOk("");
  EXPECT_FALSE(s.mesh.has_value());
  EXPECT_TRUE(s.tactics.empty());
  EXPECT_TRUE(parseOk("# nothing\n\n  # here\n").tactics.empty());
}

TEST(ScheduleParse, AutomaticForms) {
  Schedule s = parseOk(
      "mesh a=2,b=2 c=3\n"
      "tactic A1 auto axes=a,b\n"
      "tactic A2 axis=c auto=exhaustive seed=7 budget=2.5 evaluations=30\n"
      "tactic A3 seed=3 axis=c auto=beam\n"
      "tactic M axes=a\n");
  EXPECT_EQ(s.mesh->axes(), (std::vector<MeshAxis>{{"a", 2}, {"b", 2}, {"c", 3}}));
  EXPECT_EQ(s.tactics[0].kind, Tactic::Kind::kAutomatic);
  EXPECT_EQ(s.tactics[0].axes, (std::vector<std::string>{"a", "b"}));
  EXPECT_EQ(s.tactics[1].kind, Tactic::Kind::kAutomatic);
  EXPECT_EQ(s.tactics[1].axes, std::vector<std::string>{"c"});
  EXPECT_EQ(s.tactics[1].search, (SearchOptions{"exhaustive", 2.5, 30, 7}));
  // Options may come before `auto`.
  EXPECT_EQ(s.tactics[2].search, (SearchOptions{"beam", SearchOptions{}.budgetSeconds,
                                                SearchOptions{}.evaluations, 3}));
  EXPECT_EQ(s.tactics[3].kind, Tactic::Kind::kManual);
  EXPECT_EQ(s.tactics[3].axes, std::vector<std::string>{"a"});
}

TEST(ScheduleParse, LargestDim) {
  Schedule s = parseOk("tactic T axis=a\n  x = 9223372036854775807\n  y = 007\n");
  EXPECT_EQ(s.tactics[0].assignments[0].choice.dim, 9223372036854775807);
  EXPECT_EQ(s.tactics[0].assignments[1].choice.dim, 7);
}

TEST(ScheduleFormat, RoundTrips) {
  const std::string text =
      "mesh batch=4 model=2\n"
      "tactic BP axis=batch\n"
      "  x = 0\n"
      "  \"a b\" = replicated\n"
      "  \"#h\" = first_divisible\n"
      "  \"tactic\" = unknown\n"
      "tactic A axes=batch,model auto=greedy budget=0.5 evaluations=9 seed=18446744073709551615\n";
  Schedule s = parseOk(text);
  EXPECT_EQ(formatSchedule(s), text);
  EXPECT_EQ(formatDimChoice({Kind::kDim, 3}), "3");
  EXPECT_EQ(formatDimChoice({Kind::kReplicated, 0}), "replicated");
}

TEST(ScheduleErrors, Keywords) {
  EXPECT_EQ(parseError("foo bar\n"),
            "s.sched:1:1: error: unknown keyword 'foo' (expected 'mesh', 'tactic' or 'TARGET = CHOICE')");
  EXPECT_EQ(parseError("tactic T axis=a\n\n   x\n"),
            "s.sched:3:4: error: unknown keyword 'x' (expected 'mesh', 'tactic' or 'TARGET = CHOICE')");
  EXPECT_EQ(parseError("  x = 0\n"), "s.sched:1:3: error: assignment before any tactic");
}

TEST(ScheduleErrors, Mesh) {
  EXPECT_EQ(parseError("mesh\n"), "s.sched:1:5: error: expected AXIS=SIZE after 'mesh'");
  EXPECT_EQ(parseError("mesh a=2 # c\n"
                       "mesh b=2\n"),
            "s.sched:2:1: error: duplicate mesh line (first at line 1)");
  EXPECT_EQ(parseError("tactic T axis=a\n  mesh a=2\n"),
            "s.sched:2:3: error: the mesh line must come before the first tactic");
  EXPECT_EQ(parseError("mesh a=2  b=0\n"),
            "s.sched:1:11: error: mesh \"b=0\": axis 'b' has size 0, expected >= 1");
  EXPECT_EQ(parseError("mesh a=2 b\n"),
            "s.sched:1:10: error: mesh \"b\": expected NAME=SIZE, found \"b\"");
  EXPECT_EQ(parseError("mesh a=2 b=2 a=3\n"), "s.sched:1:14: error: duplicate mesh axis 'a'");
  EXPECT_EQ(parseError("mesh a=2,a=3\n"), "s.sched:1:6: error: mesh \"a=2,a=3\": axis 'a' appears twice");
}

TEST(ScheduleErrors, Tactics) {
  EXPECT_EQ(parseError("tactic\n"), "s.sched:1:7: error: expected a tactic name after 'tactic'");
  EXPECT_EQ(parseError("tactic BP   # no axis\n"), "s.sched:1:10: error: tactic 'BP' needs axis=AXIS");
  EXPECT_EQ(parseError("tactic A auto\n"), "s.sched:1:14: error: tactic 'A' needs axis=AXIS or axes=AXIS,...");
  EXPECT_EQ(parseError("tactic 3D axis=a\n"),
            "s.sched:1:8: error: bad tactic name '3D': expected letters, digits and '_', not starting "
            "with a digit");
  EXPECT_EQ(parseError("tactic BP axis=a\n  x = 0\n\ttactic BP axis=b\n"),
            "s.sched:3:9: error: duplicate tactic name 'BP' (first at line 1)");
  EXPECT_EQ(parseError("tactic T axs=a\n"),
            "s.sched:1:10: error: unknown tactic option 'axs=a' (expected axis=AXIS, axes=AXIS,..., "
            "auto[=ALGORITHM], budget=SECONDS, evaluations=N or seed=N)");
  EXPECT_EQ(parseError("tactic T axis=a axis=b\n"), "s.sched:1:17: error: duplicate axis option 'axis=b'");
  EXPECT_EQ(parseError("tactic T auto auto=mcts axes=a\n"), "s.sched:1:15: error: duplicate 'auto'");
}

TEST(ScheduleErrors, SearchOptions) {
  EXPECT_EQ(parseError("tactic T axis=a auto=annealing\n"),
            "s.sched:1:22: error: unknown search algorithm 'annealing' (expected mcts, greedy, beam or exhaustive)");
  EXPECT_EQ(parseError("tactic T axis=a seed=1\n"),
            "s.sched:1:17: error: 'seed=' is an option of automatic tactics: add 'auto'");
  EXPECT_EQ(parseError("tactic T axis=a auto budget=0\n"),
            "s.sched:1:29: error: bad budget '0': expected seconds, more than 0 and at most 1e6");
  EXPECT_EQ(parseError("tactic T axis=a auto budget=nan\n"),
            "s.sched:1:29: error: bad budget 'nan': expected seconds, more than 0 and at most 1e6");
  EXPECT_EQ(parseError("tactic T axis=a auto seed=-1\n"),
            "s.sched:1:27: error: bad seed '-1': expected a non-negative integer");
  EXPECT_EQ(parseError("tactic T axis=a auto evaluations=0\n"),
            "s.sched:1:34: error: bad evaluations '0': expected 1 to 10000000");
  EXPECT_EQ(parseError("tactic T axis=a auto seed\n"),
            "s.sched:1:22: error: unknown tactic option 'seed' (expected axis=AXIS, axes=AXIS,..., "
            "auto[=ALGORITHM], budget=SECONDS, evaluations=N or seed=N)");
}

TEST(ScheduleErrors, Axes) {
  EXPECT_EQ(parseError("tactic T axis=a,b\n"),
            "s.sched:1:16: error: 'axis=' takes one axis; use 'axes=' for several");
  EXPECT_EQ(parseError("tactic T axes=a,b\n"),
            "s.sched:1:10: error: manual tactic 'T' takes exactly one axis (an 'auto' tactic may take several)");
  EXPECT_EQ(parseError("tactic T axis=\n"), "s.sched:1:15: error: expected an axis name");
  EXPECT_EQ(parseError("tactic T auto axes=a,\n"), "s.sched:1:22: error: expected an axis name");
  EXPECT_EQ(parseError("tactic T auto axes=a,b,a\n"), "s.sched:1:24: error: duplicate axis 'a'");
  EXPECT_EQ(parseError("mesh batch=4 model=2\ntactic T axis=modle\n"),
            "s.sched:2:15: error: axis 'modle' is not in the mesh batch=4,model=2");
  EXPECT_EQ(parseError("mesh batch=4\ntactic T auto axes=batch,x\n"),
            "s.sched:2:26: error: axis 'x' is not in the mesh batch=4");
}

TEST(ScheduleErrors, DimChoices) {
  const std::string head = "tactic T axis=a\n";
  EXPECT_EQ(parseError(head + "  x = two\n"),
            "s.sched:2:7: error: bad dim 'two': expected a non-negative integer, replicated, "
            "first_divisible or unknown");
  EXPECT_EQ(parseError(head + "  x = -1\n"),
            "s.sched:2:7: error: bad dim '-1': expected a non-negative integer, replicated, "
            "first_divisible or unknown");
  EXPECT_EQ(parseError(head + "  x = 1.5\n"),
            "s.sched:2:7: error: bad dim '1.5': expected a non-negative integer, replicated, "
            "first_divisible or unknown");
  EXPECT_EQ(parseError(head + "  x = REPLICATED\n"),
            "s.sched:2:7: error: bad dim 'REPLICATED': expected a non-negative integer, replicated, "
            "first_divisible or unknown");
  EXPECT_EQ(parseError(head + "  x = 9223372036854775808\n"),
            "s.sched:2:7: error: bad dim '9223372036854775808': out of range");
  EXPECT_EQ(parseError(head + "  x =   # nothing\n"),
            "s.sched:2:6: error: expected a non-negative integer, replicated, first_divisible or unknown "
            "after '='");
  EXPECT_EQ(parseError(head + "  x = 0 1\n"), "s.sched:2:9: error: unexpected '1' after the dim choice");
  EXPECT_EQ(parseError(head + "  x == 0\n"),
            "s.sched:2:6: error: bad dim '=': expected a non-negative integer, replicated, "
            "first_divisible or unknown");
}

TEST(ScheduleErrors, Targets) {
  const std::string head = "tactic T axis=a\n";
  EXPECT_EQ(parseError(head + "  = 0\n"), "s.sched:2:3: error: expected a target before '='");
  EXPECT_EQ(parseError(head + "  a b = 0\n"),
            "s.sched:2:5: error: unexpected 'b' after target 'a' (quote a target that has blanks)");
  EXPECT_EQ(parseError(head + "  \"a b = 0\n"), "s.sched:2:3: error: unterminated quoted target");
  EXPECT_EQ(parseError(head + "  \"\" = 0\n"), "s.sched:2:3: error: empty target");
  EXPECT_EQ(parseError(head + "  \"x\"  # no choice\n"), "s.sched:2:8: error: expected '=' after target 'x'");
  EXPECT_EQ(parseError(head + "  a\"b\" = 0\n"), "s.sched:2:4: error: unexpected '\"' inside target 'a\"b\"'");
  EXPECT_EQ(parseError(head + "  x = 0\n  y = 1\n  x = 2\n"),
            "s.sched:4:3: error: duplicate target 'x' in tactic 'T' (first at line 2)");
  EXPECT_EQ(parseError("tactic A auto axes=a\n  x = 0\n"),
            "s.sched:2:3: error: automatic tactic 'A' takes no assignments");
  // The same target in two tactics is fine.
  EXPECT_EQ(parseOk(head + "  x = 0\ntactic U axis=b\n  x = 1\n").tactics.size(), 2u);
}

// Found while writing tests/fuzz/schedule_fuzzer.cc (its round-trip check
// traps on it): an axis name is not checked without a mesh line, and "a\r"
// came back from formatSchedule as "a" (a trailing '\r' ends a line).
TEST(ScheduleErrors, AxisNamesAreMeshAxisNames) {
  EXPECT_EQ(parseError("tactic T axis=a\r \n"),
            "s.sched:1:15: error: axis name 'a\\x0d' must match [A-Za-z_][A-Za-z0-9_.]*");
  EXPECT_EQ(parseError("tactic T auto axes=a,b-c\n"),
            "s.sched:1:22: error: axis name 'b-c' must match [A-Za-z_][A-Za-z0-9_.]*");
  const std::string text = "tactic T axis=_a.b1\n";
  EXPECT_EQ(formatSchedule(parseOk(text)), text);
}

// Found while writing tests/fuzz/schedule_fuzzer.cc: each word of a mesh line
// was a valid mesh, but together their device count overflowed int64 (the
// partitioned module then failed to verify, an internal error).
TEST(ScheduleErrors, MeshDeviceCountFitsInInt64) {
  EXPECT_EQ(parseError("mesh a=999999999999999999 b=16\n"),
            "s.sched:1:27: error: the number of devices does not fit in int64");
  EXPECT_EQ(parseError("mesh a=999999999999999999,b=16\n"),
            "s.sched:1:6: error: mesh \"a=999999999999999999,b=16\": the number of devices does not fit in int64");
  EXPECT_EQ(parseOk("mesh a=999999999999999999 b=9\n").mesh->numDevices(), 8999999999999999991);
}

// Layout-free content of a schedule, for comparing a reparse.
std::string summary(const Schedule& s) {
  std::string out = s.mesh ? "mesh " + s.mesh->str() + ";" : "";
  for (const Tactic& t : s.tactics) {
    out += fmt::format("{}/{}/{}:", t.name, t.kind == Tactic::Kind::kManual ? "m" : "a", fmt::join(t.axes, ","));
    if (t.kind == Tactic::Kind::kAutomatic)
      out += fmt::format("{{{} {} {} {}}}", t.search.algorithm, t.search.budgetSeconds, t.search.evaluations,
                         t.search.seed);
    for (const Assignment& a : t.assignments) out += fmt::format("[{}]={} ", a.target, formatDimChoice(a.choice));
    out += ";";
  }
  return out;
}

// Texts glued from schedule fragments: parsing never crashes, and whatever
// parses prints to a text that parses to the same schedule.
RC_GTEST_PROP(ScheduleProperty, ParsesWithoutCrashingAndRoundTrips, ()) {
  static const std::vector<std::string> kFragments = {
      "mesh", "tactic", "auto", "auto=beam", "seed=2", "budget=1.5", "axis=", "axes=", "a", "b", "a=2",
      "b=3", ",", "=", " ", "\t", "\n",
      "\r\n", "#", "\"", "%", "%3#1", "0", "12", "-1", "replicated", "first_divisible", "unknown",
      "x", "params*", "T", "U", "'", "?", "[", "]", "\0"};
  const auto pieces = *rc::gen::container<std::vector<std::string>>(rc::gen::elementOf(kFragments));
  std::string text;
  for (const std::string& p : pieces) text += p;
  Result<Schedule> s = parseSchedule(text, "r.sched");
  if (!s.ok()) {
    RC_ASSERT(s.error().loc.line >= 1);
    RC_ASSERT(s.error().loc.col >= 1);
    return;
  }
  Result<Schedule> again = parseSchedule(formatSchedule(s.value()), "again.sched");
  RC_ASSERT(again.ok());
  RC_ASSERT(summary(again.value()) == summary(s.value()));
}

}  // namespace
}  // namespace partir
