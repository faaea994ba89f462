#include "tools/partition_command.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "rewrite/export.h"
#include "rewrite/lower.h"
#include "rewrite/tactics.h"
#include "semantics/load.h"
#include "semantics/printer.h"

namespace partir {

namespace {

int report(const Diagnostic& d) {
  fmt::print(stderr, "{}\n", d.str());
  return 2;
}


bool writeText(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  return static_cast<bool>(out);
}

// Writes DIR/<module>_<n>_<tactic>.mlir after each tactic.
std::function<void(const TacticReport&, const Module&)> afterTactic(const std::string& dumpDir,
                                                                    size_t moduleIndex) {
  auto count = std::make_shared<int>(0);
  return [=](const TacticReport& r, const Module& core) {
    fmt::print(stderr, "tactic {}\n", r.str());
    for (const Conflict& c : r.conflicts) fmt::print(stderr, "  {}\n", c.str());
    if (dumpDir.empty()) return;
    const std::string path =
        fmt::format("{}/{}_{}_{}.mlir", dumpDir, moduleIndex, ++*count, r.tactic);
    if (!writeText(path, printModule(core) + "\n")) fmt::print(stderr, "error: cannot write {}\n", path);
  };
}

}  // namespace

int runPartitionCommand(const PartitionCommandOptions& o) {
  if (o.emit != "core" && o.emit != "hlo" && o.emit != "stablehlo")
    return report(makeError(ErrorKind::kUnsupported, {},
                            "--emit {}: 'core' (PartIR:Core), 'hlo' (PartIR:HLO) or 'stablehlo' "
                            "(StableHLO SPMD)",
                            o.emit));
  Result<Schedule> schedule = loadScheduleFile(o.schedule);
  if (!schedule.ok()) return report(schedule.error());
  PartitionOptions options;
  options.entry = o.entry;
  if (!o.mesh.empty()) {
    Result<Mesh> mesh = parseMesh(o.mesh);
    if (!mesh.ok()) return report(mesh.error());
    options.mesh = mesh.value();
  }
  if (!o.dumpDir.empty()) std::filesystem::create_directories(o.dumpDir);
  Result<SourceFile> file = loadVerifiedFile(o.file);
  if (!file.ok()) return report(file.error());
  std::string out;
  for (size_t i = 0; i < file->modules.size(); ++i) {
    options.afterTactic = afterTactic(o.dumpDir, i);
    Result<PartitionResult> result = partitionModule(*file->modules[i], schedule.value(), options);
    if (!result.ok()) return report(result.error());
    if (o.emit != "core") {
      Result<std::unique_ptr<Module>> hlo = lowerModule(*result->core, LowerOptions{true, true, o.entry});
      if (!hlo.ok()) return report(hlo.error());
      result->core = std::move(hlo.value());
    }
    if (o.emit == "stablehlo") {
      Result<std::unique_ptr<Module>> spmd = exportStableHlo(*result->core, o.entry);
      if (!spmd.ok()) return report(spmd.error());
      result->core = std::move(spmd.value());
    }
    out += (i ? "// -----\n" : "") + printModule(*result->core) + "\n";
  }
  if (o.output.empty()) {
    fmt::print("{}", out);
  } else if (!writeText(o.output, out)) {
    return report(invalid({}, "cannot write {}", o.output));
  }
  return 0;
}

}  // namespace partir
