#include "verify/differential/float_verdict.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include <fmt/format.h>

#include "interp/kernels/checks.h"
#include "interp/numerics.h"

namespace partir {

namespace {

// How an element whose bits differ is explained (float_verdict.h's tests
// 1 and 2), or why it is not.
struct Explanation {
  enum Kind { kNo, kByPrecision, kByPerturbation } kind;
  std::string why;  // kNo: the report
};

// How much finer the f64 difference must be than the narrow one.
constexpr double kVanishing = 1.0 / 4096;  // 2^-12
// How far beyond the perturbed reference's farthest move the f64 difference
// may reach: a sign that flips both ways (+-0.99999999999999933) need not
// land on the same last bits.
constexpr double kPerturbedReach = 2;

// The spacing of `type`'s values around |x| (one ULP), in double.
double ulpOf(ElementType type, double x) {
  const int mantissa = floatMantissaBits(type), minExponent = floatMinExponent(type);
  const int exponent = (x == 0 || !std::isfinite(x)) ? minExponent : std::max(std::ilogb(x), minExponent);
  return std::ldexp(1.0, exponent - mantissa);
}

// How far rounding alone moves the reference's element at narrow precision:
// its distance from its own f64 re-run. An ill-conditioned element (a
// training step on integer inputs: huge logits, Adam on wild gradients)
// amplifies rounding, so this is far beyond a ULP there, and the f64 re-run's
// own rounding is amplified alike. Where only one of the two is finite (the
// narrow run overflowed or made a NaN), the narrow value carries nothing:
// the f64 magnitude.
double referencePrecisionError(double ref, double ref64) {
  if (std::isfinite(ref) && std::isfinite(ref64)) return std::fabs(ref - ref64);
  return std::isfinite(ref64) ? std::fabs(ref64) : 0;
}

// How far the f64 reference moves at element `i` under the perturbed
// re-runs (test 2); infinite where perturbing makes or removes a NaN or an
// infinity.
double perturbedMovement(const ResultPair& p, int64_t i, double ref64) {
  double movement = 0;
  for (const Tensor* perturbed : p.perturbed64) {
    const double moved = perturbed->get<double>(i);
    if (std::isnan(moved) && std::isnan(ref64)) continue;
    const double distance = std::fabs(moved - ref64);
    movement = std::max(movement, std::isnan(distance) ? INFINITY : distance);
  }
  return movement;
}

// Whether element `i` of two float results differs by rounding, and the
// report of an element that does not: both values at both precisions and
// the bounds the f64 difference broke.
template <class T>
Explanation floatExplanation(const ResultPair& p, int64_t i, ElementType type) {
  const double got = toDouble(p.got.get<T>(i)), ref = toDouble(p.reference.get<T>(i));
  if (std::isnan(got) && std::isnan(ref)) return {Explanation::kByPrecision, ""};
  const double got64 = p.got64->get<double>(i), ref64 = p.reference64->get<double>(i);
  const double narrow = (std::isfinite(got) && std::isfinite(ref)) ? std::fabs(got - ref) : 0;
  const double wide = std::isnan(got64) && std::isnan(ref64) ? 0 : std::fabs(got64 - ref64);
  const double rounding = std::max({narrow, ulpOf(type, ref), referencePrecisionError(ref, ref64)});
  if (wide <= kVanishing * rounding) return {Explanation::kByPrecision, ""};
  if (type == ElementType::kF64)
    return {Explanation::kNo,
            fmt::format("{} vs reference {} in an f64 result, which has no finer re-run to tell rounding from "
                        "error (compare it with --rtol/--atol)",
                        got, ref)};
  const std::string precision = fmt::format(
      "{} vs reference {}, and in f64 still {} vs {}: the f64 difference {:.3g} is over 2^-12 of {:.3g}, the "
      "largest of the {} difference, its ULP and the reference's own {} error (rounding shrinks 2^29-fold or "
      "more from {} to f64; a wrong result does not)",
      got, ref, got64, ref64, wide, rounding, elementTypeName(type), elementTypeName(type), elementTypeName(type));
  if (!p.perturbed64[0]) return {Explanation::kNo, precision};
  const double movement = perturbedMovement(p, i, ref64);
  if (wide <= kPerturbedReach * movement) return {Explanation::kByPerturbation, ""};
  return {Explanation::kNo,
          fmt::format("{}; and over twice {:.3g}, the farthest the f64 reference moves when every rounded result "
                      "is perturbed by 2^-40 (rounding-sized changes do not decide this element)",
                      precision, movement)};
}

// Whether element `i` of two integer results differs by a flipped float
// comparison: the f64 results agree, or the perturbed f64 references (test
// 2) flip it too. The report of one that does not.
template <class T>
Explanation integerExplanation(const ResultPair& p, int64_t i) {
  const T ref64 = p.reference64->get<T>(i);
  if (p.got64->get<T>(i) == ref64) return {Explanation::kByPrecision, ""};
  for (const Tensor* perturbed : p.perturbed64)
    if (perturbed && perturbed->get<T>(i) != ref64) return {Explanation::kByPerturbation, ""};
  return {Explanation::kNo,
          fmt::format("{} vs reference {}, and in f64 still {} vs {}{}", p.got.elementString(i),
                      p.reference.elementString(i), p.got64->elementString(i), p.reference64->elementString(i),
                      p.perturbed64[0] ? ", which rounding-sized perturbations of the f64 reference do not change" : "")};
}

// The differing elements, each explained or not; the first not explained is
// the mismatch's report.
ResultComparison explainByWidening(const ResultPair& p) {
  ResultComparison out{ResultComparison::Kind::kRounding, 0, 0, ""};
  const ElementType type = p.got.elementType();
  dispatchElementType(type, [&](auto tag) {
    using T = typename decltype(tag)::type;
    double largest = 0;  // the reference's largest finite magnitude
    if constexpr (kIsFloatElement<T>)
      for (int64_t i = 0; i < p.reference.numElements(); ++i)
        if (const double r = std::fabs(toDouble(p.reference.get<T>(i))); std::isfinite(r)) largest = std::max(largest, r);
    for (int64_t i = 0; i < p.got.numElements(); ++i) {
      const T a = p.got.get<T>(i), b = p.reference.get<T>(i);
      if (std::memcmp(&a, &b, sizeof(T)) == 0) continue;
      ++out.differing;
      Explanation e{Explanation::kNo, ""};
      if constexpr (kIsFloatElement<T>) {
        e = floatExplanation<T>(p, i, type);
        const double difference = std::fabs(toDouble(a) - toDouble(b));
        if (e.kind != Explanation::kNo && std::isfinite(difference))
          out.maxUlps = std::max(out.maxUlps, difference / ulpOf(type, largest));
      } else {
        e = integerExplanation<T>(p, i);
      }
      if (e.kind == Explanation::kByPerturbation) ++out.decidedByRounding;
      if (e.kind == Explanation::kNo && out.message.empty()) {
        out.kind = ResultComparison::Kind::kMismatch;
        out.message = fmt::format("element {}: {}", i, e.why);
      }
    }
  });
  return out;
}

}  // namespace

ResultComparison compareWithReference(const ResultPair& p, std::optional<std::pair<double, double>> tolerance) {
  using Kind = ResultComparison::Kind;
  if (p.got.bitwiseEqual(p.reference)) return {Kind::kBitForBit, 0, 0, ""};
  if (tolerance) {
    const CheckOutcome close = expectAllClose(p.got, p.reference, tolerance->first, tolerance->second);
    return {close.ok ? Kind::kTolerance : Kind::kMismatch, 0, 0, close.message};
  }
  const bool widened = p.got64 && p.reference64 && p.got.type().shape == p.got64->type().shape &&
                       p.got.type().shape == p.reference.type().shape;
  if (!widened) return {Kind::kMismatch, 0, 0, expectAllClose(p.got, p.reference, 0, 0).message};
  return explainByWidening(p);
}

std::string comparisonStr(const ResultComparison& c) {
  switch (c.kind) {
    case ResultComparison::Kind::kBitForBit: return "bit for bit";
    case ResultComparison::Kind::kRounding: {
      const std::string decided =
          c.decidedByRounding > 0 ? fmt::format("; {} decided by rounding at any precision", c.decidedByRounding) : "";
      return c.maxUlps > 0 ? fmt::format("rounding ({} element{}, within {:.3g} ULPs of the largest{})", c.differing,
                                         c.differing == 1 ? "" : "s", c.maxUlps, decided)
                           : fmt::format("rounding ({} element{}: NaN payloads, or decided by nearly equal floats{})",
                                         c.differing, c.differing == 1 ? "" : "s", decided);
    }
    case ResultComparison::Kind::kTolerance: return "within --rtol/--atol";
    case ResultComparison::Kind::kMismatch: return "MISMATCH";
  }
  return "";
}

}  // namespace partir
