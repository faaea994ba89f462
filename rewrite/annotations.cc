#include "rewrite/annotations.h"

#include "semantics/process_dependence.h"

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <set>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "semantics/gspmd_sharding.h"
#include "rewrite/inline_calls.h"
#include "rewrite/sdy_sharding.h"
#include "rewrite/targets.h"

namespace partir {

namespace {

constexpr std::string_view kGspmdAttr = "mhlo.sharding";
constexpr std::string_view kSdyAttr = "sdy.sharding";

// One annotation: an attribute sharding `values` (one argument, one returned
// value, or an op's results).
struct Site {
  std::string what;  // "%arg0", "result 0", "%3"
  Location loc;
  std::vector<Value*> values;
  const Attribute* attr = nullptr;
};

// The sites of each dialect in the entry function, and how many annotated
// ops sit inside regions.
struct Sites {
  std::vector<Site> gspmd, sdy;
  int nested = 0;
  void add(const NamedAttrs& attrs, Site site) {
    if ((site.attr = attrs.find(kGspmdAttr))) gspmd.push_back(site);
    if ((site.attr = attrs.find(kSdyAttr))) sdy.push_back(site);
  }
};

// A value with the axes each of its dims is tiled on.
struct ValueSharding {
  Value* value = nullptr;
  std::string what;  // the annotation, for messages
  Location loc;
  DimAxes axes;
};

// Notes grouped by what happened, in first-seen order:
// "{manual} (already SPMD), not imported: %1, %3 (2 values)".
class Notes {
 public:
  void add(const std::string& what, std::string value) {
    auto it = std::find_if(entries_.begin(), entries_.end(), [&](const auto& e) { return e.first == what; });
    if (it == entries_.end()) it = entries_.insert(entries_.end(), {what, {}});
    it->second.push_back(std::move(value));
  }
  std::vector<std::string> render() const {
    std::vector<std::string> out;
    for (const auto& [what, values] : entries_) {
      const size_t shown = std::min<size_t>(values.size(), 10);
      out.push_back(fmt::format("{}: {}{} ({} value{})", what,
                                fmt::join(values.begin(), values.begin() + shown, ", "),
                                shown < values.size() ? ", ..." : "", values.size(), values.size() == 1 ? "" : "s"));
    }
    return out;
  }

