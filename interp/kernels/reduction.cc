#include "interp/kernels/reduction.h"

#include <algorithm>
#include <limits>
#include <numeric>

#include "interp/kernels.h"
#include "interp/kernels/data_movement.h"
#include "interp/kernels/fold.h"
#include "interp/kernels/generators.h"
#include "interp/index_space.h"
#include "interp/kernels/strided.h"
#include "interp/thread_pool.h"

namespace partir {

namespace {

std::optional<std::string> sameShapes(std::span<const Tensor> ts, const char* what) {
  for (const Tensor& t : ts)
    if (t.shape() != ts[0].shape())
      return fmt::format("all {} must have the same shape, got {} and {}", what, ts[0].type().str(),
                         t.type().str());
  return std::nullopt;
}

std::optional<std::string> checkInits(std::span<const Tensor> inputs,
                                      std::span<const Tensor> initValues) {
  if (inputs.empty()) return "needs at least one input";
  if (inputs.size() != initValues.size())
    return fmt::format("{} inputs but {} init values", inputs.size(), initValues.size());
  for (size_t k = 0; k < inputs.size(); ++k) {
    if (initValues[k].rank() != 0) return fmt::format("init value {} is not rank 0", k);
    if (initValues[k].elementType() != inputs[k].elementType())
      return fmt::format("input {} and init value {} differ in element type", k, k);
  }
  return sameShapes(inputs, "inputs");
}

// A tensor of `shape` with every element equal to the rank-0 `value`.
Tensor splat(const Shape& shape, const Tensor& value) {
  Tensor t = Tensor::uninitialized(TensorType{shape, value.elementType()});
  dispatchElementType(value.elementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    std::fill_n(t.data<T>(), t.numElements(), value.data<T>()[0]);
  });
  return t;
}

std::vector<Tensor> splats(const Shape& shape, std::span<const Tensor> values) {
  std::vector<Tensor> out;
  for (const Tensor& v : values) out.push_back(splat(shape, v));
  return out;
}

// Calls the general path of `body` on (accs[:][acc], xs[:][x]) and stores
// the results into accs[:][acc] (StableHLO spec "reduce": body(acc, x)).
void foldGeneral(const ScalarBody& body, std::vector<Tensor>& accs, int64_t acc,
                 std::span<const Tensor> xs, int64_t x) {
  std::vector<Tensor> args;
  for (const Tensor& a : accs) args.push_back(scalarAt(a, acc));
  for (const Tensor& t : xs) args.push_back(scalarAt(t, x));
  std::vector<Tensor> r = body.call(std::move(args));
  for (size_t k = 0; k < accs.size(); ++k) setFromScalar(accs[k], acc, r[k]);
}

// Row r of `t` viewed as [rows, lanes]: elements r*lanes .. (r+1)*lanes - 1.
Tensor laneRow(const Tensor& t, int64_t r, int64_t lanes) {
  Tensor row = Tensor::uninitialized(TensorType{{lanes}, t.elementType()});
  const size_t bytes = static_cast<size_t>(byteWidth(t.elementType()));
  std::memcpy(row.rawData(), t.rawData() + static_cast<size_t>(r * lanes) * bytes,
              static_cast<size_t>(lanes) * bytes);
  return row;
}

// reduce on all outputs at once (interp/kernels/lane_body.h): the inputs
// transposed to [reduced dims..., kept dims...], then one body run per
// reduced position, in row-major order, on every output's accumulator.
std::vector<Tensor> reduceLanes(std::span<const Tensor> inputs, std::span<const Tensor> initValues,
                                const std::vector<bool>& reduced, const Shape& kept, const LaneBody& lanes) {
  std::vector<int64_t> perm;
  for (size_t d = 0; d < reduced.size(); ++d)
    if (reduced[d]) perm.push_back(static_cast<int64_t>(d));
  for (size_t d = 0; d < reduced.size(); ++d)
    if (!reduced[d]) perm.push_back(static_cast<int64_t>(d));
  const int64_t m = product(kept);
  const int64_t k = m == 0 ? 0 : inputs[0].numElements() / m;
  std::vector<Tensor> rows;
  for (const Tensor& in : inputs) rows.push_back(transpose(in, perm));
  std::vector<Tensor> accs = splats({m}, initValues);
  for (int64_t r = 0; r < k; ++r) {
    std::vector<Tensor> args = std::move(accs);
    for (const Tensor& t : rows) args.push_back(laneRow(t, r, m));
    accs = lanes.run(std::move(args));
  }
  for (Tensor& acc : accs) acc = reshape(acc, kept);
  return accs;
}

bool nativeFold(std::span<const Tensor> inputs, const ScalarBody& body) {
  return inputs.size() == 1 && body.isArithmetic() && body.nativeFor(inputs[0].elementType(), 2);
}

// Elements of work per parallelFor chunk in the native folds.
constexpr int64_t kFoldChunkWork = int64_t{1} << 16;

// The dims of a reduce input as runs, outer to inner: adjacent dims that are
// both reduced or both kept merge, dims of size 1 vanish, and the innermost
// run is kept (a kept run of 1 is added before a lone reduced run). A kept
// run has its stride in the result; a reduced run has stride 0.
struct FoldRuns {
  Shape sizes;
  std::vector<bool> reduced;
  std::vector<int64_t> outStrides;
};

FoldRuns foldRuns(const Shape& shape, const std::vector<bool>& reduced) {
  FoldRuns r;
  for (size_t d = 0; d < shape.size(); ++d) {
    if (shape[d] == 1) continue;
    if (!r.sizes.empty() && r.reduced.back() == reduced[d]) {
      r.sizes.back() *= shape[d];
    } else {
      r.sizes.push_back(shape[d]);
      r.reduced.push_back(reduced[d]);
    }
  }
  if (r.sizes.size() < 2 && (r.sizes.empty() || r.reduced.back())) {
    r.sizes.insert(r.sizes.begin(), 1);
    r.reduced.insert(r.reduced.begin(), false);
  }
  r.outStrides.assign(r.sizes.size(), 0);
  int64_t stride = 1;
  for (size_t i = r.sizes.size(); i-- > 0;)
    if (!r.reduced[i]) r.outStrides[i] = stride, stride *= r.sizes[i];
  return r;
}

// The innermost run is kept: every row of it (outer positions in row-major
// order) folds into a row of outputs, SIMD across the row; threads split
// the row's columns.
template <class Op, class T>
void reduceRows(const T* in, T* out, const FoldRuns& runs, Op op) {
  const int64_t inner = runs.sizes.back();
  const Shape outer(runs.sizes.begin(), runs.sizes.end() - 1);
  const std::vector<int64_t> map(runs.outStrides.begin(), runs.outStrides.end() - 1);
  const int64_t chunk = std::max<int64_t>(256, chunkFor(product(outer), kFoldChunkWork));
  parallelFor(inner, chunk, [&](int64_t c0, int64_t c1) {
    forEachMapped(outer, map, [&](int64_t p, int64_t o) {
      foldRow(out + o + c0, in + p * inner + c0, c1 - c0, 1, op);
    });
  });
}

// The innermost run (L elements) is reduced and the kept run before it has K
// positions: each outer position is a [K, L] block whose rows fold into K
// consecutive outputs, several rows at a time; threads split the K rows.
template <class Op, class T>
void reduceBlocks(const T* in, T* out, const FoldRuns& runs, Op op) {
  const size_t m = runs.sizes.size();
  const int64_t len = runs.sizes[m - 1], rows = runs.sizes[m - 2];
  const Shape outer(runs.sizes.begin(), runs.sizes.end() - 2);
  const std::vector<int64_t> map(runs.outStrides.begin(), runs.outStrides.end() - 2);
  parallelFor(rows, chunkFor(product(outer) * len, kFoldChunkWork), [&](int64_t r0, int64_t r1) {
    forEachMapped(outer, map, [&](int64_t p, int64_t o) {
      foldRows(out + o + r0, in + (p * rows + r0) * len, r1 - r0, len, op);
    });
  });
}

// reduce with a native body of (arg0, arg1) or (arg1, arg0) (fold.h): each
// output folds its elements in ascending index order, as the general path
// does, so results are the same bits. Returns false for other bodies.
bool reduceNative(const Tensor& input, Tensor& result, const std::vector<bool>& reduced,
                  const ScalarBody& body) {
  if (input.numElements() == 0) return true;
  const FoldRuns runs = foldRuns(input.shape(), reduced);
  bool done = false;
  dispatchElementType(input.elementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    done = body.withInlineOp<T>([&](auto op) {
      if (runs.reduced.back())
        reduceBlocks(input.data<T>(), result.data<T>(), runs, op);
      else
        reduceRows(input.data<T>(), result.data<T>(), runs, op);
    });
  });
  return done;
}

}  // namespace

