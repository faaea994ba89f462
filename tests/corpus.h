// Where the tests find the shared corpus: $PARTIR_CORPUS, defaulting to
// ../shared/corpus next to the source tree. When it is absent (a user's own
// clone) corpus tests skip, saying where the files come from.
#pragma once

#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace partir::testing {

inline std::filesystem::path corpusRoot() {
  if (const char* env = std::getenv("PARTIR_CORPUS"); env && *env) return env;
  return PARTIR_DEFAULT_CORPUS_DIR;
}

// The .mlir files of corpus subdirectory `sub` ("stablehlo/testdata", ...),
// sorted; empty when the corpus is absent.
inline std::vector<std::filesystem::path> corpusFiles(const std::string& sub) {
  std::vector<std::filesystem::path> files;
  std::filesystem::path dir = corpusRoot() / sub;
  if (!std::filesystem::is_directory(dir)) return files;
  for (const auto& e : std::filesystem::directory_iterator(dir))
    if (e.path().extension() == ".mlir") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace partir::testing

// Skips the current test when the corpus subdirectory is missing.
#define PARTIR_REQUIRE_CORPUS(sub)                                                        \
  do {                                                                                    \
    if (!std::filesystem::is_directory(::partir::testing::corpusRoot() / (sub)))          \
      GTEST_SKIP() << "corpus not found at " << ::partir::testing::corpusRoot() / (sub)    \
                   << "; set PARTIR_CORPUS. The files come from openxla/stablehlo "       \
                      "(stablehlo/testdata and stablehlo/tests/interpret).";              \
  } while (0)
