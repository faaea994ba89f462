// Kernels of the `checks` family (semantics/op_table.def) and the pure
// comparisons of interp/kernels/checks.h.
#include "interp/kernels/checks.h"

#include <fmt/ranges.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include "interp/index_space.h"
#include "interp/interpreter.h"
#include "interp/kernels.h"
#include "interp/numerics.h"

namespace partir {

namespace {

// "[3, 1]": the multi-dimensional index of element `linear` of `shape`.
std::string indexString(const Shape& shape, int64_t linear) {
  std::vector<int64_t> index(shape.size());
  for (size_t d = shape.size(); d-- > 0;) {
    index[d] = linear % shape[d];
    linear /= shape[d];
  }
  return fmt::format("[{}]", fmt::join(index, ", "));
}

// Counts the elements i of two same-typed tensors where `pass(i)` is false
// and describes the first; `detail(i)` adds op-specific text to it.
template <class Pass, class Detail>
CheckOutcome compareElements(const Tensor& actual, const Tensor& expected, Pass pass,
                             Detail detail) {
  int64_t failures = 0, first = -1;
  for (int64_t i = 0; i < actual.numElements(); ++i) {
    if (pass(i)) continue;
    if (failures++ == 0) first = i;
  }
  if (failures == 0) return {};
  return {false,
          fmt::format("{} of {} elements differ; first at {}: actual {}, expected {}{}", failures,
                      actual.numElements(), indexString(actual.shape(), first),
                      actual.elementString(first), expected.elementString(first), detail(first))};
}

// Fails unless both tensors have one type and, when `floatsOnly`, a float one.
std::optional<CheckOutcome> typeMismatch(const Tensor& actual, const Tensor& expected,
                                         bool floatsOnly) {
  if (!(actual.type() == expected.type()))
    return CheckOutcome{false, fmt::format("type mismatch: actual {}, expected {}",
                                           actual.type().str(), expected.type().str())};
  if (floatsOnly && !isFloat(actual.elementType()) && !isComplex(actual.elementType()))
    return CheckOutcome{
        false, fmt::format("needs a floating-point element type, got {}", actual.type().str())};
  return std::nullopt;
}

// Element equality of expect_eq (see checks.h).
template <class T>
bool elementsEqual(T a, T b) {
  if constexpr (kIsComplexElement<T>) {
    return elementsEqual(a.real(), b.real()) && elementsEqual(a.imag(), b.imag());
  } else if constexpr (kIsFloatElement<T>) {
    const auto x = widen(a), y = widen(b);
    return x == y || (std::isnan(x) && std::isnan(y));
  } else {
    return a == b;
  }
}

// The interpreter's areApproximatelyEqual (Element.cpp) on two floats.
bool approximatelyEqual(double f, double g, double tolerance) {
  if (f == g) return true;
  if (std::isnan(f) || std::isnan(g)) return std::isnan(f) && std::isnan(g);
  if (!std::isfinite(f) || !std::isfinite(g)) return false;
  if (std::signbit(f) != std::signbit(g)) return false;
  return std::fabs(f - g) <= tolerance;
}

}  // namespace

CheckOutcome expectEq(const Tensor& actual, const Tensor& expected) {
  if (auto mismatch = typeMismatch(actual, expected, false)) return *mismatch;
  return dispatchElementType(actual.elementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* a = actual.data<T>();
    const T* b = expected.data<T>();
    return compareElements(
        actual, expected, [&](int64_t i) { return elementsEqual(a[i], b[i]); },
        [](int64_t) { return std::string(); });
  });
}

// Compares two float tensors element by element: `passes(a, b)` on the
// elements in their own type, `note(a, b)` appended to a failure's message.
// A complex element passes when both its parts do (the StableHLO
// interpreter's areApproximatelyEqual on complex); the note is the real
// parts'.
template <class Passes, class Note>
CheckOutcome compareFloatElements(const Tensor& actual, const Tensor& expected, Passes passes, Note note) {
  if (auto mismatch = typeMismatch(actual, expected, true)) return *mismatch;
  return dispatchElementType(actual.elementType(), [&](auto tag) -> CheckOutcome {
    using T = typename decltype(tag)::type;
    const T* a = actual.data<T>();
    const T* b = expected.data<T>();
    if constexpr (kIsComplexElement<T>) {
      return compareElements(
          actual, expected,
          [&](int64_t i) { return passes(a[i].real(), b[i].real()) && passes(a[i].imag(), b[i].imag()); },
          [&](int64_t i) { return note(a[i].real(), b[i].real()); });
    } else if constexpr (kIsFloatElement<T>) {
      return compareElements(
          actual, expected, [&](int64_t i) { return passes(a[i], b[i]); },
          [&](int64_t i) { return note(a[i], b[i]); });
    }
    return {};  // unreachable: typeMismatch refused non-float types
  });
}

