// `partir partition FILE --schedule S [--mesh "a=4,b=2"] [--entry F]
//  [--from-annotations [--write-schedule F]] [--emit core|hlo|stablehlo] [-o OUT] [--dump-after-each-tactic DIR]
//  [--stats [--json]] [--device a100] [--device-memory BYTES] [--emit-schedule F]`: runs a schedule (rewrite/tactics.h,
// docs/schedules.md) on every module of FILE and prints the PartIR:Core
// module(s). After each tactic a one-line summary (actions, loop levels
// added, loops, conflicts) and one line per conflict go to stderr, once the
// module is written (tools/report.h): a failure prints its error alone.
//
// --stats prints, instead of the module (still written by -o), the metadata
// after each tactic (tools/tactic_stats.h): collective counts, flops, peak
// memory and estimated time per device of --device (interp/device_spec.h),
// as a table, or with --json as one JSON object per module and line.
//
// --from-annotations replaces --schedule by the program's own mhlo.sharding /
// sdy.sharding annotations (rewrite/annotations.h): the imported schedule,
// with notes on what was not imported as comments, goes to stderr (and to
// --write-schedule FILE, ready to edit and pass back as --schedule).
//
// An automatic tactic (`tactic NAME axis=A auto`, rewrite/auto_partition.h)
// searches under the cost model of --device, with --device-memory (default:
// the device's) as the memory a program must fit; what it found goes to
// stderr as a manual tactic, and --emit-schedule F writes the whole schedule
// with each automatic tactic replaced by what it found.
//
// Exit codes: 0 partitioned (conflicts are reported, not errors); 2 bad
// input, a bad schedule, an unknown device, or something unsupported.
#pragma once

#include <optional>
#include <string>

#include "semantics/diagnostics.h"

namespace partir {

struct PartitionCommandOptions {
  std::string file;
  std::string schedule;
  bool fromAnnotations = false;  // the schedule from the program's own shardings
  std::string writeSchedule;     // with fromAnnotations: also write it here
  std::string mesh;    // "" = the schedule's mesh line
  std::string entry;  // "" = @main, or the only (public) function (rewrite/targets.h)
  std::vector<std::string> dims;  // --dim NAME=SIZE: refines a shape-polymorphic program (tools/run_inputs.h)
  std::string emit = "core";
  std::string output;  // "" = stdout
  std::string dumpDir; // "" = no dumps
  bool stats = false;
  bool json = false;   // with stats
  std::string device = "a100";
  std::optional<int64_t> deviceMemory;  // bytes; default: the device's
  std::string emitSchedule;             // "" = not written
};

int runPartitionCommand(const PartitionCommandOptions& options);

struct Schedule;
struct Module;
// The schedule of --from-annotations for `module`'s @entry; defers it (with
// the importer's notes as comments) to stderr (tools/report.h) and, unless
// `writeTo` is "", writes it to that file.
Result<Schedule> importedSchedule(const Module& module, const std::string& entry, const std::string& writeTo);

}  // namespace partir
