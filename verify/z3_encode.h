// The symbolic language of semantics/symbolic.h in Z3 (DESIGN.md
// "Verification"). The only layer that includes z3++.h.
//
// Integers are Z3 integers (mathematical); `floorDiv`/`mod` are Z3's div/mod,
// which agree with floor division for the positive divisors denotations use.
// Element values live in one uninterpreted sort `Elem`: operand j is an
// uninterpreted function in<j> : Int^rank → Elem, each scalar function
// ("add", "compare.LT.FLOAT") an uninterpreted function of Elem, an index used
// as a value `fromInt(i)`, and an element read as an integer (gather's
// start_indices) `toInt(in<j>(…))`. So an equality proved here holds for every
// operand value and every meaning of the scalar functions: index maps are all
// that matters. Folds are not encoded: verify/entry_proof.cc compares them
// structurally.
//
// Given in0 of rank 2, Term::read(0, {j, i}) encodes as in0(j, i).
#pragma once

#include <functional>
#include <map>
#include <string>

#include <z3++.h>

#include "semantics/symbolic.h"
#include "verify/abstraction.h"

namespace partir::verify {

class Encoder {
 public:
  explicit Encoder(z3::context& ctx, Abstraction abstraction = Abstraction::kNone);
  z3::context& ctx() { return ctx_; }
  // An Int (or Bool, for boolean kinds) expression.
  z3::expr expr(const SymExpr& e);
  // An Elem expression; `t` must not contain a fold.
  z3::expr term(const Term& t);
  // The integer variable `name` (created on first use).
  z3::expr var(const std::string& name);
  // The variables created so far, by name.
  const std::map<std::string, z3::expr>& vars() const { return vars_; }

 private:
  z3::func_decl tensor(size_t operand, size_t rank);
  z3::func_decl function(const std::string& name, size_t arity);
  bool abstracted(const SymExpr& e) const;
  z3::expr binary(const SymExpr& e, const char* uninterpreted, const std::function<z3::expr(z3::expr, z3::expr)>& op);
  z3::context& ctx_;
  z3::sort elem_;
  Abstraction abstraction_;
  std::map<std::string, z3::expr> vars_;
  std::map<std::string, z3::func_decl> functions_;
};

// A solver bounded by Z3's deterministic resource limit ("rlimit"). Its
// strategy has no wall-clock or memory limit, so the verdict and the effort
// depend on the formula alone, not on the machine's load or the other threads.
z3::solver limitedSolver(z3::context& ctx, unsigned resourceLimit);
// The resource units the solver has spent so far ("rlimit count").
unsigned effortSpent(const z3::solver& s);

}  // namespace partir::verify
