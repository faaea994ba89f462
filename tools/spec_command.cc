#include "tools/spec_command.h"

#include <cmath>
#include <filesystem>
#include <map>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "interp/kernels/elementwise.h"
#include "interp/npy.h"
#include "tools/json_text.h"
#include "verify/composite/spec_check.h"
#include "tools/time_limit.h"
#include "tools/report.h"

namespace partir {

namespace {

using Json = nlohmann::ordered_json;

// At most this many elements of an argument or result are given in JSON
// (the .npy files of --counterexample-dir hold any size).
constexpr int64_t kMaxJsonElements = 65536;

// A tensor's elements, row-major, as JSON numbers (a non-finite float as
// the string "inf", "-inf" or "nan"); null past kMaxJsonElements.
Json elementsJson(const Tensor& t) {
  if (t.numElements() > kMaxJsonElements) return nullptr;
  Json out = Json::array();
  const bool isFloatType = isFloat(t.elementType());
  const Tensor wide = isFloatType ? convert(t, ElementType::kF64) : t;
  for (int64_t i = 0; i < t.numElements(); ++i) {
    if (!isFloatType) {
      const std::string text = t.elementString(i);
      if (text == "true" || text == "false") out.push_back(text == "true" ? 1 : 0);
      else if (text.front() == '-') out.push_back(std::stoll(text));
      else out.push_back(std::stoull(text));
      continue;
    }
    const double v = wide.get<double>(i);
    if (std::isfinite(v)) out.push_back(v);
    else out.push_back(std::isnan(v) ? "nan" : v > 0 ? "inf" : "-inf");
  }
  return out;
}

Json valuesJson(const Values& values, const char* prefix) {
  Json out = Json::array();
  for (size_t i = 0; i < values.size(); ++i)
    out.push_back({{"name", fmt::format("{}{}", prefix, i)},
                   {"type", values[i].tensor().type().str()},
                   {"values", elementsJson(values[i].tensor())}});
  return out;
}

Json counterexampleJson(const std::optional<Counterexample>& c) {
  if (!c) return nullptr;
  Json combined = Json::array();
  for (const std::optional<Tensor>& t : c->combinedResults) combined.push_back(t ? elementsJson(*t) : nullptr);
  return {{"replay", c->trial < 0},  {"trial", c->trial},     {"seed", c->seed},   {"at_limits", c->atLimits},
          {"input_kinds", c->inputKinds}, {"model_elements", c->modelElements},
          {"chunks", c->meshSize},    {"chunk", c->chunk},     {"result", c->result}, {"against", c->against},
          {"index", c->index},        {"expected", c->expected}, {"computed", c->computed}, {"detail", c->detail},
          {"inputs", c->inputs},      {"arguments", valuesJson(c->arguments, "%arg")},
          {"expected_results", valuesJson(c->expectedResults, "result ")}, {"combined_results", combined}};
}

// Where --counterexample-dir puts a claim's files: DIR/<line>_<function>.
std::string counterexampleFolder(const std::string& dir, const ClaimReport& r) {
  return (std::filesystem::path(dir) / fmt::format("{}_{}", r.loc.line, r.decomposition)).string();
}

// Writes the counterexample's arguments (arg<i>.npy), F's results on them
// (expected_<j>.npy) and the chunks' combined results (chunks_<j>.npy) into
// `folder`; returns the `partir run` command that recomputes the expected
// results from the argument files.
Result<std::string> writeCounterexample(const ClaimReport& r, const std::string& folder) {
  std::filesystem::create_directories(folder);
  const Counterexample& c = *r.counterexample;
  std::string command = fmt::format("partir run {} --entry {}", r.decompositionFile, r.decomposition);
  auto write = [&](const Tensor& t, const std::string& name) -> Status {
    return writeNpy(t, (std::filesystem::path(folder) / name).string());
  };
  for (size_t i = 0; i < c.arguments.size(); ++i) {
    if (Status s = write(c.arguments[i].tensor(), fmt::format("arg{}.npy", i)); !s.ok()) return s.error();
    command += fmt::format(" --input %arg{}={}/arg{}.npy", i, folder, i);
  }
  for (size_t j = 0; j < c.expectedResults.size(); ++j)
    if (Status s = write(c.expectedResults[j].tensor(), fmt::format("expected_{}.npy", j)); !s.ok()) return s.error();
  for (size_t j = 0; j < c.combinedResults.size(); ++j)
    if (c.combinedResults[j])
      if (Status s = write(*c.combinedResults[j], fmt::format("chunks_{}.npy", j)); !s.ok()) return s.error();
  return command + fmt::format(" --output-dir {}/rerun", folder);
}

Json reportJson(const ClaimReport& r) {
  return {{"composite", r.composite},
          {"entry", r.entry},
          {"decomposition", r.decomposition},
          {"loc", r.loc.str()},
          {"verdict", claimVerdictName(r.verdict)},
          {"reading", r.reading},
          {"proved_sizes", r.provedSizes},
          {"solved_attributes", r.solvedAttributes},
          {"obligations", r.obligations},
          {"ms", std::lround(r.ms)},
          {"proof_counterexample", r.proofCounterexample},
          {"counterexample", counterexampleJson(r.counterexample)},
          {"chunk_type_error", r.chunkTypeError},
          {"derivable", r.derivable},
          {"trials", r.trialsRun},
          {"meshes", r.meshSizes},
          {"rounding_only", r.roundingOnly},
          {"inconsistent", r.inconsistent},
          {"reason", r.reason}};
}

// "proved (symbolic, 12 obligations)", "proved at the decomposition's shapes, k in 2, 4".
std::string verdictText(const ClaimReport& r) {
  if (r.verdict != ClaimVerdict::kProved) return claimVerdictName(r.verdict);
  if (r.reading == "symbolic") return fmt::format("proved (every size, {} obligations)", r.obligations);
  return fmt::format("proved (the decomposition's sizes, k in {}; {} obligations)", fmt::join(r.provedSizes, ", "),
                     r.obligations);
}

void printReport(const ClaimReport& r, const std::string& files) {
  fmt::print("{} {} {} on @{}  {}  {:.0f} ms\n", r.loc.str(), r.composite, r.entry, r.decomposition, verdictText(r),
             r.ms);
  if (!r.solvedAttributes.empty()) fmt::print("  chunk attributes solved from its types: {}\n", r.solvedAttributes);
  if (!r.proofCounterexample.empty()) fmt::print("  Z3: {}\n", r.proofCounterexample);
  if (!r.proofUndecided.empty()) fmt::print("  Z3: could not decide: {}\n", r.proofUndecided);
  if (r.counterexample) {
    fmt::print("  {}: {}\n", r.inconsistent ? "execution CONTRADICTS the proof" : "interpreter",
               r.counterexample->str());
    if (!r.counterexample->inputs.empty()) fmt::print("  inputs: {}\n", r.counterexample->inputs);
    if (!files.empty()) fmt::print("  rerun: {}\n", files);
  }
  if (!r.chunkTypeError.empty()) fmt::print("  verifier, F on a chunk's arguments: {}\n", r.chunkTypeError);
  if (r.roundingOnly > 0)
    fmt::print("  {} element{} differed by rounding only\n", r.roundingOnly, r.roundingOnly == 1 ? "" : "s");
  if (!r.reason.empty()) fmt::print("  {}\n", r.reason);
}

}  // namespace

int runSpecVerification(const VerifyCommandOptions& options) {
  if (!options.files.empty() || !options.op.empty() || !options.smtDir.empty() || options.mutants)
    return usageError(
        "--spec checks the composites of a spec file; it does not take FILE, --op, --emit-smt or --mutants");
  const TimeLimit limit(options.timeoutSeconds, "partir verify --spec");
  Result<SpecFile> spec = loadSpecFile(options.spec);
  if (!spec.ok()) return reportDiagnostic(spec.error());
  std::map<ClaimVerdict, int> counts{
      {ClaimVerdict::kProved, 0}, {ClaimVerdict::kRefuted, 0}, {ClaimVerdict::kUnknown, 0}};
  Json entries = Json::array();
  std::vector<Diagnostic> runErrors;
  // Made before any claim is checked: a folder that cannot be made fails at once.
  if (!options.counterexampleDir.empty()) std::filesystem::create_directories(options.counterexampleDir);
  for (const ClaimReport& r : checkSpec(*spec)) {
    ++counts[r.verdict];
    std::string rerun;
    if (!options.counterexampleDir.empty() && r.counterexample) {
      Result<std::string> command = writeCounterexample(r, counterexampleFolder(options.counterexampleDir, r));
      if (!command.ok()) return reportDiagnostic(command.error());
      rerun = *command;
    }
    if (r.runError) runErrors.push_back(*r.runError);
    if (r.inconsistent)
      runErrors.push_back(invalid(r.loc, "the proof of {} and its execution disagree: a denotation or a kernel is wrong; "
                                         "please report this",
                                  r.entry));
    if (options.json) {
      entries.push_back(reportJson(r));
      entries.back()["rerun"] = rerun;
    } else {
      printReport(r, rerun);
    }
  }
  const Json summary = {{"proved", counts[ClaimVerdict::kProved]},
                        {"refuted", counts[ClaimVerdict::kRefuted]},
                        {"unknown", counts[ClaimVerdict::kUnknown]}};
  if (options.json)
    fmt::print("{}\n", jsonText(Json{{"composites", std::move(entries)}, {"summary", summary}}));
  else
    fmt::print("{} proved, {} refuted, {} unknown\n", counts[ClaimVerdict::kProved],
               counts[ClaimVerdict::kRefuted], counts[ClaimVerdict::kUnknown]);
  std::fflush(stdout);
  for (const Diagnostic& d : runErrors) fmt::print(stderr, "{}\n", d.str());
  if (!runErrors.empty()) return 2;
  return counts[ClaimVerdict::kRefuted] + counts[ClaimVerdict::kUnknown] == 0 ? 0 : 1;
}

}  // namespace partir
