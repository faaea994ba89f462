// Pure elementwise kernels (StableHLO spec "Ops", one function per op).
//
// Each function takes tensors and decoded attributes and returns the result
// tensor; the `eval<Op>` adapters in elementwise.cc only decode attributes.
// Operands passed by value donate their buffer to the result (pass
// `std::move(t)` to avoid a copy); a by-value operand must not be the same
// object as another operand of the call.
//
// Errors: an element type or shape the op does not accept (StableHLO spec
// constraints; kernels may see programs no verifier checked) throws
// DiagnosticError (kInvalidInput) with an empty location; the adapters add the
// op's name and location.
//
// Element-type rules, for every op:
//   - integers are two's complement and wrap around (add, subtract, multiply,
//     negate, abs(INT_MIN) = INT_MIN, power);
//   - f16 and bf16 compute in float and round to nearest even after every op;
//   - transcendental functions (exp, log, sin, tanh, pow, atan2, cbrt, rsqrt,
//     logistic, ...) compute in double and round once to the element type, as
//     the StableHLO interpreter does (Element.cpp, mapWithUpcastToDouble):
//     glibc's double functions, except exp, log, logistic, tanh, rsqrt, sin,
//     cos and pow of f32, f16 and bf16, whose vectorized double evaluation
//     (elementary_functions.h) is within 2^-39 of the exact value, so the
//     rounding is correct but for rare inputs (at most 0.50001 ulp off);
//   - i1 is a boolean: add/maximum = or, multiply/minimum = and;
//   - complex<f32> and complex<f64> compute in std::complex<double> and round
//     each part once (arithmetic and functions alike); maximum and minimum
//     order them lexicographically (real, then imaginary part).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "interp/tensor.h"
#include "semantics/op_codes.h"

namespace partir {

// ---- One type in, the same type out -------------------------------------------
//
// The kernel of each PARTIR_UNARY / PARTIR_BINARY row of
// semantics/op_table.def, `Tensor kernel(Tensor)` or `Tensor kernel(Tensor,
// const Tensor&)` (both operands of one type, spec C1 of each op), declared
// from the table; each is documented at its definition in elementwise_ops.cc.
#define PARTIR_OP(Enum, mnemonic, family)
#define PARTIR_UNARY(Enum, mnemonic, kinds, kernel) Tensor kernel(Tensor operand);
#define PARTIR_BINARY(Enum, mnemonic, kinds, kernel) Tensor kernel(Tensor lhs, const Tensor& rhs);
#include "semantics/op_table.def"
#undef PARTIR_BINARY
#undef PARTIR_UNARY
#undef PARTIR_OP

using UnaryKernel = Tensor (*)(Tensor);
using BinaryKernel = Tensor (*)(Tensor, const Tensor&);
// The kernel of a PARTIR_UNARY / PARTIR_BINARY row, or null: for callers that
// run an op's body on whole tensors (reducers, lanes).
UnaryKernel elementwiseUnaryKernel(OpCode code);
BinaryKernel elementwiseBinaryKernel(OpCode code);

// ---- Other unary ops -------------------------------------------------------------

// StableHLO spec "real" / "imag" on a real (float) operand: real(x) = x,
// imag(x) = 0.0 (complex operands are unsupported).
// StableHLO spec "real", "imag", "abs" of a complex operand: tensors of its
// part type (f32 for complex<f32>); of a real operand, as the spec says.
Tensor real(Tensor operand);
Tensor imag(Tensor operand);
Tensor abs(Tensor operand);
// StableHLO spec "complex": lhs + i·rhs, from f32 or f64 tensors of one type.
Tensor complex(const Tensor& lhs, const Tensor& rhs);

// StableHLO spec "reduce_precision": rounds each float to a format with
// `exponentBits` (>= 1, C2) and `mantissaBits` (>= 0, C3) to nearest even,
// overflowing to ±inf and underflowing to ±0; NaNs stay unchanged (become +inf
// when mantissaBits = 0), following the StableHLO interpreter bit for bit.
// Given [1000.0, 1000000.0] : f32 with (5, 2) returns [1024.0, inf].
Tensor reducePrecision(Tensor operand, int64_t exponentBits, int64_t mantissaBits);

// StableHLO spec "is_finite": floats -> i1.
Tensor isFinite(const Tensor& operand);

// ---- Compare, select, clamp --------------------------------------------------

enum class ComparisonDirection { kEQ, kNE, kGE, kGT, kLE, kLT };
enum class CompareType { kFloat, kTotalOrder, kSigned, kUnsigned };

// "GT" -> kGT, ...; nullopt for an unknown spelling.
std::optional<ComparisonDirection> parseComparisonDirection(std::string_view s);
// "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"; nullopt otherwise.
std::optional<CompareType> parseCompareType(std::string_view s);
// The compare_type the spec requires for element type `t` (C3): SIGNED for
// signed integers, UNSIGNED for unsigned integers and i1, FLOAT for floats.
CompareType defaultCompareType(ElementType t);

// StableHLO spec "compare" -> i1. FLOAT: IEEE quiet comparisons (NaN is
// unordered, -0 == +0). TOTALORDER: every direction compares IEEE totalOrder
// keys (-NaN < -Inf < ... < -0 < +0 < ... < +Inf < +NaN), so EQ tells -0 from
// +0 and a NaN equals itself, as XLA's kFloatTotalOrder. `type` must be legal
// for the element type (C3). Given [1.0, 3.0] LT [1.1, 2.9] (FLOAT) returns
// [true, false].
Tensor compare(const Tensor& lhs, const Tensor& rhs, ComparisonDirection direction,
               CompareType type);

// StableHLO spec "select": `pred` is i1, a scalar or of the operands' shape;
// picks on_true where pred is true. Given pred [[false, true], [true, false]],
// on_true [[1, 2], [3, 4]], on_false [[5, 6], [7, 8]] returns [[5, 2], [3, 8]].
Tensor select(const Tensor& pred, Tensor onTrue, const Tensor& onFalse);

// StableHLO spec "clamp": minimum(maximum(operand, min), max) elementwise, with
// `min` / `max` scalars or of the operand's shape (C1, C2). Given min [5, 10,
// 15], operand [3, 13, 23], max [10, 15, 20] returns [5, 13, 20].
Tensor clamp(const Tensor& min, Tensor operand, const Tensor& max);

// ---- Conversions ---------------------------------------------------------------

// StableHLO spec "convert" to element type `to` (same shape): bool -> 0/1;
// any -> i1 is x != 0; int -> int wraps modulo 2^n; int/float -> float rounds
// once to nearest even (f64 -> f16 included); float -> int truncates toward
// zero and saturates, NaN -> 0 (the StableHLO interpreter's
// APFloat::convertToInteger, XLA's behaviour). Given [2.5, -2.5, 300.0, NaN] :
// f32 -> i8 returns [2, -2, 127, 0].
Tensor convert(const Tensor& operand, ElementType to);

// StableHLO spec "bitcast_convert" to `resultType`: reinterprets the bits.
// Equal widths keep the shape; a narrower result adds a last dimension of
// width ratio, a wider one drops the operand's last dimension, which must equal
// the ratio (C1). Element k of the added/dropped dimension is the k-th
// least-significant chunk (little-endian), as the spec's example shows:
// f32 [0.0, 1.0] -> i8 [[0, 0, 0, 0], [0, 0, -128, 63]]. i1 counts as one
// bit: i64 0x0123456789ABCDEF -> tensor<64xi1> [true, true, true, true, false,
// ...] (least significant bit first), and back.
Tensor bitcastConvert(const Tensor& operand, const TensorType& resultType);

}  // namespace partir
