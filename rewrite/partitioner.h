// The PartIR:Core actions (seed 000 §5, §8, App. B; DESIGN.md "Actions") over
// one function: `tile`, `atomic` and `propagate`.
//
// The partitioner keeps the program as a list of *nodes* in program order:
// the function's ops, plus one node per tiled or atomic value (the identity
// "tile loop" `loop a [tile<d>] { slice d %v[r] }` of §5.1 and the
// `loop a [any] { %v }` of §8). Each node carries its *nest*: the loops it sits
// in, outermost first, each an (axis, TMR entry) pair. That is exactly the
// information the paper's multi-axis analysis (App. B.1.1) recovers by
// looking through loop nests and slice chains; here it is kept explicitly, and
// `materializeCore` (rewrite/materialize.h) turns it into the PartIR:Core
// module, fusing `slice d (loop [tile<d>] body)[r]` into `body{r}`.
//
// Propagation (§5.2.2), for a node N and an axis a N is not yet looped over:
//   forward   — N's operands, as N sees them, are tiled along a (their
//               producer's nest has a `tile<d>` level for a, next in the order
//               in which N already slices that dim): an entry that slices
//               exactly those operands that way (and the others not) matches;
//   backward  — every use of each result of N slices it along a on some dim:
//               an entry whose result actions are those tiles matches;
//   inference — an entry agrees with the tiled operands but slices more
//               operands (seed 000 §5.2.2 "Inference"): the others get sliced.
// The first kind with a match decides; one match is applied (a new innermost
// level (a, entry) on N), two or more are a *conflict* (§5.2.3) and nothing
// happens. An entry never slices an operand that is `any` along a (atomic
// values stay whole) and never needs a dim that a's size does not divide.
// A node already looped over a whose operands are tiled along a in a way its
// entry does not use is also reported: a loop nested in a loop over its own
// axis is not allowed (§5.2.3, the BP-then-ZeRO example).
//
// Given  %x1 = matmul(%x, %w1); %x2 = matmul(%x1, %w2)  on mesh {B:4},
// tile(%x, 0, "B") then propagate() gives both matmuls the nest
// [(B, (tile 0, ⊥) ↪ tile 0)]: materialized, Listing 8's single loop.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "semantics/ir.h"
#include "semantics/mesh.h"
#include "semantics/tmr.h"

namespace partir {

// One loop around a node: over `axis`, using entry `entry` of the node's TMR.
struct NestLevel {
  std::string axis;
  int entry = 0;
};

struct PartitionNode {
  enum class Kind { kOp, kTile, kAtomic };
  Kind kind = Kind::kOp;
  const Operation* op = nullptr;     // kOp: the function's op
  std::vector<const Value*> operands;  // current operands (uses may be rewired)
  std::vector<const Value*> results;   // kOp: the op's results; else one owned value
  // Shared by a partitioner's copies (rewrite/auto_partition.h copies one per
  // candidate): the mappings of an op never change.
  std::shared_ptr<const OpTileMappings> tmr;
  std::vector<NestLevel> nest;
  int64_t order = 0;  // position in program order (pseudo nodes follow their operand)
};

// A place where propagation stopped: the op, the axis, the entries that
// matched (compact notation) and why that is a conflict.
struct Conflict {
  std::string op;
  Location loc;
  std::string axis;
  std::vector<std::string> entries;
  std::string reason;
  std::string str() const;  // "file:l:c: conflict on axis B at 'stablehlo.dot_general': ..."
};

class Partitioner {
 public:
  // `function` must stay alive and unchanged while the partitioner is used;
  // `module` is where func.call / reducer bodies are looked up.
  Partitioner(const Module& module, const Function& function, Mesh mesh);
  // A deep copy: the same program state, with its own nodes and pseudo
  // values, that actions can change without touching `other` (the search of
  // rewrite/auto_partition.h tries actions on copies).
  Partitioner(const Partitioner& other);
  Partitioner& operator=(const Partitioner&) = delete;

  // tile<%v, dim, axis> (seed 000 §5.1), deep when %v is already tiled along
  // other axes (App. B.1.2): the new loop keeps the existing tiling context.
  Status tile(const Value* v, int64_t dim, const std::string& axis);
  // atomic<%v, axis> (seed 000 §8): %v stays whole along `axis`.
  Status atomic(const Value* v, const std::string& axis);
  // Which nodes propagate() visits in its first pass over the program.
  enum class Visit {
    kChanged,    // those whose neighbourhood changed since the last propagate
    kEveryNode,  // all: the definition, which tests compare kChanged with
  };
  // propagate (seed 000 §5.2.2) to a fixed point; returns how many levels
  // were added. Both visits give the same program.
  int64_t propagate(Visit visit = Visit::kChanged);

