// The check ops: pass/fail decisions at the tolerance edges, failure messages,
// printing, probes, and the kernels' diagnostics.
#include "interp/kernels/checks.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

#include "interp/interpreter.h"
#include "interp/kernels.h"
#include "interp/numerics.h"

namespace partir {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

template <class T>
Tensor make(ElementType e, Shape shape, std::vector<double> values) {
  Tensor t = Tensor::uninitialized(TensorType{std::move(shape), e});
  for (size_t i = 0; i < values.size(); ++i) t.set<T>(i, convertElement<T>(values[i]));
  return t;
}
Tensor f64(Shape shape, std::vector<double> v) {
  return make<double>(ElementType::kF64, std::move(shape), std::move(v));
}
Tensor f32(Shape shape, std::vector<double> v) {
  return make<float>(ElementType::kF32, std::move(shape), std::move(v));
}
Tensor f16(Shape shape, std::vector<double> v) {
  return make<Half>(ElementType::kF16, std::move(shape), std::move(v));
}
Tensor i32(Shape shape, std::vector<double> v) {
  return make<int32_t>(ElementType::kI32, std::move(shape), std::move(v));
}
Tensor i8(Shape shape, std::vector<double> v) {
  return make<int8_t>(ElementType::kI8, std::move(shape), std::move(v));
}

// ---- expectEq ----------------------------------------------------------------------

TEST(ChecksExpectEq, PassesAndNamesTheFirstMismatch) {
  EXPECT_TRUE(expectEq(i32({3}, {-2, 0, 2}), i32({3}, {-2, 0, 2})).ok);
  CheckOutcome outcome = expectEq(i32({3, 2}, {1, 2, 3, 9, 5, 7}), i32({3, 2}, {1, 2, 3, 4, 5, 6}));
  EXPECT_FALSE(outcome.ok);
  EXPECT_EQ(outcome.message, "2 of 6 elements differ; first at [1, 1]: actual 9, expected 4");
  EXPECT_EQ(expectEq(i32({}, {1}), i32({}, {2})).message,
            "1 of 1 elements differ; first at []: actual 1, expected 2");
}

TEST(ChecksExpectEq, FloatsAndTypes) {
  EXPECT_TRUE(expectEq(f32({3}, {1.5, kNaN, -0.0}), f32({3}, {1.5, -kNaN, 0.0})).ok);
  EXPECT_FALSE(expectEq(f32({1}, {kNaN}), f32({1}, {1.0})).ok);
  EXPECT_FALSE(expectEq(f32({1}, {1.0}), f32({1}, {std::nextafter(1.0f, 2.0f)})).ok);
  CheckOutcome mismatch = expectEq(f32({2}, {1, 2}), f64({2}, {1, 2}));
  EXPECT_FALSE(mismatch.ok);
  EXPECT_EQ(mismatch.message, "type mismatch: actual tensor<2xf32>, expected tensor<2xf64>");
  EXPECT_FALSE(expectEq(i32({2}, {1, 2}), i32({1, 2}, {1, 2})).ok);
}

// ---- expectAlmostEq --------------------------------------------------------------------

TEST(ChecksExpectAlmostEq, AbsoluteToleranceLikeTheInterpreter) {
  EXPECT_TRUE(expectAlmostEq(f64({}, {5.0}), f64({}, {5.0001})).ok);  // check.mlir
  EXPECT_FALSE(expectAlmostEq(f64({}, {5.0}), f64({}, {5.1})).ok);
  EXPECT_TRUE(expectAlmostEq(f64({}, {5.0}), f64({}, {5.1}), 0.1).ok);
  EXPECT_FALSE(
      expectAlmostEq(f64({}, {1000.0}), f64({}, {1000.001})).ok);  // absolute, not relative
  EXPECT_TRUE(expectAlmostEq(f16({2}, {1.0, 2.0}), f16({2}, {1.0, 2.0})).ok);
}

TEST(ChecksExpectAlmostEq, SpecialValues) {
  EXPECT_TRUE(expectAlmostEq(f32({3}, {kNaN, kInf, -0.0}), f32({3}, {-kNaN, kInf, 0.0})).ok);
  EXPECT_FALSE(expectAlmostEq(f32({1}, {kNaN}), f32({1}, {1.0})).ok);
  EXPECT_FALSE(expectAlmostEq(f64({1}, {kInf}), f64({1}, {1e308})).ok);
  EXPECT_FALSE(expectAlmostEq(f64({1}, {-kInf}), f64({1}, {kInf})).ok);
  // Opposite signs never match, however close; a zero takes its sign bit.
  EXPECT_FALSE(expectAlmostEq(f64({1}, {1e-9}), f64({1}, {-1e-9})).ok);
  EXPECT_TRUE(expectAlmostEq(f64({1}, {0.0}), f64({1}, {1e-9})).ok);
  EXPECT_FALSE(expectAlmostEq(f64({1}, {-0.0}), f64({1}, {1e-9})).ok);
  CheckOutcome ints = expectAlmostEq(i32({1}, {1}), i32({1}, {1}));
  EXPECT_FALSE(ints.ok);
  EXPECT_EQ(ints.message, "needs a floating-point element type, got tensor<1xi32>");
}

TEST(ChecksExpectAlmostEq, MessageNamesToleranceAndIndex) {
  CheckOutcome outcome =
      expectAlmostEq(f64({2, 2}, {1, 2, 3, 4}), f64({2, 2}, {1, 2.5, 3, 4.5}), 0.25);
  EXPECT_EQ(outcome.message,
            "2 of 4 elements differ; first at [0, 1]: actual 2, expected 2.5 (tolerance 0.25)");
}

// ---- expectAllClose (partir check --rtol/--atol) ----------------------------------------

TEST(ChecksExpectAllClose, RelativeAndAbsoluteTolerances) {
  EXPECT_TRUE(expectAllClose(f32({2}, {1.0, 100.0}), f32({2}, {1.0000001, 100.00001}), 1e-6, 0).ok);
  CheckOutcome outcome = expectAllClose(f32({2}, {1.0, 100.0}), f32({2}, {1.0, 100.1}), 1e-6, 0);
  EXPECT_FALSE(outcome.ok);
  EXPECT_NE(outcome.message.find("first at [1]"), std::string::npos) << outcome.message;
  EXPECT_TRUE(expectAllClose(f64({1}, {1e-12}), f64({1}, {0.0}), 1e-6, 1e-9).ok);  // atol near zero
  EXPECT_FALSE(expectAllClose(f64({1}, {1e-12}), f64({1}, {0.0}), 1e-6, 0).ok);
  EXPECT_FALSE(expectAllClose(f64({1}, {1.0}), f64({1}, {1.0 + 1e-15}), 0, 0).ok);  // zeros: bit for bit
}

TEST(ChecksExpectAllClose, NonFiniteValuesAndIntegers) {
  EXPECT_TRUE(expectAllClose(f32({2}, {kNaN, kInf}), f32({2}, {kNaN, kInf}), 1e-3, 1e-3).ok);
  EXPECT_FALSE(expectAllClose(f32({1}, {kNaN}), f32({1}, {1.0}), 1e-3, 1e-3).ok);
  EXPECT_FALSE(expectAllClose(f32({1}, {kInf}), f32({1}, {-kInf}), 1e-3, 1e-3).ok);
  EXPECT_FALSE(expectAllClose(f32({1}, {1e30}), f32({1}, {kInf}), 1e-3, 1e-3).ok);
  EXPECT_FALSE(expectAllClose(i32({1}, {3}), i32({1}, {4}), 1.0, 1.0).ok);  // integers exactly
}

// ---- expectClose -----------------------------------------------------------------------

TEST(ChecksExpectClose, UlpLimits) {
  EXPECT_TRUE(expectClose(f16({}, {5.0}), f16({}, {5.01}), 0, 3).ok);  // check.mlir
  CheckOutcome outcome = expectClose(f16({}, {5.0}), f16({}, {5.01}), 0, 2);
  EXPECT_FALSE(outcome.ok);
  EXPECT_EQ(outcome.message,
            "1 of 1 elements differ; first at []: actual 5, expected 5.0117188, 3 ULP apart "
            "(allowed 0..2)");
  EXPECT_TRUE(expectClose(f32({2}, {1.0, -0.0}), f32({2}, {1.0, 0.0})).ok);
  EXPECT_FALSE(expectClose(f32({1}, {1.0}), f32({1}, {1.0}), 1, 4).ok);  // below the minimum
  const float next = std::nextafter(1.0f, 2.0f);
  EXPECT_TRUE(expectClose(f32({1}, {1.0}), f32({1}, {next})).ok);  // default max 1
  EXPECT_FALSE(expectClose(f32({1}, {1.0}), f32({1}, {std::nextafter(next, 2.0f)})).ok);
}

TEST(ChecksExpectClose, NonFiniteValues) {
  EXPECT_TRUE(expectClose(f32({2}, {kNaN, kInf}), f32({2}, {-kNaN, kInf})).ok);
  EXPECT_FALSE(
      expectClose(f32({1}, {kInf}), f32({1}, {std::numeric_limits<float>::max()}), 0, 1000).ok);
  EXPECT_FALSE(
      expectClose(f64({1}, {kNaN}), f64({1}, {0.0}), 0, std::numeric_limits<uint64_t>::max() - 1)
          .ok);
  EXPECT_FALSE(expectClose(i8({1}, {1}), i8({1}, {1})).ok);
}

// ---- formatTensor -----------------------------------------------------------------------

TEST(ChecksFormat, MatchesTheInterpreterPrinter) {
  EXPECT_EQ(formatTensor(i8({4}, {1, 2, -3, -4})), "tensor<4xi8> {\n  [1, 2, -3, -4]\n}");
  EXPECT_EQ(formatTensor(f16({4}, {1.0, 2.0, -3.0, -4.0})),
            "tensor<4xf16> {\n  [1.000000e+00, 2.000000e+00, -3.000000e+00, -4.000000e+00]\n}");
  EXPECT_EQ(formatTensor(make<uint8_t>(ElementType::kUI8, {}, {1})), "tensor<ui8> {1}");
  EXPECT_EQ(formatTensor(i8({2, 2}, {1, 2, 3, 4})),
            "tensor<2x2xi8> {\n  [\n    [1, 2],\n    [3, 4]\n  ]\n}");
  EXPECT_EQ(
      formatTensor(make<int64_t>(ElementType::kI64, {2, 2, 2}, {0, 1, 2, 3, 4, 0, 1, 2})),
      "tensor<2x2x2xi64> {\n  [\n    [\n      [0, 1],\n      [2, 3]\n    ],\n    [\n      [4, 0],\n"
      "      [1, 2]\n    ]\n  ]\n}");
  EXPECT_EQ(formatTensor(i8({0, 2}, {})), "tensor<0x2xi8> {\n  []\n}");
  EXPECT_EQ(formatTensor(i8({2, 0}, {})), "tensor<2x0xi8> {\n  [\n    [],\n    []\n  ]\n}");
  Tensor flags = Tensor::uninitialized(TensorType{{2}, ElementType::kI1});
  flags.set<bool>(0, true);
  flags.set<bool>(1, false);
  EXPECT_EQ(formatTensor(flags), "tensor<2xi1> {\n  [true, false]\n}");
  EXPECT_EQ(formatTensor(f64({2}, {0.1, 1.0 / 3})),
            "tensor<2xf64> {\n  [1.000000e-01, 0.3333333333333333]\n}");
}

// ---- Kernels ------------------------------------------------------------------------------

class ChecksKernel : public ::testing::Test {
 protected:
  ChecksKernel() : interpreter_(module_, countingPassed(&passed_)) {}