CheckOutcome expectAlmostEq(const Tensor& actual, const Tensor& expected, double tolerance) {
  return compareFloatElements(
      actual, expected,
      [&](auto a, auto b) { return approximatelyEqual(toDouble(a), toDouble(b), tolerance); },
      [&](auto, auto) { return fmt::format(" (tolerance {})", tolerance); });
}

CheckOutcome expectClose(const Tensor& actual, const Tensor& expected, uint64_t minUlp,
                         uint64_t maxUlp) {
  return compareFloatElements(
      actual, expected,
      [&](auto a, auto b) {
        const uint64_t ulps = ulpDistance(a, b);
        return minUlp <= ulps && ulps <= maxUlp;
      },
      [&](auto a, auto b) {
        return fmt::format(", {} ULP apart (allowed {}..{})", ulpDistance(a, b), minUlp, maxUlp);
      });
}

CheckOutcome expectAllClose(const Tensor& actual, const Tensor& expected, double rtol, double atol) {
  if ((rtol == 0 && atol == 0) || !(isFloat(actual.elementType()) || isComplex(actual.elementType())))
    return expectEq(actual, expected);
  return compareFloatElements(
      actual, expected,
      [&](auto a, auto b) {
        const double x = toDouble(a), y = toDouble(b);
        if (std::isnan(x) || std::isnan(y)) return std::isnan(x) && std::isnan(y);
        if (std::isinf(x) || std::isinf(y)) return x == y;
        return std::fabs(x - y) <= atol + rtol * std::fabs(y);
      },
      [&](auto, auto) { return fmt::format(" (rtol {}, atol {})", rtol, atol); });
}

// ---- formatTensor ----------------------------------------------------------------

namespace {

// One element as the StableHLO interpreter prints it.
template <class T>
std::string formatElement(T x) {
  if constexpr (std::is_same_v<T, bool>) {
    return x ? "true" : "false";
  } else if constexpr (kIsComplexElement<T>) {
    return fmt::format("({}, {})", formatElement(x.real()), formatElement(x.imag()));
  } else if constexpr (kIsFloatElement<T>) {
    const double v = toDouble(x);
    std::string scientific = fmt::format("{:e}", v);
    if (!std::isfinite(v) ||
        floatBits(fromDouble<T>(std::strtod(scientific.c_str(), nullptr))) == floatBits(x))
      return scientific;
    if constexpr (std::is_same_v<T, double>)
      return fmt::format("{}", v);
    else
      return fmt::format("{}", toFloat(x));
  } else {
    return fmt::format("{}",
                       static_cast<std::conditional_t<std::is_signed_v<T>, int64_t, uint64_t>>(x));
  }
}

// Appends dimension `dim` of `t` starting at element `linear`, indented by
// `indent` spaces; advances `linear`.
template <class T>
void formatDimension(const Tensor& t, size_t dim, int indent, int64_t& linear, std::string& out) {
  const int64_t size = t.shape()[dim];
  out.append(indent, ' ');
  if (dim + 1 == t.shape().size() || size == 0) {
    out += "[";
    for (int64_t i = 0; i < size && dim + 1 == t.shape().size(); ++i)
      out += (i ? ", " : "") + formatElement(t.data<T>()[linear++]);
    out += "]";
    return;
  }
  out += "[\n";
  for (int64_t i = 0; i < size; ++i) {
    if (i) out += ",\n";
    formatDimension<T>(t, dim + 1, indent + 2, linear, out);
  }
  out += "\n";
  out.append(indent, ' ');
  out += "]";
}

}  // namespace

std::string formatTensor(const Tensor& t) {
  return dispatchElementType(t.elementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if (t.rank() == 0)
      return fmt::format("{} {{{}}}", t.type().str(), formatElement(t.data<T>()[0]));
    std::string out = t.type().str() + " {\n";
    int64_t linear = 0;
    formatDimension<T>(t, 0, 2, linear, out);
    return out + "\n}";
  });
}

// ---- Kernels ---------------------------------------------------------------------

