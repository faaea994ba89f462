// Target resolution (rewrite/targets.h): arguments by jax.arg_info and
// loc("name"), SSA spellings, globs, pytree prefixes, tags, precedence and
// the no-match diagnostics.
#include "rewrite/targets.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "semantics/parser.h"
#include "tests/corpus.h"

namespace partir {
namespace {

// Arguments: x (arg_info and loc), w1 (loc only), params['w2'] (arg_info,
// loc "w2"), params.b (arg_info), an unnamed %arg4. Tags "h" and "x".
constexpr const char* kProgram = R"(
func.func @main(%arg0: tensor<8x4xf32> {jax.arg_info = "x"} loc("x"),
                %arg1: tensor<4x4xf32> loc("w1"),
                %arg2: tensor<4x4xf32> {jax.arg_info = "params['w2']"} loc("w2"),
                %arg3: tensor<4xf32> {jax.arg_info = "params.b"},
                %arg4: tensor<4xf32>) -> tensor<8x4xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8x4xf32>
  %h = "partir.tag"(%0) {name = "h"} : (tensor<8x4xf32>) -> tensor<8x4xf32>
  %tx = "partir.tag"(%h) {name = "x"} : (tensor<8x4xf32>) -> tensor<8x4xf32>
  %3:2 = func.call @pair() : () -> (tensor<4xf32>, tensor<4xf32>)
  %cst = stablehlo.constant dense<1.0> : tensor<4xf32>
  return %tx : tensor<8x4xf32>
}
func.func private @pair() -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.constant dense<2.0> : tensor<4xf32>
  return %0, %0 : tensor<4xf32>, tensor<4xf32>
}
func.func private @decl(tensor<4xf32>) -> tensor<4xf32>
)";

class TargetsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    Result<SourceFile> file = parseSource(kProgram, "t.mlir");
    ASSERT_TRUE(file.ok()) << file.error().str();
    source_ = std::move(file.value());
    Result<const Function*> f = entryFunction(module());
    ASSERT_TRUE(f.ok()) << f.error().str();
    main_ = f.value();
  }

  const Module& module() const { return *source_.modules.front(); }
  Value* arg(size_t i) const { return main_->entry().argument(i); }
  Value* result(size_t op, size_t r = 0) const { return main_->entry().ops().at(op)->result(r); }

  std::vector<Value*> resolve(std::string_view target) const {
    Result<std::vector<Value*>> values = resolveTarget(*main_, target, loc_);
    EXPECT_TRUE(values.ok()) << values.error().str();
    return values.ok() ? values.value() : std::vector<Value*>{};
  }
  std::string error(std::string_view target) const {
    Result<std::vector<Value*>> values = resolveTarget(*main_, target, loc_);
    EXPECT_FALSE(values.ok());
    return values.ok() ? "" : values.error().str();
  }

  SourceFile source_;
  const Function* main_ = nullptr;
  Location loc_{"s.sched", 4, 3};
};

using Values = std::vector<Value*>;

TEST_F(TargetsTest, EntryFunctionPicksMainOrTheGivenName) {
  EXPECT_EQ(main_->name, "main");
  Result<const Function*> empty = entryFunction(module(), "");
  ASSERT_TRUE(empty.ok());
  EXPECT_EQ(empty.value(), main_);
  Result<const Function*> pair = entryFunction(module(), "pair");
  ASSERT_TRUE(pair.ok());
  EXPECT_EQ(pair.value()->name, "pair");
}

TEST_F(TargetsTest, EntryFunctionErrors) {
  Result<const Function*> missing = entryFunction(module(), "f");
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error().message, "no function @f (functions: decl, main, pair)");
  Result<const Function*> decl = entryFunction(module(), "decl");
  ASSERT_FALSE(decl.ok());
  EXPECT_EQ(decl.error().message, "function @decl has no body");
}

