#include "interp/kernels/linalg.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "interp/index_space.h"
#include "interp/kernels.h"
#include "interp/kernels/data_movement.h"
#include "interp/kernels/elementwise.h"
#include "interp/kernels/blas.h"
#include "interp/kernels/vector_loops.h"
#include "interp/thread_pool.h"

namespace partir {

// ---- dot_general ------------------------------------------------------------------

namespace {

int64_t sizeOf(const Shape& shape, const std::vector<int64_t>& dims) {
  int64_t n = 1;
  for (int64_t d : dims) n *= shape[d];
  return n;
}

std::vector<int64_t> join(std::vector<int64_t> a, const std::vector<int64_t>& b,
                          const std::vector<int64_t>& c) {
  a.insert(a.end(), b.begin(), b.end());
  a.insert(a.end(), c.begin(), c.end());
  return a;
}

// One operand of a batched product as [batch, rows, cols] matrices in the
// compute type: a strided view of the tensor's own buffer when it needs no
// conversion and its rows and cols dims each merge into one strided dim,
// one of them contiguous (`transposed` when the rows are), else a packed
// copy. Matrix i starts at data + offsets[i]; `ld` is its leading stride.
template <class C>
struct MatrixOperand {
  const C* data = nullptr;
  bool transposed = false;
  int64_t ld = 0;
  std::vector<int64_t> offsets;
  Buffer<C> storage;
};

// The stride of `dims` merged into one dim of t (0 when empty or all of size
// 1), or -1 when they do not merge (not nested row-major in that order).
int64_t mergedStride(const Shape& shape, const std::vector<int64_t>& strides,
                     const std::vector<int64_t>& dims) {
  int64_t stride = 0, extent = 0;
  for (auto it = dims.rbegin(); it != dims.rend(); ++it) {
    if (shape[*it] == 1) continue;
    if (stride == 0)
      stride = strides[*it];
    else if (strides[*it] != extent)
      return -1;
    extent = strides[*it] * shape[*it];
  }
  return stride;
}

// The offset of each batch matrix: batch dims row-major in `batch` order.
std::vector<int64_t> batchOffsets(const Shape& shape, const std::vector<int64_t>& strides,
                                  const std::vector<int64_t>& batch) {
  Shape sizes;
  std::vector<int64_t> map;
  for (int64_t d : batch) {
    sizes.push_back(shape[d]);
    map.push_back(strides[d]);
  }
  std::vector<int64_t> out(static_cast<size_t>(product(sizes)));
  forEachMapped(sizes, map, [&](int64_t i, int64_t o) { out[i] = o; });
  return out;
}

// Sets a strided view of `t` in `m` if the layout allows one (see MatrixOperand).
template <class C>
bool stridedView(const Tensor& t, const std::vector<int64_t>& batch,
                 const std::vector<int64_t>& rows, const std::vector<int64_t>& cols,
                 MatrixOperand<C>& m) {
  const std::vector<int64_t> strides = rowMajorStrides(t.shape());
  const int64_t rs = mergedStride(t.shape(), strides, rows),
                cs = mergedStride(t.shape(), strides, cols);
  const int64_t nr = sizeOf(t.shape(), rows), nc = sizeOf(t.shape(), cols);
  if (rs < 0 || cs < 0) return false;
  if (cs <= 1 && rs >= nc) {
    m.ld = std::max<int64_t>(rs, nc);
  } else if (rs <= 1 && cs >= nr) {
    m.transposed = true;
    m.ld = std::max<int64_t>(cs, nr);
  } else {
    return false;
  }
  m.data = t.data<C>();
  m.offsets = batchOffsets(t.shape(), strides, batch);
  return true;
}

template <class C, class R>
MatrixOperand<C> matrixOperand(const Tensor& t, ElementType resultElement,
                               const std::vector<int64_t>& batch, const std::vector<int64_t>& rows,
                               const std::vector<int64_t>& cols) {
  MatrixOperand<C> m;
  if constexpr (std::is_same_v<C, R>)
    if (t.elementType() == resultElement && stridedView(t, batch, rows, cols, m)) return m;
  const int64_t nr = sizeOf(t.shape(), rows), nc = sizeOf(t.shape(), cols);
  // Packed as [batch, cols, rows], read transposed, when the rows hold the
  // tensor's innermost dim: the copy (a conversion, mostly) then reads
  // along rows of memory instead of across them (a transposed bf16 weight).
  m.transposed = !rows.empty() && rows.back() == t.rank() - 1;
  m.storage = packPermuted<C, R>(t, resultElement, m.transposed ? join(batch, cols, rows) : join(batch, rows, cols));
  m.data = m.storage.data();
  m.ld = m.transposed ? nr : nc;
  m.offsets.resize(static_cast<size_t>(sizeOf(t.shape(), batch)));
  for (size_t i = 0; i < m.offsets.size(); ++i) m.offsets[i] = static_cast<int64_t>(i) * nr * nc;
  return m;
}

// One operand of a product: its dims by role, each list in the order the
// product pairs them (free dims in the order the result lists them).
struct DotOperand {
  Tensor t;
  std::vector<int64_t> batch, free, contracting;
};

// A few rows against a large bf16 matrix (a language model's tokens against
// its weights): the matrix is read in place, widened as it is read
// (interp/kernels/vector_loops.h), not packed into a float copy twice its
// size. Columns run in parallel chunks, each output summed by one thread in
// a fixed order, so the bits do not depend on the threads.
constexpr int64_t kFewRows = 16;
constexpr int64_t kLargeMatrix = int64_t{1} << 18;  // elements

template <class R>
bool fewRowsByBf16Matrix(const DotOperand& lhs, const DotOperand& rhs, const GemmShape& s, int64_t batch,
                         ComputeType<R>* out) {
  if constexpr (!std::is_same_v<R, BFloat16>) {
    return false;
  } else {
    if (s.m > kFewRows || s.n * s.k < kLargeMatrix || rhs.t.elementType() != ElementType::kBF16) return false;
    MatrixOperand<R> b;
    if (!stridedView(rhs.t, rhs.batch, rhs.contracting, rhs.free, b)) return false;
    const Buffer<float> a = packPermuted<float, R>(lhs.t, ElementType::kBF16, join(lhs.batch, lhs.free, lhs.contracting));
    const auto* bits = reinterpret_cast<const uint16_t*>(b.data);
    const auto products = b.transposed ? bf16ColumnProducts : bf16RowProducts;
    for (int64_t i = 0; i < batch; ++i)
      parallelFor(s.n, std::max<int64_t>(16, (int64_t{1} << 17) / std::max<int64_t>(s.k, 1)),
                  [&](int64_t j0, int64_t j1) {
                    products(a.data() + i * s.m * s.k, s.m, s.k, bits + b.offsets[i], b.ld, out + i * s.m * s.n, s.n,
                             j0, j1);
                  });
    return true;
  }
}

template <class R>
void dotGeneralTyped(const DotOperand& lhs, const DotOperand& rhs, Tensor& result) {
  using C = ComputeType<R>;
  const ElementType e = result.elementType();
  const int64_t batch = sizeOf(lhs.t.shape(), lhs.batch), m = sizeOf(lhs.t.shape(), lhs.free),
                n = sizeOf(rhs.t.shape(), rhs.free), k = sizeOf(lhs.t.shape(), lhs.contracting);
  Buffer<C> widened(std::is_same_v<C, R> ? 0 : result.numElements());
  C* out;
  if constexpr (std::is_same_v<C, R>)
    out = result.data<R>();
  else
    out = widened.data();
  if (!fewRowsByBf16Matrix<R>(lhs, rhs, GemmShape{m, n, k}, batch, out)) {
    const MatrixOperand<C> a = matrixOperand<C, R>(lhs.t, e, lhs.batch, lhs.free, lhs.contracting);
    const MatrixOperand<C> b = matrixOperand<C, R>(rhs.t, e, rhs.batch, rhs.contracting, rhs.free);
    const GemmShape s{m, n, k, a.transposed, b.transposed, a.ld, b.ld, n};
    // Products smaller than a row block (blas.h) run side by side, about a
    // block's work per chunk; each is computed by the same gemm calls whatever
    // the threads (a chunk runs a larger product's row blocks itself).
    parallelFor(batch, chunkFor(m * n * k, kGemmBlockWork), [&](int64_t i0, int64_t i1) {
      for (int64_t i = i0; i < i1; ++i) gemm(s, a.data + a.offsets[i], b.data + b.offsets[i], out + i * m * n);
    });
  }
  if constexpr (!std::is_same_v<C, R>) {
    R* dst = result.data<R>();
    for (int64_t i = 0; i < result.numElements(); ++i) dst[i] = convertElement<R>(out[i]);
  }
}

Tensor dotOf(const DotOperand& lhs, const DotOperand& rhs, const Shape& shape, ElementType resultElement) {
  Tensor result = Tensor::uninitialized(TensorType{shape, resultElement});
  dispatchElementType(resultElement, [&](auto tag) {
    dotGeneralTyped<typename decltype(tag)::type>(lhs, rhs, result);
  });
  return result;
}

// `view`'s source with the view's roles renamed through its transpose; a
// padded view (never deferred into a dot_general) is materialized.
DotOperand dotOperand(const DeferredOperand& view, const std::vector<int64_t>& batch,
                      const std::vector<int64_t>& contracting) {
  const std::vector<int64_t> free = dotFreeDims(view.type.rank(), batch, contracting);
  if (view.padded()) return {view.materialize(), batch, free, contracting};
  auto rename = [&](const std::vector<int64_t>& dims) {
    std::vector<int64_t> out;
    for (int64_t d : dims) out.push_back(view.permutation[d]);
    return out;
  };
  return {view.source, rename(batch), rename(free), rename(contracting)};
}

}  // namespace

std::optional<std::string> checkDotGeneral(const Shape& lhs, const Shape& rhs,
                                           const DotDimensionNumbers& dims, Shape* resultShape) {
  try {
    checkDotDimensionNumbers(dims, lhs, rhs);
  } catch (const DiagnosticError& e) {
    return e.diag.message;
  }
  *resultShape = dotResultShape(dims, lhs, rhs);
  if (!elementCount(*resultShape)) return std::string("result too large");
  return std::nullopt;
}

Tensor dotGeneral(const Tensor& lhs, const Tensor& rhs, const DotDimensionNumbers& dims,
                  ElementType resultElement) {
  return dotGeneral(undeferred(lhs), undeferred(rhs), dims, resultElement);
}

Tensor dotGeneral(const DeferredOperand& lhs, const DeferredOperand& rhs,
                  const DotDimensionNumbers& dims, ElementType resultElement) {
  Shape shape;
  (void)checkDotGeneral(lhs.type.shape, rhs.type.shape, dims, &shape);
  return dotOf(dotOperand(lhs, dims.lhsBatching, dims.lhsContracting),
               dotOperand(rhs, dims.rhsBatching, dims.rhsContracting), shape, resultElement);
}

// ---- triangular_solve and cholesky ---------------------------------------------------

namespace {

// Batches of n x n (a) matrices, widened to S: double, or std::complex<double>
// for complex tensors.
template <class S>
std::vector<S> widened(const Tensor& t) {
  std::vector<S> out(static_cast<size_t>(t.numElements()));
  dispatchElementType(t.elementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* src = t.data<T>();
    for (int64_t i = 0; i < t.numElements(); ++i) out[i] = convertElement<S>(src[i]);
  });
  return out;
}

template <class S>
Tensor narrowed(const TensorType& type, const std::vector<S>& values) {
  Tensor t = Tensor::uninitialized(type);
  dispatchElementType(type.element, [&](auto tag) {
    using T = typename decltype(tag)::type;
    T* dst = t.data<T>();
    for (int64_t i = 0; i < t.numElements(); ++i) dst[i] = convertElement<T>(values[i]);
  });
  return t;
}

// The conjugate of a complex number; a real number itself.
template <class S>
S conjugate(S x) {
  if constexpr (kIsComplexElement<S>)
    return std::conj(x);
  else
    return x;
}

std::optional<std::string> checkBatchedMatrix(const TensorType& t, const char* name) {
  if (!isFloat(t.element) && !isComplex(t.element))
    return fmt::format("{} must have a floating-point or complex element type", name);
  if (t.rank() < 2) return fmt::format("{} must have rank >= 2", name);
  if (t.shape[t.rank() - 1] != t.shape[t.rank() - 2]) return fmt::format("{} must be square", name);
  return std::nullopt;
}

// op(T)[i, j] of StableHLO spec "triangular_solve": T is a's `lower` (or
// upper) triangle with a unit diagonal when `unit`, op transposes (and
// conjugates, for ADJOINT).
template <class S>
struct TriangularMatrix {
  const S* a;
  int64_t n;
  bool lower, unit, transpose, conjugated;

