#include "tools/verify_command.h"

#include <algorithm>
#include <filesystem>
#include <functional>
#include <map>
#include <set>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "semantics/file_io.h"
#include "semantics/hashing.h"
#include "tools/json_text.h"
#include "tools/spec_command.h"
#include "tools/verify_mutants.h"
#include "tools/verify_sources.h"
#include "verify/entry_proof.h"
#include "verify/parallel.h"
#include "verify/rules.h"
#include "tools/report.h"

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

// Each emitted script's file and its stable name (proofs/manifest.txt):
// "data_movement @transpose %0 stablehlo.transpose (tile 1) ↪ tile 0 :: type: ...",
// no line numbers, so moving an op in the catalogue changes no name; a lemma
// of the normalizer is named after its obligation, ":: lemma equal sizes 2".
class SmtIndex {
 public:
  // `name`, numbered " #2", " #3" when it was given before.
  std::string unique(std::string name) {
    const int n = ++seen_[name];
    if (n > 1) name += fmt::format(" #{}", n);
    return name;
  }
  void add(const std::string& file, const std::string& name) { lines_.push_back(name + "\t" + file); }
  std::string text() {
    std::sort(lines_.begin(), lines_.end());
    std::string out;
    for (const std::string& l : lines_) out += l + "\n";
    return out;
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

// The obligations of one entry or rule to emit, built on a worker thread:
// obligation i is written to <folder>/<stem>_<i>.smt2 and named
// "<name> :: <its name>".
struct SmtJob {
  std::string folder, stem, name;
  std::function<std::vector<verify::Obligation>()> obligations;
};

SmtJob entrySmtJob(const EntryJob& job) {
  const std::string name = fmt::format("{} @{} {} {} {}", job.source->name, job.function->name,
                                       opLabel(*job.function, *job.op), job.op->name(), entryStr(job.entry));
  return {job.source->name, fmt::format("{}_{}_{}", slug(job.op->name()), job.op->loc().line, job.index), name,
          [&job] { return verify::entryObligations(*job.op, job.entry); }};
}

// 64-bit FNV-1a of `text` in hex: a lemma's file name, the same for the same
// statement in every obligation and every run.
std::string contentHash(const std::string& text) { return fmt::format("{:016x}", fnv1a(text)); }

// An obligation's goal as text.
std::string goalText(const verify::Obligation& o) {
  return o.goal.str() + (o.equal ? " ∧ " + o.equal->first.str() + " = " + o.equal->second.str() : "");
}

// A lemma's statement as text: equal statements are one lemma.
std::string statementKey(const verify::Obligation& o) {
  std::string key;
  for (const SymExpr& h : o.hypotheses) key += h.str() + "\n";
  if (o.premise) key += goalText(*o.premise) + "\n";
  return key + "⊢ " + goalText(o);
}

// A script to write: its file, its title comment, what it states and how.
struct SmtFile {
  std::string file, title;
  const verify::Obligation* statement;
  verify::Abstraction abstraction = verify::Abstraction::kNone;
};

void writeFile(const std::filesystem::path& path, const std::string& text) {
  if (Status s = writeOutputFile(path.string(), text, "the obligation"); !s.ok()) throw DiagnosticError{s.error()};
}

// The alternative of `script` with `abstraction` (verify/abstraction.h),
// named in the index as `name` plus " :: or … uninterpreted"; written when
// `files` is given (the first use of a shared lemma).
void addAbstracted(std::vector<SmtFile>* files, SmtIndex& index, const SmtFile& script, const std::string& name,
                   verify::Abstraction abstraction) {
  const bool divMod = abstraction == verify::Abstraction::kDivMod;
  const std::string what = divMod ? "div and mod uninterpreted" : "products, div and mod uninterpreted";
  const std::string file =
      script.file.substr(0, script.file.size() - 5) + (divMod ? "_divmod" : "_arithmetic") + "_uninterpreted.smt2";
  if (files) files->push_back({file, script.title + ", " + what, script.statement, abstraction});
  index.add(file, name + " :: or " + what);
}

// The obligations' scripts: each obligation under its job's folder, its
// lemmas under lemmas/ by content, a lemma shared by obligations written once;
// and index.tsv. Statements and texts are built on every core (a Z3 context
// per script is the slow part). A write that fails after the folder was
// checked (a full disk) ends the command with its diagnostic (tools/cli/partir.cc
// catches it).
void emitSmt(const std::filesystem::path& dir, const std::vector<SmtJob>& jobs) {
  using Statements = std::vector<verify::SmtStatement>;
  const std::vector<Statements> statements = verify::inParallel<Statements>(jobs.size(), [&](size_t j) {
    std::vector<verify::Obligation> obligations;
    {
      const SymExpr::Unfolded asWritten;  // the solvers do the folding
      obligations = jobs[j].obligations();
    }
    Statements out;
    for (const verify::Obligation& o : obligations) out.push_back(verify::smtStatement(o));
    return out;
  });
  SmtIndex index;
  std::vector<SmtFile> files;
  std::set<std::string> folders{"lemmas"}, lemmaFiles;
  for (size_t j = 0; j < jobs.size(); ++j) {
    folders.insert(jobs[j].folder);
    for (size_t i = 0; i < statements[j].size(); ++i) {
      const verify::SmtStatement& st = statements[j][i];
      const std::string name = index.unique(jobs[j].name + " :: " + st.obligation.name);
      const std::string file = fmt::format("{}/{}_{}.smt2", jobs[j].folder, jobs[j].stem, i);
      files.push_back({file, st.obligation.name, &st.obligation});
      index.add(file, name);
      if (verify::mentionsDivMod(st.obligation))
        addAbstracted(&files, index, SmtFile(files.back()), name, verify::Abstraction::kDivMod);
      std::map<std::string, int> count;  // lemmas of one kind, numbered in the normalizer's order
      for (const verify::SmtLemma& lemma : st.lemmas) {
        const std::string lemmaFile = fmt::format("lemmas/{}.smt2", contentHash(statementKey(lemma.statement)));
        const std::string lemmaName = fmt::format("{} :: lemma {} {}", name, lemma.what, ++count[lemma.what]);
        const bool first = lemmaFiles.insert(lemmaFile).second;
        if (first) files.push_back({lemmaFile, "lemma: " + lemma.what, &lemma.statement});
        index.add(lemmaFile, lemmaName);
        if (lemma.alsoAbstracted != verify::Abstraction::kNone)
          addAbstracted(first ? &files : nullptr, index, {lemmaFile, "lemma: " + lemma.what, &lemma.statement}, lemmaName,
                        lemma.alsoAbstracted);
      }
    }
  }
  constexpr size_t kPerPrinter = 256;
  const std::vector<std::vector<std::string>> batches = verify::inParallel<std::vector<std::string>>(
      (files.size() + kPerPrinter - 1) / kPerPrinter, [&](size_t b) {
        verify::SmtPrinter printer;
        std::vector<std::string> texts;
        for (size_t i = b * kPerPrinter; i < std::min(files.size(), (b + 1) * kPerPrinter); ++i)
          texts.push_back(printer.print(*files[i].statement, files[i].title, files[i].abstraction));
        return texts;
      });
  std::vector<std::string> texts;
  for (const std::vector<std::string>& batch : batches) texts.insert(texts.end(), batch.begin(), batch.end());
  for (const std::string& folder : folders)
    if (Status s = makeOutputDirectory((dir / folder).string(), "--emit-smt"); !s.ok()) throw DiagnosticError{s.error()};
  for (size_t i = 0; i < files.size(); ++i) writeFile(dir / files[i].file, texts[i]);
  writeFile(dir / "index.tsv", index.text());
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
          {"family", r.family},
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
                  std::vector<SmtJob>& smt) {
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
    if (!options.smtDir.empty()) smt.push_back(entrySmtJob(jobs[i]));
  }
  return out;
}

Json proveRules(const VerifyCommandOptions& options, Tally& tally, std::vector<SmtJob>& smt) {
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
      smt.push_back({"rules", slug(r.rule), "rule " + r.rule, [i] { return verify::rewriteRules()[i].obligations; }});
  }
  return out;
}

}  // namespace

