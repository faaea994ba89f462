#include "verify/differential/check_mutants.h"

#include <chrono>

#include <fmt/format.h>

#include "rewrite/export.h"
#include "rewrite/lower.h"
#include "semantics/verifier.h"

namespace partir {

namespace {

// The compared paths a fault in `stage` reaches.
std::vector<std::string> affectedPaths(MutantStage stage) {
  switch (stage) {
    case MutantStage::kPartition: return {"temporal", "mesh", "stablehlo"};
    case MutantStage::kLowering: return {"mesh", "stablehlo"};
    case MutantStage::kExport: return {"stablehlo"};
  }
  return {};
}

const Module& stageProgram(const Paths& p, MutantStage stage) {
  switch (stage) {
    case MutantStage::kPartition: return *p.core;
    case MutantStage::kLowering: return *p.hlo;
    case MutantStage::kExport: return *p.spmd;
  }
  return *p.spmd;
}

// `p` with `m` applied to its stage's program and the later stages rebuilt
// from it, as the pipeline would; an error when the mutated program does
// not verify, or `p` has no such mutant.
Result<Paths> mutatedPaths(const Paths& p, const Mutant& m, const std::string& entry) {
  std::shared_ptr<Module> mutated = applyMutant(stageProgram(p, m.stage), entry, m);
  if (!mutated) return Diagnostic{ErrorKind::kInternal, m.loc, fmt::format("no mutant '{}' here", m.description)};
  if (Status s = verifyModule(*mutated); !s.ok()) return s.error();
  Paths out = p;
  std::shared_ptr<const Module> hlo = mutated;
  if (m.stage == MutantStage::kPartition) {
    out.core = mutated;
    Result<std::unique_ptr<Module>> lowered = lowerModule(*mutated, LowerOptions{.entry = entry});
    if (!lowered.ok()) return lowered.error();
    hlo = std::move(lowered.value());
  }
  if (m.stage != MutantStage::kExport) {
    out.hlo = hlo;
    Result<std::unique_ptr<Module>> spmd = exportStableHlo(*hlo, entry);
    if (!spmd.ok()) return spmd.error();
    out.spmd = std::move(spmd.value());
  } else {
    out.spmd = mutated;
  }
  return out;
}

// Whether the run that just failed reached its --timeout.
bool ranOutOfTime(const Paths& p) {
  const std::optional<RunClock::Clock::time_point> deadline = p.limit ? p.limit->deadline() : std::nullopt;
  return deadline && RunClock::Clock::now() > *deadline;
}

// Runs the trials on the mutant's paths until one tells it apart.
MutantOutcome tryMutant(const Paths& paths, const Paths* wide, const DifferentialOptions& o, const Mutant& m,
                        const std::vector<Values>& inputs, std::vector<ReferenceRuns>& references) {
  Result<Paths> mutated = mutatedPaths(paths, m, o.entry);
  if (!mutated.ok()) return {m, MutantOutcome::Kind::kRejected, mutated.error().str()};
  std::optional<Paths> mutatedWide;
  if (wide)
    if (Result<Paths> w = mutatedPaths(*wide, m, o.entry); w.ok()) {
      mutatedWide = std::move(w.value());
      mutatedWide->mutant = paths.mutant;  // numbered as the narrow paths, for the clock
      mutatedWide->mutants = paths.mutants;
    }
  for (size_t t = 0; t < inputs.size(); ++t) {
    std::map<std::string, PathVerdict> verdicts;
    std::vector<Mismatch> mismatches;
    Trial trial(mutated.value(), mutatedWide ? &*mutatedWide : nullptr, o, static_cast<int64_t>(t),
                inputs[t], references[t], affectedPaths(m.stage));
    if (Status s = trial.run(verdicts, mismatches); !s.ok())
      return {m, ranOutOfTime(paths) ? MutantOutcome::Kind::kNotRun : MutantOutcome::Kind::kCaught, s.error().str()};
    if (!mismatches.empty()) {
      const Mismatch& first = mismatches.front();
      return {m, MutantOutcome::Kind::kCaught,
              fmt::format("trial {}: {} path, result {}: {}", first.trial, first.path, first.result, first.message)};
    }
  }
  if (!m.equivalent.empty()) return {m, MutantOutcome::Kind::kEquivalent, m.equivalent};
  return {m, MutantOutcome::Kind::kSurvived, ""};
}

}  // namespace

std::string_view outcomeName(MutantOutcome::Kind kind) {
  switch (kind) {
    case MutantOutcome::Kind::kCaught: return "caught";
    case MutantOutcome::Kind::kRejected: return "rejected";
    case MutantOutcome::Kind::kEquivalent: return "equivalent";
    case MutantOutcome::Kind::kSurvived: return "survived";
    case MutantOutcome::Kind::kNotRun: return "not run";
  }
  return "";
}

std::vector<MutantOutcome> runMutants(const Paths& paths, const Paths* wide, const DifferentialOptions& o,
                                      const std::vector<Values>& inputs, std::vector<ReferenceRuns>& references) {
  std::vector<Mutant> mutants;
  for (MutantStage stage : {MutantStage::kPartition, MutantStage::kLowering, MutantStage::kExport})
    for (Mutant& m : mutantsOf(stageProgram(paths, stage), o.entry, stage)) mutants.push_back(std::move(m));
  const auto runsOf = [&](const Mutant& m) {
    return static_cast<int64_t>(inputs.size() * affectedPaths(m.stage).size());
  };
  int64_t planned = 0;
  for (const Mutant& m : mutants) planned += runsOf(m);
  int64_t reached = paths.limit ? paths.limit->plan(planned) : 0;
  std::vector<MutantOutcome> out;
  for (size_t i = 0; i < mutants.size(); ++i) {
    Paths numbered = paths;
    numbered.mutant = static_cast<int64_t>(i);
    numbered.mutants = static_cast<int64_t>(mutants.size());
    out.push_back(tryMutant(numbered, wide, o, mutants[i], inputs, references));
    if (paths.limit) paths.limit->reached(reached += runsOf(mutants[i]));
  }
  return out;
}

}  // namespace partir
