#include "tools/spec_command.h"

#include <map>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "tools/json_text.h"
#include "tools/spec_check.h"
#include "tools/time_limit.h"

namespace partir {

namespace {

using Json = nlohmann::ordered_json;

Json counterexampleJson(const std::optional<Counterexample>& c) {
  if (!c) return nullptr;
  return {{"trial", c->trial},  {"seed", c->seed},         {"chunks", c->meshSize},
          {"chunk", c->chunk},  {"result", c->result},     {"against", c->against},
          {"index", c->index},  {"expected", c->expected}, {"computed", c->computed},
          {"detail", c->detail}};
}

Json reportJson(const ClaimReport& r) {
  return {{"composite", r.composite},
          {"entry", r.entry},
          {"decomposition", r.decomposition},
          {"loc", r.loc.str()},
          {"verdict", claimVerdictName(r.verdict)},
          {"ms", std::lround(r.ms)},
          {"derivable", r.derivable},
          {"trials", r.trialsRun},
          {"meshes", r.meshSizes},
          {"reason", r.reason},
          {"counterexample", counterexampleJson(r.counterexample)}};
}

void printReport(const ClaimReport& r) {
  fmt::print("{} {} {} on @{}  {}  {:.0f} ms\n", r.loc.str(), r.composite, r.entry, r.decomposition,
             claimVerdictName(r.verdict), r.ms);
  if (r.counterexample) fmt::print("  counterexample: {}\n", r.counterexample->str());
  if (!r.reason.empty()) fmt::print("  {}\n", r.reason);
}

int usageError(const std::string& message) {
  fmt::print(stderr, "error: {}\n", message);
  return 2;
}

}  // namespace

int runSpecVerification(const VerifyCommandOptions& options) {
  if (!options.files.empty() || !options.op.empty() || !options.smtDir.empty() || options.mutants)
    return usageError(
        "--spec checks the composites of a spec file; it does not take FILE, --op, --emit-smt or --mutants");
  const TimeLimit limit(options.timeoutSeconds, "partir verify --spec");
  Result<SpecFile> spec = loadSpecFile(options.spec);
  if (!spec.ok()) {
    fmt::print(stderr, "{}\n", spec.error().str());
    return 2;
  }
  std::map<ClaimVerdict, int> counts{
      {ClaimVerdict::kAccepted, 0}, {ClaimVerdict::kRefuted, 0}, {ClaimVerdict::kUnknown, 0}};
  Json entries = Json::array();
  std::vector<Diagnostic> runErrors;
  for (const ClaimReport& r : checkSpec(*spec)) {
    ++counts[r.verdict];
    if (r.runError) runErrors.push_back(*r.runError);
    if (options.json)
      entries.push_back(reportJson(r));
    else
      printReport(r);
  }
  const Json summary = {{"accepted", counts[ClaimVerdict::kAccepted]},
                        {"refuted", counts[ClaimVerdict::kRefuted]},
                        {"unknown", counts[ClaimVerdict::kUnknown]}};
  if (options.json)
    fmt::print("{}\n", jsonText(Json{{"composites", std::move(entries)}, {"summary", summary}}));
  else
    fmt::print("{} accepted, {} refuted, {} unknown\n", counts[ClaimVerdict::kAccepted],
               counts[ClaimVerdict::kRefuted], counts[ClaimVerdict::kUnknown]);
  std::fflush(stdout);
  for (const Diagnostic& d : runErrors) fmt::print(stderr, "{}\n", d.str());
  if (!runErrors.empty()) return 2;
  return counts[ClaimVerdict::kRefuted] + counts[ClaimVerdict::kUnknown] == 0 ? 0 : 1;
}

}  // namespace partir
