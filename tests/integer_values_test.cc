// semantics/denotation.h integerValue against the interpreter's kernels: the
// exact integer meaning the verifier gives `iota % 2`, `i < n`, `i >> 1`
// must be what the kernels compute, wraps and edge cases (x / 0, INT_MIN % -1,
// shifts by the width or more) included. A rapidcheck property runs random
// ops on random values of every integer type, each op a one-op program run
// by the reference interpreter; examples pin the cases the verifier relies
// on, and must-fail tests show a wrong meaning is caught.
#include <algorithm>
#include <cstdint>
#include <limits>
#include <set>
#include <string>

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include "interp/interpreter.h"
#include "semantics/denotation.h"
#include "semantics/ir.h"
#include "semantics/parser.h"
#include "semantics/verifier.h"

namespace partir {
namespace {

// One op of the integer elementwise family: its program text for element
// type `t` (operands %a, %b, %c of that type, result of `result`).
struct IntOp {
  std::string name;
  int arity;
  bool sameResult;  // the result has the operand's type (else i1 or the convert's target)
};

const std::vector<IntOp>& intOps() {
  static const std::vector<IntOp> ops = {
      {"add", 2, true},        {"subtract", 2, true},   {"multiply", 2, true},
      {"divide", 2, true},     {"remainder", 2, true},  {"maximum", 2, true},
      {"minimum", 2, true},    {"negate", 1, true},     {"abs", 1, true},
      {"sign", 1, true},       {"and", 2, true},        {"or", 2, true},
      {"xor", 2, true},        {"not", 1, true},        {"shift_left", 2, true},
      {"shift_right_logical", 2, true}, {"shift_right_arithmetic", 2, true},
      {"clamp", 3, true},      {"compare", 2, false},   {"convert", 1, false}};
  return ops;
}

const std::vector<ElementType> kSubByteTypes = {ElementType::kI2, ElementType::kI4, ElementType::kUI2,
                                                ElementType::kUI4};
const std::vector<ElementType> kIntTypes = {ElementType::kI1,  ElementType::kI2,   ElementType::kI4,
                                            ElementType::kI8,  ElementType::kI16,  ElementType::kI32,
                                            ElementType::kI64, ElementType::kUI2,  ElementType::kUI4,
                                            ElementType::kUI8, ElementType::kUI16, ElementType::kUI32,
                                            ElementType::kUI64};

std::string typeName(ElementType t) { return std::string(elementTypeName(t)); }

// The op's one-line program, or "" when the op does not take type `t`.
std::string programText(const IntOp& op, ElementType t, const std::string& direction, ElementType convertTo) {
  const bool boolean = t == ElementType::kI1;
  const bool isSigned = isSignedInteger(t);
  if (boolean && op.name != "and" && op.name != "or" && op.name != "xor" && op.name != "not" &&
      op.name != "compare" && op.name != "convert" && op.name != "maximum" && op.name != "minimum" &&
      op.name != "add" && op.name != "multiply" && op.name != "clamp")
    return "";
  if ((op.name == "abs" || op.name == "sign") && !isSigned) return "";
  const std::string ty = fmt::format("tensor<{}>", typeName(t));
  const std::string args = op.arity == 1 ? "%a" : op.arity == 2 ? "%a, %b" : "%a, %b, %c";
  std::string body;
  std::string result = ty;
  if (op.name == "compare") {
    result = "tensor<i1>";
    body = fmt::format("stablehlo.compare {}, %a, %b, {} : ({}, {}) -> {}", direction,
                       isSigned ? "SIGNED" : "UNSIGNED", ty, ty, result);
  } else if (op.name == "convert") {
    result = fmt::format("tensor<{}>", typeName(convertTo));
    body = fmt::format("stablehlo.convert %a : ({}) -> {}", ty, result);
  } else {
    body = fmt::format("stablehlo.{} {} : {}", op.name, args, ty);
  }
  return fmt::format("func.func @main(%a: {0}, %b: {0}, %c: {0}) -> {1} {{\n  %r = {2}\n  return %r : {1}\n}}\n", ty,
                     result, body);
}

// A value of type `t`: small, or at the type's limits.
rc::Gen<int64_t> valueOf(ElementType t) {
  if (t == ElementType::kI1) return rc::gen::inRange<int64_t>(0, 2);
  const int bits = bitWidth(t);
  const bool isSigned = isSignedInteger(t);
  const int64_t lo = isSigned ? (bits == 64 ? std::numeric_limits<int64_t>::min() : -(int64_t{1} << (bits - 1))) : 0;
  const int64_t hi = bits == 64 ? std::numeric_limits<int64_t>::max()
                                : (isSigned ? (int64_t{1} << (bits - 1)) - 1 : (int64_t{1} << bits) - 1);
  return rc::gen::oneOf(rc::gen::inRange<int64_t>(std::max<int64_t>(lo, isSigned ? -4 : 0), std::min<int64_t>(hi, 9)),
                        rc::gen::element(lo, lo + 1, hi - 1, hi), rc::gen::inRange(lo, hi));
}

// The value an element holds in the range of its type (ui64: below 2^63 only).
std::optional<int64_t> elementValue(const Tensor& t) {
  const std::string s = t.elementString(0);
  if (s == "true") return 1;
  if (s == "false") return 0;
  try {
    size_t used = 0;
    const long long v = std::stoll(s, &used);
    return used == s.size() ? std::optional<int64_t>(v) : std::nullopt;
  } catch (const std::exception&) {
    return std::nullopt;  // a ui64 at or above 2^63
  }
}

Tensor scalarOf(ElementType t, int64_t v) {
  if (t == ElementType::kUI64) return Tensor::scalar(t, static_cast<uint64_t>(v));
  return Tensor::scalar(t, v);
}

struct Outcome {
  bool defined = false;  // integerValue gave a constant
  std::string mismatch;  // empty when it agrees with the kernel
};

// integerValue of the program's op on `values`, against the interpreter.
Outcome compareWithKernel(const std::string& text, ElementType t, const std::vector<int64_t>& values) {
  Result<SourceFile> file = parseSource(text, "int.mlir");
  if (!file.ok() || verifyModule(*file->modules[0]).ok() == false) return {false, "the program does not verify"};
  const Module& m = *file->modules[0];
  const Operation& op = *m.lookup("main")->entry().ops().front();
  std::vector<SymExpr> operands;
  Values inputs;
  for (int i = 0; i < 3; ++i) inputs.push_back(InterpreterValue(scalarOf(t, values[i])));
  for (size_t i = 0; i < op.numOperands(); ++i) operands.emplace_back(values[i]);
  const std::optional<SymExpr> meaning = integerValue(op, operands);
  if (!meaning || !meaning->constant()) return {};
  Result<Values> out = Interpreter(m).run("main", inputs);
  if (!out.ok()) return {true, out.error().str()};
  const std::optional<int64_t> kernel = elementValue((*out)[0].tensor());
  if (!kernel) return {};
  if (*kernel == *meaning->constant()) return {true, ""};
  return {true, fmt::format("{} on {}: integerValue {} but the kernel {}", op.name(), fmt::join(values, ", "),
                            *meaning->constant(), *kernel)};
}

// Drawn by name, so that a counterexample reads as the op, its type and values.
ElementType typeNamed(const std::string& name) { return *parseElementType(name); }

RC_GTEST_PROP(IntegerValues, AgreeWithTheKernels, ()) {
  std::vector<std::string> opNames, typeNames;
  for (const IntOp& op : intOps()) opNames.push_back(op.name);
  for (ElementType t : kIntTypes) typeNames.push_back(typeName(t));
  const std::string name = *rc::gen::elementOf(opNames);
  const ElementType t = typeNamed(*rc::gen::elementOf(typeNames));
  const std::string direction = *rc::gen::element<std::string>("EQ", "NE", "LT", "LE", "GT", "GE");
  const ElementType to = typeNamed(*rc::gen::elementOf(typeNames));
  const IntOp& op = *std::find_if(intOps().begin(), intOps().end(), [&](const IntOp& o) { return o.name == name; });
  const std::string text = programText(op, t, direction, to);
  RC_PRE(!text.empty());
  const std::vector<int64_t> values = {*valueOf(t), *valueOf(t), *valueOf(t)};
  const Outcome o = compareWithKernel(text, t, values);
  RC_TAG(o.defined ? "defined" : "not written");
  if (!o.mismatch.empty()) RC_FAIL(o.mismatch + "\n" + text);
}

// Sub-byte integers (interp/sub_byte.h) have few enough values to try every
// pair (and every third operand of clamp, every target of convert): each op
// on each, against its exact meaning where integerValue writes one.
TEST(IntegerValues, SubByteTypesAgreeOnEveryPair) {
  for (ElementType t : kSubByteTypes) {
    const int bits = bitWidth(t);
    const int64_t lo = isSignedInteger(t) ? -(int64_t{1} << (bits - 1)) : 0, count = int64_t{1} << bits;
    std::set<std::string> defined, written;
    for (const IntOp& op : intOps())
      for (ElementType to : op.name == "convert" ? kIntTypes : std::vector<ElementType>{t}) {
        const std::string text = programText(op, t, "LT", to);
        if (text.empty()) continue;
        written.insert(op.name);
        for (int64_t i = 0; i < count * count * (op.arity == 3 ? count : 1); ++i) {
          const std::vector<int64_t> values = {lo + i % count, lo + i / count % count, lo + i / count / count};
          const Outcome o = compareWithKernel(text, t, values);
          ASSERT_TRUE(o.mismatch.empty()) << o.mismatch << "\n" << text;
          if (o.defined) defined.insert(op.name);
        }
      }
    // integerValue writes no meaning for or, xor and a convert to 64 bits.
    EXPECT_EQ(defined.size(), written.size() - 2) << elementTypeName(t) << ": " << fmt::format("{}", fmt::join(defined, " "));
  }
}

int64_t valueAt(const std::string& text, std::vector<int64_t> values) {
  values.resize(3, 0);
  Result<SourceFile> file = parseSource(text, "int.mlir");
  EXPECT_TRUE(file.ok());
  const Operation& op = *file->modules[0]->lookup("main")->entry().ops().front();
  std::vector<SymExpr> operands;
  for (size_t i = 0; i < op.numOperands(); ++i) operands.emplace_back(values[i]);
  const std::optional<SymExpr> v = integerValue(op, operands);
  EXPECT_TRUE(v && v->constant()) << text;
  return v && v->constant() ? *v->constant() : INT64_MIN;
}

TEST(IntegerValues, TheCasesTheVerifierRelies) {
  const auto program = [](const char* name, ElementType t) {
    return programText({name, 2, true}, t, "LT", t);
  };
  EXPECT_EQ(valueAt(program("remainder", ElementType::kI32), {7, 2}), 1);
  EXPECT_EQ(valueAt(program("remainder", ElementType::kI32), {-7, 2}), -1);  // sign of the dividend
  EXPECT_EQ(valueAt(program("divide", ElementType::kI32), {-7, 2}), -3);     // toward zero
  EXPECT_EQ(valueAt(program("divide", ElementType::kI32), {7, 0}), -1);      // XLA: x / 0 = -1
  EXPECT_EQ(valueAt(program("remainder", ElementType::kI32), {7, 0}), 7);    // XLA: x % 0 = x
  EXPECT_EQ(valueAt(program("add", ElementType::kI8), {127, 1}), -128);       // wraps
  EXPECT_EQ(valueAt(program("shift_left", ElementType::kUI8), {3, 8}), 0);   // by the width
  EXPECT_EQ(valueAt(program("shift_right_arithmetic", ElementType::kI8), {-8, 1}), -4);
  EXPECT_EQ(valueAt(program("and", ElementType::kI32), {-3, 7}), 5);  // a low-bit mask
  EXPECT_EQ(valueAt(program("add", ElementType::kI4), {7, 1}), -8);     // a sub-byte integer wraps at its width
  EXPECT_EQ(valueAt(program("shift_right_logical", ElementType::kI4), {-1, 1}), 7);  // of its own 4 bits
}

// Must fail: a remainder read as floor modulo (Python's %) differs on a
// negative dividend, and the property's comparison catches it.
TEST(IntegerValues, AWrongMeaningIsCaught) {
  const std::string text = programText({"remainder", 2, true}, ElementType::kI32, "LT", ElementType::kI32);
  Result<SourceFile> file = parseSource(text, "int.mlir");
  ASSERT_TRUE(file.ok());
  const Module& m = *file->modules[0];
  Values inputs = {InterpreterValue(scalarOf(ElementType::kI32, -7)), InterpreterValue(scalarOf(ElementType::kI32, 2)),
                   InterpreterValue(scalarOf(ElementType::kI32, 0))};
  Result<Values> out = Interpreter(m).run("main", inputs);
  ASSERT_TRUE(out.ok());
  const int64_t floorModulo = *mod(SymExpr(-7), SymExpr(2)).constant();
  EXPECT_NE(*elementValue((*out)[0].tensor()), floorModulo);
  EXPECT_EQ(*elementValue((*out)[0].tensor()), valueAt(text, {-7, 2}));
}

}  // namespace
}  // namespace partir
