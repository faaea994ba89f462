// StableHLO spec "convolution": validation, the im2col + gemm path and the
// direct reference loop (declared in interp/kernels/linalg.h).
#include <algorithm>
#include <cmath>
#include <map>

#include "interp/kernels/blas.h"
#include "interp/kernels/linalg.h"
#include "interp/kernels/vector_loops.h"
#include "interp/thread_pool.h"

namespace partir {

std::optional<std::string> checkConvolution(const Shape& lhs, const Shape& rhs,
                                            const ConvolutionConfig& c, Shape* resultShape) {
  const size_t n = lhs.size(), s = n < 2 ? 0 : n - 2;
  try {
    checkConvolutionWindow(c, s);
    checkConvolutionShapes(c, lhs, rhs);
  } catch (const DiagnosticError& e) {
    return e.diag.message;
  }
  resultShape->assign(n, 0);  // C25
  (*resultShape)[c.outputBatchDimension] = lhs[c.inputBatchDimension] / c.batchGroupCount;
  (*resultShape)[c.outputFeatureDimension] = rhs[c.kernelOutputFeatureDimension];
  for (size_t d = 0; d < s; ++d)
    if (auto e = numWindows(lhs[c.inputSpatialDimensions[d]], rhs[c.kernelSpatialDimensions[d]],
                            c.windowStrides[d], c.lhsDilation[d], c.rhsDilation[d], c.paddingLow[d],
                            c.paddingHigh[d], &(*resultShape)[c.outputSpatialDimensions[d]]))
      return e;
  if (!elementCount(*resultShape)) return std::string("result too large");
  return std::nullopt;
}

namespace {

// The sizes the spec's split/concatenate decomposition works with. With G
// groups (G = feature_group_count * batch_group_count, one of them 1), group
// g reads lhs batch [batchOffset(g), +batch) and lhs features
// [featureOffset(g), +inFeatures) and writes output features
// [g * outPerGroup, +outPerGroup).
struct ConvGeometry {
  const ConvolutionConfig& c;
  int64_t batch, inFeatures, outFeatures, groups, outPerGroup;
  Shape inSpatial, kernelSpatial, outSpatial;

  ConvGeometry(const Shape& lhs, const Shape& rhs, const Shape& result,
               const ConvolutionConfig& cfg)
      : c(cfg),
        batch(lhs[cfg.inputBatchDimension] / cfg.batchGroupCount),
        inFeatures(rhs[cfg.kernelInputFeatureDimension]),
        outFeatures(rhs[cfg.kernelOutputFeatureDimension]),
        groups(cfg.featureGroupCount * cfg.batchGroupCount),
        outPerGroup(outFeatures / groups) {
    for (size_t d = 0; d < cfg.inputSpatialDimensions.size(); ++d) {
      inSpatial.push_back(lhs[cfg.inputSpatialDimensions[d]]);
      kernelSpatial.push_back(rhs[cfg.kernelSpatialDimensions[d]]);
      outSpatial.push_back(result[cfg.outputSpatialDimensions[d]]);
    }
  }

  int64_t batchOffset(int64_t g) const { return c.batchGroupCount > 1 ? g * batch : 0; }
  int64_t featureOffset(int64_t g) const { return c.featureGroupCount > 1 ? g * inFeatures : 0; }

  // The lhs index along spatial dim d that output position `out` pairs with
  // kernel position `k`, or -1 when it falls on padding or a dilation hole
  // (StableHLO spec "convolution": pad, slice with rhs_dilation, reverse).
  int64_t inputIndex(size_t d, int64_t out, int64_t k) const {
    const int64_t kk = c.windowReversal[d] ? kernelSpatial[d] - 1 - k : k;
    const int64_t p = out * c.windowStrides[d] + kk * c.rhsDilation[d] - c.paddingLow[d];
    if (p < 0 || p % c.lhsDilation[d] != 0) return -1;
    return p / c.lhsDilation[d] < inSpatial[d] ? p / c.lhsDilation[d] : -1;
  }
};

// ---- reference loop ----------------------------------------------------------

template <class R>
void referenceLoop(const Tensor& lhs, const Tensor& rhs, const ConvolutionConfig& c,
                   const ConvGeometry& g, Tensor& result) {
  using C = ComputeType<R>;
  std::vector<int64_t> lhsOrder(lhs.rank()), rhsOrder(rhs.rank());
  for (int64_t d = 0; d < lhs.rank(); ++d) lhsOrder[d] = rhsOrder[d] = d;
  const Buffer<C> l = packPermuted<C, R>(lhs, result.elementType(), lhsOrder);
  const Buffer<C> k = packPermuted<C, R>(rhs, result.elementType(), rhsOrder);
  const std::vector<int64_t> ls = rowMajorStrides(lhs.shape()), ks = rowMajorStrides(rhs.shape());
  R* out = result.data<R>();
  for (IndexIterator it(result.shape()); !it.done(); it.next()) {
    const std::vector<int64_t>& idx = it.index();
    const int64_t o = idx[c.outputFeatureDimension], group = o / g.outPerGroup;
    const int64_t n = g.batchOffset(group) + idx[c.outputBatchDimension];
    C acc = C(0);
    // Contracting order of the spec: spatial dims, then input features.
    for (IndexIterator kit(g.kernelSpatial); !kit.done(); kit.next()) {
      int64_t lhsAt = n * ls[c.inputBatchDimension];
      int64_t rhsAt = o * ks[c.kernelOutputFeatureDimension];
      for (size_t d = 0; d < g.kernelSpatial.size() && lhsAt >= 0; ++d) {
        const int64_t q = g.inputIndex(d, idx[c.outputSpatialDimensions[d]], kit.index()[d]);
        lhsAt = q < 0 ? -1 : lhsAt + q * ls[c.inputSpatialDimensions[d]];
        rhsAt += kit.index()[d] * ks[c.kernelSpatialDimensions[d]];
      }
      for (int64_t i = 0; i < g.inFeatures; ++i) {
        // Padding and dilation holes are zeros that still take part (0 * inf is NaN).
        const C x = lhsAt < 0
                        ? C(0)
                        : l[lhsAt + (g.featureOffset(group) + i) * ls[c.inputFeatureDimension]];
        acc = multiplyAdd(acc, x, k[rhsAt + i * ks[c.kernelInputFeatureDimension]]);
      }
    }
    out[it.linear()] = convertElement<R>(acc);
  }
}

// ---- im2col + gemm ------------------------------------------------------------------

bool isIdentityOrder(const std::vector<int64_t>& order) {
  for (size_t i = 0; i < order.size(); ++i)
    if (order[i] != static_cast<int64_t>(i)) return false;
  return true;
}

// At most this many elements per im2col chunk (16 MiB of float).
constexpr int64_t kIm2colChunkElements = int64_t{1} << 22;
// Elements of im2col rows filled per parallelFor chunk.
constexpr int64_t kIm2colFillWork = int64_t{1} << 15;

// The spec's windows tabulated once: along each spatial dim, the input
// index output position o reads at kernel position k (ConvGeometry::inputIndex).
class WindowTable {
 public:
  explicit WindowTable(const ConvGeometry& g) : g_(g), inStrides_(rowMajorStrides(g.inSpatial)) {
    table_.resize(g.inSpatial.size());
    for (size_t d = 0; d < table_.size(); ++d)
      for (int64_t o = 0; o < g.outSpatial[d]; ++o)
        for (int64_t k = 0; k < g.kernelSpatial[d]; ++k) table_[d].push_back(g.inputIndex(d, o, k));
  }

