// Parsing a test program: one module, verified. Failures are test failures
// (with the diagnostic and the text) and give nullptr, so callers
// ASSERT_TRUE the result.
#pragma once

#include <memory>
#include <string>

#include <gtest/gtest.h>

#include "semantics/parser.h"
#include "semantics/verifier.h"

namespace partir::testing {

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

}  // namespace partir::testing
