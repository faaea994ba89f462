#include "tools/run_inputs.h"

#include <filesystem>
#include <map>
#include <optional>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "interp/index_space.h"
#include "interp/kernels/hlo.h"
#include "interp/npy.h"
#include "interp/random_inputs.h"
#include "interp/shape_refinement.h"
#include "rewrite/targets.h"
#include "semantics/file_io.h"
#include "semantics/parser.h"
#include "semantics/shape_polymorphism.h"
#include "semantics/verifier.h"

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

// A value of type `value` may be passed for an argument of type `declared`:
// the same element type and rank, and the same size in every static dim.
bool fits(const TensorType& value, const TensorType& declared) {
  if (value.element != declared.element || value.rank() != declared.rank()) return false;
  for (int64_t d = 0; d < value.rank(); ++d)
    if (declared.shape[d] != kDynamicSize && declared.shape[d] != value.shape[d]) return false;
  return true;
}

// numpy has no sub-byte integer and no small float (interp/npy.h): an int8
// (uint8) file is the values of an i2 or i4 (ui2, ui4) argument when each
// is in its range, and a 1-byte void file the bits of a small float one.
Result<Tensor> asByteType(Tensor t, const TensorType& expected, const std::string& path) {
  if (!fits(TensorType{t.shape(), expected.element}, expected)) return t;
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
  if (!expected.isTensor() || !fits(t->type(), expected.tensor()))
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
  if (!type.isStatic())
    return unsupported(f.loc, "@{} argument {} ({}) has a dim that no dimension variable sizes: give "
                              "--input NAME=FILE.npy for it",
                       f.name, describeArgument(f, i), type.str());
  try {
    return std::move(randomRealInputs({type}, seed)[0]);
  } catch (const DiagnosticError& e) {
    return makeError(e.diag.kind, f.loc, "@{} argument {}: {}", f.name, describeArgument(f, i), e.diag.message);
  }
}

// The arguments given by files, checked against `types`.
Result<std::map<size_t, InterpreterValue>> readInputFiles(const Function& f, const std::vector<Type>& types,
                                                          const InputOptions& options) {
  Result<std::map<size_t, InputFile>> byArg = inputsByArgument(f, options);
  if (!byArg.ok()) return byArg.error();
  std::map<size_t, InterpreterValue> values;
  for (const auto& [i, file] : *byArg) {
    Result<InterpreterValue> v = readInput(f, types[i], i, file);
    if (!v.ok()) return v.error();
    values[i] = std::move(v).value();
  }
  return values;
}

// Whether argument i, given no input, can be drawn at random.
Status drawable(const Function& f, size_t i, const Type& type, const InputOptions& options) {
  if (!type.isTensor()) return unsupported(f.loc, "@{} takes a {}; inputs are tensors", f.name, type.str());
  if (!options.random)
    return unsupported(f.loc, "@{} argument {} ({}) has no input: give --input NAME=FILE.npy for it, or --random-inputs",
                       f.name, describeArgument(f, i), type.str());
  return Status::success();
}

// `given`, and random values for the other arguments with `options.random`.
Result<Values> completeInputs(const Function& f, const std::vector<Type>& types, const InputOptions& options,
                              std::map<size_t, InterpreterValue> given) {
  Values args(types.size());
  for (size_t i = 0; i < types.size(); ++i) {
    if (auto it = given.find(i); it != given.end()) {
      args[i] = std::move(it->second);
      continue;
    }
    PARTIR_RETURN_IF_ERROR(drawable(f, i, types[i], options));
    Result<InterpreterValue> v = randomInput(f, i, types[i].tensor(), options.seed + i);
    if (!v.ok()) return v.error();
    args[i] = std::move(v).value();
  }
  return args;
}

// The items of "[a, b, ...]" split at the commas outside any <...>, [...]
// or (...).
std::vector<std::string> topLevelItems(std::string_view list) {
  std::vector<std::string> items;
  int depth = 0;
  std::string current;
  for (char c : list.substr(1, list.size() - 2)) {
    if (c == '<' || c == '[' || c == '(') ++depth;
    if (c == '>' || c == ']' || c == ')') --depth;
    if (c == ',' && depth == 0) {
      items.push_back(current);
      current.clear();
    } else {
      current += c;
    }
  }
  if (current.find_first_not_of(" \t\n") != std::string::npos) items.push_back(current);
  return items;
}

