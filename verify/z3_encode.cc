#include "verify/z3_encode.h"

#include <stdexcept>

#include <fmt/format.h>

namespace partir::verify {

Encoder::Encoder(z3::context& ctx, Abstraction abstraction)
    : ctx_(ctx), elem_(ctx.uninterpreted_sort("Elem")), abstraction_(abstraction) {}

// Whether the encoding leaves `e` (a product, floorDiv or mod) uninterpreted.
bool Encoder::abstracted(const SymExpr& e) const {
  switch (abstraction_) {
    case Abstraction::kNone: return false;
    case Abstraction::kDivMod: return e.kind() != SymExpr::Kind::kMul && e.args()[1].kind() != SymExpr::Kind::kConst;
    case Abstraction::kArithmetic: return true;
  }
  return false;
}

// `op` of e's two operands, or the function `uninterpreted` of them.
z3::expr Encoder::binary(const SymExpr& e, const char* uninterpreted,
                         const std::function<z3::expr(z3::expr, z3::expr)>& op) {
  // The second operand first, as `expr(a) op expr(b)` evaluated before:
  // Z3's search depends on the order its terms were made.
  const z3::expr b = expr(e.args()[1]);
  const z3::expr a = expr(e.args()[0]);
  if (!abstracted(e)) return op(a, b);
  const z3::sort i = ctx_.int_sort();
  return ctx_.function(uninterpreted, i, i, i)(a, b);
}

z3::expr Encoder::var(const std::string& name) {
  auto it = vars_.find(name);
  if (it == vars_.end()) it = vars_.emplace(name, ctx_.int_const(name.c_str())).first;
  return it->second;
}

z3::func_decl Encoder::function(const std::string& name, size_t arity) {
  const std::string key = fmt::format("{}/{}", name, arity);
  auto it = functions_.find(key);
  if (it != functions_.end()) return it->second;
  z3::sort_vector domain(ctx_);
  for (size_t i = 0; i < arity; ++i) domain.push_back(elem_);
  // Named apart from SMT-LIB's own symbols (`select`, `abs`, `not`) and by
  // arity, so that every solver reads the emitted scripts (proofs/manifest.txt).
  const std::string symbol = fmt::format("fn.{}.{}", name, arity);
  return functions_.emplace(key, ctx_.function(symbol.c_str(), domain, elem_)).first->second;
}

z3::func_decl Encoder::tensor(size_t operand, size_t rank) {
  const std::string name = fmt::format("in{}", operand);
  const std::string key = fmt::format("{}/{}", name, rank);
  auto it = functions_.find(key);
  if (it != functions_.end()) return it->second;
  z3::sort_vector domain(ctx_);
  for (size_t i = 0; i < rank; ++i) domain.push_back(ctx_.int_sort());
  return functions_.emplace(key, ctx_.function(name.c_str(), domain, elem_)).first->second;
}

z3::expr Encoder::expr(const SymExpr& e) {
  using K = SymExpr::Kind;
  const auto& a = e.args();
  auto arg = [&](size_t i) { return expr(a[i]); };
  switch (e.kind()) {
    case K::kConst: return ctx_.int_val(static_cast<int64_t>(*e.constant()));
    case K::kBool: return ctx_.bool_val(*e.constant() != 0);
    case K::kVar: return var(e.name());
    case K::kAdd: return arg(0) + arg(1);
    case K::kSub: return arg(0) - arg(1);
    case K::kMul: return binary(e, "mul.u", [](z3::expr x, z3::expr y) { return x * y; });
    case K::kDiv: return binary(e, "div.u", [](z3::expr x, z3::expr y) { return x / y; });
    case K::kMod: return binary(e, "mod.u", [](z3::expr x, z3::expr y) { return z3::mod(x, y); });
    case K::kMin: return z3::ite(arg(0) <= arg(1), arg(0), arg(1));
    case K::kMax: return z3::ite(arg(0) >= arg(1), arg(0), arg(1));
    case K::kIte: return z3::ite(arg(0), arg(1), arg(2));
    case K::kEq: return arg(0) == arg(1);
    case K::kLe: return arg(0) <= arg(1);
    case K::kLt: return arg(0) < arg(1);
    case K::kAnd: return arg(0) && arg(1);
    case K::kOr: return arg(0) || arg(1);
    case K::kNot: return !arg(0);
    case K::kElement: {
      z3::expr_vector index(ctx_);
      for (const SymExpr& i : a) index.push_back(expr(i));
      z3::sort_vector domain(ctx_);
      domain.push_back(elem_);
      z3::func_decl toInt = ctx_.function("toInt", domain, ctx_.int_sort());
      return toInt(tensor(e.operand(), a.size())(index));
    }
  }
  throw std::logic_error("Encoder::expr: unknown kind");
}

z3::expr Encoder::term(const Term& t) {
  switch (t.kind()) {
    case Term::Kind::kRead: {
      z3::expr_vector index(ctx_);
      for (const SymExpr& i : t.index()) index.push_back(expr(i));
      return tensor(t.operand(), t.index().size())(index);
    }
    case Term::Kind::kApply: {
      z3::expr_vector args(ctx_);
      for (const Term& a : t.args()) args.push_back(term(a));
      return function(t.fn(), t.args().size())(args);
    }
    case Term::Kind::kSelect:
      return z3::ite(expr(t.index()[0]), term(t.args()[0]), term(t.args()[1]));
    case Term::Kind::kIndex: {
      z3::sort_vector domain(ctx_);
      domain.push_back(ctx_.int_sort());
      return ctx_.function("fromInt", domain, elem_)(expr(t.index()[0]));
    }
    case Term::Kind::kFold: break;
  }
  throw std::logic_error("Encoder::term: folds are compared structurally, not encoded");
}

namespace {

// Z3's default strategy (Z3 4.8: simplify, then for nonlinear integer goals
// the qfnia tactic, for the others a preamble and the SMT core) without its
// limits on wall-clock time and memory, so that only the caller's rlimit
// bounds it. The default strategy is not deterministic: for QF_NIA it gives
// the SMT core 2 s of wall-clock time (try_for) before falling back to nlsat
// and the SMT core again, and it bounds some steps by the memory Z3 holds in
// the whole process (max_memory), which the other threads of
// verify/parallel.h change; the same formula was proved or ran out of rlimit
// depending on the machine's load.
z3::tactic deterministicTactic(z3::context& ctx) {
  auto tactic = [&](const char* name) { return z3::tactic(ctx, name); };
  z3::params ctxSimplify(ctx);
  ctxSimplify.set("max_depth", 30u);
  ctxSimplify.set("max_steps", 5000000u);
  z3::params localCtx(ctx);
  localCtx.set("local_ctx", true);
  localCtx.set("local_ctx_limit", 10000000u);
  z3::params pullIte = localCtx;
  pullIte.set("pull_cheap_ite", true);
  const z3::tactic simplifications = tactic("simplify") & tactic("propagate-values") &
                                     z3::with(tactic("ctx-simplify"), ctxSimplify) &
                                     z3::with(tactic("simplify"), pullIte);
  // QF_NIA: a search for a small model (sizes as 64-bit vectors, 500 SAT
  // conflicts; it decides only refutations), then the SMT core on sums of
  // monomials.
  z3::params bits(ctx);
  bits.set("nla2bv_max_bv_size", 64u);
  bits.set("flat", false);
  bits.set("hi_div0", true);
  bits.set("elim_and", true);
  bits.set("blast_distinct", true);
  bits.set("max_conflicts", 500u);
  const z3::tactic smallModel =
      z3::with(tactic("nla2bv") & tactic("simplify") & tactic("propagate-values") &
                   z3::with(tactic("simplify"), localCtx) & tactic("max-bv-sharing") &
                   tactic("bit-blast") & tactic("sat"),
               bits) &
      tactic("fail-if-undecided");
  z3::params sumOfMonomials(ctx);
  sumOfMonomials.set("som", true);
  const z3::tactic nonlinearInteger =
      simplifications & tactic("elim-uncnstr") & tactic("lia2card") & tactic("card2bv") &
      tactic("cofactor-term-ite") &
      (smallModel | (z3::with(tactic("simplify"), sumOfMonomials) & tactic("smt")));
  const z3::tactic other = simplifications & tactic("solve-eqs") & tactic("elim-uncnstr") &
                           tactic("simplify") & tactic("smt");
  return tactic("simplify") & z3::cond(z3::probe(ctx, "is-qfnia"), nonlinearInteger, other);
}

}  // namespace

// Milliseconds of one check before Z3 gives up whatever its rlimit says;
// every obligation of the catalogue takes under a second.
constexpr unsigned kSolverTimeoutMs = 20000;

z3::solver limitedSolver(z3::context& ctx, unsigned resourceLimit) {
  z3::solver s = deterministicTactic(ctx).mk_solver();
  z3::params p(ctx);
  p.set("rlimit", resourceLimit);
  // A safety net, not the limit: Z3 4.8.12's nonlinear search can run on
  // past its rlimit without counting it (docs/verification.md); then the
  // check ends as unknown instead of hanging the command.
  p.set("timeout", kSolverTimeoutMs);
  s.set(p);
  return s;
}

unsigned effortSpent(const z3::solver& s) {
  const z3::stats stats = s.statistics();
  for (unsigned i = 0; i < stats.size(); ++i)
    if (stats.key(i) == "rlimit count") return stats.uint_value(i);
  return 0;
}

}  // namespace partir::verify
