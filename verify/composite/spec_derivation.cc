#include "verify/composite/spec_derivation.h"

#include <algorithm>
#include <set>

#include <fmt/format.h>

#include "rewrite/inline_calls.h"
#include "rewrite/lower.h"
#include "rewrite/materialize.h"
#include "rewrite/partitioner.h"

namespace partir {

namespace {

using Node = PartitionNode;

// The first obstacle of each kind met while reading the nests.
struct Obstacles {
  std::string nonLocal;  // communication other than reading a sum whole: the chunks cannot run F
  std::string partial;   // a sum read whole: the chunks run F, but on partial values
  std::string result;    // propagation derives another action than the claim
  static void note(std::string& slot, std::string message) {
    if (slot.empty()) slot = std::move(message);
  }
  bool none() const { return nonLocal.empty() && partial.empty() && result.empty(); }
};

void collectSymbols(const Attribute& a, std::vector<std::string>& out) {
  switch (a.kind()) {
    case Attribute::Kind::kSymbolRef:
      out.push_back(a.getString());
      break;
    case Attribute::Kind::kArray:
      for (const Attribute& e : a.getArray()) collectSymbols(e, out);
      break;
    case Attribute::Kind::kDictionary:
    case Attribute::Kind::kStruct:
      for (const auto& [name, e] : a.getDictionary().entries()) collectSymbols(e, out);
      break;
    default:
      break;
  }
}

// `f` and every function it reaches through any symbol reference (calls,
// reducers named in attributes, nested composites' decompositions): more
// than semantics/call_graph.h's reachableFunctions, which follows calls.
std::set<std::string> referencedFunctions(const Module& module, const std::string& f) {
  std::set<std::string> seen{f};
  std::vector<std::string> todo{f};
  while (!todo.empty()) {
    const Function* g = module.lookup(todo.back());
    todo.pop_back();
    if (!g) continue;
    std::vector<std::string> refs;
    walk(g->body, [&](const Operation& op) {
      for (const auto& [name, a] : op.attrs().entries()) collectSymbols(a, refs);
    });
    for (const std::string& r : refs)
      if (seen.insert(r).second) todo.push_back(r);
  }
  return seen;
}

std::string where(const Node& n) { return fmt::format("'{}' ({})", n.op->name(), n.op->loc().str()); }

size_t resultIndex(const Node& n, const Value* v) {
  return std::find(n.results.begin(), n.results.end(), v) - n.results.begin();
}

// Why an unlooped op could not join the loop, when the partitioner knows.
std::string whyUnlooped(const Partitioner& p, const Node& n) {
  if (!n.nest.empty()) return "";
  for (const Conflict& c : p.conflicts())
    if (c.loc.str() == n.op->loc().str()) return "; propagation stopped there: " + c.reason;
  const std::string notes = n.tmr->notes.empty() ? "" : fmt::format(" ({})", fmt::join(n.tmr->notes, "; "));
  return (n.tmr->entries.empty() ? "; it has no tile-mapping entries" : "; no entry of it matched") + notes;
}

// A read of argument #a by `reader`, sliced on `s` (nullopt: whole), against
// the claim's slicing `claimed` of that argument (DESIGN.md "Tile-mapping
// registry": the op gets chunk r of a sliced operand, a ⊥ operand whole).
void classifyArgumentRead(const Partitioner& p, const Node& reader, int a, std::optional<int64_t> s,
                          std::optional<int64_t> claimed, Obstacles& out) {
  if (s == claimed) return;
  const std::string needs =
      s ? fmt::format("argument #{} sliced on dim {}", a, *s) : fmt::format("argument #{} whole", a);
  const std::string given = claimed ? fmt::format("slices it on dim {}", *claimed) : "passes it whole";
  Obstacles::note(out.nonLocal, fmt::format("{} needs {}, but the entry {}{}", where(reader), needs, given,
                                            whyUnlooped(p, reader)));
}

// Seed 000 §5.2.2 fusion, for one read: operand i of `reader` (sliced on the
// dim its entry says, or whole) must be what its producer leaves in each
// chunk: a `tile d` result read on d, an `any` result or a whole value read
// whole. A `sum` read whole is a partial value (§6.1: an all_reduce).
void classifyRead(const Partitioner& p, const Node& reader, size_t i, Obstacles& out) {
  const std::optional<int64_t> s = reader.nest.empty() ? std::nullopt : p.operandSlicing(reader, i, 0);
  const Value* v = reader.operands[i];
  const Node* producer = p.producer(v);
  if (!producer) return classifyArgumentRead(p, reader, v->argIndex(), s, std::nullopt, out);
  if (producer->kind == Node::Kind::kTile)
    return classifyArgumentRead(p, reader, producer->operands[0]->argIndex(), s,
                                p.resultAction(*producer, 0, 0).dim, out);
  if (producer->nest.empty()) {
    if (s)
      Obstacles::note(out.nonLocal, fmt::format("{} slices operand #{} on dim {}, a value {} computes whole",
                                                where(reader), i, *s, where(*producer)));
    return;
  }
  const ResultAction& a = p.resultAction(*producer, resultIndex(*producer, v), 0);
  if ((a.kind == ResultAction::Kind::kTile && s == a.dim) || (a.kind == ResultAction::Kind::kAny && !s))
    return;
  if (a.kind == ResultAction::Kind::kSum && !s) {
    Obstacles::note(out.partial,
                    fmt::format("{} reads the {} of {} across the chunks whole: each chunk holds a "
                                "partial value (an all_reduce is needed)",
                                where(reader), actionStr(a), where(*producer)));
    return;
  }
  Obstacles::note(out.nonLocal,
                  fmt::format("{} reads operand #{} {}, which {} leaves as {} across the chunks{}",
                              where(reader), i, s ? fmt::format("sliced on dim {}", *s) : "whole",
                              where(*producer), actionStr(a), whyUnlooped(p, reader)));
}

// What each chunk holds of `returned` (DESIGN.md "PartIR:Core" actions): the
// action of its producer's loop, or `any` for a value computed whole.
ResultAction derivedAction(const Partitioner& p, const Value* returned) {
  const Value* v = p.front(returned);
  const Node* n = p.producer(v);
  if (!n || n->nest.empty()) return ResultAction::any();
  return p.resultAction(*n, resultIndex(*n, v), 0);
}

// Every read of every op (classifyRead), then each result against the claim.
Obstacles analyze(const Partitioner& p, const Function& f, const TmrEntry& claim) {
  Obstacles out;
  for (const Node* n : p.nodesInOrder())
    if (n->kind == Node::Kind::kOp)
      for (size_t i = 0; i < n->operands.size(); ++i) classifyRead(p, *n, i, out);
  const Operation& ret = *f.entry().terminator();
  for (size_t j = 0; j < ret.numOperands(); ++j) {
    const ResultAction derived = derivedAction(p, ret.operand(j));
    if (!(derived == claim.results[j]))
      Obstacles::note(out.result, fmt::format("result #{}: propagation derives {}, the entry claims {}", j,
                                              actionStr(derived), actionStr(claim.results[j])));
  }
  return out;
}

// The collectives of PartIR:HLO (semantics/hlo_ops.h).
bool isCollective(const Operation& op) {
  static const std::set<std::string> kCollectives = {"partir.all_slice", "partir.all_gather",
                                                     "partir.all_reduce", "partir.reduce_scatter",
                                                     "partir.all_to_all"};
  return kCollectives.count(op.name()) > 0;
}

// The claimed chunk type of argument i on k chunks.
Type chunkType(const Function& f, const TmrEntry& claim, size_t i, int64_t k) {
  TensorType t = f.argTypes[i].tensor();
  if (claim.operands[i]) t.shape[*claim.operands[i]] /= k;
  return t;
}

// Seed 000 §6.1: the device-local program; its all_reduces (the sums read
// whole, and `sum` results) are removed so that each device keeps its own
// value. Any other collective means the chunks cannot run F alone.
Result<std::unique_ptr<Module>> chunkProgram(const Partitioner& p, const TmrEntry& claim, Obstacles& out) {
  const std::string& name = p.function().name;
  std::unique_ptr<Module> core;
  try {
    core = materializeCore(p);
  } catch (const DiagnosticError& e) {
    return e.diag;
  }
  Result<std::unique_ptr<Module>> hlo = lowerModule(*core, LowerOptions{.entry = name});
  if (!hlo.ok()) return hlo.error();
  Function& g = *(*hlo)->lookup(name);
  std::vector<const Operation*> reductions;
  for (const auto& op : g.entry().ops()) {
    if (!isCollective(*op)) continue;
    if (op->name() == "partir.all_reduce")
      reductions.push_back(op.get());
    else
      Obstacles::note(out.nonLocal,
                      fmt::format("the lowered program needs a '{}' ({})", op->name(), op->loc().str()));
  }
  for (size_t i = 0; i < g.argTypes.size(); ++i)
    if (g.argTypes[i] != chunkType(p.function(), claim, i, p.axisSize(kChunkAxis)))
      Obstacles::note(
          out.nonLocal,
          fmt::format("argument #{} reaches each device as {}, not as the entry's {}", i, g.argTypes[i].str(),
                      chunkType(p.function(), claim, i, p.axisSize(kChunkAxis)).str()));
  if (!out.nonLocal.empty()) return std::unique_ptr<Module>();
  for (const Operation* r : reductions) {
    replaceAllUses(g.body, r->result(0), r->operand(0));
    erase(g.entry(), r);
  }
  return std::move(hlo.value());
}

}  // namespace

Result<std::unique_ptr<Module>> decompositionModule(const Module& module, const std::string& f) {
  std::unique_ptr<Module> copy = cloneModule(module);
  const std::set<std::string> keep = referencedFunctions(module, f);
  std::erase_if(copy->functions, [&](const auto& g) { return !keep.count(g->name); });
  if (Status s = inlineCalls(*copy, *copy->lookup(f), Calls::kAndComposites); !s.ok()) return s.error();
  return copy;
}

std::string actionStr(const ResultAction& a) {
  switch (a.kind) {
    case ResultAction::Kind::kTile:
      return fmt::format("tile {}", a.dim);
    case ResultAction::Kind::kSum:
      return a.reducerName == "add" ? "sum" : "sum<" + a.reducerName + ">";
    case ResultAction::Kind::kAny:
      return "any";
  }
  return "?";
}

Result<Derivation> deriveClaim(const Module& module, const Function& f, const TmrEntry& claim, int64_t k) {
  Result<std::unique_ptr<Module>> working = decompositionModule(module, f.name);
  if (!working.ok()) return working.error();
  const Function& wf = *(*working)->lookup(f.name);
  Partitioner p(**working, wf, Mesh({{kChunkAxis, k}}));
  for (size_t i = 0; i < claim.operands.size(); ++i)
    if (claim.operands[i])
      if (Status s = p.tile(wf.entry().argument(i), *claim.operands[i], kChunkAxis); !s.ok())
        return s.error();
  p.propagate();
  Obstacles out = analyze(p, wf, claim);
  Derivation d;
  if (out.nonLocal.empty()) {
    Result<std::unique_ptr<Module>> program = chunkProgram(p, claim, out);
    if (!program.ok()) return program.error();
    d.chunkProgram = std::move(program.value());
  }
  d.derivable = out.none();
  d.obstacle = !out.nonLocal.empty() ? out.nonLocal : !out.partial.empty() ? out.partial : out.result;
  return d;
}

}  // namespace partir
