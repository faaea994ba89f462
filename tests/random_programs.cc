// The random program generator (see random_programs.h). Each op kind is one
// emit function reading its integer choices; ProgramBuilder keeps the values
// defined so far (with types and magnitude bounds) and the text.
#include "tests/random_programs.h"

#include <algorithm>
#include <bit>
#include <functional>
#include <map>
#include <ostream>
#include <random>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "interp/numerics.h"
#include "interp/tensor.h"

namespace partir::testing {
namespace {

constexpr double kMaxBound = 1 << 20;  // far below 2^24: f32 integer sums stay exact
constexpr double kClampBound = 3;
constexpr int64_t kMaxElements = 4096;
constexpr int kNumChoices = 8;
constexpr int kChoiceRange = 1 << 16;

using Dims = std::vector<int64_t>;

// A value ops may use: an argument or an op result.
struct PoolValue {
  std::string name;
  TensorType type;
  double bound = 0;  // max |element|
  int uses = 0;
  bool isArgument = false;
};

bool isNumeric(const PoolValue& v) {
  return v.type.element == ElementType::kF32 || v.type.element == ElementType::kI32;
}
bool isRankedNumeric(const PoolValue& v) { return isNumeric(v) && v.type.rank() >= 1; }
bool isRanked(const PoolValue& v) { return v.type.rank() >= 1; }

int64_t product(const Dims& dims) {
  int64_t p = 1;
  for (int64_t d : dims) p *= d;
  return p;
}

std::string list(const Dims& v) { return fmt::format("[{}]", fmt::join(v, ", ")); }
std::string i64Array(const Dims& v) {
  return v.empty() ? "array<i64>" : fmt::format("array<i64: {}>", fmt::join(v, ", "));
}
// A literal element: "2.0" for floats, "2" for integers.
std::string literal(ElementType e, int64_t v) {
  return e == ElementType::kF32 ? fmt::format("{}.0", v) : fmt::format("{}", v);
}
std::string scalarType(ElementType e) { return TensorType{{}, e}.str(); }

// The integer choices of one op; missing ones (after shrinking) read as 0.
class Choices {
 public:
  explicit Choices(const OpRecord& r) : r_(r) {}
  int operator[](size_t i) const {
    return i < r_.choices.size() ? std::max(0, r_.choices[i]) : 0;
  }
  // Digit `i` of choice `slot` in base `base`: one small choice per dim.
  int digit(size_t slot, int64_t i, int base) const {
    int x = (*this)[slot];
    for (int64_t k = 0; k < i; ++k) x /= base;
    return x % base;
  }

 private:
  const OpRecord& r_;
};

class ProgramBuilder {
 public:
  explicit ProgramBuilder(const ProgramOptions& options) {
    for (int64_t s : options.dimSizes)
      for (int k = 0; k < (s % 2 == 0 ? 3 : 1) && s >= 1; ++k) sizeTable_.push_back(s);
    if (sizeTable_.empty()) sizeTable_.push_back(1);
  }

  // Argument: rank 1-3 mostly (shrinks to rank 1), f32 mostly; a later
  // argument copies the previous one's type when rank % 3 == 0.
  void addArgument(const ArgRecord& arg) {
    static constexpr int kRanks[] = {1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 0};
    const int rankChoice = std::max(0, arg.rank);
    TensorType t{{}, std::max(0, arg.element) % 4 == 3 ? ElementType::kI32 : ElementType::kF32};
    if (!argTypes_.empty() && rankChoice % 3 == 0) {
      t = argTypes_.back();
    } else {
      const int64_t rank = kRanks[rankChoice % std::size(kRanks)];
      for (int64_t i = 0; i < rank; ++i)
        t.shape.push_back(dimSize(i < static_cast<int64_t>(arg.dims.size()) ? arg.dims[i] : 0));
    }
    pool_.push_back({fmt::format("%arg{}", argTypes_.size()), t, kClampBound, 0, true});
    argTypes_.push_back(t);
  }

  int64_t dimSize(int choice) const { return sizeTable_[std::max(0, choice) % sizeTable_.size()]; }
  int size() const { return static_cast<int>(pool_.size()); }
  const PoolValue& value(int i) const { return pool_[i]; }

  // Every value index once, in the order an operand choice tries them: from
  // one of the two newest values (even choices: 0 is the newest, so ops
  // chain) or any value (odd choices), towards older ones, round-robin.
  std::vector<int> candidates(int choice) const {
    const int n = size();
    const int start = choice % 2 == 0 ? n - 1 - choice / 2 % std::min(n, 2) : choice / 2 % n;
    std::vector<int> order;
    for (int k = 0; k < n; ++k) order.push_back((start - k + n) % n);
    return order;
  }
  // The first candidate satisfying `pred`; -1 if none.
  int find(int choice, const std::function<bool(const PoolValue&)>& pred) const {
    for (int i : candidates(choice))
      if (pred(pool_[i])) return i;
    return -1;
  }

  // A partner for value x: the first other value satisfying `pred` from
  // `start`, else x itself (which must satisfy `pred`).
  int findPartner(int start, int x, const std::function<bool(const PoolValue&)>& pred) const {
    const int i = find(start, [&](const PoolValue& v) { return &v != &pool_[x] && pred(v); });
    return i >= 0 ? i : x;
  }

