#include "semantics/call_graph.h"

#include <algorithm>
#include <map>

#include <fmt/format.h>

namespace partir {

namespace {

// Every symbol reference in `a`, through nested arrays (run_parallel's grid).
void symbolsIn(const Attribute& a, std::vector<std::string>& out) {
  if (a.kind() == Attribute::Kind::kSymbolRef) out.push_back(a.getString());
  if (a.kind() == Attribute::Kind::kArray)
    for (const Attribute& e : a.getArray()) symbolsIn(e, out);
}

}  // namespace

std::vector<std::string> calleesOf(const Operation& op) {
  std::vector<std::string> callees;
  for (const char* attr : {"callee", "decomposition", "programs", "reducer"})
    if (const Attribute* a = op.attr(attr)) symbolsIn(*a, callees);
  return callees;
}

std::set<std::string> calledFunctions(const Module& module) {
  std::set<std::string> called;
  for (const auto& f : module.functions)
    walk(f->body, [&](const Operation& op) {
      for (std::string& callee : calleesOf(op)) called.insert(std::move(callee));
    });
  return called;
}

std::set<std::string> reachableFunctions(const Module& module, const std::string& entry) {
  std::set<std::string> reached{entry};
  std::vector<std::string> work{entry};
  while (!work.empty()) {
    const Function* f = module.lookup(work.back());
    work.pop_back();
    if (!f) continue;
    walk(f->body, [&](const Operation& op) {
      for (std::string& callee : calleesOf(op))
        if (reached.insert(callee).second) work.push_back(std::move(callee));
    });
  }
  return reached;
}

namespace {

struct CallSite {
  std::string callee;
  Location loc;
  int depth;  // regions around the call inside its function
};

// A function's call sites and the depth of its deepest region.
struct Body {
  std::vector<CallSite> sites;
  int deepestRegion = 0;
};

void collect(const Region& region, int depth, Body& body) {
  body.deepestRegion = std::max(body.deepestRegion, depth);
  for (size_t b = 0; b < region.numBlocks(); ++b)
    for (const auto& op : region.block(b).ops()) {
      for (std::string& callee : calleesOf(*op)) body.sites.push_back({std::move(callee), op->loc(), depth});
      for (size_t r = 0; r < op->numRegions(); ++r) collect(op->region(r), depth + 1, body);
    }
}

Body bodyOf(const Function& f) {
  Body body;
  collect(f.body, 0, body);
  return body;
}

// One function on the depth-first path, and how far through its calls.
struct Frame {
  const Function* function;
  Body body;
  size_t next = 0;
};

// "@f calls @g calls @f", from where `callee` first appears on the path.
Diagnostic cycleError(const std::vector<Frame>& path, const CallSite& back) {
  std::string cycle;
  bool onCycle = false;
  for (const Frame& frame : path) {
    onCycle = onCycle || frame.function->name == back.callee;
    if (onCycle) cycle += fmt::format("@{} calls ", frame.function->name);
  }
  return unsupported(back.loc, "recursive call: {}@{}; recursion is not supported (an XLA call graph is acyclic)",
                     cycle, back.callee);
}

// The search state of a module: which functions are on the path or done,
// and for each one done how deep execution nests inside it.
class CallSearch {
 public:
  explicit CallSearch(const Module& module) : module_(module) {}

  // Depth-first from `root` with an explicit stack, so a long chain of calls
  // cannot overflow the native stack; each function is finished once, after
  // its callees, when its nesting is known.
  Status searchFrom(const Function& root) {
    std::vector<Frame> path{{&root, bodyOf(root)}};
    onPath_.insert(root.name);
    while (!path.empty()) {
      Frame& top = path.back();
      if (top.next == top.body.sites.size()) {
        PARTIR_RETURN_IF_ERROR(finish(top));
        path.pop_back();
        continue;
      }
      const CallSite& site = top.body.sites[top.next++];
      const Function* callee = module_.lookup(site.callee);
      if (!callee || nesting_.count(callee->name)) continue;  // the type rules report unknown callees
      if (onPath_.count(callee->name)) return cycleError(path, site);
      onPath_.insert(callee->name);
      path.push_back({callee, bodyOf(*callee)});
    }
    return Status::success();
  }

  bool done(const Function& f) const { return nesting_.count(f.name) > 0; }

 private:
  // A function nests as deep as its deepest region, or a call site's depth
  // plus one plus its callee's nesting.
  Status finish(const Frame& frame) {
    int nesting = frame.body.deepestRegion;
    for (const CallSite& site : frame.body.sites)
      if (const Function* callee = module_.lookup(site.callee))
        nesting = std::max(nesting, site.depth + 1 + nesting_.at(callee->name));
    if (nesting > kMaxExecutionNesting)
      return unsupported(frame.function->loc, "regions and calls nest {} levels deep in @{}; at most {} are supported",
                         nesting, frame.function->name, kMaxExecutionNesting);
    onPath_.erase(frame.function->name);
    nesting_[frame.function->name] = nesting;
    return Status::success();
  }

  const Module& module_;
  std::set<std::string> onPath_;
  std::map<std::string, int> nesting_;
};

}  // namespace

Status checkAcyclicCalls(const Module& module) {
  CallSearch search(module);
  for (const auto& f : module.functions)
    if (!search.done(*f)) PARTIR_RETURN_IF_ERROR(search.searchFrom(*f));
  return Status::success();
}

}  // namespace partir
