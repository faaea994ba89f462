#include "interp/kernels/decomposed.h"

#include <cstring>
#include <map>
#include <memory>
#include <mutex>

#include "interp/interpreter.h"
#include "interp/kernels/elementwise.h"
#include "interp/thread_pool.h"
#include "semantics/chlo_decomposition.h"

namespace partir {
namespace {

// Instances are made on flat operands (a pointwise body does not see the
// shape), one per op, element types and length (a chunk's or a tail's), and
// kept for the process.
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

// Elements per run of an instance: each value of the body (64 KiB of f32)
// stays in cache while the next op reads it, and chunks run on the kernel
// threads. A pointwise body computes each element alone, so chunking does
// not change any bit.
constexpr int64_t kChunk = 16384;

// Elements [begin, end) of a flat tensor, copied.
Tensor flatSlice(const Tensor& t, int64_t begin, int64_t end) {
  const int64_t width = byteWidth(t.elementType());
  Tensor out = Tensor::uninitialized({Shape{end - begin}, t.elementType()});
  std::memcpy(out.rawData(), t.rawData() + begin * width, static_cast<size_t>((end - begin) * width));
  return out;
}

Tensor runChloDecomposition(std::string_view op, std::vector<Tensor> operands) {
  const Shape shape = operands.front().shape();
  const int64_t n = operands.front().numElements();
  const auto run = [&](int64_t begin, int64_t end) {
    std::vector<Type> types;
    Values args;
    for (const Tensor& t : operands) {
      types.push_back(Type::tensor({end - begin}, t.elementType()));
      args.emplace_back(flatSlice(t, begin, end));
    }
    const std::shared_ptr<const Module> module = instance(op, types);
    Result<Values> results = Interpreter(*module).run("main", std::move(args));
    if (!results.ok()) throw DiagnosticError{results.error()};
    return results->front().tensor();
  };
  if (n <= kChunk) return run(0, n).withShape(shape);
  Tensor first = run(0, kChunk);
  const int64_t width = byteWidth(first.elementType());
  Tensor out = Tensor::uninitialized({Shape{n}, first.elementType()});
  std::memcpy(out.rawData(), first.rawData(), static_cast<size_t>(kChunk * width));
  parallelFor(n - kChunk, kChunk, [&](int64_t begin, int64_t end) {
    const Tensor part = run(kChunk + begin, kChunk + end);
    std::memcpy(out.rawData() + (kChunk + begin) * width, part.rawData(), static_cast<size_t>((end - begin) * width));
  });
  return out.withShape(shape);
}

}  // namespace partir
