#include "tools/verify_command.h"

#include <chrono>
#include <filesystem>
#include <fstream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "semantics/load.h"
#include "semantics/parser.h"
#include "semantics/verifier.h"
#include "tools/spec_command.h"
#include "verify/catalogue.h"
#include "verify/entry_proof.h"
#include "verify/mutation.h"

namespace partir {

namespace {

using verify::EntryReport;
using verify::ObligationResult;
using verify::Verdict;
using Json = nlohmann::ordered_json;

struct Source {
  std::string name;  // file name, for --emit-smt
  SourceFile file;
};

// The files to prove, parsed and verified; an error message on failure.
Result<std::vector<Source>> loadSources(const std::vector<std::string>& paths) {
  std::vector<Source> out;
  for (const std::string& path : paths) {
    Result<SourceFile> file = loadVerifiedFile(path);
    if (!file.ok()) return file.error();
    out.push_back({std::filesystem::path(path).stem().string(), std::move(*file)});
  }
  if (!paths.empty()) return out;
  for (const verify::CatalogueFile& c : verify::catalogue()) {
    Result<SourceFile> file = parseSource(c.text, "verify/catalogue/" + c.name);
    if (!file.ok()) return file.error();
    for (const auto& m : file->modules)
      if (Status s = verifyModule(*m); !s.ok()) return s.error();
    out.push_back({std::filesystem::path(c.name).stem().string(), std::move(*file)});
  }
  return out;
}

bool matches(const Operation& op, const std::string& filter) {
  if (filter.empty()) return true;
  const std::string& name = op.name();
  return name == filter || name.substr(name.find('.') + 1) == filter;
}

// Calls `fn(source, op)` for every op of a function body matching `filter`.
template <class Fn>
void forEachOp(const std::vector<Source>& sources, const std::string& filter, Fn&& fn) {
  for (const Source& source : sources)
    for (const auto& module : source.file.modules)
      for (const auto& f : module->functions) {
        if (f->isDeclaration()) continue;
        walk(f->body, [&](const Operation& op) {
          if (matches(op, filter)) fn(source, op);
        });
      }
}

std::string slug(std::string s) {
  for (char& c : s)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return s;
}

void emitSmt(const std::string& dir, const std::string& source, const Operation& op,
             size_t entryIndex, const TmrEntry& entry) {
  const std::filesystem::path folder = std::filesystem::path(dir) / source;
  std::filesystem::create_directories(folder);
  const std::vector<verify::Obligation> obligations = verify::entryObligations(op, entry);
  for (size_t i = 0; i < obligations.size(); ++i) {
    const std::string name = fmt::format("{}_{}_{}_{}.smt2", slug(op.name()), op.loc().line,
                                         entryIndex, i);
    std::ofstream(folder / name) << verify::toSmtLib(obligations[i]);
  }
}

Json reportJson(const EntryReport& r, const Operation& op) {
  Json failures = Json::array();
  for (const ObligationResult& f : r.failures)
    failures.push_back({{"obligation", f.name},
                        {"verdict", verify::verdictName(f.verdict)},
                        {"counterexample", f.counterexample},
                        {"reason", f.reason}});
  return {{"op", r.op},           {"entry", r.entry}, {"verdict", verify::verdictName(r.verdict)},
          {"ms", std::lround(r.ms)}, {"effort", r.effort}, {"loc", op.loc().str()}, {"precondition", r.precondition},
          {"failures", std::move(failures)}};
}

void printReport(const EntryReport& r, const Operation& op) {
  fmt::print("{} {} {}  {}  {:.0f} ms\n", op.loc().str(), r.op, r.entry,
             verify::verdictName(r.verdict), r.ms);
  for (const ObligationResult& f : r.failures)
    fmt::print("  {}: {}{}{}\n", f.name, verify::verdictName(f.verdict),
               f.counterexample.empty() ? "" : "\n    counterexample: " + f.counterexample,
               f.reason.empty() ? "" : " (" + f.reason + ")");
}

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

// `--mutants`: the mutation test of the entry verifier (verify/mutation.h).
int runMutants(const std::vector<Source>& sources, const VerifyCommandOptions& options,
               const verify::CheckOptions& check) {
  const auto start = std::chrono::steady_clock::now();
  std::vector<verify::MutantResult> results;
  bool anyOp = false;
  forEachOp(sources, options.op, [&](const Source&, const Operation& op) {
    anyOp = anyOp || !verify::tracedTileMappings(op).mappings.entries.empty();
    for (verify::MutantResult& r : verify::mutateOp(op, check)) {
      if (!options.json) printMutant(r);
      results.push_back(std::move(r));
    }
  });
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
    fmt::print("{}\n", Json{{"mutants", std::move(mutants)}, {"mutation", summaryJson(summary)}}.dump());
  } else {
    printSummary(summary);
  }
  return summary.passed() ? 0 : 1;
}

}  // namespace

int runVerifyCommand(const VerifyCommandOptions& options) {
  if (!options.spec.empty()) return runSpecVerification(options);
  Result<std::vector<Source>> sources = loadSources(options.files);
  if (!sources.ok()) {
    fmt::print(stderr, "{}\n", sources.error().str());
    return 2;
  }
  const verify::CheckOptions check{options.resourceLimit};
  if (options.mutants) return runMutants(*sources, options, check);
  std::map<Verdict, int> counts{{Verdict::kProved, 0}, {Verdict::kRefuted, 0}, {Verdict::kUnknown, 0}};
  Json entries = Json::array();
  forEachOp(*sources, options.op, [&](const Source& source, const Operation& op) {
    const std::vector<TmrEntry> all = verify::tracedTileMappings(op).mappings.entries;
    for (size_t e = 0; e < all.size(); ++e) {
      const EntryReport r = verify::proveEntry(op, all[e], check);
      ++counts[r.verdict];
      if (options.json) entries.push_back(reportJson(r, op));
      else printReport(r, op);
      if (!options.smtDir.empty()) emitSmt(options.smtDir, source.name, op, e, all[e]);
    }
  });
  const int total = counts[Verdict::kProved] + counts[Verdict::kRefuted] + counts[Verdict::kUnknown];
  if (total == 0) {
    fmt::print(stderr, "error: no op with tile-mapping entries{}\n",
               options.op.empty() ? "" : " matches '" + options.op + "'");
    return 2;
  }
  if (options.json)
    fmt::print("{}\n", Json{{"entries", std::move(entries)},
                            {"summary", {{"proved", counts[Verdict::kProved]},
                                         {"refuted", counts[Verdict::kRefuted]},
                                         {"unknown", counts[Verdict::kUnknown]}}}}
                           .dump());
  else
    fmt::print("{} proved, {} refuted, {} unknown\n", counts[Verdict::kProved],
               counts[Verdict::kRefuted], counts[Verdict::kUnknown]);
  return total == counts[Verdict::kProved] ? 0 : 1;
}

}  // namespace partir