int runVerifyCommand(const VerifyCommandOptions& options) {
  if (!options.spec.empty()) return runSpecVerification(options);
  if (!options.counterexampleDir.empty()) return usageError("--counterexample-dir goes with --spec");
  Result<std::vector<VerifySource>> sources = loadVerifySources(options.files);
  if (!sources.ok()) return reportDiagnostic(sources.error());
  if (!options.smtDir.empty())
    if (Status s = makeOutputDirectory(options.smtDir, "--emit-smt"); !s.ok()) return reportDiagnostic(s.error());
  if (options.mutants) return runMutants(*sources, options, verify::CheckOptions{options.resourceLimit});
  const std::vector<EntryJob> jobs = entryJobs(*sources, options.op);
  if (jobs.empty()) {
    fmt::print(stderr, "error: no op with tile-mapping entries{}\n",
               options.op.empty() ? "" : " matches '" + options.op + "'");
    return 2;
  }
  Tally tally;
  std::vector<SmtJob> smt;
  Json entries = proveEntries(jobs, options, tally, smt);
  const bool withRules = options.files.empty() && options.op.empty();
  Json rules = withRules ? proveRules(options, tally, smt) : Json::array();
  if (!options.smtDir.empty()) emitSmt(options.smtDir, smt);
  const auto& c = tally.counts;
  if (options.json)
    fmt::print("{}\n", jsonText(Json{{"entries", std::move(entries)},
                                     {"rules", std::move(rules)},
                                     {"summary", {{"proved", c.at(verify::Verdict::kProved)},
                                                  {"refuted", c.at(verify::Verdict::kRefuted)},
                                                  {"unknown", c.at(verify::Verdict::kUnknown)}}}}));
  else
    fmt::print("{} proved, {} refuted, {} unknown\n", c.at(verify::Verdict::kProved),
               c.at(verify::Verdict::kRefuted), c.at(verify::Verdict::kUnknown));
  return tally.total() == c.at(verify::Verdict::kProved) ? 0 : 1;
}

}  // namespace partir