// ---- reduce ----------------------------------------------------------------

std::optional<std::string> checkReduce(std::span<const Tensor> inputs,
                                       std::span<const Tensor> initValues,
                                       std::span<const int64_t> dimensions) {
  if (auto err = checkInits(inputs, initValues)) return err;  // C1-C3
  std::vector<bool> seen(inputs[0].rank(), false);
  for (int64_t d : dimensions) {
    if (d < 0 || d >= inputs[0].rank())  // C4
      return fmt::format("dimension {} out of range for rank {}", d, inputs[0].rank());
    if (seen[d]) return fmt::format("dimension {} appears twice", d);  // C5
    seen[d] = true;
  }
  return std::nullopt;
}

std::vector<Tensor> reduce(std::span<const Tensor> inputs, std::span<const Tensor> initValues,
                           std::span<const int64_t> dimensions, const ScalarBody& body) {
  // StableHLO spec "reduce" (C7): the result drops the reduced dims; `map`
  // sends an input index to its result offset (0 along reduced dims).
  const Shape& shape = inputs[0].shape();
  std::vector<bool> reduced(shape.size(), false);
  for (int64_t d : dimensions) reduced[d] = true;
  Shape kept;
  for (size_t d = 0; d < shape.size(); ++d)
    if (!reduced[d]) kept.push_back(shape[d]);
  std::vector<Tensor> results = splats(kept, initValues);
  if (nativeFold(inputs, body) && reduceNative(inputs[0], results[0], reduced, body))
    return results;
  if (const LaneBody* lanes = body.lanes()) return reduceLanes(inputs, initValues, reduced, kept, *lanes);
  const std::vector<int64_t> keptStrides = rowMajorStrides(kept);
  std::vector<int64_t> map(shape.size(), 0);
  for (size_t d = 0, k = 0; d < shape.size(); ++d)
    if (!reduced[d]) map[d] = keptStrides[k++];
  if (nativeFold(inputs, body)) {
    dispatchElementType(inputs[0].elementType(), [&](auto tag) {
      using T = typename decltype(tag)::type;
      const T* in = inputs[0].data<T>();
      T* out = results[0].data<T>();
      forEachMapped(shape, map,
                    [&](int64_t i, int64_t o) { out[o] = body.applyArgs<T>(out[o], in[i]); });
    });
    return results;
  }
  forEachMapped(shape, map,
                [&](int64_t i, int64_t o) { foldGeneral(body, results, o, inputs, i); });
  return results;
}