// "NAME=SIZE" of --dim.
Result<std::pair<std::string, int64_t>> splitDim(const std::string& spec) {
  const size_t eq = spec.rfind('=');
  int64_t size = -1;
  if (eq != std::string::npos && eq > 0) {
    const std::string digits = spec.substr(eq + 1);
    if (!digits.empty() && digits.size() < 12 && digits.find_first_not_of("0123456789") == std::string::npos)
      size = std::stoll(digits);
  }
  if (size < 0) return invalid(Location{}, "--dim '{}' is not NAME=SIZE with SIZE a non-negative integer", spec);
  return std::make_pair(spec.substr(0, eq), size);
}

std::string variableList(const std::vector<DimensionVariable>& vars) {
  std::vector<std::string> names;
  for (const DimensionVariable& v : vars) names.push_back(v.name);
  return names.empty() ? "none" : fmt::format("{}", fmt::join(names, ", "));
}

// Each variable's size: --dim, else the input files, else --dim '*'.
Result<std::vector<int64_t>> variableSizes(const Function& f, const std::vector<DimensionVariable>& vars,
                                           const InputOptions& options,
                                           const std::map<size_t, InterpreterValue>& files) {
  std::map<std::string, int64_t> byName;
  for (const std::string& spec : options.dims) {
    Result<std::pair<std::string, int64_t>> dim = splitDim(spec);
    if (!dim.ok()) return dim.error();
    const bool known = dim->first == "*" || std::any_of(vars.begin(), vars.end(), [&](const DimensionVariable& v) {
                         return v.name == dim->first;
                       });
    if (!known)
      return invalid(f.loc, "--dim names no dimension variable of @{}: '{}' (variables: {})", f.name, dim->first,
                     variableList(vars));
    byName[dim->first] = dim->second;
  }
  std::vector<int64_t> sizes;
  for (const DimensionVariable& v : vars) {
    std::optional<int64_t> size;
    if (byName.count(v.name)) size = byName[v.name];
    auto agree = [&](int64_t found, const std::string& where) -> Status {
      if (size && *size != found)
        return invalid(f.loc, "dimension variable '{}' of @{} is {} by --dim or another input but {} by {}", v.name,
                       f.name, *size, found, where);
      size = found;
      return Status::success();
    };
    for (const ArgumentDim& at : v.sizes)
      if (auto it = files.find(at.argument); it != files.end() && it->second.isTensor())
        PARTIR_RETURN_IF_ERROR(agree(it->second.tensor().shape()[at.dim],
                                     fmt::format("the input for {} (dim {})", describeArgument(f, at.argument), at.dim)));
    if (auto it = v.valueArgument ? files.find(*v.valueArgument) : files.end(); it != files.end()) {
      const std::optional<std::vector<int64_t>> value = it->second.isTensor() ? readIndices(it->second.tensor())
                                                                               : std::nullopt;
      if (value && value->size() == 1)
        PARTIR_RETURN_IF_ERROR(agree((*value)[0], fmt::format("the input for {}", describeArgument(f, *v.valueArgument))));
    }
    if (!size && byName.count("*")) size = byName["*"];
    if (!size)
      return unsupported(f.loc, "dimension variable '{}' of @{} has no size: give --dim {}=SIZE, or an --input for "
                                "an argument it sizes (variables: {})",
                         v.name, f.name, v.name, variableList(vars));
    sizes.push_back(*size);
  }
  return sizes;
}

// The argument types of `f` with each variable's `?` dims sized, and the
// values of its dimension arguments.
struct SizedArguments {
  std::vector<Type> types;
  std::map<size_t, Tensor> dimensionArguments;
};

