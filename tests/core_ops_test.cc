// PartIR:Core ops (semantics/core_ops.h, semantics/mesh.h): their syntax
// round-trips, every well-formedness rule fails with its own message, and
// the Temporal interpreter gives the exact values of seed 000 §5's loops.
#include <gtest/gtest.h>

#include "parse_helpers.h"
#include "interp/interpreter.h"
#include "semantics/core_ops.h"
#include "semantics/mesh.h"
#include "semantics/parser.h"
#include "semantics/printer.h"
#include "semantics/tmr.h"
#include "semantics/verifier.h"

namespace partir {
namespace {

using testing::parseVerified;

constexpr const char* kMeshBM = R"(module attributes {partir.mesh = #partir.mesh<["B"=4, "M"=2]>} {)";

std::unique_ptr<Module> parseOne(const std::string& text) {
  Result<SourceFile> file = parseSource(text, "t.mlir");
  if (!file.ok()) {
    ADD_FAILURE() << file.error().str() << "\nin:\n" << text;
    return nullptr;
  }
  EXPECT_EQ(file->modules.size(), 1u);
  return std::move(file->modules[0]);
}

std::string parseError(const std::string& text) {
  Result<SourceFile> file = parseSource(text, "t.mlir");
  return file.ok() ? "parsed" : file.error().str();
}

std::string verifyError(const std::string& text) {
  std::unique_ptr<Module> m = parseOne(text);
  if (!m) return "did not parse";
  Status s = verifyModule(*m);
  return s.ok() ? "verified" : s.error().str();
}

// `body` as the body of @main(%x: tensor<8x4xf32>) -> tensor<8x4xf32> in a
// module on the mesh {B:4, M:2}; the body's first line is line 3.
std::string inMain(const std::string& body, const std::string& extraFunctions = "") {
  return std::string(kMeshBM) + "\nfunc.func @main(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {\n" +
         body + "\n}\n" + extraFunctions + "}\n";
}

// Runs @main() and returns its results as strings, or the error.
std::vector<std::string> runMain(const std::string& text) {
  std::unique_ptr<Module> m = parseVerified(text);
  if (!m) return {"did not verify"};
  Result<Values> out = Interpreter(*m).run("main", {});
  if (!out.ok()) return {out.error().str()};
  std::vector<std::string> strings;
  for (const InterpreterValue& v : out.value()) strings.push_back(v.str());
  return strings;
}

// ---- syntax ------------------------------------------------------------------

constexpr const char* kAllActions = R"(module attributes {partir.mesh = #partir.mesh<["B"=4, "M"=2]>} {
  func.func @main(%x: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<2x16xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<8x4xf32>) {
    %r:5 = partir.loop "B" [#partir.tile<0>, #partir.tile<1>, #partir.sum, #partir.sum<@max>, #partir.any] (%rB: !partir.range<4>) {
      %xs = partir.slice 0 %x[%rB] : tensor<8x4xf32> -> tensor<2x4xf32>
      %inner = partir.loop "M" [#partir.tile<1>] (%rM: !partir.range<2>) {
        %xss = partir.slice 1 %xs[%rM] : tensor<2x4xf32> -> tensor<2x2xf32>
        partir.yield %xss : tensor<2x2xf32>
      } : tensor<2x4xf32>
      %t = partir.tag "rows" %inner : tensor<2x4xf32>
      partir.yield %t, %t, %xs, %xs, %x : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<8x4xf32>
    } : tensor<8x4xf32>, tensor<2x16xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<8x4xf32>
    return %r#0, %r#1, %r#2, %r#3, %r#4 : tensor<8x4xf32>, tensor<2x16xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<8x4xf32>
  }
  func.func private @max(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
    %m = stablehlo.maximum %a, %b : tensor<f32>
    return %m : tensor<f32>
  }
}
)";

TEST(CoreOpsSyntax, PrettyFormsPrintAsTheyAreWritten) {
  std::unique_ptr<Module> m = parseVerified(kAllActions);
  ASSERT_TRUE(m);
  EXPECT_EQ(printModule(*m), R"(module attributes {partir.mesh = #partir.mesh<["B"=4, "M"=2]>} {
  func.func @main(%arg0: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<2x16xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<8x4xf32>) {
    %0:5 = partir.loop "B" [#partir.tile<0>, #partir.tile<1>, #partir.sum, #partir.sum<@max>, #partir.any] (%arg1: !partir.range<4>) {
      %1 = partir.slice 0 %arg0[%arg1] : tensor<8x4xf32> -> tensor<2x4xf32>
      %2 = partir.loop "M" [#partir.tile<1>] (%arg2: !partir.range<2>) {
        %3 = partir.slice 1 %1[%arg2] : tensor<2x4xf32> -> tensor<2x2xf32>
        partir.yield %3 : tensor<2x2xf32>
      } : tensor<2x4xf32>
      %4 = partir.tag "rows" %2 : tensor<2x4xf32>
      partir.yield %4, %4, %1, %1, %arg0 : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<8x4xf32>
    } : tensor<8x4xf32>, tensor<2x16xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<8x4xf32>
    func.return %0#0, %0#1, %0#2, %0#3, %0#4 : tensor<8x4xf32>, tensor<2x16xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<8x4xf32>
  }
  func.func private @max(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    func.return %0 : tensor<f32>
  }
}
)");
}