// ---- windows ----------------------------------------------------------------

WindowConfig defaultWindow(std::vector<int64_t> dims) {
  const size_t r = dims.size();
  return WindowConfig{std::move(dims),
                      std::vector<int64_t>(r, 1),
                      std::vector<int64_t>(r, 1),
                      std::vector<int64_t>(r, 1),
                      std::vector<int64_t>(r, 0),
                      std::vector<int64_t>(r, 0)};
}

namespace {

std::optional<std::string> checkPositive(const std::vector<int64_t>& v, const char* name) {
  for (int64_t x : v)
    if (x <= 0) return fmt::format("{} must be positive, got {}", name, x);
  return std::nullopt;
}

// Where the elements of one window come from: for each dim, the input offset
// (index * stride) of each window position, or -1 for padding and holes
// left by base dilation (StableHLO spec "reduce_window": pad, then slice).
class WindowGeometry {
 public:
  WindowGeometry(const Shape& inputShape, const WindowConfig& w)
      : shape_(inputShape), w_(w), strides_(rowMajorStrides(inputShape)) {}

  // The input offset of every window element of result index `out`, in
  // row-major window order; -1 marks padding.
  void offsets(const std::vector<int64_t>& out, std::vector<int64_t>& result) const {
    result.assign(1, 0);
    for (size_t d = 0; d < shape_.size(); ++d) {
      const int64_t start = out[d] * w_.strides[d] - w_.paddingLow[d];
      scratch_.clear();
      for (int64_t r : result) {
        for (int64_t k = 0; k < w_.dimensions[d]; ++k) {
          const int64_t p = start + k * w_.windowDilations[d];
          const int64_t b = w_.baseDilations[d];
          const bool hit = r >= 0 && p >= 0 && p % b == 0 && p / b < shape_[d];
          scratch_.push_back(hit ? r + p / b * strides_[d] : -1);
        }
      }
      result.swap(scratch_);
    }
  }

 private:
  Shape shape_;
  const WindowConfig& w_;
  std::vector<int64_t> strides_;
  mutable std::vector<int64_t> scratch_;
};

// Windows without base dilation walked a row of outputs at a time (the
// pooling fast path): for output row `row` (an index of all result dims but
// the last) and window position `k` (row-major in the window), outputs
// j in [lo, hi) of the row read the input at first + (j - lo) * stride, and
// the others read padding (StableHLO spec "reduce_window": pad, then slice).
class WindowRows {
 public:
  struct Span {
    int64_t lo = 0, hi = 0, first = 0;
  };

  WindowRows(const Shape& input, const Shape& result, const WindowConfig& w)
      : in_(input), out_(result), w_(w), strides_(rowMajorStrides(input)) {}

  static bool applies(const WindowConfig& w, int64_t rank) {
    return rank > 0 && std::all_of(w.baseDilations.begin(), w.baseDilations.end(),
                                   [](int64_t b) { return b == 1; });
  }
  int64_t rows() const { return product(Shape(out_.begin(), out_.end() - 1)); }
  int64_t rowLength() const { return out_.back(); }
  int64_t windowSize() const { return product(w_.dimensions); }
  int64_t stride() const { return w_.strides.back(); }

  Span span(int64_t row, int64_t k) const {
    const size_t last = out_.size() - 1;
    const int64_t kl = k % w_.dimensions[last];
    k /= w_.dimensions[last];
    int64_t base = 0;
    for (size_t d = last; d-- > 0;) {
      const int64_t kd = k % w_.dimensions[d], od = row % out_[d];
      k /= w_.dimensions[d];
      row /= out_[d];
      const int64_t p = od * w_.strides[d] + kd * w_.windowDilations[d] - w_.paddingLow[d];
      if (p < 0 || p >= in_[d]) return Span{};
      base += p * strides_[d];
    }
    return lastDim(base, kl);
  }

 private:
  // The outputs along the last dim whose window position `kl` is in the input.
  Span lastDim(int64_t base, int64_t kl) const {
    const size_t last = out_.size() - 1;
    const int64_t s = w_.strides[last], p0 = kl * w_.windowDilations[last] - w_.paddingLow[last];
    const int64_t lo = p0 >= 0 ? 0 : (-p0 + s - 1) / s;
    const int64_t hi = p0 >= in_[last] ? 0 : std::min(out_[last], (in_[last] - 1 - p0) / s + 1);
    if (lo >= hi) return Span{};
    return Span{lo, hi, base + p0 + lo * s};
  }

  const Shape& in_;
  const Shape& out_;
  const WindowConfig& w_;
  std::vector<int64_t> strides_;
};

}  // namespace

std::optional<std::string> checkWindow(const Shape& inputShape, const WindowConfig& w,
                                       Shape* resultShape) {
  const size_t rank = inputShape.size();
  if (w.dimensions.size() != rank || w.strides.size() != rank || w.baseDilations.size() != rank ||
      w.windowDilations.size() != rank || w.paddingLow.size() != rank ||
      w.paddingHigh.size() != rank)  // C4, C6, C8, C10, C12
    return fmt::format("window attributes must have one entry per dim of the rank-{} input", rank);
  if (auto e = checkPositive(w.dimensions, "window_dimensions")) return e;      // C5
  if (auto e = checkPositive(w.strides, "window_strides")) return e;            // C7
  if (auto e = checkPositive(w.baseDilations, "base_dilations")) return e;      // C9
  if (auto e = checkPositive(w.windowDilations, "window_dilations")) return e;  // C11
  resultShape->assign(rank, 0);
  for (size_t d = 0; d < rank; ++d)
    if (auto e =
            numWindows(inputShape[d], w.dimensions[d], w.strides[d], w.baseDilations[d],
                       w.windowDilations[d], w.paddingLow[d], w.paddingHigh[d], &(*resultShape)[d]))
      return e;
  if (!elementCount(*resultShape) || !elementCount(w.dimensions)) return "window too large";
  return std::nullopt;
}