  S operator()(int64_t i, int64_t j) const {
    if (transpose) std::swap(i, j);
    const S v = i == j ? (unit ? S(1.0) : a[i * n + i]) : (lower ? i > j : i < j) ? a[i * n + j] : S(0.0);
    return conjugated ? conjugate(v) : v;
  }
  bool opLower() const { return lower != transpose; }
};

// Solves op(T) X = B for an n x cols B in place (forward or back substitution).
template <class S>
void solveLeft(const TriangularMatrix<S>& t, S* b, int64_t cols) {
  const int64_t n = t.n;
  for (int64_t step = 0; step < n; ++step) {
    const int64_t i = t.opLower() ? step : n - 1 - step;
    for (int64_t j = 0; j < n; ++j) {
      if (t.opLower() ? j >= i : j <= i) continue;
      const S f = t(i, j);
      for (int64_t c = 0; c < cols; ++c) b[i * cols + c] -= f * b[j * cols + c];
    }
    for (int64_t c = 0; c < cols; ++c) b[i * cols + c] /= t(i, i);
  }
}

// Solves X op(T) = B for a rows x n B in place: x_i depends on the x_j with
// op(T)[j, i] != 0.
template <class S>
void solveRight(const TriangularMatrix<S>& t, S* b, int64_t rows) {
  const int64_t n = t.n;
  for (int64_t step = 0; step < n; ++step) {
    const int64_t i = t.opLower() ? n - 1 - step : step;
    for (int64_t j = 0; j < n; ++j) {
      if (t.opLower() ? j <= i : j >= i) continue;
      const S f = t(j, i);
      for (int64_t r = 0; r < rows; ++r) b[r * n + i] -= b[r * n + j] * f;
    }
    for (int64_t r = 0; r < rows; ++r) b[r * n + i] /= t(i, i);
  }
}

template <class S>
Tensor solveIn(const Tensor& a, const Tensor& b, bool leftSide, bool lower, bool unitDiagonal,
               Transpose transposeA) {
  const int64_t r = a.rank(), n = a.shape()[r - 1];
  const int64_t rows = b.shape()[r - 2], cols = b.shape()[r - 1];
  const std::vector<S> av = widened<S>(a);
  std::vector<S> x = widened<S>(b);
  const int64_t batches = n == 0 ? 0 : static_cast<int64_t>(av.size()) / (n * n);
  for (int64_t i = 0; i < batches; ++i) {
    const TriangularMatrix<S> t{av.data() + i * n * n, n, lower, unitDiagonal,
                                transposeA != Transpose::kNoTranspose, transposeA == Transpose::kAdjoint};
    if (leftSide)
      solveLeft(t, x.data() + i * rows * cols, cols);
    else
      solveRight(t, x.data() + i * rows * cols, rows);
  }
  return narrowed(b.type(), x);
}

// L with L·L^H = a (L^H·L for the upper triangle), read from a's `lower`
// (or upper) triangle.
template <class S>
Tensor choleskyIn(const Tensor& a, bool lower) {
  const int64_t n = a.shape()[a.rank() - 1];
  const std::vector<S> av = widened<S>(a);
  std::vector<S> out(av.size(), S(0.0));
  const int64_t batches = n == 0 ? 0 : static_cast<int64_t>(av.size()) / (n * n);
  for (int64_t b = 0; b < batches; ++b) {
    const S* m = av.data() + b * n * n;
    S* o = out.data() + b * n * n;
    // L[i, j] for i >= j, from the triangle the spec says to read.
    auto in = [&](int64_t i, int64_t j) { return lower ? m[i * n + j] : conjugate(m[j * n + i]); };
    auto set = [&](int64_t i, int64_t j, S v) { (lower ? o[i * n + j] : o[j * n + i]) = lower ? v : conjugate(v); };
    auto at = [&](int64_t i, int64_t j) { return lower ? o[i * n + j] : conjugate(o[j * n + i]); };
    for (int64_t j = 0; j < n; ++j) {
      S d = in(j, j);
      for (int64_t k = 0; k < j; ++k) d -= at(j, k) * conjugate(at(j, k));
      set(j, j, std::sqrt(d));
      for (int64_t i = j + 1; i < n; ++i) {
        S v = in(i, j);
        for (int64_t k = 0; k < j; ++k) v -= at(i, k) * conjugate(at(j, k));
        set(i, j, v / at(j, j));
      }
    }
  }
  return narrowed(a.type(), out);
}

}  // namespace

