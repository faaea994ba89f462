#include "tools/args_command.h"

#include <algorithm>
#include <optional>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "rewrite/partitioner.h"
#include "rewrite/tactics.h"
#include "rewrite/targets.h"
#include "semantics/load.h"
#include "tools/json_text.h"
#include "tools/run_command.h"

namespace partir {

namespace {

// Users listed per argument: enough to recognize the argument's role.
constexpr size_t kMaxUsers = 3;

struct AxisDims {
  MeshAxis axis;
  std::vector<int64_t> dims;
  // Why each other dim is not tileable on the axis: "2 does not divide dim
  // 0 (33)", "dim 1: its tile reaches no op".
  std::vector<std::string> whyNot;
};

struct ArgumentInfo {
  size_t index = 0;
  std::string name;
  std::string type;
  bool donated = false;
  Shape dims;
  std::vector<std::string> users;  // the first kMaxUsers
  size_t userCount = 0;
  std::vector<AxisDims> tileable;  // one per --mesh axis
};

// JAX marks a donated buffer with `tf.aliasing_output = k` (it aliases
// result k) or `jax.buffer_donor = true` (jax.jit donate_argnums).
bool isDonated(const Function& f, size_t i) {
  if (i >= f.argAttrs.size()) return false;
  if (f.argAttrs[i].find("tf.aliasing_output")) return true;
  const Attribute* donor = f.argAttrs[i].find("jax.buffer_donor");
  return donor && donor->kind() == Attribute::Kind::kBool && donor->getBool();
}

// "%3 = stablehlo.add (line 12)", "%5:2 = stablehlo.while (line 20)",
// "func.return (line 30)".
std::string userStr(const Operation& op) {
  std::vector<std::string> results;
  for (size_t r = 0; r < op.numResults(); ++r) results.push_back("%" + op.result(r)->name());
  if (!results.empty() && results.front().find('#') != std::string::npos)
    results = {fmt::format("{}:{}", results.front().substr(0, results.front().find('#')), op.numResults())};
  const std::string lhs = results.empty() ? "" : fmt::format("{} = ", fmt::join(results, ", "));
  return fmt::format("{}{} (line {})", lhs, op.name(), op.loc().line);
}

// The ops (nested ones included, in program order) that read `v`.
void addUsers(const Function& f, const Value* v, ArgumentInfo& info) {
  walk(f.body, [&](const Operation& op) {
    if (std::find(op.operands().begin(), op.operands().end(), v) == op.operands().end()) return;
    if (info.userCount++ < kMaxUsers) info.users.push_back(userStr(op));
  });
}

// A schedule line `ARG = dim` on `axis`, as a manual tactic runs it
// (rewrite/tactics.cc applyChoice: the tile action, then propagate): the
// action is accepted and propagation (seed 000 §5.2.2) carries the tile
// into at least one op, i.e. adds a level beyond the tile's own.
bool tilePropagates(const Module& work, const Function& entry, const Mesh& mesh, size_t arg, int64_t dim,
                    const std::string& axis) {
  Partitioner partitioner(work, entry, mesh);
  const int64_t before = partitioner.totalLevels();
  if (!partitioner.tile(entry.entry().argument(arg), dim, axis).ok()) return false;
  partitioner.propagate();
  return partitioner.totalLevels() - before > 1;
}

std::vector<AxisDims> tileableDims(const Module& work, const Function& entry, const Mesh& mesh, size_t arg) {
  std::vector<AxisDims> found;
  const Type& type = entry.entry().argument(arg)->type();
  for (const MeshAxis& axis : mesh.axes()) {
    AxisDims& t = found.emplace_back(AxisDims{axis, {}, {}});
    for (int64_t d = 0; type.isTensor() && d < type.tensor().rank(); ++d) {
      const int64_t size = type.tensor().shape[d];
      // DESIGN.md "partir.slice": dim d must be divisible by the axis size.
      if (size % axis.size != 0) t.whyNot.push_back(fmt::format("{} does not divide dim {} ({})", axis.size, d, size));
      else if (tilePropagates(work, entry, mesh, arg, d, axis.name)) t.dims.push_back(d);
      else t.whyNot.push_back(fmt::format("dim {}: its tile reaches no op", d));
    }
  }
  return found;
}

ArgumentInfo argumentInfo(const Function& f, size_t i) {
  const Value* arg = f.entry().argument(i);
  std::vector<std::string> names = argumentNames(f, i);
  ArgumentInfo info;
  info.index = i;
  // The name a schedule can target (rewrite/targets.h): JAX's, the loc's,
  // or the program's own spelling, `%argN` only when it has none.
  info.name = !names.empty()          ? names.front()
              : !arg->name().empty() ? "%" + arg->name()
                                      : fmt::format("%arg{}", i);
  info.type = arg->type().str();
  info.donated = isDonated(f, i);
  if (arg->type().isTensor()) info.dims = arg->type().tensor().shape;
  addUsers(f, arg, info);
  return info;
}

// The arguments of `module`'s @entry; with a mesh, the module is prepared as
// `partir partition` prepares it (calls inlined) for the tiling analysis.
Result<std::vector<ArgumentInfo>> argumentInfos(const Module& module, const Function& entry,
                                                const std::optional<Mesh>& mesh) {
  std::vector<ArgumentInfo> infos;
  for (size_t i = 0; i < entry.entry().numArguments(); ++i) infos.push_back(argumentInfo(entry, i));
  if (!mesh) return infos;
  Result<std::unique_ptr<Module>> work = modulePreparedForPartitioning(module, entry.name, *mesh);
  if (!work.ok()) return work.error();
  const Function& prepared = *work.value()->lookup(entry.name);
  for (ArgumentInfo& info : infos) info.tileable = tileableDims(*work.value(), prepared, *mesh, info.index);
  return infos;
}

nlohmann::ordered_json argumentJson(const ArgumentInfo& a) {
  nlohmann::ordered_json j = {{"index", a.index}, {"name", a.name},   {"type", a.type},
                              {"donated", a.donated}, {"dims", a.dims}, {"users", a.users}};
  if (a.userCount > a.users.size()) j["more_users"] = a.userCount - a.users.size();
  if (a.tileable.empty()) return j;
  nlohmann::ordered_json tileable = nlohmann::ordered_json::object(), whyNot = nlohmann::ordered_json::object();
  for (const AxisDims& t : a.tileable) {
    tileable[t.axis.name] = t.dims;
    whyNot[t.axis.name] = t.whyNot;
  }
  j["tileable"] = std::move(tileable);
  j["not_tileable"] = std::move(whyNot);
  return j;
}

std::string listOrNone(const std::vector<std::string>& items, std::string_view separator) {
  return items.empty() ? "none" : fmt::format("{}", fmt::join(items, separator));
}

std::string dimsStr(const Shape& dims) {
  std::vector<std::string> items;
  for (size_t d = 0; d < dims.size(); ++d) items.push_back(fmt::format("{}:{}", d, dims[d]));
  return items.empty() ? "none (a scalar)" : fmt::format("{}", fmt::join(items, " "));
}

// One block: a header line, then `label: value` lines aligned on the values.
void printArgument(const ArgumentInfo& a, size_t indexWidth) {
  const std::string indent(indexWidth + 2, ' ');
  std::vector<std::string> users = a.users;
  if (a.userCount > users.size()) users.push_back(fmt::format("and {} more", a.userCount - users.size()));
  std::vector<std::pair<std::string, std::string>> lines = {{"users", listOrNone(users, ", ")},
                                                            {"dims", dimsStr(a.dims)}};
  for (const AxisDims& t : a.tileable) {
    std::vector<std::string> dims;
    for (int64_t d : t.dims) dims.push_back(std::to_string(d));
    const std::string why = t.whyNot.empty() ? "" : fmt::format(" ({})", fmt::join(t.whyNot, "; "));
    lines.push_back({fmt::format("{}={}", t.axis.name, t.axis.size), listOrNone(dims, " ") + why});
  }
  size_t width = 0;
  for (const auto& [label, value] : lines) width = std::max(width, label.size() + 1);
  fmt::print("#{:<{}} {}: {}{}\n", a.index, indexWidth, a.name, a.type, a.donated ? "  (donated)" : "");
  for (const auto& [label, value] : lines) fmt::print("{}{:<{}}  {}\n", indent, label + ":", width, value);
}

void printModuleArguments(const Function& entry, const std::vector<ArgumentInfo>& infos,
                          const std::optional<Mesh>& mesh) {
  fmt::print("@{} ({}): {} argument{}{}\n", entry.name, entry.loc.str(), infos.size(), infos.size() == 1 ? "" : "s",
             mesh ? ", tileable dims per axis of the mesh " + mesh->str() : "");
  const size_t indexWidth = std::to_string(infos.empty() ? 0 : infos.size() - 1).size();
  for (const ArgumentInfo& a : infos) printArgument(a, indexWidth);
}

}  // namespace

int runArgsCommand(const ArgsCommandOptions& o) {
  std::optional<Mesh> mesh;
  if (!o.mesh.empty()) {
    Result<Mesh> parsed = parseMesh(o.mesh);
    if (!parsed.ok()) return reportDiagnostic(parsed.error());
    mesh = parsed.value();
  }
  Result<SourceFile> file = loadVerifiedFile(o.file);
  if (!file.ok()) return reportDiagnostic(file.error());
  for (size_t m = 0; m < file->modules.size(); ++m) {
    const Module& module = *file->modules[m];
    Result<const Function*> entry = chooseEntryFunction(module, o.function);
    if (!entry.ok()) return reportDiagnostic(entry.error());
    Result<std::vector<ArgumentInfo>> infos = argumentInfos(module, *entry.value(), mesh);
    if (!infos.ok()) return reportDiagnostic(infos.error());
    if (o.json) {
      nlohmann::ordered_json arguments = nlohmann::ordered_json::array();
      for (const ArgumentInfo& a : infos.value()) arguments.push_back(argumentJson(a));
      fmt::print("{}\n", jsonText(nlohmann::ordered_json{{"function", entry.value()->name},
                                                         {"arguments", std::move(arguments)}}));
      continue;
    }
    if (m > 0) fmt::print("\n");
    printModuleArguments(*entry.value(), infos.value(), mesh);
  }
  return 0;
}

}  // namespace partir
