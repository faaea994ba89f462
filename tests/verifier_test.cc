// Type rules and the verifier: for each rule family a program that verifies
// (mostly the StableHLO spec's own example) and programs that break one
// constraint, asserting the exact diagnostic with its spec label.
#include <random>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "semantics/ops/type_rule_helpers.h"
#include "semantics/ops/type_rules.h"
#include "semantics/parser.h"
#include "semantics/verifier.h"

namespace partir {
namespace {

using ::testing::HasSubstr;

// Parses `text` (one module) and verifies it: "ok" or the diagnostic message.
std::string verify(std::string_view text) {
  Result<SourceFile> file = parseSource(text, "t.mlir");
  if (!file.ok()) return "parse error: " + file.error().str();
  if (file->modules.size() != 1) return "expected one module";
  const Status status = verifyModule(*file->modules[0]);
  return status.ok() ? "ok" : status.error().message;
}

// `verify` of `@main(<args>) -> <results> { <body> }`.
std::string verifyMain(std::string_view args, std::string_view results, std::string_view body) {
  return verify(fmt::format("func.func @main({}) -> ({}) {{\n{}\n}}\n", args, results, body));
}

// ---- elementwise -------------------------------------------------------------

TEST(VerifierElementwise, AcceptsSameTypeBinaryOp) {
  EXPECT_EQ(verifyMain("%a: tensor<2xf32>", "tensor<2xf32>", R"(
    %0 = "stablehlo.add"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    func.return %0 : tensor<2xf32>)"),
            "ok");
}

TEST(VerifierElementwise, RejectsDifferentOperandTypes) {
  EXPECT_EQ(verifyMain("%a: tensor<2xf32>, %b: tensor<3xf32>", "tensor<2xf32>", R"(
    %0 = "stablehlo.add"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
    func.return %0 : tensor<2xf32>)"),
            "'stablehlo.add': operand types tensor<2xf32> and tensor<3xf32> differ (C1)");
}

TEST(VerifierElementwise, RejectsDifferentResultType) {
  EXPECT_EQ(verifyMain("%a: tensor<2xf32>", "tensor<2xf64>", R"(
    %0 = "stablehlo.multiply"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf64>
    func.return %0 : tensor<2xf64>)"),
            "'stablehlo.multiply': result type tensor<2xf64> differs from operand type "
            "tensor<2xf32> (C1)");
}

TEST(VerifierElementwise, RejectsElementTypeOutsideTheOpsClass) {
  EXPECT_EQ(verifyMain("%a: tensor<2xf32>", "tensor<2xf32>", R"(
    %0 = "stablehlo.and"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    func.return %0 : tensor<2xf32>)"),
            "'stablehlo.and': operand element type f32 must be boolean or integer");
  EXPECT_EQ(verifyMain("%a: tensor<2xui8>", "tensor<2xui8>", R"(
    %0 = "stablehlo.abs"(%a) : (tensor<2xui8>) -> tensor<2xui8>
    func.return %0 : tensor<2xui8>)"),
            "'stablehlo.abs': operand element type ui8 must be signed integer, floating-point or complex");
  EXPECT_EQ(verifyMain("%a: tensor<2xi1>", "tensor<2xi1>", R"(
    %0 = "stablehlo.subtract"(%a, %a) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    func.return %0 : tensor<2xi1>)"),
            "'stablehlo.subtract': operand element type i1 must be integer, floating-point or complex");
}

TEST(VerifierElementwise, ChecksCompare) {
  const char* kSig = "%a: tensor<2xf32>, %b: tensor<2xi32>";
  EXPECT_EQ(verifyMain(kSig, "tensor<2xi1>", R"(
    %0 = "stablehlo.compare"(%a, %a) {comparison_direction = #stablehlo<comparison_direction LT>,
        compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    func.return %0 : tensor<2xi1>)"),
            "ok");
  EXPECT_EQ(verifyMain(kSig, "tensor<2xi1>", R"(
    %0 = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction LT>}
        : (tensor<2xf32>, tensor<2xi32>) -> tensor<2xi1>
    func.return %0 : tensor<2xi1>)"),
            "'stablehlo.compare': lhs element type f32 and rhs element type i32 differ (C1)");
  EXPECT_EQ(verifyMain(kSig, "tensor<2xi1>", R"(
    %0 = "stablehlo.compare"(%b, %b) {comparison_direction = #stablehlo<comparison_direction LT>,
        compare_type = #stablehlo<comparison_type UNSIGNED>} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    func.return %0 : tensor<2xi1>)"),
            "'stablehlo.compare': compare_type UNSIGNED is not allowed for element type i32 (C3)");
}

TEST(VerifierElementwise, ChecksSelectAndClamp) {
  EXPECT_EQ(verifyMain("%p: tensor<3xi1>, %a: tensor<2xf32>", "tensor<2xf32>", R"(
    %0 = "stablehlo.select"(%p, %a, %a) : (tensor<3xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    func.return %0 : tensor<2xf32>)"),
            "'stablehlo.select': pred shape [3] must be [] or the on_true shape [2] (C1)");
  EXPECT_EQ(verifyMain("%m: tensor<f32>, %a: tensor<3xf32>", "tensor<3xf32>", R"(
    %0 = "stablehlo.clamp"(%m, %a, %m) : (tensor<f32>, tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
    func.return %0 : tensor<3xf32>)"),
            "ok");
  EXPECT_EQ(verifyMain("%m: tensor<2xf32>, %a: tensor<3xf32>", "tensor<3xf32>", R"(
    %0 = "stablehlo.clamp"(%m, %a, %m) : (tensor<2xf32>, tensor<3xf32>, tensor<2xf32>) -> tensor<3xf32>
    func.return %0 : tensor<3xf32>)"),
            "'stablehlo.clamp': min shape [2] must be [] or the operand shape [3] (C1)");
}

TEST(VerifierElementwise, ChecksBitcastConvertShapes) {
  // StableHLO spec "bitcast_convert" example: f32 -> 4 x i8.
  EXPECT_EQ(verifyMain("%a: tensor<2xf32>", "tensor<2x4xi8>", R"(
    %0 = "stablehlo.bitcast_convert"(%a) : (tensor<2xf32>) -> tensor<2x4xi8>
    func.return %0 : tensor<2x4xi8>)"),
            "ok");
  EXPECT_EQ(verifyMain("%a: tensor<2xf32>", "tensor<2x2xi16>", R"(
    %0 = "stablehlo.bitcast_convert"(%a) : (tensor<2xf32>) -> tensor<2x2xi16>
    func.return %0 : tensor<2x2xi16>)"),
            "ok");
  EXPECT_EQ(verifyMain("%a: tensor<2xf32>", "tensor<2x3xi8>", R"(
    %0 = "stablehlo.bitcast_convert"(%a) : (tensor<2xf32>) -> tensor<2x3xi8>
    func.return %0 : tensor<2x3xi8>)"),
            "'stablehlo.bitcast_convert': result shape [2, 3] differs from expected [2, 4] (C1)");
}

TEST(VerifierElementwise, ChecksReducePrecisionAttributes) {
  EXPECT_EQ(verifyMain("%a: tensor<6xf32>", "tensor<6xf32>", R"(
    %0 = "stablehlo.reduce_precision"(%a) {exponent_bits = 0 : i32, mantissa_bits = 2 : i32}
        : (tensor<6xf32>) -> tensor<6xf32>
    func.return %0 : tensor<6xf32>)"),
            "'stablehlo.reduce_precision': exponent_bits 0 must be at least 1 (C2)");
  EXPECT_EQ(verifyMain("%a: tensor<6xf32>", "tensor<6xf32>", R"(
    %0 = "stablehlo.reduce_precision"(%a) {mantissa_bits = 2 : i32} : (tensor<6xf32>) -> tensor<6xf32>
    func.return %0 : tensor<6xf32>)"),
            "'stablehlo.reduce_precision': missing attribute 'exponent_bits'");
}

TEST(VerifierElementwise, ChecksIsFiniteAndRealParts) {
  EXPECT_EQ(verifyMain("%a: tensor<2xf32>", "tensor<2xf32>", R"(
    %0 = "stablehlo.is_finite"(%a) : (tensor<2xf32>) -> tensor<2xf32>
    func.return %0 : tensor<2xf32>)"),
            "'stablehlo.is_finite': result element type f32 must be boolean");
  EXPECT_EQ(verifyMain("%a: tensor<2xf32>", "tensor<2xf32>", R"(
    %0 = "stablehlo.real"(%a) : (tensor<2xf32>) -> tensor<2xf32>
    func.return %0 : tensor<2xf32>)"),
            "ok");
  EXPECT_EQ(verifyMain("%a: tensor<2xf32>", "tensor<2xf64>", R"(
    %0 = "stablehlo.imag"(%a) : (tensor<2xf32>) -> tensor<2xf64>
    func.return %0 : tensor<2xf64>)"),
            "'stablehlo.imag': result element type f64 must be f32 (C2)");
  EXPECT_EQ(verifyMain("%a: tensor<2xcomplex<f64>>", "tensor<2xf64>", R"(
    %0 = "stablehlo.imag"(%a) : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
    func.return %0 : tensor<2xf64>)"),
            "ok");
  EXPECT_EQ(verifyMain("%a: tensor<2xcomplex<f32>>", "tensor<2xi1>", R"(
    %0 = stablehlo.compare LT, %a, %a : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2xi1>
    func.return %0 : tensor<2xi1>)"),
            "'stablehlo.compare': comparison_direction LT does not order complex numbers: EQ or NE (C3)");
  EXPECT_EQ(verifyMain("%a: tensor<2xf16>", "tensor<2xcomplex<f32>>", R"(
    %0 = "stablehlo.complex"(%a, %a) : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xcomplex<f32>>
    func.return %0 : tensor<2xcomplex<f32>>)"),
            "'stablehlo.complex': lhs element type f16 must be f32 or f64 (C1)");
}

// ---- data movement ---------------------------------------------------------

TEST(VerifierDataMovement, ChecksBroadcastInDim) {
  const auto bcast = [](std::string_view dims, std::string_view result) {
    return verifyMain("%a: tensor<1x3xi32>", result,
                      fmt::format(R"(
      %0 = "stablehlo.broadcast_in_dim"(%a) {{broadcast_dimensions = array<i64: {}>}}
          : (tensor<1x3xi32>) -> {}
      func.return %0 : {})",
                                  dims, result, result));
  };
  EXPECT_EQ(bcast("2, 1", "tensor<2x3x2xi32>"), "ok");  // the spec's example
  EXPECT_EQ(bcast("1", "tensor<2x3xi32>"),
            "'stablehlo.broadcast_in_dim': broadcast_dimensions has 1 elements, expected 2 (C2)");
  EXPECT_EQ(bcast("0, 3", "tensor<2x3x2xi32>"),
            "'stablehlo.broadcast_in_dim': broadcast_dimensions [0, 3] has 3 out of range [0, 3) (C3)");
  EXPECT_EQ(bcast("1, 1", "tensor<2x3x2xi32>"),
            "'stablehlo.broadcast_in_dim': broadcast_dimensions [1, 1] has duplicate 1 (C4)");
  EXPECT_EQ(bcast("0, 2", "tensor<2x3x2xi32>"),
            "'stablehlo.broadcast_in_dim': operand dimension 1 of size 3 cannot broadcast to "
            "result dimension 2 of size 2 (C5)");
}

TEST(VerifierDataMovement, ChecksConcatenate) {
  const char* kSig = "%a: tensor<3x2xi64>, %b: tensor<1x2xi64>, %c: tensor<1x3xi64>";
  EXPECT_EQ(verifyMain(kSig, "tensor<4x2xi64>", R"(
    %0 = "stablehlo.concatenate"(%a, %b) {dimension = 0 : i64} : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x2xi64>
    func.return %0 : tensor<4x2xi64>)"),
            "ok");
  EXPECT_EQ(verifyMain(kSig, "tensor<4x2xi64>", R"(
    %0 = "stablehlo.concatenate"(%a, %c) {dimension = 0 : i64} : (tensor<3x2xi64>, tensor<1x3xi64>) -> tensor<4x2xi64>
    func.return %0 : tensor<4x2xi64>)"),
            "'stablehlo.concatenate': input #1 shape [1, 3] differs from input #0 shape [3, 2] "
            "outside dimension 0 (C2)");
  EXPECT_EQ(verifyMain(kSig, "tensor<4x2xi64>", R"(
    %0 = "stablehlo.concatenate"(%a, %b) {dimension = 2 : i64} : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x2xi64>
    func.return %0 : tensor<4x2xi64>)"),
            "'stablehlo.concatenate': dimension 2 is out of range [0, 2) (C4)");
  EXPECT_EQ(verifyMain(kSig, "tensor<5x2xi64>", R"(
    %0 = "stablehlo.concatenate"(%a, %b) {dimension = 0 : i64} : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<5x2xi64>
    func.return %0 : tensor<5x2xi64>)"),
            "'stablehlo.concatenate': result shape [5, 2] differs from expected [4, 2] (C6)");
}

TEST(VerifierDataMovement, ChecksSliceAndPad) {
  const auto slice = [](std::string_view start, std::string_view limit, std::string_view strides,
                        std::string_view result) {
    return verifyMain("%a: tensor<3x4xi64>", result,
                      fmt::format(R"(
      %0 = "stablehlo.slice"(%a) {{start_indices = array<i64: {}>, limit_indices = array<i64: {}>,
          strides = array<i64: {}>}} : (tensor<3x4xi64>) -> {}
      func.return %0 : {})",
                                  start, limit, strides, result, result));
  };
  EXPECT_EQ(slice("1, 2", "3, 4", "1, 1", "tensor<2x2xi64>"), "ok");
  EXPECT_EQ(slice("0, 0", "3, 4", "2, 3", "tensor<2x2xi64>"), "ok");
  EXPECT_EQ(slice("1, 2", "3, 5", "1, 1", "tensor<2x3xi64>"),
            "'stablehlo.slice': slice [2, 5) of dimension 1 is not within [0, 4] (C3)");
  EXPECT_EQ(slice("1, 2", "3, 4", "1, 0", "tensor<2x2xi64>"),
            "'stablehlo.slice': strides [1, 0] must be positive (C4)");
  EXPECT_EQ(slice("1, 2", "3, 4", "1, 1", "tensor<2x3xi64>"),
            "'stablehlo.slice': result shape [2, 3] differs from expected [2, 2] (C5)");
  // StableHLO spec "pad" example, then a result of the wrong size.
  const auto pad = [](std::string_view interior, std::string_view result) {
    return verifyMain("%a: tensor<2x3xi32>, %p: tensor<i32>", result,
                      fmt::format(R"(
      %0 = "stablehlo.pad"(%a, %p) {{edge_padding_low = array<i64: 0, 1>,
          edge_padding_high = array<i64: 2, 1>, interior_padding = array<i64: {}>}}
          : (tensor<2x3xi32>, tensor<i32>) -> {}
      func.return %0 : {})",
                                  interior, result, result));
  };
  EXPECT_EQ(pad("1, 2", "tensor<5x9xi32>"), "ok");
  EXPECT_EQ(pad("1, -1", "tensor<5x9xi32>"),
            "'stablehlo.pad': interior_padding [1, -1] must be non-negative (C3)");
  EXPECT_EQ(pad("1, 1", "tensor<5x9xi32>"),
            "'stablehlo.pad': result shape [5, 9] differs from expected [5, 7] (C4)");
}

TEST(VerifierDataMovement, ChecksTransposeReshapeReverse) {
  EXPECT_EQ(verifyMain("%a: tensor<2x3x4xi32>", "tensor<4x3x2xi32>", R"(
    %0 = "stablehlo.transpose"(%a) {permutation = array<i64: 2, 1, 0>} : (tensor<2x3x4xi32>) -> tensor<4x3x2xi32>
    func.return %0 : tensor<4x3x2xi32>)"),
            "ok");
  EXPECT_EQ(verifyMain("%a: tensor<2x3x4xi32>", "tensor<4x3x2xi32>", R"(
    %0 = "stablehlo.transpose"(%a) {permutation = array<i64: 2, 2, 0>} : (tensor<2x3x4xi32>) -> tensor<4x3x2xi32>
    func.return %0 : tensor<4x3x2xi32>)"),
            "'stablehlo.transpose': permutation [2, 2, 0] has duplicate 2 (C2)");
  EXPECT_EQ(verifyMain("%a: tensor<2x3x4xi32>", "tensor<4x2x3xi32>", R"(
    %0 = "stablehlo.transpose"(%a) {permutation = array<i64: 2, 1, 0>} : (tensor<2x3x4xi32>) -> tensor<4x2x3xi32>
    func.return %0 : tensor<4x2x3xi32>)"),
            "'stablehlo.transpose': result shape [4, 2, 3] differs from expected [4, 3, 2] (C3)");
  EXPECT_EQ(verifyMain("%a: tensor<2x3xi32>", "tensor<7xi32>", R"(
    %0 = "stablehlo.reshape"(%a) : (tensor<2x3xi32>) -> tensor<7xi32>
    func.return %0 : tensor<7xi32>)"),
            "'stablehlo.reshape': operand tensor<2x3xi32> and result tensor<7xi32> have different "
            "sizes (C2)");
  EXPECT_EQ(verifyMain("%a: tensor<3x2xi32>", "tensor<3x2xi32>", R"(
    %0 = "stablehlo.reverse"(%a) {dimensions = array<i64: 1, 1>} : (tensor<3x2xi32>) -> tensor<3x2xi32>
    func.return %0 : tensor<3x2xi32>)"),
            "'stablehlo.reverse': dimensions [1, 1] has duplicate 1 (C2)");
}

TEST(VerifierDataMovement, ChecksDynamicSlices) {
  const char* kSig = "%a: tensor<4x4xi32>, %i: tensor<i64>, %u: tensor<2x5xi32>";
  EXPECT_EQ(verifyMain(kSig, "tensor<2x2xi32>", R"(
    %0 = "stablehlo.dynamic_slice"(%a, %i, %i) {slice_sizes = array<i64: 2, 2>}
        : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x2xi32>
    func.return %0 : tensor<2x2xi32>)"),
            "ok");
  EXPECT_EQ(verifyMain(kSig, "tensor<2x5xi32>", R"(
    %0 = "stablehlo.dynamic_slice"(%a, %i, %i) {slice_sizes = array<i64: 2, 5>}
        : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x5xi32>
    func.return %0 : tensor<2x5xi32>)"),
            "'stablehlo.dynamic_slice': slice_sizes [2, 5] exceed operand shape [4, 4] (C4)");
  EXPECT_EQ(verifyMain(kSig, "tensor<4x4xi32>", R"(
    %0 = "stablehlo.dynamic_update_slice"(%a, %u, %i, %i)
        : (tensor<4x4xi32>, tensor<2x5xi32>, tensor<i64>, tensor<i64>) -> tensor<4x4xi32>
    func.return %0 : tensor<4x4xi32>)"),
            "'stablehlo.dynamic_update_slice': update shape [2, 5] exceeds operand shape [4, 4] (C6)");
}

TEST(VerifierDataMovement, ChecksDynamicShapeOps) {
  EXPECT_EQ(verifyMain("%a: tensor<1x3xi64>, %d: tensor<2xi64>", "tensor<2x3x2xi64>", R"(
    %0 = "stablehlo.dynamic_broadcast_in_dim"(%a, %d) {broadcast_dimensions = array<i64: 2, 1>}
        : (tensor<1x3xi64>, tensor<2xi64>) -> tensor<2x3x2xi64>
    func.return %0 : tensor<2x3x2xi64>)"),
            "'stablehlo.dynamic_broadcast_in_dim': output_dimensions must be a 1-dimensional "
            "tensor of 3 elements, got tensor<2xi64> (C7)");
  EXPECT_EQ(verifyMain("%s: tensor<3xi64>", "tensor<3x4xi64>", R"(
    %0 = "stablehlo.dynamic_iota"(%s) {iota_dimension = 0 : i64} : (tensor<3xi64>) -> tensor<3x4xi64>
    func.return %0 : tensor<3x4xi64>)"),
            "'stablehlo.dynamic_iota': output_shape tensor<3xi64> must be a 1-dimensional tensor "
            "of 2 elements (C2)");
  EXPECT_EQ(verifyMain("%a: tensor<1x6xi64>, %s: tensor<2xi64>", "tensor<6xi64>", R"(
    %0 = "stablehlo.dynamic_reshape"(%a, %s) : (tensor<1x6xi64>, tensor<2xi64>) -> tensor<6xi64>
    func.return %0 : tensor<6xi64>)"),
            "'stablehlo.dynamic_reshape': output_shape must be a 1-dimensional tensor of 1 "
            "elements, got tensor<2xi64> (C4)");
  EXPECT_EQ(verifyMain("%a: tensor<5x4xi64>, %p: tensor<i64>, %l: tensor<2xi64>, %h: tensor<3xi64>",
                       "tensor<7x5xi64>", R"(
    %0 = "stablehlo.dynamic_pad"(%a, %p, %l, %h, %l)
        : (tensor<5x4xi64>, tensor<i64>, tensor<2xi64>, tensor<3xi64>, tensor<2xi64>) -> tensor<7x5xi64>
    func.return %0 : tensor<7x5xi64>)"),
            "'stablehlo.dynamic_pad': edge_padding_high must be a 1-dimensional tensor of 2 "
            "elements, got tensor<3xi64> (C2)");
  // StableHLO spec "dynamic_gather" example, then batch sizes that do not match.
  const auto gather = [](std::string_view result) {
    return verifyMain("%a: tensor<3x4x2xi64>, %i: tensor<2x3x2xi64>, %s: tensor<3xi64>", result,
                      fmt::format(R"(
      %0 = "stablehlo.dynamic_gather"(%a, %i, %s) {{dimension_numbers = #stablehlo.gather<
          offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0],
          index_vector_dim = 2>, indices_are_sorted = false}}
          : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> {0}
      func.return %0 : {0})",
                                  result));
  };
  EXPECT_EQ(gather("tensor<2x3x2x2xi64>"), "ok");
  EXPECT_EQ(gather("tensor<3x3x2x2xi64>"),
            "'stablehlo.dynamic_gather': result batch dimensions [3, 3] differ from start_indices "
            "[2, 3] (C13)");
}

// The example of the StableHLO RFC adding batching dimensions to gather.
constexpr const char* kGather = R"(
  %0 = "stablehlo.gather"(%operand, %indices) {{
    dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1],
        operand_batching_dims = [0], start_indices_batching_dims = [1],
        start_index_map = [2, 1], index_vector_dim = 3>,
    slice_sizes = array<i64: {}>, indices_are_sorted = false
  }} : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> {}
  func.return %0 : {})";

