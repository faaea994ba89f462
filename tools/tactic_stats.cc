#include "tools/tactic_stats.h"

#include <cmath>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "rewrite/lower.h"
#include "semantics/mesh.h"

namespace partir {

namespace {

// "25.2 MFLOP", "1.31 MiB", "10.6 µs": three significant digits.
std::string withUnit(double value, double step, const std::vector<const char*>& units) {
  size_t i = 0;
  while (i + 1 < units.size() && std::fabs(value) >= 1000) {
    value /= step;
    ++i;
  }
  return fmt::format("{:.3g} {}", value, units[i]);
}

std::string flopsText(double f) { return withUnit(f, 1000, {"FLOP", "kFLOP", "MFLOP", "GFLOP", "TFLOP", "PFLOP"}); }

int64_t totalArgumentBytes(const CostReport& c) {
  int64_t sum = 0;
  for (const auto& [root, bytes] : c.argumentBytes) sum += bytes;
  return sum;
}

nlohmann::json costJson(const CostReport& c) {
  nlohmann::json counts = nlohmann::json::object(), bytes = nlohmann::json::object();
  for (const auto& [kind, cost] : c.collectives) {
    counts[kind] = cost.count;
    bytes[kind] = cost.bytes;
  }
  return {{"collectives", counts},
          {"collective_bytes", bytes},
          {"flops", c.flops},
          {"peak_bytes", c.peakBytes},
          {"temporary_peak_bytes", c.temporaryPeakBytes},
          {"argument_bytes", c.argumentBytes},
          {"compute_seconds", c.computeSeconds},
          {"communication_seconds", c.communicationSeconds},
          {"est_seconds", c.estSeconds()}};
}

}  // namespace

std::string bytesText(double b) { return withUnit(b, 1024, {"B", "KiB", "MiB", "GiB", "TiB", "PiB"}); }

std::string secondsText(double s) {
  if (s >= 1) return fmt::format("{:.3g} s", s);
  if (s >= 1e-3) return fmt::format("{:.3g} ms", s * 1e3);
  if (s >= 1e-6) return fmt::format("{:.3g} µs", s * 1e6);
  return fmt::format("{:.3g} ns", s * 1e9);
}

Result<CostReport> costOfPartitioned(const Module& module, const std::string& entry, const DeviceSpec& device) {
  Result<Mesh> mesh = moduleMesh(module);
  if (!mesh.ok()) return mesh.error();
  if (mesh->empty()) return estimateCost(module, device, entry);
  Result<std::unique_ptr<Module>> hlo = lowerModule(module, LowerOptions{.entry = entry});
  if (!hlo.ok()) return hlo.error();
  return estimateCost(*hlo.value(), device, entry);
}

// What ended a search: every candidate seen, the time budget, the
// evaluation limit, or the search itself (no move it tries improves).
std::string searchEnd(const SearchReport& s) {
  if (s.complete) return "every candidate seen";
  if (s.stoppedByTime) return "stopped by the time budget (the result depends on the machine)";
  if (s.stoppedByCount) return fmt::format("stopped at its evaluation limit (evaluations={})", s.evaluationLimit);
  return "converged: no move it tries improves the result";
}

std::string formatSearchReport(const SearchReport& s) {
  return fmt::format("found by {}: {} program{} costed in {}, {}; est. {}, peak {} ({})", s.algorithm, s.evaluated,
                     s.evaluated == 1 ? "" : "s", secondsText(s.seconds), searchEnd(s),
                     secondsText(s.bestEstSeconds), bytesText(static_cast<double>(s.bestPeakBytes)),
                     s.fits ? "fits" : "does not fit the device memory");
}

std::string formatStatsTable(const std::vector<TacticStats>& rows, const DeviceSpec& device) {
  std::string out = fmt::format("{:<14} {:>5} {:>5} {:>5} {:>5} {:>12} {:>11} {:>14} {:>11}\n", "tactic", "AG",
                                "AR", "RS", "A2A", "flops/dev", "peak/dev", "arguments/dev",
                                "est. " + device.name);
  for (const TacticStats& r : rows) {
    const CostReport& c = r.cost;
    out += fmt::format("{:<14} {:>5} {:>5} {:>5} {:>5} {:>12} {:>11} {:>14} {:>11}\n", r.name,
                       c.collectiveCount("all_gather"), c.collectiveCount("all_reduce"),
                       c.collectiveCount("reduce_scatter"), c.collectiveCount("all_to_all"), flopsText(c.flops),
                       bytesText(static_cast<double>(c.peakBytes)),
                       bytesText(static_cast<double>(totalArgumentBytes(c))), secondsText(c.estSeconds()));
  }
  return out;
}

nlohmann::json statsJson(const std::vector<TacticStats>& rows, const DeviceSpec& device, const std::string& mesh) {
  nlohmann::json tactics = nlohmann::json::array();
  for (size_t i = 1; i < rows.size(); ++i) {
    nlohmann::json row = costJson(rows[i].cost);
    row["name"] = rows[i].name;
    if (const std::optional<SearchReport>& s = rows[i].search)
      row["search"] = {{"algorithm", s->algorithm},         {"evaluated", s->evaluated},
                       {"seconds", s->seconds},             {"best_est_seconds", s->bestEstSeconds},
                       {"best_peak_bytes", s->bestPeakBytes}, {"fits", s->fits},
                       {"complete", s->complete},           {"stopped_by_time", s->stoppedByTime},
                       {"stopped_by_count", s->stoppedByCount}, {"end", searchEnd(*s)}};
    tactics.push_back(std::move(row));
  }
  return {{"device", device.name}, {"mesh", mesh}, {"original", costJson(rows.at(0).cost)}, {"tactics", tactics}};
}

}  // namespace partir
