// A device mesh (DESIGN.md "Mesh"; seed 000 §2.1): an ordered list of named
// axes with sizes, e.g. {batch:4, model:2}. Meshes are logical: the same 8
// devices can be {a:8} or {a:2, b:4}.
//
// In a module it is the attribute
//   module attributes {partir.mesh = #partir.mesh<["batch"=4, "model"=2]>} { ... }
// and on the command line "batch=4,model=2".
//
// Stored form: the parser turns `#partir.mesh<[...]>` into a kStruct named
// "partir.mesh" with two fields, `names` (kArray of kString, in axis order)
// and `sizes` (kDenseArray of i64, same length); `meshAttr` builds it and
// `meshOf` reads it back, so modules built in code and parsed modules hold
// the same attribute (and compare structurally equal).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "semantics/attributes.h"
#include "semantics/diagnostics.h"

namespace partir {

struct Module;

struct MeshAxis {
  std::string name;
  int64_t size = 1;
  bool operator==(const MeshAxis&) const = default;
};

class Mesh {
 public:
  Mesh() = default;
  explicit Mesh(std::vector<MeshAxis> axes) : axes_(std::move(axes)) {}

  const std::vector<MeshAxis>& axes() const { return axes_; }
  bool empty() const { return axes_.empty(); }
  // The size of axis `name`, or nullopt.
  std::optional<int64_t> axisSize(std::string_view name) const;
  // The number of devices (product of the sizes).
  int64_t numDevices() const;
  // "batch=4,model=2"
  std::string str() const;
  bool operator==(const Mesh&) const = default;

 private:
  std::vector<MeshAxis> axes_;
};

// Parses "batch=4,model=2" (names: [A-Za-z_][A-Za-z0-9_.]*, sizes >= 1,
// names distinct). Errors say which part is wrong.
Result<Mesh> parseMesh(std::string_view text);

// The module attribute `partir.mesh`, or an empty mesh when absent; an
// ill-formed attribute is an error at the module's location.
Result<Mesh> moduleMesh(const Module& module);
// Sets (replaces) the module attribute `partir.mesh`.
void setModuleMesh(Module& module, const Mesh& mesh);

// The stored form of a mesh (see the file comment) and back. `meshOf`
// refuses anything else at `loc`: a different attribute, names that are not
// [A-Za-z_][A-Za-z0-9_.]*, sizes below 1, repeated names.
// Given Mesh({{"B", 4}}) `meshAttr` returns #partir.mesh<["B"=4]>, i.e. the
// struct {names = ["B"], sizes = array<i64: 4>}.
Attribute meshAttr(const Mesh& mesh);
Result<Mesh> meshOf(const Attribute& attr, const Location& loc);
// Why `axes` is not a valid mesh ("axis 'a' has size 0, expected >= 1"), or
// "" when it is: the rules `parseMesh` and `meshOf` share.
std::string meshProblem(const std::vector<MeshAxis>& axes);

}  // namespace partir
