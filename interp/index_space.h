// Index-space helpers for data-movement kernels: row-major strides, reading
// index tensors, and walking a rectangular box of indices through two strided
// views of flat buffers at once.
//
// Every data-movement op of the StableHLO spec (transpose, broadcast_in_dim,
// slice, pad, reverse, concatenate, dynamic_slice, gather, scatter, ...) maps
// a box of result indices affinely onto operand indices:
//   result[dstOffset + Σ i_d·dstStrides_d] = operand[srcOffset + Σ i_d·srcStrides_d]
// for every i in the box. Strides are in elements and may be 0 (broadcast) or
// negative (reverse). Expressing each op that way lets one routine move the
// bytes, with memcpy on contiguous runs and no per-element type dispatch.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "interp/op_context.h"
#include "interp/tensor.h"
#include "semantics/labelled_checks.h"

namespace partir {

// Errors of the pure kernel functions (interp/kernels/*.h): a broken spec
// constraint is a DiagnosticError of kind kInvalidInput without a location
// (failInvalidArgument, semantics/labelled_checks.h), its message naming the
// attribute and the constraint. Kernels call the pure functions through
// `atOp`, which re-reports such errors (and unlocated "unsupported" ones,
// e.g. a tensor over the size limit) at the op. Kernels decode operands and
// attributes before `atOp`, so the errors OpContext raises are not reported
// twice.
template <class F>
decltype(auto) atOp(const OpContext& ctx, F&& f) {
  try {
    return f();
  } catch (const DiagnosticError& e) {
    if (e.diag.loc.known()) throw;
    if (e.diag.kind == ErrorKind::kInvalidInput) ctx.fail("{}", e.diag.message);
    if (e.diag.kind == ErrorKind::kUnsupported) ctx.failUnsupported("{}", e.diag.message);
    throw;
  }
}

// Σ index_d · strides_d.
int64_t dotIndex(std::span<const int64_t> index, std::span<const int64_t> strides);

// The elements of an integer tensor (si*, ui*; not i1, not floats) as int64,
// in row-major order; ui64 values above INT64_MAX saturate to INT64_MAX (they
// are out of bounds for any dimension either way). nullopt for other types.
std::optional<std::vector<int64_t>> readIndices(const Tensor& t);

// Calls f(a, b) for every index i of the box `extents` in row-major order,
// where a = offsetA + Σ i_d·stridesA_d and b = offsetB + Σ i_d·stridesB_d.
// Given extents [2, 3], stridesA [3, 1], stridesB [1, 2] and offsets 0, calls
// f(0,0) f(1,2) f(2,4) f(3,1) f(4,3) f(5,5). An empty box calls nothing; a
// rank-0 box calls f(offsetA, offsetB) once.
template <class F>
void forEachStridedPair(std::span<const int64_t> extents, std::span<const int64_t> stridesA,
                        int64_t offsetA, std::span<const int64_t> stridesB, int64_t offsetB,
                        F&& f);

// A copy of a box of elements between two strided views, planned once and run
// at many offsets (gather runs it once per slice). Dimensions of extent 1 are
// dropped and dimensions contiguous in both views are merged, so e.g. a
// row-major-to-row-major box becomes a single memcpy. When the source is
// read with a large stride along the innermost dimension (a transpose), the
// copy goes in square tiles over that dimension and the one the source reads
// most densely, so both sides stay in cache.
// The 16 bytes of a complex<f64> element, moved as one value.
struct Bytes16 {
  uint64_t low, high;
};

class StridedCopy {
 public:
  StridedCopy(std::span<const int64_t> extents, std::span<const int64_t> srcStrides,
              std::span<const int64_t> dstStrides, int elementBytes);

  // dst[dstOffset + Σ i_d·dstStrides_d] = src[srcOffset + Σ i_d·srcStrides_d]
  // for every i in the box; offsets are in elements.
  // Large copies run in parallel chunks of the outermost dim.
  void run(const uint8_t* src, int64_t srcOffset, uint8_t* dst, int64_t dstOffset) const;

 private:
  void runRange(const uint8_t* src, int64_t srcOffset, uint8_t* dst, int64_t dstOffset) const;
  template <class U>
  void runTyped(const U* src, int64_t srcOffset, U* dst, int64_t dstOffset) const;
  template <class U>
  void runTiled(const U* src, int64_t srcOffset, U* dst, int64_t dstOffset) const;
  void planTiles();

  std::vector<int64_t> extents_, srcStrides_, dstStrides_;
  int elementBytes_;
  bool empty_ = false;
  bool tiled_ = false;  // copy the last two dimensions in tiles
};

// Writes `value` (a rank-0 tensor of t's element type) into every element of t.
void fillWith(Tensor& t, const Tensor& value);

template <class F>
void forEachStridedPair(std::span<const int64_t> extents, std::span<const int64_t> stridesA,
                        int64_t offsetA, std::span<const int64_t> stridesB, int64_t offsetB,
                        F&& f) {
  for (int64_t e : extents)
    if (e <= 0) return;
  if (extents.empty()) {
    f(offsetA, offsetB);
    return;
  }
  const size_t inner = extents.size() - 1;
  const int64_t n = extents[inner], sa = stridesA[inner], sb = stridesB[inner];
  std::vector<int64_t> index(inner, 0);
  int64_t a = offsetA, b = offsetB;
  for (;;) {
    for (int64_t k = 0; k < n; ++k) f(a + k * sa, b + k * sb);
    size_t d = inner;
    for (;;) {
      if (d == 0) return;
      --d;
      if (++index[d] < extents[d]) {
        a += stridesA[d];
        b += stridesB[d];
        break;
      }
      index[d] = 0;
      a -= stridesA[d] * (extents[d] - 1);
      b -= stridesB[d] * (extents[d] - 1);
    }
  }
}

}  // namespace partir
