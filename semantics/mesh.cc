#include "semantics/mesh.h"

#include <cctype>
#include <limits>
#include <set>

#include <fmt/format.h>

#include "semantics/ir.h"

namespace partir {

namespace {

constexpr const char* kMeshAttrName = "partir.mesh";
constexpr const char* kMeshStructName = "partir.mesh";

bool isAxisName(std::string_view s) {
  if (s.empty() || !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_')) return false;
  for (char c : s)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.')) return false;
  return true;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
  while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
  return s;
}

// A decimal size without sign, or nullopt (also on overflow).
std::optional<int64_t> parseSize(std::string_view s) {
  if (s.empty() || s.size() > 18) return std::nullopt;
  int64_t v = 0;
  for (char c : s) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
    v = v * 10 + (c - '0');
  }
  return v;
}

}  // namespace

std::optional<int64_t> Mesh::axisSize(std::string_view name) const {
  for (const MeshAxis& a : axes_)
    if (a.name == name) return a.size;
  return std::nullopt;
}

int64_t Mesh::numDevices() const {
  int64_t n = 1;
  for (const MeshAxis& a : axes_) n *= a.size;
  return n;
}

std::string Mesh::str() const {
  std::string out;
  for (const MeshAxis& a : axes_) out += fmt::format("{}{}={}", out.empty() ? "" : ",", a.name, a.size);
  return out;
}

std::string meshProblem(const std::vector<MeshAxis>& axes) {
  std::set<std::string_view> seen;
  int64_t devices = 1;
  for (const MeshAxis& a : axes) {
    if (!isAxisName(a.name))
      return fmt::format("axis name '{}' must match [A-Za-z_][A-Za-z0-9_.]*", a.name);
    if (a.size < 1) return fmt::format("axis '{}' has size {}, expected >= 1", a.name, a.size);
    if (!seen.insert(a.name).second) return fmt::format("axis '{}' appears twice", a.name);
    if (devices > std::numeric_limits<int64_t>::max() / a.size)
      return "the number of devices does not fit in int64";
    devices *= a.size;
  }
  return "";
}

Result<Mesh> parseMesh(std::string_view text) {
  std::vector<MeshAxis> axes;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t comma = text.find(',', pos);
    if (comma == std::string_view::npos) comma = text.size();
    const std::string_view item = trim(text.substr(pos, comma - pos));
    const size_t eq = item.find('=');
    if (eq == std::string_view::npos)
      return invalid(Location{}, "mesh \"{}\": expected NAME=SIZE, found \"{}\"", text, item);
    const std::optional<int64_t> size = parseSize(trim(item.substr(eq + 1)));
    if (!size)
      return invalid(Location{}, "mesh \"{}\": size of \"{}\" must be a positive integer", text, item);
    axes.push_back({std::string(trim(item.substr(0, eq))), *size});
    pos = comma + 1;
  }
  if (std::string problem = meshProblem(axes); !problem.empty())
    return invalid(Location{}, "mesh \"{}\": {}", text, problem);
  return Mesh(std::move(axes));
}

Attribute meshAttr(const Mesh& mesh) {
  std::vector<Attribute> names;
  std::vector<int64_t> sizes;
  for (const MeshAxis& a : mesh.axes()) {
    names.push_back(Attribute::string(a.name));
    sizes.push_back(a.size);
  }
  NamedAttrs fields;
  fields.set("names", Attribute::array(std::move(names)));
  fields.set("sizes", Attribute::denseArray(std::move(sizes)));
  return Attribute::structure(kMeshStructName, std::move(fields));
}

Result<Mesh> meshOf(const Attribute& attr, const Location& loc) {
  if (attr.kind() != Attribute::Kind::kStruct || attr.getString() != kMeshStructName)
    return invalid(loc, "'partir.mesh' must be a #partir.mesh<[...]> attribute");
  const Attribute* names = attr.getDictionary().find("names");
  const Attribute* sizes = attr.getDictionary().find("sizes");
  if (attr.getDictionary().size() != 2 || !names || !sizes ||
      names->kind() != Attribute::Kind::kArray || sizes->kind() != Attribute::Kind::kDenseArray ||
      names->getArray().size() != sizes->getDenseArray().size())
    return invalid(loc, "'partir.mesh' must hold equally many axis names and sizes");
  std::vector<MeshAxis> axes;
  for (size_t i = 0; i < names->getArray().size(); ++i) {
    const Attribute& name = names->getArray()[i];
    if (name.kind() != Attribute::Kind::kString)
      return invalid(loc, "'partir.mesh': axis names must be strings");
    axes.push_back({name.getString(), sizes->getDenseArray()[i]});
  }
  if (std::string problem = meshProblem(axes); !problem.empty())
    return invalid(loc, "'partir.mesh': {}", problem);
  return Mesh(std::move(axes));
}

Result<Mesh> moduleMesh(const Module& module) {
  const Attribute* attr = module.attrs.find(kMeshAttrName);
  if (!attr) return Mesh();
  return meshOf(*attr, module.loc);
}

void setModuleMesh(Module& module, const Mesh& mesh) {
  module.attrs.set(kMeshAttrName, meshAttr(mesh));
}

}  // namespace partir