  // Along dim d, the input index of each kernel position for output position o.
  const int64_t* row(size_t d, int64_t o) const { return table_[d].data() + o * g_.kernelSpatial[d]; }
  int64_t inStride(size_t d) const { return inStrides_[d]; }

  // The input position (row-major over the spatial dims) that output
  // position `pos` reads at kernel position `k`, both row-major, or -1 on
  // padding or a hole.
  int64_t offset(int64_t pos, int64_t k) const {
    int64_t offset = 0;
    for (size_t d = table_.size(); d-- > 0;) {  // innermost dim first
      const int64_t o = pos % g_.outSpatial[d], kd = k % g_.kernelSpatial[d];
      pos /= g_.outSpatial[d], k /= g_.kernelSpatial[d];
      const int64_t q = row(d, o)[kd];
      if (q < 0) return -1;
      offset += q * inStrides_[d];
    }
    return offset;
  }

 private:
  const ConvGeometry& g_;
  std::vector<int64_t> inStrides_;
  std::vector<std::vector<int64_t>> table_;
};

template <class C>
class Im2col {
 public:
  // `lhs` is the input in the canonical [batch, spatial..., features] layout.
  Im2col(const ConvGeometry& g, const C* lhs) : g_(g), lhs_(lhs), windows_(g) {
    outSpatialStrides_ = rowMajorStrides(g.outSpatial);
    outCount_ = product(g.outSpatial);
    inCount_ = product(g.inSpatial);
    features_ = g.inFeatures * (g.c.featureGroupCount);
  }

  int64_t rows() const { return g_.batch * outCount_; }
  int64_t cols() const { return product(g_.kernelSpatial) * g_.inFeatures; }
  int64_t outCount() const { return outCount_; }

  // For output position `pos` (row-major over the output spatial dims), the
  // input position of each kernel position, row-major, times the input
  // features: an offset into one batch element, or -1 on padding or a hole.
  // `scratch` is the caller's.
  void windowOffsets(int64_t pos, std::vector<int64_t>& offsets, std::vector<int64_t>& scratch) const {
    offsets.assign(1, 0);
    for (size_t d = 0; d < g_.outSpatial.size(); ++d) {  // one spatial dim at a time
      scratch.clear();
      const int64_t o = pos / outSpatialStrides_[d];
      pos %= outSpatialStrides_[d];
      const int64_t* row = windows_.row(d, o);
      for (int64_t base : offsets)
        for (int64_t k = 0; k < g_.kernelSpatial[d]; ++k)
          scratch.push_back(base < 0 || row[k] < 0 ? -1 : base + row[k] * windows_.inStride(d));
      offsets.swap(scratch);
    }
    for (int64_t& off : offsets)
      if (off >= 0) off *= features_;
  }

  // The entry of windowOffsets(pos) for kernel position k alone.
  int64_t windowOffset(int64_t pos, int64_t k) const {
    const int64_t offset = windows_.offset(pos, k);
    return offset < 0 ? -1 : offset * features_;
  }

  // The features of batch element `n` at an offset windowOffsets gave.
  const C* at(int64_t n, int64_t offset) const { return lhs_ + n * inCount_ * features_ + offset; }

  // Writes row `r` (batch n, output position p) of group `group`'s im2col
  // matrix, the columns of kernel positions [k0, k1): for each, the group's
  // input features there.
  void fillRow(int64_t r, int64_t group, int64_t k0, int64_t k1, C* dst, std::vector<int64_t>& offsets,
               std::vector<int64_t>& scratch) const {
    const int64_t n = g_.batchOffset(group) + r / outCount_;
    const bool whole = k0 == 0 && k1 == product(g_.kernelSpatial);
    if (whole) windowOffsets(r % outCount_, offsets, scratch);  // else each position's alone
    const int64_t f0 = g_.featureOffset(group);
    for (int64_t k = k0; k < k1; ++k) {
      const int64_t off = whole ? offsets[k] : windowOffset(r % outCount_, k);
      if (off < 0)
        std::fill(dst, dst + g_.inFeatures, C(0));
      else
        std::copy_n(at(n, off) + f0, g_.inFeatures, dst);
      dst += g_.inFeatures;
    }
  }

  // Rows [r0, r1), columns of kernel positions [k0, k1), into `dst`, in
  // parallel: each row is its own.
  void fillRows(int64_t r0, int64_t r1, int64_t group, int64_t k0, int64_t k1, C* dst) const {
    const int64_t cols = (k1 - k0) * g_.inFeatures;
    parallelFor(r1 - r0, chunkFor(cols, kIm2colFillWork), [&](int64_t b, int64_t e) {
      std::vector<int64_t> offsets, scratch;
      for (int64_t r = b; r < e; ++r) fillRow(r0 + r, group, k0, k1, dst + r * cols, offsets, scratch);
    });
  }

