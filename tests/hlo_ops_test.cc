// The PartIR:HLO collectives (semantics/hlo_ops.h): their syntax round trips,
// their type rules reject what seed 000 §6 does not define, and the device
// grid numbers devices and groups as the header says.
#include <gtest/gtest.h>

#include "semantics/hlo_ops.h"
#include "semantics/parser.h"
#include "semantics/printer.h"
#include "semantics/verifier.h"

namespace partir {
namespace {

// A module on {B:4, M:2} whose @main applies `body` to %x: tensor<8x4xf32>.
std::string onMesh(const std::string& body, const std::string& result = "tensor<8x4xf32>") {
  return R"(module attributes {partir.mesh = #partir.mesh<["B"=4, "M"=2]>} {
func.func private @max(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %m = stablehlo.maximum %a, %b : tensor<f32>
  return %m : tensor<f32>
}
func.func @main(%x: tensor<8x4xf32>) -> )" + result + " {\n" + body + "\n}\n}";
}

std::string verifyError(const std::string& text) {
  Result<SourceFile> file = parseSource(text, "t.mlir");
  if (!file.ok()) return "parse: " + file.error().str();
  Status s = verifyModule(*file->modules[0]);
  return s.ok() ? "" : s.error().str();
}

TEST(HloOps, PrettyFormsRoundTrip) {
  const std::string text = onMesh(R"(  %0 = partir.all_slice [{"B", "M"}, {}] %x : tensor<8x4xf32> -> tensor<1x4xf32>
  %1 = partir.all_gather [{"B", "M"}, {}] %0 : tensor<1x4xf32> -> tensor<8x4xf32>
  %2 = partir.all_reduce <@max> <"M", "B"> %1 : tensor<8x4xf32>
  %3 = partir.reduce_scatter <@max> [{}, {"M"}] %2 : tensor<8x4xf32> -> tensor<8x2xf32>
  %4 = partir.all_to_all {1 -> 0} <"B"> %3 : tensor<8x2xf32> -> tensor<2x8xf32>
  %5 = partir.reduce_scatter [{"B"}, {}] %x : tensor<8x4xf32> -> tensor<2x4xf32>
  return %4 : tensor<2x8xf32>)", "tensor<2x8xf32>");
  Result<SourceFile> file = parseSource(text, "t.mlir");
  ASSERT_TRUE(file.ok()) << file.error().str();
  ASSERT_TRUE(verifyModule(*file->modules[0]).ok()) << verifyModule(*file->modules[0]).error().str();
  const std::string printed = printModule(*file->modules[0]);
  for (const char* form : {"partir.all_slice [{\"B\", \"M\"}, {}] %arg", "partir.all_reduce <@max> <\"M\", \"B\"> %",
                           "partir.reduce_scatter <@max> [{}, {\"M\"}] %", "partir.all_to_all {1 -> 0} <\"B\"> %"})
    EXPECT_NE(printed.find(form), std::string::npos) << form << "\n" << printed;
  Result<SourceFile> again = parseSource(printed, "printed.mlir");
  ASSERT_TRUE(again.ok()) << again.error().str();
  std::string why;
  EXPECT_TRUE(structurallyEqual(*file->modules[0], *again->modules[0], &why)) << why;
}

TEST(HloOps, TypeRulesRejectBadAxesAndShapes) {
  EXPECT_EQ(verifyError(onMesh("  %0 = partir.all_slice [{\"C\"}, {}] %x : tensor<8x4xf32> -> tensor<8x4xf32>\n  return %x : tensor<8x4xf32>")),
            "t.mlir:7:3: error: 'partir.all_slice': axis \"C\" is not an axis of the mesh [B=4,M=2]");
  EXPECT_EQ(verifyError(onMesh("  %0 = partir.all_slice [{\"B\"}, {\"B\"}] %x : tensor<8x4xf32> -> tensor<2x1xf32>\n  return %x : tensor<8x4xf32>")),
            "t.mlir:7:3: error: 'partir.all_slice': axis \"B\" is named twice");
  EXPECT_EQ(verifyError(onMesh("  %0 = partir.all_slice [{}, {\"B\", \"M\"}] %x : tensor<8x4xf32> -> tensor<8x0xf32>\n  return %x : tensor<8x4xf32>")),
            "t.mlir:7:3: error: 'partir.all_slice': dim 1 of size 4 is not divisible by 8 (axes of that dim)");
  EXPECT_EQ(verifyError(onMesh("  %0 = partir.all_gather [{\"B\"}, {}] %x : tensor<8x4xf32> -> tensor<16x4xf32>\n  return %x : tensor<8x4xf32>")),
            "t.mlir:7:3: error: 'partir.all_gather': result type tensor<16x4xf32> and expected type "
            "tensor<32x4xf32> differ");
  EXPECT_EQ(verifyError(onMesh("  %0 = partir.all_slice [{\"B\"}] %x : tensor<8x4xf32> -> tensor<2x4xf32>\n  return %x : tensor<8x4xf32>")),
            "t.mlir:7:3: error: 'partir.all_slice': has 1 axis lists for an operand of rank 2");
  EXPECT_EQ(verifyError(onMesh("  %0 = partir.all_to_all {1 -> 1} <\"M\"> %x : tensor<8x4xf32> -> tensor<8x4xf32>\n  return %x : tensor<8x4xf32>")),
            "t.mlir:7:3: error: 'partir.all_to_all': src_dim 1 and dst_dim 1 must be two different dims of rank 2");
  EXPECT_EQ(verifyError(onMesh("  %0 = partir.all_reduce <@nope> <\"M\"> %x : tensor<8x4xf32>\n  return %x : tensor<8x4xf32>")),
            "t.mlir:7:3: error: 'partir.all_reduce': unknown function @nope");
}

TEST(HloOps, NeedAMesh) {
  EXPECT_EQ(verifyError(R"(func.func @main(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = partir.all_reduce <"M"> %x : tensor<8xf32>
  return %0 : tensor<8xf32>
})"),
            "t.mlir:2:3: error: 'partir.all_reduce': needs a mesh: the module has no partir.mesh attribute");
}

// The header's example: {B:2, M:2}.
TEST(HloOps, DeviceGridNumbersDevicesRowMajor) {
  const DeviceGrid grid(Mesh({{"B", 2}, {"M", 2}}));
  EXPECT_EQ(grid.size(), 4);
  EXPECT_EQ(grid.coords(3), (std::vector<int64_t>{1, 1}));
  EXPECT_EQ(grid.chunk(3, {"M"}), 1);
  EXPECT_EQ(grid.chunk(3, {"B", "M"}), 3);
  EXPECT_EQ(grid.chunk(1, {"M", "B"}), 2);
  EXPECT_EQ(grid.group(2, {"M"}), (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(grid.groups({"B"}), (std::vector<std::vector<int64_t>>{{0, 2}, {1, 3}}));
  EXPECT_EQ(grid.groups({"M", "B"}), (std::vector<std::vector<int64_t>>{{0, 2, 1, 3}}));
}

}  // namespace
}  // namespace partir