SizedArguments sizeArguments(const Function& f, const std::vector<DimensionVariable>& vars,
                             const std::vector<int64_t>& sizes) {
  SizedArguments sized{f.argTypes, {}};
  for (size_t k = 0; k < vars.size(); ++k) {
    for (const ArgumentDim& at : vars[k].sizes) {
      TensorType t = sized.types[at.argument].tensor();
      t.shape[at.dim] = sizes[k];
      sized.types[at.argument] = t;
    }
    if (const std::optional<size_t> arg = vars[k].valueArgument)
      sized.dimensionArguments[*arg] = Tensor::scalar(sized.types[*arg].tensor().element, sizes[k]);
  }
  return sized;
}

Status refineAndVerify(Module& module, const std::string& entry, const std::vector<Type>& types,
                       const std::map<size_t, Tensor>& dimensionArguments) {
  PARTIR_RETURN_IF_ERROR(refineShapes(module, *module.lookup(entry), types, dimensionArguments));
  return verifyModule(module);
}

}  // namespace

Result<std::vector<Tensor>> parseArgsList(const std::string& list) {
  const size_t first = list.find_first_not_of(" \t"), last = list.find_last_not_of(" \t");
  if (first == std::string::npos || list[first] != '[' || list[last] != ']')
    return invalid(Location{}, "--args '{}' is not a list [dense<...> : tensor<...>, ...]", list);
  // Each literal is read as the value of a constant, by the parser and the
  // constant kernel: the same rules as a literal in a program.
  std::string program = "func.func @args() {\n";
  std::vector<std::string> items = topLevelItems(std::string_view(list).substr(first, last - first + 1));
  for (size_t i = 0; i < items.size(); ++i)
    program += fmt::format("  %a{} = stablehlo.constant {}\n", i, items[i]);
  program += "  func.return\n}\n";
  Result<SourceFile> file = parseSource(program, "--args");
  if (!file.ok()) return invalid(Location{}, "--args: {}", file.error().message);
  std::vector<Tensor> values;
  for (const auto& op : file->modules.at(0)->functions.at(0)->entry().ops()) {
    if (op->code() != OpCode::kConstant) continue;
    const Attribute* value = op->attr("value");
    if (!value || value->kind() != Attribute::Kind::kDenseElements)
      return invalid(Location{}, "--args: element {} is not a dense literal", values.size());
    try {
      values.push_back(Tensor::fromDense(value->getDenseElements()));
    } catch (const DiagnosticError& e) {
      return makeError(e.diag.kind, Location{}, "--args: {}", e.diag.message);
    }
  }
  return values;
}

std::string argsOfRunLine(std::string_view text) {
  constexpr std::string_view kFlag = "--args=\"";
  for (size_t at = text.find("// RUN:"); at != std::string_view::npos; at = text.find("// RUN:", at + 1)) {
    const std::string_view line = text.substr(at, text.find('\n', at) - at);
    if (line.find(" not ") != std::string_view::npos || line.find("--interpret") == std::string_view::npos) continue;
    const size_t flag = line.find(kFlag);
    if (flag == std::string_view::npos) continue;
    const size_t end = line.find('"', flag + kFlag.size());
    if (end != std::string_view::npos) return std::string(line.substr(flag + kFlag.size(), end - flag - kFlag.size()));
  }
  return "";
}

namespace {

// The arguments given by files and by --args, checked against `argTypes`.
Result<std::map<size_t, InterpreterValue>> givenInputs(const Function& f, const std::vector<Type>& argTypes,
                                                       const InputOptions& options) {
  Result<std::map<size_t, InterpreterValue>> files = readInputFiles(f, argTypes, options);
  if (!files.ok()) return files.error();
  if (!options.args.empty()) {
    Result<std::vector<Tensor>> args = parseArgsList(options.args);
    if (!args.ok()) return args.error();
    if (args->size() != argTypes.size())
      return invalid(f.loc, "--args has {} values; @{} takes {} arguments", args->size(), f.name, argTypes.size());
    for (size_t i = 0; i < args->size(); ++i) {
      if (!(Type((*args)[i].type()) == argTypes[i]))
        return invalid(f.loc, "--args value {} is {}; argument {} of @{} is {}", i, (*args)[i].type().str(),
                       describeArgument(f, i), f.name, argTypes[i].str());
      if (!files->count(i)) (*files)[i] = InterpreterValue((*args)[i]);
    }
  }
  return files;
}

// Device d's shard of random argument i (the block randomRealBlock draws).
Result<InterpreterValue> randomShard(const Function& f, size_t i, const TensorType& whole, uint64_t seed,
                                     const ChunkBox& box) {
  try {
    return InterpreterValue(randomRealBlock(whole, seed, box.start, box.shape));
  } catch (const DiagnosticError& e) {
    return makeError(e.diag.kind, f.loc, "@{} argument {}: {}", f.name, describeArgument(f, i), e.diag.message);
  }
}

// Device d's block of a file argument.
Result<InterpreterValue> fileShard(const std::string& path, const ChunkBox& box) {
  Result<Tensor> block = readNpyBlock(path, box.start, box.shape);
  if (!block.ok()) return block.error();
  return InterpreterValue(std::move(block).value());
}

}  // namespace

