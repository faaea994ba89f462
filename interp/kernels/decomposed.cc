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

// chlo.polygamma and chlo.zeta: their decompositions, semantics/chlo/polygamma.mlir
// and zeta.mlir.
Tensor polygamma(Tensor n, const Tensor& x) { return runChloDecomposition("chlo.polygamma", {std::move(n), x}); }
Tensor zeta(Tensor x, const Tensor& q) { return runChloDecomposition("chlo.zeta", {std::move(x), q}); }

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
