// Op denotations (DESIGN.md "Verification"; Alive2's per-op SMT semantics):
// what one op instance computes, written in the symbolic language of
// semantics/symbolic.h over symbolic sizes.
//
// A denotation reads the op's structure (dimension numbers, permutations,
// bodies) from the op itself and its sizes from a `SymView`: operand and
// result shapes and size-like attributes (offsets, strides, windows), either
// variables (the verifier proves over all of them) or the op's own constants
// (tests evaluate a denotation on concrete data). It gives
//   - `constraints`: the op's shape rules (the StableHLO spec's C-numbers)
//     over those sizes: an op is well-typed exactly when they hold;
//   - `element(n, i)`: the value of element i of result n, as a term over
//     operand elements.
// verify/ uses both: a TMR entry is sound when the op with sliced operands
// is well-typed and its elements, read through the loop, are the original's.
//
// Given %r = stablehlo.transpose %x, dims = [1, 0] on tensor<4x6xf32>, the
// symbolic view has operand shape [in0[0], in0[1]] and result shape
// [out0[0], out0[1]]; the denotation has constraints out0[0] = in0[1],
// out0[1] = in0[0] (C3) and element(0, [i, j]) = in0[j, i].
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "semantics/element_type.h"
#include "semantics/symbolic.h"

namespace partir {

class Operation;

// One shape rule: `holds` must be true; `why` names it ("transpose C3").
struct ShapeConstraint {
  SymExpr holds;
  std::string why;
};

// The sizes one denotation is read at.
class SymView {
 public:
  // Every dim and every size-like attribute a variable named as in
  // semantics/traced.h ("in0[1]", "out0[0]", "limit_indices[1]").
  static SymView symbolic(const Operation& op);
  // The op's own sizes and attribute values, as constants.
  static SymView concrete(const Operation& op);
  // `op` as one op of a program read as a whole (verify/composite_proof.h):
  // the given operand and result shapes; each size-like attribute a variable
  // "<attrPrefix><name>[i]", or the op's own values when `attrPrefix` is
  // nullopt; fresh names drawn from `counter`, which the views of all the
  // program's ops share so that their index and fold variables never clash.
  static SymView inProgram(const Operation& op, std::vector<std::vector<SymExpr>> operands,
                           std::vector<std::vector<SymExpr>> results,
                           std::optional<std::string> attrPrefix, std::shared_ptr<int> counter);

  const Operation& op() const { return *op_; }
  const std::vector<SymExpr>& operand(size_t i) const { return operands_.at(i); }
  const std::vector<SymExpr>& result(size_t i) const { return results_.at(i); }
  size_t numOperands() const { return operands_.size(); }
  size_t numResults() const { return results_.size(); }
  // A size-like integer-list attribute, or a scalar integer one as one
  // element (the op's values when the view is concrete or has no symbols
  // for it).
  std::vector<SymExpr> ints(const std::string& name) const;
  // As `ints`, with `dflt` (constants) when the op has no such attribute.
  std::vector<SymExpr> intsOr(const std::string& name, const std::vector<int64_t>& dflt) const;
  // A variable name not used elsewhere in this view and the views derived
  // from it: "c0", "c1", ...
  SymExpr fresh(const std::string& hint) const;

  // Derived views (the verifier's local op): a replaced shape or attribute.
  SymView withOperandDim(size_t i, int64_t d, SymExpr size) const;
  SymView withResultDim(size_t i, int64_t d, SymExpr size) const;
  SymView withAttr(const std::string& name, std::vector<SymExpr> values) const;

 private:
  const Operation* op_ = nullptr;
  std::optional<std::string> attrPrefix_;  // set: attributes are variables
  std::vector<std::vector<SymExpr>> operands_, results_;
  std::map<std::string, std::vector<SymExpr>> attrs_;
  std::shared_ptr<int> freshCounter_ = std::make_shared<int>(0);
};

// What one op instance computes. An op without a denotation (one the
// registry never splits) has no `element`.
struct Denotation {
  std::vector<ShapeConstraint> constraints;
  std::function<Term(size_t result, const std::vector<SymExpr>& index)> element;
  bool defined() const { return element != nullptr; }
  // Adds the shape rule `holds`, named `why` ("transpose C3").
  void require(SymExpr holds, std::string why);
  // Adds every rule of `rules` (sameShape's, say).
  void require(std::vector<ShapeConstraint> rules);
};

#define PARTIR_OP(Enum, mnemonic, family) Denotation denote##Enum(const SymView& v);
#include "semantics/op_table.def"
#undef PARTIR_OP

// The denotation of `v.op()` (a well-typed op: run the verifier first).
Denotation denote(const SymView& v);

// For ops the registry never splits (their TMR is replicate-only).
inline Denotation noDenotation() { return {}; }

// ---- exact integer values (semantics/ops/integer_values.cc) ---------------

// The value of the result element of an integer elementwise op (add, divide,
// remainder, compare, clamp, convert, shifts, ...) given its operands'
// values, each in its type's range (an i1 as 0 or 1): what the kernels
// compute (interp/numerics.h), wrapping modulo 2^n, a boolean as 0 or 1.
// nullopt where the meaning is not written as an expression: a float operand
// or result, a divisor or shift amount that is not a constant, a 64-bit
// result that may wrap, a bitwise op other than a low-bit mask.
// Given remainder on i32 and operands (i, 2): i - 2·trunc(i / 2).
std::optional<SymExpr> integerValue(const Operation& op, const std::vector<SymExpr>& operands);
// An index (an iota's element, a size) as an element of integer type `t`:
// wrapped into its range (StableHLO spec "iota"; "convert"); nullopt for a
// type that is not an integer.
std::optional<SymExpr> indexAsElementOf(ElementType t, const SymExpr& index);

// ---- helpers the per-op denotations share ---------------------------------

// The scalar function an elementwise op applies, named with the attributes
// that change it: "add", "compare.LT.FLOAT", "convert.f32".
std::string scalarFunctionName(const Operation& op);
// Every operand read at the result index, combined by the op's scalar
// function (StableHLO spec: elementwise ops); result shape = operand shapes.
Denotation pointwiseDenotation(const SymView& v);
// The constraint shape(a) = shape(b), dim by dim.
std::vector<ShapeConstraint> sameShape(const std::vector<SymExpr>& a,
                                       const std::vector<SymExpr>& b, const std::string& why);
// The reduction `body` (a region with two scalar arguments) as a Reducer,
// named by its single op ("maximum") or "body".
Reducer reducerOf(const Region& body);

}  // namespace partir