 private:
  const ConvGeometry& g_;
  const C* lhs_;
  WindowTable windows_;
  std::vector<int64_t> outSpatialStrides_;
  int64_t outCount_ = 0, inCount_ = 0, features_ = 0;
};

// A gemm of fewer rows than this repacks the kernel for too little work:
// such products (weight gradients: few output positions, long windows) are
// computed in blocks of kernel positions instead.
constexpr int64_t kMinIm2colRows = 256;

// out[r, group's features] = im2col(group) * kernel[:, group's features], with
// `kernel` the canonical [spatial..., in features, out features] copy and
// `out` the canonical [batch, out spatial..., out features] result, in
// chunks of at most kIm2colChunkElements: of rows, or when that leaves
// fewer than kMinIm2colRows, of rows and kernel positions, summed block by
// block. Chunks depend on the sizes only, and the gemm splits no sum across
// threads, so results do not depend on the thread count.
template <class C>
void convolveGroup(const ConvGeometry& g, const Im2col<C>& im2col, const C* kernel, int64_t group,
                   C* out) {
  const int64_t rows = im2col.rows(), positions = product(g.kernelSpatial), fi = g.inFeatures;
  int64_t rowChunk = std::clamp<int64_t>(kIm2colChunkElements / std::max<int64_t>(positions * fi, 1), 1,
                                         std::max<int64_t>(rows, 1));
  int64_t positionChunk = positions;
  if (rowChunk < std::min(rows, kMinIm2colRows)) {
    rowChunk = std::min(rows, kMinIm2colRows);
    positionChunk = std::max<int64_t>(kIm2colChunkElements / (rowChunk * std::max<int64_t>(fi, 1)), 1);
  }
  Buffer<C> a = Buffer<C>::forOverwrite(rowChunk * positionChunk * fi);  // every element used is filled
  for (int64_t r0 = 0; r0 < rows; r0 += rowChunk) {
    const int64_t r1 = std::min(rows, r0 + rowChunk);
    for (int64_t k0 = 0; k0 < positions || k0 == 0; k0 += positionChunk) {
      const int64_t k1 = std::min(positions, k0 + positionChunk), cols = (k1 - k0) * fi;
      im2col.fillRows(r0, r1, group, k0, k1, a.data());
      GemmShape s{r1 - r0, g.outPerGroup, cols, false, false, cols, g.outFeatures, g.outFeatures, k0 > 0};
      gemm(s, a.data(), kernel + k0 * fi * g.outFeatures + group * g.outPerGroup,
           out + r0 * g.outFeatures + group * g.outPerGroup);
    }
  }
}

// ---- feature groups of few features: a direct loop ----------------------------------

// Feature-grouped convolutions (depthwise: one input feature per group) with
// at most this many input features per group run the direct loop: as
// im2col + gemm they are one product of a few columns per group.
constexpr int64_t kDirectMaxGroupFeatures = 8;

bool runsDirect(const ConvGeometry& g) {
  return g.c.featureGroupCount > 1 && g.c.batchGroupCount == 1 &&
         g.inFeatures <= kDirectMaxGroupFeatures;
}

// acc[o] = acc[o] + x[o] * w[o], o < n, unfused (vector_loops.h).
template <class C>
void multiplyAddRow(C* acc, const C* x, const C* w, int64_t n) {
  if constexpr (std::is_same_v<C, float> || std::is_same_v<C, double>)
    multiplyAddRows(acc, x, w, n);
  else
    for (int64_t o = 0; o < n; ++o) acc[o] = multiplyAdd(acc[o], x[o], w[o]);
}

// out[n, p, o] = sum over kernel positions k (row-major), then input features
// i of its group, of lhs[n, window(p, k), group(o) * inFeatures + i] *
// kernel[k, i, o]: each output row a vector of every output feature, summed
// sequentially and unfused, the loop gemm's order and rounding (blas.h).
// `skipZeros`: positions on padding or a hole are left out, exact when the
// kernel is finite (their products are zeros; sums start at +0); else they
// add 0 * kernel as written.
template <class C>
void directGrouped(const ConvGeometry& g, const Im2col<C>& im2col, const C* kernel, bool skipZeros,
                   C* out) {
  const int64_t of = g.outFeatures, fi = g.inFeatures, outPerGroup = g.outPerGroup;
  const bool contiguous = fi == 1 && outPerGroup == 1;  // input feature o feeds output o
  const int64_t work = im2col.cols() * of;
  parallelFor(im2col.rows(), chunkFor(work, kIm2colFillWork), [&](int64_t r0, int64_t r1) {
    std::vector<int64_t> offsets, scratch;
    Buffer<C> zeros(of * fi), spread(of);  // Buffer: value-initialized, and a bool one has data()
    for (int64_t r = r0; r < r1; ++r) {
      C* acc = out + r * of;
      std::fill(acc, acc + of, C(0));
      im2col.windowOffsets(r % im2col.outCount(), offsets, scratch);
      for (size_t k = 0; k < offsets.size(); ++k) {
        if (offsets[k] < 0 && skipZeros) continue;
        const C* x = offsets[k] < 0 ? zeros.data() : im2col.at(r / im2col.outCount(), offsets[k]);
        for (int64_t i = 0; i < fi; ++i) {
          const C* w = kernel + (static_cast<int64_t>(k) * fi + i) * of;
          if (contiguous) {
            multiplyAddRow(acc, x, w, of);
            continue;
          }
          for (int64_t o = 0; o < of; ++o) spread[o] = x[o / outPerGroup * fi + i];
          multiplyAddRow(acc, spread.data(), w, of);
        }
      }
    }
  });
}

// ---- lhs dilation: leaving out the holes ---------------------------------------------

// Along one spatial dim, the output positions whose windows meet input
// elements (not padding, not holes) at the same kernel positions: with lhs
// dilation l they repeat with period l, so a backward convolution has about
// l classes per dim, each a dense convolution with part of the kernel.
struct WindowClasses {
  std::vector<std::vector<int64_t>> kernel;   // class -> its kernel positions, ascending
  std::vector<std::vector<int64_t>> outputs;  // class -> its output positions, ascending
  std::vector<std::vector<int64_t>> inputs;   // output position -> input index per kernel position
};

WindowClasses windowClasses(const ConvGeometry& g, size_t d) {
  WindowClasses w;
  std::map<std::vector<int64_t>, size_t> classOf;
  w.inputs.resize(static_cast<size_t>(g.outSpatial[d]));
  for (int64_t o = 0; o < g.outSpatial[d]; ++o) {
    std::vector<int64_t> ks;
    for (int64_t k = 0; k < g.kernelSpatial[d]; ++k)
      if (const int64_t q = g.inputIndex(d, o, k); q >= 0) {
        ks.push_back(k);
        w.inputs[o].push_back(q);
      }
    auto [it, added] = classOf.try_emplace(ks, w.kernel.size());
    if (added) {
      w.kernel.push_back(ks);
      w.outputs.emplace_back();
    }
    w.outputs[it->second].push_back(o);
  }
  return w;
}

// One class of output positions across every spatial dim: a dense im2col
// over the kernel positions that meet elements, a gemm with those kernel
// rows, and the rows scattered to their output positions.
template <class C>
class DilatedClass {
 public:
  DilatedClass(const ConvGeometry& g, const std::vector<WindowClasses>& dims,
               const std::vector<size_t>& cls, const C* lhs, const C* kernel)
      : g_(g), dims_(dims), cls_(cls), lhs_(lhs) {
    Shape kernelCounts;
    for (size_t d = 0; d < cls.size(); ++d) {
      positions_.push_back(static_cast<int64_t>(dims[d].outputs[cls[d]].size()));
      kernelCounts.push_back(static_cast<int64_t>(dims[d].kernel[cls[d]].size()));
    }
    taps_ = product(kernelCounts);
    packKernel(kernel, kernelCounts);
  }

