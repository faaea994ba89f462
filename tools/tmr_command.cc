#include "tools/tmr_command.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "semantics/load.h"
#include "semantics/tmr.h"
#include "tools/json_text.h"
#include "tools/report.h"

namespace partir {

namespace {

nlohmann::ordered_json actionJson(const ResultAction& a) {
  switch (a.kind) {
    case ResultAction::Kind::kTile: return {{"tile", a.dim}};
    case ResultAction::Kind::kSum: return {{"sum", a.reducerName}};
    case ResultAction::Kind::kAny: return "any";
  }
  return nullptr;
}

nlohmann::ordered_json entryJson(const TmrEntry& e) {
  nlohmann::ordered_json operands = nlohmann::ordered_json::array(), results = nlohmann::ordered_json::array();
  for (const auto& t : e.operands) operands.push_back(t ? nlohmann::ordered_json{{"tile", *t}} : nullptr);
  for (const ResultAction& a : e.results) results.push_back(actionJson(a));
  return {{"operands", std::move(operands)}, {"results", std::move(results)}};
}

void printOp(const Operation& op, bool json) {
  const OpTileMappings m = tileMappings(op);
  if (json) {
    nlohmann::ordered_json entries = nlohmann::ordered_json::array();
    for (const TmrEntry& e : m.entries) entries.push_back(entryJson(e));
    fmt::print("{}\n", jsonText(nlohmann::ordered_json{
                           {"op", op.name()}, {"loc", op.loc().str()}, {"entries", std::move(entries)}, {"notes", m.notes}}));
    return;
  }
  std::string line;
  for (const TmrEntry& e : m.entries) line += (line.empty() ? "" : " · ") + entryStr(e);
  fmt::print("{} {}: {}\n", op.loc().str(), op.name(), line.empty() ? "replicate only" : line);
  for (const std::string& note : m.notes) fmt::print("  note: {}\n", note);
}

}  // namespace

int runTmrCommand(const std::string& path, bool json) {
  Result<SourceFile> file = loadVerifiedFile(path);
  if (!file.ok()) return reportDiagnostic(file.error());
  for (const auto& module : file->modules) {
    for (const auto& f : module->functions) {
      if (f->isDeclaration()) continue;
      walk(f->body, [&](const Operation& op) {
        if (op.numResults() > 0) printOp(op, json);  // terminators and checks have nothing to tile
      });
    }
  }
  return 0;
}

}  // namespace partir