TEST(CoreOpsSyntax, PrintedModulesParseBackEqualAndPrintIdentically) {
  std::unique_ptr<Module> m = parseVerified(kAllActions);
  ASSERT_TRUE(m);
  const std::string printed = printModule(*m);
  std::unique_ptr<Module> again = parseVerified(printed);
  ASSERT_TRUE(again);
  std::string why;
  EXPECT_TRUE(structurallyEqual(*m, *again, &why)) << why;
  EXPECT_EQ(printModule(*again), printed);
}

TEST(CoreOpsSyntax, StoredAttributesAreTheDocumentedOnes) {
  std::unique_ptr<Module> m = parseVerified(kAllActions);
  ASSERT_TRUE(m);
  const Block& entry = m->lookup("main")->entry();
  const Operation& loop = *entry.ops()[0];
  EXPECT_EQ(loop.code(), OpCode::kPartirLoop);
  EXPECT_EQ(*loop.attr("axis"), Attribute::string("B"));
  EXPECT_EQ(loopAxis(loop), "B");
  EXPECT_EQ(loopRangeSize(loop), 4);
  EXPECT_EQ(loop.region(0).front().argument(0)->name(), "rB");
  const std::vector<LoopAction> want = {{ResultAction::Kind::kTile, 0, ""},
                                        {ResultAction::Kind::kTile, 1, ""},
                                        {ResultAction::Kind::kSum, -1, ""},
                                        {ResultAction::Kind::kSum, -1, "max"},
                                        {ResultAction::Kind::kAny, -1, ""}};
  EXPECT_EQ(loopActions(loop), want);
  const auto& actions = loop.attr("actions")->getArray();
  ASSERT_EQ(actions.size(), 5u);
  EXPECT_EQ(actions[0].getString(), "partir.tile");
  EXPECT_EQ(*actions[0].getDictionary().find("dim"), Attribute::integer(0));
  EXPECT_EQ(*actions[3].getDictionary().find("reducer"), Attribute::symbolRef("max"));
  EXPECT_TRUE(actions[4].getDictionary().empty());
  for (size_t i = 0; i < want.size(); ++i) EXPECT_EQ(loopActionAttr(want[i]), actions[i]);
  const Operation& slice = *loop.region(0).front().ops()[0];
  EXPECT_EQ(*slice.attr("dim"), Attribute::integer(0));
  EXPECT_EQ(sliceDim(slice), 0);
  const Operation& tag = *loop.region(0).front().ops()[2];
  EXPECT_EQ(tagName(tag), "rows");
  Result<Mesh> mesh = moduleMesh(*m);
  ASSERT_TRUE(mesh.ok());
  EXPECT_EQ(mesh.value(), Mesh({{"B", 4}, {"M", 2}}));
}

