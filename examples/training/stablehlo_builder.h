// A small text builder for StableHLO modules in the pretty MLIR form our
// parser reads (semantics/parser.h). It knows nothing about models: each
// method emits one op, infers its result type from the operands (the op's
// shape rule in the StableHLO spec) and returns a handle to the result.
//
// Given
//   StableHloBuilder b;
//   SsaValue x = b.argument({{2, 3}, Element::kF32}, "jax.arg_info = \"x\"");
//   SsaValue w = b.argument({{3, 4}, Element::kF32}, "jax.arg_info = \"w\"");
//   SsaValue y = b.dotGeneral(x, w, {.lhsContracting = {1}, .rhsContracting = {0}});
//   b.result(b.reduce(y, Reducer::kAdd, {0, 1}), "jax.result_info = \"sum\"");
//   b.module("example")
// returns
//   module @example attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
//     func.func public @main(
//         %arg0: tensor<2x3xf32> {jax.arg_info = "x"},
//         %arg1: tensor<3x4xf32> {jax.arg_info = "w"}
//       ) -> (
//         tensor<f32> {jax.result_info = "sum"}
//       ) {
//       %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
//       %1 = stablehlo.constant dense<0.0> : tensor<f32>
//       %2 = stablehlo.reduce(%0 init: %1) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32>
//       return %2 : tensor<f32>
//     }
//   }
//
// Ops are emitted in call order. C++ leaves the evaluation order of a call's
// arguments open, so when two arguments would each emit ops, name one first:
//   const SsaValue query = b.iota(t, 2);
//   b.compare(Direction::kGe, query, b.iota(t, 3));   // not compare(iota, iota)
//
// The builder does not check its operands: a misuse gives text the verifier
// (semantics/verifier.h) refuses, or std::out_of_range for a dimension past
// an operand's rank.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace partir::training {

enum class Element { kF32, kF64, kI32, kI1 };
std::string_view elementName(Element e);  // "f32", "f64", "i32", "i1"

using Shape = std::vector<int64_t>;

// A ranked tensor type: tensor<2x3xf32>, tensor<f64> for rank 0.
struct ValueType {
  Shape shape;
  Element element = Element::kF32;

  int64_t rank() const { return static_cast<int64_t>(shape.size()); }
  int64_t numElements() const;
  std::string str() const;
};

// An SSA value of the function being built: its name ("%3", "%arg0") and type.
struct SsaValue {
  std::string name;
  ValueType type;
};

// dot_general dimension numbers (StableHLO spec "dot_general"). The result
// holds the batching dims, then lhs's free dims, then rhs's free dims.
struct DotDims {
  std::vector<int64_t> lhsBatching = {}, rhsBatching = {}, lhsContracting = {}, rhsContracting = {};
};

enum class Direction { kEq, kNe, kLt, kLe, kGt, kGe };
enum class Reducer { kAdd, kMax };

class StableHloBuilder {
 public:
  // The next argument of @main; `attributes` is the text inside its `{...}`
  // ("" for none).
  SsaValue argument(ValueType type, std::string attributes = "");
  // The next result of @main.
  void result(const SsaValue& value, std::string attributes = "");
  // The whole module: @main, public, with the arguments, body and results so far.
  std::string module(std::string_view name) const;

  // A constant whose elements all equal `value` (converted to `type`'s element type).
  SsaValue constant(double value, const ValueType& type);
  SsaValue iota(const ValueType& type, int64_t dimension);
  // Operand dim i becomes result dim dims[i].
  SsaValue broadcastInDim(const SsaValue& x, const Shape& shape, const std::vector<int64_t>& dims);
  SsaValue reshape(const SsaValue& x, const Shape& shape);
  // Result dim i is operand dim permutation[i].
  SsaValue transpose(const SsaValue& x, const std::vector<int64_t>& permutation);
  // Unit strides; result dim i has limits[i] - starts[i] elements.
  SsaValue slice(const SsaValue& x, const std::vector<int64_t>& starts, const std::vector<int64_t>& limits);
  SsaValue concatenate(const std::vector<SsaValue>& parts, int64_t dimension);
  SsaValue dotGeneral(const SsaValue& lhs, const SsaValue& rhs, const DotDims& dims);
  // Reduces `dimensions` away, starting from 0 (add) or -inf (max).
  SsaValue reduce(const SsaValue& x, Reducer reducer, const std::vector<int64_t>& dimensions);

  SsaValue add(const SsaValue& a, const SsaValue& b) { return binary("add", a, b); }
  SsaValue subtract(const SsaValue& a, const SsaValue& b) { return binary("subtract", a, b); }
  SsaValue multiply(const SsaValue& a, const SsaValue& b) { return binary("multiply", a, b); }
  SsaValue divide(const SsaValue& a, const SsaValue& b) { return binary("divide", a, b); }
  SsaValue maximum(const SsaValue& a, const SsaValue& b) { return binary("maximum", a, b); }
  SsaValue power(const SsaValue& a, const SsaValue& b) { return binary("power", a, b); }
  SsaValue exponential(const SsaValue& x) { return unary("exponential", x); }
  SsaValue log(const SsaValue& x) { return unary("log", x); }
  SsaValue tanh(const SsaValue& x) { return unary("tanh", x); }
  SsaValue sqrt(const SsaValue& x) { return unary("sqrt", x); }
  SsaValue rsqrt(const SsaValue& x) { return unary("rsqrt", x); }
  SsaValue negate(const SsaValue& x) { return unary("negate", x); }

  // An i1 tensor: FLOAT comparison for float operands, SIGNED for integers.
  SsaValue compare(Direction direction, const SsaValue& a, const SsaValue& b);
  SsaValue select(const SsaValue& predicate, const SsaValue& onTrue, const SsaValue& onFalse);
  SsaValue convert(const SsaValue& x, Element element);

 private:
  struct Port {
    SsaValue value;
    std::string attributes;
  };
  SsaValue binary(std::string_view op, const SsaValue& a, const SsaValue& b);
  SsaValue unary(std::string_view op, const SsaValue& x);
  // Appends `%N = <text> : <signature>` and returns %N of type `type`.
  SsaValue emit(const std::string& text, const std::string& signature, ValueType type);

  std::vector<Port> arguments_;
  std::vector<Port> results_;
  std::vector<std::string> body_;
  int nextValue_ = 0;
};

}  // namespace partir::training
