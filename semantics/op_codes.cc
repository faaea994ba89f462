#include "semantics/op_codes.h"

#include <iterator>
#include <string>
#include <unordered_map>

namespace partir {

namespace {

constexpr std::string_view kFamilyNames[] = {
#define PARTIR_FAMILY(Enum, name) #name,
    PARTIR_OP_FAMILIES(PARTIR_FAMILY)
#undef PARTIR_FAMILY
        ""};

// The family op_table.def spells `name`; kNone (refused below) for a typo.
constexpr OpFamily familyNamed(std::string_view name) {
  for (size_t i = 0; i < std::size(kFamilyNames) - 1; ++i)
    if (kFamilyNames[i] == name) return static_cast<OpFamily>(i);
  return OpFamily::kNone;
}

struct OpInfo {
  std::string_view mnemonic;
  OpFamily family;
};

constexpr OpInfo kOpInfos[] = {
#define PARTIR_OP(Enum, mnemonic, family) {mnemonic, familyNamed(#family)},
#include "semantics/op_table.def"
#undef PARTIR_OP
};

constexpr bool everyFamilyKnown() {
  for (const OpInfo& info : kOpInfos)
    if (info.family == OpFamily::kNone) return false;
  return true;
}
static_assert(everyFamilyKnown(), "op_table.def names a family missing from PARTIR_OP_FAMILIES");

}  // namespace

std::string_view opMnemonic(OpCode code) {
  return code == OpCode::kUnknown ? "<unknown>" : kOpInfos[static_cast<int>(code)].mnemonic;
}

OpFamily opFamily(OpCode code) {
  return code == OpCode::kUnknown ? OpFamily::kNone : kOpInfos[static_cast<int>(code)].family;
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
