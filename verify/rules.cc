#include "verify/rules.h"

#include <fmt/format.h>

namespace partir::verify {

namespace {

SymExpr localSize(size_t d) { return SymExpr::var(fmt::format("w{}", d)); }

const std::vector<SymExpr> kLocal = {localSize(0), localSize(1)};

// Every size at least 1 and the device's coordinates in range.
std::vector<SymExpr> meshHypotheses(const Coords& c) {
  std::vector<SymExpr> h;
  for (const std::string& a : kRuleAxes) {
    h.push_back(axisSize(a) >= 1);
    h.push_back(0 <= c.at(a) && c.at(a) < axisSize(a));
  }
  for (const SymExpr& w : kLocal) h.push_back(w >= 1);
  return h;
}

Coords deviceCoordinates() {
  Coords c;
  for (const std::string& a : kRuleAxes) c.emplace(a, coordinate(a));
  return c;
}

class RuleBuilder {
 public:
  RuleBuilder(std::string family, std::string name, std::string source) {
    rule_.family = std::move(family);
    rule_.name = std::move(name);
    rule_.source = std::move(source);
  }

  // lhs and rhs have the same shape and, on every device, the same elements.
  RuleBuilder& sameValue(const MeshValue& lhs, const MeshValue& rhs) {
    const Coords c = deviceCoordinates();
    const std::vector<SymExpr> hyps = meshHypotheses(c);
    Index i;
    for (size_t d = 0; d < lhs.shape.size(); ++d) {
      i.push_back(SymExpr::var(fmt::format("i{}", d)));
      goal("same shape, dim " + std::to_string(d), hyps, lhs.shape[d] == rhs.shape[d]);
    }
    std::vector<SymExpr> inside = hyps;
    inside.push_back(inBounds(i, lhs.shape));
    compare(lhs.at(c, i), rhs.at(c, i), inside, "element");
    return *this;
  }

  RuleBuilder& goal(std::string what, std::vector<SymExpr> hyps, SymExpr holds) {
    Obligation o;
    o.name = rule_.name + ": " + std::move(what);
    o.hypotheses = std::move(hyps);
    o.goal = std::move(holds);
    rule_.obligations.push_back(std::move(o));
    return *this;
  }

  Rule build() { return std::move(rule_); }

 private:
  // Folds correspond variable by variable: both sides name their variables
  // after the axes they range over (verify/mesh_value.h).
  void compare(const Term& l, const Term& r, const std::vector<SymExpr>& hyps,
               const std::string& what) {
    if (l.kind() != Term::Kind::kFold || r.kind() != Term::Kind::kFold) {
      Obligation o;
      o.name = rule_.name + ": " + what;
      o.hypotheses = hyps;
      if (l.containsFold() || r.containsFold())
        o.mismatch = fmt::format("one side folds, the other not: {} vs {}", l.str(), r.str());
      else
        o.equal = std::make_pair(l, r);
      o.sides = {"the left side", "the right side"};
      rule_.obligations.push_back(std::move(o));
      return;
    }
    const Fold& fl = l.foldNode();
    const Fold& fr = r.foldNode();
    goal(what + ": same reducer and fold variables", hyps,
         SymExpr::boolean(fl.reducer == fr.reducer && fl.vars.size() == fr.vars.size()));
    std::vector<SymExpr> inside = hyps;
    for (size_t v = 0; v < fl.vars.size() && v < fr.vars.size(); ++v) {
      const SymExpr var = SymExpr::var(fl.vars[v].name);
      goal(what + ": fold variable " + fl.vars[v].name, hyps,
           fl.vars[v].name == fr.vars[v].name ? fl.vars[v].extent == fr.vars[v].extent
                                              : SymExpr::boolean(false));
      inside.push_back(0 <= var && var < fl.vars[v].extent);
    }
    compare(fl.bodies.at(0), fr.bodies.at(0), inside, what + " (fold body)");
  }