  int64_t rows() const { return g_.batch * product(positions_); }
  int64_t cols() const { return taps_ * g_.inFeatures; }

  // Rows [r0, r1) of group `group`: im2col, gemm, scatter.
  void convolve(int64_t r0, int64_t r1, int64_t group, C* a, C* staging, C* out) const {
    fillRows(r0, r1, group, a);
    const int64_t n = g_.outPerGroup;
    if (cols() > 0) {
      gemm(GemmShape{r1 - r0, n, cols(), false, false, cols(), g_.outFeatures, n}, a,
           kernel_.data() + group * n, staging);
    } else {
      std::fill(staging, staging + (r1 - r0) * n, C(0));  // no element in any window: a sum of nothing
    }
    for (int64_t r = r0; r < r1; ++r)
      std::copy_n(staging + (r - r0) * n, n, out + outputRow(r) * g_.outFeatures + group * n);
  }

  // The kernel rows of this class's kernel positions: [cols(), out features].
  const C* kernelRows() const { return kernel_.data(); }

  // Output row (batch, position) of class row r.
  int64_t outputRow(int64_t r) const {
    const int64_t count = product(positions_);
    int64_t pos = r % count, linear = 0;
    const std::vector<int64_t> strides = rowMajorStrides(positions_);
    for (size_t d = 0; d < cls_.size(); ++d) {
      linear = linear * g_.outSpatial[d] + dims_[d].outputs[cls_[d]][pos / strides[d]];
      pos %= strides[d];
    }
    return r / count * product(g_.outSpatial) + linear;
  }

  // The class's im2col rows [r0, r1) of group `group`, into `dst`.
  void fillRows(int64_t r0, int64_t r1, int64_t group, C* dst) const {
    const int64_t cols = this->cols(), count = product(positions_), inCount = product(g_.inSpatial);
    const int64_t features = g_.inFeatures * g_.c.featureGroupCount;
    const std::vector<int64_t> strides = rowMajorStrides(positions_);
    const std::vector<int64_t> inStrides = rowMajorStrides(g_.inSpatial);
    parallelFor(r1 - r0, chunkFor(std::max<int64_t>(cols, 1), kIm2colFillWork), [&](int64_t b, int64_t e) {
      std::vector<int64_t> offsets, scratch;
      for (int64_t r = r0 + b; r < r0 + e; ++r) {
        int64_t pos = r % count;
        offsets.assign(1, 0);
        for (size_t d = 0; d < cls_.size(); ++d) {
          const int64_t o = dims_[d].outputs[cls_[d]][pos / strides[d]];
          pos %= strides[d];
          scratch.clear();
          for (int64_t base : offsets)
            for (int64_t q : dims_[d].inputs[o]) scratch.push_back(base + q * inStrides[d]);
          offsets.swap(scratch);
        }
        const C* batch = lhs_ + (g_.batchOffset(group) + r / count) * inCount * features + g_.featureOffset(group);
        C* row = dst + (r - r0) * cols;
        for (int64_t off : offsets) row = std::copy_n(batch + off * features, g_.inFeatures, row);
      }
    });
  }

 private:
  // The kernel rows of this class's kernel positions, row-major, in the
  // canonical [positions, in features, out features] layout.
  void packKernel(const C* kernel, const Shape& kernelCounts) {
    const int64_t rowSize = g_.inFeatures * g_.outFeatures;
    const std::vector<int64_t> fullStrides = rowMajorStrides(g_.kernelSpatial);
    kernel_ = Buffer<C>::forOverwrite(taps_ * rowSize);
    int64_t t = 0;
    for (IndexIterator it(kernelCounts); !it.done(); it.next(), ++t) {
      int64_t at = 0;
      for (size_t d = 0; d < cls_.size(); ++d) at += dims_[d].kernel[cls_[d]][it.index()[d]] * fullStrides[d];
      std::copy_n(kernel + at * rowSize, rowSize, kernel_.data() + t * rowSize);
    }
  }

