// Shardy sharding attributes (openxla/shardy, shardy/dialect/sdy/ir/attrs.td)
// as the parser keeps them (verbatim kOpaque text), decoded.
//
// Grammar (attrs.td assembly formats; blanks between tokens are ignored):
//   mesh      := ('#sdy.mesh' | 'mesh')? '<' '[' (STRING '=' INT (',' ...)*)? ']'
//                (',' 'device_ids' '=' '[' INTS ']')? '>'
//   sharding  := '#sdy.sharding'? '<' meshref ',' '[' (dim (',' dim)*)? ']'
//                (',' 'replicated' '=' '{' refs '}')? (',' 'unreduced' '=' '{' refs '}')? '>'
//   meshref   := '@' NAME | '@' STRING | mesh          (a symbol or an inline mesh)
//   dim       := '{' (ref (',' ref)* (',' '?')? | '?')? '}' ('p' INT)?
//   ref       := STRING (':' '(' INT ')' INT)?          "x" or the sub-axis "x":(pre)size
//   per-value := '#sdy.sharding_per_value' '<' '[' (sharding (',' ...)*)? ']' '>'
// A dim lists its axes major to minor; `?` marks it open (propagation may
// shard it further), `pN` is a propagation priority. An empty mesh `<[]>` is
// a placeholder, `<[], device_ids=[k]>` a maximal sharding on device k.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "semantics/diagnostics.h"
#include "semantics/ir.h"
#include "semantics/mesh.h"

namespace partir {

// "x" (size 0: the whole axis) or "x":(preSize)size.
struct SdyAxisRef {
  std::string name;
  int64_t preSize = 1;
  int64_t size = 0;
  bool operator==(const SdyAxisRef&) const = default;
};

struct SdyMesh {
  std::vector<MeshAxis> axes;       // names as written (any string)
  std::vector<int64_t> deviceIds;   // `device_ids=[...]`, empty when absent
  bool operator==(const SdyMesh&) const = default;
  bool isMaximal() const { return axes.empty() && deviceIds.size() == 1; }
  bool isEmpty() const { return axes.empty() && deviceIds.empty(); }
};

struct SdyDimSharding {
  std::vector<SdyAxisRef> axes;  // major to minor
  bool open = false;             // `?`
  std::optional<int64_t> priority;
};

struct SdySharding {
  std::string meshName;           // `@mesh`; "" with an inline mesh
  std::optional<SdyMesh> mesh;    // the inline mesh
  std::vector<SdyDimSharding> dims;
  std::vector<SdyAxisRef> replicated, unreduced;
};

// Parsers for the attribute texts; errors quote the text and say what is
// wrong, e.g. `invalid Shardy attribute "#sdy.sharding<@mesh, [{"x"}>":
// expected ']' at column 28`.
Result<SdyMesh> parseSdyMesh(std::string_view text);
Result<SdySharding> parseSdySharding(std::string_view text);
Result<std::vector<SdySharding>> parseSdyShardingPerValue(std::string_view text);

// The `sdy.mesh @name = <...>` ops of `module` by name; a mesh that does not
// parse fails at its op, naming it.
Result<std::map<std::string, SdyMesh>> sdyMeshes(const Module& module);

// `#sdy<manual_axes{"a", "b"}>` (attrs.td ManualAxesAttr, the generic
// spelling of a manual_computation's `manual_axes={"a", "b"}`): the names.
Result<std::vector<std::string>> parseSdyManualAxes(std::string_view text);

// `"x"` or `"x":(1)2`, as attrs.td prints an axis ref.
std::string sdyRefText(const SdyAxisRef& ref);
// Every axis ref of a sharding: replicated, unreduced, then each dim's.
std::vector<SdyAxisRef> sdyAllRefs(const SdySharding& s);

}  // namespace partir
