#include "tools/verify_command.h"

#include <filesystem>
#include <fstream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "semantics/load.h"
#include "semantics/parser.h"
#include "semantics/verifier.h"
#include "verify/catalogue.h"
#include "verify/entry_proof.h"

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

}  // namespace

int runVerifyCommand(const VerifyCommandOptions& options) {
  Result<std::vector<Source>> sources = loadSources(options.files);
  if (!sources.ok()) {
    fmt::print(stderr, "{}\n", sources.error().str());
    return 2;
  }
  const verify::CheckOptions check{options.resourceLimit};
  std::map<Verdict, int> counts{{Verdict::kProved, 0}, {Verdict::kRefuted, 0}, {Verdict::kUnknown, 0}};
  Json entries = Json::array();
  for (const Source& source : *sources)
    for (const auto& module : source.file.modules)
      for (const auto& f : module->functions) {
        if (f->isDeclaration()) continue;
        walk(f->body, [&](const Operation& op) {
          if (!matches(op, options.op)) return;
          const std::vector<TmrEntry> all = verify::tracedTileMappings(op).mappings.entries;
          for (size_t e = 0; e < all.size(); ++e) {
            const EntryReport r = verify::proveEntry(op, all[e], check);
            ++counts[r.verdict];
            if (options.json) entries.push_back(reportJson(r, op));
            else printReport(r, op);
            if (!options.smtDir.empty()) emitSmt(options.smtDir, source.name, op, e, all[e]);
          }
        });
      }
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
