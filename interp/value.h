// Runtime values of the interpreters: a tensor, a token, or a tuple of values
// (StableHLO spec "Values").
#pragma once

#include <memory>
#include <vector>

#include "interp/tensor.h"

namespace partir {

class InterpreterValue {
 public:
  enum class Kind { kTensor, kToken, kTuple };

  InterpreterValue() = default;
  InterpreterValue(Tensor t) : kind_(Kind::kTensor), tensor_(std::move(t)) {}
  static InterpreterValue token();
  static InterpreterValue tuple(std::vector<InterpreterValue> elements);

  Kind kind() const { return kind_; }
  bool isTensor() const { return kind_ == Kind::kTensor; }
  bool isToken() const { return kind_ == Kind::kToken; }
  bool isTuple() const { return kind_ == Kind::kTuple; }

  const Tensor& tensor() const { return tensor_; }
  Tensor& tensor() { return tensor_; }
  const std::vector<InterpreterValue>& tupleElements() const { return *tuple_; }

  Type type() const;
  std::string str(int64_t maxElements = 64) const;

 private:
  Kind kind_ = Kind::kTensor;
  Tensor tensor_;
  std::shared_ptr<const std::vector<InterpreterValue>> tuple_;
};

using Values = std::vector<InterpreterValue>;

}  // namespace partir
