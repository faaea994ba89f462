#include "interp/kernels/decomposed.h"

#include <map>
#include <memory>
#include <mutex>

#include "interp/interpreter.h"
#include "interp/kernels/elementwise.h"
#include "semantics/chlo_decomposition.h"

namespace partir {
namespace {

// Instances are made on flat operands (a pointwise body does not see the
// shape), one per op, element types and length, and kept for the process.
std::shared_ptr<const Module> instance(std::string_view op, const std::vector<Type>& types) {
  static std::mutex mutex;
  static std::map<std::string, std::shared_ptr<const Module>, std::less<>> made;
  std::string key(op);
  for (const Type& t : types) key += " " + t.str();
  const std::lock_guard<std::mutex> lock(mutex);
  if (auto it = made.find(key); it != made.end()) return it->second;
  Result<std::unique_ptr<Module>> module = instantiateChloDecomposition(op, types);
  if (!module.ok()) throw DiagnosticError{module.error()};
  return made.emplace(key, std::move(module.value())).first->second;
}

}  // namespace

// The kernels of the PARTIR_CHLO_UNARY / PARTIR_CHLO_BINARY rows
// (semantics/op_table.def): each runs its decomposition.
#define PARTIR_OP(Enum, mnemonic, family)
#define PARTIR_UNARY(Enum, mnemonic, kinds, kernel)
#define PARTIR_BINARY(Enum, mnemonic, kinds, kernel)
#define PARTIR_CHLO_UNARY(Enum, mnemonic, kinds) \
  Tensor chlo##Enum(Tensor t) { return runChloDecomposition(mnemonic, {std::move(t)}); }
#define PARTIR_CHLO_BINARY(Enum, mnemonic, kinds) \
  Tensor chlo##Enum(Tensor a, const Tensor& b) { return runChloDecomposition(mnemonic, {std::move(a), b}); }
#include "semantics/op_table.def"
#undef PARTIR_CHLO_BINARY
#undef PARTIR_CHLO_UNARY
#undef PARTIR_BINARY
#undef PARTIR_UNARY
#undef PARTIR_OP

Tensor runChloDecomposition(std::string_view op, std::vector<Tensor> operands) {
  const Shape shape = operands.front().shape();
  const Shape flat{operands.front().numElements()};
  std::vector<Type> types;
  Values args;
  for (Tensor& t : operands) {
    types.push_back(Type::tensor(flat, t.elementType()));
    args.emplace_back(t.withShape(flat));
  }
  const std::shared_ptr<const Module> module = instance(op, types);
  Result<Values> results = Interpreter(*module).run("main", std::move(args));
  if (!results.ok()) throw DiagnosticError{results.error()};
  return results->front().tensor().withShape(shape);
}

}  // namespace partir
