#include "interp/index_space.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <limits>

#include "interp/thread_pool.h"

namespace partir {

int64_t dotIndex(std::span<const int64_t> index, std::span<const int64_t> strides) {
  int64_t sum = 0;
  for (size_t d = 0; d < index.size(); ++d) sum += index[d] * strides[d];
  return sum;
}

std::optional<std::vector<int64_t>> readIndices(const Tensor& t) {
  if (!isInteger(t.elementType())) return std::nullopt;
  return dispatchElementType(t.elementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    std::vector<int64_t> out(t.numElements());
    const T* p = t.data<T>();
    for (int64_t i = 0; i < t.numElements(); ++i) {
      if constexpr (std::is_same_v<T, uint64_t>) {
        out[i] = static_cast<int64_t>(std::min<uint64_t>(p[i], std::numeric_limits<int64_t>::max()));
      } else if constexpr (std::is_integral_v<T>) {
        out[i] = static_cast<int64_t>(p[i]);
      }
    }
    return out;
  });
}

StridedCopy::StridedCopy(std::span<const int64_t> extents, std::span<const int64_t> srcStrides,
                         std::span<const int64_t> dstStrides, int elementBytes)
    : elementBytes_(elementBytes) {
  // Walk from the innermost dimension outwards, dropping extent-1 dimensions
  // and folding a dimension into the one inside it when both views step over
  // it contiguously.
  for (int64_t d = static_cast<int64_t>(extents.size()) - 1; d >= 0; --d) {
    if (extents[d] == 0) empty_ = true;
    if (extents[d] <= 1) continue;
    if (!extents_.empty() && srcStrides[d] == srcStrides_.back() * extents_.back() &&
        dstStrides[d] == dstStrides_.back() * extents_.back()) {
      extents_.back() *= extents[d];
      continue;
    }
    extents_.push_back(extents[d]);
    srcStrides_.push_back(srcStrides[d]);
    dstStrides_.push_back(dstStrides[d]);
  }
  std::reverse(extents_.begin(), extents_.end());
  std::reverse(srcStrides_.begin(), srcStrides_.end());
  std::reverse(dstStrides_.begin(), dstStrides_.end());
  planTiles();
}

namespace {
// Small enough that a tile's source and destination lines fit L1 even when
// power-of-two strides map them all to one cache set.
constexpr int64_t kTile = 8;
}  // namespace

void StridedCopy::planTiles() {
  const size_t rank = extents_.size();
  if (rank < 2) return;
  const size_t last = rank - 1;
  size_t dense = 0;  // the outer dimension the source reads most densely
  for (size_t d = 1; d < last; ++d)
    if (std::abs(srcStrides_[d]) < std::abs(srcStrides_[dense])) dense = d;
  if (std::abs(srcStrides_[dense]) >= std::abs(srcStrides_[last]) || extents_[dense] < kTile ||
      extents_[last] < kTile)
    return;
  // Iteration order does not matter for a copy: move `dense` next to `last`.
  for (std::vector<int64_t>* v : {&extents_, &srcStrides_, &dstStrides_})
    std::rotate(v->begin() + dense, v->begin() + dense + 1, v->begin() + last);
  tiled_ = true;
}

template <class U>
void StridedCopy::runTiled(const U* src, int64_t srcOffset, U* dst, int64_t dstOffset) const {
  const size_t rank = extents_.size();
  const int64_t ni = extents_[rank - 2], nj = extents_[rank - 1];
  const int64_t si = srcStrides_[rank - 2], sj = srcStrides_[rank - 1];
  const int64_t di = dstStrides_[rank - 2], dj = dstStrides_[rank - 1];
  std::span<const int64_t> outer(extents_.data(), rank - 2);
  forEachStridedPair(outer, srcStrides_, srcOffset, dstStrides_, dstOffset, [&](int64_t a, int64_t b) {
    for (int64_t i0 = 0; i0 < ni; i0 += kTile)
      for (int64_t j0 = 0; j0 < nj; j0 += kTile)
        for (int64_t i = i0; i < std::min(ni, i0 + kTile); ++i)
          for (int64_t j = j0; j < std::min(nj, j0 + kTile); ++j)
            dst[b + i * di + j * dj] = src[a + i * si + j * sj];
  });
}