std::optional<std::string> checkTriangularSolve(const TensorType& a, const TensorType& b,
                                                bool leftSide) {
  if (a.element != b.element) return std::string("a and b differ in element type");  // C1
  if (auto e = checkBatchedMatrix(a, "a")) return e;
  if (b.rank() != a.rank()) return std::string("a and b must have the same rank");  // C2
  const int64_t r = a.rank();
  for (int64_t d = 0; d < r - 2; ++d)  // C3
    if (a.shape[d] != b.shape[d]) return fmt::format("batch dimension {} differs", d);
  if (a.shape[r - 1] != b.shape[leftSide ? r - 2 : r - 1])  // C3
    return fmt::format("a is {}x{} but b has {} {}", a.shape[r - 1], a.shape[r - 1],
                       b.shape[leftSide ? r - 2 : r - 1], leftSide ? "rows" : "columns");
  return std::nullopt;
}

Tensor triangularSolve(const Tensor& a, const Tensor& b, bool leftSide, bool lower,
                       bool unitDiagonal, Transpose transposeA) {
  return isComplex(a.elementType())
             ? solveIn<std::complex<double>>(a, b, leftSide, lower, unitDiagonal, transposeA)
             : solveIn<double>(a, b, leftSide, lower, unitDiagonal, transposeA);
}

