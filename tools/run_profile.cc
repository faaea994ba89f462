#include "tools/run_profile.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace partir {

namespace {

// An entry's share of the ops' time, in percent.
double percentOf(const OpProfile::Entry& e, double total) {
  return total > 0 ? 100 * e.seconds / total : 0;
}

std::vector<OpProfile::Entry> slowestOps(const RunProfile& p) {
  std::vector<OpProfile::Entry> ops = p.ops.byOp();
  if (ops.size() > kProfiledTopOps) ops.resize(kProfiledTopOps);
  return ops;
}

}  // namespace

std::string profileText(const RunProfile& p) {
  const double total = p.ops.totalSeconds();
  std::string text = fmt::format(
      "profile: {:.3f} s: parse {:.3f}, verify {:.3f}, inputs {:.3f}, ops {:.3f}, outputs {:.3f}\n",
      p.parseSeconds + p.verifySeconds + p.inputsSeconds + p.opsSeconds + p.outputsSeconds,
      p.parseSeconds, p.verifySeconds, p.inputsSeconds, p.opsSeconds, p.outputsSeconds);
  text += fmt::format("{:<34}{:>6}{:>12}{:>8}\n", "op kind", "runs", "seconds", "%");
  for (const OpProfile::Entry& e : p.ops.byKind())
    text += fmt::format("{:<34}{:>6}{:>12.6f}{:>8.1f}\n", e.op, e.runs, e.seconds, percentOf(e, total));
  text += fmt::format("{:<34}{:>6}{:>12}{:>8}  {}\n", "slowest ops", "runs", "seconds", "%", "location");
  for (const OpProfile::Entry& e : slowestOps(p))
    text += fmt::format("{:<34}{:>6}{:>12.6f}{:>8.1f}  {}\n", e.op, e.runs, e.seconds,
                        percentOf(e, total), e.loc.str());
  return text;
}

nlohmann::json profileJson(const RunProfile& p) {
  nlohmann::json kinds = nlohmann::json::array(), ops = nlohmann::json::array();
  for (const OpProfile::Entry& e : p.ops.byKind())
    kinds.push_back({{"op", e.op}, {"runs", e.runs}, {"seconds", e.seconds}});
  for (const OpProfile::Entry& e : slowestOps(p))
    ops.push_back({{"op", e.op}, {"location", e.loc.str()}, {"runs", e.runs}, {"seconds", e.seconds}});
  return {{"parse_seconds", p.parseSeconds},     {"verify_seconds", p.verifySeconds},
          {"inputs_seconds", p.inputsSeconds},   {"ops_seconds", p.opsSeconds},
          {"outputs_seconds", p.outputsSeconds}, {"op_kinds", std::move(kinds)},
          {"slowest_ops", std::move(ops)}};
}

}  // namespace partir
