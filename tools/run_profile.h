// `partir run --profile` (docs/cli.md "Profile"): where a run spent its
// time, by phase (parsing, verifying, inputs, ops, outputs) and, within the
// ops, by op kind and by op (interp/op_profile.h), printed after the run's
// own output on stderr, or as the `profile` field of --json.
#pragma once

#include <cstddef>
#include <string>

#include <nlohmann/json_fwd.hpp>

#include "interp/op_profile.h"

namespace partir {

struct RunProfile {
  double parseSeconds = 0;    // reading and parsing the file
  double verifySeconds = 0;   // verifying its modules
  double inputsSeconds = 0;   // reading or drawing the entry's arguments
  double opsSeconds = 0;      // running the entry functions (wall time)
  double outputsSeconds = 0;  // writing --output-dir
  OpProfile ops;              // the ops' own times
};

// How many of the slowest ops the profile lists.
inline constexpr size_t kProfiledTopOps = 10;

// The profile as text: a line of phases, a table of op kinds, a table of the
// slowest ops with their locations. Given a run of examples/mlp.mlir:
//   profile: 0.002 s: parse 0.001, verify 0.000, inputs 0.000, ops 0.001, outputs 0.000
//   op kind                             runs     seconds       %
//   stablehlo.dot_general                  2    0.000410    61.2
//   ...
//   slowest ops                         runs     seconds       %  location
//   stablehlo.dot_general                  1    0.000250    37.3  examples/mlp.mlir:4:8
std::string profileText(const RunProfile& profile);

// The same as JSON: {"parse_seconds", "verify_seconds", "inputs_seconds",
// "ops_seconds", "outputs_seconds", "op_kinds": [{"op", "runs", "seconds"}],
// "slowest_ops": [{"op", "location", "runs", "seconds"}]}.
nlohmann::json profileJson(const RunProfile& profile);

}  // namespace partir
