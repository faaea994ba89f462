#include "verify/catalogue.h"

#include <fmt/format.h>

#include "semantics/element_type.h"
#include "semantics/ops/type_rule_helpers.h"

namespace partir::verify {

namespace {

// The first of f32, i32, i1 that `kinds` accepts.
std::string firstElementOf(unsigned kinds) {
  for (ElementType t : {ElementType::kF32, ElementType::kI32, ElementType::kI1})
    if (hasKind(t, kinds)) return std::string(elementTypeName(t));
  return std::string(elementTypeName(ElementType::kF32));
}

// @<mnemonic>(%a[, %b]) applying the op to tensor<4x6xE> operands.
std::string sameTypeFunction(std::string_view mnemonic, int arity, unsigned kinds) {
  const std::string type = "tensor<4x6x" + firstElementOf(kinds) + ">";
  std::string name(mnemonic);
  for (char& c : name)
    if (c == '.') c = '_';
  return fmt::format("func.func @{0}(%a: {1}{2}) -> {1} {{\n  %0 = {3} %a{4} : {1}\n  return %0 : {1}\n}}\n\n",
                     name, type, arity == 2 ? ", %b: " + type : "", mnemonic, arity == 2 ? ", %b" : "");
}

// One function per PARTIR_UNARY / PARTIR_BINARY row of semantics/op_table.def.
std::string sameTypeCatalogue() {
  std::string text =
      "// Generated from the PARTIR_UNARY / PARTIR_BINARY rows of semantics/op_table.def\n"
      "// (verify/catalogue.cc): each op on operands and a result of one type.\n";
#define PARTIR_OP(Enum, mnemonic, family)
#define PARTIR_UNARY(Enum, mnemonic, kinds, kernel) text += sameTypeFunction(mnemonic, 1, kinds);
#define PARTIR_BINARY(Enum, mnemonic, kinds, kernel) text += sameTypeFunction(mnemonic, 2, kinds);
#include "semantics/op_table.def"
#undef PARTIR_BINARY
#undef PARTIR_UNARY
#undef PARTIR_OP
  return text;
}

}  // namespace

const std::vector<CatalogueFile>& catalogue() {
  static const std::vector<CatalogueFile> files = [] {
    std::vector<CatalogueFile> all = embeddedCatalogueFiles();
    all.push_back({"same_type.mlir", sameTypeCatalogue()});
    return all;
  }();
  return files;
}

}  // namespace partir::verify
