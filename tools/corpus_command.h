// `partir run --corpus DIR`: runs every .mlir file under DIR (in parallel,
// each with a time limit) and tallies pass / fail / unsupported / error,
// overall and by the op each diagnostic names.
#pragma once

#include <string>
#include <vector>

#include "tools/run_command.h"

namespace partir {

struct CorpusOptions {
  RunOptions run;   // run.timeoutSeconds is the per-file limit
  int jobs = 0;     // 0 = one per core
  bool json = false;
  bool verbose = false;  // list every non-passing file
};

// Runs `files` on `jobs` threads (0 = one per core); results in file order.
std::vector<FileRun> runFiles(const std::vector<std::string>& files, const RunOptions& options,
                              int jobs);

// Every .mlir file under `dir`, recursively, sorted.
std::vector<std::string> mlirFilesUnder(const std::string& dir);

// Prints the report to stdout; returns the exit code (0 when every file passes).
int runCorpus(const std::string& dir, const CorpusOptions& options);

}  // namespace partir
