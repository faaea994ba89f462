#include "tools/verify_command.h"

#include <algorithm>
#include <filesystem>
#include <map>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "semantics/file_io.h"
#include "tools/json_text.h"
#include "tools/spec_command.h"
#include "tools/verify_mutants.h"
#include "tools/verify_sources.h"
#include "verify/entry_proof.h"
#include "verify/parallel.h"
#include "verify/rules.h"

namespace partir {

namespace {

using verify::EntryReport;
using verify::ObligationResult;
using verify::Verdict;
using Json = nlohmann::ordered_json;

// One entry of one op to prove.
struct EntryJob {
  const VerifySource* source;
  const Function* function;
  const Operation* op;
  size_t index;  // among the op's entries
  TmrEntry entry;
};

std::vector<EntryJob> entryJobs(const std::vector<VerifySource>& sources, const std::string& filter) {
  std::vector<EntryJob> jobs;
  forEachVerifiedOp(sources, filter, [&](const VerifySource& source, const Function& f, const Operation& op) {
    const std::vector<TmrEntry> all = verify::tracedTileMappings(op).mappings.entries;
    for (size_t e = 0; e < all.size(); ++e) jobs.push_back({&source, &f, &op, e, all[e]});
  });
  return jobs;
}

// Each emitted obligation's file and its stable name (proofs/manifest.txt):
// "data_movement @transpose %0 stablehlo.transpose (tile 1) ↪ tile 0 :: type: ...",
// no line numbers, so moving an op in the catalogue changes no name.
class SmtIndex {
 public:
  void add(std::string file, std::string name) {
    const int n = ++seen_[name];
    if (n > 1) name += fmt::format(" #{}", n);
    lines_.push_back(name + "\t" + file);
  }
  void write(const std::filesystem::path& dir) {
    std::sort(lines_.begin(), lines_.end());
    std::string text;
    for (const std::string& l : lines_) text += l + "\n";
    if (Status s = writeOutputFile((dir / "index.tsv").string(), text, "the obligation index"); !s.ok())
      throw DiagnosticError{s.error()};
  }

