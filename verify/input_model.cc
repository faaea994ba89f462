#include "verify/input_model.h"

#include <string>

#include <z3++.h>

namespace partir::verify {

namespace {

// Thrown where a predicate cannot be read over the reals.
struct NotReadable {};

// The conditions' terms over the reals, one variable per argument element read.
class RealReading {
 public:
  RealReading(z3::context& ctx, const std::map<std::string, int64_t>& model) : ctx_(ctx) {
    for (const auto& [name, value] : model) values_.emplace(name, SymExpr(value));
  }
  // A Bool (compare, and, or, not) or Real expression.
  z3::expr term(const Term& t);
  z3::expr condition(const Term& t) {
    const z3::expr e = term(t);
    return e.is_bool() ? e : e != ctx_.real_val(0);
  }
  const std::map<std::pair<size_t, std::vector<int64_t>>, z3::expr>& elements() const { return elements_; }

 private:
  int64_t evaluate(const SymExpr& e) const;
  z3::expr element(size_t argument, const std::vector<SymExpr>& index);
  z3::expr apply(const std::string& fn, const std::vector<Term>& args);
  z3::expr literal(const std::string& fn) const;

  z3::context& ctx_;
  std::map<std::string, SymExpr> values_;
  std::map<std::pair<size_t, std::vector<int64_t>>, z3::expr> elements_;
};

int64_t RealReading::evaluate(const SymExpr& e) const {
  const std::optional<int64_t> v = e.substitute(values_).constant();
  if (!v) throw NotReadable{};
  return *v;
}

z3::expr RealReading::element(size_t argument, const std::vector<SymExpr>& index) {
  std::vector<int64_t> at;
  for (const SymExpr& i : index) at.push_back(evaluate(i));
  auto key = std::make_pair(argument, at);
  if (auto it = elements_.find(key); it != elements_.end()) return it->second;
  const std::string name = "in" + std::to_string(argument) + "_" + std::to_string(elements_.size());
  return elements_.emplace(std::move(key), ctx_.real_const(name.c_str())).first->second;
}

// "constant.f32.100", "constant.i32.-3": a splat's value (semantics/ops/generators.cc).
z3::expr RealReading::literal(const std::string& fn) const {
  const size_t dot = fn.find('.', 9);
  if (dot == std::string::npos) throw NotReadable{};
  const std::string text = fn.substr(dot + 1);
  if (text.empty() || text.find_first_not_of("0123456789.-+e") != std::string::npos) throw NotReadable{};
  return ctx_.real_val(text.c_str());
}

z3::expr RealReading::apply(const std::string& fn, const std::vector<Term>& args) {
  if (fn.starts_with("constant.") && args.empty()) return literal(fn);
  std::vector<z3::expr> x;
  for (const Term& a : args) x.push_back(fn == "select" && x.empty() ? condition(a) : term(a));
  const auto arity = [&](size_t n) {
    if (x.size() != n) throw NotReadable{};
  };
  if (fn.starts_with("compare.")) {
    arity(2);
    const std::string d = fn.substr(8, 2);
    if (d == "EQ") return x[0] == x[1];
    if (d == "NE") return x[0] != x[1];
    if (d == "LT") return x[0] < x[1];
    if (d == "LE") return x[0] <= x[1];
    if (d == "GT") return x[0] > x[1];
    if (d == "GE") return x[0] >= x[1];
    throw NotReadable{};
  }
  if (x.size() == 1) {
    // StableHLO spec "convert": a boolean is 0 or 1.
    if (fn.starts_with("convert.") && x[0].is_bool()) return z3::ite(x[0], ctx_.real_val(1), ctx_.real_val(0));
    if (fn.starts_with("convert.f") || fn == "convert.bf16") return x[0];
    if (fn == "negate") return -x[0];
    if (fn == "abs") return z3::ite(x[0] < 0, -x[0], x[0]);
    if (fn == "not" && x[0].is_bool()) return !x[0];
    throw NotReadable{};
  }
  if (fn == "select") {
    arity(3);
    return z3::ite(x[0], x[1], x[2]);
  }
  if (x.size() != 2) throw NotReadable{};
  if (fn == "add") return x[0] + x[1];
  if (fn == "subtract") return x[0] - x[1];
  if (fn == "multiply") return x[0] * x[1];
  if (fn == "divide") return x[0] / x[1];
  if (fn == "maximum") return z3::ite(x[0] >= x[1], x[0], x[1]);
  if (fn == "minimum") return z3::ite(x[0] <= x[1], x[0], x[1]);
  if (fn == "and" && x[0].is_bool()) return x[0] && x[1];
  if (fn == "or" && x[0].is_bool()) return x[0] || x[1];
  throw NotReadable{};
}

z3::expr RealReading::term(const Term& t) {
  switch (t.kind()) {
    case Term::Kind::kRead: return element(t.operand(), t.index());
    case Term::Kind::kIndex: return ctx_.real_val(static_cast<int64_t>(evaluate(t.index()[0])));
    case Term::Kind::kSelect: return evaluate(t.index()[0]) ? term(t.args()[0]) : term(t.args()[1]);
    case Term::Kind::kApply: return apply(t.fn(), t.args());
    case Term::Kind::kFold: break;
  }
  throw NotReadable{};
}

// A model's real value as a double ("101", "201/2").
double realValue(const z3::expr& v) {
  std::string text = v.get_decimal_string(17);
  if (!text.empty() && text.back() == '?') text.pop_back();
  return std::stod(text);
}

}  // namespace

std::optional<std::vector<InputAssignment>> inputsFor(const std::vector<DataCondition>& conditions,
                                                      const std::map<std::string, int64_t>& model,
                                                      const std::vector<ElementType>& argumentTypes,
                                                      const CheckOptions& options) {
  if (conditions.empty()) return std::vector<InputAssignment>{};
  try {
    z3::context ctx;
    RealReading reading(ctx, model);
    z3::solver s(ctx);
    z3::params limit(ctx);
    limit.set("rlimit", options.resourceLimit);
    s.set(limit);
    for (const DataCondition& c : conditions) {
      const z3::expr holds = reading.condition(c.predicate);
      s.add(c.holds ? holds : !holds);
    }
    for (const auto& [key, x] : reading.elements())
      if (key.first < argumentTypes.size() && !isFloat(argumentTypes[key.first])) s.add(z3::is_int(x));
    if (s.check() != z3::sat) return std::nullopt;
    const z3::model m = s.get_model();
    std::vector<InputAssignment> out;
    for (const auto& [key, x] : reading.elements()) out.push_back({key.first, key.second, realValue(m.eval(x, true))});
    return out;
  } catch (const NotReadable&) {
    return std::nullopt;
  } catch (const z3::exception&) {
    return std::nullopt;
  }
}

}  // namespace partir::verify