std::optional<std::string> checkCholesky(const TensorType& a) { return checkBatchedMatrix(a, "a"); }

Tensor cholesky(const Tensor& a, bool lower) {
  return isComplex(a.elementType()) ? choleskyIn<std::complex<double>>(a, lower) : choleskyIn<double>(a, lower);
}

// ---- fft ---------------------------------------------------------------------------------

namespace {

using Complex = std::complex<double>;

// A tensor of std::complex<double> being transformed, row-major.
struct ComplexLines {
  Shape shape;
  std::vector<Complex> values;
};

// e^(sign·2πi·r/n) in long double, exact at the quarter turns (so a
// transform of exact data that should give 0 there does, as the StableHLO
// interpreter's).
std::complex<long double> twiddle(int64_t r, int64_t n, int sign) {
  using W = std::complex<long double>;
  if ((4 * r) % n == 0) {
    const W quarterTurns[4] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
    const W w = quarterTurns[(4 * r) / n];
    return sign > 0 ? w : std::conj(w);
  }
  constexpr long double kTwoPi = 6.283185307179586476925286766559005768L;
  const long double angle = sign * kTwoPi * static_cast<long double>(r) / static_cast<long double>(n);
  return {std::cos(angle), std::sin(angle)};
}

// The DFT along `dim` of every line of `x`, of length `outLength` (the first
// outLength frequencies of n inputs; or, for an inverse, n outputs of the
// first `inLength` frequencies extended by Hermitian symmetry when
// `hermitian`). sign -1 transforms, +1 inverts (scaled by 1/n).
ComplexLines dftAlong(const ComplexLines& x, size_t dim, int64_t n, int64_t outLength, int sign, bool hermitian) {
  ComplexLines out{x.shape, {}};
  out.shape[dim] = outLength;
  const std::vector<int64_t> inStrides = rowMajorStrides(x.shape), outStrides = rowMajorStrides(out.shape);
  out.values.assign(static_cast<size_t>(elementCount(out.shape).value_or(0)), Complex(0.0));
  const int64_t inLength = x.shape[dim];
  std::vector<Complex> line(static_cast<size_t>(n));
  Shape lines = out.shape;
  lines[dim] = 1;
  const double scale = sign > 0 && n > 0 ? 1.0 / static_cast<double>(n) : 1.0;
  for (IndexIterator it(lines); !it.done(); it.next()) {
    int64_t inBase = 0, outBase = 0;
    for (size_t d = 0; d < lines.size(); ++d) {
      inBase += it.index()[d] * inStrides[d];
      outBase += it.index()[d] * outStrides[d];
    }
    for (int64_t k = 0; k < n; ++k) {
      if (k < inLength) line[k] = x.values[inBase + k * inStrides[dim]];
      else line[k] = hermitian && n - k < inLength ? std::conj(x.values[inBase + (n - k) * inStrides[dim]]) : 0.0;
    }
    for (int64_t k = 0; k < outLength; ++k) {
      std::complex<long double> sum = 0.0L;  // 64-bit significand: the n-term sum stays well under a double ULP
      for (int64_t j = 0; j < n; ++j) sum += std::complex<long double>(line[j]) * twiddle((j * k) % n, n, sign);
      out.values[outBase + k * outStrides[dim]] = Complex(sum * static_cast<long double>(scale));
    }
  }
  return out;
}

// `x` rounded to `type` (complex, or the real part for a real type) and
// widened back: the spec's series of transforms rounds each one.
ComplexLines roundedTo(const ComplexLines& x, ElementType type) {
  const Tensor t = narrowed(TensorType{x.shape, type}, x.values);
  return {x.shape, widened<Complex>(t)};
}

}  // namespace

Tensor fft(const Tensor& operand, FftType type, const std::vector<int64_t>& fftLength, const TensorType& resultType) {
  const size_t rank = static_cast<size_t>(operand.rank()), transformed = fftLength.size();
  ComplexLines x{operand.shape(), widened<Complex>(operand)};
  const ElementType complexType = isComplex(resultType.element) ? resultType.element : operand.elementType();
  const bool inverse = type == FftType::kIfft || type == FftType::kIrfft;
  // Forward transforms start at the last dim; inverse ones end there.
  for (size_t l = 0; l < transformed; ++l) {
    const size_t dim = inverse ? rank - transformed + l : rank - 1 - l;
    const int64_t n = fftLength[dim - (rank - transformed)];
    const bool lastDim = dim + 1 == rank;
    int64_t outLength = x.shape[dim];
    if (type == FftType::kRfft && lastDim) outLength = n == 0 ? 0 : n / 2 + 1;
    if (type == FftType::kIrfft && lastDim) outLength = n;
    x = dftAlong(x, dim, n, outLength, inverse ? +1 : -1, type == FftType::kIrfft && lastDim);
    x = roundedTo(x, lastDim && type == FftType::kIrfft ? resultType.element : complexType);
  }
  return narrowed(resultType, x.values);
}

// ---- batch norm ---------------------------------------------------------------------------

std::optional<std::string> checkBatchNorm(const Tensor& operand,
                                          const std::vector<const Tensor*>& features,
                                          const Tensor* grad, int64_t featureIndex) {
  if (!isFloat(operand.elementType())) return std::string("operand must be floating-point");
  if (featureIndex < 0 || featureIndex >= operand.rank())  // C1
    return fmt::format("feature_index {} out of range for rank {}", featureIndex, operand.rank());
  const int64_t f = operand.shape()[featureIndex];
  for (const Tensor* t : features)
    if (t->elementType() != operand.elementType() || t->shape() != Shape{f})  // C2-C6
      return fmt::format("per-feature operands must be tensor<{}x{}>, got {}", f,
                         elementTypeName(operand.elementType()), t->type().str());
  if (grad && !(grad->type() == operand.type()))
    return std::string("grad_output must have the operand's type");
  return std::nullopt;
}

