// The simulated mesh (DESIGN.md data flow, paths C and D; seed 000 §6):
// every device of the module's `partir.mesh` runs the device-local program
// on its own thread, with its own interpreter and memory, as one process of
// a 1 x N StableHLO process grid (interp/spmd.h, ProcessGrid style). Its
// collectives meet their group at the grid's rendezvous: a barrier per
// group, values in the group's order, a deadlock reported as an error. The
// same runner serves the PartIR:HLO program (collectives over mesh axes,
// interp/kernels/hlo.cc) and its StableHLO SPMD export (collectives over
// partition ids, interp/kernels/collectives.cc): device d is partition d.
//
// Devices are numbered row-major over the mesh axes (the first axis major):
// on {B:2, M:2} device 3 has coordinates (B=1, M=1).
//
// Inputs and outputs are global: an argument with `partir.sharding = [["B"],
// []]` gives device (b, m) the b-th chunk of dim 0; a result with a sharding
// is assembled from the devices' chunks; a result without one must be equal
// on every device (else an error naming the result and the devices).
//
// Given the §6.1 program (x: 64x8 [["B"], []], w1: 8x8 [[], ["M"]], w2: 8x8
// [["M"], []], one all_reduce <"M">) on {B:4, M:2} and global x: 256x8,
// w1: 8x16, w2: 16x8, `run` returns x @ w1 @ w2, 256x8.
#pragma once

#include <functional>
#include <string_view>
#include <vector>

#include "interp/interpreter.h"
#include "interp/kernels/hlo.h"
#include "interp/value.h"
#include "semantics/diagnostics.h"
#include "semantics/ir.h"
#include "semantics/mesh.h"

namespace partir {

// Runs an exported StableHLO SPMD module (rewrite/export.h; path D):
// partition p of a 1 x N process grid (interp/spmd.h) runs `function` on
// args[p] on its own thread, its collectives meeting through the grid's
// rendezvous (a deadlock is an error); returns each partition's results.
// `options` apply to every partition (checks are counted or collected for
// all of them).
Result<std::vector<Values>> runPartitions(const Module& module, std::string_view function,
                                          std::vector<Values> args, const InterpreterOptions& options = {});

// Whether `module` runs on its partir.mesh: a PartIR:HLO program or its
// export (a mesh of more than one device, and no partir.loop left).
bool runsOnMesh(const Module& module);

// Runs `function` of `module` as the module declares it runs (`partir run`,
// and the reference path of `partir check`): on its mesh's devices when
// runsOnMesh (global arguments in and out); on its partitions when more
// than one (semantics/process_dependence.h numPartitions: mhlo.num_partitions,
// else the devices of its Shardy manual computations' mesh), each given the
// global arguments, as a global-view SPMD program (JAX's shard_map with GSPMD
// shardings or under Shardy) runs, whose partitions must then give equal
// results (else an error); otherwise as one process.
Result<Values> runAsDeclared(const Module& module, std::string_view function, Values args,
                             const InterpreterOptions& options = {});

// Fails unless the simulated mesh can run `mesh`: at most kMaxProcesses
// devices (interp/spmd.h), a thread each.
Status checkSimulatedMesh(const Mesh& mesh, const Location& loc);

// Where one chunk of a result lives: its number along each dim, its box in
// the global result, and the devices that hold it (ascending).
struct ResultChunk {
  std::vector<int64_t> index;
  ChunkBox box;
  std::vector<int64_t> devices;
};

// A result of a mesh program as the mesh holds it: its global type and its
// distinct chunks, in the order of their first devices.
struct ResultLayout {
  TensorType global;
  std::vector<ResultChunk> chunks;
};

// A value's 128-bit digest, as tensor<2xui64>: 64-bit FNV-1a of its type
// and bytes, and a SplitMix64 fold of its 8-byte words (semantics/hashing.h).
// Two values with the same digest are taken to be the same bits.
Tensor digestOf(const InterpreterValue& value);

class MeshInterpreter {
 public:
  // `module` (PartIR:HLO, or its StableHLO SPMD export) must verify and carry
  // a partir.mesh. `options` apply to every device (a deadline, checks
  // collected rather than fatal).
  explicit MeshInterpreter(const Module& module, InterpreterOptions options = {});

  // Global arguments in, global results out (see the file comment).
  Result<Values> run(std::string_view function, const Values& args);
  // As run, the arguments already cut: perDevice[d] for each device that
  // runs here (runsHere), the others empty. Under ranks, the results on
  // rank 0 only (the other ranks get none).
  Result<Values> runSharded(std::string_view function, std::vector<Values> perDevice);
  // `args` (global, checked against `function`'s arguments) cut per device
  // by each argument's partir.sharding, for the devices `keep` names; the
  // other devices' lists are empty.
  std::vector<Values> cutArguments(const Function& function, const Values& args,
                                   const std::function<bool(int64_t)>& keep) const;
  // Device d's chunk of argument i alone (of cutArguments' lists).
  InterpreterValue argumentChunk(const Function& function, const Values& args, size_t i, int64_t device) const;
  // Whether devices d and e hold the same chunk of argument i.
  bool sameArgumentChunk(const Function& function, size_t i, int64_t d, int64_t e) const;
  // Whether device d runs in this OS process: always, unless the options'
  // ranks spread the devices (then d's rank is this one).
  bool runsHere(int64_t device) const { return !options_.ranks || options_.ranks->holds(device, numDevices()); }
  // As runSharded, the results left on the ranks that computed them (docs/
  // mpi.md, `--output-dir` across ranks): [d] holds device d's results for
  // each device that runs here, the others empty. Every device holding the
  // same chunk of a result must hold the same bits, compared by digest.
  Result<std::vector<Values>> runKeepingShards(std::string_view function, std::vector<Values> perDevice);
  // `function`'s results as the mesh holds them (each must be a tensor).
  Result<std::vector<ResultLayout>> resultLayouts(const Function& function) const;
  // Per-device arguments in, per-device results out: devices()[d] is device d's.
  Result<std::vector<Values>> runDevices(std::string_view function, std::vector<Values> args);

  // The global types of `function`'s arguments: each local type times the
  // sizes of the axes its partir.sharding splits each dim over.
  std::vector<Type> globalArgumentTypes(const Function& function) const;

  const Mesh& mesh() const { return mesh_; }
  int64_t numDevices() const { return mesh_.numDevices(); }
  // Device d's coordinate along each mesh axis.
  std::vector<int64_t> coordinates(int64_t device) const;
  // Fails unless the module has a mesh of at most kMaxProcesses devices:
  // checked before any per-device work.
  Status checkRunnable() const;

 private:
  const Module& module_;
  InterpreterOptions options_;
  Mesh mesh_;
};

}  // namespace partir
