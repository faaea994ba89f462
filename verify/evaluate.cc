#include "verify/evaluate.h"

#include <algorithm>
#include <string_view>

#include <z3++.h>

#include "verify/z3_encode.h"

namespace partir::verify {

namespace {

// verify/z3_encode.h: operand j is the function in<j>; an element read as
// an integer is toInt(in<j>(…)).
constexpr std::string_view kToInt = "toInt";
constexpr std::string_view kOperandPrefix = "in";

}  // namespace

struct ConcreteEvaluator::Z3Side {
  explicit Z3Side(ElementReader read) : encoder_(ctx_), readElement_(std::move(read)) {}
  Result<z3::expr> reduce(const SymExpr& e, const VariableValues& values);
  Result<z3::expr> withElementValues(const z3::expr& e);
  Result<int64_t> elementValue(const z3::expr& read);

  z3::context ctx_;
  Encoder encoder_;
  ElementReader readElement_;
};

ConcreteEvaluator::ConcreteEvaluator(ElementReader readElement)
    : z3_(std::make_unique<Z3Side>(std::move(readElement))) {}

ConcreteEvaluator::~ConcreteEvaluator() = default;

Result<int64_t> ConcreteEvaluator::integer(const SymExpr& e, const VariableValues& values) {
  Result<z3::expr> r = z3_->reduce(e, values);
  if (!r.ok()) return r.error();
  int64_t value = 0;
  if (!r->is_numeral() || !r->is_numeral_i64(value))
    return invalid({}, "{} does not reduce to a 64-bit integer: {}", e.str(), r->to_string());
  return value;
}

Result<bool> ConcreteEvaluator::truth(const SymExpr& e, const VariableValues& values) {
  Result<z3::expr> r = z3_->reduce(e, values);
  if (!r.ok()) return r.error();
  if (r->is_true()) return true;
  if (r->is_false()) return false;
  return invalid({}, "{} does not reduce to true or false: {}", e.str(), r->to_string());
}

// The verifier's encoding of `e`, variables replaced by their numerals and
// element reads by their values, simplified by Z3.
Result<z3::expr> ConcreteEvaluator::Z3Side::reduce(const SymExpr& e, const VariableValues& values) {
  z3::expr encoded = encoder_.expr(e);
  z3::expr_vector from(ctx_), to(ctx_);
  for (const auto& [name, value] : values) {
    auto it = encoder_.vars().find(name);
    if (it == encoder_.vars().end()) continue;
    from.push_back(it->second);
    to.push_back(ctx_.int_val(value));
  }
  Result<z3::expr> ground = withElementValues(encoded.substitute(from, to));
  if (!ground.ok()) return ground.error();
  return ground->simplify();
}

Result<z3::expr> ConcreteEvaluator::Z3Side::withElementValues(const z3::expr& e) {
  if (!e.is_app() || e.num_args() == 0) return e;
  if (e.decl().name().str() == kToInt) {
    Result<int64_t> value = elementValue(e.arg(0));
    if (!value.ok()) return value.error();
    return ctx_.int_val(*value);
  }
  z3::expr_vector args(ctx_);
  for (unsigned i = 0; i < e.num_args(); ++i) {
    Result<z3::expr> arg = withElementValues(e.arg(i));
    if (!arg.ok()) return arg.error();
    args.push_back(*arg);
  }
  return e.decl()(args);
}

// The value of the element `read` = in<j>(k...) names, its index reduced to numerals.
Result<int64_t> ConcreteEvaluator::Z3Side::elementValue(const z3::expr& read) {
  const std::string name = read.decl().name().str();
  const std::string digits = name.substr(std::min(name.size(), kOperandPrefix.size()));
  if (name.rfind(kOperandPrefix, 0) != 0 || digits.empty() ||
      digits.find_first_not_of("0123456789") != std::string::npos)
    return invalid({}, "toInt of {}, not of an operand element", read.to_string());
  std::vector<int64_t> index;
  for (unsigned i = 0; i < read.num_args(); ++i) {
    Result<z3::expr> k = withElementValues(read.arg(i));
    if (!k.ok()) return k.error();
    const z3::expr numeral = k->simplify();
    int64_t position = 0;
    if (!numeral.is_numeral() || !numeral.is_numeral_i64(position))
      return invalid({}, "the index of {} does not reduce to integers: {}", name,
                     numeral.to_string());
    index.push_back(position);
  }
  return readElement_(std::stoul(digits), index);
}

}  // namespace partir::verify
