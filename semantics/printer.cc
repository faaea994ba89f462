// The printer (semantics/printer.h). Ops print in MLIR's generic form,
// except a few whose custom form is unambiguous and common (constants,
// attribute-free elementwise ops, returns, calls, the PartIR:Core ops),
// which keeps dumps readable. Values are renumbered per function: %N for op results (%N:k and
// %N#i for several), %argN for block arguments.
#include "semantics/printer.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstring>
#include <optional>
#include <unordered_map>

#include <fmt/ranges.h>

#include "semantics/float16.h"
#include "semantics/mesh.h"

namespace partir {

namespace {

// Dense literals with more elements than this print as a hex blob.
constexpr int64_t kMaxListElements = 64;

bool isBareName(std::string_view s, bool allowDash) {
  if (s.empty() || !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_')) return false;
  for (char c : s) {
    const bool ok = std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$' || c == '.' ||
                    (allowDash && c == '-');
    if (!ok) return false;
  }
  return true;
}

std::string quote(std::string_view s) {
  std::string out = "\"";
  for (char c : s) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (u < 0x20 || u >= 0x7F) {
      out += fmt::format("\\{:02X}", u);
    } else {
      out += c;
    }
  }
  return out + "\"";
}

std::string symbol(std::string_view name) {
  return "@" + (isBareName(name, true) ? std::string(name) : quote(name));
}

// Makes a shortest-round-trip decimal a float token of MLIR: it needs a '.'.
std::string asFloatToken(std::string s) {
  if (s.find('.') != std::string::npos) return s;
  const size_t e = s.find('e');
  if (e == std::string::npos) return s + ".0";
  return s.insert(e, ".0");
}

template <class T>
std::string shortest(T value) {
  char buffer[64];
  auto [end, ec] = std::to_chars(buffer, buffer + sizeof(buffer), value);
  return asFloatToken(std::string(buffer, end));
}

// One element of a float type: shortest decimal, or its bit pattern in hex
// when not finite (MLIR accepts `0x7FC00000` in a float list).
std::string floatElement(ElementType type, const uint8_t* p) {
  if (type == ElementType::kF32) {
    float f;
    std::memcpy(&f, p, 4);
    uint32_t bits;
    std::memcpy(&bits, p, 4);
    return std::isfinite(f) ? shortest(f) : fmt::format("0x{:08X}", bits);
  }
  if (type == ElementType::kF64) {
    double d;
    std::memcpy(&d, p, 8);
    uint64_t bits;
    std::memcpy(&bits, p, 8);
    return std::isfinite(d) ? shortest(d) : fmt::format("0x{:016X}", bits);
  }
  if (isSmallFloat(type)) {
    const double d = narrowFloatValue(type, p[0]);
    return std::isfinite(d) ? shortest(d) : fmt::format("0x{:02X}", p[0]);
  }
  uint16_t bits;
  std::memcpy(&bits, p, 2);
  const double d = narrowFloatValue(type, bits);
  return std::isfinite(d) ? shortest(d) : fmt::format("0x{:04X}", bits);
}

std::string element(const DenseElements& d, int64_t i) {
  const ElementType t = d.type.element;
  const uint8_t* p = d.bytes.data() + (d.splat ? 0 : i * byteWidth(t));
  if (isFloat(t)) return floatElement(t, p);
  if (isComplex(t)) {  // (re, im), as MLIR writes a complex element
    const ElementType part = complexPartType(t);
    return fmt::format("({}, {})", floatElement(part, p), floatElement(part, p + byteWidth(part)));
  }
  if (isBoolean(t)) return d.intAt(i) ? "true" : "false";
  if (t == ElementType::kUI64) return std::to_string(static_cast<uint64_t>(d.intAt(i)));
  return std::to_string(d.intAt(i));
}

void printNested(const DenseElements& d, size_t dim, int64_t& next, std::string& out) {
  if (dim == d.type.shape.size()) {
    out += element(d, next++);
    return;
  }
  out += '[';
  for (int64_t i = 0; i < d.type.shape[dim]; ++i) {
    if (i) out += ", ";
    printNested(d, dim + 1, next, out);
  }
  out += ']';
}

std::string denseBody(const DenseElements& d) {
  if (d.elided()) return "dense_resource<" + d.resource + ">";
  const int64_t count = d.type.numElements();
  if (count == 0) return "dense<>";
  if (d.splat) return "dense<" + element(d, 0) + ">";
  std::string out = "dense<";
  if (count <= kMaxListElements || isBoolean(d.type.element)) {
    int64_t next = 0;
    printNested(d, 0, next, out);
    return out + ">";
  }
  out += "\"0x";
  static constexpr char kHex[] = "0123456789ABCDEF";
  for (uint8_t b : d.bytes) {
    out += kHex[b >> 4];
    out += kHex[b & 15];
  }
  return out + "\">";
}

std::string scalarAttr(const Attribute& a) {
  const ElementType t = a.elementType();
  if (a.kind() == Attribute::Kind::kInteger) {
    const std::string v = t == ElementType::kUI64 ? std::to_string(static_cast<uint64_t>(a.getInt()))
                                                  : std::to_string(a.getInt());
    return v + " : " + std::string(elementTypeName(t));
  }
  uint8_t bytes[8];
  if (t == ElementType::kF32) {
    const float f = static_cast<float>(a.getFloat());
    std::memcpy(bytes, &f, 4);
  } else if (t == ElementType::kF64) {
    const double d = a.getFloat();
    std::memcpy(bytes, &d, 8);
  } else {
    const uint16_t bits = narrowFloatBits(t, a.getFloat());
    std::memcpy(bytes, &bits, static_cast<size_t>(byteWidth(t)));  // little-endian: a small float's byte first
  }
  return floatElement(t, bytes) + " : " + std::string(elementTypeName(t));
}

std::string attrString(const Attribute& a);
std::string structString(const Attribute& a);

std::string dictBody(const NamedAttrs& attrs) {
  std::string out;
  for (const auto& [name, value] : attrs.entries()) {
    if (!out.empty()) out += ", ";
    out += isBareName(name, false) ? name : quote(name);
    if (value.kind() != Attribute::Kind::kUnit) out += " = " + attrString(value);
  }
  return out;
}

// A struct field as StableHLO spells it: i64 integers and lists of them
// without types (`index_vector_dim = 1`, `offset_dims = [0, 1]`).
std::string fieldString(const Attribute& a) {
  if (std::optional<std::vector<int64_t>> ints = a.asInt64s();
      ints && a.kind() == Attribute::Kind::kArray) {
    bool allI64 = true;
    for (const Attribute& e : a.getArray()) allI64 &= e.elementType() == ElementType::kI64;
    if (allI64) return fmt::format("[{}]", fmt::join(*ints, ", "));
  }
  if (a.kind() == Attribute::Kind::kInteger && a.elementType() == ElementType::kI64) {
    return std::to_string(a.getInt());
  }
  return attrString(a);
}

// `[b, 0, 1, f]` for one side of #stablehlo.conv, or "" when the fields do
// not describe a permutation of the dims.
std::string convLayout(const NamedAttrs& f, const std::string& prefix, const char* first,
                       char firstLetter, const char* second, char secondLetter) {
  const Attribute* a = f.find(prefix + first);
  const Attribute* b = f.find(prefix + second);
  const Attribute* sp = f.find(prefix + "spatial_dimensions");
  std::vector<int64_t> spatial = sp ? sp->asInt64s().value_or(std::vector<int64_t>{-1}) : std::vector<int64_t>{};
  if (!a || !b || a->kind() != Attribute::Kind::kInteger || b->kind() != Attribute::Kind::kInteger) return "";
  std::vector<std::string> slots(spatial.size() + 2);
  auto place = [&](int64_t pos, std::string name) {
    if (pos < 0 || pos >= static_cast<int64_t>(slots.size()) || !slots[pos].empty()) return false;
    slots[pos] = std::move(name);
    return true;
  };
  bool ok = place(a->getInt(), std::string(1, firstLetter)) && place(b->getInt(), std::string(1, secondLetter));
  for (size_t k = 0; k < spatial.size(); ++k) ok = ok && place(spatial[k], std::to_string(k));
  return ok ? fmt::format("[{}]", fmt::join(slots, ", ")) : "";
}

// The PartIR:Core spellings (#partir.tile<0>, #partir.sum, #partir.sum<@f>,
// #partir.any, #partir.mesh<["B"=4]>) of attributes in their canonical
// shape; nullopt otherwise (they then print as generic structs).
std::optional<std::string> partirString(const Attribute& a) {
  const NamedAttrs& f = a.getDictionary();
  const std::string& name = a.getString();
  const Attribute* dim = f.find("dim");
  const Attribute* reducer = f.find("reducer");
  if (name == "partir.tile" && f.size() == 1 && dim && dim->kind() == Attribute::Kind::kInteger &&
      dim->elementType() == ElementType::kI64)
    return fmt::format("#partir.tile<{}>", dim->getInt());
  if ((name == "partir.sum" || name == "partir.any") && f.empty()) return "#" + name;
  if (name == "partir.sum" && f.size() == 1 && reducer && reducer->kind() == Attribute::Kind::kSymbolRef)
    return "#partir.sum<" + symbol(reducer->getString()) + ">";
  if (name != "partir.mesh") return std::nullopt;
  Result<Mesh> mesh = meshOf(a, Location{});
  if (!mesh.ok()) return std::nullopt;
  std::string axes;
  for (const MeshAxis& axis : mesh->axes())
    axes += (axes.empty() ? "" : ", ") + quote(axis.name) + "=" + std::to_string(axis.size);
  return "#partir.mesh<[" + axes + "]>";
}

std::string structString(const Attribute& a) {
  const NamedAttrs& f = a.getDictionary();
  if (a.getString().starts_with("partir.")) {
    if (std::optional<std::string> s = partirString(a)) return *s;
  }
  if (a.getString() == "stablehlo.conv" && f.size() <= 9) {
    std::string in = convLayout(f, "input_", "batch_dimension", 'b', "feature_dimension", 'f');
    std::string kernel = convLayout(f, "kernel_", "input_feature_dimension", 'i', "output_feature_dimension", 'o');
    std::string out = convLayout(f, "output_", "batch_dimension", 'b', "feature_dimension", 'f');
    if (!in.empty() && !kernel.empty() && !out.empty()) {
      return fmt::format("#stablehlo.conv<{}x{}->{}>", in, kernel, out);
    }
  }
  std::string body;
  for (const auto& [name, value] : f.entries()) {
    body += (body.empty() ? "" : ", ") + name + " = " + fieldString(value);
  }
  return "#" + a.getString() + "<" + body + ">";
}

std::string attrString(const Attribute& a) {
  using K = Attribute::Kind;
  switch (a.kind()) {
    case K::kUnit: return "unit";
    case K::kBool: return a.getBool() ? "true" : "false";
    case K::kInteger: case K::kFloat: return scalarAttr(a);
    case K::kString: return quote(a.getString());
    case K::kArray: {
      std::string out = "[";
      for (size_t i = 0; i < a.getArray().size(); ++i) out += (i ? ", " : "") + attrString(a.getArray()[i]);
      return out + "]";
    }
    case K::kDenseArray: {
      std::string out = fmt::format("array<{}", elementTypeName(a.elementType()));
      const auto& v = a.getDenseArray();
      for (size_t i = 0; i < v.size(); ++i) {
        out += i ? ", " : ": ";
        out += isBoolean(a.elementType()) ? (v[i] ? "true" : "false") : std::to_string(v[i]);
      }
      return out + ">";
    }
    case K::kDenseElements:
      return denseBody(a.getDenseElements()) + " : " + a.getDenseElements().type.str();
    case K::kDictionary: return "{" + dictBody(a.getDictionary()) + "}";
    case K::kSymbolRef: return symbol(a.getString());
    case K::kType: return a.getType().str();
    case K::kEnum: return fmt::format("#{}<{} {}>", a.enumDialect(), a.enumName(), a.getString());
    case K::kStruct: return structString(a);
    case K::kOpaque: return a.getString();
  }
  return "unit";
}

std::string typeList(const std::vector<Type>& types) {
  std::string out;
  for (size_t i = 0; i < types.size(); ++i) out += (i ? ", " : "") + types[i].str();
  return out;
}

class Printer {
 public:
  std::string out;