std::string verifyGather(std::string_view sliceSizes, std::string_view result) {
  return verifyMain("%operand: tensor<2x3x4x2xi32>, %indices: tensor<2x2x3x2xi64>", result,
                    fmt::format(fmt::runtime(kGather), sliceSizes, result, result));
}

TEST(VerifierDataMovement, ChecksGather) {
  EXPECT_EQ(verifyGather("1, 1, 2, 2", "tensor<2x2x3x2x2xi32>"), "ok");
  EXPECT_EQ(verifyGather("1, 2, 2, 2", "tensor<2x2x3x2x2xi32>"),
            "'stablehlo.gather': slice_sizes[1] of collapsed dimension must be at most 1 (C9)");
  EXPECT_EQ(verifyGather("1, 1, 2, 3", "tensor<2x2x3x2x3xi32>"),
            "'stablehlo.gather': slice_sizes [1, 1, 2, 3] exceed operand shape [2, 3, 4, 2] (C21)");
  EXPECT_EQ(verifyGather("1, 1, 2, 2", "tensor<2x2x3x2x1xi32>"),
            "'stablehlo.gather': result shape [2, 2, 3, 2, 1] differs from expected "
            "[2, 2, 3, 2, 2] (C22)");
  EXPECT_EQ(verifyGather("1, 1, 2", "tensor<2x2x3x2x2xi32>"),
            "'stablehlo.gather': slice_sizes has 3 elements, expected 4 (C20)");
}

