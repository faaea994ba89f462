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

// The families of op_table.def (its third column), each listed once:
// X(Enum, name) with `name` as the table spells it.
#define PARTIR_OP_FAMILIES(X)                                                       \
  X(Checks, checks) X(Collectives, collectives) X(ControlFlow, control_flow)        \
  X(Core, core) X(DataMovement, data_movement) X(Elementwise, elementwise)          \
  X(Generators, generators) X(Hlo, hlo) X(Linalg, linalg) X(Reduction, reduction) \
  X(Shardy, shardy)

enum class OpFamily : uint8_t {
#define PARTIR_FAMILY(Enum, name) k##Enum,
  PARTIR_OP_FAMILIES(PARTIR_FAMILY)
#undef PARTIR_FAMILY
  kNone,  // the family of OpCode::kUnknown
};

// "stablehlo.add" for OpCode::kAdd.
std::string_view opMnemonic(OpCode code);
// The family in op_table.def (OpFamily::kElementwise, ...).
OpFamily opFamily(OpCode code);
// The op code of a full op name, or kUnknown.
OpCode lookupOpCode(std::string_view name);

}  // namespace partir