namespace {

template <class T>
T sqrtOf(T x) {
  if constexpr (kIsNarrowFloat<T>)
    return T(std::sqrt(static_cast<float>(x)));
  else
    return std::sqrt(x);
}

// Visits every element of `operand` with the index of its feature.
template <class F>
void forEachFeature(const Tensor& operand, int64_t featureIndex, F&& f) {
  const int64_t inner =
      product(Shape(operand.shape().begin() + featureIndex + 1, operand.shape().end()));
  const int64_t features = operand.shape()[featureIndex];
  for (int64_t i = 0; i < operand.numElements(); ++i) f(i, (i / inner) % features);
}

// The spec's compute_sum: sum over all dims but the feature dim, in T.
template <class T>
std::vector<T> featureSums(const Tensor& operand, int64_t featureIndex,
                           const std::vector<T>& values) {
  std::vector<T> sums(operand.shape()[featureIndex], T(0));
  forEachFeature(operand, featureIndex,
                 [&](int64_t i, int64_t f) { sums[f] = sums[f] + values[i]; });
  return sums;
}

template <class T>
std::vector<T> valuesOf(const Tensor& t) {
  return std::vector<T>(t.data<T>(), t.data<T>() + t.numElements());
}

template <class T>
Tensor tensorOf(const TensorType& type, const std::vector<T>& values) {
  Tensor t = Tensor::uninitialized(type);
  std::copy(values.begin(), values.end(), t.data<T>());
  return t;
}

// StableHLO spec "batch_norm_training": compute_mean as sum / divisor.
template <class T>
std::vector<T> featureMeans(const Tensor& operand, int64_t featureIndex,
                            const std::vector<T>& values) {
  std::vector<T> means = featureSums(operand, featureIndex, values);
  const T divisor = T(operand.numElements() / operand.shape()[featureIndex]);
  for (T& m : means) m = m / divisor;
  return means;
}

template <class T>
Tensor inferenceTyped(const Tensor& operand, const std::vector<T>& scale,
                      const std::vector<T>& offset, const std::vector<T>& mean,
                      const std::vector<T>& variance, float epsilon, int64_t featureIndex) {
  const std::vector<T> x = valuesOf<T>(operand);
  std::vector<T> out(x.size());
  forEachFeature(operand, featureIndex, [&](int64_t i, int64_t f) {
    const T stddev = sqrtOf<T>(variance[f] + T(epsilon));
    out[i] = scale[f] * ((x[i] - mean[f]) / stddev) + offset[f];
  });
  return tensorOf(operand.type(), out);
}

template <class T>
std::vector<Tensor> gradTyped(const Tensor& operand, const Tensor& scaleT, const Tensor& meanT,
                              const Tensor& varianceT, const Tensor& gradT, float epsilon,
                              int64_t fi) {
  const std::vector<T> x = valuesOf<T>(operand), dy = valuesOf<T>(gradT),
                       scale = valuesOf<T>(scaleT), mean = valuesOf<T>(meanT),
                       variance = valuesOf<T>(varianceT);
  const T eps = T(epsilon), count = T(operand.numElements() / operand.shape()[fi]);
  std::vector<T> centered(x.size()), dyCentered(x.size()), dyNormalized(x.size());
  forEachFeature(operand, fi, [&](int64_t i, int64_t f) {
    centered[i] = x[i] - mean[f];
    dyCentered[i] = dy[i] * centered[i];
    dyNormalized[i] = dy[i] * (centered[i] / sqrtOf<T>(variance[f] + eps));
  });
  const std::vector<T> i2 = featureSums(operand, fi, dy), i3 = featureSums(operand, fi, dyCentered);
  std::vector<T> gradOperand(x.size());
  forEachFeature(operand, fi, [&](int64_t i, int64_t f) {
    const T stddev = sqrtOf<T>(variance[f] + eps);
    const T i5 = (i3[f] * centered[i]) / (variance[f] + eps);
    gradOperand[i] = ((scale[f] / stddev) / count) * ((dy[i] * count - i2[f]) - i5);
  });
  return {tensorOf(operand.type(), gradOperand),
          tensorOf(scaleT.type(), featureSums(operand, fi, dyNormalized)),
          tensorOf(scaleT.type(), i2)};
}

template <class F>
auto dispatchFloat(ElementType e, F&& f) {
  return dispatchElementType(e, [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (kIsFloatElement<T>)
      return f(tag);
    else
      return decltype(f(TypeTag<float>{})){};  // unreachable: checkBatchNorm accepts floats only
  });
}

}  // namespace

Tensor batchNormInference(const Tensor& operand, const Tensor& scale, const Tensor& offset,
                          const Tensor& mean, const Tensor& variance, float epsilon,
                          int64_t featureIndex) {
  return dispatchFloat(operand.elementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    return inferenceTyped<T>(operand, valuesOf<T>(scale), valuesOf<T>(offset), valuesOf<T>(mean),
                             valuesOf<T>(variance), epsilon, featureIndex);
  });
}

std::vector<Tensor> batchNormTraining(const Tensor& operand, const Tensor& scale,
                                      const Tensor& offset, float epsilon, int64_t featureIndex) {
  return dispatchFloat(operand.elementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    const std::vector<T> x = valuesOf<T>(operand);
    const std::vector<T> mean = featureMeans(operand, featureIndex, x);
    std::vector<T> squares(x.size());
    forEachFeature(operand, featureIndex, [&](int64_t i, int64_t f) {
      const T c = x[i] - mean[f];
      squares[i] = c * c;
    });
    const std::vector<T> variance = featureMeans(operand, featureIndex, squares);
    return std::vector<Tensor>{inferenceTyped<T>(operand, valuesOf<T>(scale), valuesOf<T>(offset),
                                                 mean, variance, epsilon, featureIndex),
                               tensorOf(scale.type(), mean), tensorOf(scale.type(), variance)};
  });
}

std::vector<Tensor> batchNormGrad(const Tensor& operand, const Tensor& scale, const Tensor& mean,
                                  const Tensor& variance, const Tensor& gradOutput, float epsilon,
                                  int64_t featureIndex) {
  return dispatchFloat(operand.elementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    return gradTyped<T>(operand, scale, mean, variance, gradOutput, epsilon, featureIndex);
  });
}

// ---- kernels ------------------------------------------------------------------------------------

