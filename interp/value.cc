#include "interp/value.h"

namespace partir {

InterpreterValue InterpreterValue::token() {
  InterpreterValue v;
  v.kind_ = Kind::kToken;
  return v;
}

InterpreterValue InterpreterValue::tuple(std::vector<InterpreterValue> elements) {
  InterpreterValue v;
  v.kind_ = Kind::kTuple;
  v.tuple_ = std::make_shared<const std::vector<InterpreterValue>>(std::move(elements));
  return v;
}

InterpreterValue InterpreterValue::range(int64_t index, int64_t size) {
  InterpreterValue v;
  v.kind_ = Kind::kRange;
  v.rangeIndex_ = index;
  v.rangeSize_ = size;
  return v;
}

Type InterpreterValue::type() const {
  switch (kind_) {
    case Kind::kTensor: return tensor_.type();
    case Kind::kToken: return Type::token();
    case Kind::kTuple: {
      std::vector<Type> types;
      for (const auto& e : *tuple_) types.push_back(e.type());
      return Type::tuple(std::move(types));
    }
    case Kind::kRange: return Type::range(rangeSize_);
  }
  return Type();
}

std::string InterpreterValue::str(int64_t maxElements) const {
  switch (kind_) {
    case Kind::kTensor: return tensor_.str(maxElements);
    case Kind::kToken: return "!stablehlo.token";
    case Kind::kTuple: {
      std::string s = "(";
      for (size_t i = 0; i < tuple_->size(); ++i)
        s += (i ? ", " : "") + (*tuple_)[i].str(maxElements);
      return s + ")";
    }
    case Kind::kRange: return fmt::format("!partir.range<{}> {}", rangeSize_, rangeIndex_);
  }
  return "?";
}

}  // namespace partir
