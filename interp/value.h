// Runtime values of the interpreters: a tensor, a token, or a tuple of values
// (StableHLO spec "Values"), or the index of a PartIR:Core loop iteration:
// the range value r of k (type !partir.range<k>, 0 <= r < k) that a
// partir.loop over an axis of size k passes to its body in iteration r.
#pragma once

#include <memory>
#include <vector>

#include "interp/tensor.h"

namespace partir {

class InterpreterValue {
 public:
  enum class Kind { kTensor, kToken, kTuple, kRange };

  InterpreterValue() = default;
  InterpreterValue(Tensor t) : kind_(Kind::kTensor), tensor_(std::move(t)) {}
  static InterpreterValue token();
  static InterpreterValue tuple(std::vector<InterpreterValue> elements);
  // Iteration `index` of a loop over `size` (0 <= index < size).
  static InterpreterValue range(int64_t index, int64_t size);

  Kind kind() const { return kind_; }
  bool isTensor() const { return kind_ == Kind::kTensor; }
  bool isToken() const { return kind_ == Kind::kToken; }
  bool isTuple() const { return kind_ == Kind::kTuple; }
  bool isRange() const { return kind_ == Kind::kRange; }

  const Tensor& tensor() const { return tensor_; }
  Tensor& tensor() { return tensor_; }
  const std::vector<InterpreterValue>& tupleElements() const { return *tuple_; }
  int64_t rangeIndex() const { return rangeIndex_; }  // kRange: r
  int64_t rangeSize() const { return rangeSize_; }    // kRange: k

  Type type() const;
  std::string str(int64_t maxElements = 64) const;

 private:
  Kind kind_ = Kind::kTensor;
  Tensor tensor_;
  std::shared_ptr<const std::vector<InterpreterValue>> tuple_;
  int64_t rangeIndex_ = 0, rangeSize_ = 0;
};

using Values = std::vector<InterpreterValue>;

}  // namespace partir