// The example of the StableHLO RFC adding batching dimensions to scatter.
std::string verifyScatter(std::string_view updateWindowDims, std::string_view reducerType) {
  return verifyMain(
      "%input: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update: tensor<2x2x3x2x2xi64>",
      "tensor<2x3x4x2xi64>",
      fmt::format(R"(
    %0 = "stablehlo.scatter"(%input, %indices, %update) ({{
      ^bb0(%x: {0}, %y: {0}):
        %s = "stablehlo.add"(%x, %y) : ({0}, {0}) -> {0}
        "stablehlo.return"(%s) : ({0}) -> ()
    }}) {{
      scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [{1}],
          inserted_window_dims = [1], input_batching_dims = [0],
          scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1],
          index_vector_dim = 3>,
      indices_are_sorted = false, unique_indices = false
    }} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
    func.return %0 : tensor<2x3x4x2xi64>)",
                  reducerType, updateWindowDims));
}

TEST(VerifierDataMovement, ChecksScatter) {
  EXPECT_EQ(verifyScatter("3, 4", "tensor<i64>"), "ok");
  EXPECT_EQ(verifyScatter("4, 3", "tensor<i64>"),
            "'stablehlo.scatter': update_window_dims [4, 3] is not sorted (C7)");
  EXPECT_EQ(verifyScatter("2, 3", "tensor<i64>"),
            "'stablehlo.scatter': updates shape [2, 2, 3, 2, 2] does not match scatter_indices "
            "[2, 2, 3, 2] and input [2, 3, 4, 2] (C4)");
  EXPECT_EQ(verifyScatter("3, 4", "tensor<i32>"),
            "'stablehlo.scatter': update_computation element type i32 is not promotable from i64 "
            "(C23)");
}

// ---- reduction -------------------------------------------------------------

std::string verifyReduce(std::string_view dims, std::string_view result,
                         std::string_view bodyType = "tensor<i32>") {
  return verifyMain("%a: tensor<1x6xi32>, %init: tensor<i32>", result,
                    fmt::format(R"(
    %0 = "stablehlo.reduce"(%a, %init) ({{
      ^bb0(%x: {0}, %y: {0}):
        %s = "stablehlo.add"(%x, %y) : ({0}, {0}) -> {0}
        "stablehlo.return"(%s) : ({0}) -> ()
    }}) {{dimensions = array<i64: {1}>}} : (tensor<1x6xi32>, tensor<i32>) -> {2}
    func.return %0 : {2})",
                                bodyType, dims, result));
}

TEST(VerifierReduction, ChecksReduce) {
  EXPECT_EQ(verifyReduce("1", "tensor<1xi32>"), "ok");  // the spec's example
  EXPECT_EQ(verifyReduce("2", "tensor<1xi32>"),
            "'stablehlo.reduce': dimensions [2] has 2 out of range [0, 2) (C4)");
  EXPECT_EQ(verifyReduce("1", "tensor<6xi32>"),
            "'stablehlo.reduce': result shape [6] differs from expected [1] (C7)");
  EXPECT_EQ(verifyReduce("1", "tensor<1xi32>", "tensor<f32>"),
            "'stablehlo.reduce': body element type f32 is not promotable from i32 (C6)");
  // A promoting body (i32 inputs reduced in i64) gives i64 results (C8).
  EXPECT_EQ(verifyReduce("1", "tensor<1xi64>", "tensor<i64>"), "ok");
  EXPECT_EQ(verifyReduce("1", "tensor<1xi32>", "tensor<i64>"),
            "'stablehlo.reduce': result #0 element type i32 differs from the body's i64 (C8)");
}

