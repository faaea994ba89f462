// The bodies of reduce-like ops (StableHLO spec "reduce", "reduce_window",
// "select_and_scatter", "sort", "map", "scatter"): functions from rank-0
// tensors to rank-0 tensors, given as a region.
//
// Running a region per element through the interpreter is slow, and most
// bodies JAX emits are one elementwise op on the block arguments:
//
//   ^bb0(%a: tensor<f32>, %b: tensor<f32>):
//     %0 = stablehlo.maximum %a, %b : tensor<f32>
//     stablehlo.return %0 : tensor<f32>
//
// `ScalarBody::fromRegion` recognises those bodies (add, multiply, maximum,
// minimum, and, or, xor, compare) and runs them natively with exactly the
// semantics of the elementwise kernels (interp/kernels/elementwise.h, built
// on interp/numerics.h), f16/bf16 results rounded after every step;
// every other body keeps the general path, which calls the region, and
// reduce runs bodies of elementwise ops on all its outputs at once
// (LaneBody).
//
// Given the body above on f32, `body.apply<float>(1, NaN)` returns NaN
// (IEEE-754 maximum propagates NaN) and `body.call({1, 2})` runs the region
// and returns {2}.
#pragma once

#include <concepts>
#include <cmath>
#include <functional>
#include <optional>
#include <type_traits>
#include <vector>

#include "interp/kernels/elementwise.h"
#include "interp/kernels/lane_body.h"
#include "interp/kernels/strided.h"
#include "interp/numerics.h"
#include "semantics/ir.h"

namespace partir {

// Runs a body on rank-0 tensors (its block arguments) and returns the
// operands of its terminator.
using RegionFn = std::function<std::vector<Tensor>(std::vector<Tensor>)>;

template <class K>
bool compareKeys(ComparisonDirection d, K x, K y) {
  switch (d) {
    case ComparisonDirection::kEQ:
      return x == y;
    case ComparisonDirection::kNE:
      return x != y;
    default:
      break;
  }
  if constexpr (!std::totally_ordered<K>) {
    return false;  // complex: no order (its type rule allows EQ and NE only)
  } else {
    switch (d) {
    case ComparisonDirection::kGE:
      return x >= y;
    case ComparisonDirection::kGT:
      return x > y;
    case ComparisonDirection::kLE:
      return x <= y;
    case ComparisonDirection::kLT:
      return x < y;
    default:
      return false;
    }
  }
}

// StableHLO spec "compare" with a compare_type legal for T (C3): quiet IEEE
// comparisons for FLOAT, totalOrder keys for TOTALORDER, plain integer order
// for SIGNED/UNSIGNED.
template <class T>
bool nativeCompare(ComparisonDirection d, CompareType type, T a, T b) {
  if constexpr (kIsFloatElement<T>) {
    if (type == CompareType::kTotalOrder) return compareKeys(d, totalOrderKey(a), totalOrderKey(b));
    return compareKeys(d, widen(a), widen(b));
  } else {
    return compareKeys(d, a, b);
  }
}

enum class BodyKind : uint8_t {
  kRegion,
  kAdd,
  kMultiply,
  kMaximum,
  kMinimum,
  kAnd,
  kOr,
  kXor,
  kCompare
};

// The arithmetic of a native body of kind K on its two operands, exactly as
// the elementwise kernels compute it (StableHLO spec "add", "multiply",
// "maximum", "minimum", "and", "or", "xor").
template <BodyKind K, class T>
inline T applyKind(T a, T b) {
  if constexpr (K == BodyKind::kAdd) return scalarAdd(a, b);
  if constexpr (K == BodyKind::kMultiply) return scalarMultiply(a, b);
  if constexpr (K == BodyKind::kMaximum) return scalarMaximum(a, b);
  if constexpr (K == BodyKind::kMinimum) return scalarMinimum(a, b);
  if constexpr (std::is_same_v<T, bool>) {
    if constexpr (K == BodyKind::kAnd) return a && b;
    if constexpr (K == BodyKind::kOr) return a || b;
    if constexpr (K == BodyKind::kXor) return a != b;
  } else if constexpr (std::is_integral_v<T>) {
    if constexpr (K == BodyKind::kAnd) return static_cast<T>(a & b);
    if constexpr (K == BodyKind::kOr) return static_cast<T>(a | b);
    if constexpr (K == BodyKind::kXor) return static_cast<T>(a ^ b);
  }
  return a;  // not reached for the ops fromRegion recognises for T
}

// The element types whose native folds are compiled inline (each is a set
// of loops per op kind): floats, bool, i32 and i64.
template <class T>
inline constexpr bool kInlineFold = std::is_floating_point_v<T> || kIsNarrowFloat<T> || std::is_same_v<T, bool> ||
                                    std::is_same_v<T, int32_t> || std::is_same_v<T, int64_t>;

// A native body as the fold step acc' = body(acc, x): the op of kind K on
// (acc, x).
template <class T, BodyKind K>
struct FoldOp {
  using Element = T;
  static constexpr BodyKind kKind = K;
  T operator()(T acc, T x) const { return applyKind<K>(acc, x); }
};

class ScalarBody {
 public:
  using Kind = BodyKind;

