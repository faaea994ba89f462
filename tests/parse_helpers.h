// Test programs: parsing one module, verified (failures are test failures,
// with the diagnostic and the text, and give nullptr, so callers ASSERT_TRUE
// the result), and small integer arguments for running it.
#pragma once

#include <memory>
#include <string>

#include <gtest/gtest.h>

#include "interp/random_inputs.h"
#include "semantics/parser.h"
#include "semantics/verifier.h"

namespace partir::testing {

// Seed 000 Listing 2 at small sizes, arguments named as JAX names them.
inline constexpr const char* kChain = R"(
func.func @main(%x: tensor<16x8xf32> loc("x"), %w1: tensor<8x4xf32> loc("w1"),
                %w2: tensor<4x8xf32> loc("w2")) -> tensor<16x8xf32> {
  %x1 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<16x8xf32>, tensor<8x4xf32>) -> tensor<16x4xf32>
  %x2 = stablehlo.dot_general %x1, %w2, contracting_dims = [1] x [0] : (tensor<16x4xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
  return %x2 : tensor<16x8xf32>
}
)";

inline std::unique_ptr<Module> parseVerified(const std::string& text, const std::string& path = "t.mlir") {
  Result<SourceFile> file = parseSource(text, path);
  if (!file.ok()) {
    ADD_FAILURE() << file.error().str() << "\nin:\n" << text;
    return nullptr;
  }
  EXPECT_EQ(file->modules.size(), 1u);
  if (Status s = verifyModule(*file->modules[0]); !s.ok()) {
    ADD_FAILURE() << s.error().str() << "\nin:\n" << text;
    return nullptr;
  }
  return std::move(file->modules[0]);
}

// Arguments for `f`: small integers (interp/random_inputs.h), so every sum
// is exact in any order and all paths must agree bit for bit.
inline Values argsOf(const Function& f, uint64_t seed = 1) {
  std::vector<TensorType> types;
  for (const Type& t : f.argTypes) types.push_back(t.tensor());
  return randomIntegerInputs(types, seed);
}

}  // namespace partir::testing