TEST(VerifierReduction, ChecksReduceWindow) {
  const auto reduceWindow = [](std::string_view result) {
    return verifyMain("%a: tensor<3x2xi32>, %init: tensor<i32>", result,
                      fmt::format(R"(
      %0 = "stablehlo.reduce_window"(%a, %init) ({{
        ^bb0(%x: tensor<i32>, %y: tensor<i32>):
          %s = "stablehlo.add"(%x, %y) : (tensor<i32>, tensor<i32>) -> tensor<i32>
          "stablehlo.return"(%s) : (tensor<i32>) -> ()
      }}) {{window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 4, 1>,
          base_dilations = array<i64: 2, 1>, window_dilations = array<i64: 3, 1>,
          padding = dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>}}
          : (tensor<3x2xi32>, tensor<i32>) -> {0}
      func.return %0 : {0})",
                                  result));
  };
  EXPECT_EQ(reduceWindow("tensor<2x2xi32>"), "ok");  // the spec's example
  EXPECT_EQ(reduceWindow("tensor<3x2xi32>"),
            "'stablehlo.reduce_window': result shape [3, 2] differs from expected [2, 2] (C15)");
}

TEST(VerifierReduction, ChecksSelectAndScatter) {
  const auto selectAndScatter = [](std::string_view sourceType, std::string_view selectResult) {
    return verifyMain(fmt::format("%a: tensor<4x2xi32>, %src: {}, %init: tensor<i32>", sourceType),
                      "tensor<4x2xi32>",
                      fmt::format(R"(
      %0 = "stablehlo.select_and_scatter"(%a, %src, %init) ({{
        ^bb0(%x: tensor<i32>, %y: tensor<i32>):
          %c = "stablehlo.compare"(%x, %y) {{comparison_direction = #stablehlo<comparison_direction GE>}}
              : (tensor<i32>, tensor<i32>) -> tensor<i1>
          "stablehlo.return"({1}) : ({2}) -> ()
      }}, {{
        ^bb0(%x: tensor<i32>, %y: tensor<i32>):
          %s = "stablehlo.add"(%x, %y) : (tensor<i32>, tensor<i32>) -> tensor<i32>
          "stablehlo.return"(%s) : (tensor<i32>) -> ()
      }}) {{window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>,
          padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>}}
          : (tensor<4x2xi32>, {0}, tensor<i32>) -> tensor<4x2xi32>
      func.return %0 : tensor<4x2xi32>)",
                                  sourceType, selectResult,
                                  selectResult == "%c" ? "tensor<i1>" : "tensor<i32>"));
  };
  EXPECT_EQ(selectAndScatter("tensor<2x2xi32>", "%c"), "ok");  // the spec's example
  EXPECT_EQ(selectAndScatter("tensor<3x2xi32>", "%c"),
            "'stablehlo.select_and_scatter': source shape [3, 2] differs from the number of "
            "windows [2, 2] (C3)");
  EXPECT_EQ(selectAndScatter("tensor<2x2xi32>", "%x"),
            "'stablehlo.select_and_scatter': select has type (tensor<i32>, tensor<i32>) -> "
            "(tensor<i32>), expected (tensor<i32>, tensor<i32>) -> (tensor<i1>) (C10)");
}

TEST(VerifierReduction, ChecksSortAndMap) {
  const auto sort = [](std::string_view dimension, std::string_view comparatorResult) {
    return verifyMain("%a: tensor<2x3xi64>, %b: tensor<2x3xi64>",
                      "tensor<2x3xi64>, tensor<2x3xi64>",
                      fmt::format(R"(
      %0:2 = "stablehlo.sort"(%a, %b) ({{
        ^bb0(%w: tensor<i64>, %x: tensor<i64>, %y: tensor<i64>, %z: tensor<i64>):
          %c = "stablehlo.compare"(%w, %x) {{comparison_direction = #stablehlo<comparison_direction GT>}}
              : (tensor<i64>, tensor<i64>) -> tensor<i1>
          "stablehlo.return"({1}) : ({2}) -> ()
      }}) {{dimension = {0} : i64, is_stable = true}}
          : (tensor<2x3xi64>, tensor<2x3xi64>) -> (tensor<2x3xi64>, tensor<2x3xi64>)
      func.return %0#0, %0#1 : tensor<2x3xi64>, tensor<2x3xi64>)",
                                  dimension, comparatorResult,
                                  comparatorResult == "%c" ? "tensor<i1>" : "tensor<i64>"));
  };
  EXPECT_EQ(sort("0", "%c"), "ok");
  EXPECT_EQ(sort("-2", "%c"), "ok");
  EXPECT_EQ(sort("2", "%c"), "'stablehlo.sort': dimension 2 is out of range [-2, 2) (C4)");
  EXPECT_EQ(sort("0", "%w"),
            "'stablehlo.sort': comparator has type (tensor<i64>, tensor<i64>, tensor<i64>, "
            "tensor<i64>) -> (tensor<i64>), expected (tensor<i64>, tensor<i64>, tensor<i64>, "
            "tensor<i64>) -> (tensor<i1>) (C5)");
  EXPECT_EQ(verifyMain("%a: tensor<2x2xi64>", "tensor<2x2xi64>", R"(
    %0 = "stablehlo.map"(%a, %a) ({
      ^bb0(%x: tensor<i64>, %y: tensor<i64>):
        %m = "stablehlo.multiply"(%x, %y) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%m) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1, 0>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
    func.return %0 : tensor<2x2xi64>)"),
            "'stablehlo.map': dimensions [1, 0] must be [0, 1] (C3)");
}

// chlo.top_k (custom or generic form) and custom_call @mhlo.topk of
// tensor<2x3xf32>: `op` is the text up to the type, `values`/`indices` the
// result types.
std::string topK(std::string_view op, std::string_view values = "tensor<2x2xf32>",
                 std::string_view indices = "tensor<2x2xi32>") {
  const bool functional = !op.starts_with("chlo.top_k(");
  return verifyMain("%a: tensor<2x3xf32>", fmt::format("{}, {}", values, indices),
                    fmt::format("  %0:2 = {} : {}tensor<2x3xf32>{} -> ({}, {})\n"
                                "  func.return %0#0, %0#1 : {}, {}",
                                op, functional ? "(" : "", functional ? ")" : "", values, indices,
                                values, indices));
}

TEST(VerifierReduction, ChecksTopK) {
  EXPECT_EQ(topK("chlo.top_k(%a, k = 2)"), "ok");
  EXPECT_EQ(topK(R"("chlo.top_k"(%a) {k = 2 : i64})"), "ok");
  EXPECT_EQ(topK("chlo.top_k(%a, k = 3)", "tensor<2x3xf32>", "tensor<2x3xi32>"), "ok");
  EXPECT_EQ(topK("chlo.top_k(%a, k = 0)", "tensor<2x0xf32>", "tensor<2x0xi32>"), "ok");
  EXPECT_EQ(topK("chlo.top_k(%a, k = 4)", "tensor<2x4xf32>", "tensor<2x4xi32>"),
            "'chlo.top_k': k = 4 exceeds the operand's last dim 3 (C2)");
  EXPECT_EQ(topK("chlo.top_k(%a, k = -1)", "tensor<2x1xf32>", "tensor<2x1xi32>"),
            "'chlo.top_k': k = -1 must not be negative (C5)");
  EXPECT_EQ(topK("chlo.top_k(%a, k = 2)", "tensor<2x3xf32>"),
            "'chlo.top_k': result #0 shape [2, 3] differs from expected [2, 2] (C1)");
  EXPECT_EQ(topK("chlo.top_k(%a, k = 2)", "tensor<2x2xf16>"),
            "'chlo.top_k': values element type f16 and operand element type f32 differ (C3)");
  EXPECT_EQ(topK("chlo.top_k(%a, k = 2)", "tensor<2x2xf32>", "tensor<1x2xi32>"),
            "'chlo.top_k': result #1 shape [1, 2] differs from expected [2, 2] (C4)");
  EXPECT_EQ(topK("chlo.top_k(%a, k = 2)", "tensor<2x2xf32>", "tensor<2x2xi64>"),
            "'chlo.top_k': indices element type i64 must be i32 (O2)");
  EXPECT_EQ(topK(R"("chlo.top_k"(%a))"), "'chlo.top_k': needs an integer attribute 'k'");
  EXPECT_EQ(verifyMain("%a: tensor<f32>", "tensor<f32>, tensor<i32>", R"(
    %0:2 = "chlo.top_k"(%a) {k = 0 : i64} : (tensor<f32>) -> (tensor<f32>, tensor<i32>)
    func.return %0#0, %0#1 : tensor<f32>, tensor<i32>)"),
            "'chlo.top_k': operand must have rank at least 1 (I1)");
  EXPECT_EQ(topK("chlo.top_k(%a, k = 2) {largest = false}"),
            "'chlo.top_k': largest = false (the k smallest elements) is not supported: XLA "
            "lowers only the k largest to chlo.top_k");
}

TEST(VerifierReduction, ChecksMhloTopKCustomCall) {
  const auto call = [](std::string_view attrs) {
    return fmt::format("stablehlo.custom_call @mhlo.topk(%a) {}", attrs);
  };
  EXPECT_EQ(topK(call("{mhlo.attributes = {k = 2 : i64, largest = true}, mhlo.version = 1 : i64}")),
            "ok");
  EXPECT_EQ(topK(call("{mhlo.attributes = {k = 2 : i64}}")), "ok");
  EXPECT_EQ(topK(call("{mhlo.attributes = {k = 3 : i64}}")),
            "'stablehlo.custom_call': result #0 shape [2, 2] differs from expected [2, 3] (C1)");
  EXPECT_EQ(topK(call("{mhlo.attributes = {k = 4 : i64}}"), "tensor<2x4xf32>", "tensor<2x4xi32>"),
            "'stablehlo.custom_call': @mhlo.topk k = 4 exceeds the operand's last dim 3 (C2)");
  EXPECT_EQ(topK(call("{mhlo.attributes = {k = 2 : i64, largest = false}}")),
            "'stablehlo.custom_call': @mhlo.topk largest = false (the k smallest elements) is not "
            "supported: XLA lowers only the k largest to chlo.top_k");
  EXPECT_EQ(topK(call("{mhlo.version = 1 : i64}")),
            "'stablehlo.custom_call': missing attribute 'mhlo.attributes'");
  EXPECT_EQ(topK(call("{mhlo.attributes = {largest = true}}")),
            "'stablehlo.custom_call': @mhlo.topk needs an integer attribute 'k'");
  EXPECT_EQ(topK(call("{mhlo.attributes = {k = 2 : i64, sorted = true}}")),
            "'stablehlo.custom_call': @mhlo.topk: mhlo.attributes 'sorted' is not supported "
            "(only k, largest and mhlo.sharding)");
  EXPECT_EQ(topK(call(R"({backend_config = "{\"k\": 2}"})")),
            "'stablehlo.custom_call': @mhlo.topk with a backend_config is not supported "
            "(XLA's @mhlo.topk has none; k goes in mhlo.attributes)");
}

// ---- linalg ----------------------------------------------------------------

std::string verifyDot(std::string_view dims, std::string_view rhs, std::string_view result) {
  return verifyMain(fmt::format("%lhs: tensor<2x2x3xi64>, %rhs: {}", rhs), result,
                    fmt::format(R"(
    %0 = "stablehlo.dot_general"(%lhs, %rhs) {{dot_dimension_numbers = #stablehlo.dot<{}>}}
        : (tensor<2x2x3xi64>, {}) -> {}
    func.return %0 : {})",
                                dims, rhs, result, result));
}

TEST(VerifierLinalg, ChecksDotGeneral) {
  const char* kBatched = "lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], "
                         "lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]";
  EXPECT_EQ(verifyDot(kBatched, "tensor<2x3x5xi64>", "tensor<2x2x5xi64>"), "ok");
  EXPECT_EQ(verifyDot(kBatched, "tensor<2x4x5xi64>", "tensor<2x2x5xi64>"),
            "'stablehlo.dot_general': lhs contracting dimension 2 (size 3) and rhs contracting "
            "dimension 1 (size 4) differ (C10)");
  EXPECT_EQ(verifyDot(kBatched, "tensor<2x3x5xi64>", "tensor<2x5x2xi64>"),
            "'stablehlo.dot_general': result shape [2, 5, 2] differs from expected [2, 2, 5] (C12)");
  EXPECT_EQ(verifyDot("lhs_contracting_dimensions = [2, 2], rhs_contracting_dimensions = [0, 1]",
                      "tensor<3x3xi64>", "tensor<2x2xi64>"),
            "'stablehlo.dot_general': lhs batching and contracting dimensions [2, 2] has "
            "duplicate 2 (C3)");
  // A result element type other than the operands' (an accumulation type) is allowed.
  EXPECT_EQ(verifyMain("%a: tensor<2x3xbf16>, %b: tensor<3x4xbf16>", "tensor<2x4xf32>", R"(
    %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<
        lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}
        : (tensor<2x3xbf16>, tensor<3x4xbf16>) -> tensor<2x4xf32>
    func.return %0 : tensor<2x4xf32>)"),
            "ok");
}

std::string verifyConvolution(std::string_view rhs, std::string_view result) {
  return verifyMain(fmt::format("%lhs: tensor<1x4x4x1xi64>, %rhs: {}", rhs), result,
                    fmt::format(R"(
    %0 = "stablehlo.convolution"(%lhs, %rhs) {{
      window_strides = array<i64: 4, 4>, padding = dense<0> : tensor<2x2xi64>,
      lhs_dilation = array<i64: 2, 2>, rhs_dilation = array<i64: 1, 1>,
      window_reversal = array<i1: false, false>,
      dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
      feature_group_count = 1 : i64, batch_group_count = 1 : i64
    }} : (tensor<1x4x4x1xi64>, {}) -> {}
    func.return %0 : {})",
                                rhs, result, result));
}

TEST(VerifierLinalg, ChecksConvolution) {
  EXPECT_EQ(verifyConvolution("tensor<3x3x1x1xi64>", "tensor<1x2x2x1xi64>"), "ok");
  EXPECT_EQ(verifyConvolution("tensor<3x3x1x1xi64>", "tensor<1x3x3x1xi64>"),
            "'stablehlo.convolution': result shape [1, 3, 3, 1] differs from expected "
            "[1, 2, 2, 1] (C25)");
  EXPECT_EQ(verifyConvolution("tensor<3x3x2x1xi64>", "tensor<1x2x2x1xi64>"),
            "'stablehlo.convolution': kernel input feature size 2 must be 1 / "
            "feature_group_count 1 (C14)");
  EXPECT_EQ(verifyConvolution("tensor<3x3x1xi64>", "tensor<1x2x2x1xi64>"),
            "'stablehlo.convolution': lhs rank 4 and rhs rank 3 differ (C1)");
}

TEST(VerifierLinalg, ChecksBatchNormCholeskyTriangularSolve) {
  EXPECT_EQ(verifyMain("%a: tensor<2x2x2xf32>, %s: tensor<2xf32>, %t: tensor<3xf32>",
                       "tensor<2x2x2xf32>", R"(
    %0 = "stablehlo.batch_norm_inference"(%a, %s, %s, %s, %t) {epsilon = 0.0 : f32, feature_index = 2 : i64}
        : (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<3xf32>) -> tensor<2x2x2xf32>
    func.return %0 : tensor<2x2x2xf32>)"),
            "'stablehlo.batch_norm_inference': variance has 3 elements, expected "
            "dim(operand, feature_index) = 2 (C6)");
  EXPECT_EQ(verifyMain("%a: tensor<2x3xf32>", "tensor<2x3xf32>", R"(
    %0 = "stablehlo.cholesky"(%a) {lower = true} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    func.return %0 : tensor<2x3xf32>)"),
            "'stablehlo.cholesky': operand shape [2, 3] is not square in its last two "
            "dimensions (C3)");
  const auto solve = [](std::string_view leftSide) {
    return verifyMain("%a: tensor<3x3xf32>, %b: tensor<3x2xf32>", "tensor<3x2xf32>",
                      fmt::format(R"(
      %0 = "stablehlo.triangular_solve"(%a, %b) {{left_side = {}, lower = true,
          unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>}}
          : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
      func.return %0 : tensor<3x2xf32>)",
                                  leftSide));
  };
  EXPECT_EQ(solve("true"), "ok");
  EXPECT_EQ(solve("false"),
            "'stablehlo.triangular_solve': a shape [3, 3] does not fit b shape [3, 2] with "
            "left_side = false (C3)");
}

TEST(VerifierLinalg, ChecksBatchNormTrainingAndDynamicConv) {
  EXPECT_EQ(verifyMain("%a: tensor<2x2x2xf32>, %s: tensor<2xf32>",
                       "tensor<2x2x2xf32>, tensor<2xf32>, tensor<3xf32>", R"(
    %0:3 = "stablehlo.batch_norm_training"(%a, %s, %s) {epsilon = 0.0 : f32, feature_index = 2 : i64}
        : (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x2x2xf32>, tensor<2xf32>, tensor<3xf32>)
    func.return %0#0, %0#1, %0#2 : tensor<2x2x2xf32>, tensor<2xf32>, tensor<3xf32>)"),
            "'stablehlo.batch_norm_training': batch_var has 3 elements, expected "
            "dim(operand, feature_index) = 2 (C6)");
  EXPECT_EQ(verifyMain("%l: tensor<1x4x4x1xi64>, %r: tensor<3x3x1x1xi64>, %p: tensor<2x3xi64>",
                       "tensor<1x2x2x1xi64>", R"(
    %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {window_strides = array<i64: 4, 4>,
        dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
        feature_group_count = 1 : i64, batch_group_count = 1 : i64}
        : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>, tensor<2x3xi64>) -> tensor<1x2x2x1xi64>
    func.return %0 : tensor<1x2x2x1xi64>)"),
            "'stablehlo.dynamic_conv': padding shape [2, 3] must be [2, 2] (C4)");
}

// ---- generators --------------------------------------------------------------

TEST(VerifierGenerators, ChecksConstantIotaRng) {
  EXPECT_EQ(verifyMain("", "tensor<2xf32>", R"(
    %0 = "stablehlo.constant"() {value = dense<[1.0, 2.0]> : tensor<2xf32>} : () -> tensor<2xf32>
    func.return %0 : tensor<2xf32>)"),
            "ok");
  EXPECT_EQ(verifyMain("", "tensor<2xf64>", R"(
    %0 = "stablehlo.constant"() {value = dense<[1.0, 2.0]> : tensor<2xf32>} : () -> tensor<2xf64>
    func.return %0 : tensor<2xf64>)"),
            "'stablehlo.constant': value type tensor<2xf32> and output type tensor<2xf64> differ (C1)");
  EXPECT_EQ(verifyMain("", "tensor<4x5xi32>", R"(
    %0 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<4x5xi32>
    func.return %0 : tensor<4x5xi32>)"),
            "'stablehlo.iota': iota_dimension 2 is out of range [0, 2) (C1)");
  EXPECT_EQ(verifyMain("%s: tensor<3xui64>", "tensor<3xui64>, tensor<2xui64>", R"(
    %0:2 = "stablehlo.rng_bit_generator"(%s) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>}
        : (tensor<3xui64>) -> (tensor<3xui64>, tensor<2xui64>)
    func.return %0#0, %0#1 : tensor<3xui64>, tensor<2xui64>)"),
            "'stablehlo.rng_bit_generator': THREE_FRY needs an initial_state of 2 elements, got 3 (C2)");
}

// ---- control flow -------------------------------------------------------------

TEST(VerifierControlFlow, ChecksWhile) {
  const auto loop = [](std::string_view condResult, std::string_view condType) {
    return verifyMain("%i: tensor<i64>, %n: tensor<i64>", "tensor<i64>", fmt::format(R"(
      %0 = "stablehlo.while"(%i) ({{
        ^bb0(%x: tensor<i64>):
          %c = "stablehlo.compare"(%x, %n) {{comparison_direction = #stablehlo<comparison_direction LT>}}
              : (tensor<i64>, tensor<i64>) -> tensor<i1>
          "stablehlo.return"({}) : ({}) -> ()
      }}, {{
        ^bb0(%x: tensor<i64>):
          %s = "stablehlo.add"(%x, %x) : (tensor<i64>, tensor<i64>) -> tensor<i64>
          "stablehlo.return"(%s) : (tensor<i64>) -> ()
      }}) : (tensor<i64>) -> tensor<i64>
      func.return %0 : tensor<i64>)",
                                                                     condResult, condType));
  };
  EXPECT_EQ(loop("%c", "tensor<i1>"), "ok");  // the cond uses %n from the enclosing function
  EXPECT_EQ(loop("%x", "tensor<i64>"),
            "'stablehlo.while': cond has type (tensor<i64>) -> (tensor<i64>), expected "
            "(tensor<i64>) -> (tensor<i1>) (C1)");
}

TEST(VerifierControlFlow, ChecksIfAndCase) {
  EXPECT_EQ(verifyMain("%p: tensor<i1>, %a: tensor<i32>, %b: tensor<f32>", "tensor<i32>", R"(
    %0 = "stablehlo.if"(%p) ({
      "stablehlo.return"(%a) : (tensor<i32>) -> ()
    }, {
      "stablehlo.return"(%b) : (tensor<f32>) -> ()
    }) : (tensor<i1>) -> tensor<i32>
    func.return %0 : tensor<i32>)"),
            "'stablehlo.if': branch #1 results (tensor<f32>) differ from branch #0 results "
            "(tensor<i32>) (C2)");
  EXPECT_EQ(verifyMain("%i: tensor<i32>, %a: tensor<2xi64>", "tensor<2xi64>", R"(
    %0 = "stablehlo.case"(%i) ({
      "stablehlo.return"(%a) : (tensor<2xi64>) -> ()
    }, {
      "stablehlo.return"(%a) : (tensor<2xi64>) -> ()
    }) : (tensor<i32>) -> tensor<2xi64>
    func.return %0 : tensor<2xi64>)"),
            "ok");
  EXPECT_EQ(verifyMain("%i: tensor<i64>, %a: tensor<2xi64>", "tensor<2xi64>", R"(
    %0 = "stablehlo.case"(%i) ({
      "stablehlo.return"(%a) : (tensor<2xi64>) -> ()
    }) : (tensor<i64>) -> tensor<2xi64>
    func.return %0 : tensor<2xi64>)"),
            "'stablehlo.case': index must be tensor<i32>, got tensor<i64>");
}

TEST(VerifierControlFlow, ChecksCallsAgainstTheCallee) {
  const char* kCallee = R"(
    func.func @double(%x: tensor<2xf32>) -> tensor<2xf32> {
      %0 = "stablehlo.add"(%x, %x) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      func.return %0 : tensor<2xf32>
    })";
  EXPECT_EQ(verify(std::string(kCallee) + R"(
    func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
      %0 = func.call @double(%a) : (tensor<2xf32>) -> tensor<2xf32>
      func.return %0 : tensor<2xf32>
    })"),
            "ok");
  EXPECT_EQ(verify(std::string(kCallee) + R"(
    func.func @main(%a: tensor<3xf32>) -> tensor<3xf32> {
      %0 = func.call @double(%a) : (tensor<3xf32>) -> tensor<3xf32>
      func.return %0 : tensor<3xf32>
    })"),
            "'func.call': operand types (tensor<3xf32>) differ from @double arguments "
            "(tensor<2xf32>)");
  EXPECT_EQ(verify(R"(
    func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
      %0 = func.call @missing(%a) : (tensor<2xf32>) -> tensor<2xf32>
      func.return %0 : tensor<2xf32>
    })"),
            "'func.call': unknown function @missing");
}

TEST(VerifierControlFlow, ChecksReturnsAndTuples) {
  EXPECT_EQ(verifyMain("%a: tensor<2xf32>", "tensor<3xf32>", "func.return %a : tensor<2xf32>"),
            "'func.return': returned types (tensor<2xf32>) differ from @main results "
            "(tensor<3xf32>)");
  EXPECT_EQ(verifyMain("%a: tensor<2xf32>", "tensor<2xf32>", R"(
    %t = "stablehlo.tuple"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tuple<tensor<2xf32>, tensor<2xf32>>
    %0 = "stablehlo.get_tuple_element"(%t) {index = 2 : i32} : (tuple<tensor<2xf32>, tensor<2xf32>>) -> tensor<2xf32>
    func.return %0 : tensor<2xf32>)"),
            "'stablehlo.get_tuple_element': index 2 is out of range [0, 2) (C1)");
  EXPECT_EQ(verifyMain("%a: tensor<2xf32>", "tensor<2xf32>", R"(
    %0 = "stablehlo.optimization_barrier"(%a) : (tensor<2xf32>) -> tensor<2xf64>
    func.return %a : tensor<2xf32>)"),
            "'stablehlo.optimization_barrier': operand #0 type tensor<2xf32> and result #0 type "
            "tensor<2xf64> differ (C2)");
}

TEST(VerifierControlFlow, ChecksSideEffectsAndComposites) {
  EXPECT_EQ(verifyMain("%t: !stablehlo.token", "tensor<2xi64>", R"(
    %0:2 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (!stablehlo.token, tensor<2xi64>)
    func.return %0#1 : tensor<2xi64>)"),
            "'stablehlo.infeed': last result must be !stablehlo.token, got tensor<2xi64> (C2)");
  EXPECT_EQ(verifyMain("%a: tensor<2xi64>, %t: !stablehlo.token", "!stablehlo.token", R"(
    %0 = "stablehlo.send"(%a, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>,
        is_host_transfer = true} : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
    func.return %0 : !stablehlo.token)"),
            "'stablehlo.send': channel type 3 must be DEVICE_TO_HOST (2) when is_host_transfer is "
            "true (C1)");
  const auto composite = [](std::string_view argType) {
    return verify(fmt::format(R"(
      func.func @add_n.impl(%x: {0}) -> {0} {{
        func.return %x : {0}
      }}
      func.func @main(%a: tensor<i64>) -> tensor<i64> {{
        %0 = stablehlo.composite "stablehlo.add_n" %a {{decomposition = @add_n.impl}}
            : (tensor<i64>) -> tensor<i64>
        func.return %0 : tensor<i64>
      }})",
                              argType));
  };
  EXPECT_EQ(composite("tensor<i64>"), "ok");
  EXPECT_EQ(composite("tensor<i32>"),
            "'stablehlo.composite': input types (tensor<i64>) differ from @add_n.impl arguments "
            "(tensor<i32>) (C3)");
}

// ---- collectives ----------------------------------------------------------------

std::string verifyAllGather(std::string_view groups, std::string_view channel,
                            std::string_view result) {
  return verifyMain("%a: tensor<2x2xi64>", result, fmt::format(R"(
    %0 = "stablehlo.all_gather"(%a) {{all_gather_dim = 1 : i64,
        replica_groups = dense<{}> : tensor<1x2xi64>{}}} : (tensor<2x2xi64>) -> {}
    func.return %0 : {})",
                                                                groups, channel, result, result));
}

TEST(VerifierCollectives, ChecksAllGather) {
  constexpr const char* kPartitions =
      ", channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>";
  EXPECT_EQ(verifyAllGather("[[0, 1]]", "", "tensor<2x4xi64>"), "ok");
  EXPECT_EQ(verifyAllGather("[[0, 1]]", "", "tensor<2x8xi64>"),
            "'stablehlo.all_gather': result dimension 1 of size 8 must be 2 x the process group "
            "size 2 (C6)");
  // Across replicas and partitions the group also spans the (unknown) partitions.
  EXPECT_EQ(verifyAllGather("[[0, 1]]", kPartitions, "tensor<2x8xi64>"), "ok");
  EXPECT_EQ(verifyAllGather("[[0, 1]]", kPartitions, "tensor<2x6xi64>"),
            "'stablehlo.all_gather': result dimension 1 of size 6 must be 2 x the process group "
            "size (C6)");
  EXPECT_EQ(verifyAllGather("[[1, 1]]", "", "tensor<2x4xi64>"),
            "'stablehlo.all_gather': replica_groups [1, 1] has duplicate 1 (C2)");
  EXPECT_EQ(verifyAllGather("[[0, 2]]", "", "tensor<2x4xi64>"),
            "'stablehlo.all_gather': replica_groups [0, 2] has 2 out of range [0, 2) (C4)");
}

TEST(VerifierCollectives, ChecksAllReduceAndReduceScatter) {
  const auto collective = [](std::string_view name, std::string_view attrs,
                             std::string_view result, std::string_view body) {
    return verifyMain("%a: tensor<2x4xi64>", result, fmt::format(R"(
      %0 = "stablehlo.{0}"(%a) ({{
        ^bb0(%x: {3}, %y: {3}):
          %s = "stablehlo.add"(%x, %y) : ({3}, {3}) -> {3}
          "stablehlo.return"(%s) : ({3}) -> ()
      }}) {{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>{1}}} : (tensor<2x4xi64>) -> {2}
      func.return %0 : {2})",
                                                                 name, attrs, result, body));
  };
  EXPECT_EQ(collective("all_reduce", "", "tensor<2x4xi64>", "tensor<i64>"), "ok");
  EXPECT_EQ(collective("all_reduce", "", "tensor<2x4xi64>", "tensor<i32>"),
            "'stablehlo.all_reduce': computation element type i32 is not promotable from i64 (C5)");
  EXPECT_EQ(collective("all_reduce", ", use_global_device_ids", "tensor<2x4xi64>", "tensor<i64>"),
            "'stablehlo.all_reduce': use_global_device_ids needs a positive channel_id, got 0 (C4)");
  EXPECT_EQ(collective("reduce_scatter", ", scatter_dimension = 1 : i64", "tensor<2x2xi64>",
                       "tensor<i64>"),
            "ok");
  EXPECT_EQ(collective("reduce_scatter", ", scatter_dimension = 1 : i64", "tensor<2x4xi64>",
                       "tensor<i64>"),
            "'stablehlo.reduce_scatter': result dimension 1 must be 4 / the process group size 2 "
            "(C8)");
}

