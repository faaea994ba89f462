// The tile-mapping registry (TMR; seed 000 §5.2.1, DESIGN.md "Tile-mapping
// registry"): for an op with n operands and m results, entries
//
//   (t1⊥, …, tn⊥) ↪ (σ1, …, σm)
//
// saying that slicing the operands as the t's say (⊥ = not sliced) and
// looping over a mesh axis gives the op's results with actions σ: tile<d>
// (concatenate along d), sum (or sum<body>: fold with an associative
// reduction), any (every iteration yields the same value).
//
// Entries are instantiated per op instance: `tileMappings(op)` reads the op's
// shapes and attributes and returns the entries valid for exactly that op.
// Divisibility by an axis size is not part of an entry; the rewrite that uses
// an entry checks it. The per-op functions `tmr<Enum>` live next to the op's
// type rule in semantics/ops/<family>.cc; a dim that can never be split is
// recorded with the reason (`OpTileMappings::notes`).
//
// Given %z = stablehlo.dot_general %x, %y, contracting_dims = [1] x [0]
// on tensor<32x16xf32>, tensor<16x8xf32>, `tileMappings` returns
//   (tile 0, ⊥) ↪ tile 0 · (⊥, tile 1) ↪ tile 1 · (tile 1, tile 0) ↪ sum
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "semantics/ir.h"

namespace partir {

// What a loop does with the values its iterations yield (DESIGN.md "PartIR:Core").
struct ResultAction {
  enum class Kind : uint8_t { kTile, kSum, kAny };
  Kind kind = Kind::kAny;
  int64_t dim = -1;  // kTile only
  // kSum only: the reduction. Null means the elementwise op `reducerName`
  // (stablehlo.add by default; one result of a variadic reduce whose body
  // reduces each input on its own, e.g. "maximum"); otherwise the
  // two-argument scalar body of the op (a reduce's or reduce_window's body),
  // which the op's TMR function has checked to be associative.
  const Region* reducer = nullptr;
  // kSum only: the body's single op mnemonic without dialect ("add",
  // "maximum", "multiply", ...), also the name printed.
  std::string reducerName = "add";

  static ResultAction tile(int64_t d) { return {Kind::kTile, d, nullptr, ""}; }
  static ResultAction sum() { return {Kind::kSum, -1, nullptr, "add"}; }
  static ResultAction sumOf(const Region* body, std::string name) {
    return {Kind::kSum, -1, body, std::move(name)};
  }
  // Folding with the associative elementwise op `name` ("maximum").
  static ResultAction sumNamed(std::string name) { return {Kind::kSum, -1, nullptr, std::move(name)}; }
  static ResultAction any() { return {Kind::kAny, -1, nullptr, ""}; }
  bool operator==(const ResultAction& o) const {
    return kind == o.kind && dim == o.dim && reducerName == o.reducerName;
  }
};

// An attribute of the op's clone inside the loop body that changes with the
// chunk count k: element `index` of an integer-list attribute divided by k (a
// slice size, limit or window that spans a whole tiled dim, e.g. a gather's
// slice_sizes on a passthrough dim), a scalar integer attribute (index 0)
// divided by k (a convolution's feature_group_count when its groups are
// split), or a splat literal retyped to the local result type. The
// partitioner applies the entry only where k divides the value.
struct AttrDivision {
  std::string attr;
  int64_t index = 0;
  bool retypeSplat = false;
  bool operator==(const AttrDivision& o) const {
    return attr == o.attr && index == o.index && retypeSplat == o.retypeSplat;
  }
};

// One entry. `operands[i]` is the dim operand i is sliced along, or nullopt (⊥).
struct TmrEntry {
  std::vector<std::optional<int64_t>> operands;
  std::vector<ResultAction> results;
  // The attributes of the op's clone inside the loop body (its result types
  // already the local ones) that change; empty when nothing does.
  std::vector<AttrDivision> localize;
};

// Applies `entry.localize` to `local`, the op's clone for k chunks.
void localizeAttributes(const TmrEntry& entry, Operation& local, int64_t k);

// The integers of the size-like attribute `name` of `op`: an integer list,
// or a scalar integer as one element.
std::vector<int64_t> sizeAttrValues(const Operation& op, const std::string& name);
// Sets it back, in the kind it has: a scalar integer stays one.
void setSizeAttrValues(Operation& op, const std::string& name, std::vector<int64_t> values);

// All entries of one op instance, plus why the dims without entries cannot
// be split ("operand #0 dim 1: the reduced dim of a non-associative body").
struct OpTileMappings {
  std::vector<TmrEntry> entries;
  std::vector<std::string> notes;
};

#define PARTIR_OP(Enum, mnemonic, family) OpTileMappings tmr##Enum(const Operation& op);
#include "semantics/op_table.def"
#undef PARTIR_OP

// The instantiated entries of `op` (a well-typed op: run the verifier first).
OpTileMappings tileMappings(const Operation& op);

// "(tile 0, ⊥) ↪ tile 0", "(tile 1, tile 0) ↪ sum<maximum>": the compact
// notation of golden tests and `partir tmr`.
std::string entryStr(const TmrEntry& entry);

// ---- the builder DSL the per-op functions use (STYLE.md point 6) -----------

// Operand slicing for TmrBuilder::add.
inline std::optional<int64_t> sliced(int64_t d) { return d; }
inline constexpr std::nullopt_t kWhole = std::nullopt;  // ⊥
// `n` operands, all whole except those in `at` (operand index -> dim).
std::vector<std::optional<int64_t>> slicedAt(size_t n, const std::vector<std::pair<size_t, int64_t>>& at);

class TmrBuilder {
 public:
  explicit TmrBuilder(const Operation& op) : op_(op) {}
  // Adds (operands) ↪ (results); duplicates are ignored.
  TmrBuilder& add(std::vector<std::optional<int64_t>> operands, std::vector<ResultAction> results,
                  std::vector<AttrDivision> localize = {});
  // Every operand and every result tiled along the same `d`, for each d of
  // the result rank except those in `skip` (elementwise ops, tag, ...).
  TmrBuilder& addPointwise(const std::vector<int64_t>& skip = {});
  // Records why something cannot be split.
  TmrBuilder& note(std::string why);
  OpTileMappings build() { return std::move(mappings_); }
  const Operation& op() const { return op_; }

 private:
  const Operation& op_;
  OpTileMappings mappings_;
};

// The splat literal `name` retyped to the local result type.
inline std::vector<AttrDivision> retypeSplatAttr(std::string name) {
  return {AttrDivision{std::move(name), 0, true}};
}

// Element `d` of the integer-list attribute `name` divided by k.
inline std::vector<AttrDivision> divideAttrAt(std::string name, int64_t d) {
  return {AttrDivision{std::move(name), d}};
}

// An op that is never split, with the reason ("replicate only").
OpTileMappings replicateOnly(std::string why);

// If `body` (a region with two scalar-tensor block arguments) returns one
// binary associative op of its two arguments — add, multiply, maximum,
// minimum, and, or, xor — that op's mnemonic without dialect; else nullopt.
std::optional<std::string> associativeReducerName(const Region& body);

// If `body` (a reducer of N inputs: 2N block arguments, N results) returns
// for each j one binary associative op of arguments j and N + j, so that it
// reduces each input on its own, those ops' mnemonics without dialect, in
// result order; else nullopt. Given a body returning (add(a0, b0),
// maximum(a1, b1)) returns {"add", "maximum"}; one returning the argmax
// pair (select(compare(a0, b0), ...), ...) returns nullopt.
std::optional<std::vector<std::string>> laneReducerNames(const Region& body);

}  // namespace partir
