#include "semantics/call_graph.h"

#include <map>

#include <fmt/format.h>

namespace partir {

std::string calledFunction(const Operation& op) {
  for (const char* attr : {"callee", "decomposition"})
    if (const Attribute* a = op.attr(attr); a && a->kind() == Attribute::Kind::kSymbolRef)
      return a->getString();
  return "";
}

std::set<std::string> calledFunctions(const Module& module) {
  std::set<std::string> called;
  for (const auto& f : module.functions)
    walk(f->body, [&](const Operation& op) {
      if (std::string callee = calledFunction(op); !callee.empty()) called.insert(std::move(callee));
    });
  return called;
}

namespace {

struct CallSite {
  std::string callee;
  Location loc;
};

std::vector<CallSite> callSitesOf(const Function& f) {
  std::vector<CallSite> sites;
  walk(f.body, [&](const Operation& op) {
    if (std::string callee = calledFunction(op); !callee.empty()) sites.push_back({std::move(callee), op.loc()});
  });
  return sites;
}

// One function on the depth-first path, and how far through its calls.
struct Frame {
  const Function* function;
  std::vector<CallSite> sites;
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

enum class Color { kUnseen, kOnPath, kDone };

// Depth-first search from `root` with an explicit stack, so a long chain of
// calls cannot overflow the native stack; every function is finished once.
Status searchFrom(const Module& module, const Function& root, std::map<std::string, Color>& color) {
  std::vector<Frame> path{{&root, callSitesOf(root)}};
  color[root.name] = Color::kOnPath;
  while (!path.empty()) {
    Frame& top = path.back();
    if (top.next == top.sites.size()) {
      color[top.function->name] = Color::kDone;
      path.pop_back();
      continue;
    }
    const CallSite& site = top.sites[top.next++];
    const Function* callee = module.lookup(site.callee);
    if (!callee) continue;  // the type rule reports an unknown callee
    Color& c = color[callee->name];
    if (c == Color::kOnPath) return cycleError(path, site);
    if (c == Color::kDone) continue;
    if (path.size() >= kMaxCallDepth)
      return unsupported(site.loc, "calls nest deeper than {} functions (from @{})", kMaxCallDepth,
                         root.name);
    c = Color::kOnPath;
    path.push_back({callee, callSitesOf(*callee)});
  }
  return Status::success();
}

}  // namespace

Status checkAcyclicCalls(const Module& module) {
  std::map<std::string, Color> color;
  for (const auto& f : module.functions)
    if (color[f->name] == Color::kUnseen)
      if (Status s = searchFrom(module, *f, color); !s.ok()) return s;
  return Status::success();
}

}  // namespace partir