// ---- reduce_window ------------------------------------------------------------

std::optional<std::string> checkReduceWindow(std::span<const Tensor> inputs,
                                             std::span<const Tensor> initValues,
                                             const WindowConfig& window) {
  if (auto err = checkInits(inputs, initValues)) return err;  // C1-C3
  Shape unused;
  return checkWindow(inputs[0].shape(), window, &unused);
}

namespace {

// acc[j] = op(acc[j], value) for j in [0, n): a padding element folds in as
// the init value.
template <class Op, class T>
void foldValue(T* acc, int64_t n, T value, Op op) {
  for (int64_t j = 0; j < n; ++j) acc[j] = op(acc[j], value);
}

// reduce_window with a native body and no base dilation: for each row of
// outputs, every window position in row-major order folds a strided input
// row (or the init value on padding) into the row, so each output still
// folds its window in row-major order; threads split the rows.
template <class Op, class T>
void reduceWindowRows(const T* in, T init, T* out, const WindowRows& w, Op op) {
  const int64_t len = w.rowLength(), k = w.windowSize();
  parallelFor(w.rows(), chunkFor(len * k, kFoldChunkWork), [&](int64_t r0, int64_t r1) {
    for (int64_t row = r0; row < r1; ++row) {
      T* acc = out + row * len;
      for (int64_t p = 0; p < k; ++p) {
        const WindowRows::Span s = w.span(row, p);
        foldValue(acc, s.lo, init, op);
        foldRow(acc + s.lo, in + s.first, s.hi - s.lo, w.stride(), op);
        foldValue(acc + s.hi, len - s.hi, init, op);
      }
    }
  });
}

}  // namespace

std::vector<Tensor> reduceWindow(std::span<const Tensor> inputs, std::span<const Tensor> initValues,
                                 const WindowConfig& window, const ScalarBody& body) {
  Shape resultShape;
  (void)checkWindow(inputs[0].shape(), window, &resultShape);
  std::vector<Tensor> results = splats(resultShape, initValues);
  if (nativeFold(inputs, body) && WindowRows::applies(window, inputs[0].rank())) {
    const WindowRows rows(inputs[0].shape(), resultShape, window);
    bool done = false;
    dispatchElementType(inputs[0].elementType(), [&](auto tag) {
      using T = typename decltype(tag)::type;
      done = body.withInlineOp<T>([&](auto op) {
        reduceWindowRows(inputs[0].data<T>(), initValues[0].data<T>()[0], results[0].data<T>(),
                         rows, op);
      });
    });
    if (done) return results;
  }
  const WindowGeometry geometry(inputs[0].shape(), window);
  std::vector<int64_t> offsets;
  if (nativeFold(inputs, body)) {
    dispatchElementType(inputs[0].elementType(), [&](auto tag) {
      using T = typename decltype(tag)::type;
      const T* in = inputs[0].data<T>();
      const T init = initValues[0].data<T>()[0];
      T* out = results[0].data<T>();
      auto loop = [&](auto op) {
        for (IndexIterator it(resultShape); !it.done(); it.next()) {
          geometry.offsets(it.index(), offsets);
          T acc = init;
          for (int64_t o : offsets) acc = op(acc, o < 0 ? init : in[o]);
          out[it.linear()] = acc;
        }
      };
      if (!body.withInlineOp<T>(loop)) loop([&](T a, T b) { return body.applyArgs<T>(a, b); });
    });
    return results;
  }
  for (IndexIterator it(resultShape); !it.done(); it.next()) {
    geometry.offsets(it.index(), offsets);
    for (int64_t o : offsets) {
      if (o < 0)
        foldGeneral(body, results, it.linear(), initValues, 0);
      else
        foldGeneral(body, results, it.linear(), inputs, o);
    }
  }
  return results;
}

// ---- select_and_scatter --------------------------------------------------------

std::optional<std::string> checkSelectAndScatter(const Tensor& operand, const Tensor& source,
                                                 const Tensor& initValue,
                                                 const WindowConfig& window) {
  if (source.elementType() != operand.elementType())  // C2
    return std::string("operand and source differ in element type");
  if (initValue.rank() != 0 || initValue.elementType() != operand.elementType())  // C4
    return std::string("init_value must be a rank-0 tensor of the operand's element type");
  for (size_t d = 0; d < window.baseDilations.size(); ++d)
    if (window.baseDilations[d] != 1 || window.windowDilations[d] != 1)
      return std::string("select_and_scatter has no dilations");
  Shape windows;
  if (auto e = checkWindow(operand.shape(), window, &windows)) return e;  // C1, C5-C9
  if (windows != source.shape())                                          // C3
    return fmt::format("source has shape {}, expected the number of windows {}",
                       TensorType{source.shape(), source.elementType()}.str(),
                       TensorType{windows, source.elementType()}.str());
  return std::nullopt;
}

namespace {

template <class T>
struct SelectAndScatter {
  const Tensor& operand;
  const Tensor& source;
  const ScalarBody& select;
  const ScalarBody& scatter;
  Tensor& result;

  // StableHLO spec "select_and_scatter": select(selected, current).
  bool selects(const T* in, int64_t selected, int64_t current) const {
    const ElementType e = operand.elementType();
    if (select.kind() == ScalarBody::Kind::kCompare && select.nativeFor(e, 2)) {
      const T args[2] = {in[selected], in[current]};
      return select.compare<T>(args[select.lhsArg()], args[select.rhsArg()]);
    }
    std::vector<Tensor> r = select.call({scalarAt(operand, selected), scalarAt(operand, current)});
    return r[0].template get<bool>(0);
  }

