#include "verify/algebra.h"

#include <cmath>
#include <map>
#include <stdexcept>

#include <fmt/format.h>

#include "semantics/ir.h"
#include "semantics/op_codes.h"
#include "verify/z3_encode.h"

namespace partir::verify {

namespace {

// The scalar theory of one element type: integers as bit-vectors, i1 as one
// bit, floats as reals, complex numbers as pairs of reals (a Z3 tuple).
struct Theory {
  Theory(z3::context& c, ElementType t) : ctx(c), type(t), tuple(complexSort(c)) {}

  z3::context& ctx;
  ElementType type;

  bool real() const { return isFloat(type); }
  bool complex() const { return isComplex(type); }
  bool boolean() const { return type == ElementType::kI1; }
  unsigned width() const { return static_cast<unsigned>(bitWidth(type)); }

  // The sort of (re, im) pairs: its constructor and its two projections.
  struct ComplexSort {
    z3::func_decl make;
    z3::func_decl_vector parts;
  };
  static ComplexSort complexSort(z3::context& ctx) {
    const char* names[] = {"re", "im"};
    const z3::sort sorts[] = {ctx.real_sort(), ctx.real_sort()};
    z3::func_decl_vector parts(ctx);
    z3::func_decl make = ctx.tuple_sort("complex", 2, names, sorts, parts);
    return {make, parts};
  }
  ComplexSort tuple;

  z3::expr re(const z3::expr& z) const { return tuple.parts[0](z); }
  z3::expr im(const z3::expr& z) const { return tuple.parts[1](z); }
  z3::expr make(const z3::expr& r, const z3::expr& i) const { return tuple.make(r, i); }

