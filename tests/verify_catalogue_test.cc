// The bundled catalogue (verify/catalogue/*.mlir) that `partir verify`
// proves covers every registered op with tile-mapping entries: each op of
// semantics/op_table.def is either in the catalogue, with entries, or listed
// below with why it is not. The "no entries" reasons are checked on every
// instance the corpus has: such an op must never get an entry there.
#include <map>
#include <set>
#include <string>

#include <gtest/gtest.h>

#include "semantics/op_codes.h"
#include "semantics/parser.h"
#include "semantics/tmr.h"
#include "semantics/verifier.h"
#include "tests/corpus.h"
#include "verify/catalogue.h"

namespace partir::verify {
namespace {

enum class Why { kNoEntries, kUnsupportedTypes };

struct Outside {
  Why why;
  const char* reason;
};

// Ops that are not in the catalogue. kNoEntries: their TMR function is
// replicate-only (seed 000 §5.2: an op without entries stays whole);
// kUnsupportedTypes: they have entries, but their instances need quantized
// element types, which are not implemented, so no catalogue instance
// verifies (their entries are the pointwise ones the catalogue proves on
// other types).
const std::map<std::string, Outside>& outsideCatalogue() {
  static const std::map<std::string, Outside> table = {
      {"check.expect_almost_eq", {Why::kNoEntries, "a test op"}},
      {"check.expect_almost_eq_const", {Why::kNoEntries, "a test op"}},
      {"check.expect_close", {Why::kNoEntries, "a test op"}},
      {"check.expect_eq", {Why::kNoEntries, "a test op"}},
      {"check.expect_eq_const", {Why::kNoEntries, "a test op"}},
      {"check.expect_serialized_eq", {Why::kNoEntries, "a test op"}},
      {"interpreter.print", {Why::kNoEntries, "a test op"}},
      {"interpreter.probe", {Why::kNoEntries, "a test op"}},
      {"interpreter.run_parallel", {Why::kNoEntries, "a test op"}},
      {"func.call", {Why::kNoEntries, "calls are inlined before partitioning"}},
      {"func.return", {Why::kNoEntries, "a terminator"}},
      {"stablehlo.return", {Why::kNoEntries, "a terminator"}},
      {"stablehlo.after_all", {Why::kNoEntries, "tokens are not tensors"}},
      {"stablehlo.case", {Why::kNoEntries, "control flow stays whole"}},
      {"stablehlo.if", {Why::kNoEntries, "control flow stays whole"}},
      {"stablehlo.while", {Why::kNoEntries, "control flow stays whole"}},
      {"stablehlo.composite", {Why::kNoEntries, "inlined before partitioning; see --spec"}},
      {"stablehlo.tuple", {Why::kNoEntries, "tuples are not tensors"}},
      {"stablehlo.get_tuple_element", {Why::kNoEntries, "tuples are not tensors"}},
      {"stablehlo.infeed", {Why::kNoEntries, "host I/O"}},
      {"stablehlo.outfeed", {Why::kNoEntries, "host I/O"}},
      {"stablehlo.collective_broadcast", {Why::kNoEntries, "device-local (an SPMD program's op)"}},
      {"stablehlo.collective_permute", {Why::kNoEntries, "device-local (an SPMD program's op)"}},
      {"stablehlo.collective_reduce", {Why::kNoEntries, "device-local (an SPMD program's op)"}},
      {"stablehlo.partition_id", {Why::kNoEntries, "device-local (an SPMD program's op)"}},
      {"stablehlo.replica_id", {Why::kNoEntries, "device-local (an SPMD program's op)"}},
      {"stablehlo.send", {Why::kNoEntries, "device-local (an SPMD program's op)"}},
      {"stablehlo.recv", {Why::kNoEntries, "device-local (an SPMD program's op)"}},
      {"partir.all_gather", {Why::kNoEntries, "PartIR:HLO, device-local"}},
      {"partir.all_reduce", {Why::kNoEntries, "PartIR:HLO, device-local"}},
      {"partir.all_slice", {Why::kNoEntries, "PartIR:HLO, device-local"}},
      {"partir.all_to_all", {Why::kNoEntries, "PartIR:HLO, device-local"}},
      {"partir.reduce_scatter", {Why::kNoEntries, "PartIR:HLO, device-local"}},
      {"partir.loop", {Why::kNoEntries, "PartIR:Core structure"}},
      {"partir.slice", {Why::kNoEntries, "PartIR:Core structure"}},
      {"partir.yield", {Why::kNoEntries, "PartIR:Core structure"}},
      {"sdy.manual_computation", {Why::kNoEntries, "per-device code, kept whole"}},
      {"sdy.return", {Why::kNoEntries, "a terminator"}},
      {"stablehlo.dynamic_broadcast_in_dim", {Why::kNoEntries, "a runtime shape operand"}},
      {"stablehlo.dynamic_gather", {Why::kNoEntries, "a runtime shape operand"}},
      {"stablehlo.dynamic_pad", {Why::kNoEntries, "a runtime shape operand"}},
      {"stablehlo.dynamic_reshape", {Why::kNoEntries, "a runtime shape operand"}},
      {"stablehlo.dynamic_iota", {Why::kNoEntries, "a runtime shape operand"}},
      {"stablehlo.dynamic_conv", {Why::kNoEntries, "a runtime padding operand"}},
      {"stablehlo.get_dimension_size", {Why::kNoEntries, "the result is a size"}},
      {"stablehlo.rng", {Why::kNoEntries, "random state"}},
      {"stablehlo.rng_bit_generator", {Why::kNoEntries, "random state"}},
      {"stablehlo.real_dynamic_slice", {Why::kNoEntries, "runtime slice bounds"}},
      {"chlo.scan", {Why::kNoEntries, "each step reads the previous step's carries"}},
      {"chlo.ragged_dot", {Why::kNoEntries, "a row's group depends on the sizes of all groups before it"}},
  };
  return table;
}

// Calls `visit` on every op, nested ones included, of the verified modules of `file`.
template <typename F>
void forEachOp(const SourceFile& file, F&& visit) {
  for (const auto& module : file.modules) {
    if (!verifyModule(*module).ok()) continue;
    for (const auto& f : module->functions)
      if (!f->isDeclaration()) walk(f->body, visit);
  }
}

// The ops of the catalogue that have at least one entry.
std::set<std::string> cataloguedOps() {
  std::set<std::string> ops;
  for (const CatalogueFile& c : catalogue()) {
    Result<SourceFile> file = parseSource(c.text, "verify/catalogue/" + c.name);
    EXPECT_TRUE(file.ok()) << (file.ok() ? "" : file.error().str());
    if (!file.ok()) continue;
    for (const auto& module : file->modules) {
      const Status s = verifyModule(*module);
      EXPECT_TRUE(s.ok()) << c.name << ": " << (s.ok() ? "" : s.error().str());
    }
    forEachOp(*file, [&](const Operation& op) {
      if (!tileMappings(op).entries.empty()) ops.insert(op.name());
    });
  }
  return ops;
}

TEST(VerifyCatalogue, EveryRegisteredOpIsCataloguedOrExplained) {
  const std::set<std::string> catalogued = cataloguedOps();
  for (int i = 0; i < kNumOpCodes; ++i) {
    const std::string name(opMnemonic(static_cast<OpCode>(i)));
    const bool outside = outsideCatalogue().count(name) > 0;
    EXPECT_NE(catalogued.count(name) > 0, outside)
        << name << (outside ? " is in the catalogue and also listed as outside it"
                            : " has no catalogue instance with entries and no reason");
  }
}

void expectNoEntriesForOpsSaidToHaveNone(const std::string& sub) {
  size_t seen = 0;
  for (const auto& path : testing::corpusFiles(sub)) {
    Result<SourceFile> file = parseFile(path.string());
    if (!file.ok()) continue;
    forEachOp(*file, [&](const Operation& op) {
      const auto it = outsideCatalogue().find(op.name());
      if (it == outsideCatalogue().end() || it->second.why != Why::kNoEntries) return;
      ++seen;
      EXPECT_TRUE(tileMappings(op).entries.empty())
          << op.loc().str() << ": " << op.name() << " has entries, yet the catalogue test says "
          << it->second.reason;
    });
  }
  EXPECT_GT(seen, 0u) << "no instance of an op without entries in " << sub;
}

TEST(VerifyCatalogue, OpsWithoutEntriesHaveNoneOnTheTestdataCorpus) {
  PARTIR_REQUIRE_CORPUS("stablehlo/testdata");
  expectNoEntriesForOpsSaidToHaveNone("stablehlo/testdata");
}

TEST(VerifyCatalogue, OpsWithoutEntriesHaveNoneOnTheInterpretCorpus) {
  PARTIR_REQUIRE_CORPUS("stablehlo/interpret");
  expectNoEntriesForOpsSaidToHaveNone("stablehlo/interpret");
}

}  // namespace
}  // namespace partir::verify