namespace {


// A failed check is its own kind of outcome (exit code 1), not an input error.
Values finishCheck(OpContext& ctx, const CheckOutcome& outcome) {
  if (outcome.ok)
    ctx.interpreter().recordCheckPassed();
  else
    ctx.interpreter().recordCheckFailed(
        Diagnostic{ErrorKind::kCheckFailed, ctx.loc(),
                   fmt::format("'{}' failed: {}", ctx.op().name(), outcome.message)});
  return {};
}

// The `value` attribute of the *_const checks.
Tensor expectedConstant(const OpContext& ctx) {
  const Attribute& value = ctx.attr("value");
  if (value.kind() != Attribute::Kind::kDenseElements)
    ctx.fail("attribute 'value' must be dense elements");
  return Tensor::fromDense(value.getDenseElements(), ctx.loc());
}

// CheckOps.td: `tolerance` is an optional F64Attr, default 1e-4.
double toleranceAttr(const OpContext& ctx) {
  const Attribute* a = ctx.optionalAttr("tolerance");
  if (!a) return 1e-4;
  if (a->kind() == Attribute::Kind::kFloat) return a->getFloat();
  if (a->kind() == Attribute::Kind::kInteger) return static_cast<double>(a->getInt());
  ctx.fail("attribute 'tolerance' must be a number");
}

// An optional unsigned integer attribute (CheckOps.td UI64Attr / UI32Attr).
uint64_t unsignedAttr(const OpContext& ctx, std::string_view name, uint64_t fallback) {
  if (!ctx.optionalAttr(name)) return fallback;
  const int64_t v = ctx.intAttr(name);
  if (v < 0) ctx.fail("attribute '{}' must be non-negative", name);
  return static_cast<uint64_t>(v);
}

const std::string& stringAttr(const OpContext& ctx, std::string_view name) {
  const Attribute& a = ctx.attr(name);
  if (a.kind() != Attribute::Kind::kString) ctx.fail("attribute '{}' must be a string", name);
  return a.getString();
}

}  // namespace

Values evalCheckExpectEq(OpContext& ctx) {
  ctx.expectOperands(2);
  return finishCheck(ctx, expectEq(ctx.tensor(0), ctx.tensor(1)));
}

Values evalCheckExpectEqConst(OpContext& ctx) {
  ctx.expectOperands(1);
  return finishCheck(ctx, expectEq(ctx.tensor(0), expectedConstant(ctx)));
}

Values evalCheckExpectAlmostEq(OpContext& ctx) {
  ctx.expectOperands(2);
  return finishCheck(ctx, expectAlmostEq(ctx.tensor(0), ctx.tensor(1), toleranceAttr(ctx)));
}

Values evalCheckExpectAlmostEqConst(OpContext& ctx) {
  ctx.expectOperands(1);
  return finishCheck(ctx, expectAlmostEq(ctx.tensor(0), expectedConstant(ctx), toleranceAttr(ctx)));
}

Values evalCheckExpectClose(OpContext& ctx) {
  ctx.expectOperands(2);
  const uint64_t minUlp = unsignedAttr(ctx, "min_ulp_difference", 0);
  const uint64_t maxUlp = unsignedAttr(ctx, "max_ulp_difference", 1);
  return finishCheck(ctx, expectClose(ctx.tensor(0), ctx.tensor(1), minUlp, maxUlp));
}

// check.expect_serialized_eq compares the value `interpreter.probe` recorded
// under `probe_id` at its `iteration`-th execution (default 0) with the
// operand. The StableHLO interpreter goes through .npy files in a probe
// directory; this interpreter keeps the probed values in memory.
Values evalCheckExpectSerializedEq(OpContext& ctx) {
  ctx.expectOperands(1);
  const std::string& probeId = stringAttr(ctx, "probe_id");
  const uint64_t iteration = unsignedAttr(ctx, "iteration", 0);
  const auto& probes = ctx.interpreter().probes();
  auto found = probes.find(probeId);
  if (found == probes.end() || iteration >= found->second.size())
    return finishCheck(ctx, {false, fmt::format("no value was probed as \"{}\" at iteration {}",
                                                probeId, iteration)});
  return finishCheck(ctx, expectEq(found->second[iteration], ctx.tensor(0)));
}

// interpreter.print writes "%name = <formatTensor>" to stdout and returns
// nothing.
Values evalInterpreterPrint(OpContext& ctx) {
  ctx.expectOperands(1);
  const std::string& name = ctx.op().operand(0)->name();
  std::string text = formatTensor(ctx.tensor(0));
  if (!name.empty()) text = "%" + name + " = " + text;
  std::fputs((text + "\n").c_str(), stdout);
  std::fflush(stdout);
  return {};
}