template <class U>
void StridedCopy::runTyped(const U* src, int64_t srcOffset, U* dst, int64_t dstOffset) const {
  if (tiled_) return runTiled(src, srcOffset, dst, dstOffset);
  if (!extents_.empty() && srcStrides_.back() == 1 && dstStrides_.back() == 1) {
    const size_t rowBytes = static_cast<size_t>(extents_.back()) * sizeof(U);
    std::span<const int64_t> outer(extents_.data(), extents_.size() - 1);
    forEachStridedPair(outer, srcStrides_, srcOffset, dstStrides_, dstOffset,
                       [&](int64_t a, int64_t b) { std::memcpy(dst + b, src + a, rowBytes); });
    return;
  }
  forEachStridedPair(extents_, srcStrides_, srcOffset, dstStrides_, dstOffset,
                     [&](int64_t a, int64_t b) { dst[b] = src[a]; });
}

void StridedCopy::run(const uint8_t* src, int64_t srcOffset, uint8_t* dst,
                      int64_t dstOffset) const {
  if (empty_) return;
  // Large copies split their outermost dim over threads: every destination
  // element is written once (no zero destination stride), so any split
  // gives the same result.
  constexpr int64_t kChunkElements = int64_t{1} << 16;
  int64_t count = 1;
  for (int64_t e : extents_) count *= e;
  const bool distinct = std::find(dstStrides_.begin(), dstStrides_.end(), 0) == dstStrides_.end();
  if (count < 4 * kChunkElements || extents_.size() < 2 || !distinct)
    return runRange(src, srcOffset, dst, dstOffset);
  const int64_t perRow = count / extents_[0];
  parallelFor(extents_[0], chunkFor(perRow, kChunkElements), [&](int64_t b, int64_t e) {
    StridedCopy part = *this;
    part.extents_[0] = e - b;
    part.runRange(src, srcOffset + b * srcStrides_[0], dst, dstOffset + b * dstStrides_[0]);
  });
}

void StridedCopy::runRange(const uint8_t* src, int64_t srcOffset, uint8_t* dst,
                           int64_t dstOffset) const {
  switch (elementBytes_) {
    case 1: return runTyped(src, srcOffset, dst, dstOffset);
    case 2:
      return runTyped(reinterpret_cast<const uint16_t*>(src), srcOffset,
                      reinterpret_cast<uint16_t*>(dst), dstOffset);
    case 4:
      return runTyped(reinterpret_cast<const uint32_t*>(src), srcOffset,
                      reinterpret_cast<uint32_t*>(dst), dstOffset);
    case 8:
      return runTyped(reinterpret_cast<const uint64_t*>(src), srcOffset,
                      reinterpret_cast<uint64_t*>(dst), dstOffset);
    default:  // complex<f64>
      return runTyped(reinterpret_cast<const Bytes16*>(src), srcOffset,
                      reinterpret_cast<Bytes16*>(dst), dstOffset);
  }
}

void fillWith(Tensor& t, const Tensor& value) {
  const int width = byteWidth(t.elementType());
  uint8_t* out = t.rawData();
  const uint8_t* v = value.rawData();
  auto fillTyped = [&](auto tag) {
    using U = typename decltype(tag)::type;
    U pattern;
    std::memcpy(&pattern, v, sizeof(U));
    std::fill_n(reinterpret_cast<U*>(out), t.numElements(), pattern);
  };
  switch (width) {
    case 1: return fillTyped(TypeTag<uint8_t>{});
    case 2: return fillTyped(TypeTag<uint16_t>{});
    case 4: return fillTyped(TypeTag<uint32_t>{});
    case 8: return fillTyped(TypeTag<uint64_t>{});
    default: return fillTyped(TypeTag<Bytes16>{});
  }
}

}  // namespace partir