TEST(VerifierCollectives, ChecksAllToAllAndPermute) {
  const auto allToAll = [](std::string_view count, std::string_view result) {
    return verifyMain("%a: tensor<2x4xi64>", result, fmt::format(R"(
      %0 = "stablehlo.all_to_all"(%a) {{split_dimension = 1 : i64, concat_dimension = 0 : i64,
          split_count = {} : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}}
          : (tensor<2x4xi64>) -> {}
      func.return %0 : {})",
                                                                 count, result, result));
  };
  EXPECT_EQ(allToAll("2", "tensor<4x2xi64>"), "ok");
  EXPECT_EQ(allToAll("4", "tensor<8x1xi64>"),
            "'stablehlo.all_to_all': replica_groups rows have 2 ids, expected split_count 4 (C8)");
  EXPECT_EQ(allToAll("2", "tensor<2x4xi64>"),
            "'stablehlo.all_to_all': result shape [2, 4] differs from expected [4, 2] (C9)");
  EXPECT_EQ(verifyMain("%a: tensor<2xf32>", "tensor<2xf32>", R"(
    %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1], [0, 2]]> : tensor<2x2xi64>}
        : (tensor<2xf32>) -> tensor<2xf32>
    func.return %0 : tensor<2xf32>)"),
            "'stablehlo.collective_permute': sources [0, 0] has duplicate 0 (C2)");
  EXPECT_EQ(verifyMain("", "tensor<ui64>", R"(
    %0 = "stablehlo.replica_id"() : () -> tensor<ui64>
    func.return %0 : tensor<ui64>)"),
            "'stablehlo.replica_id': result must be tensor<ui32>, got tensor<ui64>");
}