  // result[at] = scatter(result[at], source[s]).
  void scatterInto(int64_t at, int64_t s) {
    if (scatter.isArithmetic() && scatter.nativeFor(operand.elementType(), 2)) {
      T* out = result.data<T>();
      out[at] = scatter.applyArgs<T>(out[at], source.data<T>()[s]);
      return;
    }
    std::vector<Tensor> r = scatter.call({scalarAt(result, at), scalarAt(source, s)});
    setFromScalar(result, at, r[0]);
  }

  bool nativeSelect() const {
    return select.kind() == ScalarBody::Kind::kCompare && select.nativeFor(operand.elementType(), 2);
  }

  // select(selected, current) of a native select body, on values.
  bool selectsValue(T selected, T current) const {
    const T args[2] = {selected, current};
    return select.compare<T>(args[select.lhsArg()], args[select.rhsArg()]);
  }

  // The fast path (native select, WindowRows): for each row of windows,
  // every window position in row-major order updates each window's
  // selection, so every window selects exactly as the loop in `run` does;
  // threads split the rows. Sets the selected operand offset of each source
  // element, or -1 for a window of padding only.
  void selectRows(const WindowRows& w, std::vector<int64_t>& selected) const {
    const T* in = operand.data<T>();
    const int64_t len = w.rowLength(), k = w.windowSize(), stride = w.stride();
    selected.assign(static_cast<size_t>(source.numElements()), -1);
    parallelFor(w.rows(), chunkFor(len * k, kFoldChunkWork), [&](int64_t r0, int64_t r1) {
      std::vector<T> best(static_cast<size_t>(len));
      for (int64_t row = r0; row < r1; ++row) {
        int64_t* sel = selected.data() + row * len;
        for (int64_t p = 0; p < k; ++p) {
          const WindowRows::Span s = w.span(row, p);
          for (int64_t j = s.lo, o = s.first; j < s.hi; ++j, o += stride)
            if (sel[j] < 0 || !selectsValue(best[j], in[o])) sel[j] = o, best[j] = in[o];
        }
      }
    });
  }

  void run(const WindowConfig& window) {
    if (nativeSelect() && WindowRows::applies(window, operand.rank())) {
      std::vector<int64_t> selected;
      selectRows(WindowRows(operand.shape(), source.shape(), window), selected);
      // Scatter in source order: overlapping windows fold in the spec's order.
      for (int64_t i = 0; i < source.numElements(); ++i)
        if (selected[i] >= 0) scatterInto(selected[i], i);
      return;
    }
    const WindowGeometry geometry(operand.shape(), window);
    const T* in = operand.data<T>();
    std::vector<int64_t> offsets;
    for (IndexIterator it(source.shape()); !it.done(); it.next()) {
      geometry.offsets(it.index(), offsets);
      int64_t selected = -1;
      for (int64_t o : offsets)
        if (o >= 0 && (selected < 0 || !selects(in, selected, o))) selected = o;
      if (selected >= 0) scatterInto(selected, it.linear());
    }
  }
};

}  // namespace

Tensor selectAndScatter(const Tensor& operand, const Tensor& source, const Tensor& initValue,
                        const WindowConfig& window, const ScalarBody& select,
                        const ScalarBody& scatter) {
  Tensor result = splat(operand.shape(), initValue);
  dispatchElementType(operand.elementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    SelectAndScatter<T>{operand, source, select, scatter, result}.run(window);
  });
  return result;
}

// ---- sort -------------------------------------------------------------------------

std::optional<std::string> checkSort(std::span<const Tensor> inputs, int64_t dimension) {
  if (inputs.empty()) return std::string("needs at least one input");  // C1
  if (auto err = sameShapes(inputs, "inputs")) return err;             // C3
  const int64_t rank = inputs[0].rank();
  if (dimension < -rank || dimension >= rank)  // C4
    return fmt::format("dimension {} out of range for rank {}", dimension, rank);
  return std::nullopt;
}

namespace {

// Stable bottom-up merge sort of `v`; an element moves before an earlier one
// only when less(later, earlier) holds.
template <class Less>
void mergeSort(std::vector<int64_t>& v, std::vector<int64_t>& tmp, Less&& less) {
  const size_t n = v.size();
  tmp.resize(n);
  for (size_t width = 1; width < n; width *= 2) {
    for (size_t lo = 0; lo < n; lo += 2 * width) {
      const size_t mid = std::min(lo + width, n), hi = std::min(lo + 2 * width, n);
      size_t i = lo, j = mid, k = lo;
      while (i < mid && j < hi) tmp[k++] = less(v[j], v[i]) ? v[j++] : v[i++];
      while (i < mid) tmp[k++] = v[i++];
      while (j < hi) tmp[k++] = v[j++];
    }
    v.swap(tmp);
  }
}

// Sorts every slice along `dim`; less(a, b) compares input offsets a and b.
template <class Less>
void sortSlices(std::span<const Tensor> inputs, std::vector<Tensor>& results, int64_t dim,
                Less&& less) {
  const Shape& shape = inputs[0].shape();
  const int64_t n = shape[dim];
  const int64_t inner = product(Shape(shape.begin() + dim + 1, shape.end()));
  const int64_t outer = product(Shape(shape.begin(), shape.begin() + dim));
  std::vector<int64_t> perm, tmp;
  for (int64_t o = 0; o < outer; ++o) {
    for (int64_t in = 0; in < inner; ++in) {
      const int64_t base = o * n * inner + in;
      perm.resize(n);
      for (int64_t r = 0; r < n; ++r) perm[r] = base + r * inner;
      mergeSort(perm, tmp, less);
      for (size_t k = 0; k < inputs.size(); ++k) {
        const int w = byteWidth(inputs[k].elementType());
        uint8_t* out = results[k].rawData();
        for (int64_t r = 0; r < n; ++r)
          std::memcpy(out + (base + r * inner) * w, inputs[k].rawData() + perm[r] * w, w);
      }
    }
  }
}

bool nativeComparator(std::span<const Tensor> inputs, const ScalarBody& c) {
  const int n = static_cast<int>(2 * inputs.size());
  if (c.kind() != ScalarBody::Kind::kCompare || c.lhsArg() >= n || c.rhsArg() >= n) return false;
  return inputs[c.lhsArg() / 2].elementType() == c.elementType() &&
         inputs[c.rhsArg() / 2].elementType() == c.elementType();
}

}  // namespace

