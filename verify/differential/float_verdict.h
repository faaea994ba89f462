// How `partir check` compares a path's result with the reference's, with no
// tolerance to pick (docs/cli.md "Float verdicts"). Equal bits agree. Other
// differences are rounding when they vanish with precision: every path also
// runs on the program widened to f64 (rewrite/widen_floats.h), where rounding
// is about 2^29 times finer (2^45 from bf16); a wrong result stays as wrong
// there. An element whose narrow results differ is explained by rounding when
//  1. the f64 results differ by at most 2^-12 of the largest of: the narrow
//     difference, one narrow ULP, and the reference's own distance from its
//     f64 re-run (how much the program amplifies rounding at that element;
//     NaN in both f64 runs counts as equal). A reassociated f32 sum off by a
//     few ULPs whose f64 counterpart is off by ~1e-16 agrees; a dropped
//     all_reduce, off by the same amount in both, does not. Or, where that
//     fails,
//  2. the f64 reference itself moves at least half as far when every rounded
//     result is perturbed by 2^-40 (interp/rounding_perturbation.h): the
//     program decides that element by rounding at any precision (a
//     cancelled gradient normalized by RMSProp; an f32 overflow to NaN).
//     A wrong result at a well-conditioned element moves 2^-40 of itself
//     and stays a mismatch.
// An integer result that differs (an argmax over nearly tied floats) is
// explained when the f64 results agree. Two NaNs agree whatever their
// payloads.
#pragma once

#include <array>
#include <optional>
#include <string>

#include "interp/tensor.h"

namespace partir {

struct ResultComparison {
  enum class Kind { kBitForBit, kRounding, kTolerance, kMismatch };
  Kind kind = Kind::kBitForBit;
  int64_t differing = 0;  // elements whose bits differ
  // kRounding, floats: the largest difference, in ULPs of the result's
  // largest magnitude (a ULP near zero is no measure of a sum's rounding).
  double maxUlps = 0;
  std::string message;    // kMismatch: the first element not explained, and why
  // kRounding: the differing elements explained by the perturbed re-runs
  // (test 2 above), not by precision.
  int64_t decidedByRounding = 0;
};

// The results one path and the reference computed, narrow and (when the
// program widens) in f64.
struct ResultPair {
  const Tensor& got;
  const Tensor& reference;
  const Tensor* got64 = nullptr;
  const Tensor* reference64 = nullptr;
  // The f64 reference's result under the two antithetic perturbations, once
  // test 1 has left an element unexplained (none: test 2 is not run).
  std::array<const Tensor*, 2> perturbed64 = {nullptr, nullptr};
};

// With `tolerance` (rtol, atol), floats compare as numpy.allclose instead
// (kTolerance when within it).
ResultComparison compareWithReference(const ResultPair& results,
                                      std::optional<std::pair<double, double>> tolerance);

// "bit for bit", "rounding (3 elements, within 2 ULPs of the largest)",
// "within --rtol/--atol", "MISMATCH".
std::string comparisonStr(const ResultComparison& c);

}  // namespace partir