namespace {

bool boolAttr(OpContext& ctx, std::string_view name) {
  const Attribute& a = ctx.attr(name);
  if (a.kind() != Attribute::Kind::kBool) ctx.fail("attribute '{}' must be a boolean", name);
  return a.getBool();
}

// padding as a flat [low0, high0, low1, high1, ...] list of `s` pairs.
void setPadding(OpContext& ctx, ConvolutionConfig& c, const std::vector<int64_t>& flat, size_t s) {
  if (flat.size() != 2 * s) ctx.fail("padding must be a {}x2 tensor", s);
  c.paddingLow.clear();
  c.paddingHigh.clear();
  for (size_t d = 0; d < s; ++d) {
    c.paddingLow.push_back(flat[2 * d]);
    c.paddingHigh.push_back(flat[2 * d + 1]);
  }
}

// Operands that are deferred pads or transposes are read through
// (interp/deferred_operand.h), after `c` is checked against their types.
Values runConvolution(OpContext& ctx, const ConvolutionConfig& c) {
  const TensorType &lhs = ctx.operandType(0), &rhs = ctx.operandType(1);
  if (lhs.element != rhs.element)  // C2
    ctx.fail("lhs and rhs differ in element type");
  Shape shape;
  if (auto err = checkConvolution(lhs.shape, rhs.shape, c, &shape)) ctx.fail("{}", *err);
  double flops = 0;
  Tensor result = convolution(ctx.view(0), ctx.view(1), c, ctx.resultType(0).element, &flops);
  ctx.recordFlops(flops);
  return ctx.checkedResults({std::move(result)});
}

float epsilonAttr(OpContext& ctx) {
  const Attribute& a = ctx.attr("epsilon");
  if (a.kind() != Attribute::Kind::kFloat) ctx.fail("attribute 'epsilon' must be a float");
  return static_cast<float>(a.getFloat());
}

}  // namespace

// StableHLO spec "batch_norm_grad".
Values evalBatchNormGrad(OpContext& ctx) {
  ctx.expectOperands(5);
  const Tensor& operand = ctx.tensor(0);
  const int64_t fi = ctx.intAttr("feature_index");
  if (auto err = checkBatchNorm(operand, {&ctx.tensor(1), &ctx.tensor(2), &ctx.tensor(3)},
                                &ctx.tensor(4), fi))
    ctx.fail("{}", *err);
  return ctx.checkedResults(batchNormGrad(operand, ctx.tensor(1), ctx.tensor(2), ctx.tensor(3),
                                           ctx.tensor(4), epsilonAttr(ctx), fi));
}

// StableHLO spec "batch_norm_inference".
Values evalBatchNormInference(OpContext& ctx) {
  ctx.expectOperands(5);
  const Tensor& operand = ctx.tensor(0);
  const int64_t fi = ctx.intAttr("feature_index");
  if (auto err = checkBatchNorm(
          operand, {&ctx.tensor(1), &ctx.tensor(2), &ctx.tensor(3), &ctx.tensor(4)}, nullptr, fi))
    ctx.fail("{}", *err);
  return ctx.checkedResults({batchNormInference(operand, ctx.tensor(1), ctx.tensor(2), ctx.tensor(3),
                                               ctx.tensor(4), epsilonAttr(ctx), fi)});
}

// StableHLO spec "batch_norm_training".
Values evalBatchNormTraining(OpContext& ctx) {
  ctx.expectOperands(3);
  const Tensor& operand = ctx.tensor(0);
  const int64_t fi = ctx.intAttr("feature_index");
  if (auto err = checkBatchNorm(operand, {&ctx.tensor(1), &ctx.tensor(2)}, nullptr, fi))
    ctx.fail("{}", *err);
  return ctx.checkedResults(batchNormTraining(operand, ctx.tensor(1), ctx.tensor(2), epsilonAttr(ctx), fi));
}

// StableHLO spec "cholesky".
Values evalCholesky(OpContext& ctx) {
  ctx.expectOperands(1);
  if (auto err = checkCholesky(ctx.tensor(0).type())) ctx.fail("{}", *err);
  const bool lower = ctx.optionalAttr("lower") ? boolAttr(ctx, "lower") : false;
  return ctx.checkedResults({cholesky(ctx.tensor(0), lower)});
}

// StableHLO spec "convolution".
Values evalConvolution(OpContext& ctx) {
  ctx.expectOperands(2);
  return runConvolution(ctx, decodeConvolution(ctx.op()));
}

// MLIR's legacy DotOp: dot_general contracting lhs's last dim (rank 1 or 2)
// with rhs's first; precision_config is ignored as dot_general's is.
Values evalDot(OpContext& ctx) {
  ctx.expectOperands(2);
  const Tensor& lhs = ctx.tensor(0);
  const Tensor& rhs = ctx.tensor(1);
  for (const Tensor* t : {&lhs, &rhs})
    if (t->rank() != 1 && t->rank() != 2) ctx.fail("operands must have rank 1 or 2, got {}", t->rank());
  if (lhs.elementType() != rhs.elementType()) ctx.fail("lhs and rhs differ in element type");
  const DotDimensionNumbers dims = decodeDotDimensionNumbers(ctx.op());
  Shape shape;
  if (auto err = checkDotGeneral(lhs.shape(), rhs.shape(), dims, &shape)) ctx.fail("{}", *err);
  return ctx.checkedResults({dotGeneral(lhs, rhs, dims, ctx.resultType(0).element)});
}

// StableHLO spec "dot_general"; precision_config and algorithm are ignored
// (interp/kernels/linalg.h explains why).
Values evalDotGeneral(OpContext& ctx) {
  ctx.expectOperands(2);
  const DotDimensionNumbers dims = decodeDotDimensionNumbers(ctx.op());
  const TensorType &lhs = ctx.operandType(0), &rhs = ctx.operandType(1);
  if (lhs.element != rhs.element)  // C1
    ctx.fail("lhs and rhs differ in element type");
  Shape shape;
  if (auto err = checkDotGeneral(lhs.shape, rhs.shape, dims, &shape)) ctx.fail("{}", *err);
  ctx.recordFlops(2 * static_cast<double>(elementCount(shape).value_or(0)) *
                  static_cast<double>(sizeOf(lhs.shape, dims.lhsContracting)));
  // Transposes deferred into it are read through (interp/deferred_operand.h).
  return ctx.checkedResults({dotGeneral(ctx.view(0), ctx.view(1), dims, ctx.resultType(0).element)});
}

