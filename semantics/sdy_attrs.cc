#include "semantics/sdy_attrs.h"

#include <cctype>
#include <numeric>

#include <fmt/format.h>

#include "semantics/text_cursor.h"

namespace partir {

namespace {

// A "quoted" MLIR string (escapes \" \\ \n \t and two hex digits).
std::string quoted(TextCursor& c) {
  if (!c.eat("\"")) c.expected("a quoted axis name");
  std::string out;
  while (!c.rest().empty() && c.current() != '"') {
    const std::string_view r = c.rest();
    if (r[0] != '\\') {
      out += r[0];
      c.advance(1);
    } else if (r.size() < 2) {
      break;
    } else if (r[1] == '"' || r[1] == '\\' || r[1] == 'n' || r[1] == 't') {
      out += r[1] == 'n' ? '\n' : r[1] == 't' ? '\t' : r[1];
      c.advance(2);
    } else if (r.size() > 2 && std::isxdigit(static_cast<unsigned char>(r[1])) &&
               std::isxdigit(static_cast<unsigned char>(r[2]))) {
      out += static_cast<char>(std::stoi(std::string(r.substr(1, 2)), nullptr, 16));
      c.advance(3);
    } else {
      c.error("bad escape '\\{}' at column {}", r[1], c.column());
    }
  }
  if (!c.eat("\"")) c.expected("'\"' to close the string");
  return out;
}

// `@name` or `@"name"`.
std::string symbol(TextCursor& c) {
  c.expect("@");
  if (c.peek("\"")) return quoted(c);
  const std::string_view name = c.take([](char ch) {
    return std::isalnum(static_cast<unsigned char>(ch)) ||
           std::string_view("_$.-").find(ch) != std::string_view::npos;
  });
  if (name.empty()) c.expected("a mesh name after '@'");
  return std::string(name);
}

// `pN` right after a dim's '}' (a priority).
std::optional<int64_t> priority(TextCursor& c) {
  const std::string_view r = c.rest();
  if (r.size() < 2 || r[0] != 'p' || !std::isdigit(static_cast<unsigned char>(r[1])))
    return std::nullopt;
  c.advance(1);
  return c.integer();
}

// device_ids equal to iota say nothing (attrs.td forbids them; we accept
// and drop them, so equal meshes compare equal).
void dropIotaDeviceIds(SdyMesh& mesh) {
  std::vector<int64_t> iota(mesh.deviceIds.size());
  std::iota(iota.begin(), iota.end(), 0);
  if (!mesh.axes.empty() && mesh.deviceIds == iota) mesh.deviceIds.clear();
}

// `<[...] (, device_ids=[...])?>` after an optional `#sdy.mesh` / `mesh`
// (attrs.td MeshAttr, MeshAxisAttr: `"name"=size`).
SdyMesh parseMesh(TextCursor& c) {
  if (!c.eat("#sdy.mesh")) c.eat("mesh");
  SdyMesh mesh;
  c.expect("<");
  c.expect("[");
  if (!c.peek("]")) {
    do {
      std::string name = quoted(c);
      c.expect("=");
      const int64_t size = c.integer();
      if (size < 1) c.error("axis \"{}\" has size {}, expected >= 1", name, size);
      mesh.axes.push_back({std::move(name), size});
    } while (c.eat(","));
  }
  c.expect("]");
  if (c.eat(",")) {
    c.expect("device_ids");
    c.expect("=");
    c.expect("[");
    do mesh.deviceIds.push_back(c.integer()); while (c.eat(","));
    c.expect("]");
  }
  c.expect(">");
  dropIotaDeviceIds(mesh);
  return mesh;
}

// attrs.td AxisRefAttr `"x"`, with SubAxisInfoAttr `:(pre-size)size`.
SdyAxisRef parseAxisRef(TextCursor& c) {
  SdyAxisRef ref{quoted(c)};
  if (c.eat(":")) {
    c.expect("(");
    ref.preSize = c.integer();
    c.expect(")");
    ref.size = c.integer();
    int64_t end = 0;
    if (ref.preSize < 1 || ref.size < 1 || __builtin_mul_overflow(ref.preSize, ref.size, &end))
      c.error("sub-axis \"{}\":({}){} needs sizes >= 1 (and a product that fits in 64 bits)", ref.name,
              ref.preSize, ref.size);
  }
  return ref;
}

// `{"x", "y", ?}p0` (attrs.td DimensionShardingAttr's custom format: the
// axes major to minor, `?` last when open, then the priority).
SdyDimSharding parseDim(TextCursor& c) {
  SdyDimSharding dim;
  c.expect("{");
  if (!c.peek("}")) {
    do {
      if (c.eat("?")) { dim.open = true; break; }
      dim.axes.push_back(parseAxisRef(c));
    } while (c.eat(","));
  }
  c.expect("}");
  dim.priority = priority(c);
  return dim;
}

std::vector<SdyAxisRef> parseRefSet(TextCursor& c) {
  std::vector<SdyAxisRef> refs;
  c.expect("=");
  c.expect("{");
  if (!c.peek("}")) {
    do refs.push_back(parseAxisRef(c)); while (c.eat(","));
  }
  c.expect("}");
  return refs;
}

// `<meshref, [dims], replicated={...}, unreduced={...}>` (attrs.td
// TensorShardingAttr; `unreduced` is newer Shardy's).
SdySharding parseShardingBody(TextCursor& c) {
  SdySharding s;
  c.expect("<");
  if (c.peek("@")) s.meshName = symbol(c);
  else s.mesh = parseMesh(c);
  c.expect(",");
  c.expect("[");
  if (!c.peek("]")) {
    do s.dims.push_back(parseDim(c)); while (c.eat(","));
  }
  c.expect("]");
  while (c.eat(",")) {
    if (c.eat("replicated")) s.replicated = parseRefSet(c);
    else if (c.eat("unreduced")) s.unreduced = parseRefSet(c);
    else c.expected("'replicated' or 'unreduced'");
  }
  c.expect(">");
  return s;
}

template <class T, class Fn>
Result<T> parseWhole(std::string_view text, Fn&& fn) {
  try {
    TextCursor c(text, fmt::format("invalid Shardy attribute \"{}\": ", text));
    T value = fn(c);
    if (!c.atEnd()) c.expected("the end of the attribute");
    return value;
  } catch (const DiagnosticError& e) {
    return e.diag;
  }
}

}  // namespace

Result<SdyMesh> parseSdyMesh(std::string_view text) {
  return parseWhole<SdyMesh>(text, [](TextCursor& c) { return parseMesh(c); });
}

Result<SdySharding> parseSdySharding(std::string_view text) {
  return parseWhole<SdySharding>(text, [](TextCursor& c) {
    c.eat("#sdy.sharding");
    return parseShardingBody(c);
  });
}

Result<std::vector<SdySharding>> parseSdyShardingPerValue(std::string_view text) {
  return parseWhole<std::vector<SdySharding>>(text, [](TextCursor& c) {
    c.expect("#sdy.sharding_per_value");
    c.expect("<");
    c.expect("[");
    std::vector<SdySharding> shardings;
    if (!c.peek("]")) {
      do shardings.push_back(parseShardingBody(c)); while (c.eat(","));
    }
    c.expect("]");
    c.expect(">");
    return shardings;
  });
}

Result<std::vector<std::string>> parseSdyManualAxes(std::string_view text) {
  return parseWhole<std::vector<std::string>>(text, [](TextCursor& c) {
    c.expect("#sdy");
    c.expect("<");
    c.expect("manual_axes");
    c.expect("{");
    std::vector<std::string> axes;
    if (!c.peek("}")) {
      do axes.push_back(quoted(c)); while (c.eat(","));
    }
    c.expect("}");
    c.expect(">");
    return axes;
  });
}

std::string sdyRefText(const SdyAxisRef& ref) {
  return ref.size ? fmt::format("\"{}\":({}){}", ref.name, ref.preSize, ref.size) : fmt::format("\"{}\"", ref.name);
}

std::vector<SdyAxisRef> sdyAllRefs(const SdySharding& s) {
  std::vector<SdyAxisRef> refs = s.replicated;
  refs.insert(refs.end(), s.unreduced.begin(), s.unreduced.end());
  for (const SdyDimSharding& d : s.dims) refs.insert(refs.end(), d.axes.begin(), d.axes.end());
  return refs;
}

Result<std::map<std::string, SdyMesh>> sdyMeshes(const Module& module) {
  std::map<std::string, SdyMesh> meshes;
  for (const auto& op : module.otherOps) {
    const Attribute* name = op->attr("sym_name");
    const Attribute* mesh = op->attr("mesh");
    if (op->name() != "sdy.mesh" || !name || !mesh) continue;
    Result<SdyMesh> parsed = parseSdyMesh(mesh->getString());
    if (!parsed.ok()) return invalid(op->loc(), "sdy.mesh @{}: {}", name->getString(), parsed.error().message);
    meshes[name->getString()] = std::move(parsed.value());
  }
  return meshes;
}

}  // namespace partir
