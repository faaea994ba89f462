#include "tools/run_inputs.h"

#include <filesystem>
#include <map>
#include <optional>

#include <fmt/format.h>

#include "interp/npy.h"
#include "interp/random_inputs.h"
#include "semantics/file_io.h"

namespace partir {

namespace {

// The names argument i answers to on the command line: its jax.arg_info and
// loc names (semantics/ir.h argumentNames), its spelling, and %argN.
// Argument i's spelling in the program ("x" for %x), "" for a declaration.
std::string argumentSpelling(const Function& f, size_t i) {
  return f.isDeclaration() ? "" : f.entry().argument(i)->name();
}

std::vector<std::string> inputNames(const Function& f, size_t i) {
  std::vector<std::string> names = argumentNames(f, i);
  const std::string spelling = argumentSpelling(f, i);
  if (!spelling.empty()) names.push_back("%" + spelling);
  names.push_back(fmt::format("%arg{}", i));
  return names;
}

// "%arg1 'w1'", or "%arg1" for an unnamed argument; by the program's own
// spelling ("%x") where it has one.
std::string describeArgument(const Function& f, size_t i) {
  const std::vector<std::string> names = argumentNames(f, i);
  const std::string spelling = argumentSpelling(f, i);
  const std::string ref = spelling.empty() ? fmt::format("%arg{}", i) : "%" + spelling;
  return names.empty() ? ref : fmt::format("{} '{}'", ref, names.front());
}

std::string argumentList(const Function& f) {
  std::vector<std::string> parts;
  for (size_t i = 0; i < f.argTypes.size(); ++i) parts.push_back(describeArgument(f, i));
  return fmt::format("{}", fmt::join(parts, ", "));
}

std::optional<size_t> argumentNamed(const Function& f, const std::string& name) {
  for (size_t i = 0; i < f.argTypes.size(); ++i)
    for (const std::string& n : inputNames(f, i))
      if (n == name) return i;
  return std::nullopt;
}

struct InputFile {
  std::string name, path;
};

Result<InputFile> splitInput(const std::string& spec) {
  const size_t eq = spec.rfind('=');
  if (eq == std::string::npos || eq == 0 || eq + 1 == spec.size())
    return invalid(Location{}, "--input '{}' is not NAME=PATH.npy", spec);
  return InputFile{spec.substr(0, eq), spec.substr(eq + 1)};
}

// numpy has no sub-byte integer and no small float (interp/npy.h): an int8
// (uint8) file is the values of an i2 or i4 (ui2, ui4) argument when each
// is in its range, and a 1-byte void file the bits of a small float one.
Result<Tensor> asByteType(Tensor t, const TensorType& expected, const std::string& path) {
  if (t.shape() != expected.shape) return t;
  if (isSmallFloat(expected.element) && isSmallFloat(t.elementType())) return t.withElementType(expected.element);
  const bool carrier = isSubByteInteger(expected.element) &&
                       t.elementType() == (isSignedInteger(expected.element) ? ElementType::kI8 : ElementType::kUI8);
  if (!carrier) return t;
  for (int64_t i = 0; i < t.numElements(); ++i) {
    const int64_t v = isSignedInteger(expected.element) ? t.get<int8_t>(i) : t.get<uint8_t>(i);
    if (wrapInteger(v, expected.element) != v)
      return invalid(Location{path}, "element {} ({}) is out of range for {}", i, v, elementTypeName(expected.element));
  }
  return t.withElementType(expected.element);
}

// Reads the file for argument i and checks its type against the argument's.
Result<InterpreterValue> readInput(const Function& f, const Type& expected, size_t i, const InputFile& in) {
  Result<Tensor> t = readNpy(in.path);
  if (!t.ok()) return t.error();
  if (expected.isTensor()) t = asByteType(std::move(t).value(), expected.tensor(), in.path);
  if (!t.ok()) return t.error();
  if (!expected.isTensor() || !(t->type() == expected.tensor()))
    return invalid(f.loc, "input '{}' ({}) is {}; argument {} of @{} is {}", in.name, in.path,
                   t->type().str(), describeArgument(f, i), f.name, expected.str());
  return InterpreterValue(std::move(t).value());
}

// Argument index -> its file, refusing unknown names and duplicates.
Result<std::map<size_t, InputFile>> inputsByArgument(const Function& f, const InputOptions& options) {
  std::map<size_t, InputFile> byArg;
  for (const std::string& spec : options.files) {
    Result<InputFile> in = splitInput(spec);
    if (!in.ok()) return in.error();
    const std::optional<size_t> i = argumentNamed(f, in->name);
    if (!i)
      return invalid(f.loc, "input '{}' names no argument of @{} (arguments: {})", in->name, f.name,
                     argumentList(f));
    if (byArg.count(*i))
      return invalid(f.loc, "inputs '{}' and '{}' both name argument {} of @{}", byArg[*i].name,
                     in->name, describeArgument(f, *i), f.name);
    byArg[*i] = std::move(in).value();
  }
  return byArg;
}

// Argument i drawn at random; a type over the tensor size limit (or more
// than the machine can allocate) is refused, naming the argument.
Result<InterpreterValue> randomInput(const Function& f, size_t i, const TensorType& type, uint64_t seed) {
  try {
    return std::move(randomRealInputs({type}, seed)[0]);
  } catch (const DiagnosticError& e) {
    return makeError(e.diag.kind, f.loc, "@{} argument {}: {}", f.name, describeArgument(f, i), e.diag.message);
  }
}

}  // namespace

Result<Values> assembleInputs(const Function& f, const std::vector<Type>& argTypes, const InputOptions& options) {
  Result<std::map<size_t, InputFile>> byArg = inputsByArgument(f, options);
  if (!byArg.ok()) return byArg.error();
  std::vector<TensorType> types;
  for (const Type& t : argTypes) {
    if (!t.isTensor()) return unsupported(f.loc, "@{} takes a {}; inputs are tensors", f.name, t.str());
    types.push_back(t.tensor());
  }
  Values args(types.size());
  for (const auto& [i, file] : *byArg) {  // the files first: their errors outrank a missing input
    Result<InterpreterValue> v = readInput(f, argTypes[i], i, file);
    if (!v.ok()) return v.error();
    args[i] = std::move(v).value();
  }
  for (size_t i = 0; i < types.size(); ++i) {
    if (byArg->count(i)) continue;
    if (options.random) {
      Result<InterpreterValue> v = randomInput(f, i, types[i], options.seed + i);
      if (!v.ok()) return v.error();
      args[i] = std::move(v).value();
    } else {
      return unsupported(f.loc, "@{} argument {} ({}) has no input: give --input NAME=FILE.npy "
                                "for it, or --random-inputs",
                     f.name, describeArgument(f, i), argTypes[i].str());
    }
  }
  return args;
}

Result<std::vector<std::string>> writeOutputs(const Function& f, const Values& results,
                                              const std::string& dir) {
  PARTIR_RETURN_IF_ERROR(makeOutputDirectory(dir, "the output directory"));
  std::vector<std::string> paths;
  for (size_t i = 0; i < results.size(); ++i) {
    if (!results[i].isTensor())
      return unsupported(f.loc, "result {} of @{} is {}; .npy files hold tensors", i, f.name,
                         results[i].type().str());
    const std::string path = (std::filesystem::path(dir) / fmt::format("result_{}.npy", i)).string();
    if (Status s = writeNpy(results[i].tensor(), path); !s.ok()) return s.error();
    paths.push_back(path);
  }
  return paths;
}

}  // namespace partir
