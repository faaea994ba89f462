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

// The multiply-add rate: flops of dot_general and convolution per second of
// their time, per kind and together; empty when the run did none.
std::string flopsText(const std::vector<OpProfile::Entry>& kinds) {
  std::string parts;
  double flops = 0, seconds = 0;
  for (const OpProfile::Entry& e : kinds) {
    if (e.flops <= 0) continue;
    parts += fmt::format("{}{} {:.2f} GFLOP in {:.3f} s ({:.1f} GFLOP/s)", parts.empty() ? "" : ", ", e.op,
                         e.flops / 1e9, e.seconds, e.seconds > 0 ? e.flops / e.seconds / 1e9 : 0);
    flops += e.flops;
    seconds += e.seconds;
  }
  if (parts.empty()) return "";
  return fmt::format("multiply-adds: {}; together {:.1f} GFLOP/s\n", parts,
                     seconds > 0 ? flops / seconds / 1e9 : 0);
}

}  // namespace

std::string profileText(const RunProfile& p) {
  const double total = p.ops.totalSeconds();
  std::string text = fmt::format(
      "profile: {:.3f} s: parse {:.3f}, verify {:.3f}, inputs {:.3f}, ops {:.3f}, outputs {:.3f}\n",
      p.parseSeconds + p.verifySeconds + p.inputsSeconds + p.opsSeconds + p.outputsSeconds,
      p.parseSeconds, p.verifySeconds, p.inputsSeconds, p.opsSeconds, p.outputsSeconds);
  text += fmt::format("{:<34}{:>6}{:>12}{:>8}\n", "op kind", "runs", "seconds", "%");
  const std::vector<OpProfile::Entry> kinds = p.ops.byKind();
  for (const OpProfile::Entry& e : kinds)
    text += fmt::format("{:<34}{:>6}{:>12.6f}{:>8.1f}\n", e.op, e.runs, e.seconds, percentOf(e, total));
  text += flopsText(kinds);
  text += fmt::format("{:<34}{:>6}{:>12}{:>8}  {}\n", "slowest ops", "runs", "seconds", "%", "location");
  for (const OpProfile::Entry& e : slowestOps(p))
    text += fmt::format("{:<34}{:>6}{:>12.6f}{:>8.1f}  {}\n", e.op, e.runs, e.seconds,
                        percentOf(e, total), e.loc.str());
  return text;
}

nlohmann::json profileJson(const RunProfile& p) {
  nlohmann::json kinds = nlohmann::json::array(), ops = nlohmann::json::array();
  for (const OpProfile::Entry& e : p.ops.byKind()) {
    kinds.push_back({{"op", e.op}, {"runs", e.runs}, {"seconds", e.seconds}});
    if (e.flops > 0) kinds.back()["flops"] = e.flops;
  }
  for (const OpProfile::Entry& e : slowestOps(p))
    ops.push_back({{"op", e.op}, {"location", e.loc.str()}, {"runs", e.runs}, {"seconds", e.seconds}});
  return {{"parse_seconds", p.parseSeconds},     {"verify_seconds", p.verifySeconds},
          {"inputs_seconds", p.inputsSeconds},   {"ops_seconds", p.opsSeconds},
          {"outputs_seconds", p.outputsSeconds}, {"op_kinds", std::move(kinds)},
          {"slowest_ops", std::move(ops)}};
}

}  // namespace partir