  const ConvGeometry& g_;
  const std::vector<WindowClasses>& dims_;
  std::vector<size_t> cls_;
  const C* lhs_;
  Shape positions_;
  int64_t taps_ = 0;
  Buffer<C> kernel_;
};

// What a class's im2col matrix reads, output position by output position,
// as a key: classes with equal keys have equal matrices (each count is
// written negative, so the key parses one way).
std::vector<int64_t> readingOf(const std::vector<WindowClasses>& dims, const std::vector<size_t>& cls) {
  std::vector<int64_t> key;
  for (size_t d = 0; d < cls.size(); ++d) {
    key.push_back(-1 - static_cast<int64_t>(dims[d].outputs[cls[d]].size()));
    for (int64_t o : dims[d].outputs[cls[d]]) {
      key.push_back(-1 - static_cast<int64_t>(dims[d].inputs[o].size()));
      key.insert(key.end(), dims[d].inputs[o].begin(), dims[d].inputs[o].end());
    }
  }
  return key;
}

// Classes (of one feature group) that read the same im2col matrix, in one
// gemm with their kernels side by side: a patch convolution's input
// gradient has a class per position of the patch, each reading every input
// once (256 gemms of 3 columns for a 16x16 patch to 3 channels, now one).
template <class C>
void convolveClasses(const ConvGeometry& g, const std::vector<DilatedClass<C>>& classes, C* out) {
  const DilatedClass<C>& first = classes.front();
  const int64_t of = g.outFeatures, width = static_cast<int64_t>(classes.size()) * of;
  const int64_t rows = first.rows(), cols = first.cols();
  Buffer<C> kernels = Buffer<C>::forOverwrite(cols * width);  // every row of every class copied in
  for (size_t i = 0; i < classes.size(); ++i)
    for (int64_t r = 0; r < cols; ++r)
      std::copy_n(classes[i].kernelRows() + r * of, of, kernels.data() + r * width + static_cast<int64_t>(i) * of);
  const int64_t chunk = std::clamp<int64_t>(kIm2colChunkElements / std::max<int64_t>({cols, width, 1}), 1,
                                            std::max<int64_t>(rows, 1));
  Buffer<C> a = Buffer<C>::forOverwrite(chunk * cols), staging = Buffer<C>::forOverwrite(chunk * width);
  for (int64_t r0 = 0; r0 < rows; r0 += chunk) {
    const int64_t r1 = std::min(rows, r0 + chunk);
    first.fillRows(r0, r1, 0, a.data());
    if (cols > 0)
      gemm(GemmShape{r1 - r0, width, cols, false, false, cols, width, width}, a.data(), kernels.data(), staging.data());
    else
      std::fill(staging.data(), staging.data() + (r1 - r0) * width, C(0));  // no element in any window
    for (size_t i = 0; i < classes.size(); ++i)
      for (int64_t r = r0; r < r1; ++r)
        std::copy_n(staging.data() + (r - r0) * width + static_cast<int64_t>(i) * of, of,
                    out + classes[i].outputRow(r) * of);
  }
}

// The convolution with lhs dilation, each class of output positions on its
// own (with one feature group, classes that read alike together), the holes
// and padding left out: exact when the kernel is finite (the products left
// out are zeros, and every sum starts at +0).
template <class C>
void convolveDilated(const ConvGeometry& g, const C* lhs, const C* kernel, C* out) {
  std::vector<WindowClasses> dims;
  Shape classCounts;
  for (size_t d = 0; d < g.outSpatial.size(); ++d) {
    dims.push_back(windowClasses(g, d));
    classCounts.push_back(static_cast<int64_t>(dims.back().kernel.size()));
  }
  if (g.groups == 1 && g.outPerGroup > 0) {
    std::map<std::vector<int64_t>, std::vector<DilatedClass<C>>> byReading;
    for (IndexIterator it(classCounts); !it.done(); it.next()) {
      const std::vector<size_t> cls(it.index().begin(), it.index().end());
      byReading[readingOf(dims, cls)].emplace_back(g, dims, cls, lhs, kernel);
    }
    for (const auto& [reading, classes] : byReading) convolveClasses(g, classes, out);
    return;
  }
  for (IndexIterator it(classCounts); !it.done(); it.next()) {
    const DilatedClass<C> cls(g, dims, std::vector<size_t>(it.index().begin(), it.index().end()), lhs, kernel);
    const int64_t rows = cls.rows(), cols = std::max<int64_t>(cls.cols(), 1);
    const int64_t chunk = std::clamp<int64_t>(kIm2colChunkElements / cols, 1, std::max<int64_t>(rows, 1));
    Buffer<C> a = Buffer<C>::forOverwrite(chunk * cols);
    Buffer<C> staging = Buffer<C>::forOverwrite(chunk * g.outPerGroup);
    for (int64_t group = 0; group < g.groups && g.outPerGroup > 0; ++group)
      for (int64_t r0 = 0; r0 < rows; r0 += chunk)
        cls.convolve(r0, std::min(rows, r0 + chunk), group, a.data(), staging.data(), out);
  }
}

// ---- feature-major layouts (NCHW): one gemm per image, no transposes -----------------

// Whether the input and the output are both laid out [batch, feature,
// spatial...] (NCHW): then each image's result, [features, positions], is
// kernel^T [features, window] x cols [window, positions], read from the
// input and written to the output in their own layouts.
bool featureMajor(const ConvolutionConfig& c) {
  auto batchFeatureSpatial = [](int64_t batch, int64_t feature, const std::vector<int64_t>& spatial) {
    if (batch != 0 || feature != 1) return false;
    for (size_t d = 0; d < spatial.size(); ++d)
      if (spatial[d] != static_cast<int64_t>(d) + 2) return false;
    return true;
  };
  return batchFeatureSpatial(c.inputBatchDimension, c.inputFeatureDimension, c.inputSpatialDimensions) &&
         batchFeatureSpatial(c.outputBatchDimension, c.outputFeatureDimension, c.outputSpatialDimensions);
}

// Whether every output position reads the input position of its own index
// (a 1x1 window at stride 1, no padding, dilation or reversal): the image
// itself is its im2col matrix.
bool readsInPlace(const ConvGeometry& g) {
  for (size_t d = 0; d < g.outSpatial.size(); ++d)
    if (g.kernelSpatial[d] != 1 || g.outSpatial[d] != g.inSpatial[d] || g.inputIndex(d, 0, 0) != 0 ||
        (g.outSpatial[d] > 1 && g.inputIndex(d, 1, 0) != 1))
      return false;
  return true;
}

// The im2col matrix of one image by columns: row (kernel position k,
// feature i) holds, for output positions [p0, p1), the input at the window
// position k of each, or 0 on padding or a hole. Rows in the spec's order
// of the contraction: spatial dims, then input features.
template <class C>
class ColumnIm2col {
 public:
  ColumnIm2col(const ConvGeometry& g)
      : g_(g), windows_(g), taps_(product(g.kernelSpatial)), outCount_(product(g.outSpatial)) {
    if (taps_ * outCount_ <= kMaxOffsetTable) {  // shared by every image
      table_.resize(static_cast<size_t>(taps_ * outCount_));
      for (int64_t k = 0; k < taps_; ++k)
        for (int64_t p = 0; p < outCount_; ++p) table_[k * outCount_ + p] = windows_.offset(p, k);
    }
  }

