// `partir partition`: options (tools/partition_command.h).
#include <memory>

#include <CLI/CLI.hpp>

#include "tools/cli/checks.h"
#include "tools/cli/subcommand.h"
#include "tools/partition_command.h"

namespace partir {

Subcommand addPartitionCommand(CLI::App& partir) {
  auto o = std::make_shared<PartitionCommandOptions>();
  CLI::App* partition = partir.add_subcommand("partition", "Run a schedule, print PartIR:Core");
  partition->add_option("file", o->file, "StableHLO .mlir file")->required();
  partition->add_option("--schedule", o->schedule, "Schedule file (docs/schedules.md)");
  partition->add_flag("--from-annotations", o->fromAnnotations,
                      "Schedule from the program's mhlo.sharding / sdy.sharding annotations");
  partition->add_option("--write-schedule", o->writeSchedule, "With --from-annotations: write the imported schedule here")
      ->needs("--from-annotations");
  partition->add_option("--mesh", o->mesh, "Mesh, e.g. \"batch=4,model=2\"");
  partition->add_option("--entry", o->entry, "Function to partition (default: @main or the only one)");
  partition->add_option("--dim", o->dims,
                  "NAME=SIZE: refine a shape-polymorphic program (a dimension variable; '*' for every one); repeat");
  partition->add_option("--emit", o->emit,
                        "What to print: core (default), hlo (device-local PartIR:HLO) or stablehlo (SPMD)");
  partition->add_option("-o,--output", o->output, "Write the module here");
  partition->add_option("--dump-after-each-tactic", o->dumpDir, "Write the module after each tactic into this directory");
  CLI::Option* stats = partition->add_flag(
      "--stats", o->stats, "Print collectives, flops, memory and time after each tactic (not the module)");
  partition->add_flag("--json", o->json, "With --stats: one JSON object per module")->needs(stats);
  partition->add_option("--device", o->device,
                        "Device the estimates and automatic tactics are for: tpuv3, a100 (default), h100");
  partition->add_option("--device-memory", o->deviceMemory,
                        "Bytes a program must fit in, for automatic tactics (default: the device's memory)")
      ->check(integerAtLeast(1));
  partition->add_option("--emit-schedule", o->emitSchedule,
                        "Write the schedule with each automatic tactic replaced by what it found");
  return {partition, [o] { return runPartitionCommand(*o); }};
}

}  // namespace partir