 private:
  std::vector<std::pair<std::string, std::vector<std::string>>> entries_;
};

std::string valueName(const Value* v) {
  return v->ownerBlock() ? fmt::format("%arg{}", v->argIndex()) : "%" + v->name();
}

Sites collectSites(const Function& entry) {
  Sites sites;
  const Block& block = entry.entry();
  for (size_t i = 0; i < block.numArguments() && i < entry.argAttrs.size(); ++i)
    sites.add(entry.argAttrs[i], {valueName(block.argument(i)), entry.loc, {block.argument(i)}});
  const Operation* ret = block.terminator();
  for (size_t i = 0; ret && i < entry.resultAttrs.size() && i < ret->numOperands(); ++i)
    sites.add(entry.resultAttrs[i], {fmt::format("result {}", i), ret->loc(), {ret->operand(i)}});
  for (const auto& op : block.ops()) {
    std::vector<Value*> results;
    for (size_t r = 0; r < op->numResults(); ++r) results.push_back(op->result(r));
    sites.add(op->attrs(), {results.empty() ? op->name() : valueName(results[0]), op->loc(), results});
    for (size_t r = 0; r < op->numRegions(); ++r)
      walk(op->region(r), [&](const Operation& inner) {
        sites.nested += inner.attr(kGspmdAttr) || inner.attr(kSdyAttr) ? 1 : 0;
      });
  }
  return sites;
}

Diagnostic at(const Site& site, const Diagnostic& d) {
  return Diagnostic{d.kind, site.loc, fmt::format("{}: {}", site.what, d.message)};
}

Status checkRank(const Site& site, const Value* v, int64_t rank) {
  if (v->type().isTensor() && v->type().tensor().rank() == rank) return Status::success();
  return invalid(site.loc, "{}: the sharding has {} dims but {} is {}", site.what, rank, valueName(v), v->type().str());
}

// ---- GSPMD ------------------------------------------------------------------

// What the GSPMD import collects before the mesh is known.
struct GspmdLeaves {
  std::vector<std::pair<ValueSharding, HloSharding>> tiled;
  std::vector<std::pair<const Site*, int64_t>> maximal;  // device per maximal sharding
};

// Sorts one value's sharding into tiled, maximal or a note, by XLA's
// HloSharding kinds (hlo_sharding.h: IsManual, IsUnreduced, IsUnknown,
// IsTileMaximal, IsTiled; a manual or unreduced subgroup makes the whole
// value so).
Status classify(const Site& site, Value* v, const HloSharding& s, GspmdLeaves& leaves, Notes& notes,
                bool& hasManual) {
  using Kind = HloSharding::Kind;
  const std::string name = valueName(v);
  const bool unreduced =
      std::count(s.subgroups.begin(), s.subgroups.end(), HloSharding::Subgroup::kUnreduced) > 0;
  if (s.isManual()) {
    hasManual = true;
    notes.add("{manual} (already SPMD), not imported", name);
  } else if (s.kind == Kind::kUnreduced || unreduced) {
    notes.add("unreduced (partial sums), not imported", name);
  } else if (s.kind == Kind::kUnknown) {
    notes.add("{unknown}, left to propagation", name);
  } else if (s.kind == Kind::kMaximal) {
    notes.add("maximal (one device), kept whole on every device", name);
    leaves.maximal.push_back({&site, s.device});
  } else if (s.kind == Kind::kTiled) {
    PARTIR_RETURN_IF_ERROR(checkRank(site, v, s.dataRank()));
    const std::string text = site.attr->getString();
    leaves.tiled.push_back({ValueSharding{v, fmt::format("{} \"{}\"", name, text), site.loc, {}}, s});
  }
  return Status::success();
}

Status collectGspmd(const Site& site, GspmdLeaves& leaves, Notes& notes, bool& hasManual) {
  if (site.attr->kind() != Attribute::Kind::kString)
    return invalid(site.loc, "{}: {} is not a string", site.what, kGspmdAttr);
  Result<ParsedHloSharding> parsed = parseHloSharding(site.attr->getString());
  if (!parsed.ok()) return at(site, parsed.error());
  const std::vector<HloSharding>& l = parsed->leaves;
  // XLA HloSharding::Tuple: one leaf per result; a single sharding on a tuple
  // applies to every element (HloSharding::SingleTuple).
  if (parsed->tuple && l.size() != site.values.size())
    return invalid(site.loc, "{}: a tuple sharding of {} elements for {} values", site.what, l.size(),
                   site.values.size());
  for (size_t i = 0; i < site.values.size(); ++i) {
    const HloSharding& leaf = parsed->tuple ? l[i] : l.front();
    PARTIR_RETURN_IF_ERROR(classify(site, site.values[i], leaf, leaves, notes, hasManual));
  }
  return Status::success();
}

Result<std::pair<Mesh, std::vector<ValueSharding>>> importGspmd(const Module& module, const Function& entry,
                                                                const std::vector<Site>& sites, Notes& notes,
                                                                bool& hasManual) {
  GspmdLeaves leaves;
  for (const Site& site : sites) PARTIR_RETURN_IF_ERROR(collectGspmd(site, leaves, notes, hasManual));
  std::vector<DescribedHloSharding> described;
  for (const auto& [vs, s] : leaves.tiled) described.push_back({vs.what, &s});
  Result<Mesh> mesh = gspmdMesh(described, numPartitions(module));
  if (!mesh.ok()) return Diagnostic{mesh.error().kind, entry.loc, mesh.error().message};
  for (const auto& [site, device] : leaves.maximal)
    if (device >= mesh->numDevices())
      return invalid(site->loc, "{}: maximal device {} is not one of the {} devices", site->what, device,
                     mesh->numDevices());
  std::vector<ValueSharding> values;
  for (auto& [vs, s] : leaves.tiled) {
    Result<DimAxes> axes = gspmdDimAxes(s, mesh.value());
    if (!axes.ok()) return makeError(ErrorKind::kInternal, vs.loc, "{}: {}", vs.what, axes.error().message);
    vs.axes = std::move(axes.value());
    values.push_back(std::move(vs));
  }
  return std::pair{std::move(mesh.value()), std::move(values)};
}

// ---- Shardy -----------------------------------------------------------------

Result<std::vector<SdySharding>> parseSdyAttr(const std::string& text) {
  if (text.starts_with("#sdy.sharding_per_value")) return parseSdyShardingPerValue(text);
  Result<SdySharding> one = parseSdySharding(text);
  if (!one.ok()) return one.error();
  return std::vector<SdySharding>{std::move(one.value())};
}

// One sharding per value of the site.
Result<std::vector<SdySharding>> parseSite(const Site& site) {
  Result<std::vector<SdySharding>> shardings = parseSdyAttr(site.attr->getString());
  if (!shardings.ok()) return at(site, shardings.error());
  if (shardings->size() != site.values.size())
    return invalid(site.loc, "{}: {} shardings for {} values", site.what, shardings->size(), site.values.size());
  return shardings;
}

// The Shardy side before the mesh is split: every sharding with its value,
// and the program's mesh (the non-empty, non-maximal one).
struct SdyLeaves {
  std::vector<std::pair<ValueSharding, SdySharding>> shardings;
  std::optional<SdyMesh> mesh;
  std::string meshWhat;  // where `mesh` comes from
};

// The mesh `s` lives on, by reference or inline.
Result<SdyMesh> sdyMeshOf(const Site& site, const SdySharding& s, const std::map<std::string, SdyMesh>& meshes) {
  if (s.mesh) return *s.mesh;
  auto it = meshes.find(s.meshName);
  if (it == meshes.end()) return invalid(site.loc, "{}: no sdy.mesh @{} in the module", site.what, s.meshName);
  return it->second;
}

// attrs.td DimensionShardingAttr: an open dim may be sharded further by
// propagation; a priority orders propagation. TensorShardingAttr: unreduced
// axes hold partial sums.
void noteSdy(const std::string& name, const SdySharding& s, Notes& notes) {
  for (size_t d = 0; d < s.dims.size(); ++d) {
    if (s.dims[d].open) notes.add("open dims ({?}), left to propagation", fmt::format("{} dim {}", name, d));
    if (s.dims[d].priority)
      notes.add("Shardy priorities ignored", fmt::format("{} dim {} p{}", name, d, *s.dims[d].priority));
  }
  if (!s.unreduced.empty()) notes.add("unreduced axes (partial sums) ignored", name);
}

Status collectSdy(const Site& site, const std::map<std::string, SdyMesh>& meshes, SdyLeaves& leaves,
                  Notes& notes) {
  Result<std::vector<SdySharding>> shardings = parseSite(site);
  if (!shardings.ok()) return shardings.error();
  for (size_t i = 0; i < site.values.size(); ++i) {
    Value* v = site.values[i];
    SdySharding& s = shardings.value()[i];
    Result<SdyMesh> mesh = sdyMeshOf(site, s, meshes);
    if (!mesh.ok()) return mesh.error();
    PARTIR_RETURN_IF_ERROR(checkRank(site, v, static_cast<int64_t>(s.dims.size())));
    noteSdy(valueName(v), s, notes);
    // attrs.td MeshAttr: `<[], device_ids=[k]>` is a maximal sharding on k.
    if (mesh->isMaximal()) {
      notes.add("maximal (one device), kept whole on every device", valueName(v));
      continue;
    }
    const std::string what = fmt::format("{} {}", valueName(v), site.attr->getString());
    // An empty mesh `<[]>` is a placeholder (attrs.td MeshAttr): its
    // shardings tile nothing.
    if (!mesh->isEmpty() && leaves.mesh && *leaves.mesh != *mesh)
      return invalid(site.loc, "{}: a second mesh; {} uses another one (one mesh per program)", what,
                     leaves.meshWhat);
    if (!mesh->isEmpty() && !leaves.mesh) leaves.mesh = mesh.value(), leaves.meshWhat = what;
    leaves.shardings.push_back({ValueSharding{v, what, site.loc, {}}, std::move(s)});
  }
  return Status::success();
}

// Every non-empty sdy.mesh of the module must be the program's mesh.
Status checkOneMesh(const std::map<std::string, SdyMesh>& meshes, SdyLeaves& leaves) {
  for (const auto& [name, mesh] : meshes) {
    if (mesh.isEmpty() || mesh.isMaximal()) continue;
    if (!leaves.mesh) leaves.mesh = mesh, leaves.meshWhat = "sdy.mesh @" + name;
    if (*leaves.mesh != mesh)
      return unsupported(Location{}, "sdy.mesh @{} differs from the mesh of {} (one mesh per program)", name,
                         leaves.meshWhat);
  }
  return Status::success();
}

Result<std::pair<Mesh, std::vector<ValueSharding>>> importSdy(const Module& module, const Function& entry,
                                                              const std::vector<Site>& sites, Notes& notes) {
  Result<std::map<std::string, SdyMesh>> meshes = sdyMeshes(module);
  if (!meshes.ok()) return meshes.error();
  SdyLeaves leaves;
  for (const Site& site : sites) PARTIR_RETURN_IF_ERROR(collectSdy(site, meshes.value(), leaves, notes));
  if (Status s = checkOneMesh(meshes.value(), leaves); !s.ok())
    return Diagnostic{s.error().kind, entry.loc, s.error().message};
  std::vector<DescribedSdySharding> described;
  for (const auto& [vs, s] : leaves.shardings) described.push_back({vs.what, &s});
  Result<SdyMeshSplit> split = splitSdyMesh(leaves.mesh.value_or(SdyMesh{}), described);
  if (!split.ok()) return Diagnostic{split.error().kind, entry.loc, split.error().message};
  Mesh mesh = split->mesh.empty() ? Mesh({{"_axis_0", numPartitions(module).value_or(1)}}) : split->mesh;
  if (numPartitions(module) && *numPartitions(module) != mesh.numDevices())
    return invalid(entry.loc, "mhlo.num_partitions is {} but the mesh {} has {} devices", *numPartitions(module),
                   mesh.str(), mesh.numDevices());
  std::vector<ValueSharding> values;
  for (auto& [vs, s] : leaves.shardings) {
    vs.axes = sdyDimAxes(s, split.value());
    values.push_back(std::move(vs));
  }
  return std::pair{std::move(mesh), std::move(values)};
}

// ---- The schedule -----------------------------------------------------------

// The entry function as partitionModule resolves targets in it: calls with
// operands inlined (rewrite/inline_calls.h). Null when inlining fails (then
// partitionModule reports why).
std::unique_ptr<Module> inlinedCopy(const Module& module, const Function& entry) {
  std::unique_ptr<Module> copy = cloneModule(module);
  Function* f = copy->lookup(entry.name);
  if (!f || !inlineCalls(*copy, *f).ok()) return nullptr;
  return copy;
}

// How a schedule names `v` (see the header): the first candidate that
// resolves to `v` alone in `entry` and to one value in `inlined` (where an
// inlined callee's values may repeat a spelling); nullopt when none does.
std::optional<std::string> targetFor(const Function& entry, const Function* inlined, const ValueSharding& vs) {
  const Value* v = vs.value;
  std::vector<std::string> candidates;
  if (v->ownerBlock()) {
    const size_t i = static_cast<size_t>(v->argIndex());
    const Attribute* info = i < entry.argAttrs.size() ? entry.argAttrs[i].find("jax.arg_info") : nullptr;
    if (info && info->kind() == Attribute::Kind::kString && !info->getString().empty())
      candidates.push_back(info->getString());
    candidates.push_back(fmt::format("%arg{}", i));
  }
  candidates.push_back("%" + v->name());
  for (const std::string& c : candidates) {
    Result<std::vector<Value*>> r = resolveTarget(entry, c, vs.loc);
    Result<std::vector<Value*>> after = inlined ? resolveTarget(*inlined, c, vs.loc) : r;
    if (r.ok() && r->size() == 1 && r->front() == v && after.ok() && after->size() == 1) return c;
  }
  return std::nullopt;
}

std::string axesText(const DimAxes& axes) {
  std::vector<std::string> dims;
  for (const auto& d : axes) dims.push_back(fmt::format("[{}]", fmt::join(d, ", ")));
  return fmt::format("[{}]", fmt::join(dims, ", "));
}

// One entry per target: the same value annotated twice must agree. A value
// no target names is noted.
Result<std::vector<std::pair<std::string, ValueSharding>>> byTarget(const Function& entry, const Function* inlined,
                                                                    std::vector<ValueSharding> values, Notes& notes) {
  std::vector<std::pair<std::string, ValueSharding>> out;
  for (ValueSharding& vs : values) {
    std::optional<std::string> target = targetFor(entry, inlined, vs);
    if (!target) {
      notes.add("no schedule target names them once calls are inlined (their spelling repeats), not imported",
                valueName(vs.value));
      continue;
    }
    auto same = std::find_if(out.begin(), out.end(), [&](const auto& e) { return e.first == *target; });
    if (same == out.end()) {
      out.push_back({*target, std::move(vs)});
    } else if (same->second.axes != vs.axes) {
      return invalid(vs.loc, "{} is sharded twice, differently: {} by {} and {} by {}", *target,
                     axesText(same->second.axes), same->second.what, axesText(vs.axes), vs.what);
    }
  }
  return out;
}

// "major before minor" constraints between axes, each with the first dim
// that asks for it ("%arg0 dim 0 [a, b]").
using Order = std::map<std::pair<std::string, std::string>, std::string>;

Status addOrder(const std::string& target, const ValueSharding& vs, Order& order) {
  std::vector<std::string> all;
  for (const auto& dim : vs.axes) all.insert(all.end(), dim.begin(), dim.end());
  std::sort(all.begin(), all.end());
  if (auto twice = std::adjacent_find(all.begin(), all.end()); twice != all.end())
    return invalid(vs.loc, "{}: axis {} is used twice", vs.what, *twice);
  for (size_t d = 0; d < vs.axes.size(); ++d)
    for (size_t i = 1; i < vs.axes[d].size(); ++i)
      order.emplace(std::pair{vs.axes[d][i - 1], vs.axes[d][i]},
                    fmt::format("{} dim {} [{}]", target, d, fmt::join(vs.axes[d], ", ")));
  return Status::success();
}

// A cycle among the axes left when no axis is free: walk back along
// constraints between remaining axes until an axis repeats.
// Every axis left has a constraint from another axis left, so the walk
// ends in a cycle.
Diagnostic cycleError(const Order& order, const std::set<std::string>& left) {
  std::vector<std::string> path{*left.begin()};
  while (std::count(path.begin(), path.end(), path.back()) == 1) {
    auto before = std::find_if(order.begin(), order.end(), [&](const auto& e) {
      return e.first.second == path.back() && left.count(e.first.first);
    });
    path.push_back(before->first.first);
  }
  const size_t start = std::find(path.begin(), path.end(), path.back()) - path.begin();
  std::vector<std::string> reasons;
  for (size_t i = path.size() - 1; i-- > start;)
    reasons.push_back(fmt::format("{} needs {} before {}", order.at({path[i + 1], path[i]}), path[i + 1], path[i]));
  return unsupported(Location{}, "no tactic order tiles every dim on its major axis first: {}",
                     fmt::join(reasons, "; "));
}

// The used axes in an order where every constraint holds, ties broken by
// mesh order (Kahn's algorithm).
Result<std::vector<std::string>> tacticOrder(const Mesh& mesh, const std::set<std::string>& used, const Order& order) {
  std::vector<std::string> out;
  std::set<std::string> left = used;
  while (!left.empty()) {
    auto free = std::find_if(mesh.axes().begin(), mesh.axes().end(), [&](const MeshAxis& a) {
      return left.count(a.name) && std::none_of(order.begin(), order.end(), [&](const auto& e) {
               return e.first.second == a.name && left.count(e.first.first);
             });
    });
    if (free == mesh.axes().end()) return cycleError(order, left);
    out.push_back(free->name);
    left.erase(free->name);
  }
  return out;
}

// A tactic name ([A-Za-z_][A-Za-z0-9_]*) for `axis`, distinct from `taken`:
// the axis name with '.' as '_', suffixed `_2`, `_3`, ... on a clash.
std::string tacticName(const std::string& axis, std::set<std::string>& taken) {
  std::string base = axis;
  std::replace(base.begin(), base.end(), '.', '_');
  std::string name = base;
  for (int i = 2; taken.count(name); ++i) name = fmt::format("{}_{}", base, i);
  taken.insert(name);
  return name;
}

Result<Schedule> buildSchedule(const Module& module, const Function& entry, Mesh mesh,
                               std::vector<ValueSharding> values, Notes& notes) {
  std::unique_ptr<Module> inlined = inlinedCopy(module, entry);
  Result<std::vector<std::pair<std::string, ValueSharding>>> targets =
      byTarget(entry, inlined ? inlined->lookup(entry.name) : nullptr, std::move(values), notes);
  if (!targets.ok()) return targets.error();
  Order order;
  std::set<std::string> used;
  for (const auto& [target, vs] : targets.value()) {
    PARTIR_RETURN_IF_ERROR(addOrder(target, vs, order));
    for (const auto& dim : vs.axes) used.insert(dim.begin(), dim.end());
  }
  Result<std::vector<std::string>> axes = tacticOrder(mesh, used, order);
  if (!axes.ok()) return Diagnostic{axes.error().kind, entry.loc, axes.error().message};
  Schedule schedule{std::move(mesh), {}};
  std::set<std::string> taken;
  for (const std::string& axis : axes.value()) {
    Tactic& tactic =
        schedule.tactics.emplace_back(Tactic{tacticName(axis, taken), Tactic::Kind::kManual, {axis}, {}, {}, {}});
    for (const auto& [target, vs] : targets.value())
      for (size_t d = 0; d < vs.axes.size(); ++d)
        if (std::count(vs.axes[d].begin(), vs.axes[d].end(), axis))
          tactic.assignments.push_back({target, DimChoice{DimChoice::Kind::kDim, static_cast<int64_t>(d)}, vs.loc});
  }
  return schedule;
}

}  // namespace

Result<ImportedAnnotations> importAnnotations(const Module& module, const Function& entry) {
  if (entry.isDeclaration()) return invalid(entry.loc, "@{} has no body", entry.name);
  Sites sites = collectSites(entry);
  if (sites.gspmd.empty() && sites.sdy.empty())
    return invalid(entry.loc, "no sharding annotations in @{}", entry.name);
  if (!sites.gspmd.empty() && !sites.sdy.empty())
    return unsupported(entry.loc, "@{} mixes {} ({}) and {} ({}): import one dialect", entry.name, kGspmdAttr,
                       sites.gspmd[0].what, kSdyAttr, sites.sdy[0].what);
  ImportedAnnotations imported;
  Notes notes;
  auto meshAndValues = sites.sdy.empty() ? importGspmd(module, entry, sites.gspmd, notes, imported.hasManual)
                                         : importSdy(module, entry, sites.sdy, notes);
  if (!meshAndValues.ok()) return meshAndValues.error();
  auto& [mesh, values] = meshAndValues.value();
  Result<Schedule> schedule = buildSchedule(module, entry, std::move(mesh), std::move(values), notes);
  if (!schedule.ok()) return schedule.error();
  imported.schedule = std::move(schedule.value());
  imported.notes = notes.render();
  if (sites.nested)
    imported.notes.push_back(
        fmt::format("{} annotated ops inside regions ignored (not schedule targets)", sites.nested));
  if (imported.schedule.tactics.empty()) imported.notes.push_back("no value is tiled: the schedule has no tactics");
  return imported;
}

}  // namespace partir