TEST_F(TargetsTest, ArgumentsByArgInfoAndLocName) {
  EXPECT_EQ(resolve("x"), Values{arg(0)});
  EXPECT_EQ(resolve("w1"), Values{arg(1)});
  EXPECT_EQ(resolve("params['w2']"), Values{arg(2)});
  EXPECT_EQ(resolve("w2"), Values{arg(2)});
  EXPECT_EQ(resolve("params.b"), Values{arg(3)});
}

TEST_F(TargetsTest, SsaSpellings) {
  EXPECT_EQ(resolve("%arg0"), Values{arg(0)});
  EXPECT_EQ(resolve("%arg4"), Values{arg(4)});
  EXPECT_EQ(resolve("%0"), Values{result(0)});
  EXPECT_EQ(resolve("%h"), Values{result(1)});
  EXPECT_EQ(resolve("%cst"), Values{result(4)});
  EXPECT_EQ(resolve("%3#1"), Values{result(3, 1)});
  EXPECT_EQ(resolve("%3#0"), Values{result(3, 0)});
  EXPECT_EQ(resolve("%3"), (Values{result(3, 0), result(3, 1)}));
  EXPECT_EQ(resolve("%0#0"), Values{result(0)});
}

TEST_F(TargetsTest, ArgNIsPositionalWhenNoValueIsSpelledSo) {
  Result<SourceFile> file = parseSource(R"(
func.func @main(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  return %b : tensor<2xf32>
})", "p.mlir");
  ASSERT_TRUE(file.ok()) << file.error().str();
  const Function& f = *file->modules.front()->functions.front();
  Result<std::vector<Value*>> b = resolveTarget(f, "%arg1", loc_);
  ASSERT_TRUE(b.ok()) << b.error().str();
  EXPECT_EQ(b.value(), Values{f.entry().argument(1)});
  EXPECT_EQ(resolveTarget(f, "%b", loc_).value(), Values{f.entry().argument(1)});
  Result<std::vector<Value*>> none = resolveTarget(f, "%arg2", loc_);
  ASSERT_FALSE(none.ok());
  EXPECT_EQ(none.error().str(),
            "s.sched:4:3: error: target '%arg2' matches nothing (no value %arg2 in the top-level "
            "block of @main)");
}

TEST_F(TargetsTest, SsaErrors) {
  EXPECT_EQ(error("%3#2"), "s.sched:4:3: error: target '%3#2' matches nothing (%3 has 2 results)");
  EXPECT_EQ(error("%0#1"), "s.sched:4:3: error: target '%0#1' matches nothing (%0 has 1 result)");
  EXPECT_EQ(error("%9"),
            "s.sched:4:3: error: target '%9' matches nothing (no value %9 in the top-level block of "
            "@main)");
  // A nested region's values are not targets: @pair's %0 is not @main's.
  EXPECT_EQ(error("%x"),
            "s.sched:4:3: error: target '%x' matches nothing (no value %x in the top-level block of "
            "@main)");
}

TEST_F(TargetsTest, SsaSpellingSharedByTwoDefinitionsIsAmbiguous) {
  // Inlining can copy a callee's `%cst` next to the caller's own.
  result(3, 0)->setName("cst");
  result(3, 1)->setName("cst_1");
  EXPECT_EQ(error("%cst"),
            "s.sched:4:3: error: target '%cst' is ambiguous: 2 definitions in @main are spelled "
            "'%cst'");
}

TEST_F(TargetsTest, Globs) {
  EXPECT_EQ(resolve("params*"), (Values{arg(2), arg(3)}));
  EXPECT_EQ(resolve("*w*"), (Values{arg(1), arg(2)}));
  EXPECT_EQ(resolve("w?"), (Values{arg(1), arg(2)}));
  EXPECT_EQ(resolve("*"), (Values{arg(0), arg(1), arg(2), arg(3)}));
  EXPECT_EQ(resolve("params.?"), Values{arg(3)});
}

TEST_F(TargetsTest, PytreePrefix) {
  EXPECT_EQ(resolve("params"), (Values{arg(2), arg(3)}));
  // A prefix only counts at a '[' or '.' boundary.
  EXPECT_EQ(error("param"),
            "s.sched:4:3: error: target 'param' matches nothing (arguments: x, w1, params['w2'], "
            "params.b, %arg4; tags: h, x)");
}

