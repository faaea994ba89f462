// What a kernel sees: the op, its evaluated operands, and a way to run the
// op's regions. Kernels are `Values eval<Enum>(OpContext&)` (declared in
// interp/kernels.h); they decode attributes through this context and call
// pure functions over tensors. A kernel reports a semantic error with
// `ctx.fail(...)`, which names the op and its location.
#pragma once

#include <optional>
#include <span>
#include <string_view>

#include "interp/deferred_operand.h"
#include "interp/value.h"
#include "semantics/ir.h"

namespace partir {

class Interpreter;

class OpContext {
 public:
  // `deferred[i]`, when set, is operand i, not run (interp/deferred_operand.h);
  // operands[i] is then an empty placeholder.
  OpContext(const Operation& op, Values operands, Interpreter& interpreter,
            std::vector<std::optional<DeferredOperand>> deferred = {})
      : op_(op), operands_(std::move(operands)), interpreter_(interpreter), deferred_(std::move(deferred)) {}

  const Operation& op() const { return op_; }
  const Location& loc() const { return op_.loc(); }
  // The op of the program this context runs: op() itself, or the op whose
  // expressed copy op() is (a quantized op run dequantized). Collectives meet
  // at it, so every process's copy meets the others'.
  const Operation& site() const { return site_ ? *site_ : op_; }
  void setSite(const Operation& site) { site_ = &site; }
  Interpreter& interpreter() { return interpreter_; }

  size_t numOperands() const { return operands_.size(); }
  const InterpreterValue& operand(size_t i) const { return operands_.at(i); }
  const Tensor& tensor(size_t i) const;
  // Moves operand i out (the kernel may reuse its buffer).
  InterpreterValue takeOperand(size_t i) { return std::move(operands_.at(i)); }
  const Values& operands() const { return operands_; }

  const TensorType& resultType(size_t i = 0) const;

  // Operand i as a view: the deferred pad/transpose behind it, or the tensor
  // itself. Only kernels that read through views (convolution, dot_general,
  // and the deferred ops) are given deferred operands.
  DeferredOperand view(size_t i) const;
  // Runs the deferred ops behind every deferred operand: for kernels that
  // read tensors only.
  void materializeDeferred();
  // The type of operand i, deferred or not.
  const TensorType& operandType(size_t i) const;

  // Fails unless the op has exactly `n` operands.
  void expectOperands(size_t n) const;
  // Moves tensor operand i out (failing unless it is a tensor): its buffer
  // may become the result's.
  Tensor takeTensor(size_t i);
  // The computed results, checked against the op's declared result types.
  Values checkedResults(std::vector<Tensor> results) const;

  // Attribute access; a missing or mistyped attribute is an error naming the op.
  const Attribute& attr(std::string_view name) const;
  const Attribute* optionalAttr(std::string_view name) const { return op_.attr(name); }
  int64_t intAttr(std::string_view name) const;
  std::vector<int64_t> intsAttr(std::string_view name) const;
  // The value of an enum attribute (#stablehlo<comparison_direction GT> -> "GT").
  const std::string& enumAttr(std::string_view name) const;

  // Records the flops of this run of the op in the profile, if any
  // (interp/op_profile.h).
  void recordFlops(double flops) const;

  // Runs region `i` of the op on `args` (block arguments), returning the
  // operands of its terminator.
  Values runRegion(size_t i, Values args);

  template <class... Args>
  [[noreturn]] void fail(fmt::format_string<Args...> f, Args&&... args) const {
    failWith(ErrorKind::kInvalidInput, fmt::format(f, std::forward<Args>(args)...));
  }
  template <class... Args>
  [[noreturn]] void failUnsupported(fmt::format_string<Args...> f, Args&&... args) const {
    failWith(ErrorKind::kUnsupported, fmt::format(f, std::forward<Args>(args)...));
  }

 private:
  [[noreturn]] void failWith(ErrorKind kind, std::string message) const;

  const Operation& op_;
  const Operation* site_ = nullptr;
  Values operands_;
  Interpreter& interpreter_;
  std::vector<std::optional<DeferredOperand>> deferred_;
};

}  // namespace partir
