// Every chunk of every corpus file parses (or is refused only as
// unsupported), prints, and parses back to a structurally equal module.
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>

#include <gtest/gtest.h>

#include "semantics/parser.h"
#include "semantics/printer.h"
#include "tests/corpus.h"

namespace partir {
namespace {

struct Tally {
  int parsed = 0;
  std::map<std::string, int> unsupported;  // message -> chunks
  std::vector<std::string> failures;
};

std::string readFile(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

void roundTrip(const Module& module, const std::string& where, Tally& tally) {
  const std::string printed = printModule(module);
  Result<SourceFile> again = parseSource(printed, where + " (printed)");
  if (!again.ok()) {
    tally.failures.push_back("re-parse: " + again.error().str());
    return;
  }
  std::string why;
  if (again->modules.size() != 1 || !structurallyEqual(module, *again->modules[0], &why)) {
    tally.failures.push_back(where + ": printed module differs: " + why);
    return;
  }
  ++tally.parsed;
}

void checkFile(const std::filesystem::path& path, Tally& tally) {
  const std::string text = readFile(path);
  for (ParsedChunk& chunk : parseChunks(text, path.string())) {
    const std::string where = fmt::format("{}:{}", path.filename().string(), chunk.firstLine);
    if (chunk.module.ok()) {
      roundTrip(*chunk.module.value(), where, tally);
    } else if (chunk.module.error().kind == ErrorKind::kUnsupported) {
      ++tally.unsupported[chunk.module.error().message];
    } else {
      tally.failures.push_back(chunk.module.error().str());
    }
  }
}

TEST(CorpusRoundTrip, EveryChunkParsesPrintsAndReparses) {
  PARTIR_REQUIRE_CORPUS("stablehlo/testdata");
  Tally tally;
  int files = 0;
  for (const char* sub : {"stablehlo/testdata", "stablehlo/interpret", "models"}) {
    for (const auto& path : testing::corpusFiles(sub)) {
      checkFile(path, tally);
      ++files;
    }
  }
  int unsupported = 0;
  for (const auto& [message, count] : tally.unsupported) unsupported += count;
  std::cout << fmt::format("corpus: {} files, {} chunks parsed and round-tripped, {} unsupported, "
                           "{} failed\n",
                           files, tally.parsed, unsupported, tally.failures.size());
  for (const auto& [message, count] : tally.unsupported) {
    std::cout << fmt::format("  unsupported x{}: {}\n", count, message);
  }
  for (size_t i = 0; i < tally.failures.size() && i < 30; ++i) {
    std::cout << "  FAILED: " << tally.failures[i] << "\n";
  }
  EXPECT_EQ(files, 1508 + 101 + 11);  // testdata, interpret, models (models/README.md lists the 11)
  EXPECT_TRUE(tally.failures.empty());
  EXPECT_GE(tally.parsed, 1508 + 6);
}

}  // namespace
}  // namespace partir
