#include "tools/spec_command.h"

#include <map>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "tools/json_text.h"
#include "tools/spec_check.h"
#include "tools/time_limit.h"
#include "tools/report.h"

namespace partir {

namespace {

using Json = nlohmann::ordered_json;

Json counterexampleJson(const std::optional<Counterexample>& c) {
  if (!c) return nullptr;
  return {{"replay", c->trial < 0},  {"trial", c->trial},     {"seed", c->seed},   {"at_limits", c->atLimits},
          {"chunks", c->meshSize},    {"chunk", c->chunk},     {"result", c->result}, {"against", c->against},
          {"index", c->index},        {"expected", c->expected}, {"computed", c->computed}, {"detail", c->detail},
          {"inputs", c->inputs}};
}

Json reportJson(const ClaimReport& r) {
  return {{"composite", r.composite},
          {"entry", r.entry},
          {"decomposition", r.decomposition},
          {"loc", r.loc.str()},
          {"verdict", claimVerdictName(r.verdict)},
          {"reading", r.reading},
          {"proved_sizes", r.provedSizes},
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

void printReport(const ClaimReport& r) {
  fmt::print("{} {} {} on @{}  {}  {:.0f} ms\n", r.loc.str(), r.composite, r.entry, r.decomposition, verdictText(r),
             r.ms);
  if (!r.proofCounterexample.empty()) fmt::print("  Z3: {}\n", r.proofCounterexample);
  if (r.counterexample) {
    fmt::print("  {}: {}\n", r.inconsistent ? "execution CONTRADICTS the proof" : "interpreter",
               r.counterexample->str());
    if (!r.counterexample->inputs.empty()) fmt::print("  inputs: {}\n", r.counterexample->inputs);
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
  for (const ClaimReport& r : checkSpec(*spec)) {
    ++counts[r.verdict];
    if (r.runError) runErrors.push_back(*r.runError);
    if (r.inconsistent)
      runErrors.push_back(invalid(r.loc, "the proof of {} and its execution disagree: a denotation or a kernel is wrong; "
                                         "please report this",
                                  r.entry));
    if (options.json)
      entries.push_back(reportJson(r));
    else
      printReport(r);
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
