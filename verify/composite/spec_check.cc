#include "verify/composite/spec_check.h"

#include <chrono>
#include <map>
#include <numeric>
#include <random>

#include <fmt/format.h>

#include "verify/composite/spec_derivation.h"
#include "verify/parallel.h"

namespace partir {

namespace {

// Execution is a second opinion: it is skipped for arguments larger than
// this (a proof or a type refutation stands without it).
constexpr int64_t kMaxExecutedBytes = int64_t{256} << 20;
// Input seeds the replay of a Z3 counterexample tries.
constexpr int64_t kReplaySeeds = 4;

// What the runs found, before it becomes a verdict.
struct Execution {
  std::optional<Counterexample> counterexample;
  std::string obstacle;  // the first reason propagation does not derive the claim, with its k
  std::string skipped;   // the first reason a trial could not run
};

// F as the chunks of k run it, retyped (verify/composite/spec_execution.h).
Result<std::unique_ptr<Module>> retypedProgram(const Module& decomposition, const Function& f,
                                               const TmrEntry& claim, int64_t k) {
  Result<verify::ChunkTyping> typing = verify::chunkTyping(f, claim, k);
  if (!typing.ok()) return typing.error();
  return retypedChunkProgram(decomposition, f, *typing);
}

// Runs one trial; records a counterexample, rounding, or why it did not run.
void runOne(const Module& decomposition, const Function& f, const Module& program, ChunkRunner runner,
            const TmrEntry& claim, int64_t k, int64_t t, uint64_t seed, Execution& out, ClaimReport& report,
            const std::vector<verify::InputAssignment>& modelInputs = {}) {
  Result<TrialOutcome> r = runTrial(decomposition, f, program, runner, claim, k, t, seed, modelInputs);
  if (!r.ok()) {
    report.runError = r.error();
    return;
  }
  report.roundingOnly += r->roundingOnly;
  if (r->counterexample && !out.counterexample) out.counterexample = r->counterexample;
}

// Trial t on k chunks: F retyped, and the derived program when propagation
// derives the claim on k.
void runTrialOn(const SpecFile& spec, const Module& decomposition, const Function& f, const TmrEntry& claim,
                int64_t k, int64_t t, std::map<int64_t, Derivation>& derivations, Execution& out,
                ClaimReport& report) {
  if (!derivations.count(k)) {
    Result<Derivation> d = deriveClaim(decomposition, f, claim, k);
    if (!d.ok()) {
      report.runError = d.error();
      return;
    }
    derivations.emplace(k, std::move(d.value()));
    report.meshSizes.push_back(k);
  }
  const Derivation& d = derivations.at(k);
  if (!d.derivable && out.obstacle.empty()) out.obstacle = fmt::format("{} chunks: {}", k, d.obstacle);
  const uint64_t seed = spec.seed + static_cast<uint64_t>(t);
  Result<std::unique_ptr<Module>> retyped = retypedProgram(decomposition, f, claim, k);
  if (retyped.ok())
    runOne(decomposition, f, **retyped, ChunkRunner::kRetyped, claim, k, t, seed, out, report);
  else if (out.skipped.empty())
    out.skipped = fmt::format("{} chunks: F cannot be retyped to the chunk: {}", k, retyped.error().message);
  // The lowered program implements the claim only where propagation derives it.
  if (d.derivable && d.chunkProgram && !report.runError)
    runOne(decomposition, f, *d.chunkProgram, ChunkRunner::kLowered, claim, k, t, seed, out, report);
  if ((retyped.ok() || d.derivable) && !report.runError) ++report.trialsRun;
}

// The bytes of F's arguments (INT64_MAX past int64).
int64_t argumentBytes(const Function& f) {
  int64_t bytes = 0;
  for (const Type& t : f.argTypes) {
    if (!t.isTensor()) continue;
    const std::optional<int64_t> count = elementCount(t.tensor().shape);
    int64_t size = 0;
    if (!count || __builtin_mul_overflow(*count, byteWidth(t.tensor().element), &size) ||
        __builtin_add_overflow(bytes, size, &bytes))
      return INT64_MAX;
  }
  return bytes;
}

void runTrials(const SpecFile& spec, const Module& decomposition, const Function& f, const TmrEntry& claim,
               Execution& out, ClaimReport& report) {
  if (const int64_t bytes = argumentBytes(f); bytes > kMaxExecutedBytes) {
    out.skipped = fmt::format("execution skipped: the arguments take {} bytes (more than {})", bytes, kMaxExecutedBytes);
    return;
  }
  const std::vector<int64_t> sizes = verify::chunkCounts(f, claim);
  if (sizes.empty()) {
    out.skipped = "no mesh size k in 2..64 divides every sliced and tiled dim";
    return;
  }
  std::mt19937_64 rng(spec.seed);
  const size_t offset = rng() % sizes.size();
  std::map<int64_t, Derivation> derivations;
  // Every chunk count gets a trial, however few the spec asks for.
  // And every branch of a case or if an argument selects.
  const int64_t trials = std::max({spec.trials, static_cast<int64_t>(sizes.size()), branchCount(f)});
  for (int64_t t = 0; t < trials && !out.counterexample && !report.runError; ++t)
    runTrialOn(spec, decomposition, f, claim, sizes[(offset + t) % sizes.size()], t, derivations, out, report);
  report.derivable = !report.runError && out.obstacle.empty() && report.trialsRun > 0;
}

// Z3's counterexample run by the interpreter at its k, on a few seeds, with
// the argument elements Z3's model gives where the difference depends on
// the data (verify/input_model.h).
std::optional<Counterexample> replay(const SpecFile& spec, const Module& decomposition, const Function& f,
                                     const TmrEntry& claim, const verify::ClaimProof& proof, ClaimReport& report) {
  if (argumentBytes(f) > kMaxExecutedBytes) return std::nullopt;
  Result<std::unique_ptr<Module>> program = retypedProgram(decomposition, f, claim, proof.k);
  if (!program.ok()) {
    report.chunkTypeError = chunkArgumentsError(decomposition, f, claim, proof.k);
    return std::nullopt;
  }
  Execution out;
  // The model's elements first, then the seeds alone (a model's value may
  // hide a difference the drawn one shows).
  for (const bool withModel : {true, false}) {
    if (!withModel && proof.inputs.empty()) break;
    for (int64_t s = 0; s < kReplaySeeds && !out.counterexample && !report.runError; ++s)
      runOne(decomposition, f, **program, ChunkRunner::kRetyped, claim, proof.k, -1,
             spec.seed + static_cast<uint64_t>(s), out, report,
             withModel ? proof.inputs : std::vector<verify::InputAssignment>{});
  }
  return out.counterexample;
}

// The verdict rules of verify/composite/spec_check.h.
void decide(const verify::ClaimProof& proof, Execution& run, std::optional<Counterexample> replayed,
            ClaimReport& report) {
  report.reading = proof.reading;
  report.obligations = proof.obligations;
  report.solvedAttributes = proof.solvedAttributes;
  report.proofCounterexample = proof.counterexample;
  if (proof.verdict == verify::Verdict::kProved) {
    report.verdict = ClaimVerdict::kProved;
    report.provedSizes = proof.meshSizes;
    report.inconsistent = run.counterexample.has_value();
    report.counterexample = run.counterexample;
    report.reason = proof.reason;
    return;
  }
  const bool typeRefutation = proof.verdict == verify::Verdict::kRefuted && proof.counterexample.starts_with("type:");
  report.counterexample = replayed ? replayed : run.counterexample;
  if (typeRefutation || report.counterexample) {
    report.verdict = ClaimVerdict::kRefuted;
    if (proof.verdict == verify::Verdict::kUnknown) report.proofUndecided = proof.reason;
    return;
  }
  report.verdict = ClaimVerdict::kUnknown;
  if (proof.verdict == verify::Verdict::kRefuted)
    report.reason = fmt::format(
        "Z3 finds a difference with the scalar functions of the data uninterpreted, which the interpreter does not reproduce "
        "on {} chunks ({} input seeds{})",
        proof.k, kReplaySeeds, report.roundingOnly ? ", rounding differences only" : "");
  else
    report.reason = proof.reason;
  if (report.trialsRun > 0)
    report.reason += fmt::format("; execution found no difference in {} trial{}", report.trialsRun,
                                 report.trialsRun == 1 ? "" : "s");
  if (!run.skipped.empty()) report.reason += "; " + run.skipped;
}

}  // namespace

const char* claimVerdictName(ClaimVerdict v) {
  switch (v) {
    case ClaimVerdict::kProved: return "proved";
    case ClaimVerdict::kRefuted: return "refuted";
    case ClaimVerdict::kUnknown: return "unknown";
  }
  return "?";
}

ClaimReport checkClaim(const SpecFile& spec, const CompositeSpec& c, const Decomposition& d, const ClaimedEntry& e) {
  const auto start = std::chrono::steady_clock::now();
  ClaimReport report;
  report.composite = c.name;
  report.entry = entryStr(e.entry);
  report.decomposition = d.function->name;
  report.decompositionFile = c.decompositionPath;
  report.loc = e.loc;
  Result<std::unique_ptr<Module>> decomposition = decompositionModule(*d.module, d.function->name);
  if (!decomposition.ok()) {
    report.runError = decomposition.error();
    return report;
  }
  const Function& f = *(*decomposition)->lookup(d.function->name);
  const verify::ClaimProof proof = verify::proveClaim(f, e.entry);
  Execution run;
  runTrials(spec, **decomposition, f, e.entry, run, report);
  std::optional<Counterexample> replayed;
  if (proof.verdict == verify::Verdict::kRefuted && !report.runError)
    replayed = replay(spec, **decomposition, f, e.entry, proof, report);
  decide(proof, run, replayed, report);
  // A proof or a refutation stands without execution (a tensor over the size
  // limit); only a claim nothing settled fails on it.
  if (report.runError && report.verdict != ClaimVerdict::kUnknown) {
    report.reason += (report.reason.empty() ? "" : "; ") + ("execution skipped: " + report.runError->message);
    report.runError.reset();
  }
  if (report.verdict != ClaimVerdict::kProved && !report.derivable && !run.obstacle.empty() && report.reason.empty())
    report.reason = "not derivable by propagation: " + run.obstacle;
  report.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return report;
}

Result<ClaimReport> checkClaim(const Module& module, const std::string& function, std::string_view entry,
                               int64_t trials, uint64_t seed) {
  const Function* f = module.lookup(function);
  if (!f) return invalid(module.loc, "no function @{} in the module", function);
  const Location at{"claim", 1, 1};
  Result<TmrEntry> parsed = parseEntryText(entry, at);
  if (!parsed.ok()) return parsed.error();
  if (Status s = checkEntryFits(*parsed, *f, at); !s.ok()) return s.error();
  SpecFile spec;
  spec.trials = trials;
  spec.seed = seed;
  CompositeSpec composite;
  composite.name = "claim." + function;
  const Decomposition decomposition{&module, f};
  return checkClaim(spec, composite, decomposition, ClaimedEntry{*std::move(parsed), at});
}

// Claims are independent: they are checked on every core (verify/parallel.h).
std::vector<ClaimReport> checkSpec(const SpecFile& spec) {
  struct Claim {
    const CompositeSpec* composite;
    const Decomposition* decomposition;
    const ClaimedEntry* entry;
  };
  std::vector<Claim> claims;
  for (const CompositeSpec& c : spec.composites)
    for (const ClaimedEntry& e : c.entries)
      for (const Decomposition& d : c.decompositions) claims.push_back({&c, &d, &e});
  return verify::inParallel<ClaimReport>(claims.size(), [&](size_t i) {
    return checkClaim(spec, *claims[i].composite, *claims[i].decomposition, *claims[i].entry);
  });
}

}  // namespace partir