TEST(VerifierCollectives, ChecksCollectiveBroadcast) {
  const auto broadcast = [](std::string_view groups, std::string_view operands,
                            std::string_view types, std::string_view attrs) {
    return verifyMain("%a: tensor<1x2xi64>, %root: tensor<1xi32>", "tensor<1x2xi64>",
                      fmt::format(R"(
      %0 = "stablehlo.collective_broadcast"({1}) {{replica_groups = dense<{0}> : tensor<1x2xi64>{3}}}
          : ({2}) -> tensor<1x2xi64>
      func.return %0 : tensor<1x2xi64>)",
                                  groups, operands, types, attrs));
  };
  EXPECT_EQ(broadcast("[[2, 1]]", "%a", "tensor<1x2xi64>", ""), "ok");
  EXPECT_EQ(broadcast("[[0, 1]]", "%a, %root", "tensor<1x2xi64>, tensor<1xi32>",
                      ", has_dynamic_root"),
            "ok");
  EXPECT_EQ(broadcast("[[1, 1]]", "%a", "tensor<1x2xi64>", ""),
            "'stablehlo.collective_broadcast': replica_groups [1, 1] has duplicate 1 (C1)");
  EXPECT_EQ(broadcast("[[0, 1]]", "%a, %root", "tensor<1x2xi64>, tensor<1xi32>", ""),
            "'stablehlo.collective_broadcast': expects 1 operand, got 2");
}

