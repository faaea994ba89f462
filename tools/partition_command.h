// `partir partition FILE --schedule S [--mesh "a=4,b=2"] [--entry F]
//  [--emit core] [-o OUT] [--dump-after-each-tactic DIR]`: runs a schedule
// (rewrite/tactics.h, docs/schedules.md) on every module of FILE and prints
// the PartIR:Core module(s). After each tactic a one-line summary (actions,
// loop levels added, loops, conflicts) and one line per conflict go to stderr.
// Exit codes: 0 partitioned (conflicts are reported, not errors); 2 bad
// input, a bad schedule, or something unsupported.
#pragma once

#include <optional>
#include <string>

namespace partir {

struct PartitionCommandOptions {
  std::string file;
  std::string schedule;
  std::string mesh;    // "" = the schedule's mesh line
  std::string entry = "main";
  std::string emit = "core";
  std::string output;  // "" = stdout
  std::string dumpDir; // "" = no dumps
};

int runPartitionCommand(const PartitionCommandOptions& options);

}  // namespace partir
