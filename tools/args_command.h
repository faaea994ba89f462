// `partir args FILE [--json] [--mesh "a=2,b=4"] [--function NAME]`: the
// arguments of each module's entry function, to write a schedule from
// (docs/cli.md, docs/schedules.md). For each argument: its index; the name a
// schedule can target it by (rewrite/targets.h: `jax.arg_info`, else its
// `loc("name")`, else `%argN`); its type; whether it is donated
// (`tf.aliasing_output` or `jax.buffer_donor = true`); its first users; its
// dims; and, for each axis of --mesh, the dims a schedule line `NAME = d`
// on that axis tiles and propagation carries into at least one op.
//
// The entry function is --function NAME, else @main, else the only function
// with a body, else the only public one; otherwise exit 2 listing them.
//
//   text: @main (examples/chain.mlir:8:1): 3 arguments, mesh batch=2
//         #0 x: tensor<256x8xf32>
//            users:    %x1 = stablehlo.dot_general (line 10)
//            dims:     0:256 1:8
//            batch=2:  0
//   json: {"function": "main", "arguments": [{"index": 0, "name": "x",
//          "type": "tensor<256x8xf32>", "donated": false, "dims": [256, 8],
//          "users": ["%x1 = stablehlo.dot_general (line 10)"],
//          "tileable": {"batch": [0]}}]}   (one object per module and line;
//          "tileable" only with --mesh)
#pragma once

#include <string>

namespace partir {

struct ArgsCommandOptions {
  std::string file;
  bool json = false;
  std::string mesh;      // "" = no tiling analysis, dims as sizes only
  std::string function;  // "" = @main or the only (public) function
};

// Prints to stdout; returns the exit code (0, or 2 for bad input).
int runArgsCommand(const ArgsCommandOptions& options);

}  // namespace partir