// ---- check and interpreter ops -----------------------------------------------

TEST(VerifierChecks, ComparedValuesHaveOneType) {
  EXPECT_EQ(verifyMain("%a: tensor<3xi64>", "", R"(
    check.expect_eq_const %a, dense<[-2, 0, 2]> : tensor<3xi64>
    func.return)"),
            "ok");
  EXPECT_EQ(verifyMain("%a: tensor<3xi64>", "", R"(
    "check.expect_eq_const"(%a) {value = dense<[-2, 0]> : tensor<2xi64>} : (tensor<3xi64>) -> ()
    func.return)"),
            "'check.expect_eq_const': operand type tensor<3xi64> and value type tensor<2xi64> differ");
  EXPECT_EQ(verifyMain("%a: tensor<3xi64>, %b: tensor<3xi32>", "", R"(
    "check.expect_eq"(%a, %b) : (tensor<3xi64>, tensor<3xi32>) -> ()
    func.return)"),
            "'check.expect_eq': actual type tensor<3xi64> and expected type tensor<3xi32> differ");
}

TEST(VerifierChecks, RunParallelMatchesItsPrograms) {
  const auto run = [](std::string_view operands, std::string_view types) {
    return verify(fmt::format(R"(
      func.func @id(%x: tensor<2xi64>) -> tensor<2xi64> {{
        func.return %x : tensor<2xi64>
      }}
      func.func @main(%a: tensor<2xi64>, %b: tensor<3xi64>) {{
        %r:2 = "interpreter.run_parallel"({}) {{programs = [[@id], [@id]]}}
            : ({}) -> (tensor<2xi64>, tensor<2xi64>)
        func.return
      }})",
                              operands, types));
  };
  EXPECT_EQ(run("%a, %a", "tensor<2xi64>, tensor<2xi64>"), "ok");
  EXPECT_EQ(run("%a, %b", "tensor<2xi64>, tensor<3xi64>"),
            "'interpreter.run_parallel': operand types (tensor<2xi64>, tensor<3xi64>) differ from "
            "the programs' arguments (tensor<2xi64>, tensor<2xi64>)");
}

// ---- unsupported ops and types -------------------------------------------------

TEST(VerifierUnsupported, RefusesUnknownOpsNamingThem) {
  Result<SourceFile> file = parseSource(R"(
    func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
      %0 = "sdy.sharding_constraint"(%a) : (tensor<2xf32>) -> tensor<2xf32>
      func.return %0 : tensor<2xf32>
    })",
                                        "t.mlir");
  ASSERT_TRUE(file.ok()) << file.error().str();
  const Status status = verifyModule(*file->modules[0]);
  ASSERT_FALSE(status.ok());
  EXPECT_EQ(status.error().kind, ErrorKind::kUnsupported);
  EXPECT_EQ(status.error().str(), "t.mlir:3:7: error: unsupported op 'sdy.sharding_constraint'");
}

TEST(VerifierUnsupported, RefusesQuantizedOpsAsUnsupported) {
  Operation quantize(OpCode::kUniformQuantize, "stablehlo.uniform_quantize", Location{});
  EXPECT_THROW(checkOp(quantize), DiagnosticError);
}

// ---- robustness --------------------------------------------------------------

// Random ops: every op code with random operand, result and region types and
// random attributes under the names the rules read, of random kinds. A rule
// may only ever throw DiagnosticError (anything else fails the test; a crash
// fails the binary).
class RandomOps {
 public:
  explicit RandomOps(uint32_t seed) : rng_(seed) {
    for (const Type& t : kTypes) pool_.push_back(std::make_unique<Value>(t, "v"));
  }

  std::unique_ptr<Operation> next() {
    const auto code = static_cast<OpCode>(pick(kNumOpCodes + 1));
    auto op = std::make_unique<Operation>(code, std::string(opMnemonic(code)), Location{});
    for (int i = pick(5); i > 0; --i) op->addOperand(pool_[pick(pool_.size())].get());
    for (int i = pick(4); i > 0; --i) op->addResult(kTypes[pick(kTypes.size())]);
    for (int i = pick(3); i > 0; --i) addRegion(*op);
    for (int i = pick(8); i > 0; --i)
      op->attrs().set(std::string(kNames[pick(std::size(kNames))]), attribute());
    return op;
  }

 private:
  int pick(size_t n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }

  void addRegion(Operation& op) {
    Block& block = op.addRegion().addBlock();
    for (int i = pick(5); i > 0; --i) block.addArgument(kTypes[pick(kTypes.size())]);
    auto ret = std::make_unique<Operation>(OpCode::kReturn, "stablehlo.return", Location{});
    for (int i = pick(3); i > 0; --i) ret->addOperand(pool_[pick(pool_.size())].get());
    block.append(std::move(ret));
  }

  std::vector<int64_t> ints() {
    std::vector<int64_t> v;
    for (int i = pick(5); i > 0; --i) v.push_back(kInts[pick(std::size(kInts))]);
    return v;
  }

