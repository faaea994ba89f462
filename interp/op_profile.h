// Where a run's time goes, op by op (`partir run --profile`, docs/cli.md):
// the wall time of every op the interpreter runs, without the ops nested in
// its regions (a while loop counts its own work; its body's ops count
// themselves), summed by op kind and by op. The processes of an SPMD run
// record into one profile, so their times add up over devices.
//
// Given @main running one stablehlo.dot_general and two stablehlo.add ops,
// byKind() returns {dot_general, 1 run, its seconds} and {add, 2 runs, both
// adds' seconds}, slowest first, and byOp() the three ops with their
// locations; the dot_general's entries also carry its flops.
#pragma once

#include <cstdint>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "semantics/ir.h"

namespace partir {

class OpProfile {
 public:
  struct Entry {
    std::string op;  // "stablehlo.add"
    Location loc;    // where the op is; unknown in byKind()
    int64_t runs = 0;
    double seconds = 0;
    // Of a dot_general or convolution: 2 per product of two operand
    // elements, none for products of zeros the program inserted (padding,
    // dilation holes): the work a numpy or BLAS version would do.
    double flops = 0;
  };

  // Adds a run of `op` that took `seconds`, its nested ops excluded. Safe to
  // call from several threads.
  void record(const Operation& op, double seconds);
  // Adds the flops of a run of `op` (before record() of that run).
  void recordFlops(const Operation& op, double flops);

  // Slowest first (ties by name, then location).
  std::vector<Entry> byKind() const;
  std::vector<Entry> byOp() const;
  double totalSeconds() const;

 private:
  Entry& entryOf(const Operation& op);  // mutex_ held

  mutable std::mutex mutex_;
  std::unordered_map<const Operation*, Entry> ops_;
};

}  // namespace partir
