#include "tools/check_command.h"
#include "tools/mpi_ranks.h"

#include <sys/resource.h>
#include <unistd.h>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "interp/mesh_interpreter.h"
#include "interp/random_inputs.h"
#include "rewrite/targets.h"
#include "tools/auto_objective.h"
#include "tools/check_clock.h"
#include "tools/json_text.h"
#include "tools/partition_command.h"
#include "tools/report.h"
#include "tools/run_command.h"
#include "tools/run_inputs.h"
#include "tools/tactic_stats.h"
#include "verify/differential/differential.h"

namespace partir {

namespace {

std::string mismatchStr(const Mismatch& m) {
  return m.result < 0 ? fmt::format("trial {}: {} path: {}", m.trial, m.path, m.message)
                      : fmt::format("trial {}: {} path, result {}: {}", m.trial, m.path, m.result, m.message);
}


// "temporal bit for bit, mesh rounding (3 elements, at most 1 ULP), ...".
std::string verdictsStr(const std::map<std::string, PathVerdict>& verdicts) {
  std::vector<std::string> parts;
  for (const std::string& path : kComparedPaths)
    if (auto it = verdicts.find(path); it != verdicts.end())
      parts.push_back(fmt::format("{} {}", path, comparisonStr(it->second)));
  return fmt::format("{}", fmt::join(parts, ", "));
}

nlohmann::ordered_json pathsJson(const std::map<std::string, PathVerdict>& verdicts, const std::string& failedPath) {
  nlohmann::ordered_json paths = nlohmann::json::array();
  paths.push_back({{"path", "reference"}, {"status", failedPath == "reference" ? "error" : "agree"}});
  for (const std::string& path : kComparedPaths) {
    const auto it = verdicts.find(path);
    std::string status = failedPath == path ? "error" : it == verdicts.end() ? "not run" : "agree";
    std::string comparison;
    if (it != verdicts.end()) {
      if (it->second.kind == ResultComparison::Kind::kMismatch && status != "error") status = "mismatch";
      comparison = comparisonStr(it->second);
    }
    nlohmann::ordered_json row = {{"path", path}, {"status", status}};
    if (!comparison.empty() && status == "agree") row["comparison"] = comparison;
    paths.push_back(row);
  }
  return paths;
}

// Imports the schedule from the annotations (--from-annotations), searches
// its automatic tactics under the cost model, then runs the differential
// check of `module` (verify/differential/differential.h) into `out`.
Status searchAndCheck(const Module& module, Result<Schedule>& schedule, const std::optional<Mesh>& mesh,
                      CheckClock& clock, const CheckCommandOptions& o, DifferentialFindings& out) {
  Result<const Function*> entry = chooseEntryFunction(module, o.entry);
  if (!entry.ok()) return entry.error();
  if (Status s = checkCollectivesRun(module, *entry.value()); !s.ok()) return s;
  if (o.fromAnnotations) {
    schedule = importedSchedule(module, entry.value()->name, "");
    if (!schedule.ok()) return schedule.error();
  }
  Result<DeviceSpec> device = findDeviceSpec(o.device);
  if (!device.ok()) return device.error();
  // Automatic tactics are searched once, on the program as given; every
  // path then runs the manual tactics they found.
  PartitionOptions partitioning;
  partitioning.entry = entry.value()->name;
  partitioning.mesh = mesh;
  Result<Schedule> searched = searchedSchedule(module, schedule.value(), partitioning, device.value(), o.deviceMemory);
  if (!searched.ok()) return searched.error();
  schedule = searched;
  return checkModule(module, schedule.value(), mesh, o, &clock, out);
}

// How many mutants had each outcome.
std::map<MutantOutcome::Kind, int64_t> countOutcomes(const std::vector<MutantOutcome>& mutants) {
  std::map<MutantOutcome::Kind, int64_t> n;
  for (const MutantOutcome& m : mutants) ++n[m.kind];
  return n;
}

// caught / (caught + survived), with the rejected mutants counted as caught
// or, for the trials' own power, left out.
double mutationScore(std::map<MutantOutcome::Kind, int64_t> n, bool countRejected = true) {
  const int64_t caught = n[MutantOutcome::Kind::kCaught] + (countRejected ? n[MutantOutcome::Kind::kRejected] : 0);
  const int64_t judged = caught + n[MutantOutcome::Kind::kSurvived];
  return judged == 0 ? 1.0 : static_cast<double>(caught) / static_cast<double>(judged);
}

nlohmann::ordered_json mutantsJson(const std::vector<MutantOutcome>& mutants) {
  std::map<MutantOutcome::Kind, int64_t> n = countOutcomes(mutants);
  nlohmann::ordered_json j = {{"total", mutants.size()},
                              {"caught", n[MutantOutcome::Kind::kCaught] + n[MutantOutcome::Kind::kRejected]},
                              {"rejected", n[MutantOutcome::Kind::kRejected]},
                              {"equivalent", n[MutantOutcome::Kind::kEquivalent]},
                              {"not_run", n[MutantOutcome::Kind::kNotRun]},
                              {"score", mutationScore(n)},
                              {"trials_score", mutationScore(n, /*countRejected=*/false)}};
  j["survivors"] = nlohmann::json::array();
  j["list"] = nlohmann::json::array();
  for (const MutantOutcome& m : mutants) {
    nlohmann::ordered_json row = {{"stage", stageName(m.mutant.stage)},
                                  {"mutation", m.mutant.description},
                                  {"location", m.mutant.loc.str()},
                                  {"outcome", outcomeName(m.kind)}};
    if (!m.how.empty()) row["how"] = m.how;
    if (m.kind == MutantOutcome::Kind::kSurvived) j["survivors"].push_back(row);
    j["list"].push_back(row);
  }
  return j;
}

// "mutants: 40: 37 caught (33 by the trials, 4 rejected by the verifier),
// ...", then each survivor and equivalent mutant.
void printMutants(const std::vector<MutantOutcome>& mutants) {
  std::map<MutantOutcome::Kind, int64_t> n = countOutcomes(mutants);
  const int64_t byTrials = n[MutantOutcome::Kind::kCaught], rejected = n[MutantOutcome::Kind::kRejected];
  const int64_t survived = n[MutantOutcome::Kind::kSurvived];
  fmt::print("mutants: {}: {} caught ({} by the trials, {} rejected by the verifier), {} equivalent, {} survived, "
             "{} not run; score {:.1f}% ({} of {}), by the trials alone {:.1f}% ({} of {})\n",
             mutants.size(), byTrials + rejected, byTrials, rejected, n[MutantOutcome::Kind::kEquivalent], survived,
             n[MutantOutcome::Kind::kNotRun], 100 * mutationScore(n), byTrials + rejected,
             byTrials + rejected + survived, 100 * mutationScore(n, false), byTrials, byTrials + survived);
  for (const MutantOutcome& m : mutants)
    if (m.kind == MutantOutcome::Kind::kSurvived || m.kind == MutantOutcome::Kind::kEquivalent)
      fmt::print("  {}: {}: {}: {}{}\n", outcomeName(m.kind), m.mutant.loc.str(), stageName(m.mutant.stage),
                 m.mutant.description, m.how.empty() ? "" : " (" + m.how + ")");
}

// The process's peak resident memory: getrusage's ru_maxrss, in KiB on Linux.
int64_t peakMemoryBytes() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<int64_t>(usage.ru_maxrss) * 1024;
}

nlohmann::ordered_json timeLimitJson(const CheckTimeLimit& limit) {
  nlohmann::ordered_json j = {{"seconds", limit.seconds}, {"set_by", limit.setByName()}};
  if (limit.referenceSeconds) j["reference_seconds"] = *limit.referenceSeconds;
  return j;
}

void printFindings(const CheckCommandOptions& o, const DifferentialFindings& c, const CheckTimeLimit& limit) {
  if (o.json) {
    nlohmann::ordered_json j;
    j["file"] = o.file;
    j["trials"] = c.trials;
    j["agree"] = c.mismatches.empty() && !c.failure;
    j["paths"] = pathsJson(c.verdicts, c.failedPath);
    j["collectives"] = c.collectives;
    j["mismatches"] = nlohmann::json::array();
    for (const Mismatch& m : c.mismatches)
      j["mismatches"].push_back({{"trial", m.trial}, {"path", m.path}, {"result", m.result}, {"message", m.message}});
    if (c.failure) j["error"] = c.failure->str();
    if (o.mutants && !c.failure && c.mismatches.empty()) j["mutants"] = mutantsJson(c.mutants);
    j["time_limit"] = timeLimitJson(limit);
    j["peak_memory_bytes"] = peakMemoryBytes();
    fmt::print("{}\n", jsonText(j));
    return;
  }
  for (const std::string& note : c.notes) deferToStderr(fmt::format("note: {}\n", note));
  for (const Mismatch& m : c.mismatches) fmt::print("{}\n", mismatchStr(m));
  if (!c.failure)
    fmt::print("{}: {} trial{}, paths reference, temporal, mesh, stablehlo: {} ({})\n", o.file, c.trials,
               c.trials == 1 ? "" : "s", c.mismatches.empty() ? "all agree" : "MISMATCH", verdictsStr(c.verdicts));
  if (o.mutants && !c.failure && c.mismatches.empty()) printMutants(c.mutants);
  if (!c.failure)
    fmt::print("time limit per path run: {}; peak memory: {}\n", limit.str(),
               bytesText(static_cast<double>(peakMemoryBytes())));
}

CheckClock::Progress progressStyle(const CheckCommandOptions& o) {
  if (o.progress) return CheckClock::Progress::kLines;
  return isatty(STDERR_FILENO) ? CheckClock::Progress::kTerminal : CheckClock::Progress::kNone;
}

// Checks every module of `file` into `findings`; an error before a path ran.
Status checkFile(const SourceFile& file, Result<Schedule>& schedule, const std::optional<Mesh>& mesh,
                 const CheckCommandOptions& o, CheckClock& clock, DifferentialFindings& findings) {
  for (const auto& module : file.modules) {
    if (Status s = searchAndCheck(*module, schedule, mesh, clock, o, findings); !s.ok()) return s;
    if (findings.failure) break;
  }
  return Status::success();
}

}  // namespace