 private:
  std::map<std::string, int> seen_;
  std::vector<std::string> lines_;
};

// "%0" (the op's first result as the source names it), or "#3" (its place
// in the function) for an op without results.
std::string opLabel(const Function& f, const Operation& op) {
  if (op.numResults() > 0) return "%" + op.result(0)->name();
  size_t i = 0, at = 0;
  walk(f.body, [&](const Operation& o) {
    if (&o == &op) at = i;
    ++i;
  });
  return fmt::format("#{}", at);
}

std::string slug(std::string s) {
  for (char& c : s)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return s;
}

// A write that fails after the folder was checked (a full disk) ends the
// command with its diagnostic (tools/partir.cc catches it).
void writeSmt(const std::filesystem::path& dir, const std::string& folder, const std::string& stem,
              const std::string& name, const std::vector<verify::Obligation>& obligations, SmtIndex& index) {
  if (Status s = makeOutputDirectory((dir / folder).string(), "--emit-smt"); !s.ok()) throw DiagnosticError{s.error()};
  for (size_t i = 0; i < obligations.size(); ++i) {
    const std::string file = fmt::format("{}/{}_{}.smt2", folder, stem, i);
    if (Status s = writeOutputFile((dir / file).string(), verify::toSmtLib(obligations[i]), "the obligation"); !s.ok())
      throw DiagnosticError{s.error()};
    index.add(file, name + " :: " + obligations[i].name);
  }
}

void emitEntrySmt(const std::string& dir, const EntryJob& job, SmtIndex& index) {
  const std::string name = fmt::format("{} @{} {} {} {}", job.source->name, job.function->name,
                                       opLabel(*job.function, *job.op), job.op->name(), entryStr(job.entry));
  writeSmt(dir, job.source->name, fmt::format("{}_{}_{}", slug(job.op->name()), job.op->loc().line, job.index), name,
           verify::entryObligations(*job.op, job.entry), index);
}

Json failuresJson(const std::vector<ObligationResult>& failures) {
  Json out = Json::array();
  for (const ObligationResult& f : failures)
    out.push_back({{"obligation", f.name},
                   {"verdict", verify::verdictName(f.verdict)},
                   {"counterexample", f.counterexample},
                   {"reason", f.reason}});
  return out;
}

Json entryJson(const EntryReport& r, const Operation& op) {
  return {{"op", r.op},
          {"entry", r.entry},
          {"verdict", verify::verdictName(r.verdict)},
          {"ms", std::lround(r.ms)},
          {"effort", r.effort},
          {"loc", op.loc().str()},
          {"precondition", r.precondition},
          {"failures", failuresJson(r.failures)}};
}

Json ruleJson(const verify::RuleReport& r) {
  return {{"rule", r.rule},
          {"source", r.source},
          {"verdict", verify::verdictName(r.verdict)},
          {"ms", std::lround(r.ms)},
          {"effort", r.effort},
          {"failures", failuresJson(r.failures)}};
}

void printFailures(const std::vector<ObligationResult>& failures) {
  for (const ObligationResult& f : failures)
    fmt::print("  {}: {}{}{}\n", f.name, verify::verdictName(f.verdict),
               f.counterexample.empty() ? "" : "\n    counterexample: " + f.counterexample,
               f.reason.empty() ? "" : " (" + f.reason + ")");
}

struct Tally {
  std::map<Verdict, int> counts{{Verdict::kProved, 0}, {Verdict::kRefuted, 0}, {Verdict::kUnknown, 0}};
  int total() const {
    return counts.at(Verdict::kProved) + counts.at(Verdict::kRefuted) + counts.at(Verdict::kUnknown);
  }
};

Json proveEntries(const std::vector<EntryJob>& jobs, const VerifyCommandOptions& options, Tally& tally,
                 SmtIndex& index) {
  const verify::CheckOptions check{options.resourceLimit};
  const std::vector<EntryReport> reports = verify::inParallel<EntryReport>(
      jobs.size(), [&](size_t i) { return verify::proveEntry(*jobs[i].op, jobs[i].entry, check); });
  Json out = Json::array();
  for (size_t i = 0; i < jobs.size(); ++i) {
    const EntryReport& r = reports[i];
    ++tally.counts[r.verdict];
    if (options.json) out.push_back(entryJson(r, *jobs[i].op));
    else {
      fmt::print("{} {} {}  {}  {:.0f} ms\n", jobs[i].op->loc().str(), r.op, r.entry,
                 verify::verdictName(r.verdict), r.ms);
      printFailures(r.failures);
    }
    if (!options.smtDir.empty()) emitEntrySmt(options.smtDir, jobs[i], index);
  }
  return out;
}

Json proveRules(const VerifyCommandOptions& options, Tally& tally, SmtIndex& index) {
  const verify::CheckOptions check{options.resourceLimit};
  const std::vector<verify::Rule> rules = verify::rewriteRules();
  const std::vector<verify::RuleReport> reports = verify::inParallel<verify::RuleReport>(
      rules.size(), [&](size_t i) { return verify::proveRule(rules[i], check); });
  Json out = Json::array();
  for (size_t i = 0; i < rules.size(); ++i) {
    const verify::RuleReport& r = reports[i];
    ++tally.counts[r.verdict];
    if (options.json) out.push_back(ruleJson(r));
    else {
      fmt::print("rule {} ({})  {}  {:.0f} ms\n", r.rule, r.source, verify::verdictName(r.verdict), r.ms);
      printFailures(r.failures);
    }
    if (!options.smtDir.empty())
      writeSmt(options.smtDir, "rules", slug(r.rule), "rule " + r.rule, rules[i].obligations, index);
  }
  return out;
}

}  // namespace

int runVerifyCommand(const VerifyCommandOptions& options) {
  if (!options.spec.empty()) return runSpecVerification(options);
  Result<std::vector<VerifySource>> sources = loadVerifySources(options.files);
  if (!sources.ok()) {
    fmt::print(stderr, "{}\n", sources.error().str());
    return 2;
  }
  if (!options.smtDir.empty())
    if (Status s = makeOutputDirectory(options.smtDir, "--emit-smt"); !s.ok()) {
      fmt::print(stderr, "{}\n", s.error().str());
      return 2;
    }
  if (options.mutants) return runMutants(*sources, options, verify::CheckOptions{options.resourceLimit});
  const std::vector<EntryJob> jobs = entryJobs(*sources, options.op);
  if (jobs.empty()) {
    fmt::print(stderr, "error: no op with tile-mapping entries{}\n",
               options.op.empty() ? "" : " matches '" + options.op + "'");
    return 2;
  }
  Tally tally;
  SmtIndex index;
  Json entries = proveEntries(jobs, options, tally, index);
  const bool withRules = options.files.empty() && options.op.empty();
  Json rules = withRules ? proveRules(options, tally, index) : Json::array();
  if (!options.smtDir.empty()) index.write(options.smtDir);
  const auto& c = tally.counts;
  if (options.json)
    fmt::print("{}\n", jsonText(Json{{"entries", std::move(entries)},
                                     {"rules", std::move(rules)},
                                     {"summary", {{"proved", c.at(Verdict::kProved)},
                                                  {"refuted", c.at(Verdict::kRefuted)},
                                                  {"unknown", c.at(Verdict::kUnknown)}}}}));
  else
    fmt::print("{} proved, {} refuted, {} unknown\n", c.at(Verdict::kProved),
               c.at(Verdict::kRefuted), c.at(Verdict::kUnknown));
  return tally.total() == c.at(Verdict::kProved) ? 0 : 1;
}

}  // namespace partir
