#include "semantics/op_codes.h"

#include <string>
#include <unordered_map>

namespace partir {

namespace {

struct OpInfo {
  std::string_view mnemonic;
  std::string_view family;
};

constexpr OpInfo kOpInfos[] = {
#define PARTIR_OP(Enum, mnemonic, family) {mnemonic, #family},
#include "semantics/op_table.def"
#undef PARTIR_OP
};

}  // namespace

std::string_view opMnemonic(OpCode code) {
  return code == OpCode::kUnknown ? "<unknown>" : kOpInfos[static_cast<int>(code)].mnemonic;
}

std::string_view opFamily(OpCode code) {
  return code == OpCode::kUnknown ? "" : kOpInfos[static_cast<int>(code)].family;
}

OpCode lookupOpCode(std::string_view name) {
  static const auto* byName = [] {
    auto* m = new std::unordered_map<std::string_view, OpCode>();
    for (int i = 0; i < kNumOpCodes; ++i) (*m)[kOpInfos[i].mnemonic] = static_cast<OpCode>(i);
    return m;
  }();
  auto it = byName->find(name);
  return it == byName->end() ? OpCode::kUnknown : it->second;
}

}  // namespace partir