  // Uses value i; when its bound is above `maxBound` it is clamped to
  // [-3, 3] first (once per value) and the clamp's name is returned.
  std::string use(int i, double maxBound = kMaxBound) {
    PoolValue& v = pool_[i];
    ++v.uses;
    if (v.bound <= maxBound) return v.name;
    auto [it, fresh] = clamped_.try_emplace(i);
    if (fresh) it->second = clamp(v.name, v.type, kClampBound);
    return it->second;
  }
  // The bound of value i as `use(i, maxBound)` delivers it.
  double bound(int i, double maxBound = kMaxBound) const {
    return pool_[i].bound <= maxBound ? pool_[i].bound : kClampBound;
  }

  // Emits `%N = rhs` for a helper value ops consume directly; returns "%N".
  std::string helper(const std::string& rhs) {
    std::string name = fmt::format("%{}", numOps_++);
    lines_.push_back(fmt::format("{} = {}", name, rhs));
    return name;
  }
  // Emits `%N = rhs` for a new value later ops may pick.
  void define(const std::string& rhs, const TensorType& type, double bound) {
    const std::string name = helper(rhs);
    pool_.push_back({name, type, bound, 0, false});
  }
  std::string scalarConstant(ElementType e, int64_t v) {
    return helper(fmt::format("stablehlo.constant dense<{}> : {}", literal(e, v), scalarType(e)));
  }
  // stablehlo.clamp with scalar bounds [-limit, limit].
  std::string clamp(const std::string& x, const TensorType& t, int64_t limit) {
    const std::string lo = scalarConstant(t.element, -limit), hi = scalarConstant(t.element, limit);
    const std::string s = scalarType(t.element);
    return helper(fmt::format("stablehlo.clamp {}, {}, {} : ({}, {}, {}) -> {}", lo, x, hi, s,
                              t.str(), s, t.str()));
  }

  RandomProgram finish() const;