namespace {

int checkOnThisProcess(const CheckCommandOptions& o) {
  if (o.fromAnnotations == !o.schedule.empty())
    return reportDiagnostic(invalid({}, "give one of --schedule FILE and --from-annotations"));
  Result<Schedule> schedule = o.fromAnnotations ? Schedule{} : loadScheduleFile(o.schedule);
  if (!schedule.ok()) return reportDiagnostic(schedule.error());
  std::optional<Mesh> mesh;
  if (!o.mesh.empty()) {
    Result<Mesh> m = parseMesh(o.mesh);
    if (!m.ok()) return reportDiagnostic(m.error());
    mesh = m.value();
  }
  if (const std::optional<Mesh>& target = mesh ? mesh : schedule->mesh; target)
    if (Status s = checkSimulatedMesh(*target, Location{o.mesh.empty() ? o.schedule : ""}); !s.ok())
      return reportDiagnostic(s.error());
  Result<SourceFile> file = loadRefinedFile(o.file, o.entry, o.dims);
  if (!file.ok()) return reportDiagnostic(file.error());
  // Filled once, before partitioning: every path sees the same values.
  if (o.fillElided)
    for (const auto& module : file->modules)
      if (Result<int64_t> filled = fillElidedConstants(*module, o.seed); !filled.ok())
        return reportDiagnostic(filled.error());
  CheckClock clock(o.timeoutSeconds, progressStyle(o));
  DifferentialFindings findings;
  const Status checked = checkFile(file.value(), schedule, mesh, o, clock, findings);
  clock.finish();
  if (!checked.ok()) return reportDiagnostic(checked.error());
  printFindings(o, findings, clock.summary());
  if (findings.failure) return reportDiagnostic(*findings.failure);
  return findings.mismatches.empty() ? 0 : 1;
}

}  // namespace

// With --mpi, rank 0 checks and the other ranks join its mesh paths' runs
// (verify/differential/check_paths.h), then exit with rank 0's code.
int runCheckCommand(const CheckCommandOptions& o) {
  if (!o.mpi) return checkOnThisProcess(o);
  Ranks* ranks = mpiRanks();
  if (!ranks)
    return reportDiagnostic(unsupported({}, "--mpi runs under mpirun, with a partir built with MPI ({}); "
                                            "see docs/mpi.md",
                                        builtWithMpi() ? "mpirun did not start this one" : "this one has none"));
  silenceOtherRanks(ranks);
  if (ranks->rank() != 0) return serveMeshRuns(*ranks);
  CheckCommandOptions onRanks = o;
  onRanks.ranks = ranks;
  const int code = checkOnThisProcess(onRanks);
  endMeshRuns(*ranks, code);
  return code;
}

}  // namespace partir
