#include "tests/denotation_eval.h"

#include <cstdlib>
#include <cstring>
#include <type_traits>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "interp/kernels.h"
#include "interp/kernels/elementwise.h"
#include "interp/kernels/linalg.h"

namespace partir::verify::testing {

// An element value while a term is evaluated: a rank-0 tensor, or an index
// (Term::index) that takes the element type its use needs.
struct DenotationEvaluator::Scalar {
  std::optional<Tensor> typed;
  int64_t index = 0;
};

namespace {

using Scalar = DenotationEvaluator::Scalar;

// A function or reducer without a scalar kernel (thrown; `evaluate` reports it).
struct AbstractFunction {
  std::string name;
};

template <class... Args>
[[noreturn]] void evalError(fmt::format_string<Args...> f, Args&&... args) {
  throw DiagnosticError{invalid({}, f, std::forward<Args>(args)...)};
}

template <class T>
T orThrow(Result<T> r) {
  if (!r.ok()) throw DiagnosticError{r.error()};
  return std::move(r).value();
}

// Element `linear` of `t` as a rank-0 tensor.
Tensor elementOf(const Tensor& t, int64_t linear) {
  Tensor out = Tensor::uninitialized(TensorType{{}, t.elementType()});
  const int width = byteWidth(t.elementType());
  std::memcpy(out.rawData(), t.rawData() + linear * width, width);
  return out;
}

// A tensor of `type` holding `elements` (rank-0 tensors of its element type) in order.
Tensor tensorOf(const TensorType& type, const std::vector<Tensor>& elements) {
  Tensor out = Tensor::uninitialized(type);
  const int width = byteWidth(type.element);
  for (size_t k = 0; k < elements.size(); ++k)
    std::memcpy(out.rawData() + k * width, elements[k].rawData(), width);
  return out;
}

// The row-major position of `index` in `t`, or an error naming `what` when outside.
int64_t checkedLinear(const Tensor& t, const std::vector<int64_t>& index, const std::string& what) {
  bool inside = index.size() == t.shape().size();
  for (size_t d = 0; inside && d < index.size(); ++d)
    inside = index[d] >= 0 && index[d] < t.shape()[d];
  if (!inside)
    evalError("{} read at [{}], outside its shape [{}]", what, fmt::join(index, ", "),
              fmt::join(t.shape(), ", "));
  return t.linearIndex(index);
}

// The element of an index operand as an integer (SymExpr::element).
Result<int64_t> integerElement(const Tensor& t, const std::vector<int64_t>& index, size_t operand) {
  try {
    const int64_t linear = checkedLinear(t, index, fmt::format("in{}", operand));
    return dispatchElementType(t.elementType(), [&](auto tag) -> Result<int64_t> {
      using T = typename decltype(tag)::type;
      if constexpr (std::is_integral_v<T>) return static_cast<int64_t>(t.get<T>(linear));
      return invalid({}, "in{} is not an integer tensor", operand);
    });
  } catch (const DiagnosticError& e) {
    return e.diag;
  }
}

// `s` as an element of `type`: an index converted by the convert kernel
// (StableHLO spec "convert"); a typed value as it is.
Tensor typedAs(const Scalar& s, ElementType type) {
  if (s.typed) return *s.typed;
  return partir::convert(Tensor::scalar(ElementType::kI64, s.index), type);
}

// The element type of the first typed argument (the type of an elementwise
// op's operands, StableHLO spec C1 of each), for the indices among them.
ElementType commonType(const std::vector<Scalar>& args, ElementType fallback) {
  for (const Scalar& a : args)
    if (a.typed) return a.typed->elementType();
  return fallback;
}

std::vector<Tensor> typedAll(const std::vector<Scalar>& args, ElementType type) {
  std::vector<Tensor> out;
  for (const Scalar& a : args) out.push_back(typedAs(a, type));
  return out;
}

// "batch_norm_inference.eps=0.001" -> 0.001 as the kernels read epsilon, a
// float (interp/kernels/linalg.cc epsilonAttr).
float epsilonOf(const std::string& fn) {
  return static_cast<float>(std::strtod(fn.substr(fn.find("eps=") + 4).c_str(), nullptr));
}

// StableHLO spec "batch_norm_inference" on one element and one feature:
// f(x, scale, offset, mean, variance), by the interpreter's kernel.
Tensor batchNormInferenceOf(const std::vector<Tensor>& args, const std::string& fn) {
  std::vector<Tensor> ones;
  for (const Tensor& a : args) ones.push_back(tensorOf(TensorType{{1}, a.elementType()}, {a}));
  const Tensor out = batchNormInference(ones.at(0), ones.at(1), ones.at(2), ones.at(3),
                                        ones.at(4), epsilonOf(fn), 0);
  return elementOf(out, 0);
}

bool startsWith(const std::string& s, const std::string& prefix) {
  return s.compare(0, prefix.size(), prefix) == 0;
}

// The scalar functions with a kernel (tests/denotation_eval.h).
enum class FunctionKind {
  kOwnValue,            // a function of an op without operands: its value at an index
  kOwnOp,               // the op's own scalarFunctionName, one operand per argument
  kBitcastLanes,        // bitcast_convert between widths: a lane of pieces
  kElementwiseOp,       // the bare name of an elementwise op ("multiply")
  kBatchNormInference,  // "batch_norm_inference.eps=E"
  kBatchNormStddev,     // "batch_norm.stddev.eps=E"
};

// How `fn`, applied to `arity` arguments in `op`'s denotation, runs
// (semantics/denotation.h scalarFunctionName names an op's own function);
// nullopt when it has no scalar kernel.
std::optional<FunctionKind> kindOf(const Operation& op, const std::string& fn, size_t arity) {
  const std::string own = scalarFunctionName(op);
  if (op.numOperands() == 0 && op.numResults() == 1 && startsWith(fn, own + "."))
    return FunctionKind::kOwnValue;
  if (fn == own && op.code() == OpCode::kBitcastConvert && arity != 1)
    return FunctionKind::kBitcastLanes;
  if (fn == own && arity == op.numOperands()) return FunctionKind::kOwnOp;
  const OpCode code = lookupOpCode("stablehlo." + fn);
  if (code != OpCode::kUnknown && opFamily(code) == OpFamily::kElementwise)
    return FunctionKind::kElementwiseOp;
  if (startsWith(fn, "batch_norm_inference.eps=")) return FunctionKind::kBatchNormInference;
  if (startsWith(fn, "batch_norm.stddev.eps=")) return FunctionKind::kBatchNormStddev;
  return std::nullopt;
}

// The elementwise ops a reducer without a body may name (semantics/tmr.h
// laneReducerNames).
bool isNamedReducer(const std::string& name) {
  for (const char* op : {"add", "multiply", "maximum", "minimum", "and", "or", "xor"})
    if (name == op) return true;
  return false;
}

// A reducer with a kernel: its op's own region (named as reducerOf names
// it), or an elementwise op without a body (semantics/symbolic.h Reducer).
bool hasKernel(const Reducer& r) {
  return r.body ? r.name == reducerOf(*r.body).name : isNamedReducer(r.name);
}

}  // namespace

// An op retyped so that every operand and result holds one element (the
// lane dim of a bitcast_convert between widths keeps its size), run by its
// kernel. It owns the values standing for its operands.
class DenotationEvaluator::UnitInstance {
 public:
  UnitInstance(std::unique_ptr<Operation> op, std::vector<std::unique_ptr<Value>> operands)
      : placeholders_(std::move(operands)), op_(std::move(op)) {}