 private:
  std::vector<int64_t> sizeTable_;
  std::vector<PoolValue> pool_;
  std::vector<TensorType> argTypes_;
  std::map<int, std::string> clamped_;
  std::vector<std::string> lines_;
  int numOps_ = 0;
};

RandomProgram ProgramBuilder::finish() const {
  RandomProgram p;
  p.argTypes = argTypes_;
  p.numOps = numOps_;
  std::vector<std::string> names, args;
  for (const PoolValue& v : pool_) {
    if (v.isArgument) args.push_back(fmt::format("{}: {}", v.name, v.type.str()));
    if (v.isArgument || v.uses > 0) continue;
    names.push_back(v.name);
    p.resultTypes.push_back(v.type);
  }
  if (names.empty()) {  // nothing computed: return the first argument
    names.push_back(pool_.front().name);
    p.resultTypes.push_back(pool_.front().type);
  }
  std::vector<std::string> types;
  for (const TensorType& t : p.resultTypes) types.push_back(t.str());
  p.text = fmt::format("func.func @main({}) -> ({}) {{\n", fmt::join(args, ", "), fmt::join(types, ", "));
  for (const std::string& line : lines_) p.text += "  " + line + "\n";
  p.text += fmt::format("  return {} : {}\n}}\n", fmt::join(names, ", "), fmt::join(types, ", "));
  return p;
}

// ---- elementwise ------------------------------------------------------------

using BoundFn = double (*)(double, double);

// add/subtract/multiply/maximum/minimum of two values of one type (partner
// falls back to the operand itself). StableHLO spec "add" (C1) etc.
void emitBinary(const Choices& c, ProgramBuilder& b, const char* op, BoundFn f) {
  const int x = b.find(c[0], isNumeric);
  const TensorType t = b.value(x).type;
  const int y = b.findPartner(c[1], x, [&](const PoolValue& v) { return v.type == t; });
  const double limit = f(b.bound(x), b.bound(y)) <= kMaxBound ? kMaxBound : kClampBound;
  const std::string xs = b.use(x, limit), ys = b.use(y, limit);
  b.define(fmt::format("stablehlo.{} {}, {} : {}", op, xs, ys, t.str()), t,
           f(b.bound(x, limit), b.bound(y, limit)));
}

void emitUnary(const Choices& c, ProgramBuilder& b, const char* op) {
  const int x = b.find(c[0], isNumeric);
  const TensorType t = b.value(x).type;
  b.define(fmt::format("stablehlo.{} {} : {}", op, b.use(x), t.str()), t, b.bound(x));
}

// f32 -> i32, i32 -> f32, i1 -> f32 or i32 (all exact on small integers).
void emitConvert(const Choices& c, ProgramBuilder& b) {
  const int x = b.find(c[0], [](const PoolValue&) { return true; });
  const TensorType from = b.value(x).type;
  TensorType to = from;
  if (from.element == ElementType::kF32) to.element = ElementType::kI32;
  else if (from.element == ElementType::kI32) to.element = ElementType::kF32;
  else to.element = c[2] % 2 ? ElementType::kI32 : ElementType::kF32;
  b.define(fmt::format("stablehlo.convert {} : ({}) -> {}", b.use(x), from.str(), to.str()), to,
           b.bound(x));
}

std::string compareText(const Choices& c, const std::string& x, const std::string& y,
                        const TensorType& t) {
  static constexpr const char* kDirections[] = {"GT", "EQ", "NE", "GE", "LE", "LT"};
  TensorType pred{t.shape, ElementType::kI1};
  return fmt::format("stablehlo.compare {}, {}, {}, {} : ({}, {}) -> {}",
                     kDirections[c[3] % std::size(kDirections)], x, y,
                     t.element == ElementType::kF32 ? "FLOAT" : "SIGNED", t.str(), t.str(), pred.str());
}

void emitCompare(const Choices& c, ProgramBuilder& b) {
  const int x = b.find(c[0], isNumeric);
  const TensorType t = b.value(x).type;
  const int y = b.findPartner(c[1], x, [&](const PoolValue& v) { return v.type == t; });
  const std::string xs = b.use(x), ys = b.use(y);
  b.define(compareText(c, xs, ys, t), TensorType{t.shape, ElementType::kI1}, 1);
}

// The predicate is an earlier i1 value of the same shape, or a fresh compare
// of the two operands. StableHLO spec "select" (C1, C2).
void emitSelect(const Choices& c, ProgramBuilder& b) {
  const int x = b.find(c[0], isNumeric);
  const TensorType t = b.value(x).type;
  const TensorType predType{t.shape, ElementType::kI1};
  const int y = b.findPartner(c[1], x, [&](const PoolValue& v) { return v.type == t; });
  const int p = b.find(c[2], [&](const PoolValue& v) { return v.type == predType; });
  const std::string xs = b.use(x), ys = b.use(y);
  const std::string ps = p >= 0 && c[4] % 4 != 0 ? b.use(p) : b.helper(compareText(c, xs, ys, t));
  b.define(fmt::format("stablehlo.select {}, {}, {} : {}, {}", ps, xs, ys, predType.str(), t.str()), t,
           std::max(b.bound(x), b.bound(y)));
}

// Scalar bounds lo in [-3, -1], hi in [1, 3]: only ever shrinks magnitudes.
void emitClamp(const Choices& c, ProgramBuilder& b) {
  const int x = b.find(c[0], isNumeric);
  const TensorType t = b.value(x).type;
  const int64_t lo = -1 - c[2] % 3, hi = 1 + c[3] % 3;
  const std::string los = b.scalarConstant(t.element, lo), his = b.scalarConstant(t.element, hi);
  const std::string s = scalarType(t.element);
  b.define(fmt::format("stablehlo.clamp {}, {}, {} : ({}, {}, {}) -> {}", los, b.use(x), his, s,
                       t.str(), s, t.str()),
           t, std::min(b.bound(x), static_cast<double>(std::max(-lo, hi))));
}

// ---- dot_general ------------------------------------------------------------

struct DotDims {
  Dims lhsBatch, rhsBatch, lhsContract, rhsContract;
  TensorType result;
};

// The first rhs dim not yet used with the size of lhs dim i, or -1.
int64_t unusedDimOfSize(const TensorType& rhs, const std::vector<bool>& used, int64_t size) {
  for (int64_t j = 0; j < rhs.rank(); ++j)
    if (!used[j] && rhs.shape[j] == size) return j;
  return -1;
}

// Pairs lhs dims wanting role 2 (batch), then role 1 (contracting), with the
// first unused rhs dims of equal size; an lhs dim without one stays free.
// While the result (batch, lhs free, rhs free dims: StableHLO spec
// "dot_general" (C1-C6) and its result shape) is over rank 3 or
// kMaxElements, free lhs dims that can be contracted are. nullopt if still too big.
std::optional<DotDims> matchDot(const TensorType& lhs, std::vector<int> roles, const TensorType& rhs) {
  DotDims d;
  std::vector<bool> used(rhs.rank(), false);
  auto pair = [&](int64_t i, int role) {
    const int64_t j = unusedDimOfSize(rhs, used, lhs.shape[i]);
    roles[i] = j < 0 ? 0 : role;
    if (j < 0) return;
    used[j] = true;
    (role == 2 ? d.lhsBatch : d.lhsContract).push_back(i);
    (role == 2 ? d.rhsBatch : d.rhsContract).push_back(j);
  };
  for (int role : {2, 1})
    for (int64_t i = 0; i < lhs.rank(); ++i)
      if (roles[i] == role) pair(i, role);
  auto resultShape = [&] {
    Dims shape;
    for (int64_t i : d.lhsBatch) shape.push_back(lhs.shape[i]);
    for (int64_t i = 0; i < lhs.rank(); ++i)
      if (roles[i] == 0) shape.push_back(lhs.shape[i]);
    for (int64_t j = 0; j < rhs.rank(); ++j)
      if (!used[j]) shape.push_back(rhs.shape[j]);
    return shape;
  };
  auto tooBig = [](const Dims& shape) { return shape.size() > 3 || product(shape) > kMaxElements; };
  for (int64_t i = 0; i < lhs.rank() && tooBig(resultShape()); ++i)
    if (roles[i] == 0) pair(i, 1);
  d.result = TensorType{resultShape(), lhs.element};
  if (tooBig(d.result.shape)) return std::nullopt;
  return d;
}

std::string dotText(const std::string& l, const std::string& r, const TensorType& lt,
                    const TensorType& rt, const DotDims& d) {
  std::string dims;
  if (!d.lhsBatch.empty()) dims += fmt::format(", batching_dims = {} x {}", list(d.lhsBatch), list(d.rhsBatch));
  if (!d.lhsContract.empty())
    dims += fmt::format(", contracting_dims = {} x {}", list(d.lhsContract), list(d.rhsContract));
  return fmt::format("stablehlo.dot_general {}, {}{} : ({}, {}) -> {}", l, r, dims, lt.str(), rt.str(),
                     d.result.str());
}

// Each lhs dim wants to be free, contracting or batch (choice 2); the rhs is
// the first other value from choice 1 (same element type) that gives a small
// enough result, else the lhs itself (always possible: contracting every
// free dim with itself leaves only the batch dims).
void emitDotGeneral(const Choices& c, ProgramBuilder& b) {
  const int x = b.find(c[0], isNumeric);
  const TensorType lt = b.value(x).type;
  std::vector<int> roles(lt.rank());
  for (int64_t i = 0; i < lt.rank(); ++i) roles[i] = c.digit(2, i, 3);
  std::optional<DotDims> d;
  int y = x;
  for (int candidate : b.candidates(c[1])) {
    if (candidate == x || b.value(candidate).type.element != lt.element) continue;
    if ((d = matchDot(lt, roles, b.value(candidate).type))) {
      y = candidate;
      break;
    }
  }
  if (!d) d = matchDot(lt, roles, lt);
  double contracted = 1;
  for (int64_t i : d->lhsContract) contracted *= static_cast<double>(lt.shape[i]);
  const double limit = b.bound(x) * b.bound(y) * contracted <= kMaxBound ? kMaxBound : kClampBound;
  const std::string xs = b.use(x, limit), ys = b.use(y, limit);
  b.define(dotText(xs, ys, lt, b.value(y).type, *d), d->result,
           b.bound(x, limit) * b.bound(y, limit) * contracted);
}

// ---- reductions -------------------------------------------------------------

// The reducer's init: 0 for add, -inf (f32) or the least i32 for maximum.
std::string reducerInit(ProgramBuilder& b, ElementType e, bool isMax) {
  if (!isMax) return b.scalarConstant(e, 0);
  const char* lowest = e == ElementType::kF32 ? "0xFF800000" : "-2147483648";
  return b.helper(fmt::format("stablehlo.constant dense<{}> : {}", lowest, scalarType(e)));
}

// Over a non-empty subset of dims (choice 2), add or maximum (choice 3).
// StableHLO spec "reduce" (C1-C8).
void emitReduce(const Choices& c, ProgramBuilder& b) {
  const int x = b.find(c[0], isRankedNumeric);
  if (x < 0) return;
  const TensorType t = b.value(x).type;
  const int64_t mask = c[2] % ((int64_t{1} << t.rank()) - 1) + 1;
  const bool isMax = c[3] % 2;
  Dims dims;
  TensorType result{{}, t.element};
  double count = 1;
  for (int64_t i = 0; i < t.rank(); ++i) {
    if (mask >> i & 1) dims.push_back(i), count *= static_cast<double>(t.shape[i]);
    else result.shape.push_back(t.shape[i]);
  }
  const double factor = isMax ? 1 : count;
  const double limit = b.bound(x) * factor <= kMaxBound ? kMaxBound : kClampBound;
  const std::string xs = b.use(x, limit);
  const std::string init = reducerInit(b, t.element, isMax);
  b.define(fmt::format("stablehlo.reduce({} init: {}) applies stablehlo.{} across dimensions = {} : "
                       "({}, {}) -> {}",
                       xs, init, isMax ? "maximum" : "add", list(dims), t.str(), scalarType(t.element),
                       result.str()),
           result, b.bound(x, limit) * factor);
}

// Window 2 stride 2 on the dims choice 2 marks (when >= 2), 1/1 elsewhere;
// max or add (choice 3). StableHLO spec "reduce_window" (C1-C16).
void emitReduceWindow(const Choices& c, ProgramBuilder& b) {
  const int x = b.find(c[0], isRankedNumeric);
  if (x < 0) return;
  const TensorType t = b.value(x).type;
  const bool isMax = c[3] % 2;
  Dims window;
  TensorType result{{}, t.element};
  for (int64_t i = 0; i < t.rank(); ++i) {
    window.push_back(c.digit(2, i, 2) && t.shape[i] >= 2 ? 2 : 1);
    result.shape.push_back((t.shape[i] - window[i]) / window[i] + 1);
  }
  const double factor = isMax ? 1 : static_cast<double>(product(window));
  const double limit = b.bound(x) * factor <= kMaxBound ? kMaxBound : kClampBound;
  const std::string xs = b.use(x, limit);
  const std::string init = reducerInit(b, t.element, isMax);
  const std::string s = scalarType(t.element), n = std::to_string(b.size());
  b.define(fmt::format("\"stablehlo.reduce_window\"({}, {}) <{{window_dimensions = {}, window_strides = {}}}> ({{\n"
                       "    ^bb0(%lhs{}: {}, %rhs{}: {}):\n"
                       "      %r{} = stablehlo.{} %lhs{}, %rhs{} : {}\n"
                       "      stablehlo.return %r{} : {}\n"
                       "    }}) : ({}, {}) -> {}",
                       xs, init, i64Array(window), i64Array(window), n, s, n, s, n,
                       isMax ? "maximum" : "add", n, n, s, n, s, t.str(), s, result.str()),
           result, b.bound(x, limit) * factor);
}

// ---- shape ops --------------------------------------------------------------

// Operand dims go to increasing result positions (choice 3) among a result of
// rank r + choice 2; new dims get sizes from choice 4; size-1 operand dims
// may expand (choices 5, 6). StableHLO spec "broadcast_in_dim" (C1-C6).
void emitBroadcastInDim(const Choices& c, ProgramBuilder& b) {
  const int x = b.find(c[0], [](const PoolValue&) { return true; });
  const TensorType t = b.value(x).type;
  const int64_t r = t.rank(), rank = r + c[2] % (4 - r);
  std::vector<int> masks;  // subsets of size r of [0, rank)
  for (int m = 0; m < (1 << rank); ++m)
    if (std::popcount(static_cast<unsigned>(m)) == r) masks.push_back(m);
  const int mask = masks[c[3] % masks.size()];
  Dims dims;
  TensorType result{{}, t.element};
  for (int64_t i = 0, k = 0; i < rank; ++i) {
    if (mask >> i & 1) {
      const bool expand = t.shape[k] == 1 && c.digit(5, k, 2);
      result.shape.push_back(expand ? b.dimSize(c.digit(6, k, 16)) : t.shape[k]);
      dims.push_back(i), ++k;
    } else {
      result.shape.push_back(b.dimSize(c.digit(4, i, 16)));
    }
  }
  if (product(result.shape) > kMaxElements) return;
  b.define(fmt::format("stablehlo.broadcast_in_dim {}, dims = {} : ({}) -> {}", b.use(x), list(dims),
                       t.str(), result.str()),
           result, b.bound(x));
}

// The permutation with Lehmer code choice 2. StableHLO spec "transpose" (C1-C4).
void emitTranspose(const Choices& c, ProgramBuilder& b) {
  const int x = b.find(c[0], [](const PoolValue& v) { return v.type.rank() >= 2; });
  if (x < 0) return;
  const TensorType t = b.value(x).type;
  Dims rest(t.rank()), perm;
  for (int64_t i = 0; i < t.rank(); ++i) rest[i] = i;
  int code = c[2];
  TensorType result{{}, t.element};
  while (!rest.empty()) {
    const size_t k = code % rest.size();
    code /= static_cast<int>(rest.size());
    perm.push_back(rest[k]);
    result.shape.push_back(t.shape[rest[k]]);
    rest.erase(rest.begin() + static_cast<int64_t>(k));
  }
  b.define(fmt::format("stablehlo.transpose {}, dims = {} : ({}) -> {}", b.use(x), list(perm), t.str(),
                       result.str()),
           result, b.bound(x));
}

// Reshape shapes of `shape` by mode: 0 split a dim into two factors, 1 merge
// two adjacent dims, 2 insert a unit dim, 3 flatten; nullopt when the mode
// does not apply (or would give rank > 3).
std::optional<Dims> reshapeTo(const Dims& shape, int mode, const Choices& c) {
  const int64_t r = static_cast<int64_t>(shape.size());
  Dims out = shape;
  if (mode == 0 && r >= 1 && r < 3) {
    for (int64_t k = 0; k < r; ++k) {
      const int64_t i = (c[3] + k) % r, s = shape[i];
      Dims factors;
      for (int64_t p = 2; p < s; ++p)
        if (s % p == 0) factors.push_back(p);
      if (factors.empty()) continue;
      const int64_t p = factors[c[4] % factors.size()];
      out[i] = s / p;
      out.insert(out.begin() + i, p);
      return out;
    }
    return std::nullopt;
  }
  if (mode == 1 && r >= 2) {
    const int64_t i = c[3] % (r - 1);
    out[i] *= out[i + 1];
    out.erase(out.begin() + i + 1);
    return out;
  }
  if (mode == 2 && r < 3) {
    out.insert(out.begin() + c[3] % (r + 1), 1);
    return out;
  }
  if (mode == 3) return Dims{product(shape)};
  return std::nullopt;
}

// StableHLO spec "reshape" (C1): same element count.
void emitReshape(const Choices& c, ProgramBuilder& b) {
  const int x = b.find(c[0], [](const PoolValue&) { return true; });
  const TensorType t = b.value(x).type;
  std::optional<Dims> shape;
  for (int k = 0; k < 4 && !shape; ++k) shape = reshapeTo(t.shape, (c[2] + k) % 4, c);
  const TensorType result{*shape, t.element};
  b.define(fmt::format("stablehlo.reshape {} : ({}) -> {}", b.use(x), t.str(), result.str()), result,
           b.bound(x));
}

// Along dim choice 2, with partners equal off that dim (falling back to the
// operand itself); a third operand when choice 3 % 3 == 0.
// StableHLO spec "concatenate" (C1-C6).
void emitConcatenate(const Choices& c, ProgramBuilder& b) {
  const int x = b.find(c[0], isRanked);
  if (x < 0) return;
  const TensorType t = b.value(x).type;
  const int64_t d = c[2] % t.rank();
  auto fits = [&](const PoolValue& v) {
    if (v.type.element != t.element || v.type.rank() != t.rank()) return false;
    for (int64_t i = 0; i < t.rank(); ++i)
      if (i != d && v.type.shape[i] != t.shape[i]) return false;
    return true;
  };
  std::vector<int> operands = {x, b.findPartner(c[1], x, fits)};
  if (c[3] % 3 == 0) operands.push_back(b.findPartner(c[4], x, fits));
  TensorType result = t;
  result.shape[d] = 0;
  for (int i : operands) result.shape[d] += b.value(i).type.shape[d];
  if (product(result.shape) > kMaxElements) return;
  std::vector<std::string> names, types;
  double bound = 0;
  for (int i : operands) {
    names.push_back(b.use(i));
    types.push_back(b.value(i).type.str());
    bound = std::max(bound, b.bound(i));
  }
  b.define(fmt::format("stablehlo.concatenate {}, dim = {} : ({}) -> {}", fmt::join(names, ", "), d,
                       fmt::join(types, ", "), result.str()),
           result, bound);
}

// Per dim: start (choice 2), limit counted back from the end (choice 3),
// stride 1 or 2 (choice 4); all zero is the whole operand.
// StableHLO spec "slice" (C1-C5).
void emitSlice(const Choices& c, ProgramBuilder& b) {
  const int x = b.find(c[0], isRanked);
  if (x < 0) return;
  const TensorType t = b.value(x).type;
  std::vector<std::string> ranges;
  TensorType result{{}, t.element};
  for (int64_t i = 0; i < t.rank(); ++i) {
    const int64_t d = t.shape[i], start = c.digit(2, i, 16) % d;
    const int64_t limit = d - c.digit(3, i, 16) % (d - start), stride = 1 + c.digit(4, i, 2);
    ranges.push_back(stride == 1 ? fmt::format("{}:{}", start, limit)
                                 : fmt::format("{}:{}:{}", start, limit, stride));
    result.shape.push_back((limit - start + stride - 1) / stride);
  }
  b.define(fmt::format("stablehlo.slice {} [{}] : ({}) -> {}", b.use(x), fmt::join(ranges, ", "),
                       t.str(), result.str()),
           result, b.bound(x));
}

// Zero padding, low/high 0-2 (choices 2, 3), interior 0/1 (choice 4).
// StableHLO spec "pad" (C1-C4).
void emitPad(const Choices& c, ProgramBuilder& b) {
  const int x = b.find(c[0], isRankedNumeric);
  if (x < 0) return;
  const TensorType t = b.value(x).type;
  Dims low, high, interior;
  TensorType result{{}, t.element};
  for (int64_t i = 0; i < t.rank(); ++i) {
    low.push_back(c.digit(2, i, 3));
    high.push_back(c.digit(3, i, 3));
    interior.push_back(c.digit(4, i, 2));
    result.shape.push_back(low[i] + high[i] + t.shape[i] + (t.shape[i] - 1) * interior[i]);
  }
  if (product(result.shape) > kMaxElements) return;
  const std::string xs = b.use(x), zero = b.scalarConstant(t.element, 0);
  b.define(fmt::format("stablehlo.pad {}, {}, low = {}, high = {}, interior = {} : ({}, {}) -> {}", xs,
                       zero, list(low), list(high), list(interior), t.str(), scalarType(t.element),
                       result.str()),
           result, b.bound(x));
}

// Reverses a non-empty subset of dims (choice 2). StableHLO spec "reverse" (C2, C3).
void emitReverse(const Choices& c, ProgramBuilder& b) {
  const int x = b.find(c[0], isRanked);
  if (x < 0) return;
  const TensorType t = b.value(x).type;
  const int64_t mask = c[2] % ((int64_t{1} << t.rank()) - 1) + 1;
  Dims dims;
  for (int64_t i = 0; i < t.rank(); ++i)
    if (mask >> i & 1) dims.push_back(i);
  b.define(fmt::format("stablehlo.reverse {}, dims = {} : {}", b.use(x), list(dims), t.str()), t,
           b.bound(x));
}

// ---- sources ----------------------------------------------------------------

// A shape of rank `rank` with sizes from digits of choice `slot`.
Dims shapeFrom(const Choices& c, ProgramBuilder& b, int64_t rank, size_t slot) {
  Dims shape;
  for (int64_t i = 0; i < rank; ++i) shape.push_back(b.dimSize(c.digit(slot, i, 16)));
  return shape;
}

ElementType elementFrom(int choice) { return choice % 2 ? ElementType::kI32 : ElementType::kF32; }
// A small value in [-3, 3]; 0 first, so shrinking gives zeros.
int64_t smallValue(int choice) {
  static constexpr int64_t kValues[] = {0, 1, -1, 2, -2, 3, -3};
  return kValues[choice % std::size(kValues)];
}

// StableHLO spec "iota" (C1): rank >= 1, dim < rank.
void emitIota(const Choices& c, ProgramBuilder& b) {
  const TensorType t{shapeFrom(c, b, 1 + c[2] % 3, 3), elementFrom(c[5])};
  const int64_t dim = c[4] % t.rank();
  b.define(fmt::format("stablehlo.iota dim = {} : {}", dim, t.str()), t,
           static_cast<double>(t.shape[dim] - 1));
}

// Nested dense literal of `values` (row-major) for `shape`.
std::string denseLiteral(const Dims& shape, ElementType e, const std::vector<int64_t>& values,
                         size_t dim = 0, size_t offset = 0) {
  if (dim == shape.size()) return literal(e, values[offset]);
  const int64_t inner = product(Dims(shape.begin() + static_cast<int64_t>(dim) + 1, shape.end()));
  std::vector<std::string> parts;
  for (int64_t i = 0; i < shape[dim]; ++i)
    parts.push_back(denseLiteral(shape, e, values, dim + 1, offset + i * inner));
  return fmt::format("[{}]", fmt::join(parts, ", "));
}

// Values in [-3, 3]: a splat (choice 4 even, or more than 8 elements) of
// choice 5, else elements drawn from a generator seeded by choice 6.
void emitConstant(const Choices& c, ProgramBuilder& b) {
  const TensorType t{shapeFrom(c, b, c[2] % 4, 3), elementFrom(c[5])};
  const int64_t n = product(t.shape);
  std::string body;
  if (c[4] % 2 == 0 || n > 8) {
    body = literal(t.element, smallValue(c[5] / 2));
  } else {
    std::mt19937 rng(static_cast<uint32_t>(c[6]));
    std::vector<int64_t> values;
    for (int64_t i = 0; i < n; ++i) values.push_back(static_cast<int64_t>(rng() % 7) - 3);
    body = denseLiteral(t.shape, t.element, values);
  }
  b.define(fmt::format("stablehlo.constant dense<{}> : {}", body, t.str()), t, kClampBound);
}

// ---- indexing ---------------------------------------------------------------

// jnp.take(x, indices, axis=d): 1-4 constant in-range indices (choices 3, 4)
// along dim choice 2; result shape x[:d] + [N] + x[d+1:].
// StableHLO spec "gather" (C1-C23).
void emitGather(const Choices& c, ProgramBuilder& b) {
  const int x = b.find(c[0], isRankedNumeric);
  if (x < 0) return;
  const TensorType t = b.value(x).type;
  const int64_t d = c[2] % t.rank(), n = 1 + c[3] % 4;
  if (product(t.shape) / t.shape[d] * n > kMaxElements) return;
  std::vector<std::string> indices;
  for (int64_t k = 0; k < n; ++k) indices.push_back(fmt::format("[{}]", c.digit(4, k, 16) % t.shape[d]));
  const TensorType indexType{{n, 1}, ElementType::kI32};
  const std::string xs = b.use(x);
  const std::string idx = b.helper(fmt::format("stablehlo.constant dense<[{}]> : {}",
                                               fmt::join(indices, ", "), indexType.str()));
  Dims offsetDims, sliceSizes = t.shape;
  sliceSizes[d] = 1;
  TensorType result = t;
  result.shape[d] = n;
  for (int64_t i = 0; i < t.rank(); ++i)
    if (i != d) offsetDims.push_back(i);
  const std::string offsets = offsetDims.empty() ? "" : fmt::format("offset_dims = {}, ", list(offsetDims));
  b.define(fmt::format("\"stablehlo.gather\"({}, {}) <{{dimension_numbers = #stablehlo.gather<{}"
                       "collapsed_slice_dims = [{}], start_index_map = [{}], index_vector_dim = 1>, "
                       "slice_sizes = {}}}> : ({}, {}) -> {}",
                       xs, idx, offsets, d, d, i64Array(sliceSizes), t.str(), indexType.str(),
                       result.str()),
           result, b.bound(x));
}

// In-range scalar i32 start indices for a window of `sizes` in `shape` (choice `slot`).
std::vector<std::string> startIndices(const Choices& c, ProgramBuilder& b, const Dims& shape,
                                      const Dims& sizes, size_t slot) {
  std::vector<std::string> names;
  for (size_t i = 0; i < shape.size(); ++i)
    names.push_back(b.scalarConstant(ElementType::kI32,
                                     c.digit(slot, static_cast<int64_t>(i), 16) % (shape[i] - sizes[i] + 1)));
  return names;
}

std::string joinIndexTypes(size_t n) {
  std::string s;
  for (size_t i = 0; i < n; ++i) s += ", tensor<i32>";
  return s;
}

// Sizes counted back from the full dim (choice 2), starts choice 3.
// StableHLO spec "dynamic_slice" (C1-C5).
void emitDynamicSlice(const Choices& c, ProgramBuilder& b) {
  const int x = b.find(c[0], isRankedNumeric);
  if (x < 0) return;
  const TensorType t = b.value(x).type;
  TensorType result{{}, t.element};
  for (int64_t i = 0; i < t.rank(); ++i) result.shape.push_back(t.shape[i] - c.digit(2, i, 16) % t.shape[i]);
  const std::string xs = b.use(x);
  const std::vector<std::string> starts = startIndices(c, b, t.shape, result.shape, 3);
  b.define(fmt::format("stablehlo.dynamic_slice {}, {}, sizes = {} : ({}{}) -> {}", xs,
                       fmt::join(starts, ", "), list(result.shape), t.str(), joinIndexTypes(starts.size()),
                       result.str()),
           result, b.bound(x));
}

// The update is another value that fits (choice 1), else a splat constant
// of sizes from choice 2; starts choice 3. StableHLO spec "dynamic_update_slice" (C1-C5).
void emitDynamicUpdateSlice(const Choices& c, ProgramBuilder& b) {
  const int x = b.find(c[0], isRankedNumeric);
  if (x < 0) return;
  const TensorType t = b.value(x).type;
  const int u = b.findPartner(c[1], x, [&](const PoolValue& v) {
    if (v.type.element != t.element || v.type.rank() != t.rank()) return false;
    for (int64_t i = 0; i < t.rank(); ++i)
      if (v.type.shape[i] > t.shape[i]) return false;
    return true;
  });
  const std::string xs = b.use(x);
  TensorType ut{{}, t.element};
  std::string us;
  double bound = b.bound(x);
  if (u != x) {
    ut = b.value(u).type, us = b.use(u), bound = std::max(bound, b.bound(u));
  } else {
    for (int64_t i = 0; i < t.rank(); ++i) ut.shape.push_back(t.shape[i] - c.digit(2, i, 16) % t.shape[i]);
    us = b.helper(fmt::format("stablehlo.constant dense<{}> : {}", literal(t.element, smallValue(c[5])), ut.str()));
    bound = std::max(bound, kClampBound);
  }
  const std::vector<std::string> starts = startIndices(c, b, t.shape, ut.shape, 3);
  b.define(fmt::format("stablehlo.dynamic_update_slice {}, {}, {} : ({}, {}{}) -> {}", xs, us,
                       fmt::join(starts, ", "), t.str(), ut.str(), joinIndexTypes(starts.size()), t.str()),
           t, bound);
}

// ---- the kind table ---------------------------------------------------------

struct OpKind {
  std::string name;
  std::function<void(const Choices&, ProgramBuilder&)> emit;
};

const std::vector<OpKind>& opKinds() {
  static const std::vector<OpKind> kinds = {
      {"add", [](auto& c, auto& b) { emitBinary(c, b, "add", [](double x, double y) { return x + y; }); }},
      {"subtract", [](auto& c, auto& b) { emitBinary(c, b, "subtract", [](double x, double y) { return x + y; }); }},
      {"multiply", [](auto& c, auto& b) { emitBinary(c, b, "multiply", [](double x, double y) { return x * y; }); }},
      {"maximum", [](auto& c, auto& b) { emitBinary(c, b, "maximum", [](double x, double y) { return std::max(x, y); }); }},
      {"minimum", [](auto& c, auto& b) { emitBinary(c, b, "minimum", [](double x, double y) { return std::max(x, y); }); }},
      {"negate", [](auto& c, auto& b) { emitUnary(c, b, "negate"); }},
      {"abs", [](auto& c, auto& b) { emitUnary(c, b, "abs"); }},
      {"convert", emitConvert},
      {"select", emitSelect},
      {"compare", emitCompare},
      {"clamp", emitClamp},
      {"dot_general", emitDotGeneral},
      {"reduce", emitReduce},
      {"broadcast_in_dim", emitBroadcastInDim},
      {"transpose", emitTranspose},
      {"reshape", emitReshape},
      {"concatenate", emitConcatenate},
      {"slice", emitSlice},
      {"pad", emitPad},
      {"iota", emitIota},
      {"constant", emitConstant},
      {"gather", emitGather},
      {"dynamic_slice", emitDynamicSlice},
      {"dynamic_update_slice", emitDynamicUpdateSlice},
      {"reverse", emitReverse},
      {"reduce_window", emitReduceWindow},
  };
  return kinds;
}

rc::Gen<int> genChoice() { return rc::gen::resize(100, rc::gen::inRange(0, kChoiceRange)); }

rc::Gen<ArgRecord> genArg() {
  return rc::gen::build<ArgRecord>(
      rc::gen::set(&ArgRecord::element, genChoice()), rc::gen::set(&ArgRecord::rank, genChoice()),
      rc::gen::set(&ArgRecord::dims, rc::gen::container<std::vector<int>>(3, genChoice())));
}

rc::Gen<OpRecord> genOp() {
  const int numKinds = static_cast<int>(opKinds().size());
  return rc::gen::build<OpRecord>(
      rc::gen::set(&OpRecord::kind, rc::gen::resize(100, rc::gen::inRange(0, numKinds))),
      rc::gen::set(&OpRecord::choices, rc::gen::container<std::vector<int>>(kNumChoices, genChoice())));
}

}  // namespace

const std::vector<std::string>& randomOpKinds() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const OpKind& k : opKinds()) out.push_back(k.name);
    return out;
  }();
  return names;
}