std::vector<Tensor> sort(std::span<const Tensor> inputs, int64_t dimension,
                         const ScalarBody& comparator) {
  const int64_t dim = dimension < 0 ? dimension + inputs[0].rank() : dimension;
  std::vector<Tensor> results;
  for (const Tensor& t : inputs) results.push_back(Tensor::uninitialized(t.type()));
  if (inputs[0].numElements() == 0) return results;
  if (nativeComparator(inputs, comparator)) {
    dispatchElementType(comparator.elementType(), [&](auto tag) {
      using T = typename decltype(tag)::type;
      const int la = comparator.lhsArg(), ra = comparator.rhsArg();
      const T* lhs = inputs[la / 2].data<T>();
      const T* rhs = inputs[ra / 2].data<T>();
      // Argument 2k is input k at the left element, 2k+1 at the right one.
      sortSlices(inputs, results, dim, [&](int64_t a, int64_t b) {
        return comparator.compare<T>(lhs[la % 2 == 0 ? a : b], rhs[ra % 2 == 0 ? a : b]);
      });
    });
    return results;
  }
  sortSlices(inputs, results, dim, [&](int64_t a, int64_t b) {
    std::vector<Tensor> args;
    for (const Tensor& t : inputs) {
      args.push_back(scalarAt(t, a));
      args.push_back(scalarAt(t, b));
    }
    return comparator.call(std::move(args))[0].get<bool>(0);
  });
  return results;
}

// ---- top_k ------------------------------------------------------------------------

std::optional<std::string> checkTopK(const Tensor& operand, int64_t k) {
  if (operand.rank() == 0) return std::string("operand must have rank at least 1");
  if (k < 0 || k > operand.shape().back())
    return fmt::format("k = {} is outside [0, {}], the operand's last dim", k,
                       operand.shape().back());
  if (operand.shape().back() > std::numeric_limits<int32_t>::max())
    return fmt::format("the last dim {} has positions beyond i32", operand.shape().back());
  return std::nullopt;
}

std::vector<Tensor> topK(const Tensor& operand, int64_t k) {
  const int64_t last = operand.rank() - 1;
  const std::vector<Tensor> inputs = {operand,
                                      iota(TensorType{operand.shape(), ElementType::kI32}, last)};
  const ElementType e = operand.elementType();
  const ScalarBody greater = ScalarBody::comparator(
      e, ComparisonDirection::kGT, isFloat(e) ? CompareType::kTotalOrder : defaultCompareType(e));
  const std::vector<Tensor> sorted = partir::sort(inputs, last, greater);
  const Shape start(operand.rank(), 0), strides(operand.rank(), 1);
  Shape limit = operand.shape();
  limit.back() = k;
  return {partir::slice(sorted[0], start, limit, strides),
          partir::slice(sorted[1], start, limit, strides)};
}

// ---- map --------------------------------------------------------------------------

std::optional<std::string> checkMap(std::span<const Tensor> inputs) {
  if (inputs.empty()) return std::string("needs at least one input");  // C2
  return sameShapes(inputs, "inputs");                                 // C1
}

Tensor map(std::span<const Tensor> inputs, ElementType resultElement, const ScalarBody& body) {
  Tensor result = Tensor::uninitialized(TensorType{inputs[0].shape(), resultElement});
  const ElementType e = inputs[0].elementType();
  if (inputs.size() == 2 && inputs[1].elementType() == e && resultElement == e &&
      body.isArithmetic() && body.nativeFor(e, 2)) {
    dispatchElementType(e, [&](auto tag) {
      using T = typename decltype(tag)::type;
      const T* a = inputs[0].data<T>();
      const T* b = inputs[1].data<T>();
      T* out = result.data<T>();
      auto loop = [&](auto op) {
        for (int64_t i = 0; i < result.numElements(); ++i) out[i] = op(a[i], b[i]);
      };
      if (!body.withInlineOp<T>(loop)) loop([&](T x, T y) { return body.applyArgs<T>(x, y); });
    });
    return result;
  }
  for (int64_t i = 0; i < result.numElements(); ++i) {
    std::vector<Tensor> args;
    for (const Tensor& t : inputs) args.push_back(scalarAt(t, i));
    setFromScalar(result, i, body.call(std::move(args))[0]);
  }
  return result;
}

// ---- kernels ------------------------------------------------------------------------