  const TensorType& operandType(size_t i) const { return op_->operandType(i).tensor(); }

  // Element `pick` of result 0 of the kernel on `operands`.
  Tensor run(Values operands, Interpreter& interpreter, int64_t pick) const {
    OpContext ctx(*op_, std::move(operands), interpreter);
    Values results = evalOp(ctx);
    return elementOf(results.at(0).tensor(), pick);
  }

 private:
  std::vector<std::unique_ptr<Value>> placeholders_;
  std::unique_ptr<Operation> op_;
};

namespace {

// `type` with every dim 1, except the last when `keepLast` (a bitcast lane).
TensorType unitType(const Type& type, bool keepLast) {
  const TensorType& t = type.tensor();
  Shape shape(t.shape.size(), 1);
  if (keepLast && !shape.empty()) shape.back() = t.shape.back();
  return TensorType{shape, t.element};
}

// StableHLO spec "bitcast_convert": between widths, the side of higher rank
// has the lane dim (the pieces of one element), which keeps its size.
std::unique_ptr<DenotationEvaluator::UnitInstance> unitCopy(const Operation& op) {
  const bool lanes = op.code() == OpCode::kBitcastConvert;
  const size_t inRank = op.operandType(0).tensor().rank(),
               outRank = op.resultType(0).tensor().rank();
  ValueMap map;
  std::vector<std::unique_ptr<Value>> placeholders;
  for (size_t i = 0; i < op.numOperands(); ++i) {
    placeholders.push_back(
        std::make_unique<Value>(unitType(op.operandType(i), lanes && inRank > outRank), ""));
    map[op.operand(i)] = placeholders.back().get();
  }
  std::unique_ptr<Operation> copy = cloneOp(op, map);
  for (size_t r = 0; r < op.numResults(); ++r)
    copy->result(r)->setType(unitType(op.resultType(r), lanes && outRank > inRank));
  return std::make_unique<DenotationEvaluator::UnitInstance>(std::move(copy),
                                                             std::move(placeholders));
}

// A fresh rank-0 instance of elementwise op `code` on `arity` operands of `type`.
std::unique_ptr<DenotationEvaluator::UnitInstance> freshElementwise(OpCode code, size_t arity,
                                                                    ElementType type,
                                                                    const Location& loc) {
  auto op = std::make_unique<Operation>(code, std::string(opMnemonic(code)), loc);
  std::vector<std::unique_ptr<Value>> placeholders;
  for (size_t i = 0; i < arity; ++i) {
    placeholders.push_back(std::make_unique<Value>(Type::tensor({}, type), ""));
    op->addOperand(placeholders.back().get());
  }
  op->addResult(Type::tensor({}, type));
  return std::make_unique<DenotationEvaluator::UnitInstance>(std::move(op),
                                                             std::move(placeholders));
}

}  // namespace

DenotationEvaluator::DenotationEvaluator(const Operation& op, Values operands,
                                         Interpreter& interpreter)
    : op_(op),
      operands_(std::move(operands)),
      interpreter_(interpreter),
      view_(SymView::concrete(op)),
      denotation_(denote(view_)),
      indices_([this](size_t operand, const std::vector<int64_t>& index) -> Result<int64_t> {
        if (operand >= operands_.size() || !operands_[operand].isTensor())
          return invalid({}, "in{} is not a tensor operand", operand);
        return integerElement(operands_[operand].tensor(), index, operand);
      }) {}

DenotationEvaluator::~DenotationEvaluator() = default;

ElementOutcome DenotationEvaluator::element(size_t result, const std::vector<int64_t>& index) {
  if (!denotation_.defined()) return {ElementOutcome::Kind::kError, {}, "the op has no denotation"};
  auto it = terms_.find(result);
  if (it == terms_.end()) {
    ResultTerm built{Term::index(0), {}};
    std::vector<SymExpr> vars;
    for (size_t d = 0; d < index.size(); ++d) {
      vars.push_back(view_.fresh("i"));
      built.index.push_back(vars.back().name());
    }
    built.term = denotation_.element(result, vars);
    it = terms_.emplace(result, std::move(built)).first;
  }
  VariableValues at;
  for (size_t d = 0; d < index.size(); ++d) at[it->second.index[d]] = index[d];
  return evaluate(it->second.term, at, op_.resultType(result).tensor().element);
}

ElementOutcome DenotationEvaluator::evaluate(const Term& term, const VariableValues& at,
                                             ElementType type) {
  try {
    VariableValues scope = at;
    const Tensor element = typedAs(value(term, scope), type);
    if (element.elementType() != type)
      return {ElementOutcome::Kind::kError, {},
              fmt::format("a {} value for a {} element", elementTypeName(element.elementType()),
                          elementTypeName(type))};
    return {ElementOutcome::Kind::kValue, element, ""};
  } catch (const AbstractFunction& a) {
    return {ElementOutcome::Kind::kAbstract, {}, a.name};
  } catch (const DiagnosticError& e) {
    return {ElementOutcome::Kind::kError, {}, e.diag.message};
  }
}

std::vector<std::string> DenotationEvaluator::violatedConstraints() {
  std::vector<std::string> out;
  for (const ShapeConstraint& c : denotation_.constraints) {
    Result<bool> holds = indices_.truth(c.holds, {});
    if (!holds.ok()) out.push_back(c.why + ": " + holds.error().message);
    else if (!*holds) out.push_back(c.why + ": " + c.holds.str());
  }
  return out;
}

DenotationEvaluator::Scalar DenotationEvaluator::value(const Term& t, VariableValues& at) {
  switch (t.kind()) {
    case Term::Kind::kRead: return read(t, at);
    case Term::Kind::kApply: return apply(t, at);
    case Term::Kind::kSelect: return select(t, at);
    case Term::Kind::kIndex: return Scalar{std::nullopt, integer(t.index()[0], at)};
    case Term::Kind::kFold: return fold(t.foldNode(), at).at(t.component());
  }
  evalError("unknown term kind");
}

DenotationEvaluator::Scalar DenotationEvaluator::read(const Term& t, VariableValues& at) {
  std::vector<int64_t> index;
  for (const SymExpr& e : t.index()) index.push_back(integer(e, at));
  if (t.operand() >= operands_.size() || !operands_[t.operand()].isTensor())
    evalError("in{} is not a tensor operand", t.operand());
  const Tensor& operand = operands_[t.operand()].tensor();
  return Scalar{elementOf(operand, checkedLinear(operand, index, fmt::format("in{}", t.operand()))),
                0};
}

// The function is looked up before its arguments are evaluated, so an
// abstract function is reported by its own name.
DenotationEvaluator::Scalar DenotationEvaluator::apply(const Term& t, VariableValues& at) {
  if (!kindOf(op_, t.fn(), t.args().size())) throw AbstractFunction{t.fn()};
  std::vector<Scalar> args;
  for (const Term& a : t.args()) args.push_back(value(a, at));
  return Scalar{callFunction(t.fn(), args), 0};
}

DenotationEvaluator::Scalar DenotationEvaluator::select(const Term& t, VariableValues& at) {
  return value(truth(t.index()[0], at) ? t.args()[0] : t.args()[1], at);
}

// semantics/symbolic.h Fold: row-major over the variables, bodies where the
// filter holds, from the inits (none: the identity of add, 0).
std::vector<DenotationEvaluator::Scalar> DenotationEvaluator::fold(const Fold& f,
                                                                   VariableValues& at) {
  if (!hasKernel(f.reducer)) throw AbstractFunction{f.reducer.name};
  std::vector<Scalar> acc;
  for (const Term& init : f.inits) acc.push_back(value(init, at));
  if (acc.empty() && f.reducer.body) evalError("a fold by '{}' without inits", f.reducer.name);
  if (acc.empty()) acc.assign(f.bodies.size(), Scalar{std::nullopt, 0});
  foldPoint(f, 0, at, acc);
  return acc;
}

void DenotationEvaluator::foldPoint(const Fold& f, size_t var, VariableValues& at,
                                    std::vector<Scalar>& acc) {
  if (var == f.vars.size()) {
    if (!truth(f.filter, at)) return;
    std::vector<Scalar> x;
    for (const Term& body : f.bodies) x.push_back(value(body, at));
    acc = reduce(f.reducer, std::move(acc), std::move(x));
    return;
  }
  const FoldVar& v = f.vars[var];
  const int64_t extent = integer(v.extent, at);
  for (int64_t k = 0; k < extent; ++k) {
    at[v.name] = k;
    foldPoint(f, var + 1, at, acc);
  }
  at.erase(v.name);
}

// StableHLO spec "reduce": body(accumulators..., inputs...) on rank-0 tensors.
std::vector<DenotationEvaluator::Scalar> DenotationEvaluator::reduce(const Reducer& r,
                                                                     std::vector<Scalar> acc,
                                                                     std::vector<Scalar> x) {
  if (!r.body) {  // an elementwise op by name (semantics/symbolic.h Reducer)
    for (size_t j = 0; j < acc.size(); ++j) acc[j] = Scalar{callFunction(r.name, {acc[j], x[j]}), 0};
    return acc;
  }
  const Block& block = r.body->front();
  Values args;
  for (size_t k = 0; k < acc.size() + x.size(); ++k) {
    const Scalar& s = k < acc.size() ? acc[k] : x[k - acc.size()];
    args.push_back(typedAs(s, block.argument(k)->type().tensor().element));
  }
  std::vector<Scalar> out;
  for (InterpreterValue& v : interpreter_.runRegion(*r.body, std::move(args)))
    out.push_back(Scalar{std::move(v.tensor()), 0});
  return out;
}

Tensor DenotationEvaluator::callFunction(const std::string& fn, const std::vector<Scalar>& args) {
  const ElementType type = commonType(args, ElementType::kI64);
  switch (*kindOf(op_, fn, args.size())) {
    case FunctionKind::kOwnValue: return ownValue(args);
    case FunctionKind::kOwnOp:
    case FunctionKind::kElementwiseOp: return runInstance(fn, args);
    case FunctionKind::kBitcastLanes: return bitcastLanes(args);
    case FunctionKind::kBatchNormInference: return batchNormInferenceOf(typedAll(args, type), fn);
    case FunctionKind::kBatchNormStddev:
      return partir::sqrt(
          partir::add(typedAs(args.at(0), type), Tensor::scalar(type, epsilonOf(fn))));
  }
  evalError("unknown scalar function '{}'", fn);
}

// An op without operands (constant) run as it is; the index arguments pick
// the element (none: a splat, element 0).
Tensor DenotationEvaluator::ownValue(const std::vector<Scalar>& args) {
  if (!ownTensor_) {
    OpContext ctx(op_, {}, interpreter_);
    ownTensor_ = evalOp(ctx).at(0).tensor();
  }
  std::vector<int64_t> index;
  for (const Scalar& a : args) index.push_back(a.index);
  if (index.empty()) return elementOf(*ownTensor_, 0);
  return elementOf(*ownTensor_, checkedLinear(*ownTensor_, index, op_.name()));
}

// The op's own function, or a bare elementwise op's, on one element per operand.
Tensor DenotationEvaluator::runInstance(const std::string& fn, const std::vector<Scalar>& args) {
  const bool own = fn == scalarFunctionName(op_);
  const ElementType type = commonType(args, ElementType::kI64);
  const std::string key = own ? fn : fn + "/" + std::string(elementTypeName(type));
  auto& instance = instances_[key];
  if (!instance)
    instance =
        own ? unitCopy(op_)
            : freshElementwise(lookupOpCode("stablehlo." + fn), args.size(), type, op_.loc());
  Values operands;
  for (size_t i = 0; i < args.size(); ++i) {
    const TensorType& t = instance->operandType(i);
    operands.push_back(tensorOf(t, {typedAs(args[i], t.element)}));
  }
  return instance->run(std::move(operands), interpreter_, 0);
}

// StableHLO spec "bitcast_convert" between widths: to a narrower type, the
// arguments are the element and the lane position picked; to a wider one,
// they are the pieces filling the operand's lane.
Tensor DenotationEvaluator::bitcastLanes(const std::vector<Scalar>& args) {
  auto& instance = instances_[scalarFunctionName(op_)];
  if (!instance) instance = unitCopy(op_);
  const TensorType& in = instance->operandType(0);
  if (op_.resultType(0).tensor().rank() > op_.operandType(0).tensor().rank())
    return instance->run({tensorOf(in, {typedAs(args.at(0), in.element)})}, interpreter_,
                         args.at(1).index);
  return instance->run({tensorOf(in, typedAll(args, in.element))}, interpreter_, 0);
}

int64_t DenotationEvaluator::integer(const SymExpr& e, const VariableValues& at) {
  return orThrow(indices_.integer(e, at));
}

bool DenotationEvaluator::truth(const SymExpr& e, const VariableValues& at) {
  return orThrow(indices_.truth(e, at));
}

}  // namespace partir::verify::testing