TEST_F(TargetsTest, Tags) {
  EXPECT_EQ(resolve("h"), Values{result(1)});
  EXPECT_EQ(resolve("h*"), Values{result(1)});
}

TEST_F(TargetsTest, ArgumentNameWinsOverTagName) {
  // "x" is both argument 0's name and the second tag's name.
  EXPECT_EQ(resolve("x"), Values{arg(0)});
  // Globs too: "?" names argument x only, not the one-letter tags h and x.
  EXPECT_EQ(resolve("?"), Values{arg(0)});
}

TEST_F(TargetsTest, NoMatchListsArgumentsAndTags) {
  EXPECT_EQ(error("w3"),
            "s.sched:4:3: error: target 'w3' matches nothing (arguments: x, w1, params['w2'], "
            "params.b, %arg4; tags: h, x)");
}

TEST(TargetsErrors, LongArgumentListsAreCut) {
  std::string args;
  for (int i = 0; i < 25; ++i) args += fmt::format("{}%arg{}: tensor<2xf32> loc(\"a{}\")", i ? ", " : "", i, i);
  Result<SourceFile> file =
      parseSource("func.func @main(" + args + ") -> tensor<2xf32> {\n  return %arg0 : tensor<2xf32>\n}", "m.mlir");
  ASSERT_TRUE(file.ok()) << file.error().str();
  Result<std::vector<Value*>> none =
      resolveTarget(*file->modules.front()->functions.front(), "b", Location{"s", 1, 1});
  ASSERT_FALSE(none.ok());
  EXPECT_EQ(none.error().message,
            "target 'b' matches nothing (arguments: a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, "
            "a12, a13, a14, a15, a16, a17, a18, a19, and 5 more; tags: none)");
}

TEST(TargetsGlob, Matching) {
  EXPECT_TRUE(globMatch("params*", "params['w']"));
  EXPECT_TRUE(globMatch("*", ""));
  EXPECT_TRUE(globMatch("a*b*c", "aXXbYYc"));
  EXPECT_TRUE(globMatch("a*b", "abab"));
  EXPECT_TRUE(globMatch("?", "x"));
  EXPECT_FALSE(globMatch("?", ""));
  EXPECT_FALSE(globMatch("a*b", "abac"));
  EXPECT_FALSE(globMatch("w1", "w12"));
  EXPECT_FALSE(globMatch("[w]", "w"));
}

TEST(TargetsCorpus, CallInputsResultsAreTargets) {
  PARTIR_REQUIRE_CORPUS("stablehlo/testdata");
  const auto root = testing::corpusRoot() / "stablehlo/testdata";
  Result<SourceFile> two = parseFile((root / "add_float32_20_20_float32_20_20.mlir").string());
  ASSERT_TRUE(two.ok()) << two.error().str();
  Result<const Function*> main = entryFunction(*two->modules.front());
  ASSERT_TRUE(main.ok()) << main.error().str();
  const Operation& call = *main.value()->entry().ops().front();
  ASSERT_EQ(call.name(), "func.call");
  Location loc{"s", 1, 1};
  EXPECT_EQ(resolveTarget(*main.value(), "%0", loc).value(), (Values{call.result(0), call.result(1)}));
  EXPECT_EQ(resolveTarget(*main.value(), "%0#1", loc).value(), Values{call.result(1)});
  Result<std::vector<Value*>> none = resolveTarget(*main.value(), "x", loc);
  ASSERT_FALSE(none.ok());
  EXPECT_EQ(none.error().message, "target 'x' matches nothing (arguments: none; tags: none)");

  Result<SourceFile> one = parseFile((root / "abs_float32_20_20.mlir").string());
  ASSERT_TRUE(one.ok()) << one.error().str();
  const Function& abs = *entryFunction(*one->modules.front()).value();
  EXPECT_EQ(resolveTarget(abs, "%0", loc).value(), Values{abs.entry().ops().front()->result(0)});
}

}  // namespace
}  // namespace partir