// ---- chlo.ragged_dot ------------------------------------------------------------

namespace {

// group_sizes as [leading index][group] (one leading index for rank 1) and
// where each group starts: the sum of the sizes before it, in i64 as the
// legalization adds them (wrapping).
struct RaggedGroups {
  int64_t groups = 0;
  bool perLeadingIndex = false;
  std::vector<int64_t> starts, limits;
};

RaggedGroups raggedGroups(const Tensor& groupSizes) {
  RaggedGroups r;
  r.groups = groupSizes.shape().back();
  r.perLeadingIndex = groupSizes.type().rank() > 1;
  const std::vector<int64_t> sizes = readIndices(groupSizes).value();
  for (size_t row = 0; r.groups > 0 && row < sizes.size(); row += static_cast<size_t>(r.groups)) {
    uint64_t start = 0;
    for (int64_t j = 0; j < r.groups; ++j) {
      r.starts.push_back(static_cast<int64_t>(start));
      start += static_cast<uint64_t>(sizes[row + static_cast<size_t>(j)]);
      r.limits.push_back(static_cast<int64_t>(start));
    }
  }
  return r;
}

// `lhs` with every element whose ragged index is outside group j (of its
// leading index) zero (applyRaggedMask).
Tensor maskToGroup(const Tensor& lhs, const RaggedDotDimensionNumbers& d, const RaggedGroups& g, int64_t j) {
  Tensor out = Tensor::zeros(lhs.type());
  const size_t width = static_cast<size_t>(byteWidth(lhs.elementType()));
  for (IndexIterator it(lhs.shape()); !it.done(); it.next()) {
    const std::vector<int64_t>& i = it.index();
    int64_t leading = 0;
    if (g.perLeadingIndex)
      for (int64_t e : d.groupSizesLhsDims) leading = leading * lhs.shape()[e] + i[e];
    const size_t at = static_cast<size_t>(leading * g.groups + j);
    if (i[d.lhsRagged] >= g.starts[at] && i[d.lhsRagged] < g.limits[at])
      std::memcpy(out.rawData() + it.linear() * width, lhs.rawData() + it.linear() * width, width);
  }
  return out;
}

// `t` with dim `dim` restricted to [start, limit).
Tensor sliceDim(const Tensor& t, int64_t dim, int64_t start, int64_t limit) {
  std::vector<int64_t> starts(t.shape().size(), 0), limits = t.shape(), strides(t.shape().size(), 1);
  starts[dim] = start;
  limits[dim] = limit;
  return slice(t, starts, limits, strides);
}

// Group j of a mode-1 rhs: its group dim sliced to j and dropped.
Tensor rhsOfGroup(const Tensor& rhs, int64_t groupDim, int64_t j) {
  return reshape(sliceDim(rhs, groupDim, j, j + 1), without(rhs.shape(), groupDim));
}

bool isFiniteEverywhere(const Tensor& t) {
  if (isInteger(t.elementType())) return true;
  if (!isFloat(t.elementType())) return false;
  const Tensor finite = isFinite(t);
  const bool* p = finite.data<bool>();
  return std::all_of(p, p + finite.numElements(), [](bool b) { return b; });
}

// Whether each group can be computed on its own rows: sizes of rank 1, none
// negative (groups do not overlap), and no inf or NaN for a zero to multiply.
bool groupsAreSeparable(const RaggedGroups& g, const Tensor& rhs) {
  if (g.perLeadingIndex) return false;
  for (int64_t j = 0; j < g.groups; ++j)
    if (g.limits[j] < g.starts[j]) return false;
  return isFiniteEverywhere(rhs);
}

// Rows [start, limit) of group j clamped to the ragged dim's `size`.
std::pair<int64_t, int64_t> clampedRows(const RaggedGroups& g, int64_t j, int64_t size) {
  const int64_t start = std::clamp<int64_t>(g.starts[j], 0, size);
  return {start, std::clamp<int64_t>(g.limits[j], start, size)};
}

// Mode 1: each group's rows times its rhs, concatenated along the ragged dim
// of the result, and zero rows past the last group.
Tensor raggedNonContractingByGroup(const Tensor& lhs, const Tensor& rhs, const RaggedDotDimensionNumbers& d,
                                   const RaggedGroups& g, ElementType resultElement) {
  const DotDimensionNumbers dot = dotOfOneGroup(d);
  const std::vector<int64_t> lhsFree = dotFreeDims(lhs.shape().size(), d.dot.lhsBatching, d.dot.lhsContracting);
  const int64_t resultDim = static_cast<int64_t>(d.dot.lhsBatching.size() +
                                                 (std::find(lhsFree.begin(), lhsFree.end(), d.lhsRagged) - lhsFree.begin()));
  const int64_t rows = lhs.shape()[d.lhsRagged];
  std::vector<Tensor> blocks;
  int64_t covered = 0;
  for (int64_t j = 0; j < g.groups; ++j) {
    const auto [start, limit] = clampedRows(g, j, rows);
    if (limit == start) continue;
    blocks.push_back(dotGeneral(sliceDim(lhs, d.lhsRagged, start, limit), rhsOfGroup(rhs, d.rhsGroup[0], j), dot,
                                resultElement));
    covered = limit;
  }
  Shape rest = dotResultShape(dot, lhs.shape(), without(rhs.shape(), d.rhsGroup[0]));
  rest[resultDim] = rows - covered;
  if (rest[resultDim] > 0 || blocks.empty()) blocks.push_back(Tensor::zeros({rest, resultElement}));
  return blocks.size() == 1 ? blocks[0] : concatenate(blocks, resultDim);
}

// Mode 1 as the legalization writes it: Σ_j dot_general(mask_j(lhs), rhs_j).
Tensor raggedNonContractingMasked(const Tensor& lhs, const Tensor& rhs, const RaggedDotDimensionNumbers& d,
                                  const RaggedGroups& g, ElementType resultElement) {
  const DotDimensionNumbers dot = dotOfOneGroup(d);
  Tensor out;
  for (int64_t j = 0; j < g.groups; ++j) {
    Tensor term = dotGeneral(maskToGroup(lhs, d, g, j), rhsOfGroup(rhs, d.rhsGroup[0], j), dot, resultElement);
    out = j == 0 ? std::move(term) : add(std::move(out), term);
  }
  return out;
}

// Mode 2: for each group, the dot_general over its part of the ragged
// contracting dim, stacked along a new leading dim.
Tensor raggedContracting(const Tensor& lhs, const Tensor& rhs, const RaggedDotDimensionNumbers& d,
                         const RaggedGroups& g, ElementType resultElement) {
  const size_t at = static_cast<size_t>(std::find(d.dot.lhsContracting.begin(), d.dot.lhsContracting.end(),
                                                  d.lhsRagged) - d.dot.lhsContracting.begin());
  const int64_t rhsRagged = d.dot.rhsContracting[at];
  const bool separable = groupsAreSeparable(g, rhs);
  const Shape one = dotResultShape(d.dot, lhs.shape(), rhs.shape());
  Shape stacked = one;
  stacked.insert(stacked.begin(), 1);
  std::vector<Tensor> parts;
  for (int64_t j = 0; j < g.groups; ++j) {
    Tensor part;
    if (separable) {
      const auto [start, limit] = clampedRows(g, j, lhs.shape()[d.lhsRagged]);
      part = limit == start ? Tensor::zeros({one, resultElement})
                            : dotGeneral(sliceDim(lhs, d.lhsRagged, start, limit),
                                         sliceDim(rhs, rhsRagged, start, limit), d.dot, resultElement);
    } else {
      part = dotGeneral(maskToGroup(lhs, d, g, j), rhs, d.dot, resultElement);
    }
    parts.push_back(part.withShape(stacked));
  }
  return concatenate(parts, 0);
}

}  // namespace