  // Where propagation stops in the current program (computed when first
  // asked after a change).
  const std::vector<Conflict>& conflicts() const;
  const Mesh& mesh() const { return mesh_; }
  const Module& module() const { return module_; }
  const Function& function() const { return function_; }
  // Nodes in program order.
  std::vector<const PartitionNode*> nodesInOrder() const;
  // The node defining `v` (null for function arguments).
  const PartitionNode* producer(const Value* v) const;
  // The value uses of `v` now read (the last tile/atomic node's, or `v`).
  const Value* front(const Value* v) const;
  // The shape uses of `v` now see: its front's local shape inside the loops
  // that tile it.
  Shape localValueShape(const Value* v) const;
  // Whether uses of `v` now see it inside a loop over `axis` (tiled, or
  // kept whole by `atomic`).
  bool loopedAlong(const Value* v, const std::string& axis) const;
  // How many loops the nodes sit in, summed over nodes (a progress figure).
  int64_t totalLevels() const;

  // Per-axis view of how node `n` slices operand `i`: for each level, the
  // dim, or nullopt.
  std::optional<int64_t> operandSlicing(const PartitionNode& n, size_t i, size_t level) const;
  const ResultAction& resultAction(const PartitionNode& n, size_t result, size_t level) const;
  int64_t axisSize(const std::string& axis) const;
  // The shapes node `n` sees inside its loops: operand i sliced, result r tiled.
  Shape localOperandShape(const PartitionNode& n, size_t i) const;
  Shape localResultShape(const PartitionNode& n, size_t r) const;

 private:
  struct Use {
    PartitionNode* node;  // null: used whole (return, a region capture)
    size_t operand;
  };
  enum class MatchKind { kForward, kBackward, kInference };

  void buildNodes();
  PartitionNode* addNode(std::unique_ptr<PartitionNode> node);
  void rewireUses(const Value* from, const Value* to, const PartitionNode* except);
  void addUse(const Value* v, PartitionNode* node, size_t operand);
  std::unique_ptr<PartitionNode> makePseudo(PartitionNode::Kind kind, const Value* input);

  bool hasAxis(const PartitionNode& n, const std::string& axis) const;
  // The axes along which `n` slices operand i on dim d, in nest order,
  // among its first `levels` levels.
  std::vector<std::string> slicingAxes(const PartitionNode& n, size_t operand, int64_t d,
                                       size_t levels) const;
  // The axes along which result `r` of `n` is tiled on dim d, in nest order.
  std::vector<std::string> tilingAxes(const PartitionNode& n, size_t result, int64_t d) const;
  // How operand i of `n` arrives along `axis`: tiled on a dim, `any`, or whole.
  struct Arrival {
    std::optional<int64_t> tiledDim;
    bool any = false;
  };
  // (Seen from n's first `levels` levels.)
  Arrival arrival(const PartitionNode& n, size_t operand, const std::string& axis,
                  size_t levels) const;
  // The dim along which every use of result r slices it next along `axis`;
  // nullopt if some use takes it whole; -1 if unused.
  std::optional<int64_t> requiredResultTile(const PartitionNode& n, size_t result,
                                            const std::string& axis) const;
  bool divisible(const PartitionNode& n, const TmrEntry& e, int64_t k) const;
  int64_t localAttrValue(const PartitionNode& n, const AttrDivision& a) const;
  std::vector<int> matches(const PartitionNode& n, const std::string& axis, MatchKind kind) const;
  bool propagateNode(PartitionNode& n, const std::string& axis);
  std::vector<Conflict> collectConflicts() const;
  void reportNestedAxis(const PartitionNode& n, const std::string& axis, std::vector<Conflict>& out) const;
  // Records that the nodes reading `v`, and its producer, may match
  // differently at the next propagate.
  void markNeighbourhood(const Value* v);
  Status deepenTile(PartitionNode& t, const Value* v, int64_t dim, const std::string& axis);
  Status appendTileLevel(std::unique_ptr<PartitionNode> node, const Value* v, int64_t dim,
                         const std::string& axis);
  Conflict conflictAt(const PartitionNode& n, const std::string& axis, const std::vector<int>& entries,
                      std::string reason) const;

  const Module& module_;
  const Function& function_;
  Mesh mesh_;
  std::vector<std::unique_ptr<PartitionNode>> nodes_;
  std::vector<std::unique_ptr<Value>> pseudoValues_;
  std::unordered_map<const Value*, PartitionNode*> producer_;
  std::unordered_map<const Value*, std::vector<Use>> uses_;
  std::unordered_map<const Value*, const Value*> front_;  // value -> pseudo value that took its uses
  // The nodes whose neighbourhood changed since the last propagate
  // (propagate() passes over the others); nullopt before the first.
  std::optional<std::unordered_set<const PartitionNode*>> changed_;
  mutable std::optional<std::vector<Conflict>> conflicts_;
};

}  // namespace partir
