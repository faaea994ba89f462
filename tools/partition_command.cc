#include "tools/partition_command.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "interp/collective_fit.h"
#include "rewrite/annotations.h"
#include "rewrite/export.h"
#include "rewrite/lower.h"
#include "rewrite/tactics.h"
#include "rewrite/targets.h"
#include "semantics/file_io.h"
#include "semantics/printer.h"
#include "tools/auto_objective.h"
#include "tools/json_text.h"
#include "tools/report.h"
#include "tools/run_command.h"
#include "tools/run_inputs.h"
#include "tools/tactic_stats.h"

namespace partir {

namespace {

// What happens after each tactic of one module: its summary for stderr
// (deferred: tools/report.h), the dump (with --dump-after-each-tactic) and the
// metadata row (with --stats).
struct TacticObserver {
  const PartitionCommandOptions& options;
  const DeviceSpec& device;
  size_t moduleIndex;
  std::vector<TacticStats> rows;
  std::optional<Diagnostic> error;
  int count = 0;

  void operator()(const TacticReport& r, const Module& core) {
    deferToStderr(fmt::format("tactic {}\n", r.str()));
    for (const Conflict& c : r.conflicts) deferToStderr(fmt::format("  {}\n", c.str()));
    if (r.search) printFound(r);
    if (!options.dumpDir.empty()) dump(r, core);
    if (options.stats) addRow(r.tactic, core, r.search);
  }

  // What an automatic tactic found, as the manual tactics that reproduce it.
  static void printFound(const TacticReport& r) {
    deferToStderr(fmt::format("  {}\n", formatSearchReport(*r.search)));
    std::string text = formatSchedule(Schedule{std::nullopt, r.found});
    for (size_t start = 0; start < text.size();) {
      const size_t end = text.find('\n', start);
      deferToStderr(fmt::format("  | {}\n", text.substr(start, end - start)));
      start = end + 1;
    }
  }

  void dump(const TacticReport& r, const Module& core) {
    const std::string path = fmt::format("{}/{}_{}_{}.mlir", options.dumpDir, moduleIndex, ++count, r.tactic);
    if (Status s = writeOutputFile(path, printModule(core) + "\n", "the dump"); !s.ok() && !error) error = s.error();
  }