Tensor raggedDot(const Tensor& lhs, const Tensor& rhs, const Tensor& groupSizes,
                 const RaggedDotDimensionNumbers& d, ElementType resultElement) {
  if (d.mode == RaggedMode::kBatch) return dotGeneral(lhs, rhs, d.dot, resultElement);
  const RaggedGroups g = raggedGroups(groupSizes);
  if (d.mode == RaggedMode::kContracting) return raggedContracting(lhs, rhs, d, g, resultElement);
  return groupsAreSeparable(g, rhs) ? raggedNonContractingByGroup(lhs, rhs, d, g, resultElement)
                                    : raggedNonContractingMasked(lhs, rhs, d, g, resultElement);
}

// chlo.ragged_dot (ChloOps.td RaggedDotOp).
Values evalRaggedDot(OpContext& ctx) {
  ctx.expectOperands(3);
  const Tensor &lhs = ctx.tensor(0), &rhs = ctx.tensor(1), &sizes = ctx.tensor(2);
  const RaggedDotDimensionNumbers d = decodeRaggedDot(ctx.op());
  Shape shape;
  try {
    shape = checkRaggedDot(d, lhs.shape(), rhs.shape(), sizes.shape());
  } catch (const DiagnosticError& e) {
    ctx.fail("{}", e.diag.message);
  }
  if (lhs.elementType() != rhs.elementType() || !isInteger(sizes.elementType()))
    ctx.fail("expects lhs and rhs of one element type and integer group_sizes");
  return ctx.checkedResults({raggedDot(lhs, rhs, sizes, d, ctx.resultType(0).element)});
}


// stablehlo.dynamic_conv: convolution whose padding is operand 2 (an Nx2
// integer tensor) instead of an attribute.
Values evalDynamicConv(OpContext& ctx) {
  ctx.expectOperands(3);
  const size_t rank = static_cast<size_t>(ctx.tensor(0).rank());
  ConvolutionConfig c = decodeConvolution(ctx.op());
  const size_t s = rank < 2 ? 0 : rank - 2;
  const Tensor& padding = ctx.tensor(2);
  if (!isInteger(padding.elementType()) || padding.shape() != Shape{static_cast<int64_t>(s), 2})
    ctx.fail("padding must be a {}x2 integer tensor, got {}", s, padding.type().str());
  std::vector<int64_t> flat;
  dispatchElementType(padding.elementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_integral_v<T>)
      for (int64_t i = 0; i < padding.numElements(); ++i)
        flat.push_back(static_cast<int64_t>(padding.data<T>()[i]));
  });
  setPadding(ctx, c, flat, s);
  return runConvolution(ctx, c);
}

// StableHLO spec "fft".
Values evalFft(OpContext& ctx) {
  const std::string& name = ctx.enumAttr("fft_type");
  const FftType type = name == "FFT" ? FftType::kFft : name == "IFFT" ? FftType::kIfft
                       : name == "RFFT" ? FftType::kRfft : FftType::kIrfft;
  const std::vector<int64_t> length = ctx.intsAttr("fft_length");
  const Tensor& operand = ctx.tensor(0);
  const TensorType& resultType = ctx.resultType(0);
  return ctx.checkedResults({atOp(ctx, [&] { return fft(operand, type, length, resultType); })});
}

// StableHLO spec "triangular_solve".
Values evalTriangularSolve(OpContext& ctx) {
  ctx.expectOperands(2);
  const bool left = boolAttr(ctx, "left_side");
  if (auto err = checkTriangularSolve(ctx.tensor(0).type(), ctx.tensor(1).type(), left))
    ctx.fail("{}", *err);
  const std::string& t = ctx.enumAttr("transpose_a");
  Transpose transpose = Transpose::kNoTranspose;
  if (t == "TRANSPOSE")
    transpose = Transpose::kTranspose;
  else if (t == "ADJOINT")
    transpose = Transpose::kAdjoint;
  else if (t != "NO_TRANSPOSE")
    ctx.fail("unknown transpose_a {}", t);
  return ctx.checkedResults({triangularSolve(ctx.tensor(0), ctx.tensor(1), left, boolAttr(ctx, "lower"),
                                             boolAttr(ctx, "unit_diagonal"), transpose)});
}

}  // namespace partir
