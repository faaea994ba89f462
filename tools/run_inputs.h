// The inputs and outputs of `partir run` on an entry function that takes
// arguments (docs/cli.md "run"): `--input NAME=PATH.npy` per argument,
// `--random-inputs [--seed S]` for the rest, `--output-dir DIR` for the
// results, all as numpy .npy files (interp/npy.h).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "interp/mesh_interpreter.h"
#include "interp/value.h"
#include "semantics/diagnostics.h"
#include "semantics/ir.h"

namespace partir {

struct InputOptions {
  std::vector<std::string> files;  // "NAME=PATH.npy", NAME an argument name or %argN
  bool random = false;             // arguments without a file get random values
  uint64_t seed = 0;
  // "NAME=SIZE": the size of a dimension variable of a shape-polymorphic
  // program (semantics/shape_polymorphism.h); NAME `*` sizes every variable
  // not named otherwise.
  std::vector<std::string> dims;
  // The arguments as stablehlo-translate --interpret --args takes them:
  // "[dense<1> : tensor<2xi32>, dense<2.5> : tensor<f32>]", in order.
  std::string args;
};

// The literals of an --args list, as tensors; errors say which one is bad.
Result<std::vector<Tensor>> parseArgsList(const std::string& list);

// The --args list of the first `// RUN:` line of `text` that interprets it
// with --args="..." (the StableHLO interpreter tests pass inputs so), or "".
std::string argsOfRunLine(std::string_view text);

// The arguments of `f`: argument i from the file naming it, else (with
// `random`) randomRealInputs seeded with `seed` (argument i from stream
// seed + i). An argument answers to its jax.arg_info, its loc name, its
// spelling (`%x`) and `%argN`. Errors name the input and the argument:
//   "input 'w' names no argument of @main (arguments: %arg0 'x', %arg1 'w1')"
//   "input 'x' (x.npy) is tensor<4x3xf64>; argument %arg0 'x' of @main is tensor<4x3xf32>"
//   "@main argument %arg1 'w1' (tensor<3x3xf32>) has no input: give
//    --input NAME=FILE.npy for it, or --random-inputs" (kUnsupported: the
//    program is fine, the run lacks data; a corpus tally counts it so)
// `types` are the types the inputs must have: f's argument types, or the
// global ones of a program that runs on the mesh.
Result<Values> assembleInputs(const Function& f, const std::vector<Type>& types, const InputOptions& options);

// The arguments of a mesh program (runsOnMesh), cut per device: for each
// device that runs here (MeshInterpreter::runsHere), its chunk of every
// argument by the argument's partir.sharding. A random argument is drawn
// shard by shard (interp/random_inputs.h randomRealBlock: the same bits as
// cutting the whole, which is never drawn); a file holding exactly the
// argument's tensor is read block by block (interp/npy.h readNpyBlock); a
// file that needs converting, or an --args value, is read whole and cut.
// Errors as assembleInputs's.
Result<std::vector<Values>> deviceInputs(const Function& f, const MeshInterpreter& mesh, const InputOptions& options);

// A shape-polymorphic entry refined to the shapes of its inputs
// (interp/shape_refinement.h), and those inputs.
struct RefinedRun {
  std::unique_ptr<Module> module;  // verified, every dim static
  Values args;
};

// The dimension variables of `f` get their sizes from `options.dims` and
// from the shapes of the input files; a dimension argument takes its
// variable's size, every other argument its file or a random value of the
// refined type. Then a copy of `module` is refined to those types and
// verified. Errors name the variable or argument:
//   "dimension variable 'arg0' of @main has no size: give --dim arg0=SIZE,
//    or an --input for an argument it sizes (variables: arg0)"
//   "--dim names no dimension variable of @main: 'n' (variables: arg0)"
//   "dimension variable 'arg0' is 3 by --dim but 4 by input 'x' (dim 0)"
Result<RefinedRun> refineForInputs(const Module& module, const Function& f, const InputOptions& options);

// For partition and check, which take no inputs: `path` parsed, each
// shape-polymorphic module's entry (`entry`, else as rewrite/targets.h
// chooses) refined by `dims` alone, then every module verified.
Result<SourceFile> loadRefinedFile(const std::string& path, const std::string& entry,
                                   const std::vector<std::string>& dims);

// Writes result i of `f` to DIR/result_<i>.npy and returns the paths; a
// result that is not a tensor (a tuple, a token) is an error naming it.
Result<std::vector<std::string>> writeOutputs(const Function& f, const Values& results,
                                              const std::string& dir);

// A mesh program's results across MPI ranks, left where they ran (docs/
// mpi.md): each chunk of result i once, written by the rank of its first
// device to DIR/result_<i>.shard_<c0>_<c1>...npy (c: the chunk's number
// along each dim), and with `manifest` (rank 0) DIR/shards.json, which says
// each file's place in its result and the devices that hold it
// (scripts/assemble-shards puts them together). Returns the paths of every
// file of the run, this rank's or not.
Result<std::vector<std::string>> writeShards(const std::vector<ResultLayout>& layouts,
                                             const std::vector<Values>& perDevice, const std::string& dir,
                                             const std::function<bool(int64_t)>& runsHere, bool manifest);

}  // namespace partir
