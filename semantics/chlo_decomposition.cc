#include "semantics/chlo_decomposition.h"

#include <algorithm>
#include <complex>
#include <cstring>
#include <fmt/format.h>
#include <map>

#include "semantics/parser.h"
#include "semantics/verifier.h"

namespace partir {
namespace {

// One function of the library: `op` on the element types `instances`,
// written in `templateType`.
struct Decomposition {
  std::string op;
  std::vector<ElementType> instances;
  ElementType templateType;
  const Function* function;
};

struct Library {
  std::vector<std::unique_ptr<Module>> modules;
  std::vector<Decomposition> decompositions;
  Status status = Status::success();
};

[[noreturn]] void libraryError(const std::string& file, const std::string& what) {
  fail(ErrorKind::kInternal, Location{}, "chlo decomposition library, {}: {}", file, what);
}

// The `chlo.instances` of `f`: the element types it serves.
std::vector<ElementType> instancesOf(const Function& f, const std::string& file) {
  const Attribute* list = f.attrs.find("chlo.instances");
  if (!list || list->kind() != Attribute::Kind::kArray)
    libraryError(file, fmt::format("@{} has no chlo.instances = [\"f32\", ...]", f.name));
  std::vector<ElementType> out;
  for (const Attribute& a : list->getArray()) {
    std::optional<ElementType> t =
        a.kind() == Attribute::Kind::kString ? parseElementType(a.getString()) : std::nullopt;
    if (!t) libraryError(file, fmt::format("@{}: chlo.instances holds a non-type", f.name));
    out.push_back(*t);
  }
  return out;
}

// Decompositions are pointwise on scalars: each type is a rank-0 tensor and
// each op elementwise (CHLO rows too), a constant or the return.
void checkPointwise(const Function& f, const std::string& file) {
  const auto scalar = [](const Type& t) { return t.isTensor() && t.tensor().rank() == 0 && !t.tensor().quant; };
  for (const Type& t : f.argTypes)
    if (!scalar(t)) libraryError(file, fmt::format("@{} takes {}, not a scalar", f.name, t.str()));
  walk(f.body, [&](Operation& op) {
    const bool pointwise = opFamily(op.code()) == OpFamily::kElementwise || op.code() == OpCode::kConstant ||
                           op.code() == OpCode::kFuncReturn;
    if (!pointwise || op.numRegions() != 0)
      libraryError(file, fmt::format("@{}: {} is not pointwise", f.name, op.name()));
    for (size_t i = 0; i < op.numResults(); ++i)
      if (!scalar(op.resultType(i))) libraryError(file, fmt::format("@{}: {} is not on scalars", f.name, op.name()));
  });
}

void addFile(Library& lib, const ChloLibraryFile& file) {
  Result<SourceFile> parsed = parseSource(file.text, "semantics/chlo/" + file.name);
  if (!parsed.ok()) libraryError(file.name, parsed.error().str());
  const std::string op = "chlo." + file.name.substr(0, file.name.rfind('.'));
  for (auto& module : parsed->modules) {
    if (Status s = verifyModule(*module); !s.ok()) libraryError(file.name, s.error().str());
    for (const auto& f : module->functions) {
      checkPointwise(*f, file.name);
      const ElementType templateType = f->argTypes.at(0).tensor().element;
      for (ElementType t : instancesOf(*f, file.name)) {
        const bool retypable = t == templateType || (isFloat(t) && isFloat(templateType)) ||
                               (isComplex(t) && isComplex(templateType));
        if (!retypable) libraryError(file.name, fmt::format("@{} cannot serve {}", f->name, elementTypeName(t)));
        for (const Decomposition& d : lib.decompositions)
          if (d.op == op && std::count(d.instances.begin(), d.instances.end(), t))
            libraryError(file.name, fmt::format("two functions serve {}", elementTypeName(t)));
      }
      lib.decompositions.push_back({op, instancesOf(*f, file.name), templateType, f.get()});
    }
    lib.modules.push_back(std::move(module));
  }
}

Library buildLibrary(const std::vector<ChloLibraryFile>& files) {
  Library l;
  try {
    for (const ChloLibraryFile& file : files) addFile(l, file);
  } catch (const DiagnosticError& e) {
    l.status = e.diag;
    l.decompositions.clear();
  }
  return l;
}

const Library& library() {
  static const Library lib = buildLibrary(ChloLibraryFiles());
  return lib;
}

// The function serving `op` on `element`, and the element type it computes
// in (f32 for a narrower float that only the f32 instance serves).
std::optional<std::pair<const Decomposition*, ElementType>> lookup(std::string_view op, ElementType element) {
  const auto find = [&](ElementType t) -> const Decomposition* {
    for (const Decomposition& d : library().decompositions)
      if (d.op == op && std::count(d.instances.begin(), d.instances.end(), t)) return &d;
    return nullptr;
  };
  if (const Decomposition* d = find(element)) return std::pair{d, element};
  const bool upcast = isFloat(element) && bitWidth(element) < 32;  // materializeWithUpcast
  if (const Decomposition* d = upcast ? find(ElementType::kF32) : nullptr) return std::pair{d, ElementType::kF32};
  return std::nullopt;
}

// `t` as an instance type: `shape`, and the template type (or part type)
// replaced by the instance's.
Type instanceType(const Type& t, ElementType from, ElementType to, const Shape& shape) {
  ElementType e = t.tensor().element;
  if (e == from) e = to;
  else if (isComplex(from) && e == complexPartType(from)) e = complexPartType(to);
  return Type::tensor(shape, e);
}

// The bytes of `value` (a real or a complex number) as an element of `t`,
// rounded to nearest as APFloat's convert rounds getConstantLike's double.
void encodeFloat(std::complex<double> value, ElementType t, uint8_t* dst) {
  if (isComplex(t)) {
    const ElementType part = complexPartType(t);
    encodeFloat(value.real(), part, dst);
    return encodeFloat(value.imag(), part, dst + byteWidth(part));
  }
  if (t == ElementType::kF64) {
    const double d = value.real();
    return std::memcpy(dst, &d, 8), void();
  }
  if (t == ElementType::kF32) {
    const float f = static_cast<float>(value.real());
    return std::memcpy(dst, &f, 4), void();
  }
  const uint16_t bits = narrowFloatBits(t, value.real());
  std::memcpy(dst, &bits, static_cast<size_t>(byteWidth(t)));
}

std::complex<double> decodeFloat(const DenseElements& d) {
  const ElementType t = d.type.element;
  if (!isComplex(t)) return d.floatAt(0);
  const ElementType part = complexPartType(t);
  double re = 0, im = 0;
  if (part == ElementType::kF32) {
    float p[2];
    std::memcpy(p, d.bytes.data(), 8);
    re = p[0], im = p[1];
  } else {
    std::memcpy(&re, d.bytes.data(), 8);
    std::memcpy(&im, d.bytes.data() + 8, 8);
  }
  return {re, im};
}

// A constant of the template as a splat of the instance.
Attribute instanceConstant(const DenseElements& scalar, const Type& type) {
  DenseElements out{type.tensor(), true, {}, ""};
  if (scalar.type.element == type.tensor().element) {
    out.bytes = scalar.bytes;
  } else {
    out.bytes.resize(static_cast<size_t>(byteWidth(type.tensor().element)));
    encodeFloat(decodeFloat(scalar), type.tensor().element, out.bytes.data());
  }
  return Attribute::denseElements(std::move(out));
}

std::unique_ptr<Operation> convertOp(Value* from, const Type& to, const Location& loc) {
  auto op = std::make_unique<Operation>(OpCode::kConvert, "stablehlo.convert", loc);
  op->addOperand(from);
  op->addResult(to);
  return op;
}

// Wraps the body of `f` (computing in f32) in converts from and to the
// operands' narrower float type (materializeWithUpcast).
void upcastBody(Function& f, std::span<const Type> operandTypes) {
  Block& entry = f.entry();
  const Operation* first = entry.ops().front().get();
  for (size_t i = 0; i < entry.numArguments(); ++i) {
    Value* arg = entry.argument(i);
    const Type wide = arg->type();
    Operation* convert = insertBefore(entry, first, convertOp(arg, wide, f.loc));
    replaceAllUses(f.body, arg, convert->result(0));
    convert->setOperand(0, arg);
    arg->setType(operandTypes[i]);
    f.argTypes[i] = operandTypes[i];
  }
  Operation* ret = entry.terminator();
  const Type narrow = Type::tensor(operandTypes[0].tensor().shape, operandTypes[0].tensor().element);
  for (size_t i = 0; i < ret->numOperands(); ++i) {
    if (!isFloat(ret->operandType(i).tensor().element)) continue;
    Operation* convert = insertBefore(entry, ret, convertOp(ret->operand(i), narrow, f.loc));
    ret->setOperand(i, convert->result(0));
    f.resultTypes[i] = narrow;
  }
}

}  // namespace

Status checkChloLibrary() { return library().status; }

Status checkChloLibrary(const std::vector<ChloLibraryFile>& files) { return buildLibrary(files).status; }

bool hasChloDecomposition(std::string_view op, ElementType element) { return lookup(op, element).has_value(); }

std::vector<std::string> chloDecompositionSummary() {
  std::map<std::string, std::vector<std::string>> served;
  for (const Decomposition& d : library().decompositions)
    for (ElementType t : d.instances) served[d.op].emplace_back(elementTypeName(t));
  std::vector<std::string> out;
  for (auto& [op, types] : served) {
    std::sort(types.begin(), types.end());
    const bool upcast = std::count(types.begin(), types.end(), "f32") > 0;
    out.push_back(fmt::format("{}: {}{}", op, fmt::join(types, " "), upcast ? " (narrower floats via f32)" : ""));
  }
  return out;
}

Result<std::unique_ptr<Module>> instantiateChloDecomposition(std::string_view op,
                                                             std::span<const Type> operandTypes) {
  PARTIR_RETURN_IF_ERROR(checkChloLibrary());
  const TensorType& first = operandTypes.front().tensor();
  const auto found = lookup(op, first.element);
  if (!found) {
    return makeError(ErrorKind::kUnsupported, Location{}, "{} has no decomposition for {}", op,
                     elementTypeName(first.element));
  }
  const Decomposition* decomposition = found->first;
  const ElementType computeType = found->second;
  auto module = std::make_unique<Module>();
  std::unique_ptr<Function> f = cloneFunction(*decomposition->function);
  const auto retype = [&](const Type& t) {
    return instanceType(t, decomposition->templateType, computeType, first.shape);
  };
  for (size_t i = 0; i < f->argTypes.size(); ++i) {
    f->argTypes[i] = retype(f->argTypes[i]);
    f->entry().argument(i)->setType(f->argTypes[i]);
  }
  for (Type& t : f->resultTypes) t = retype(t);
  walk(f->body, [&](Operation& o) {
    for (size_t i = 0; i < o.numResults(); ++i) o.result(i)->setType(retype(o.resultType(i)));
    if (o.code() == OpCode::kConstant)
      o.attrs().set("value", instanceConstant(o.attr("value")->getDenseElements(), o.resultType(0)));
  });
  if (computeType != first.element) upcastBody(*f, operandTypes);
  f->name = "main";
  f->attrs = {};
  module->functions.push_back(std::move(f));
  PARTIR_RETURN_IF_ERROR(verifyModule(*module));
  return module;
}

}  // namespace partir