  // A body that always runs `fn` (the general path).
  explicit ScalarBody(RegionFn fn) : fn_(std::move(fn)) {}
  // Recognises a single-op body of `region` (see the file comment); any
  // other body runs `fn`, which must run `region`.
  static ScalarBody fromRegion(const Region& region, RegionFn fn);
  // The body `compare direction, arg0, arg1, type` on elements `e`, with no
  // region (chlo.top_k's comparator); its general path runs the compare
  // kernel on the two rank-0 tensors.
  static ScalarBody comparator(ElementType e, ComparisonDirection direction, CompareType type);

  Kind kind() const { return kind_; }
  bool isNative() const { return kind_ != Kind::kRegion; }
  bool isArithmetic() const { return isNative() && kind_ != Kind::kCompare; }
  // The element type of the op's operands (native bodies only).
  ElementType elementType() const { return element_; }
  // Which block arguments the op reads, in operand order.
  int lhsArg() const { return lhsArg_; }
  int rhsArg() const { return rhsArg_; }

  // True when the body runs natively on elements of type `t` with args
  // drawn from the first `numArgs` block arguments.
  bool nativeFor(ElementType t, int numArgs) const {
    return isNative() && element_ == t && lhsArg_ < numArgs && rhsArg_ < numArgs;
  }
  // The same body without the native and lane paths (tests compare the paths).
  ScalarBody general() const { return ScalarBody(fn_); }
  // The body run on many accumulators at once, when every op is lane-wise
  // (interp/kernels/lane_body.h); null otherwise.
  const LaneBody* lanes() const { return lanes_ ? &*lanes_ : nullptr; }

  // The general path: runs the region.
  std::vector<Tensor> call(std::vector<Tensor> args) const { return fn_(std::move(args)); }

  // Native arithmetic on the two operands of the op (isArithmetic()).
  template <class T>
  T apply(T lhs, T rhs) const;
  // Native arithmetic given the block arguments (arg0, arg1).
  template <class T>
  T applyArgs(T arg0, T arg1) const {
    return apply<T>(lhsArg_ == 0 ? arg0 : arg1, rhsArg_ == 0 ? arg0 : arg1);
  }
  // When the body is arithmetic on (arg0, arg1), calls f(FoldOp<T, kind>{})
  // and returns true, so hot loops need no dispatch per element; else
  // returns false, and callers fold through applyArgs, a switch per
  // element, to the same bits. Inlined for the element types models reduce
  // (kInlineFold). A body on (arg1, arg0) is inlined for integers, whose
  // ops are commutative bit for bit, not for floats: which NaN an add or a
  // maximum returns depends on the operand order.
  template <class T, class F>
  bool withInlineOp(F&& f) const {
    if (!isArithmetic() || lhsArg_ == rhsArg_) return false;
    if constexpr (!kInlineFold<T>) {
      return false;
    } else {
      if (lhsArg_ != 0 && !std::is_integral_v<T>) return false;
      return withKind<T>(f);
    }
  }
  // Native comparison of the two operands of the op (kind() == kCompare).
  template <class T>
  bool compare(T lhs, T rhs) const {
    return nativeCompare<T>(direction_, compareType_, lhs, rhs);
  }

 private:
  template <class T, class F>
  bool withKind(F& f) const {
    switch (kind_) {
      case Kind::kAdd:
        return f(FoldOp<T, Kind::kAdd>{}), true;
      case Kind::kMultiply:
        return f(FoldOp<T, Kind::kMultiply>{}), true;
      case Kind::kMaximum:
        return f(FoldOp<T, Kind::kMaximum>{}), true;
      case Kind::kMinimum:
        return f(FoldOp<T, Kind::kMinimum>{}), true;
      default:
        break;
    }
    if constexpr (std::is_integral_v<T>) {  // fromRegion takes and/or/xor on integers only
      switch (kind_) {
        case Kind::kAnd:
          return f(FoldOp<T, Kind::kAnd>{}), true;
        case Kind::kOr:
          return f(FoldOp<T, Kind::kOr>{}), true;
        case Kind::kXor:
          return f(FoldOp<T, Kind::kXor>{}), true;
        default:
          break;
      }
    }
    return false;
  }

  RegionFn fn_;
  std::optional<LaneBody> lanes_;
  Kind kind_ = Kind::kRegion;
  ElementType element_ = ElementType::kF32;
  int lhsArg_ = 0, rhsArg_ = 1;
  ComparisonDirection direction_ = ComparisonDirection::kEQ;
  CompareType compareType_ = CompareType::kFloat;
};

template <class T>
T ScalarBody::apply(T a, T b) const {
  switch (kind_) {
    case Kind::kAdd:
      return applyKind<Kind::kAdd>(a, b);
    case Kind::kMultiply:
      return applyKind<Kind::kMultiply>(a, b);
    case Kind::kMaximum:
      return applyKind<Kind::kMaximum>(a, b);
    case Kind::kMinimum:
      return applyKind<Kind::kMinimum>(a, b);
    case Kind::kAnd:
      return applyKind<Kind::kAnd>(a, b);
    case Kind::kOr:
      return applyKind<Kind::kOr>(a, b);
    case Kind::kXor:
      return applyKind<Kind::kXor>(a, b);
    default:
      return a;  // unreachable: fromRegion only recognises ops valid for T
  }
}

}  // namespace partir
