#include "tools/verify_mutants.h"

#include <chrono>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "tools/json_text.h"
#include "verify/entry_proof.h"
#include "verify/mutation.h"
#include "verify/parallel.h"

namespace partir {

namespace {

using Json = nlohmann::ordered_json;

Json mutantJson(const verify::MutantResult& r) {
  return {{"op", r.op},
          {"loc", r.loc},
          {"entry", r.original},
          {"mutant", entryStr(r.mutant.entry)},
          {"kind", verify::mutationKindName(r.mutant.kind)},
          {"description", r.mutant.description},
          {"verdict", verify::mutantOutcomeName(r.outcome)},
          {"ms", std::lround(r.ms)},
          {"counterexample", r.counterexample},
          {"reason", r.reason}};
}

void printMutant(const verify::MutantResult& r) {
  fmt::print("{} {} {} => {}  {} [{}]  {}  {:.0f} ms\n", r.loc, r.op, r.original,
             entryStr(r.mutant.entry), verify::mutationKindName(r.mutant.kind),
             r.mutant.description, verify::mutantOutcomeName(r.outcome), r.ms);
  if (r.outcome != verify::MutantOutcome::kRefuted) fmt::print("  reason: {}\n", r.reason);
}

Json countsJson(const verify::KindCounts& c) {
  return {{"mutants", c.total},
          {"refuted", c.refuted},
          {"equivalent", c.equivalent},
          {"vacuous", c.vacuous},
          {"unknown", c.unknown}};
}

Json summaryJson(const verify::MutationSummary& s) {
  Json byKind = Json::object();
  for (verify::MutationKind k : verify::kMutationKinds)
    byKind[std::string(verify::mutationKindName(k))] = countsJson(s.byKind[static_cast<size_t>(k)]);
  return {{"mutants", s.all.total},
          {"refuted", s.all.refuted},
          {"refuted_percent", s.refutedPercent()},
          {"equivalent", s.all.equivalent},
          {"vacuous", s.all.vacuous},
          {"unknown", s.all.unknown},
          {"without_counterexample", s.withoutCounterexample},
          {"ms", std::lround(s.ms)},
          {"passed", s.passed()},
          {"by_kind", std::move(byKind)}};
}

void printSummary(const verify::MutationSummary& s) {
  fmt::print("{} mutants: {} refuted ({:.1f}%), {} equivalent survivors, {} unknown{}; {:.1f} s\n",
             s.all.total, s.all.refuted, s.refutedPercent(), s.all.equivalent, s.all.unknown,
             s.all.vacuous ? fmt::format(", {} vacuous", s.all.vacuous) : "", s.ms / 1000);
  for (verify::MutationKind k : verify::kMutationKinds) {
    const verify::KindCounts& c = s.byKind[static_cast<size_t>(k)];
    fmt::print("  {}: {} mutants, {} refuted, {} equivalent, {} vacuous, {} unknown\n",
               verify::mutationKindName(k), c.total, c.refuted, c.equivalent, c.vacuous, c.unknown);
  }
  if (s.withoutCounterexample > 0)
    fmt::print("  {} refuted without a counterexample\n", s.withoutCounterexample);
}

}  // namespace

// `--mutants`: the mutation test of the entry verifier (verify/mutation.h).
int runMutants(const std::vector<VerifySource>& sources, const VerifyCommandOptions& options,
               const verify::CheckOptions& check) {
  const auto start = std::chrono::steady_clock::now();
  std::vector<const Operation*> ops;
  bool anyOp = false;
  forEachVerifiedOp(sources, options.op, [&](const VerifySource&, const Function&, const Operation& op) {
    anyOp = anyOp || !verify::tracedTileMappings(op).mappings.entries.empty();
    ops.push_back(&op);
  });
  const std::vector<std::vector<verify::MutantResult>> perOp =
      verify::inParallel<std::vector<verify::MutantResult>>(
          ops.size(), [&](size_t i) { return verify::mutateOp(*ops[i], check); });
  std::vector<verify::MutantResult> results;
  for (const std::vector<verify::MutantResult>& rs : perOp)
    for (const verify::MutantResult& r : rs) {
      if (!options.json) printMutant(r);
      results.push_back(r);
    }
  if (!anyOp) {
    fmt::print(stderr, "error: no op with tile-mapping entries{}\n",
               options.op.empty() ? "" : " matches '" + options.op + "'");
    return 2;
  }
  const verify::MutationSummary summary = verify::summarize(
      results, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                   .count());
  if (options.json) {
    Json mutants = Json::array();
    for (const verify::MutantResult& r : results) mutants.push_back(mutantJson(r));
    fmt::print("{}\n", jsonText(Json{{"mutants", std::move(mutants)}, {"mutation", summaryJson(summary)}}));
  } else {
    printSummary(summary);
  }
  return summary.passed() ? 0 : 1;
}


}  // namespace partir