  NamedAttrs fields() {
    NamedAttrs f;
    for (int i = pick(6); i > 0; --i)
      f.set(std::string(kFields[pick(std::size(kFields))]),
            pick(2) ? Attribute::integer(kInts[pick(std::size(kInts))])
                    : Attribute::denseArray(ints()));
    return f;
  }

  Attribute dense(Shape shape) {
    DenseElements d{TensorType{std::move(shape), ElementType::kI64}, true, std::vector<uint8_t>(8), ""};
    d.bytes[0] = static_cast<uint8_t>(pick(4));
    return Attribute::denseElements(d);
  }

  Attribute attribute() {
    static const char* kStructs[] = {"stablehlo.gather", "stablehlo.scatter", "stablehlo.dot",
                                     "stablehlo.conv", "stablehlo.channel_handle"};
    switch (pick(11)) {
      case 0: return Attribute::integer(kInts[pick(std::size(kInts))]);
      case 1: return Attribute::denseArray(ints());
      case 2: return Attribute::boolean(pick(2));
      case 3: return Attribute::string(pick(2) ? "a.b" : "");
      case 4: return Attribute::enumValue("stablehlo", "x", pick(2) ? "GT" : "FLOAT");
      case 5: return Attribute::structure(kStructs[pick(std::size(kStructs))], fields());
      case 6: return dense({pick(3), pick(3)});
      case 7: return dense({pick(4)});
      case 8: return Attribute::symbolRef(pick(2) ? "f" : "missing");
      case 9: return Attribute::array({Attribute::array({Attribute::symbolRef("f")})});
      default: return Attribute::unit();
    }
  }

  static inline const std::vector<Type> kTypes = {
      Type::tensor({}, ElementType::kF32),       Type::tensor({}, ElementType::kI32),
      Type::tensor({}, ElementType::kI1),        Type::tensor({2}, ElementType::kUI64),
      Type::tensor({2, 3}, ElementType::kI64),   Type::tensor({0, 2}, ElementType::kF32),
      Type::tensor({1, 2, 3, 4}, ElementType::kF32), Type::token(),
      Type::tuple({Type::tensor({}, ElementType::kF32)})};
  static constexpr int64_t kInts[] = {-1, 0, 1, 2, 3, 7, INT64_MAX, INT64_MIN};
  static constexpr std::string_view kNames[] = {
      "dimension", "dimensions", "broadcast_dimensions", "permutation", "start_indices",
      "limit_indices", "strides", "edge_padding_low", "edge_padding_high", "interior_padding",
      "slice_sizes", "dimension_numbers", "dot_dimension_numbers", "scatter_dimension_numbers",
      "window_dimensions", "window_strides", "base_dilations", "window_dilations", "padding",
      "lhs_dilation", "rhs_dilation", "window_reversal", "feature_group_count",
      "batch_group_count", "feature_index", "iota_dimension", "index", "replica_groups",
      "all_gather_dim", "scatter_dimension", "split_dimension", "concat_dimension",
      "split_count", "source_target_pairs", "channel_handle", "use_global_device_ids", "callee",
      "decomposition", "name", "value", "programs", "comparison_direction", "compare_type",
      "exponent_bits", "mantissa_bits", "rng_algorithm", "rng_distribution", "transpose_a",
      "left_side", "call_target_name", "probe_id", "has_dynamic_root", "precision_config"};
  static constexpr std::string_view kFields[] = {
      "offset_dims", "collapsed_slice_dims", "operand_batching_dims",
      "start_indices_batching_dims", "start_index_map", "index_vector_dim",
      "update_window_dims", "inserted_window_dims", "input_batching_dims",
      "scatter_indices_batching_dims", "scatter_dims_to_operand_dims",
      "lhs_batching_dimensions", "rhs_batching_dimensions", "lhs_contracting_dimensions",
      "rhs_contracting_dimensions", "input_batch_dimension", "input_feature_dimension",
      "input_spatial_dimensions", "kernel_input_feature_dimension",
      "kernel_output_feature_dimension", "kernel_spatial_dimensions", "output_batch_dimension",
      "output_feature_dimension", "output_spatial_dimensions", "handle", "type"};

  std::mt19937 rng_;
  std::vector<std::unique_ptr<Value>> pool_;
};

TEST(VerifierRobustness, RulesOnlyEverThrowDiagnostics) {
  Module module;
  auto f = std::make_unique<Function>();
  f->name = "f";
  f->argTypes = {Type::tensor({}, ElementType::kF32)};
  module.functions.push_back(std::move(f));
  ModuleScope scope(module);
  RandomOps random(20240611);
  int accepted = 0;
  for (int i = 0; i < 100000; ++i) {
    const std::unique_ptr<Operation> op = random.next();
    try {
      checkOp(*op);
      ++accepted;
    } catch (const DiagnosticError&) {
    }
  }
  EXPECT_GT(accepted, 0);  // the generator does reach valid ops, not only errors
}

// ---- structure, through the IR API (programs the parser would not build) -----

// A module with @main(tensor<2xf32>) -> tensor<2xf32> and an empty body block.
std::unique_ptr<Module> emptyMain() {
  auto module = std::make_unique<Module>();
  auto f = std::make_unique<Function>();
  f->name = "main";
  f->argTypes = {Type::tensor({2}, ElementType::kF32)};
  f->resultTypes = f->argTypes;
  f->loc = Location{"t.mlir", 1, 1};
  f->body.addBlock().addArgument(f->argTypes[0], "a");
  module->functions.push_back(std::move(f));
  return module;
}

Operation* append(Block& block, OpCode code, std::vector<Value*> operands,
                  std::vector<Type> results = {}) {
  auto op = std::make_unique<Operation>(code, std::string(opMnemonic(code)),
                                        Location{"t.mlir", 2, 3});
  for (Value* v : operands) op->addOperand(v);
  for (Type& t : results) op->addResult(t);
  return block.append(std::move(op));
}

TEST(VerifierStructure, RequiresATerminator) {
  auto module = emptyMain();
  Block& body = module->functions[0]->entry();
  append(body, OpCode::kNegate, {body.argument(0)}, {body.argument(0)->type()});
  const Status status = verifyModule(*module);
  ASSERT_FALSE(status.ok());
  EXPECT_EQ(status.error().str(), "t.mlir:2:3: error: function @main must end with func.return");
}

TEST(VerifierStructure, RequiresOperandsDefinedBeforeUse) {
  auto module = emptyMain();
  Block& body = module->functions[0]->entry();
  Value stray(Type::tensor({2}, ElementType::kF32), "stray");
  append(body, OpCode::kFuncReturn, {&stray});
  const Status status = verifyModule(*module);
  ASSERT_FALSE(status.ok());
  EXPECT_EQ(status.error().message, "'func.return': operand #0 is not defined before its use");
}

TEST(VerifierStructure, RequiresEntryArgumentsToMatchTheSignature) {
  auto module = emptyMain();
  Function& f = *module->functions[0];
  f.entry().addArgument(Type::tensor({}, ElementType::kI1));
  append(f.entry(), OpCode::kFuncReturn, {f.entry().argument(0)});
  const Status status = verifyModule(*module);
  ASSERT_FALSE(status.ok());
  EXPECT_EQ(status.error().message,
            "function @main: entry block arguments (tensor<2xf32>, tensor<i1>) differ from the "
            "signature's (tensor<2xf32>)");
}

TEST(VerifierStructure, NeverCrashesOnMissingOperandsOrAttributes) {
  auto module = emptyMain();
  Block& body = module->functions[0]->entry();
  append(body, OpCode::kTranspose, {body.argument(0)}, {body.argument(0)->type()});
  append(body, OpCode::kFuncReturn, {body.argument(0)});
  EXPECT_EQ(verifyModule(*module).error().message,
            "'stablehlo.transpose': missing attribute 'permutation'");
  Operation add(OpCode::kAdd, "stablehlo.add", Location{});
  add.addResult(Type::tensor({2}, ElementType::kF32));
  EXPECT_THROW(checkOp(add), DiagnosticError);  // "expects 2 operands, got 0"
  Operation reduce(OpCode::kReduce, "stablehlo.reduce", Location{});
  EXPECT_THROW(checkOp(reduce), DiagnosticError);
}

TEST(VerifierStructure, RejectsStablehloReturnInAFunctionBody) {
  EXPECT_EQ(verifyMain("%a: tensor<2xf32>", "tensor<2xf32>",
                       R"("stablehlo.return"(%a) : (tensor<2xf32>) -> ())"),
            "function @main must end with func.return");
}

TEST(VerifierStructure, RejectsDuplicateFunctions) {
  EXPECT_THAT(verify(R"(
    func.func @f() { func.return }
    func.func @f() { func.return })"),
              HasSubstr("function @f is defined more than once"));
}

TEST(VerifierStructure, ReportsTheOpLocation) {
  Result<SourceFile> file = parseSource(R"(func.func @main(%a: tensor<2xf32>, %b: tensor<3xf32>) {
  %0 = "stablehlo.add"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  func.return
})",
                                        "model.mlir");
  ASSERT_TRUE(file.ok()) << file.error().str();
  const Status status = verifyModule(*file->modules[0]);
  ASSERT_FALSE(status.ok());
  EXPECT_EQ(status.error().kind, ErrorKind::kInvalidInput);
  EXPECT_EQ(status.error().str(),
            "model.mlir:2:3: error: 'stablehlo.add': operand types tensor<2xf32> and "
            "tensor<3xf32> differ (C1)");
}

}  // namespace
}  // namespace partir
