// StableHLO spec "convolution": validation, the im2col + gemm path and the
// direct reference loop (declared in interp/kernels/linalg.h).
#include <algorithm>

#include "interp/kernels/blas.h"
#include "interp/kernels/linalg.h"
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

template <class C>
class Im2col {
 public:
  // `lhs` is the input in the canonical [batch, spatial..., features] layout.
  Im2col(const ConvGeometry& g, const C* lhs) : g_(g), lhs_(lhs) {
    const size_t s = g.inSpatial.size();
    inSpatialStrides_ = rowMajorStrides(g.inSpatial);
    outSpatialStrides_ = rowMajorStrides(g.outSpatial);
    outCount_ = product(g.outSpatial);
    inCount_ = product(g.inSpatial);
    features_ = g.inFeatures * (g.c.featureGroupCount);
    table_.resize(s);
    for (size_t d = 0; d < s; ++d)
      for (int64_t o = 0; o < g.outSpatial[d]; ++o)
        for (int64_t k = 0; k < g.kernelSpatial[d]; ++k) table_[d].push_back(g.inputIndex(d, o, k));
  }

  int64_t rows() const { return g_.batch * outCount_; }
  int64_t cols() const { return product(g_.kernelSpatial) * g_.inFeatures; }

  // Writes row `r` (batch n, output position p) of group `group`'s im2col
  // matrix: for each kernel position, the group's input features there.
  // `offsets` and `scratch` are the caller's (one pair per thread).
  void fillRow(int64_t r, int64_t group, C* dst, std::vector<int64_t>& offsets,
               std::vector<int64_t>& scratch) const {
    const int64_t n = g_.batchOffset(group) + r / outCount_;
    int64_t pos = r % outCount_;
    // Kernel positions expand one spatial dim at a time, row-major.
    offsets.assign(1, 0);
    for (size_t d = 0; d < g_.outSpatial.size(); ++d) {
      scratch.clear();
      const int64_t o = pos / outSpatialStrides_[d];
      pos %= outSpatialStrides_[d];
      const int64_t* row = table_[d].data() + o * g_.kernelSpatial[d];
      for (int64_t base : offsets)
        for (int64_t k = 0; k < g_.kernelSpatial[d]; ++k)
          scratch.push_back(base < 0 || row[k] < 0 ? -1 : base + row[k] * inSpatialStrides_[d]);
      offsets.swap(scratch);
    }
    const int64_t f0 = g_.featureOffset(group);
    for (int64_t off : offsets) {
      if (off < 0)
        std::fill(dst, dst + g_.inFeatures, C(0));
      else
        std::copy_n(lhs_ + (n * inCount_ + off) * features_ + f0, g_.inFeatures, dst);
      dst += g_.inFeatures;
    }
  }

  // Rows [r0, r1) into `dst`, in parallel: each row is its own.
  void fillRows(int64_t r0, int64_t r1, int64_t group, C* dst) const {
    const int64_t cols = this->cols();
    parallelFor(r1 - r0, chunkFor(cols, kIm2colFillWork), [&](int64_t b, int64_t e) {
      std::vector<int64_t> offsets, scratch;
      for (int64_t r = b; r < e; ++r) fillRow(r0 + r, group, dst + r * cols, offsets, scratch);
    });
  }

 private:
  const ConvGeometry& g_;
  const C* lhs_;
  std::vector<int64_t> inSpatialStrides_, outSpatialStrides_;
  int64_t outCount_ = 0, inCount_ = 0, features_ = 0;
  std::vector<std::vector<int64_t>> table_;
};

// out[r, group's features] = im2col(group) * kernel[:, group's features], with
// `kernel` the canonical [spatial..., in features, out features] copy and
// `out` the canonical [batch, out spatial..., out features] result. Row
// chunks depend on the sizes only, and the gemm splits no sum across
// threads, so results do not depend on the thread count.
template <class C>
void convolveGroup(const ConvGeometry& g, const Im2col<C>& im2col, const C* kernel, int64_t group,
                   C* out) {
  const int64_t rows = im2col.rows(), cols = im2col.cols();
  const int64_t chunk = std::clamp<int64_t>(kIm2colChunkElements / std::max<int64_t>(cols, 1), 1,
                                            std::max<int64_t>(rows, 1));
  Buffer<C> a = Buffer<C>::forOverwrite(chunk * cols);  // fillRows writes every row it multiplies
  for (int64_t r0 = 0; r0 < rows; r0 += chunk) {
    const int64_t r1 = std::min(rows, r0 + chunk);
    im2col.fillRows(r0, r1, group, a.data());
    GemmShape s{r1 - r0, g.outPerGroup, cols, false, false, cols, g.outFeatures, g.outFeatures};
    gemm(s, a.data(), kernel + group * g.outPerGroup,
         out + r0 * g.outFeatures + group * g.outPerGroup);
  }
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

template <class R>
void im2colGemm(const Tensor& lhs, const Tensor& rhs, const ConvolutionConfig& c,
                const ConvGeometry& g, Tensor& result) {
  using C = ComputeType<R>;
  const PackedOperand<C, R> l(lhs, convolutionInputDims(c), result.elementType());
  const PackedOperand<C, R> k(rhs, convolutionKernelDims(c), result.elementType());
  // The gemm writes the result in place when its layout is canonical.
  const bool direct = std::is_same_v<C, R> && isIdentityOrder(convolutionOutputDims(c));
  Buffer<C> staging(direct ? 0 : result.numElements());
  C* out = direct ? reinterpret_cast<C*>(result.data<R>()) : staging.data();
  const Im2col<C> im2col(g, l.data);
  if (g.outPerGroup > 0)
    for (int64_t group = 0; group < g.groups; ++group)
      convolveGroup(g, im2col, k.data, group, out);
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

Tensor convolutionReference(const Tensor& lhs, const Tensor& rhs, const ConvolutionConfig& c,
                            ElementType resultElement) {
  return runConvolution(lhs, rhs, c, resultElement,
                        [&](auto tag, const ConvGeometry& g, Tensor& r) {
                          referenceLoop<typename decltype(tag)::type>(lhs, rhs, c, g, r);
                        });
}

}  // namespace partir