TEST(CoreOpsSyntax, GenericFormsEqualPrettyForms) {
  std::unique_ptr<Module> pretty = parseVerified(inMain(R"(
  %r = partir.loop "B" [#partir.tile<0>] (%i: !partir.range<4>) {
    %s = partir.slice 0 %x[%i] : tensor<8x4xf32> -> tensor<2x4xf32>
    %t = partir.tag "t" %s : tensor<2x4xf32>
    partir.yield %t : tensor<2x4xf32>
  } : tensor<8x4xf32>
  return %r : tensor<8x4xf32>)"));
  std::unique_ptr<Module> generic = parseVerified(R"(module attributes {partir.mesh = #partir.mesh<names = ["B", "M"], sizes = array<i64: 4, 2>>} {
func.func @main(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %r = "partir.loop"() ({
  ^bb0(%i: !partir.range<4>):
    %s = "partir.slice"(%x, %i) {dim = 0 : i64} : (tensor<8x4xf32>, !partir.range<4>) -> tensor<2x4xf32>
    %t = "partir.tag"(%s) {name = "t"} : (tensor<2x4xf32>) -> tensor<2x4xf32>
    "partir.yield"(%t) : (tensor<2x4xf32>) -> ()
  }) {axis = "B", actions = [#partir.tile<dim = 0>]} : () -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}
})");
  ASSERT_TRUE(pretty && generic);
  std::string why;
  EXPECT_TRUE(structurallyEqual(*pretty, *generic, &why)) << why;
}

TEST(CoreOpsSyntax, ActionsAndMeshesBuiltInCodeRoundTrip) {
  std::unique_ptr<Module> m = parseVerified(inMain("  return %x : tensor<8x4xf32>"));
  ASSERT_TRUE(m);
  setModuleMesh(*m, Mesh({{"x.1", 3}, {"_y", 1}}));
  m->attrs.set("actions", Attribute::array({loopActionAttr({ResultAction::Kind::kTile, 2, ""}),
                                            loopActionAttr({ResultAction::Kind::kSum, -1, "f"}),
                                            loopActionAttr({ResultAction::Kind::kAny, -1, ""})}));
  const std::string printed = printModule(*m);
  EXPECT_NE(printed.find(R"(partir.mesh = #partir.mesh<["x.1"=3, "_y"=1]>)"), std::string::npos)
      << printed;
  EXPECT_NE(printed.find("actions = [#partir.tile<2>, #partir.sum<@f>, #partir.any]"),
            std::string::npos)
      << printed;
  std::unique_ptr<Module> again = parseOne(printed);
  ASSERT_TRUE(again);
  std::string why;
  EXPECT_TRUE(structurallyEqual(*m, *again, &why)) << why;
  EXPECT_EQ(moduleMesh(*again).value(), Mesh({{"x.1", 3}, {"_y", 1}}));
}

TEST(CoreOpsSyntax, MalformedTextFailsAtItsPosition) {
  EXPECT_EQ(parseError(inMain(R"(  %r = partir.loop "B" [#partir.tile<x>] (%i: !partir.range<4>) {)")),
            "t.mlir:3:38: error: expected integer as the tiled dimension, found 'x'");
  EXPECT_EQ(parseError(inMain(R"(  %r = partir.loop "B" [#partir.tile] (%i: !partir.range<4>) {)")),
            "t.mlir:3:25: error: expected '<' after '#partir.tile'");
  EXPECT_EQ(parseError(inMain(R"(  %r = partir.loop "B" [#partir.all] (%i: !partir.range<4>) {)")),
            "t.mlir:3:25: error: unknown PartIR attribute '#partir.all'");
  EXPECT_EQ(parseError(inMain(R"(  %r = partir.loop "B" [#partir.sum<f>] (%i: !partir.range<4>) {)")),
            "t.mlir:3:37: error: expected symbol as the reducer, found 'f'");
  EXPECT_EQ(parseError(inMain(R"(  %r = partir.loop B [#partir.sum] (%i: !partir.range<4>) {)")),
            "t.mlir:3:20: error: expected string as the loop axis, found 'B'");
  EXPECT_EQ(parseError(inMain(R"(  %s = partir.slice 0 %x[%x] : tensor<4x4xf32> -> tensor<1x4xf32>)")),
            "t.mlir:3:30: error: operand #0 of 'partir.slice' has type tensor<8x4xf32> but the "
            "signature says tensor<4x4xf32>");
  EXPECT_EQ(parseError(R"(module attributes {partir.mesh = #partir.mesh<["B"=0]>} {})"),
            "t.mlir:1:46: error: invalid mesh: axis 'B' has size 0, expected >= 1");
  EXPECT_EQ(parseError(R"(module attributes {partir.mesh = #partir.mesh<["B"=2, "B"=2]>} {})"),
            "t.mlir:1:46: error: invalid mesh: axis 'B' appears twice");
  EXPECT_EQ(parseError(R"(module attributes {partir.mesh = #partir.mesh<["1B"=2]>} {})"),
            "t.mlir:1:46: error: invalid mesh: axis name '1B' must match [A-Za-z_][A-Za-z0-9_.]*");
}

TEST(CoreOpsMesh, ParsesTheCommandLineSpelling) {
  Result<Mesh> mesh = parseMesh("batch=4, model=2");
  ASSERT_TRUE(mesh.ok()) << mesh.error().str();
  EXPECT_EQ(mesh.value(), Mesh({{"batch", 4}, {"model", 2}}));
  EXPECT_EQ(mesh->str(), "batch=4,model=2");
  EXPECT_EQ(mesh->numDevices(), 8);
  EXPECT_EQ(mesh->axisSize("model"), 2);
  EXPECT_EQ(mesh->axisSize("data"), std::nullopt);
  EXPECT_EQ(parseMesh("a=4,").error().message, "mesh \"a=4,\": expected NAME=SIZE, found \"\"");
  EXPECT_EQ(parseMesh("a=x").error().message,
            "mesh \"a=x\": size of \"a=x\" must be a positive integer");
  EXPECT_EQ(parseMesh("a=0").error().message, "mesh \"a=0\": axis 'a' has size 0, expected >= 1");
  EXPECT_EQ(parseMesh("a=2,a=2").error().message, "mesh \"a=2,a=2\": axis 'a' appears twice");
  EXPECT_EQ(parseMesh("a-b=2").error().message,
            "mesh \"a-b=2\": axis name 'a-b' must match [A-Za-z_][A-Za-z0-9_.]*");
}

TEST(CoreOpsMesh, ModuleAttributeIsReadAndChecked) {
  Module m;
  m.loc = Location{"t.mlir", 1, 1};
  EXPECT_TRUE(moduleMesh(m).value().empty());
  m.attrs.set("partir.mesh", Attribute::string("B=4"));
  EXPECT_EQ(moduleMesh(m).error().str(),
            "t.mlir:1:1: error: 'partir.mesh' must be a #partir.mesh<[...]> attribute");
  setModuleMesh(m, Mesh({{"B", 0}}));
  EXPECT_EQ(moduleMesh(m).error().str(),
            "t.mlir:1:1: error: 'partir.mesh': axis 'B' has size 0, expected >= 1");
  setModuleMesh(m, Mesh({{"B", 4}}));
  EXPECT_EQ(moduleMesh(m).value(), Mesh({{"B", 4}}));
}

// ---- type rules and the verifier -------------------------------------------

constexpr const char* kTileLoopEnd = R"(
    partir.yield %s : tensor<2x4xf32>
  } : tensor<8x4xf32>
  return %r : tensor<8x4xf32>)";

// A loop over "B" with range size `k` and the given header text.
std::string tileLoop(const std::string& header) {
  return inMain("  " + header + " {\n    %s = partir.slice 0 %x[%i] : tensor<8x4xf32> -> tensor<2x4xf32>" +
                kTileLoopEnd);
}

TEST(CoreOpsVerifier, TheExampleLoopVerifies) {
  EXPECT_EQ(verifyError(tileLoop(R"(%r = partir.loop "B" [#partir.tile<0>] (%i: !partir.range<4>))")),
            "verified");
}

TEST(CoreOpsVerifier, LoopAxisMustBeAMeshAxisOfItsSize) {
  EXPECT_EQ(verifyError(tileLoop(R"(%r = partir.loop "C" [#partir.tile<0>] (%i: !partir.range<4>))")),
            "t.mlir:3:3: error: 'partir.loop': axis \"C\" is not an axis of the module's mesh [B=4,M=2]");
  EXPECT_EQ(verifyError(tileLoop(R"(%r = partir.loop "M" [#partir.tile<0>] (%i: !partir.range<4>))")),
            "t.mlir:3:3: error: 'partir.loop': range size 4 differs from the size 2 of axis \"M\"");
  EXPECT_EQ(verifyError(R"(func.func @main(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %r = partir.loop "B" [#partir.any] (%i: !partir.range<4>) {
    partir.yield %x : tensor<8x4xf32>
  } : tensor<8x4xf32>
  return %r : tensor<8x4xf32>
})"),
            "t.mlir:2:3: error: 'partir.loop': axis \"B\" is not an axis of the module's mesh (the "
            "module has no partir.mesh attribute)");
}