  int64_t rows() const { return taps_ * g_.inFeatures; }

  // Fills [rows(), p1 - p0] from `image`, the group's first feature plane.
  void fill(const C* image, int64_t p0, int64_t p1, C* dst, std::vector<int64_t>& scratch) const {
    const int64_t width = p1 - p0, inCount = product(g_.inSpatial);
    for (int64_t k = 0; k < taps_; ++k) {
      const int64_t* at = offsets(k, p0, p1, scratch);
      for (int64_t i = 0; i < g_.inFeatures; ++i) {
        const C* plane = image + i * inCount;
        C* row = dst + (k * g_.inFeatures + i) * width;
        for (int64_t j = 0; j < width; ++j) row[j] = at[j] < 0 ? C(0) : plane[at[j]];
      }
    }
  }

  // The input offsets output positions [p0, p1) read at kernel position k
  // (-1 on padding or a hole): the table's, or computed into `scratch`.
  const int64_t* offsets(int64_t k, int64_t p0, int64_t p1, std::vector<int64_t>& scratch) const {
    if (!table_.empty()) return table_.data() + k * outCount_ + p0;
    scratch.resize(static_cast<size_t>(p1 - p0));
    for (int64_t p = p0; p < p1; ++p) scratch[p - p0] = windows_.offset(p, k);
    return scratch.data();
  }

 private:
  // At most this many (kernel position, output position) offsets are kept.
  static constexpr int64_t kMaxOffsetTable = int64_t{1} << 22;

  const ConvGeometry& g_;
  WindowTable windows_;
  int64_t taps_, outCount_;
  std::vector<int64_t> table_;
};

// out[n, group's features, positions] for every image n and group, in
// tasks of one image, group and chunk of positions (each its own outputs,
// its chunks fixed by the sizes: the bits do not depend on the threads).
template <class C>
void convolveFeatureMajor(const ConvGeometry& g, const C* lhs, const C* kernel, C* out) {
  const ColumnIm2col<C> im2col(g);
  const int64_t positions = product(g.outSpatial), rows = im2col.rows(), inCount = product(g.inSpatial);
  const int64_t features = g.inFeatures * g.c.featureGroupCount;
  const bool inPlace = readsInPlace(g);
  const int64_t chunk = std::clamp<int64_t>(kIm2colChunkElements / std::max<int64_t>(rows, 1), 1,
                                            std::max<int64_t>(positions, 1));
  const int64_t chunks = (positions + chunk - 1) / chunk, tasks = g.batch * g.groups * chunks;
  parallelFor(tasks, 1, [&](int64_t t0, int64_t t1) {
    Buffer<C> cols = Buffer<C>::forOverwrite(inPlace ? 0 : rows * chunk);  // filled before each use
    std::vector<int64_t> offsets;
    for (int64_t t = t0; t < t1; ++t) {
      const int64_t n = t / (g.groups * chunks), group = t / chunks % g.groups, p0 = t % chunks * chunk;
      const int64_t p1 = std::min(positions, p0 + chunk);
      const C* image = lhs + ((g.batchOffset(group) + n) * features + g.featureOffset(group)) * inCount;
      const C* b = image + p0;
      int64_t ldb = inCount;
      if (!inPlace) {
        im2col.fill(image, p0, p1, cols.data(), offsets);
        b = cols.data(), ldb = p1 - p0;
      }
      gemm(GemmShape{g.outPerGroup, p1 - p0, rows, true, false, g.outFeatures, ldb, positions}, kernel + group * g.outPerGroup,
           b, out + (n * g.outFeatures + group * g.outPerGroup) * positions + p0);
    }
  });
}

template <class C>
bool isFinite(const C* data, int64_t n) {
  if constexpr (std::is_same_v<C, float> || std::is_same_v<C, double>)
    return allFinite(data, n);
  else
    return true;  // integers and booleans
}

bool hasLhsDilation(const ConvolutionConfig& c) {
  return std::any_of(c.lhsDilation.begin(), c.lhsDilation.end(), [](int64_t l) { return l > 1; });
}

// An operand in the compute type C and the dim order `order`: the tensor's
// own buffer when it already is (no conversion, no permutation), else a copy.
template <class C, class R>
struct PackedOperand {
  const C* data = nullptr;
  Buffer<C> storage;

