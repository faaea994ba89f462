// chlo.ragged_dot (interp/kernels/linalg.h raggedDot) against a reference
// written from the op's definition: for each result element, the sum over
// the contracting index and over every group whose range holds the ragged
// index. Small integers make every sum exact, so results compare exactly;
// the grouped path (sizes of rank 1, none negative, finite rhs) and the
// masked one (the legalization's) must both match.
#include <cmath>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "interp/kernels/linalg.h"
#include "semantics/parser.h"
#include "semantics/verifier.h"
#include "tensor_builders.h"

namespace partir {
namespace {

using testing::makeTensor;
using testing::tensorValues;

std::vector<double> smallIntegers(size_t n) {
  return *rc::gen::container<std::vector<double>>(n, rc::gen::map(rc::gen::inRange(-4, 5), [](int v) {
    return static_cast<double>(v);
  }));
}

// Mode 1 on lhs [b, m, k], rhs [g, b, k, n] (batch dims [0] x [1]).
RaggedDotDimensionNumbers mode1() {
  RaggedDotDimensionNumbers d;
  d.dot = {{0}, {1}, {2}, {2}};
  d.lhsRagged = 1;
  d.rhsGroup = {0};
  d.mode = RaggedMode::kNonContracting;
  d.groupSizesLhsDims = {0};
  return d;
}

// result[b, r, c] = Σ_j [start_j ≤ r < limit_j] Σ_k lhs[b, r, k] · rhs[j, b, k, c],
// the group ranges per batch row when `perBatch`.
std::vector<double> mode1Reference(const std::vector<double>& lhs, const std::vector<double>& rhs,
                                   const std::vector<int64_t>& sizes, int64_t b, int64_t m, int64_t k,
                                   int64_t n, int64_t g, bool perBatch) {
  std::vector<double> out(static_cast<size_t>(b * m * n), 0.0);
  for (int64_t bi = 0; bi < b; ++bi) {
    int64_t start = 0;
    for (int64_t j = 0; j < g; ++j) {
      const int64_t limit = start + sizes[static_cast<size_t>((perBatch ? bi * g : 0) + j)];
      for (int64_t r = std::max<int64_t>(start, 0); r < std::min(limit, m); ++r)
        for (int64_t c = 0; c < n; ++c)
          for (int64_t ki = 0; ki < k; ++ki)
            out[static_cast<size_t>((bi * m + r) * n + c)] +=
                lhs[static_cast<size_t>((bi * m + r) * k + ki)] *
                rhs[static_cast<size_t>(((j * b + bi) * k + ki) * n + c)];
      start = limit;
    }
  }
  return out;
}

RC_GTEST_PROP(RaggedDot, NonContractingModeSumsEachRowWithItsGroupsRhs, ()) {
  const int64_t b = *rc::gen::inRange(1, 3), m = *rc::gen::inRange(0, 7), k = *rc::gen::inRange(1, 4),
                n = *rc::gen::inRange(1, 4), g = *rc::gen::inRange(1, 4);
  const bool perBatch = *rc::gen::arbitrary<bool>();
  // Negative sizes and sizes past m are allowed: ranges may overlap or run off.
  const std::vector<int64_t> sizes = *rc::gen::container<std::vector<int64_t>>(
      static_cast<size_t>(perBatch ? b * g : g), rc::gen::inRange<int64_t>(-2, 5));
  const std::vector<double> lhs = smallIntegers(static_cast<size_t>(b * m * k));
  const std::vector<double> rhs = smallIntegers(static_cast<size_t>(g * b * k * n));
  const Tensor groupSizes = makeTensor(ElementType::kI64, perBatch ? Shape{b, g} : Shape{g},
                                       std::vector<double>(sizes.begin(), sizes.end()));
  const Tensor out = raggedDot(makeTensor(ElementType::kF32, {b, m, k}, lhs),
                               makeTensor(ElementType::kF32, {g, b, k, n}, rhs), groupSizes, mode1(),
                               ElementType::kF32);
  RC_ASSERT(out.shape() == (Shape{b, m, n}));
  RC_ASSERT(tensorValues(out) == mode1Reference(lhs, rhs, sizes, b, m, k, n, g, perBatch));
}

// Mode 2 on lhs [m, k], rhs [k, n]: result[j] = lhs[:, group j] · rhs[group j, :].
RC_GTEST_PROP(RaggedDot, ContractingModeStacksOneProductPerGroup, ()) {
  const int64_t m = *rc::gen::inRange(1, 4), k = *rc::gen::inRange(0, 7), n = *rc::gen::inRange(1, 4),
                g = *rc::gen::inRange(1, 4);
  const std::vector<int64_t> sizes =
      *rc::gen::container<std::vector<int64_t>>(static_cast<size_t>(g), rc::gen::inRange<int64_t>(-2, 5));
  const std::vector<double> lhs = smallIntegers(static_cast<size_t>(m * k));
  const std::vector<double> rhs = smallIntegers(static_cast<size_t>(k * n));
  RaggedDotDimensionNumbers d;
  d.dot = {{}, {}, {1}, {0}};
  d.lhsRagged = 1;
  d.mode = RaggedMode::kContracting;
  const Tensor out = raggedDot(makeTensor(ElementType::kF32, {m, k}, lhs), makeTensor(ElementType::kF32, {k, n}, rhs),
                               makeTensor(ElementType::kI32, {g}, std::vector<double>(sizes.begin(), sizes.end())),
                               d, ElementType::kF32);
  std::vector<double> expected(static_cast<size_t>(g * m * n), 0.0);
  int64_t start = 0;
  for (int64_t j = 0; j < g; ++j) {
    const int64_t limit = start + sizes[static_cast<size_t>(j)];
    for (int64_t ki = std::max<int64_t>(start, 0); ki < std::min(limit, k); ++ki)
      for (int64_t r = 0; r < m; ++r)
        for (int64_t c = 0; c < n; ++c)
          expected[static_cast<size_t>((j * m + r) * n + c)] +=
              lhs[static_cast<size_t>(r * k + ki)] * rhs[static_cast<size_t>(ki * n + c)];
    start = limit;
  }
  RC_ASSERT(out.shape() == (Shape{g, m, n}));
  RC_ASSERT(tensorValues(out) == expected);
}

// The decomposition multiplies every group's rhs by the masked lhs: an inf in
// group 1's rhs makes the rows of group 0 NaN too (0 · inf), as XLA's
// legalized program computes them.
TEST(RaggedDot, AnInfInOneGroupsRhsReachesEveryRowAsInTheDecomposition) {
  const Tensor lhs = makeTensor(ElementType::kF32, {1, 2, 1}, {1, 1});
  const Tensor rhs = makeTensor(ElementType::kF32, {2, 1, 1, 1}, {2, INFINITY});
  const Tensor sizes = makeTensor(ElementType::kI64, {2}, {1, 1});
  const std::vector<double> out = tensorValues(raggedDot(lhs, rhs, sizes, mode1(), ElementType::kF32));
  EXPECT_TRUE(std::isnan(out[0]));
  EXPECT_EQ(out[1], INFINITY);
}

std::string verifyError(const std::string& text) {
  Result<SourceFile> file = parseSource(text, "t.mlir");
  if (!file.ok()) return file.error().str();
  const Status s = verifyModule(*file->modules[0]);
  return s.ok() ? "ok" : s.error().message;
}

std::string raggedProgram(const std::string& lhs, const std::string& rhs, const std::string& sizes,
                          const std::string& dims, const std::string& result) {
  return "func.func @f(%l: tensor<" + lhs + ">, %r: tensor<" + rhs + ">, %g: tensor<" + sizes +
         ">) -> tensor<" + result + "> {\n  %0 = \"chlo.ragged_dot\"(%l, %r, %g) {ragged_dot_dimension_numbers = "
         "#chlo.ragged_dot<" + dims + ">} : (tensor<" + lhs + ">, tensor<" + rhs + ">, tensor<" + sizes +
         ">) -> tensor<" + result + ">\n  return %0 : tensor<" + result + ">\n}\n";
}

TEST(RaggedDot, TheVerifierKeepsChloOpsRules) {
  const std::string mode1Dims =
      "lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], "
      "rhs_group_dimensions = [0]";
  EXPECT_EQ(verifyError(raggedProgram("11x5xf32", "3x5x7xf32", "3xi64", mode1Dims, "11x7xf32")), "ok");
  EXPECT_EQ(verifyError(raggedProgram("11x5xf32", "3x5x7xf32", "2xi64", mode1Dims, "11x7xf32")),
            "'chlo.ragged_dot': rhs group dimension is expected to have size=2, got 3");
  EXPECT_EQ(verifyError(raggedProgram("11x5xf32", "3x2x7xf32", "3xi64", mode1Dims, "11x7xf32")),
            "'chlo.ragged_dot': lhs contracting dimension 1 (size 5) and rhs contracting dimension 0 (size 2) differ (C10)");
  EXPECT_EQ(verifyError(raggedProgram("11x5xf32", "5x7xf32", "3xi64",
                                      "lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0], "
                                      "lhs_ragged_dimensions = [0]",
                                      "11x7xf32")),
            "'chlo.ragged_dot': There must be exactly one group dimension in the rhs when the lhs ragged dimension is non-contracting");
  EXPECT_EQ(verifyError(raggedProgram("19x17x11x5xf32", "3x19x5x7xf32", "19x11x3xi64",
                                      "lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], "
                                      "lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2], "
                                      "lhs_ragged_dimensions = [2], rhs_group_dimensions = [0]",
                                      "19x17x11x7xf32")),
            "'chlo.ragged_dot': group_sizes is expected to have shape [19, 17, 3], got [19, 11, 3]");
  EXPECT_EQ(verifyError(raggedProgram("11x5xf32", "5x7xf32", "3xi64",
                                      "lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0], "
                                      "lhs_ragged_dimensions = [1]",
                                      "3x11x7xf32")),
            "ok");
}

}  // namespace
}  // namespace partir
