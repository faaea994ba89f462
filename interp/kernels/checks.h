// Pure comparisons behind the `check.*` test ops of the StableHLO interpreter
// (openxla/stablehlo stablehlo/tests/CheckOps.td, CheckOps.cpp) and the
// `custom_call @check.expect_*` targets of JAX exports. Self-contained: they
// take two tensors and return an outcome, never throw.
//
// A failed outcome's message names the first differing element by its
// multi-dimensional index, both values, and how many elements differ, e.g.
//   "2 of 6 elements differ; first at [1, 0]: actual 3, expected 4"
// A type mismatch (shape or element type) is a failure too.
#pragma once

#include <cstdint>
#include <string>

#include "interp/tensor.h"

namespace partir {

struct CheckOutcome {
  bool ok = true;
  std::string message;  // empty when ok
};

// check.expect_eq: every element equal. Integers and i1 exactly; floats by
// IEEE equality (so -0 == +0), except that a NaN equals any NaN: the
// StableHLO interpreter compares floats with APFloat `==`, under which no
// check involving a NaN could pass; JAX's own equality checks treat NaNs as
// equal. Given [1.0, NaN] and [1.0, NaN] returns ok.
CheckOutcome expectEq(const Tensor& actual, const Tensor& expected);

// check.expect_almost_eq (default tolerance 1e-4, CheckOps.td), following the
// interpreter's areApproximatelyEqual (Element.cpp) per element: equal values
// pass; two NaNs pass, one NaN fails; an infinity only matches itself; values
// of opposite signs fail (so 1e-5 vs -1e-5 fails, +0 vs -0 passes); otherwise
// |actual - expected| <= tolerance, an absolute tolerance, computed in double.
// Floats only (other element types fail). Given 5.0 vs 5.0001 (f64, 1e-4)
// returns ok; 5.0 vs 5.1 fails.
CheckOutcome expectAlmostEq(const Tensor& actual, const Tensor& expected, double tolerance = 1e-4);

// check.expect_close (defaults min_ulp_difference = 0, max_ulp_difference = 1,
// CheckOps.td): minUlp <= ulp_difference(actual, expected) <= maxUlp per
// element, with the ULP difference of interp/numerics.h `ulpDistance` (0 for
// bitwise-equal values and for two NaNs; the number of floats between two
// finite values; unbounded between a finite and a non-finite value). Floats
// only. Given f16 5.0 vs 5.01 (3 ULP apart) with maxUlp 3 returns ok.
CheckOutcome expectClose(const Tensor& actual, const Tensor& expected, uint64_t minUlp = 0,
                         uint64_t maxUlp = 1);

// numpy.allclose per element, for `partir check --rtol/--atol` (a program
// whose float sums a partitioning reassociates): |actual - expected| <= atol
// + rtol·|expected|; two NaNs pass, an infinity only matches itself. Other
// element types must be equal (expectEq). Given f32 1.0 vs 1.0000001 with
// rtol 1e-6 returns ok; with rtol 0 and atol 0 it is expectEq.
CheckOutcome expectAllClose(const Tensor& actual, const Tensor& expected, double rtol, double atol);

// The StableHLO interpreter's printed form of a tensor (interpreter.print):
//   tensor<2x2xi8> {
//     [
//       [1, 2],
//       [3, 4]
//     ]
//   }
// A rank-0 tensor prints on one line, "tensor<ui8> {1}"; floats print as
// "%e" (1.000000e+00) when that reads back exactly, else in the shortest
// round-trip form.
std::string formatTensor(const Tensor& t);

}  // namespace partir