Result<Values> assembleInputs(const Function& f, const std::vector<Type>& argTypes, const InputOptions& options) {
  Result<std::map<size_t, InterpreterValue>> given = givenInputs(f, argTypes, options);
  if (!given.ok()) return given.error();
  return completeInputs(f, argTypes, options, std::move(given).value());
}

Result<std::vector<Values>> deviceInputs(const Function& f, const MeshInterpreter& mesh, const InputOptions& options) {
  const std::vector<Type> types = mesh.globalArgumentTypes(f);
  // A file holding exactly the argument's tensor is read block by block;
  // the others (converted, or with --args) are read whole and cut.
  Result<std::map<size_t, InputFile>> files = inputsByArgument(f, options);
  if (!files.ok()) return files.error();
  std::map<size_t, std::string> blockFiles;
  InputOptions whole = options;
  whole.files.clear();
  for (const auto& [i, file] : *files) {
    Result<TensorType> held = readNpyType(file.path);
    if (options.args.empty() && held.ok() && types[i].isTensor() && *held == types[i].tensor())
      blockFiles[i] = file.path;
    else
      whole.files.push_back(file.name + "=" + file.path);
  }
  Result<std::map<size_t, InterpreterValue>> given = givenInputs(f, types, whole);
  if (!given.ok()) return given.error();
  for (size_t i = 0; i < types.size(); ++i)
    if (!given->count(i) && !blockFiles.count(i)) PARTIR_RETURN_IF_ERROR(drawable(f, i, types[i], options));
  const DeviceGrid grid(mesh.mesh());
  std::vector<Values> perDevice(static_cast<size_t>(mesh.numDevices()));
  // Devices holding the same chunk (a replicated argument, or one split over
  // other axes) share one tensor, as the threaded mesh's devices do.
  std::map<std::pair<size_t, std::vector<int64_t>>, InterpreterValue> drawn;
  for (int64_t d = 0; d < mesh.numDevices(); ++d) {
    if (!mesh.runsHere(d)) continue;
    for (size_t i = 0; i < types.size(); ++i) {
      const std::optional<DimAxes> s = shardingOf(f.argAttrs[i]);
      if (auto it = given->find(i); it != given->end()) {
        perDevice[d].push_back(s ? InterpreterValue(chunkOf(grid, d, it->second.tensor(), *s)) : it->second);
        continue;
      }
      const TensorType& t = types[i].tensor();
      const ChunkBox box = s ? chunkBox(grid, d, t.shape, *s) : ChunkBox{std::vector<int64_t>(t.shape.size()), t.shape};
      auto [it, fresh] = drawn.try_emplace({i, box.start});
      if (fresh) {
        Result<InterpreterValue> shard = blockFiles.count(i) ? fileShard(blockFiles[i], box)
                                                             : randomShard(f, i, t, options.seed + i, box);
        if (!shard.ok()) return shard.error();
        it->second = std::move(shard).value();
      }
      perDevice[d].push_back(it->second);
    }
  }
  return perDevice;
}