namespace {

std::vector<Tensor> operandTensors(OpContext& ctx, size_t begin, size_t end) {
  std::vector<Tensor> out;
  for (size_t i = begin; i < end; ++i) out.push_back(ctx.tensor(i));
  return out;
}

std::vector<ElementType> elementTypes(std::span<const Tensor> ts) {
  std::vector<ElementType> out;
  for (const Tensor& t : ts) out.push_back(t.elementType());
  return out;
}

// Checks that region `i` has one block whose arguments are rank-0 tensors of
// `argTypes`, so the general path can call it.
void checkBodySignature(OpContext& ctx, size_t i, const std::vector<ElementType>& argTypes) {
  if (ctx.op().numRegions() <= i) ctx.fail("missing body region {}", i);
  const Region& region = ctx.op().region(i);
  if (region.numBlocks() != 1) ctx.fail("body region {} must have one block", i);
  const Block& block = region.front();
  if (block.numArguments() != argTypes.size())
    ctx.fail("body region {} takes {} arguments, expected {}", i, block.numArguments(),
             argTypes.size());
  for (size_t a = 0; a < argTypes.size(); ++a) {
    const Type& t = block.argument(a)->type();
    if (!t.isTensor() || t.tensor().rank() != 0 || t.tensor().element != argTypes[a])
      ctx.fail("argument {} of body region {} has type {}, expected tensor<{}>", a, i, t.str(),
               elementTypeName(argTypes[a]));
  }
}

// The body of region `i`, taking rank-0 tensors of `argTypes` and returning
// rank-0 tensors of `resultTypes` (anything else is an error naming the op).
ScalarBody bodyOf(OpContext& ctx, size_t i, std::vector<ElementType> argTypes,
                  std::vector<ElementType> resultTypes) {
  checkBodySignature(ctx, i, argTypes);
  RegionFn fn = [&ctx, i, resultTypes](std::vector<Tensor> args) {
    Values in(args.begin(), args.end());
    Values out = ctx.runRegion(i, std::move(in));
    if (out.size() != resultTypes.size())
      ctx.fail("body returned {} values, expected {}", out.size(), resultTypes.size());
    std::vector<Tensor> results;
    for (size_t k = 0; k < out.size(); ++k) {
      if (!out[k].isTensor() || out[k].tensor().rank() != 0 ||
          out[k].tensor().elementType() != resultTypes[k])
        ctx.fail("body result {} has type {}, expected tensor<{}>", k, out[k].type().str(),
                 elementTypeName(resultTypes[k]));
      results.push_back(std::move(out[k].tensor()));
    }
    return results;
  };
  return ScalarBody::fromRegion(ctx.op().region(i), std::move(fn));
}

std::vector<ElementType> twice(const std::vector<ElementType>& ts) {
  std::vector<ElementType> out = ts;
  out.insert(out.end(), ts.begin(), ts.end());
  return out;
}

std::vector<int64_t> intsOr(OpContext& ctx, std::string_view name, size_t rank, int64_t dflt) {
  return ctx.optionalAttr(name) ? ctx.intsAttr(name) : std::vector<int64_t>(rank, dflt);
}

// window_dimensions, window_strides, base_dilations, window_dilations and
// padding (an Nx2 dense attribute) of reduce_window / select_and_scatter.
WindowConfig windowAttrs(OpContext& ctx, size_t rank) {
  WindowConfig w = defaultWindow(ctx.intsAttr("window_dimensions"));
  w.strides = intsOr(ctx, "window_strides", rank, 1);
  w.baseDilations = intsOr(ctx, "base_dilations", rank, 1);
  w.windowDilations = intsOr(ctx, "window_dilations", rank, 1);
  const std::vector<int64_t> padding = intsOr(ctx, "padding", 2 * rank, 0);
  if (padding.size() != 2 * rank) ctx.fail("padding must be a {}x2 tensor", rank);
  w.paddingLow.clear();
  w.paddingHigh.clear();
  for (size_t d = 0; d < rank; ++d) {
    w.paddingLow.push_back(padding[2 * d]);
    w.paddingHigh.push_back(padding[2 * d + 1]);
  }
  return w;
}

}  // namespace

// StableHLO spec "map".
Values evalMap(OpContext& ctx) {
  const std::vector<Tensor> inputs = operandTensors(ctx, 0, ctx.numOperands());
  if (auto err = checkMap(inputs)) ctx.fail("{}", *err);
  std::vector<int64_t> iota(inputs[0].rank());
  std::iota(iota.begin(), iota.end(), 0);
  if (ctx.optionalAttr("dimensions") && ctx.intsAttr("dimensions") != iota)  // C3
    ctx.fail("dimensions must be [0, ..., rank - 1]");
  const ElementType resultElement = ctx.resultType(0).element;
  ScalarBody body = bodyOf(ctx, 0, elementTypes(inputs), {resultElement});
  return ctx.checkedResults({partir::map(inputs, resultElement, body)});
}

// StableHLO spec "reduce": operands are N inputs then N init values.
Values evalReduce(OpContext& ctx) {
  const size_t n = ctx.numOperands() / 2;
  if (ctx.numOperands() % 2 != 0) ctx.fail("expects as many init values as inputs");
  const std::vector<Tensor> inputs = operandTensors(ctx, 0, n);
  const std::vector<Tensor> inits = operandTensors(ctx, n, 2 * n);
  const std::vector<int64_t> dims = ctx.intsAttr("dimensions");
  if (auto err = checkReduce(inputs, inits, dims)) ctx.fail("{}", *err);
  ScalarBody body = bodyOf(ctx, 0, twice(elementTypes(inits)), elementTypes(inits));
  return ctx.checkedResults(partir::reduce(inputs, inits, dims, body));
}

