#include "verify/input_model.h"

#include <bit>
#include <cmath>
#include <string>

#include <z3++.h>

namespace partir::verify {

namespace {

// Thrown where a predicate cannot be read over the reals.
struct NotReadable {};

// Folds are expanded element by element, at most this many bodies in all.
constexpr int64_t kMaxExpanded = 4096;

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
  z3::expr fold(const Term& t);
  z3::expr combine(const std::string& reducer, const z3::expr& a, const z3::expr& b);

  z3::context& ctx_;
  std::map<std::string, SymExpr> values_;  // the model's indices, and the fold variables being expanded
  int64_t expanded_ = 0;                    // fold bodies expanded so far (kMaxExpanded)
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

// "constant.f32.100", "constant.i32.-3", "constant.f32.0x0000807f" (raw
// little-endian bytes where not finite): a splat's value
// (semantics/ops/generators.cc); nullopt for another function.
std::optional<double> literalValue(const std::string& fn) {
  if (!fn.starts_with("constant.")) return std::nullopt;
  const size_t dot = fn.find('.', 9);
  if (dot == std::string::npos) return std::nullopt;
  const std::string type = fn.substr(9, dot - 9), text = fn.substr(dot + 1);
  if (text.starts_with("0x") && (type == "f32" || type == "f64") && text.size() == (type == "f32" ? 10u : 18u)) {
    uint64_t bits = 0;
    for (size_t i = text.size(); i > 2; i -= 2) bits = bits << 8 | std::stoul(text.substr(i - 2, 2), nullptr, 16);
    return type == "f32" ? double(std::bit_cast<float>(static_cast<uint32_t>(bits))) : std::bit_cast<double>(bits);
  }
  if (text.empty() || text.find_first_not_of("0123456789.-+e") != std::string::npos) return std::nullopt;
  return std::stod(text);
}

z3::expr RealReading::literal(const std::string& fn) const {
  const std::optional<double> v = literalValue(fn);
  if (!v || !std::isfinite(*v)) throw NotReadable{};
  return ctx_.real_val(fn.substr(fn.find('.', 9) + 1).c_str());
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
    case Term::Kind::kFold: return fold(t);
  }
  throw NotReadable{};
}

z3::expr RealReading::combine(const std::string& reducer, const z3::expr& a, const z3::expr& b) {
  if (reducer == "add") return a + b;
  if (reducer == "multiply") return a * b;
  if (reducer == "maximum") return z3::ite(a >= b, a, b);
  if (reducer == "minimum") return z3::ite(a <= b, a, b);
  if (reducer == "and" && a.is_bool()) return a && b;
  if (reducer == "or" && a.is_bool()) return a || b;
  throw NotReadable{};
}

// A fold of one component with a named reducer, expanded over its index
// space at the model's sizes (row-major; the filter evaluated per index).
z3::expr RealReading::fold(const Term& t) {
  const Fold& f = t.foldNode();
  if (f.bodies.size() != 1) throw NotReadable{};
  std::vector<int64_t> extents;
  int64_t count = 1;
  for (const FoldVar& v : f.vars) {
    extents.push_back(evaluate(v.extent));
    if (extents.back() < 0 || __builtin_mul_overflow(count, extents.back(), &count)) throw NotReadable{};
  }
  if ((expanded_ += count) > kMaxExpanded) throw NotReadable{};
  std::optional<z3::expr> acc;
  // A max's -inf init or a min's +inf is the identity: start at the first element.
  const std::optional<double> init =
      !f.inits.empty() && f.inits[0].kind() == Term::Kind::kApply ? literalValue(f.inits[0].fn()) : std::nullopt;
  const bool infiniteInit = init && std::isinf(*init) && (f.reducer.name == "maximum" || f.reducer.name == "minimum");
  if (!f.inits.empty() && !infiniteInit) acc = term(f.inits[0]);
  const std::map<std::string, SymExpr> outer = values_;
  for (int64_t linear = 0; linear < count; ++linear) {
    int64_t rest = linear;
    for (size_t v = f.vars.size(); v-- > 0;) {
      values_.insert_or_assign(f.vars[v].name, SymExpr(rest % extents[v]));
      rest /= extents[v];
    }
    if (!evaluate(f.filter)) continue;
    const z3::expr body = term(f.bodies[0]);
    acc = acc ? combine(f.reducer.name, *acc, body) : body;
  }
  values_ = outer;
  if (!acc) throw NotReadable{};  // an empty fold without an init
  return *acc;
}

// A model's real value as a double ("101", "201/2").
double realValue(const z3::expr& v) {
  std::string text = v.get_decimal_string(17);
  if (!text.empty() && text.back() == '?') text.pop_back();
  return std::stod(text);
}

}  // namespace