  z3::expr variable(const char* name) const {
    if (complex()) return ctx.constant(name, tuple.make.range());
    return real() ? ctx.real_const(name) : ctx.bv_const(name, width());
  }
  z3::expr literal(double v) const {
    if (complex()) return make(ctx.real_val(fmt::format("{}", v).c_str()), ctx.real_val(0));
    if (real()) return ctx.real_val(fmt::format("{}", v).c_str());
    return ctx.bv_val(static_cast<int64_t>(v), width());
  }
  z3::expr le(const z3::expr& a, const z3::expr& b) const {
    if (complex()) return re(a) < re(b) || (re(a) == re(b) && im(a) <= im(b));  // lexicographic (spec "maximum")
    if (real()) return a <= b;
    return isSignedInteger(type) ? z3::sle(a, b) : z3::ule(a, b);
  }
  z3::expr negate(const z3::expr& a) const { return complex() ? make(-re(a), -im(a)) : -a; }
  // StableHLO spec semantics of each binary op on this type.
  z3::expr binary(std::string_view op, const z3::expr& a, const z3::expr& b) const {
    if (complex()) return complexBinary(op, a, b);
    if (op == "add") return boolean() ? (a | b) : a + b;
    if (op == "multiply") return boolean() ? (a & b) : a * b;
    if (op == "subtract" && !boolean()) return a - b;
    if (op == "divide" && !boolean()) return real() || isSignedInteger(type) ? a / b : z3::udiv(a, b);
    if (op == "maximum") return z3::ite(le(a, b), b, a);
    if (op == "minimum") return z3::ite(le(a, b), a, b);
    if (!real() && op == "and") return a & b;
    if (!real() && op == "or") return a | b;
    if (!real() && op == "xor") return a ^ b;
    throw std::runtime_error(fmt::format("{} on {} is not encoded", op, elementTypeName(type)));
  }
  // Complex arithmetic on (re, im) pairs of exact reals.
  z3::expr complexBinary(std::string_view op, const z3::expr& a, const z3::expr& b) const {
    if (op == "add") return make(re(a) + re(b), im(a) + im(b));
    if (op == "subtract") return make(re(a) - re(b), im(a) - im(b));
    if (op == "multiply") return make(re(a) * re(b) - im(a) * im(b), re(a) * im(b) + im(a) * re(b));
    if (op == "maximum") return z3::ite(le(a, b), b, a);
    if (op == "minimum") return z3::ite(le(a, b), a, b);
    throw std::runtime_error(fmt::format("{} on {} is not encoded", op, elementTypeName(type)));
  }
};

std::string_view shortName(const Operation& op) {
  const std::string_view m = opMnemonic(op.code());
  return m.substr(m.find('.') + 1);
}

// The reducer as a function of two scalars.
z3::expr applyReducer(const Theory& th, const Reducer& r, const z3::expr& x, const z3::expr& y) {
  if (!r.body) return th.binary(r.name, x, y);
  const Block& block = r.body->front();
  std::map<const Value*, z3::expr> env;
  env.emplace(block.argument(0), x);
  env.emplace(block.argument(1), y);
  for (const auto& op : block.ops()) {
    auto arg = [&](size_t i) { return env.at(op->operand(i)); };
    const std::string_view name = shortName(*op);
    if (op->code() == OpCode::kReturn) return arg(0);
    if (name == "negate") env.emplace(op->result(0), th.negate(arg(0)));
    else if (op->numOperands() == 2) env.emplace(op->result(0), th.binary(name, arg(0), arg(1)));
    else throw std::runtime_error(fmt::format("body op {} is not encoded", op->name()));
  }
  throw std::runtime_error("reducer body has no return");
}

}  // namespace

z3::expr lawViolation(z3::context& ctx, const Obligation& o) {
  const Theory th{ctx, o.element};
  const z3::expr x = th.variable("x"), y = th.variable("y"), z = th.variable("z");
  auto f = [&](const z3::expr& a, const z3::expr& b) { return applyReducer(th, o.reducer, a, b); };
  switch (*o.law) {
    case Law::kAssociative: return f(f(x, y), z) != f(x, f(y, z));
    case Law::kCommutative: return f(x, y) != f(y, x);
    case Law::kInitAbsorbed: {
      // An unknown init is a free value: only idempotence and commutativity can hold.
      const bool known = o.init && std::isfinite(*o.init);  // ±inf has no real value
      const z3::expr e = known ? th.literal(*o.init) : th.variable("init");
      const z3::expr notIdentity = f(e, x) != x || f(x, e) != x;
      return notIdentity && (f(y, y) != y || f(y, z) != f(z, y));
    }
    case Law::kDistributes: {
      const z3::expr c = o.init && std::isfinite(*o.init) ? th.literal(*o.init) : th.variable("c");
      auto g = [&](const z3::expr& v) {
        if (o.scalarOp == "negate") return th.negate(v);
        if (o.scalarOp == "not" && !th.real() && !th.complex()) return z3::expr(~v);
        return o.foldOperand == 0 ? th.binary(o.scalarOp, v, c) : th.binary(o.scalarOp, c, v);
      };
      auto h = [&](const z3::expr& a, const z3::expr& b) { return applyReducer(th, o.outer, a, b); };
      return g(f(x, y)) != h(g(x), g(y));
    }
    case Law::kIdempotent: return f(x, x) != x;
  }
  throw std::logic_error("unknown law");
}

ObligationResult checkLaw(const Obligation& o, const CheckOptions& options) {
  ObligationResult r;
  r.name = o.name;
  z3::context ctx;
  z3::solver s = limitedSolver(ctx, options.resourceLimit);
  try {
    s.add(lawViolation(ctx, o));
  } catch (const std::runtime_error& e) {
    r.reason = e.what();
    return r;
  }
  const z3::check_result answer = s.check();
  r.effort = effortSpent(s);
  switch (answer) {
    case z3::unsat: r.verdict = Verdict::kProved; break;
    case z3::sat: {
      r.verdict = Verdict::kRefuted;
      const z3::model m = s.get_model();
      for (const char* v : {"x", "y", "z", "c"})
        for (unsigned i = 0; i < m.num_consts(); ++i)
          if (m.get_const_decl(i).name().str() == v)
            r.counterexample += fmt::format("{}{} = {}", r.counterexample.empty() ? "" : ", ", v,
                                            m.get_const_interp(m.get_const_decl(i)).to_string());
      break;
    }
    case z3::unknown: r.reason = s.reason_unknown(); break;
  }
  return r;
}

}  // namespace partir::verify