Result<SourceFile> loadRefinedFile(const std::string& path, const std::string& entry,
                                   const std::vector<std::string>& dims) {
  Result<SourceFile> file = parseFile(path);
  if (!file.ok()) return file;
  for (const auto& module : file->modules) {
    if (!hasDynamicShapes(*module)) {
      PARTIR_RETURN_IF_ERROR(verifyModule(*module));
      continue;
    }
    Result<const Function*> f = chooseEntryFunction(*module, entry);
    if (!f.ok()) return f.error();
    const std::vector<DimensionVariable> vars = dimensionVariables(*module, **f);
    InputOptions options;
    options.dims = dims;
    Result<std::vector<int64_t>> sizes = variableSizes(**f, vars, options, {});
    if (!sizes.ok()) return sizes.error();
    SizedArguments sized = sizeArguments(**f, vars, *sizes);
    for (size_t i = 0; i < sized.types.size(); ++i)
      if (hasDynamicDims(sized.types[i]))
        return unsupported((*f)->loc, "@{} argument {} ({}) has a dim that no dimension variable sizes: "
                                      "partition and check refine by --dim alone (docs/cli.md)",
                           (*f)->name, describeArgument(**f, i), sized.types[i].str());
    PARTIR_RETURN_IF_ERROR(refineAndVerify(*module, (*f)->name, sized.types, sized.dimensionArguments));
  }
  return file;
}

Result<RefinedRun> refineForInputs(const Module& module, const Function& f, const InputOptions& options) {
  const std::vector<DimensionVariable> vars = dimensionVariables(module, f);
  Result<std::map<size_t, InterpreterValue>> given = readInputFiles(f, f.argTypes, options);
  if (!given.ok()) return given.error();
  Result<std::vector<int64_t>> sizes = variableSizes(f, vars, options, *given);
  if (!sizes.ok()) return sizes.error();
  SizedArguments sized = sizeArguments(f, vars, *sizes);
  std::vector<Type>& types = sized.types;
  for (const auto& [arg, value] : sized.dimensionArguments)
    if (!given->count(arg)) (*given)[arg] = value;
  Result<Values> args = completeInputs(f, types, options, std::move(given).value());
  if (!args.ok()) return args.error();
  for (size_t i = 0; i < args->size(); ++i) types[i] = (*args)[i].type();
  RefinedRun run{cloneModule(module), std::move(args).value()};
  PARTIR_RETURN_IF_ERROR(refineAndVerify(*run.module, f.name, types, sized.dimensionArguments));
  return run;
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

namespace {

std::string shardFileName(size_t result, const std::vector<int64_t>& index) {
  std::string name = fmt::format("result_{}.shard", result);
  for (int64_t i : index) name += fmt::format("_{}", i);
  return name + ".npy";
}

nlohmann::json shardManifest(const std::vector<ResultLayout>& layouts) {
  nlohmann::json results = nlohmann::json::array();
  for (size_t j = 0; j < layouts.size(); ++j) {
    nlohmann::json shards = nlohmann::json::array();
    for (const ResultChunk& c : layouts[j].chunks)
      shards.push_back({{"file", shardFileName(j, c.index)}, {"start", c.box.start}, {"shape", c.box.shape},
                        {"devices", c.devices}});
    results.push_back({{"result", j}, {"type", layouts[j].global.str()}, {"shape", layouts[j].global.shape},
                       {"shards", std::move(shards)}});
  }
  return {{"format", "partir shards 1"}, {"results", std::move(results)}};
}

}  // namespace

Result<std::vector<std::string>> writeShards(const std::vector<ResultLayout>& layouts,
                                             const std::vector<Values>& perDevice, const std::string& dir,
                                             const std::function<bool(int64_t)>& runsHere, bool manifest) {
  PARTIR_RETURN_IF_ERROR(makeOutputDirectory(dir, "the output directory"));
  std::vector<std::string> paths;
  for (size_t j = 0; j < layouts.size(); ++j)
    for (const ResultChunk& c : layouts[j].chunks) {
      paths.push_back((std::filesystem::path(dir) / shardFileName(j, c.index)).string());
      const int64_t writer = c.devices.front();
      if (runsHere(writer)) PARTIR_RETURN_IF_ERROR(writeNpy(perDevice[writer].at(j).tensor(), paths.back()));
    }
  paths.push_back((std::filesystem::path(dir) / "shards.json").string());
  if (manifest) PARTIR_RETURN_IF_ERROR(writeOutputFile(paths.back(), shardManifest(layouts).dump(1) + "\n", "the shards' manifest"));
  return paths;
}

}  // namespace partir
