#include "semantics/sdy_attrs.h"

#include <cctype>
#include <charconv>
#include <numeric>

#include <fmt/format.h>

namespace partir {

namespace {

// A cursor over one attribute text; errors throw DiagnosticError (caught by
// the public parsers) quoting the whole text.
class Cursor {
 public:
  explicit Cursor(std::string_view text) : text_(text) {}

  template <class... Args>
  [[noreturn]] void error(fmt::format_string<Args...> f, Args&&... args) const {
    fail(ErrorKind::kInvalidInput, Location{}, "invalid Shardy attribute \"{}\": {}", text_,
         fmt::format(f, std::forward<Args>(args)...));
  }
  [[noreturn]] void expected(std::string_view what) const { error("expected {} at column {}", what, pos_ + 1); }

  void skipBlanks() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }
  bool peek(std::string_view token) {
    skipBlanks();
    return text_.substr(pos_).starts_with(token);
  }
  bool eat(std::string_view token) {
    if (!peek(token)) return false;
    pos_ += token.size();
    return true;
  }
  void expect(std::string_view token) {
    if (!eat(token)) expected(fmt::format("'{}'", token));
  }
  bool atEnd() {
    skipBlanks();
    return pos_ == text_.size();
  }
  int64_t integer() {
    skipBlanks();
    int64_t v = 0;
    auto [end, ec] = std::from_chars(text_.data() + pos_, text_.data() + text_.size(), v);
    if (ec != std::errc()) expected("an integer");
    pos_ = static_cast<size_t>(end - text_.data());
    return v;
  }
  // A "quoted" MLIR string (escapes \" \\ \n \t and two hex digits).
  std::string string() {
    if (!eat("\"")) expected("a quoted axis name");
    std::string out;
    while (pos_ < text_.size() && text_[pos_] != '"') {
      if (text_[pos_] != '\\') { out += text_[pos_++]; continue; }
      if (pos_ + 1 >= text_.size()) break;
      const char e = text_[pos_ + 1];
      if (e == '"' || e == '\\' || e == 'n' || e == 't') {
        out += e == 'n' ? '\n' : e == 't' ? '\t' : e;
        pos_ += 2;
      } else if (pos_ + 2 < text_.size() && std::isxdigit(static_cast<unsigned char>(e)) &&
                 std::isxdigit(static_cast<unsigned char>(text_[pos_ + 2]))) {
        out += static_cast<char>(std::stoi(std::string(text_.substr(pos_ + 1, 2)), nullptr, 16));
        pos_ += 3;
      } else {
        error("bad escape '\\{}' at column {}", e, pos_ + 1);
      }
    }
    if (!eat("\"")) expected("'\"' to close the string");
    return out;
  }
  // `@name` or `@"name"`.
  std::string symbol() {
    expect("@");
    if (peek("\"")) return string();
    size_t end = pos_;
    while (end < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[end])) ||
                                  std::string_view("_$.-").find(text_[end]) != std::string_view::npos))
      ++end;
    if (end == pos_) expected("a mesh name after '@'");
    std::string name(text_.substr(pos_, end - pos_));
    pos_ = end;
    return name;
  }
  // `pN` right after a dim's '}' (a priority).
  std::optional<int64_t> priority() {
    if (pos_ + 1 < text_.size() && text_[pos_] == 'p' && std::isdigit(static_cast<unsigned char>(text_[pos_ + 1]))) {
      ++pos_;
      return integer();
    }
    return std::nullopt;
  }

 private:
  std::string_view text_;
  size_t pos_ = 0;
};

// device_ids equal to iota say nothing (attrs.td forbids them; we accept
// and drop them, so equal meshes compare equal).
void dropIotaDeviceIds(SdyMesh& mesh) {
  std::vector<int64_t> iota(mesh.deviceIds.size());
  std::iota(iota.begin(), iota.end(), 0);
  if (!mesh.axes.empty() && mesh.deviceIds == iota) mesh.deviceIds.clear();
}

// `<[...] (, device_ids=[...])?>` after an optional `#sdy.mesh` / `mesh`
// (attrs.td MeshAttr, MeshAxisAttr: `"name"=size`).
SdyMesh parseMesh(Cursor& c) {
  if (!c.eat("#sdy.mesh")) c.eat("mesh");
  SdyMesh mesh;
  c.expect("<");
  c.expect("[");
  if (!c.peek("]")) {
    do {
      std::string name = c.string();
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
SdyAxisRef parseAxisRef(Cursor& c) {
  SdyAxisRef ref{c.string()};
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
SdyDimSharding parseDim(Cursor& c) {
  SdyDimSharding dim;
  c.expect("{");
  if (!c.peek("}")) {
    do {
      if (c.eat("?")) { dim.open = true; break; }
      dim.axes.push_back(parseAxisRef(c));
    } while (c.eat(","));
  }
  c.expect("}");
  dim.priority = c.priority();
  return dim;
}

std::vector<SdyAxisRef> parseRefSet(Cursor& c) {
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
SdySharding parseShardingBody(Cursor& c) {
  SdySharding s;
  c.expect("<");
  if (c.peek("@")) s.meshName = c.symbol();
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
    Cursor c(text);
    T value = fn(c);
    if (!c.atEnd()) c.expected("the end of the attribute");
    return value;
  } catch (const DiagnosticError& e) {
    return e.diag;
  }
}

}  // namespace

Result<SdyMesh> parseSdyMesh(std::string_view text) {
  return parseWhole<SdyMesh>(text, [](Cursor& c) { return parseMesh(c); });
}

Result<SdySharding> parseSdySharding(std::string_view text) {
  return parseWhole<SdySharding>(text, [](Cursor& c) {
    c.eat("#sdy.sharding");
    return parseShardingBody(c);
  });
}

Result<std::vector<SdySharding>> parseSdyShardingPerValue(std::string_view text) {
  return parseWhole<std::vector<SdySharding>>(text, [](Cursor& c) {
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
  return parseWhole<std::vector<std::string>>(text, [](Cursor& c) {
    c.expect("#sdy");
    c.expect("<");
    c.expect("manual_axes");
    c.expect("{");
    std::vector<std::string> axes;
    if (!c.peek("}")) {
      do axes.push_back(c.string()); while (c.eat(","));
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