  Rule rule_;
};

// Dim d of shape [w0, w1] multiplied by the group size of its axes.
std::vector<SymExpr> scaled(const DimAxes& axes) {
  std::vector<SymExpr> shape = kLocal;
  for (size_t d = 0; d < axes.size(); ++d) shape[d] = shape[d] * groupSize(axes[d]);
  return shape;
}

std::string str(const DimAxes& axes) {
  std::vector<std::string> dims;
  for (const Axes& a : axes) dims.push_back(fmt::format("{{{}}}", fmt::join(a, ", ")));
  return fmt::format("[{}]", fmt::join(dims, ", "));
}

const std::vector<DimAxes> kSplits = {{{"a"}, {}}, {{"a", "b"}, {}}, {{"a"}, {"b"}}, {{"b", "a"}, {}}};

// ---- the rules ----------------------------------------------------------------------

// Seed 000 §6: all_slice A (all_gather A x) → x.
void gatherThenSlice(std::vector<Rule>& out) {
  for (const DimAxes& axes : kSplits) {
    const MeshValue x = perDevice(kLocal);
    out.push_back(RuleBuilder("slice_undoes_gather", "all_slice∘all_gather = id " + str(axes), "seed 000 §6")
                      .sameValue(allSlice(allGather(x, axes), axes), x)
                      .build());
  }
}

// Seed 000 §6: all_slice [d': A] (all_gather [d: A] x) → all_to_all {d -> d'} <A> x.
void allToAllFusion(std::vector<Rule>& out) {
  for (const Axes& axes : std::vector<Axes>{{"a"}, {"a", "b"}})
    for (const auto& [d, e] : {std::pair<size_t, size_t>{0, 1}, {1, 0}}) {
      DimAxes gather(2), slice(2);
      gather[d] = axes;
      slice[e] = axes;
      const MeshValue x = perDevice(scaled(slice));
      out.push_back(RuleBuilder("slice_of_gather_is_all_to_all", fmt::format("all_slice∘all_gather = all_to_all {{{} -> {}}} <{}>",
                                            d, e, fmt::join(axes, ", ")),
                                "seed 000 §6")
                        .sameValue(allSlice(allGather(x, gather), slice), allToAll(x, axes, d, e))
                        .build());
    }
}

// Seed 000 §6: all_slice [A] (all_reduce <A> x) → reduce_scatter [A] x.
void reduceScatterFusion(std::vector<Rule>& out) {
  for (const DimAxes& axes : kSplits) {
    Axes all;
    for (const Axes& a : axes) all.insert(all.end(), a.begin(), a.end());
    const MeshValue x = perDevice(scaled(axes));
    out.push_back(RuleBuilder("slice_of_reduce_is_reduce_scatter", "all_slice∘all_reduce = reduce_scatter " + str(axes), "seed 000 §6")
                      .sameValue(allSlice(allReduce(x, all), axes), reduceScatter(x, axes))
                      .build());
  }
}

// rewrite/lower.h: all_slice B (all_slice A x) → all_slice (A then B, per dim) x.
void sliceThenSlice(std::vector<Rule>& out) {
  const std::vector<std::pair<DimAxes, DimAxes>> cases = {
      {{{"a"}, {}}, {{"b"}, {}}}, {{{"a"}, {}}, {{}, {"b"}}}, {{{}, {"b"}}, {{}, {"a"}}}};
  for (const auto& [first, second] : cases) {
    DimAxes both = first;
    for (size_t d = 0; d < both.size(); ++d)
      both[d].insert(both[d].end(), second[d].begin(), second[d].end());
    const MeshValue x = perDevice(scaled(both));
    out.push_back(RuleBuilder("slice_of_slice", "all_slice∘all_slice = all_slice " + str(first) + " then " +
                                  str(second),
                              "rewrite/lower.h")
                      .sameValue(allSlice(allSlice(x, first), second), allSlice(x, both))
                      .build());
  }
}

// rewrite/lower.h: all_gather B (all_gather A x) → all_gather (A and B) x,
// the two on different dims.
void gatherThenGather(std::vector<Rule>& out) {
  const std::vector<std::pair<DimAxes, DimAxes>> cases = {{{{"a"}, {}}, {{}, {"b"}}}, {{{}, {"a"}}, {{"b"}, {}}}};
  for (const auto& [inner, outer] : cases) {
    DimAxes both = outer;
    for (size_t d = 0; d < both.size(); ++d) both[d].insert(both[d].end(), inner[d].begin(), inner[d].end());
    const MeshValue x = perDevice(kLocal);
    out.push_back(RuleBuilder("gather_of_gather", "all_gather∘all_gather = all_gather " + str(inner) + " then " + str(outer),
                              "rewrite/lower.h")
                      .sameValue(allGather(allGather(x, inner), outer), allGather(x, both))
                      .build());
  }
}

// rewrite/lower.h: all_slice (A then B) (all_gather A x) → all_slice B x.
void sliceBeyondGather(std::vector<Rule>& out) {
  const std::vector<std::pair<DimAxes, DimAxes>> cases = {{{{"a"}, {}}, {{"a", "b"}, {}}},
                                                          {{{"a"}, {}}, {{"a"}, {"b"}}}};
  for (const auto& [gather, slice] : cases) {
    DimAxes rest(2);
    for (size_t d = 0; d < 2; ++d) rest[d].assign(slice[d].begin() + gather[d].size(), slice[d].end());
    const MeshValue x = perDevice(scaled(rest));
    out.push_back(RuleBuilder("slice_beyond_gather", "all_slice " + str(slice) + " ∘ all_gather " + str(gather) + " = all_slice " +
                                  str(rest),
                              "rewrite/lower.h")
                      .sameValue(allSlice(allGather(x, gather), slice), allSlice(x, rest))
                      .build());
  }
}

// rewrite/lower.h: all_slice A (all_gather (A then B) x) → all_gather B x.
void sliceOfGatherPrefix(std::vector<Rule>& out) {
  const std::vector<std::pair<DimAxes, DimAxes>> cases = {{{{"a", "b"}, {}}, {{"a"}, {}}},
                                                          {{{"a"}, {"b"}}, {{}, {"b"}}}};
  for (const auto& [gather, slice] : cases) {
    DimAxes rest(2);
    for (size_t d = 0; d < 2; ++d) rest[d].assign(gather[d].begin() + slice[d].size(), gather[d].end());
    const MeshValue x = perDevice(kLocal);
    out.push_back(RuleBuilder("slice_of_gather_prefix", "all_slice " + str(slice) + " ∘ all_gather " + str(gather) + " = all_gather " +
                                  str(rest),
                              "rewrite/lower.h")
                      .sameValue(allSlice(allGather(x, gather), slice), allGather(x, rest))
                      .build());
  }
}

// rewrite/lower.h: a slice commutes with a gather on another dim along
// other axes, and with a reduction over other axes (slice first: move less).
void sliceCommutes(std::vector<Rule>& out) {
  const DimAxes gatherDim0 = {{"a"}, {}}, sliceDim1 = {{}, {"b"}};
  const MeshValue x = perDevice(scaled(sliceDim1));
  out.push_back(RuleBuilder("slice_commutes_with_gather", "all_slice [{}, {b}] ∘ all_gather [{a}, {}] = all_gather ∘ all_slice", "rewrite/lower.h")
                    .sameValue(allSlice(allGather(x, gatherDim0), sliceDim1),
                               allGather(allSlice(x, sliceDim1), gatherDim0))
                    .build());
  for (const DimAxes& slice : {DimAxes{{"b"}, {}}, DimAxes{{}, {"b"}}}) {
    const MeshValue y = perDevice(scaled(slice));
    out.push_back(RuleBuilder("slice_commutes_with_reduce", "all_slice " + str(slice) + " ∘ all_reduce <a> = all_reduce <a> ∘ all_slice",
                              "rewrite/lower.h")
                      .sameValue(allSlice(allReduce(y, {"a"}), slice), allReduce(allSlice(y, slice), {"a"}))
                      .build());
  }
}

// Seed 000 §5.1: slice d (loop a [tile<d>] (%r) { B(r) })[%r'] → B(r').
void sliceOfTileFusion(std::vector<Rule>& out) {
  for (size_t d : {0, 1})
    out.push_back(RuleBuilder("slice_of_tile_fusion", fmt::format("slice-of-tile fusion, dim {}", d), "seed 000 §5.1")
                      .sameValue(sliceAtCoordinate(tiled(bodyOnDevices(kLocal, "a"), d, "a"), d, "a"),
                                 bodyOnDevices(kLocal, "a"))
                      .build());
}

// Seed 000 §5.1: tile<x, d, a> replaces x by loop a [tile<d>] (%r) { slice d x[%r] }.
void tileAction(std::vector<Rule>& out) {
  for (size_t d : {0, 1}) {
    std::vector<SymExpr> shape = kLocal;
    shape[d] = shape[d] * axisSize("a");
    const MeshValue x = replicated(shape);
    out.push_back(RuleBuilder("tile_action", fmt::format("tile action, dim {}", d), "seed 000 §5.1")
                      .sameValue(tiled(sliceAtCoordinate(x, d, "a"), d, "a"), x)
                      .build());
  }
}

// Seed 000 App. B.1.2: loop a [tile<d>] { loop b [tile<d>] { slice d (slice d x[ra])[rb] } } = x.
void deepTiling(std::vector<Rule>& out) {
  for (size_t d : {0, 1}) {
    std::vector<SymExpr> shape = kLocal;
    shape[d] = shape[d] * axisSize("b") * axisSize("a");
    const MeshValue x = replicated(shape);
    const MeshValue chunk = sliceAtCoordinate(sliceAtCoordinate(x, d, "a"), d, "b");
    const MeshValue nest = tiled(tiled(chunk, d, "b"), d, "a");
    out.push_back(RuleBuilder("deep_tiling", fmt::format("deep tiling, dim {}", d), "seed 000 App. B.1.2")
                      .sameValue(nest, x)
                      .build());
  }
}

// Seed 000 §8: atomic<x, a> is loop a [any] (%r) { yield x }: every
// iteration, hence every device, has x (the body cannot read %r).
void atomic(std::vector<Rule>& out) {
  const MeshValue x = replicated(kLocal);
  const MeshValue firstIteration{kLocal, [x](const Coords& c, const Index& i) {
                                   return x.at(withChunk(c, {"a"}, 0), i);
                                 }};
  out.push_back(RuleBuilder("atomic", "atomic: loop [any] { x } = x on every device", "seed 000 §8")
                    .sameValue(firstIteration, x)
                    .build());
}

// Seed 000 §6.1: each loop action lowered on the device with coordinate r.
void lowering(std::vector<Rule>& out) {
  for (size_t d : {0, 1}) {
    DimAxes axes(2);
    axes[d] = {"a"};
    out.push_back(RuleBuilder("lower_tile_to_all_gather", fmt::format("lower tile<{}> to all_gather", d), "seed 000 §6.1")
                      .sameValue(allGather(bodyOnDevices(kLocal, "a"), axes), tiled(bodyOnDevices(kLocal, "a"), d, "a"))
                      .build());
    std::vector<SymExpr> shape = kLocal;
    shape[d] = shape[d] * axisSize("a");
    const MeshValue x = replicated(shape);
    out.push_back(RuleBuilder("lower_slice_to_all_slice", fmt::format("lower slice {} to all_slice", d), "seed 000 §6.1")
                      .sameValue(allSlice(x, axes), sliceAtCoordinate(x, d, "a"))
                      .build());
  }
  out.push_back(RuleBuilder("lower_sum_to_all_reduce", "lower sum to all_reduce", "seed 000 §6.1")
                    .sameValue(allReduce(bodyOnDevices(kLocal, "a"), {"a"}), summed(bodyOnDevices(kLocal, "a"), "a"))
                    .build());
}

// rewrite/lower.h localizeSignature and export: a device receives its chunk
// of a sliced argument, and the chunks of all devices reassemble it.
void deviceLocal(std::vector<Rule>& out) {
  for (const DimAxes& axes : kSplits) {
    const MeshValue x = replicated(scaled(axes));
    out.push_back(RuleBuilder("device_local_arguments", "device-local arguments reassemble " + str(axes), "rewrite/lower.h")
                      .sameValue(allGather(allSlice(x, axes), axes), x)
                      .build());
  }
  // semantics/hlo_ops.h DeviceGrid: devices numbered row-major over the axes.
  const SymExpr p = SymExpr::var("p");
  const Coords c = deviceCoordinates();
  const Coords ofP = withChunk(c, kRuleAxes, p);
  std::vector<SymExpr> inRange, roundTrip;
  for (const std::string& a : kRuleAxes) {
    inRange.push_back(0 <= ofP.at(a) && ofP.at(a) < axisSize(a));
    roundTrip.push_back(withChunk(c, kRuleAxes, chunkOf(c, kRuleAxes)).at(a) == c.at(a));
  }
  std::vector<SymExpr> numbered = meshHypotheses(c);
  numbered.push_back(0 <= p && p < groupSize(kRuleAxes));
  out.push_back(RuleBuilder("device_numbering", "device numbering is a bijection", "semantics/hlo_ops.h")
                    .goal("the coordinates of device p are in range", numbered, allOf(inRange))
                    .goal("device p is the chunk of its coordinates", numbered,
                          chunkOf(ofP, kRuleAxes) == p)
                    .goal("coordinates are those of their chunk", meshHypotheses(c), allOf(roundTrip))
                    .build());
}

}  // namespace

std::vector<Rule> rewriteRules() {
  std::vector<Rule> rules;
  tileAction(rules);
  sliceOfTileFusion(rules);
  deepTiling(rules);
  atomic(rules);
  lowering(rules);
  gatherThenSlice(rules);
  allToAllFusion(rules);
  reduceScatterFusion(rules);
  sliceThenSlice(rules);
  gatherThenGather(rules);
  sliceOfGatherPrefix(rules);
  sliceBeyondGather(rules);
  sliceCommutes(rules);
  deviceLocal(rules);
  return rules;
}

Rule equation(std::string name, std::string source, const MeshValue& lhs, const MeshValue& rhs) {
  return RuleBuilder(name, name, std::move(source)).sameValue(lhs, rhs).build();
}

RuleReport proveRule(const Rule& rule, const CheckOptions& options) {
  RuleReport report;
  static_cast<ProofVerdict&>(report) = checkAll(rule.obligations, options);
  report.rule = rule.name;
  report.family = rule.family;
  report.source = rule.source;
  return report;
}

}  // namespace partir::verify