  void module(const Module& m);

 private:
  void function(const Function& f);
  void functionResults(const Function& f);
  void region(const Region& r, bool printEntryLabel);
  void block(const Block& b, bool printLabel);
  void operation(const Operation& op);
  bool prettyOperation(const Operation& op);
  bool prettyCoreOperation(const Operation& op);
  bool prettyHloOperation(const Operation& op);
  bool prettyShardyOperation(const Operation& op);
  void prettyLoop(const Operation& op);
  void prettyManualComputation(const Operation& op);
  void genericOperation(const Operation& op);
  void results(const Operation& op);
  std::string operands(const Operation& op);
  std::string use(const Value* v) const;
  std::string defineArg(const Value* v);
  void line(const std::string& text) { out += std::string(indent_ * 2, ' ') + text + "\n"; }

  std::unordered_map<const Value*, std::string> names_;
  int nextValue_ = 0;
  int nextArg_ = 0;
  int nextBlock_ = 0;
  int indent_ = 0;
};

void Printer::module(const Module& m) {
  std::string head = "module";
  if (!m.name.empty()) head += " " + symbol(m.name);
  if (!m.attrs.empty()) head += " attributes {" + dictBody(m.attrs) + "}";
  line(head + " {");
  ++indent_;
  for (const auto& op : m.otherOps) operation(*op);
  for (const auto& f : m.functions) function(*f);
  --indent_;
  line("}");
}

void Printer::function(const Function& f) {
  names_.clear();
  nextValue_ = nextArg_ = nextBlock_ = 0;
  std::string head = "func.func ";
  if (!f.visibility.empty()) head += f.visibility + " ";
  head += symbol(f.name) + "(";
  for (size_t i = 0; i < f.argTypes.size(); ++i) {
    if (i) head += ", ";
    if (!f.isDeclaration()) head += defineArg(f.entry().argument(i)) + ": ";
    head += f.argTypes[i].str();
    if (i < f.argAttrs.size() && !f.argAttrs[i].empty()) head += " {" + dictBody(f.argAttrs[i]) + "}";
    if (i < f.argLocNames.size() && !f.argLocNames[i].empty()) head += " loc(" + quote(f.argLocNames[i]) + ")";
  }
  out += std::string(indent_ * 2, ' ') + head + ")";
  functionResults(f);
  if (!f.attrs.empty()) out += " attributes {" + dictBody(f.attrs) + "}";
  if (f.isDeclaration()) {
    out += "\n";
    return;
  }
  out += " {\n";
  ++indent_;
  region(f.body, /*printEntryLabel=*/false);
  --indent_;
  line("}");
}

void Printer::functionResults(const Function& f) {
  if (f.resultTypes.empty()) return;
  bool anyAttrs = false;
  for (const NamedAttrs& a : f.resultAttrs) anyAttrs |= !a.empty();
  if (f.resultTypes.size() == 1 && !anyAttrs) {
    out += " -> " + f.resultTypes[0].str();
    return;
  }
  out += " -> (";
  for (size_t i = 0; i < f.resultTypes.size(); ++i) {
    if (i) out += ", ";
    out += f.resultTypes[i].str();
    if (i < f.resultAttrs.size() && !f.resultAttrs[i].empty()) out += " {" + dictBody(f.resultAttrs[i]) + "}";
  }
  out += ")";
}

// Region bodies print inside braces the caller writes; the entry block's
// label is needed only when its arguments are not given elsewhere.
void Printer::region(const Region& r, bool printEntryLabel) {
  for (size_t b = 0; b < r.numBlocks(); ++b) {
    block(r.block(b), b > 0 || (printEntryLabel && r.block(b).numArguments() > 0));
  }
}

void Printer::block(const Block& b, bool printLabel) {
  if (printLabel) {
    std::string label = fmt::format("^bb{}", nextBlock_++);
    if (b.numArguments() > 0) {
      label += "(";
      for (size_t i = 0; i < b.numArguments(); ++i) {
        label += (i ? ", " : "") + defineArg(b.argument(i)) + ": " + b.argument(i)->type().str();
      }
      label += ")";
    }
    --indent_;
    line(label + ":");
    ++indent_;
  }
  for (const auto& op : b.ops()) operation(*op);
}

std::string Printer::defineArg(const Value* v) {
  std::string name = fmt::format("%arg{}", nextArg_++);
  names_[v] = name;
  return name;
}

std::string Printer::use(const Value* v) const {
  auto it = names_.find(v);
  return it == names_.end() ? "%<undefined>" : it->second;
}

void Printer::results(const Operation& op) {
  if (op.numResults() == 0) return;
  const std::string base = fmt::format("%{}", nextValue_++);
  if (op.numResults() == 1) {
    names_[op.result(0)] = base;
    out += base + " = ";
    return;
  }
  for (size_t i = 0; i < op.numResults(); ++i) names_[op.result(i)] = fmt::format("{}#{}", base, i);
  out += fmt::format("{}:{} = ", base, op.numResults());
}

std::string Printer::operands(const Operation& op) {
  std::string s;
  for (size_t i = 0; i < op.numOperands(); ++i) s += (i ? ", " : "") + use(op.operand(i));
  return s;
}

void Printer::operation(const Operation& op) {
  out += std::string(indent_ * 2, ' ');
  results(op);
  if (!prettyOperation(op)) genericOperation(op);
  out += "\n";
}

// Custom forms the parser reads back unchanged.
bool Printer::prettyOperation(const Operation& op) {
  const OpCode code = op.code();
  if (opFamily(code) == OpFamily::kCore) return prettyCoreOperation(op);
  if (opFamily(code) == OpFamily::kHlo) return prettyHloOperation(op);
  if (opFamily(code) == OpFamily::kShardy) return prettyShardyOperation(op);
  if (op.numRegions() != 0) return false;
  std::vector<Type> inTypes;
  for (const Value* v : op.operands()) inTypes.push_back(v->type());
  if (code == OpCode::kConstant && op.attrs().size() == 1 && op.numResults() == 1) {
    const Attribute* value = op.attr("value");
    if (!value || value->kind() != Attribute::Kind::kDenseElements ||
        !(Type(value->getDenseElements().type) == op.resultType(0))) {
      return false;
    }
    out += "stablehlo.constant " + attrString(*value);
    return true;
  }
  if ((code == OpCode::kReturn || code == OpCode::kFuncReturn) && op.attrs().empty() && op.numResults() == 0) {
    out += std::string(opMnemonic(code));
    if (op.numOperands()) out += " " + operands(op) + " : " + typeList(inTypes);
    return true;
  }
  if (code == OpCode::kCall && op.attrs().size() == 1 && op.attr("callee") &&
      op.attr("callee")->kind() == Attribute::Kind::kSymbolRef) {
    std::vector<Type> outTypes;
    for (size_t i = 0; i < op.numResults(); ++i) outTypes.push_back(op.resultType(i));
    out += fmt::format("func.call {}({}) : ({}) -> ({})", symbol(op.attr("callee")->getString()),
                       operands(op), typeList(inTypes), typeList(outTypes));
    return true;
  }
  if (opFamily(code) == OpFamily::kElementwise && code != OpCode::kSelect && code != OpCode::kCompare &&
      op.attrs().empty() &&
      op.numResults() == 1 && op.numOperands() > 0) {
    bool same = true;
    for (const Type& t : inTypes) same &= t == op.resultType(0);
    out += std::string(opMnemonic(code)) + " " + operands(op) + " : ";
    out += same ? op.resultType(0).str()
                : fmt::format("({}) -> {}", typeList(inTypes), op.resultType(0).str());
    return true;
  }
  return false;
}

// The PartIR:Core custom forms (semantics/core_ops.h), for ops whose
// attributes and structure are what those forms can express.
bool Printer::prettyCoreOperation(const Operation& op) {
  const NamedAttrs& attrs = op.attrs();
  auto only = [&](const char* name, Attribute::Kind kind) {
    return attrs.size() == 1 && attrs.find(name) && attrs.find(name)->kind() == kind;
  };
  std::vector<Type> inTypes;
  for (const Value* v : op.operands()) inTypes.push_back(v->type());
  switch (op.code()) {
    case OpCode::kPartirLoop: {
      const Attribute* axis = attrs.find("axis");
      const Attribute* actions = attrs.find("actions");
      if (attrs.size() != 2 || !axis || axis->kind() != Attribute::Kind::kString || !actions ||
          actions->kind() != Attribute::Kind::kArray || op.numOperands() != 0 ||
          op.numRegions() != 1 || op.region(0).numBlocks() != 1 ||
          op.region(0).front().numArguments() != 1)
        return false;
      prettyLoop(op);
      return true;
    }
    case OpCode::kPartirSlice: {
      if (!only("dim", Attribute::Kind::kInteger) || attrs.find("dim")->elementType() != ElementType::kI64 ||
          op.numOperands() != 2 || op.numResults() != 1 || op.numRegions() != 0)
        return false;
      out += fmt::format("partir.slice {} {}[{}] : {} -> {}", attrs.find("dim")->getInt(),
                         use(op.operand(0)), use(op.operand(1)), inTypes[0].str(),
                         op.resultType(0).str());
      return true;
    }
    case OpCode::kPartirTag:
      if (!only("name", Attribute::Kind::kString) || op.numOperands() != 1 || op.numResults() != 1 ||
          op.numRegions() != 0 || !(inTypes[0] == op.resultType(0)))
        return false;
      out += fmt::format("partir.tag {} {} : {}", quote(attrs.find("name")->getString()),
                         use(op.operand(0)), inTypes[0].str());
      return true;
    case OpCode::kPartirYield:
      if (!attrs.empty() || op.numResults() != 0 || op.numRegions() != 0) return false;
      out += "partir.yield";
      if (op.numOperands()) out += " " + operands(op) + " : " + typeList(inTypes);
      return true;
    default: return false;
  }
}

namespace {

// `"B", "M"`: axis names from a kArray of kString, or nullopt.
std::optional<std::string> axisNames(const Attribute& a) {
  if (a.kind() != Attribute::Kind::kArray) return std::nullopt;
  std::string out;
  for (const Attribute& n : a.getArray()) {
    if (n.kind() != Attribute::Kind::kString) return std::nullopt;
    out += (out.empty() ? "" : ", ") + quote(n.getString());
  }
  return out;
}

// `[{"B"}, {}]` from a kArray of axis-name arrays, or nullopt.
std::optional<std::string> dimAxesText(const Attribute& a) {
  if (a.kind() != Attribute::Kind::kArray) return std::nullopt;
  std::string out;
  for (const Attribute& d : a.getArray()) {
    std::optional<std::string> names = axisNames(d);
    if (!names) return std::nullopt;
    out += (out.empty() ? "{" : ", {") + *names + "}";
  }
  return "[" + out + "]";
}

}  // namespace

// The PartIR:HLO forms (semantics/hlo_ops.h, seed 000 Listing 9):
//   partir.all_slice [{"B"}, {}] %x : T -> T'      partir.all_reduce <@f> <"M"> %x : T
//   partir.all_to_all {0 -> 1} <"B"> %x : T -> T'  (reduce_scatter: optional <@f>, then axes per dim)
bool Printer::prettyHloOperation(const Operation& op) {
  const NamedAttrs& attrs = op.attrs();
  const Attribute* axes = attrs.find("axes");
  const Attribute* reducer = attrs.find("reducer");
  if (!axes || op.numOperands() != 1 || op.numResults() != 1 || op.numRegions() != 0) return false;
  if (reducer && reducer->kind() != Attribute::Kind::kSymbolRef) return false;
  const std::string red = reducer ? "<" + symbol(reducer->getString()) + "> " : "";
  const std::string x = use(op.operand(0)) + " : " + op.operandType(0).str();
  const std::string types = x + " -> " + op.resultType(0).str();
  const bool perDim = op.code() == OpCode::kPartirAllSlice || op.code() == OpCode::kPartirAllGather ||
                      op.code() == OpCode::kPartirReduceScatter;
  const std::optional<std::string> axesText = perDim ? dimAxesText(*axes) : axisNames(*axes);
  if (!axesText) return false;
  const size_t reducerAttrs = reducer ? 1 : 0;
  std::string text;
  switch (op.code()) {
    case OpCode::kPartirAllSlice:
    case OpCode::kPartirAllGather:
      if (attrs.size() != 1) return false;
      text = *axesText + " " + types;
      break;
    case OpCode::kPartirReduceScatter:
      if (attrs.size() != 1 + reducerAttrs) return false;
      text = red + *axesText + " " + types;
      break;
    case OpCode::kPartirAllReduce:
      if (attrs.size() != 1 + reducerAttrs || !(op.operandType(0) == op.resultType(0))) return false;
      text = red + "<" + *axesText + "> " + x;
      break;
    case OpCode::kPartirAllToAll: {
      const Attribute* src = attrs.find("src_dim");
      const Attribute* dst = attrs.find("dst_dim");
      if (attrs.size() != 3 || !src || !dst || src->kind() != Attribute::Kind::kInteger ||
          dst->kind() != Attribute::Kind::kInteger || src->elementType() != ElementType::kI64 ||
          dst->elementType() != ElementType::kI64)
        return false;
      text = fmt::format("{{{} -> {}}} <{}> {}", src->getInt(), dst->getInt(), *axesText, types);
      break;
    }
    default: return false;
  }
  out += op.name() + " " + text;
  return true;
}

// `partir.loop "B" [actions] (%argN: !partir.range<k>) { ... } : T, ...`.
void Printer::prettyLoop(const Operation& op) {
  const Block& body = op.region(0).front();
  out += fmt::format("partir.loop {} {} (", quote(op.attr("axis")->getString()),
                     attrString(*op.attr("actions")));
  out += defineArg(body.argument(0)) + ": " + body.argument(0)->type().str() + ") {\n";
  ++indent_;
  region(op.region(0), /*printEntryLabel=*/false);
  --indent_;
  out += std::string(indent_ * 2, ' ') + "}";
  std::vector<Type> outTypes;
  for (size_t i = 0; i < op.numResults(); ++i) outTypes.push_back(op.resultType(i));
  if (!outTypes.empty()) out += " : " + typeList(outTypes);
}

// Shardy's custom forms (ops.td assembly formats) for ops whose attributes
// are the generic spellings the parser makes of them.
bool Printer::prettyShardyOperation(const Operation& op) {
  const NamedAttrs& attrs = op.attrs();
  auto spelled = [&](const char* name, std::string_view prefix) {
    const Attribute* a = attrs.find(name);
    return a && a->kind() == Attribute::Kind::kOpaque && a->getString().starts_with(prefix) &&
           a->getString().ends_with(">");
  };
  if (op.code() == OpCode::kSdyReturn) {
    if (!attrs.empty() || op.numResults() != 0 || op.numRegions() != 0) return false;
    std::vector<Type> inTypes;
    for (const Value* v : op.operands()) inTypes.push_back(v->type());
    out += "sdy.return";
    if (op.numOperands()) out += " " + operands(op) + " : " + typeList(inTypes);
    return true;
  }
  if (attrs.size() != 3 || !spelled("in_shardings", "#sdy.sharding_per_value<[") ||
      !spelled("out_shardings", "#sdy.sharding_per_value<[") || !spelled("manual_axes", "#sdy<manual_axes{") ||
      op.numRegions() != 1 || op.region(0).numBlocks() != 1)
    return false;
  prettyManualComputation(op);
  return true;
}

// `sdy.manual_computation(%x) in_shardings=[...] out_shardings=[...]
// manual_axes={...} (%arg1: T) { ... } : (T) -> U`.
void Printer::prettyManualComputation(const Operation& op) {
  auto inner = [&](const char* name, size_t prefix) {
    const std::string& text = op.attr(name)->getString();
    return text.substr(prefix, text.size() - prefix - 1);
  };
  const size_t perValue = std::string_view("#sdy.sharding_per_value<").size();
  out += fmt::format("sdy.manual_computation({}) in_shardings={} out_shardings={} manual_axes={} (", operands(op),
                     inner("in_shardings", perValue), inner("out_shardings", perValue),
                     inner("manual_axes", std::string_view("#sdy<manual_axes").size()));
  const Block& body = op.region(0).front();
  for (size_t i = 0; i < body.numArguments(); ++i)
    out += (i ? ", " : "") + defineArg(body.argument(i)) + ": " + body.argument(i)->type().str();
  out += ") {\n";
  ++indent_;
  region(op.region(0), /*printEntryLabel=*/false);
  --indent_;
  std::vector<Type> inTypes, outTypes;
  for (const Value* v : op.operands()) inTypes.push_back(v->type());
  for (size_t i = 0; i < op.numResults(); ++i) outTypes.push_back(op.resultType(i));
  out += std::string(indent_ * 2, ' ') + fmt::format("}} : ({}) -> ({})", typeList(inTypes), typeList(outTypes));
}

void Printer::genericOperation(const Operation& op) {
  out += quote(op.name()) + "(" + operands(op) + ")";
  if (op.numRegions() > 0) {
    out += " (";
    for (size_t r = 0; r < op.numRegions(); ++r) {
      out += r ? ", {\n" : "{\n";
      indent_ += 2;
      region(op.region(r), /*printEntryLabel=*/true);
      indent_ -= 2;
      out += std::string(indent_ * 2 + 2, ' ') + "}";
    }
    out += ")";
  }
  if (!op.attrs().empty()) out += " {" + dictBody(op.attrs()) + "}";
  std::vector<Type> inTypes, outTypes;
  for (const Value* v : op.operands()) inTypes.push_back(v->type());
  for (size_t i = 0; i < op.numResults(); ++i) outTypes.push_back(op.resultType(i));
  out += fmt::format(" : ({}) -> ({})", typeList(inTypes), typeList(outTypes));
}

}  // namespace

std::string printModule(const Module& module) {
  Printer p;
  p.module(module);
  return p.out;
}

std::string printSourceFile(const SourceFile& file) {
  std::string out;
  for (size_t i = 0; i < file.modules.size(); ++i) {
    if (i) out += "\n// -----\n\n";
    out += printModule(*file.modules[i]);
  }
  return out;
}

}  // namespace partir