rc::Gen<ProgramDescription> genDescription(const ProgramOptions& options) {
  const int maxOps = std::max(1, options.maxOps);
  return rc::gen::build<ProgramDescription>(
      rc::gen::set(&ProgramDescription::firstArg, genArg()),
      rc::gen::set(&ProgramDescription::moreArgs, rc::gen::resize(2, rc::gen::container<std::vector<ArgRecord>>(genArg()))),
      rc::gen::set(&ProgramDescription::ops,
                   rc::gen::resize(maxOps, rc::gen::nonEmpty(rc::gen::container<std::vector<OpRecord>>(genOp())))));
}

RandomProgram buildProgram(const ProgramDescription& description, const ProgramOptions& options) {
  ProgramBuilder b(options);
  b.addArgument(description.firstArg);
  for (const ArgRecord& arg : description.moreArgs) b.addArgument(arg);
  const auto& kinds = opKinds();
  for (const OpRecord& op : description.ops)
    kinds[static_cast<size_t>(std::max(0, op.kind)) % kinds.size()].emit(Choices(op), b);
  return b.finish();
}

rc::Gen<RandomProgram> genProgram(const ProgramOptions& options) {
  return rc::gen::map(genDescription(options),
                      [options](const ProgramDescription& d) { return buildProgram(d, options); });
}

std::string showProgram(const RandomProgram& program) { return program.text; }

void showValue(const RandomProgram& program, std::ostream& os) { os << "\n" << showProgram(program); }

}  // namespace partir::testing