  PackedOperand(const Tensor& t, const std::vector<int64_t>& order, ElementType resultElement) {
    if constexpr (std::is_same_v<C, R>) {
      if (t.elementType() == resultElement && isIdentityOrder(order)) {
        data = t.data<C>();
        return;
      }
    }
    storage = packPermuted<C, R>(t, resultElement, order);
    data = storage.data();
  }
};

// Canonical [batch, out spatial..., features] -> the result's layout, walked
// in the result's order (a tiled, parallel copy when nothing is converted).
template <class R, class C>
void storeResult(const C* out, const ConvolutionConfig& c, Tensor& result) {
  const std::vector<int64_t> order = convolutionOutputDims(c);
  Shape canonical;
  for (int64_t d : order) canonical.push_back(result.shape()[d]);
  const std::vector<int64_t> canonicalStrides = rowMajorStrides(canonical);
  std::vector<int64_t> map(order.size());  // result dim -> stride in `out`
  for (size_t j = 0; j < order.size(); ++j) map[order[j]] = canonicalStrides[j];
  if constexpr (std::is_same_v<C, R> && std::is_floating_point_v<R>) {
    StridedCopy(result.shape(), map, rowMajorStrides(result.shape()), sizeof(R))
        .run(reinterpret_cast<const uint8_t*>(out), 0, result.rawData(), 0);
  } else {
    R* dst = result.data<R>();
    parallelForEachMapped(result.shape(), map,
                          [&](int64_t i, int64_t m) { dst[i] = convertElement<R>(out[m]); });
  }
}

// For one kernel position, the output positions whose input is an element,
// as runs of consecutive positions reading consecutive inputs (a row of a
// stride-1 window): output [p, p + length) reads input [q, q + length).
struct WindowRun {
  int64_t p, q, length;
};

std::vector<WindowRun> windowRuns(const int64_t* offsets, int64_t positions) {
  std::vector<WindowRun> runs;
  for (int64_t p = 0; p < positions; ++p) {
    if (offsets[p] < 0) continue;
    if (!runs.empty() && runs.back().p + runs.back().length == p &&
        runs.back().q + runs.back().length == offsets[p])
      ++runs.back().length;
    else
      runs.push_back({p, offsets[p], 1});
  }
  return runs;
}

// The direct loop of feature-grouped convolutions in NCHW: each output
// plane (image n, feature o) a stencil over its group's input planes, for
// each kernel position (row-major) then input feature, summed sequentially
// and unfused as directGrouped does. A finite weight adds its runs of
// elements (padding and holes would add +-0, which changes no sum that
// starts at +0); a weight that is not finite adds 0 * w there as written.
template <class C>
void directGroupedFeatureMajor(const ConvGeometry& g, const C* lhs, const C* kernel, C* out) {
  const ColumnIm2col<C> windows(g);
  const int64_t positions = product(g.outSpatial), taps = product(g.kernelSpatial), inCount = product(g.inSpatial);
  const int64_t fi = g.inFeatures, of = g.outFeatures, features = fi * g.c.featureGroupCount;
  std::vector<std::vector<int64_t>> offsets(static_cast<size_t>(taps));  // per kernel position, per output position
  std::vector<std::vector<WindowRun>> runs;
  for (int64_t k = 0; k < taps; ++k) {
    std::vector<int64_t> scratch;
    const int64_t* at = windows.offsets(k, 0, positions, scratch);
    offsets[k].assign(at, at + positions);
    runs.push_back(windowRuns(at, positions));
  }
  parallelFor(g.batch * of, chunkFor(positions * taps * fi, kIm2colFillWork), [&](int64_t t0, int64_t t1) {
    for (int64_t t = t0; t < t1; ++t) {
      const int64_t n = t / of, o = t % of, group = o / g.outPerGroup;
      C* acc = out + t * positions;
      std::fill(acc, acc + positions, C(0));
      for (int64_t k = 0; k < taps; ++k)
        for (int64_t i = 0; i < fi; ++i) {
          const C* plane = lhs + (n * features + group * fi + i) * inCount;
          const C w = kernel[(k * fi + i) * of + o];
          if constexpr (std::is_same_v<C, float> || std::is_same_v<C, double>) {
            if (std::isfinite(w))
              for (const WindowRun& r : runs[k]) multiplyAddScaled(acc + r.p, w, plane + r.q, r.length);
            else
              multiplyAddGathered(acc, plane, offsets[k].data(), w, positions);
          } else {
            const int64_t* at = offsets[k].data();
            for (int64_t p = 0; p < positions; ++p) acc[p] = multiplyAdd(acc[p], at[p] < 0 ? C(0) : plane[at[p]], w);
          }
        }
    }
  });
}

// An NCHW convolution, grouped (the direct loop) or not (a gemm per image),
// into the result's own layout (converted after when C is not R).
template <class R, class C>
void featureMajorConvolution(const Tensor& lhs, const C* kernel, const ConvGeometry& g, Tensor& result) {
  std::vector<int64_t> inOrder(static_cast<size_t>(lhs.rank()));  // [b, f, spatial...]: its own
  for (size_t d = 0; d < inOrder.size(); ++d) inOrder[d] = static_cast<int64_t>(d);
  const PackedOperand<C, R> l(lhs, inOrder, result.elementType());
  auto run = [&](C* out) {
    if (runsDirect(g))
      directGroupedFeatureMajor(g, l.data, kernel, out);
    else
      convolveFeatureMajor(g, l.data, kernel, out);
  };
  if constexpr (std::is_same_v<C, R>) {
    run(result.data<R>());
  } else {
    Buffer<C> staging = Buffer<C>::forOverwrite(result.numElements());  // every element is computed
    run(staging.data());
    R* dst = result.data<R>();
    parallelFor(result.numElements(), int64_t{1} << 16, [&](int64_t i0, int64_t i1) {
      for (int64_t i = i0; i < i1; ++i) dst[i] = convertElement<R>(staging[i]);
    });
  }
}

template <class R>
void im2colGemm(const Tensor& lhs, const Tensor& rhs, const ConvolutionConfig& c,
                const ConvGeometry& g, Tensor& result) {
  using C = ComputeType<R>;
  const PackedOperand<C, R> k(rhs, convolutionKernelDims(c), result.elementType());
  const bool kernelFinite = isFinite(k.data, rhs.numElements());
  const bool dilated = hasLhsDilation(c) && kernelFinite;
  if (featureMajor(c) && (runsDirect(g) || !dilated)) return featureMajorConvolution<R>(lhs, k.data, g, result);
  const PackedOperand<C, R> l(lhs, convolutionInputDims(c), result.elementType());
  // The gemm writes the result in place when its layout is canonical.
  const bool direct = std::is_same_v<C, R> && isIdentityOrder(convolutionOutputDims(c));
  Buffer<C> staging = Buffer<C>::forOverwrite(direct ? 0 : result.numElements());  // every element is computed
  C* out = direct ? reinterpret_cast<C*>(result.data<R>()) : staging.data();
  const Im2col<C> im2col(g, l.data);
  if (runsDirect(g)) {
    directGrouped(g, im2col, k.data, kernelFinite, out);
  } else if (dilated) {
    convolveDilated(g, l.data, k.data, out);
  } else if (g.outPerGroup > 0) {
    for (int64_t group = 0; group < g.groups; ++group) convolveGroup(g, im2col, k.data, group, out);
  }
  if (!direct) storeResult<R>(out, c, result);
}

template <class Run>
Tensor runConvolution(const Tensor& lhs, const Tensor& rhs, const ConvolutionConfig& c,
                      ElementType resultElement, Run&& run) {
  Shape shape;
  (void)checkConvolution(lhs.shape(), rhs.shape(), c, &shape);
  Tensor result = Tensor::uninitialized(TensorType{shape, resultElement});
  const ConvGeometry g(lhs.shape(), rhs.shape(), shape, c);
  dispatchElementType(resultElement, [&](auto tag) { run(tag, g, result); });
  return result;
}

}  // namespace

Tensor convolution(const Tensor& lhs, const Tensor& rhs, const ConvolutionConfig& c,
                   ElementType resultElement) {
  return runConvolution(lhs, rhs, c, resultElement,
                        [&](auto tag, const ConvGeometry& g, Tensor& r) {
                          im2colGemm<typename decltype(tag)::type>(lhs, rhs, c, g, r);
                        });
}

namespace {

// ---- operands as views: folding deferred pads and transposes -------------------------

bool isFiniteTensor(const Tensor& t) {
  return dispatchElementType(t.elementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* p = t.data<T>();
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      return allFinite(p, t.numElements());
    } else if constexpr (std::is_integral_v<T>) {
      return true;
    } else if constexpr (kIsComplexElement<T>) {
      for (int64_t i = 0; i < t.numElements(); ++i)
        if (!std::isfinite(p[i].real()) || !std::isfinite(p[i].imag())) return false;
      return true;
    } else {  // f16, bf16
      for (int64_t i = 0; i < t.numElements(); ++i)
        if (!std::isfinite(static_cast<float>(p[i]))) return false;
      return true;
    }
  });
}