TEST(CoreOpsVerifier, LoopBodyTakesOneRangeArgument) {
  EXPECT_EQ(verifyError(tileLoop(R"(%r = partir.loop "B" [#partir.tile<0>] (%i: tensor<4xi32>))")),
            "t.mlir:3:3: error: 'partir.loop': body must be one block with one argument of type "
            "!partir.range<k>");
  EXPECT_EQ(verifyError(inMain(R"(  %r = "partir.loop"() ({
  ^bb0(%i: !partir.range<4>, %j: !partir.range<4>):
    %s = partir.slice 0 %x[%i] : tensor<8x4xf32> -> tensor<2x4xf32>
    partir.yield %s : tensor<2x4xf32>
  }) {axis = "B", actions = [#partir.tile<0>]} : () -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>)")),
            "t.mlir:3:3: error: 'partir.loop': body must be one block with one argument of type "
            "!partir.range<k>");
}

TEST(CoreOpsVerifier, OneActionAndOneYieldedValuePerResult) {
  EXPECT_EQ(verifyError(tileLoop(
                R"(%r = partir.loop "B" [#partir.tile<0>, #partir.sum] (%i: !partir.range<4>))")),
            "t.mlir:3:3: error: 'partir.loop': has 2 actions for 1 results");
  EXPECT_EQ(verifyError(inMain(R"(  %r:2 = partir.loop "B" [#partir.tile<0>, #partir.sum] (%i: !partir.range<4>) {
    %s = partir.slice 0 %x[%i] : tensor<8x4xf32> -> tensor<2x4xf32>
    partir.yield %s : tensor<2x4xf32>
  } : tensor<8x4xf32>, tensor<2x4xf32>
  return %r#0 : tensor<8x4xf32>)")),
            "t.mlir:3:3: error: 'partir.loop': yields 1 values for 2 results");
  EXPECT_EQ(verifyError(tileLoop(R"(%r = partir.loop "B" [#partir.any, 3] (%i: !partir.range<4>))")),
            "t.mlir:3:3: error: 'partir.loop': expected a loop action; a loop action is "
            "#partir.tile<d>, #partir.sum, #partir.sum<@f> or #partir.any");
}

TEST(CoreOpsVerifier, ResultTypesFollowTheActions) {
  EXPECT_EQ(verifyError(tileLoop(R"(%r = partir.loop "B" [#partir.sum] (%i: !partir.range<4>))")),
            "t.mlir:3:3: error: 'partir.loop': result #0 has type tensor<8x4xf32>, expected "
            "tensor<2x4xf32> (yielded tensor<2x4xf32> under #partir.sum over 4 iterations)");
  EXPECT_EQ(verifyError(tileLoop(R"(%r = partir.loop "B" [#partir.tile<1>] (%i: !partir.range<4>))")),
            "t.mlir:3:3: error: 'partir.loop': result #0 has type tensor<8x4xf32>, expected "
            "tensor<2x16xf32> (yielded tensor<2x4xf32> under #partir.tile<1> over 4 iterations)");
  EXPECT_EQ(verifyError(tileLoop(R"(%r = partir.loop "B" [#partir.tile<2>] (%i: !partir.range<4>))")),
            "t.mlir:3:3: error: 'partir.loop': action #0 #partir.tile<2> is out of range for the "
            "yielded type tensor<2x4xf32> of rank 2");
}

TEST(CoreOpsVerifier, SumReducerIsAScalarFunctionOfTheElementType) {
  const std::string loop = R"(  %r = partir.loop "B" [#partir.sum<@f>] (%i: !partir.range<4>) {
    partir.yield %x : tensor<8x4xf32>
  } : tensor<8x4xf32>
  return %r : tensor<8x4xf32>)";
  EXPECT_EQ(verifyError(inMain(loop)), "t.mlir:3:3: error: 'partir.loop': unknown function @f");
  EXPECT_EQ(verifyError(inMain(loop, R"(func.func private @f(%a: tensor<f64>, %b: tensor<f64>) -> tensor<f64> {
  %m = stablehlo.maximum %a, %b : tensor<f64>
  return %m : tensor<f64>
}
)")),
            "t.mlir:3:3: error: 'partir.loop': action #0 reducer @f has type (tensor<f64>, "
            "tensor<f64>) -> (tensor<f64>), expected (tensor<f32>, tensor<f32>) -> (tensor<f32>)");
  EXPECT_EQ(verifyError(inMain(loop, R"(func.func private @f(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %m = stablehlo.maximum %a, %b : tensor<f32>
  return %m : tensor<f32>
}
)")),
            "verified");
}

TEST(CoreOpsVerifier, LoopBodyEndsWithYield) {
  EXPECT_EQ(verifyError(inMain(R"(  %r = partir.loop "B" [#partir.tile<0>] (%i: !partir.range<4>) {
    %s = partir.slice 0 %x[%i] : tensor<8x4xf32> -> tensor<2x4xf32>
    stablehlo.return %s : tensor<2x4xf32>
  } : tensor<8x4xf32>
  return %r : tensor<8x4xf32>)")),
            "t.mlir:5:5: error: region #0 of 'partir.loop' must end with partir.yield");
  EXPECT_EQ(verifyError(inMain(R"(  partir.yield %x : tensor<8x4xf32>
  return %x : tensor<8x4xf32>)")),
            "t.mlir:3:3: error: 'partir.yield' must be the last op of its block");
  EXPECT_EQ(verifyError(inMain(R"(  %r = stablehlo.reduce(%x init: %x) across dimensions = [] : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
   reducer(%a: tensor<8x4xf32>, %b: tensor<8x4xf32>) {
    partir.yield %a : tensor<8x4xf32>
  }
  return %r : tensor<8x4xf32>)")),
            "t.mlir:5:5: error: region #0 of 'stablehlo.reduce' must end with stablehlo.return");
}

TEST(CoreOpsVerifier, RangesAreOnlyUsedAsTheRangeOperandOfSlices) {
  EXPECT_EQ(verifyError(inMain(R"(  %r = partir.loop "B" [#partir.any] (%i: !partir.range<4>) {
    partir.yield %i : !partir.range<4>
  } : tensor<8x4xf32>
  return %r : tensor<8x4xf32>)")),
            "t.mlir:3:3: error: 'partir.loop': yielded value #0 must be a tensor, got "
            "!partir.range<4>");
  EXPECT_EQ(verifyError(inMain(R"(  %r = partir.loop "B" [#partir.any] (%i: !partir.range<4>) {
    %j = stablehlo.add %i, %i : !partir.range<4>
    partir.yield %x : tensor<8x4xf32>
  } : tensor<8x4xf32>
  return %r : tensor<8x4xf32>)")),
            "t.mlir:4:5: error: 'stablehlo.add': operand #0 is a range value (!partir.range<4>); a "
            "range may only be the range operand of partir.slice");
  EXPECT_EQ(verifyError(inMain(R"(  %r = partir.loop "B" [#partir.any] (%i: !partir.range<4>) {
    %s = partir.slice 0 %i[%i] : !partir.range<4> -> tensor<2x4xf32>
    partir.yield %x : tensor<8x4xf32>
  } : tensor<8x4xf32>
  return %r : tensor<8x4xf32>)")),
            "t.mlir:4:5: error: 'partir.slice': operand #0 is a range value (!partir.range<4>); a "
            "range may only be the range operand of partir.slice");
}

TEST(CoreOpsVerifier, NoLoopNestsInALoopOverTheSameAxis) {
  EXPECT_EQ(verifyError(inMain(R"(  %r = partir.loop "B" [#partir.any] (%i: !partir.range<4>) {
    %t = partir.loop "M" [#partir.any] (%j: !partir.range<2>) {
      %u = partir.loop "B" [#partir.any] (%k: !partir.range<4>) {
        partir.yield %x : tensor<8x4xf32>
      } : tensor<8x4xf32>
      partir.yield %u : tensor<8x4xf32>
    } : tensor<8x4xf32>
    partir.yield %t : tensor<8x4xf32>
  } : tensor<8x4xf32>
  return %r : tensor<8x4xf32>)")),
            "t.mlir:5:7: error: 'partir.loop': loop over axis \"B\" is nested inside a loop over the "
            "same axis (at t.mlir:3:3)");
}

TEST(CoreOpsVerifier, SliceRules) {
  auto slice = [](const std::string& op) {
    return inMain("  %r = partir.loop \"B\" [#partir.any] (%i: !partir.range<4>) {\n    " + op +
                  "\n    partir.yield %x : tensor<8x4xf32>\n  } : tensor<8x4xf32>\n  return %r : "
                  "tensor<8x4xf32>");
  };
  EXPECT_EQ(verifyError(slice("%s = partir.slice 1 %x[%i] : tensor<8x4xf32> -> tensor<8x1xf32>")),
            "verified");
  EXPECT_EQ(verifyError(slice("%s = partir.slice 2 %x[%i] : tensor<8x4xf32> -> tensor<8x1xf32>")),
            "t.mlir:4:5: error: 'partir.slice': dim 2 is out of range for the operand type "
            "tensor<8x4xf32> of rank 2");
  EXPECT_EQ(verifyError(slice("%s = partir.slice -1 %x[%i] : tensor<8x4xf32> -> tensor<8x1xf32>")),
            "t.mlir:4:5: error: 'partir.slice': dim -1 is out of range for the operand type "
            "tensor<8x4xf32> of rank 2");
  EXPECT_EQ(verifyError(slice("%c = stablehlo.constant dense<1.0> : tensor<6x4xf32>\n"
                              "    %s = partir.slice 0 %c[%i] : tensor<6x4xf32> -> tensor<1x4xf32>")),
            "t.mlir:5:5: error: 'partir.slice': dim 0 of size 6 is not divisible by the range size 4");
  EXPECT_EQ(verifyError(slice("%s = partir.slice 0 %x[%i] : tensor<8x4xf32> -> tensor<4x4xf32>")),
            "t.mlir:4:5: error: 'partir.slice': result type tensor<4x4xf32> differs from the "
            "expected tensor<2x4xf32>");
  EXPECT_EQ(verifyError(slice("%s = partir.slice 0 %x[%x] : tensor<8x4xf32> -> tensor<2x4xf32>")),
            "t.mlir:4:5: error: 'partir.slice': operand #1 must be a !partir.range<k>, got "
            "tensor<8x4xf32>");
  EXPECT_EQ(verifyError(R"(module attributes {partir.mesh = #partir.mesh<["B"=4]>} {
func.func @main(%x: tensor<8x4xf32>, %i: !partir.range<4>) -> tensor<2x4xf32> {
  %s = partir.slice 0 %x[%i] : tensor<8x4xf32> -> tensor<2x4xf32>
  return %s : tensor<2x4xf32>
}
})"),
            "t.mlir:3:3: error: 'partir.slice': operand #1 must be the range argument of an "
            "enclosing partir.loop");
}

TEST(CoreOpsVerifier, TagRules) {
  EXPECT_EQ(verifyError(inMain(R"(  %t = partir.tag "w" %x : tensor<8x4xf32>
  return %t : tensor<8x4xf32>)")),
            "verified");
  EXPECT_EQ(verifyError(inMain(R"(  %t = partir.tag "" %x : tensor<8x4xf32>
  return %t : tensor<8x4xf32>)")),
            "t.mlir:3:3: error: 'partir.tag': name must not be empty");
  EXPECT_EQ(verifyError(inMain(R"(  %t = "partir.tag"(%x) {name = "w"} : (tensor<8x4xf32>) -> tensor<4x8xf32>
  return %x : tensor<8x4xf32>)")),
            "t.mlir:3:3: error: 'partir.tag': operand type tensor<8x4xf32> and result type "
            "tensor<4x8xf32> differ");
}

TEST(CoreOpsTmr, TagTilesPointwiseAndTheOthersAreStructural) {
  std::unique_ptr<Module> m = parseVerified(kAllActions);
  ASSERT_TRUE(m);
  const Operation& loop = *m->lookup("main")->entry().ops()[0];
  const Block& body = loop.region(0).front();
  std::vector<std::string> tagEntries;
  for (const TmrEntry& e : tileMappings(*body.ops()[2]).entries) tagEntries.push_back(entryStr(e));
  EXPECT_EQ(tagEntries, (std::vector<std::string>{"(tile 0) ↪ tile 0", "(tile 1) ↪ tile 1"}));
  for (const Operation* op : std::vector<const Operation*>{&loop, body.ops()[0].get(), body.ops()[3].get()}) {
    const OpTileMappings t = tileMappings(*op);
    EXPECT_TRUE(t.entries.empty()) << op->name();
    EXPECT_EQ(t.notes, std::vector<std::string>{
                           "structural PartIR:Core op: propagation looks through it (seed 000 App. B.1.1)"})
        << op->name();
  }
}

// ---- Temporal semantics --------------------------------------------------------

constexpr const char* kMeshAB = R"(module attributes {partir.mesh = #partir.mesh<["a"=2, "b"=4]>} {)";

std::string program(const std::string& mainAndMore) {
  return std::string(kMeshAB) + "\n" + mainAndMore + "\n}\n";
}

TEST(CoreOpsTemporal, TileConcatenatesAlongEachDimAndSumAndAnyCombine) {
  EXPECT_EQ(runMain(program(R"(func.func @main() -> (tensor<4x2xf32>, tensor<2x4xf32>, tensor<2x2xf32>, tensor<2x4xf32>) {
  %x = stablehlo.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : tensor<2x4xf32>
  %r:4 = partir.loop "a" [#partir.tile<0>, #partir.tile<1>, #partir.sum, #partir.any] (%i: !partir.range<2>) {
    %col = partir.slice 1 %x[%i] : tensor<2x4xf32> -> tensor<2x2xf32>
    %rev = stablehlo.reverse %col, dims = [1] : tensor<2x2xf32>
    partir.yield %col, %rev, %col, %x : tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x4xf32>
  } : tensor<4x2xf32>, tensor<2x4xf32>, tensor<2x2xf32>, tensor<2x4xf32>
  return %r#0, %r#1, %r#2, %r#3 : tensor<4x2xf32>, tensor<2x4xf32>, tensor<2x2xf32>, tensor<2x4xf32>
})")),
            (std::vector<std::string>{"tensor<4x2xf32> [1, 2, 5, 6, 3, 4, 7, 8]",
                                      "tensor<2x4xf32> [2, 1, 4, 3, 6, 5, 8, 7]",
                                      "tensor<2x2xf32> [4, 6, 12, 14]",
                                      "tensor<2x4xf32> [1, 2, 3, 4, 5, 6, 7, 8]"}));
}

TEST(CoreOpsTemporal, SliceTakesTheRthOfKChunks) {
  EXPECT_EQ(runMain(program(R"(func.func @main() -> tensor<4xi32> {
  %x = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi32>
  %r = partir.loop "b" [#partir.tile<0>] (%i: !partir.range<4>) {
    %s = partir.slice 0 %x[%i] : tensor<16xi32> -> tensor<4xi32>
    %t = stablehlo.slice %s [0:1] : (tensor<4xi32>) -> tensor<1xi32>
    partir.yield %t : tensor<1xi32>
  } : tensor<4xi32>
  return %r : tensor<4xi32>
})")),
            std::vector<std::string>{"tensor<4xi32> [0, 4, 8, 12]"});
}

TEST(CoreOpsTemporal, SumFoldsLeftToRightWithAdd) {
  // In f32, ((1e8 + 1) + -1e8) + 1 = 1, while any other order gives 0.
  EXPECT_EQ(runMain(program(R"(func.func @main() -> (tensor<1xf32>, tensor<2xi32>) {
  %x = stablehlo.constant dense<[1.0e8, 1.0, -1.0e8, 1.0]> : tensor<4xf32>
  %y = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6], [7, 8]]> : tensor<4x2xi32>
  %r:2 = partir.loop "b" [#partir.sum, #partir.sum] (%i: !partir.range<4>) {
    %s = partir.slice 0 %x[%i] : tensor<4xf32> -> tensor<1xf32>
    %t = partir.slice 0 %y[%i] : tensor<4x2xi32> -> tensor<1x2xi32>
    %u = stablehlo.reshape %t : (tensor<1x2xi32>) -> tensor<2xi32>
    partir.yield %s, %u : tensor<1xf32>, tensor<2xi32>
  } : tensor<1xf32>, tensor<2xi32>
  return %r#0, %r#1 : tensor<1xf32>, tensor<2xi32>
})")),
            (std::vector<std::string>{"tensor<1xf32> [1]", "tensor<2xi32> [16, 20]"}));
}

TEST(CoreOpsTemporal, SumWithAReducerFoldsElementwise) {
  // @max is one op (the whole-tensor path), @max_swapped takes its
  // arguments the other way round, @max_select is compare + select (a call
  // per element); all give the columnwise maximum.
  EXPECT_EQ(runMain(program(R"(func.func @main() -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xi32>) {
  %x = stablehlo.constant dense<[[1.0, 8.0], [5.0, -2.0], [3.0, 7.0], [0.0, 4.0]]> : tensor<4x2xf32>
  %y = stablehlo.constant dense<[[1, 8], [5, -2], [3, 7], [0, 4]]> : tensor<4x2xi32>
  %r:4 = partir.loop "b" [#partir.sum<@max>, #partir.sum<@max_swapped>, #partir.sum<@max_select>, #partir.sum<@min>] (%i: !partir.range<4>) {
    %s = partir.slice 0 %x[%i] : tensor<4x2xf32> -> tensor<1x2xf32>
    %u = stablehlo.reshape %s : (tensor<1x2xf32>) -> tensor<2xf32>
    %t = partir.slice 0 %y[%i] : tensor<4x2xi32> -> tensor<1x2xi32>
    %v = stablehlo.reshape %t : (tensor<1x2xi32>) -> tensor<2xi32>
    partir.yield %u, %u, %u, %v : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xi32>
  } : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xi32>
  return %r#0, %r#1, %r#2, %r#3 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xi32>
}
func.func private @max(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %m = stablehlo.maximum %a, %b : tensor<f32>
  return %m : tensor<f32>
}
func.func private @max_swapped(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %m = stablehlo.maximum %b, %a : tensor<f32>
  return %m : tensor<f32>
}
func.func private @max_select(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %gt = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %m = stablehlo.select %gt, %a, %b : tensor<i1>, tensor<f32>
  return %m : tensor<f32>
}
func.func private @min(%a: tensor<i32>, %b: tensor<i32>) -> tensor<i32> {
  %m = stablehlo.minimum %a, %b : tensor<i32>
  return %m : tensor<i32>
})")),
            (std::vector<std::string>{"tensor<2xf32> [5, 8]", "tensor<2xf32> [5, 8]",
                                      "tensor<2xf32> [5, 8]", "tensor<2xi32> [0, -2]"}));
}

TEST(CoreOpsTemporal, SumWithANonCommutativeReducerKeepsTheOrder) {
  // f(acc, v) = v - acc... is not associative, but it shows the fold is
  // f(f(f(v0, v1), v2), v3): 1, 2 - 1 = 1, 3 - 1 = 2, 4 - 2 = 2; with the
  // arguments swapped (f = acc - v): 1 - 2 - 3 - 4 = -8.
  EXPECT_EQ(runMain(program(R"(func.func @main() -> (tensor<1xi32>, tensor<1xi32>) {
  %x = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %r:2 = partir.loop "b" [#partir.sum<@rsub>, #partir.sum<@sub>] (%i: !partir.range<4>) {
    %s = partir.slice 0 %x[%i] : tensor<4xi32> -> tensor<1xi32>
    partir.yield %s, %s : tensor<1xi32>, tensor<1xi32>
  } : tensor<1xi32>, tensor<1xi32>
  return %r#0, %r#1 : tensor<1xi32>, tensor<1xi32>
}
func.func private @rsub(%a: tensor<i32>, %b: tensor<i32>) -> tensor<i32> {
  %m = stablehlo.subtract %b, %a : tensor<i32>
  return %m : tensor<i32>
}
func.func private @sub(%a: tensor<i32>, %b: tensor<i32>) -> tensor<i32> {
  %m = stablehlo.subtract %a, %b : tensor<i32>
  return %m : tensor<i32>
})")),
            (std::vector<std::string>{"tensor<1xi32> [2]", "tensor<1xi32> [-8]"}));
}

TEST(CoreOpsTemporal, AnyRefusesIterationsThatDiffer) {
  EXPECT_EQ(runMain(program(R"(func.func @main() -> tensor<1x2xf32> {
  %x = stablehlo.constant dense<[[1.0, 2.0], [1.0, 3.0]]> : tensor<2x2xf32>
  %r = partir.loop "a" [#partir.any] (%i: !partir.range<2>) {
    %s = partir.slice 0 %x[%i] : tensor<2x2xf32> -> tensor<1x2xf32>
    partir.yield %s : tensor<1x2xf32>
  } : tensor<1x2xf32>
  return %r : tensor<1x2xf32>
})")),
            std::vector<std::string>{
                "t.mlir:4:3: error: 'partir.loop': #partir.any result #0: iteration 1 of the loop "
                "over \"a\" differs from iteration 0 at index [0, 1] (3 vs 2)"});
}

TEST(CoreOpsTemporal, AnyComparesBitsSoMinusZeroDiffers) {
  const std::vector<std::string> out = runMain(program(R"(func.func @main() -> tensor<1xf32> {
  %x = stablehlo.constant dense<[0.0, -0.0]> : tensor<2xf32>
  %r = partir.loop "a" [#partir.any] (%i: !partir.range<2>) {
    %s = partir.slice 0 %x[%i] : tensor<2xf32> -> tensor<1xf32>
    partir.yield %s : tensor<1xf32>
  } : tensor<1xf32>
  return %r : tensor<1xf32>
})"));
  ASSERT_EQ(out.size(), 1u);
  EXPECT_NE(out[0].find("iteration 1 of the loop over \"a\" differs from iteration 0 at index [0]"),
            std::string::npos)
      << out[0];
}

TEST(CoreOpsTemporal, NestedLoopsOverTwoAxesSliceSlices) {
  // 4x8 x = iota; rows over "a", then columns over "b" of each row block:
  // each element is visited once, negated, and put back in place. The
  // second loop nest slices dim 1 twice (deep tiling, seed 000 App. B.1.2).
  EXPECT_EQ(runMain(program(R"(func.func @main() -> (tensor<4x8xi32>, tensor<4x8xi32>) {
  %x = stablehlo.iota dim = 0 : tensor<32xi32>
  %y = stablehlo.reshape %x : (tensor<32xi32>) -> tensor<4x8xi32>
  %r = partir.loop "a" [#partir.tile<0>] (%ra: !partir.range<2>) {
    %t = partir.loop "b" [#partir.tile<1>] (%rb: !partir.range<4>) {
      %s = partir.slice 0 %y[%ra] : tensor<4x8xi32> -> tensor<2x8xi32>
      %ss = partir.slice 1 %s[%rb] : tensor<2x8xi32> -> tensor<2x2xi32>
      %n = stablehlo.negate %ss : tensor<2x2xi32>
      partir.yield %n : tensor<2x2xi32>
    } : tensor<2x8xi32>
    partir.yield %t : tensor<2x8xi32>
  } : tensor<4x8xi32>
  %d = partir.loop "b" [#partir.tile<1>] (%rb: !partir.range<4>) {
    %t = partir.loop "a" [#partir.tile<1>] (%ra: !partir.range<2>) {
      %s = partir.slice 1 %y[%rb] : tensor<4x8xi32> -> tensor<4x2xi32>
      %ss = partir.slice 1 %s[%ra] : tensor<4x2xi32> -> tensor<4x1xi32>
      partir.yield %ss : tensor<4x1xi32>
    } : tensor<4x2xi32>
    partir.yield %t : tensor<4x2xi32>
  } : tensor<4x8xi32>
  return %r, %d : tensor<4x8xi32>, tensor<4x8xi32>
})")),
            (std::vector<std::string>{
                "tensor<4x8xi32> [0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, "
                "-15, -16, -17, -18, -19, -20, -21, -22, -23, -24, -25, -26, -27, -28, -29, -30, -31]",
                "tensor<4x8xi32> [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, "
                "19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]"}));
}

TEST(CoreOpsTemporal, TileAndSumNestComputeTheMatmul) {
  // Seed 000 §5.2.2: x @ w with the rows of x over "a" and the contracted
  // dim over "b" (a sum of partial products) equals the plain dot.
  EXPECT_EQ(runMain(program(R"(func.func @main() -> (tensor<2x2xf32>, tensor<2x2xf32>) {
  %x = stablehlo.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : tensor<2x4xf32>
  %w = stablehlo.constant dense<[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0], [2.0, -1.0]]> : tensor<4x2xf32>
  %r = partir.loop "a" [#partir.tile<0>] (%ra: !partir.range<2>) {
    %t = partir.loop "b" [#partir.sum] (%rb: !partir.range<4>) {
      %xs = partir.slice 0 %x[%ra] : tensor<2x4xf32> -> tensor<1x4xf32>
      %xss = partir.slice 1 %xs[%rb] : tensor<1x4xf32> -> tensor<1x1xf32>
      %ws = partir.slice 0 %w[%rb] : tensor<4x2xf32> -> tensor<1x2xf32>
      %p = stablehlo.dot_general %xss, %ws, contracting_dims = [1] x [0] : (tensor<1x1xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
      partir.yield %p : tensor<1x2xf32>
    } : tensor<1x2xf32>
    partir.yield %t : tensor<1x2xf32>
  } : tensor<2x2xf32>
  %d = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<2x4xf32>, tensor<4x2xf32>) -> tensor<2x2xf32>
  return %r, %d : tensor<2x2xf32>, tensor<2x2xf32>
})")),
            (std::vector<std::string>{"tensor<2x2xf32> [12, 1, 28, 5]",
                                      "tensor<2x2xf32> [12, 1, 28, 5]"}));
}

TEST(CoreOpsTemporal, TagIsTheIdentity) {
  EXPECT_EQ(runMain(program(R"(func.func @main() -> tensor<2xi8> {
  %x = stablehlo.constant dense<[-3, 7]> : tensor<2xi8>
  %t = partir.tag "x" %x : tensor<2xi8>
  return %t : tensor<2xi8>
})")),
            std::vector<std::string>{"tensor<2xi8> [-3, 7]"});
}

}  // namespace
}  // namespace partir