namespace {

// `a` and `b` not equal (booleans), or apart by more than rounding
// (numbers): by 1 and a hundredth of their size, past the replay's
// √ε·(1 + |expected|) for every float type but f16 and bf16.
z3::expr apart(const z3::expr& a, const z3::expr& b) {
  if (a.is_bool() || b.is_bool()) return a.is_bool() && b.is_bool() ? a != b : a.ctx().bool_val(false);
  const auto magnitude = [](const z3::expr& v) { return z3::ite(v >= 0, v, -v); };
  const z3::expr gap = 1 + (magnitude(a) + magnitude(b)) / 100;
  return a - b >= gap || b - a >= gap;
}

// Values for the elements `reading` read, when `goal` holds with them.
std::optional<std::vector<InputAssignment>> solveFor(z3::context& ctx, RealReading& reading, const z3::expr& goal,
                                                     const std::vector<ElementType>& argumentTypes,
                                                     const CheckOptions& options) {
  z3::solver s(ctx);
  z3::params limit(ctx);
  limit.set("rlimit", options.resourceLimit);
  s.set(limit);
  s.add(goal);
  // Integers of modest size: exact in every float type's sums and products.
  for (const auto& [key, x] : reading.elements()) {
    s.add(z3::is_int(x));
    s.add(x <= 1000 && x >= -1000);
    if (key.first < argumentTypes.size() && isUnsignedInteger(argumentTypes[key.first])) s.add(x >= 0);
  }
  if (s.check() != z3::sat) return std::nullopt;
  const z3::model m = s.get_model();
  std::vector<InputAssignment> out;
  for (const auto& [key, x] : reading.elements()) out.push_back({key.first, key.second, realValue(m.eval(x, true))});
  return out;
}

}  // namespace

std::optional<std::vector<InputAssignment>> inputsFor(const std::vector<DataCondition>& conditions,
                                                      const std::optional<std::pair<Term, Term>>& difference,
                                                      const std::map<std::string, int64_t>& model,
                                                      const std::vector<ElementType>& argumentTypes,
                                                      const CheckOptions& options) {
  // The strongest first: the compared elements apart under the conditions;
  // then the conditions alone (a difference the reals cannot read).
  for (const bool withDifference : {true, false}) {
    if (withDifference && !difference) continue;
    if (!withDifference && conditions.empty()) break;
    try {
      z3::context ctx;
      RealReading reading(ctx, model);
      z3::expr goal = ctx.bool_val(true);
      for (const DataCondition& c : conditions) {
        const z3::expr holds = reading.condition(c.predicate);
        goal = goal && (c.holds ? holds : !holds);
      }
      if (withDifference) goal = goal && apart(reading.term(difference->first), reading.term(difference->second));
      if (std::optional<std::vector<InputAssignment>> found = solveFor(ctx, reading, goal, argumentTypes, options))
        return found;
    } catch (const NotReadable&) {
    } catch (const z3::exception&) {
    }
  }
  return conditions.empty() && !difference ? std::optional(std::vector<InputAssignment>{}) : std::nullopt;
}

}  // namespace partir::verify