  void addRow(const std::string& name, const Module& module, std::optional<SearchReport> search = std::nullopt) {
    if (error) return;
    Result<CostReport> cost = costOfPartitioned(module, options.entry, device);
    if (cost.ok()) rows.push_back({name, cost.value(), std::move(search)});
    else error = cost.error();
  }
};

// The module after the schedule, in the form --emit asks for.
Result<std::unique_ptr<Module>> emitted(std::unique_ptr<Module> core, const PartitionCommandOptions& o) {
  if (o.emit == "core") return core;
  Result<std::unique_ptr<Module>> hlo = lowerModule(*core, LowerOptions{.entry = o.entry});
  if (!hlo.ok() || o.emit == "hlo") return hlo;
  return exportStableHlo(*hlo.value(), o.entry);
}

}  // namespace

Result<Schedule> importedSchedule(const Module& module, const std::string& entry, const std::string& writeTo) {
  const Function* f = module.lookup(entry);
  if (!f) return invalid(module.loc, "no function @{} in the module", entry);
  Result<ImportedAnnotations> imported = importAnnotations(module, *f);
  if (!imported.ok()) return imported.error();
  std::string text = "# imported from the program's sharding annotations\n";
  for (const std::string& note : imported->notes) text += "# note: " + note + "\n";
  if (imported->hasManual)
    text += "# note: the program has manual (already SPMD) parts; they run as written\n";
  text += formatSchedule(imported->schedule);
  deferToStderr(text);
  if (!writeTo.empty()) PARTIR_RETURN_IF_ERROR(writeOutputFile(writeTo, text, "the schedule"));
  return imported->schedule;
}

int runPartitionCommand(const PartitionCommandOptions& o) {
  if (o.emit != "core" && o.emit != "hlo" && o.emit != "stablehlo")
    return reportDiagnostic(makeError(ErrorKind::kUnsupported, {},
                            "--emit {}: 'core' (PartIR:Core), 'hlo' (PartIR:HLO) or 'stablehlo' "
                            "(StableHLO SPMD)",
                            o.emit));
  Result<DeviceSpec> device = findDeviceSpec(o.device);
  if (!device.ok()) return reportDiagnostic(device.error());
  if (o.fromAnnotations == !o.schedule.empty())
    return reportDiagnostic(invalid({}, "give one of --schedule FILE and --from-annotations"));
  Result<Schedule> schedule = o.fromAnnotations ? Schedule{} : loadScheduleFile(o.schedule);
  if (!schedule.ok()) return reportDiagnostic(schedule.error());
  PartitionOptions options;
  if (!o.mesh.empty()) {
    Result<Mesh> mesh = parseMesh(o.mesh);
    if (!mesh.ok()) return reportDiagnostic(mesh.error());
    options.mesh = mesh.value();
  }
  if (!o.dumpDir.empty())
    if (Status s = makeOutputDirectory(o.dumpDir, "--dump-after-each-tactic"); !s.ok()) return reportDiagnostic(s.error());
  Result<SourceFile> file = loadRefinedFile(o.file, o.entry, o.dims);
  if (!file.ok()) return reportDiagnostic(file.error());
  if (!o.emitSchedule.empty() && file->modules.size() != 1)
    return reportDiagnostic(invalid({}, "--emit-schedule needs a file with one module; {} has {}", o.file,
                          file->modules.size()));
  std::string out, stats;
  for (size_t i = 0; i < file->modules.size(); ++i) {
    Result<const Function*> entry = chooseEntryFunction(*file->modules[i], o.entry);
    if (!entry.ok()) return reportDiagnostic(entry.error());
    const std::string runner = fmt::format("partir partition takes @{} as a program of", entry.value()->name);
    if (Status s = checkCollectivesFit(*file->modules[i], *entry.value(), declaredGrid(*file->modules[i]), runner);
        !s.ok())
      return reportDiagnostic(s.error());
    PartitionCommandOptions mo = o;  // this module's entry
    mo.entry = options.entry = entry.value()->name;
    TacticObserver observer{mo, device.value(), i, {}, {}, 0};
    if (o.stats) observer.addRow("(original)", *file->modules[i]);
    options.afterTactic = [&](const TacticReport& r, const Module& core) { observer(r, core); };
    CostModelObjective objective(mo.entry, device.value());
    SearchStrategy strategy(objective, o.deviceMemory.value_or(device->hbmBytes));
    options.automatic = &strategy;
    if (o.fromAnnotations) {
      schedule = importedSchedule(*file->modules[i], mo.entry, o.writeSchedule);
      if (!schedule.ok()) return reportDiagnostic(schedule.error());
    }
    Result<PartitionResult> result = partitionModule(*file->modules[i], schedule.value(), options);
    if (!result.ok()) return reportDiagnostic(result.error());
    if (!o.emitSchedule.empty())
      if (Status s = writeOutputFile(o.emitSchedule, formatSchedule(scheduleWithFound(schedule.value(), result->reports)),
                                     "the schedule");
          !s.ok())
        return reportDiagnostic(s.error());
    if (observer.error) return reportDiagnostic(*observer.error);
    Result<std::unique_ptr<Module>> module = emitted(std::move(result->core), mo);
    if (!module.ok()) return reportDiagnostic(module.error());
    out += (i ? "// -----\n" : "") + printModule(*module.value()) + "\n";
    const std::string mesh = options.mesh ? options.mesh->str() : schedule->mesh ? schedule->mesh->str() : "";
    stats += o.json ? jsonText(statsJson(observer.rows, device.value(), mesh)) + "\n"
                    : formatStatsTable(observer.rows, device.value());
  }
  if (o.stats) fmt::print("{}", stats);
  else if (o.output.empty()) fmt::print("{}", out);
  if (!o.output.empty())
    if (Status s = writeOutputFile(o.output, out, "the module"); !s.ok()) return reportDiagnostic(s.error());
  return 0;
}

}  // namespace partir