// Whether `view`'s pad can fold into a convolution operand whose non-spatial
// dims are `a` and `b` (source dims): value zero, nothing added to a or b,
// nothing dropped anywhere.
bool foldablePad(const DeferredOperand& view, int64_t a, int64_t b) {
  if (!view.padsWithZero() || !view.padsNothingOn(a) || !view.padsNothingOn(b)) return false;
  for (size_t d = 0; d < view.low.size(); ++d)
    if (view.low[d] < 0 || view.high[d] < 0) return false;
  return true;
}

// Renames an operand's two non-spatial dims and its spatial dims through a
// deferred transpose (view dim d is source dim p[d]).
void renameDims(const std::vector<int64_t>& p, int64_t& a, int64_t& b, std::vector<int64_t>& spatial) {
  a = p[a];
  b = p[b];
  for (int64_t& d : spatial) d = p[d];
}

// to += a * b, false (and `to` unspecified) when that overflows int64.
bool addProduct(int64_t& to, int64_t a, int64_t b) {
  int64_t product = 0;
  return !__builtin_mul_overflow(a, b, &product) && !__builtin_add_overflow(to, product, &to);
}

// The input view folded into `c`: the padded source's element j sits at
// low + j (interior + 1), which lhs dilation l turns into l low + j l (interior + 1).
Tensor foldInput(const DeferredOperand& view, ConvolutionConfig& c) {
  ConvolutionConfig f = c;
  renameDims(view.permutation, f.inputBatchDimension, f.inputFeatureDimension, f.inputSpatialDimensions);
  if (view.padded()) {
    if (!foldablePad(view, f.inputBatchDimension, f.inputFeatureDimension)) return view.materialize();
    for (size_t i = 0; i < f.inputSpatialDimensions.size(); ++i) {
      const int64_t s = f.inputSpatialDimensions[i], l = c.lhsDilation[i];
      f.lhsDilation[i] = l;  // l (interior + 1)
      if (!addProduct(f.lhsDilation[i], l, view.interior[s]) ||
          !addProduct(f.paddingLow[i], l, view.low[s]) || !addProduct(f.paddingHigh[i], l, view.high[s]))
        return view.materialize();
    }
  }
  c = std::move(f);
  return view.source;
}

// The kernel view folded into `c`: kernel position low + j (interior + 1)
// meets input p + (low + j (interior + 1)) r, so rhs dilation becomes
// r (interior + 1) and the padding shrinks by r low (by r high at the end; a
// reversed dim swaps the two). Only when `input` is finite.
Tensor foldKernel(const DeferredOperand& view, ConvolutionConfig& c, const Tensor& input) {
  ConvolutionConfig f = c;
  renameDims(view.permutation, f.kernelInputFeatureDimension, f.kernelOutputFeatureDimension,
             f.kernelSpatialDimensions);
  if (view.padded()) {
    if (!foldablePad(view, f.kernelInputFeatureDimension, f.kernelOutputFeatureDimension) ||
        !isFiniteTensor(input))
      return view.materialize();
    for (size_t i = 0; i < f.kernelSpatialDimensions.size(); ++i) {
      const int64_t s = f.kernelSpatialDimensions[i], r = c.rhsDilation[i];
      const int64_t first = c.windowReversal[i] ? view.high[s] : view.low[s],
                    last = c.windowReversal[i] ? view.low[s] : view.high[s];
      f.rhsDilation[i] = r;  // r (interior + 1)
      if (!addProduct(f.rhsDilation[i], r, view.interior[s]) ||
          !addProduct(f.paddingLow[i], -r, first) || !addProduct(f.paddingHigh[i], -r, last))
        return view.materialize();
    }
  }
  c = std::move(f);
  return view.source;
}

}  // namespace

double convolutionFlops(const Shape& lhs, const Shape& rhs, const ConvolutionConfig& c) {
  Shape shape;
  if (checkConvolution(lhs, rhs, c, &shape)) return 0;
  const ConvGeometry g(lhs, rhs, shape, c);
  double products = static_cast<double>(g.batch) * static_cast<double>(g.outFeatures) *
                    static_cast<double>(g.inFeatures);
  for (size_t d = 0; d < g.outSpatial.size(); ++d) {
    int64_t met = 0;  // (output, kernel) position pairs on an input element
    for (int64_t o = 0; o < g.outSpatial[d]; ++o)
      for (int64_t k = 0; k < g.kernelSpatial[d]; ++k) met += g.inputIndex(d, o, k) >= 0;
    products *= static_cast<double>(met);
  }
  return 2 * products;
}

Tensor convolution(const DeferredOperand& lhs, const DeferredOperand& rhs, ConvolutionConfig c,
                   ElementType resultElement, double* flops) {
  const Tensor input = foldInput(lhs, c);
  const Tensor kernel = foldKernel(rhs, c, input);
  if (flops) *flops = convolutionFlops(input.shape(), kernel.shape(), c);
  return convolution(input, kernel, c, resultElement);
}

Tensor convolutionReference(const Tensor& lhs, const Tensor& rhs, const ConvolutionConfig& c,
                            ElementType resultElement) {
  return runConvolution(lhs, rhs, c, resultElement,
                        [&](auto tag, const ConvGeometry& g, Tensor& r) {
                          referenceLoop<typename decltype(tag)::type>(lhs, rhs, c, g, r);
                        });
}

}  // namespace partir