  static InterpreterOptions countingPassed(int64_t* passed) {
    InterpreterOptions options;
    options.checksPassed = passed;
    return options;
  }

  Operation& op(OpCode code, std::string name) {
    ops_.push_back(std::make_unique<Operation>(code, std::move(name), Location{"c.mlir", 7, 3}));
    return *ops_.back();
  }
  static Attribute dense(const Tensor& t) {
    DenseElements d{t.type(), false, std::vector<uint8_t>(t.rawData(), t.rawData() + t.numBytes()), ""};
    return Attribute::denseElements(std::move(d));
  }
  // Runs `kernel` expecting a failed check; returns its message.
  template <class Kernel>
  std::string failure(Kernel kernel, OpContext& ctx) {
    try {
      kernel(ctx);
    } catch (const DiagnosticError& e) {
      EXPECT_EQ(e.diag.kind, ErrorKind::kCheckFailed);
      EXPECT_EQ(e.diag.loc.line, 7);
      return e.diag.message;
    }
    ADD_FAILURE() << "the check passed";
    return "";
  }

  Module module_;
  int64_t passed_ = 0;
  Interpreter interpreter_;
  std::vector<std::unique_ptr<Operation>> ops_;
};

TEST_F(ChecksKernel, ExpectEqCountsPassesAndReportsFailures) {
  Operation& eq = op(OpCode::kCheckExpectEq, "check.expect_eq");
  OpContext ok(eq, {i32({2}, {1, 2}), i32({2}, {1, 2})}, interpreter_);
  EXPECT_TRUE(evalCheckExpectEq(ok).empty());
  EXPECT_EQ(passed_, 1);
  OpContext bad(eq, {i32({2}, {1, 2}), i32({2}, {1, 3})}, interpreter_);
  EXPECT_EQ(failure(evalCheckExpectEq, bad),
            "'check.expect_eq' failed: 1 of 2 elements differ; first at [1]: actual 2, expected 3");
  EXPECT_EQ(passed_, 1);
}

TEST_F(ChecksKernel, ConstVariantsReadTheirAttributes) {
  Operation& eqConst = op(OpCode::kCheckExpectEqConst, "check.expect_eq_const");
  eqConst.attrs().set("value", dense(i32({3}, {-2, 0, 2})));
  OpContext ok(eqConst, {i32({3}, {-2, 0, 2})}, interpreter_);
  evalCheckExpectEqConst(ok);

  Operation& almost = op(OpCode::kCheckExpectAlmostEqConst, "check.expect_almost_eq_const");
  almost.attrs().set("value", dense(f64({}, {5.1})));
  OpContext strict(almost, {f64({}, {5.0})}, interpreter_);
  EXPECT_NE(failure(evalCheckExpectAlmostEqConst, strict).find("(tolerance 0.0001)"),
            std::string::npos);
  almost.attrs().set("tolerance", Attribute::floating(0.1, ElementType::kF64));
  OpContext loose(almost, {f64({}, {5.0})}, interpreter_);
  evalCheckExpectAlmostEqConst(loose);

  Operation& close = op(OpCode::kCheckExpectClose, "check.expect_close");
  close.attrs().set("max_ulp_difference", Attribute::integer(3));
  OpContext within(close, {f16({}, {5.0}), f16({}, {5.01})}, interpreter_);
  evalCheckExpectClose(within);
  close.attrs().set("min_ulp_difference", Attribute::integer(4));
  OpContext below(close, {f16({}, {5.0}), f16({}, {5.01})}, interpreter_);
  EXPECT_NE(failure(evalCheckExpectClose, below).find("3 ULP apart (allowed 4..3)"),
            std::string::npos);
  EXPECT_EQ(passed_, 3);
}

TEST_F(ChecksKernel, ProbeRecordsValuesForSerializedEq) {
  Operation& probe = op(OpCode::kInterpreterProbe, "interpreter.probe");
  probe.attrs().set("probe_id", Attribute::string("p"));
  probe.addResult(Type(TensorType{{}, ElementType::kI32}));
  for (int v : {1, 2}) {
    OpContext ctx(probe, {i32({}, {static_cast<double>(v)})}, interpreter_);
    Values out = evalInterpreterProbe(ctx);
    ASSERT_EQ(out.size(), 1u);
    EXPECT_EQ(out[0].tensor().get<int32_t>(0), v);
  }
  Operation& serialized = op(OpCode::kCheckExpectSerializedEq, "check.expect_serialized_eq");
  serialized.attrs().set("probe_id", Attribute::string("p"));
  serialized.attrs().set("iteration", Attribute::integer(1, ElementType::kUI32));
  OpContext second(serialized, {i32({}, {2})}, interpreter_);
  evalCheckExpectSerializedEq(second);
  EXPECT_EQ(passed_, 1);
  serialized.attrs().set("iteration", Attribute::integer(2, ElementType::kUI32));
  OpContext missing(serialized, {i32({}, {2})}, interpreter_);
  EXPECT_EQ(failure(evalCheckExpectSerializedEq, missing),
            "'check.expect_serialized_eq' failed: no value was probed as \"p\" at iteration 2");
}

TEST_F(ChecksKernel, PrintWritesTheOperandToStdout) {
  Block block;
  Value* operand = block.addArgument(Type(TensorType{{2}, ElementType::kI32}), "0");
  Operation& print = op(OpCode::kInterpreterPrint, "interpreter.print");
  print.addOperand(operand);
  OpContext ctx(print, {i32({2}, {0, 1})}, interpreter_);
  ::testing::internal::CaptureStdout();
  EXPECT_TRUE(evalInterpreterPrint(ctx).empty());
  EXPECT_EQ(::testing::internal::GetCapturedStdout(), "%0 = tensor<2xi32> {\n  [0, 1]\n}\n");
}

}  // namespace
}  // namespace partir