// interpreter.probe records its operand under `probe_id` (read back by
// check.expect_serialized_eq) and returns it unchanged.
Values evalInterpreterProbe(OpContext& ctx) {
  ctx.expectOperands(1);
  const std::string& probeId = stringAttr(ctx, "probe_id");
  ctx.tensor(0);  // fails unless the operand is a tensor
  InterpreterValue value = ctx.takeOperand(0);
  ctx.interpreter().probes()[probeId].push_back(value.tensor());
  return {std::move(value)};
}

namespace {

// The `programs` attribute of run_parallel: a non-empty rectangle of
// function references, one row per replica, one column per partition.
std::vector<std::vector<const Function*>> parallelPrograms(OpContext& ctx) {
  const Attribute& grid = ctx.attr("programs");
  const auto bad = [&] { ctx.fail("attribute 'programs' must be a non-empty grid of @functions"); };
  if (grid.kind() != Attribute::Kind::kArray || grid.getArray().empty()) bad();
  std::vector<std::vector<const Function*>> programs;
  for (const Attribute& row : grid.getArray()) {
    if (row.kind() != Attribute::Kind::kArray || row.getArray().empty() ||
        row.getArray().size() != grid.getArray()[0].getArray().size())
      bad();
    programs.emplace_back();
    for (const Attribute& f : row.getArray()) {
      const Function* function = f.kind() == Attribute::Kind::kSymbolRef
                                     ? ctx.interpreter().module().lookup(f.getString())
                                     : nullptr;
      if (!function) bad();
      programs.back().push_back(function);
    }
  }
  return programs;
}

// The operands of run_parallel cut into each program's arguments, in process
// order.
std::vector<Values> argumentsPerProcess(OpContext& ctx,
                                        const std::vector<std::vector<const Function*>>& programs) {
  std::vector<Values> args;
  size_t next = 0;
  for (const auto& row : programs) {
    for (const Function* f : row) {
      if (next + f->argTypes.size() > ctx.numOperands())
        ctx.fail("has {} operands, fewer than its programs take", ctx.numOperands());
      args.emplace_back(ctx.operands().begin() + next,
                        ctx.operands().begin() + next + f->argTypes.size());
      next += f->argTypes.size();
    }
  }
  if (next != ctx.numOperands())
    ctx.fail("has {} operands, but its programs take {}", ctx.numOperands(), next);
  return args;
}

}  // namespace

// The infeed of run_parallel: what each function of its `infeed` attribute
// returns, in order, one entry per infeed op.
std::vector<Values> infeedEntries(OpContext& ctx) {
  std::vector<Values> entries;
  const Attribute* infeed = ctx.optionalAttr("infeed");
  if (!infeed) return entries;
  if (infeed->kind() != Attribute::Kind::kArray) ctx.fail("infeed must be an array of function symbols");
  for (const Attribute& f : infeed->getArray()) {
    if (f.kind() != Attribute::Kind::kSymbolRef) ctx.fail("infeed must be an array of function symbols");
    const Function* function = ctx.interpreter().module().lookup(f.getString());
    if (!function || function->isDeclaration()) ctx.fail("infeed function @{} is not defined", f.getString());
    entries.push_back(ctx.interpreter().callFunction(*function, {}));
  }
  return entries;
}

// interpreter.run_parallel (openxla/stablehlo InterpreterOps.td): runs
// programs[r][p] as process (r, p) of a num_replicas x num_partitions grid
// (StableHLO spec "Parallel execution"); operands and results are the
// processes' arguments and results, concatenated in process order
// (0, 0), (0, 1), ..., (1, 0), ...
Values evalInterpreterRunParallel(OpContext& ctx) {
  const std::vector<std::vector<const Function*>> programs = parallelPrograms(ctx);
  const int64_t processes = static_cast<int64_t>(programs.size() * programs[0].size());
  if (processes > kMaxProcesses)
    ctx.failUnsupported("{} processes; run_parallel runs at most {}", processes, kMaxProcesses);
  std::vector<Values> args = argumentsPerProcess(ctx, programs);
  std::vector<Values> infeed = infeedEntries(ctx);
  Values results;
  for (Values& values :
       atOp(ctx, [&] { return runParallel(ctx.interpreter(), programs, std::move(args), std::move(infeed)); }))
    for (InterpreterValue& v : values) results.push_back(std::move(v));
  if (results.size() != ctx.op().numResults())
    ctx.fail("its programs returned {} values for {} results", results.size(),
             ctx.op().numResults());
  return results;
}

}  // namespace partir
