// Op codes, derived from semantics/op_table.def (the one list of ops).
#pragma once

#include <cstdint>
#include <string_view>

namespace partir {

enum class OpCode : uint16_t {
#define PARTIR_OP(Enum, mnemonic, family) k##Enum,
#include "semantics/op_table.def"
#undef PARTIR_OP
  kUnknown,  // parsed in generic form; the verifier refuses it as unsupported
};

inline constexpr int kNumOpCodes = static_cast<int>(OpCode::kUnknown);

// "stablehlo.add" for OpCode::kAdd.
std::string_view opMnemonic(OpCode code);
// The family in op_table.def ("elementwise", ...).
std::string_view opFamily(OpCode code);
// The op code of a full op name, or kUnknown.
OpCode lookupOpCode(std::string_view name);

}  // namespace partir