// StableHLO spec "reduce_window": operands are N inputs then N init values.
Values evalReduceWindow(OpContext& ctx) {
  const size_t n = ctx.numOperands() / 2;
  if (ctx.numOperands() % 2 != 0) ctx.fail("expects as many init values as inputs");
  const std::vector<Tensor> inputs = operandTensors(ctx, 0, n);
  const std::vector<Tensor> inits = operandTensors(ctx, n, 2 * n);
  if (inputs.empty()) ctx.fail("needs at least one input");
  const WindowConfig window = windowAttrs(ctx, inputs[0].rank());
  if (auto err = checkReduceWindow(inputs, inits, window)) ctx.fail("{}", *err);
  ScalarBody body = bodyOf(ctx, 0, twice(elementTypes(inits)), elementTypes(inits));
  return ctx.checkedResults(partir::reduceWindow(inputs, inits, window, body));
}

// StableHLO spec "select_and_scatter": operand, source, init_value; regions
// select then scatter.
Values evalSelectAndScatter(OpContext& ctx) {
  if (ctx.numOperands() != 3) ctx.fail("expects operand, source and init_value");
  const Tensor& operand = ctx.tensor(0);
  const WindowConfig window = windowAttrs(ctx, operand.rank());
  if (auto err = checkSelectAndScatter(operand, ctx.tensor(1), ctx.tensor(2), window))
    ctx.fail("{}", *err);
  const ElementType e = operand.elementType();
  ScalarBody select = bodyOf(ctx, 0, {e, e}, {ElementType::kI1});  // C10
  ScalarBody scatter = bodyOf(ctx, 1, {e, e}, {e});                // C11
  return ctx.checkedResults({selectAndScatter(operand, ctx.tensor(1), ctx.tensor(2), window, select, scatter)});
}

// StableHLO spec "sort".
Values evalSort(OpContext& ctx) {
  const std::vector<Tensor> inputs = operandTensors(ctx, 0, ctx.numOperands());
  const int64_t dimension = ctx.optionalAttr("dimension") ? ctx.intAttr("dimension") : -1;
  if (auto err = checkSort(inputs, dimension)) ctx.fail("{}", *err);
  std::vector<ElementType> args;
  for (const Tensor& t : inputs) args.insert(args.end(), {t.elementType(), t.elementType()});
  ScalarBody comparator = bodyOf(ctx, 0, args, {ElementType::kI1});  // C5
  return ctx.checkedResults(partir::sort(inputs, dimension, comparator));
}

namespace {

// Index `at` of dim `dim` of `t`, that dim removed.
Tensor sliceAt(const Tensor& t, int64_t dim, int64_t at) {
  std::vector<int64_t> start(t.rank(), 0), limit(t.shape()), strides(t.rank(), 1);
  start[dim] = at;
  limit[dim] = at + 1;
  return slice(t, start, limit, strides).withShape(without(t.shape(), dim));
}

// `t` with index `at` of dim `dim` replaced by `part` (that dim removed).
Tensor withSliceAt(Tensor t, const Tensor& part, int64_t dim, int64_t at) {
  Shape shape = t.shape();
  shape[dim] = 1;
  std::vector<int64_t> start(t.rank(), 0);
  start[dim] = at;
  return dynamicUpdateSlice(std::move(t), part.withShape(shape), start);
}

}  // namespace

// chlo.scan: the body run at each index of `dimension` (from the end with
// is_reverse), on the inputs' slices there and the carries; its outputs
// are stacked along the dimension, its last carries returned.
Values evalScan(OpContext& ctx) {
  const std::vector<int64_t> segments = ctx.intsAttr("operandSegmentSizes");
  const size_t n = static_cast<size_t>(segments.at(0));
  const int64_t dim = ctx.intAttr("dimension");
  const bool reverse = ctx.optionalAttr("is_reverse") && ctx.attr("is_reverse").getBool();
  std::vector<Tensor> outputs;
  for (size_t i = 0; i < n; ++i) outputs.push_back(Tensor::zeros(ctx.resultType(i)));
  Values carries(ctx.operands().begin() + static_cast<std::ptrdiff_t>(n), ctx.operands().end());
  const int64_t length = n == 0 ? 0 : ctx.tensor(0).shape()[dim];
  for (int64_t step = 0; step < length; ++step) {
    const int64_t at = reverse ? length - 1 - step : step;
    Values args;
    for (size_t i = 0; i < n; ++i) args.push_back(atOp(ctx, [&] { return sliceAt(ctx.tensor(i), dim, at); }));
    args.insert(args.end(), carries.begin(), carries.end());
    Values returned = ctx.runRegion(0, std::move(args));
    if (returned.size() != ctx.op().numResults()) ctx.fail("the body returned {} values", returned.size());
    for (size_t i = 0; i < n; ++i)
      outputs[i] = atOp(ctx, [&] { return withSliceAt(std::move(outputs[i]), returned[i].tensor(), dim, at); });
    carries.assign(returned.begin() + static_cast<std::ptrdiff_t>(n), returned.end());
  }
  Values results(outputs.begin(), outputs.end());
  results.insert(results.end(), carries.begin(), carries.end());
  return results;
}

// chlo.top_k, and custom_call @mhlo.topk (semantics/custom_call_targets.h):
// k is the values' last dim, which the type rule checked against the k
// attribute of either spelling.
Values evalTopK(OpContext& ctx) {
  if (ctx.numOperands() != 1 || ctx.op().numResults() != 2 || ctx.resultType(0).rank() == 0)
    ctx.fail("expects one operand and two results of rank at least 1");
  const int64_t k = ctx.resultType(0).shape.back();
  if (auto err = checkTopK(ctx.tensor(0), k)) ctx.fail("{}", *err);
  return ctx.checkedResults(topK(ctx.tensor(0), k));
}

}  // namespace partir
