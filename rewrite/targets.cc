#include "rewrite/targets.h"

#include <algorithm>
#include <charconv>
#include <string>

#include <fmt/format.h>

namespace partir {

namespace {

// Lists longer than this are cut in error messages ("..., and 12 more").
constexpr size_t kMaxListedNames = 20;

bool isGlob(std::string_view s) { return s.find_first_of("*?") != std::string_view::npos; }

void addUnique(std::vector<Value*>& values, Value* v) {
  if (std::find(values.begin(), values.end(), v) == values.end()) values.push_back(v);
}

// The `partir.tag` ops of the top-level block with their names.
std::vector<std::pair<std::string, Value*>> tags(const Function& f) {
  std::vector<std::pair<std::string, Value*>> found;
  for (const auto& op : f.entry().ops()) {
    if (op->name() != "partir.tag" || op->numResults() == 0) continue;
    const Attribute* name = op->attr("name");
    if (name && name->kind() == Attribute::Kind::kString) found.emplace_back(name->getString(), op->result(0));
  }
  return found;
}

std::string listNames(const std::vector<std::string>& names) {
  if (names.empty()) return "none";
  if (names.size() <= kMaxListedNames) return fmt::format("{}", fmt::join(names, ", "));
  std::vector<std::string> head(names.begin(), names.begin() + kMaxListedNames);
  return fmt::format("{}, and {} more", fmt::join(head, ", "), names.size() - kMaxListedNames);
}

Diagnostic noMatch(const Function& f, std::string_view target, const Location& loc) {
  std::vector<std::string> args, tagNames;
  for (size_t i = 0; i < f.entry().numArguments(); ++i) {
    std::vector<std::string> names = argumentNames(f, i);
    args.push_back(names.empty() ? "%" + f.entry().argument(i)->name() : names.front());
  }
  for (const auto& [name, value] : tags(f)) tagNames.push_back(name);
  return invalid(loc, "target '{}' matches nothing (arguments: {}; tags: {})", target, listNames(args),
                 listNames(tagNames));
}

// "3#1" -> {"3", 1}; "x" -> {"x", -1}; "a#b" -> {"a#b", -1}.
std::pair<std::string_view, int64_t> splitResultNumber(std::string_view name) {
  size_t hash = name.rfind('#');
  if (hash == std::string_view::npos || hash + 1 == name.size()) return {name, -1};
  int64_t index = -1;
  std::string_view digits = name.substr(hash + 1);
  auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), index);
  if (ec != std::errc() || end != digits.data() + digits.size() || index < 0) return {name, -1};
  return {name.substr(0, hash), index};
}

// The definitions of the top-level block spelled `%base` (an argument, or
// the results of one op, as MLIR groups `%3:2` into %3#0 and %3#1). More
// than one definition (possible after inlining) is ambiguous.
Result<std::vector<Value*>> ssaGroup(const Function& f, std::string_view base, std::string_view target,
                                     const Location& loc) {
  std::vector<std::vector<Value*>> groups;
  const Block& block = f.entry();
  for (size_t i = 0; i < block.numArguments(); ++i)
    if (block.argument(i)->name() == base) groups.push_back({block.argument(i)});
  for (const auto& op : block.ops()) {
    std::vector<Value*> group;
    for (size_t r = 0; r < op->numResults(); ++r)
      if (splitResultNumber(op->result(r)->name()).first == base)
        group.push_back(op->result(r));
    if (!group.empty()) groups.push_back(std::move(group));
  }
  if (groups.size() > 1)
    return invalid(loc, "target '{}' is ambiguous: {} definitions in @{} are spelled '%{}'", target,
                   groups.size(), f.name, base);
  if (groups.empty()) return std::vector<Value*>{};
  return groups.front();
}

// `%argN` as the N-th argument, or null.
Value* positionalArgument(const Function& f, std::string_view name) {
  if (!name.starts_with("arg") || name.size() == 3) return nullptr;
  std::string_view digits = name.substr(3);
  int64_t n = -1;
  auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
  if (ec != std::errc() || end != digits.data() + digits.size() || n < 0 ||
      n >= static_cast<int64_t>(f.entry().numArguments()))
    return nullptr;
  return f.entry().argument(static_cast<size_t>(n));
}

// Form 1: `%name`, `%name#k`, or positionally `%argN`.
Result<std::vector<Value*>> resolveSsa(const Function& f, std::string_view target, const Location& loc) {
  std::string_view name = target.substr(1);
  auto [base, index] = splitResultNumber(name);
  Result<std::vector<Value*>> group = ssaGroup(f, base, target, loc);
  if (!group.ok()) return group;
  const std::vector<Value*>& values = group.value();
  if (!values.empty() && index < 0) return values;
  if (!values.empty() && index < static_cast<int64_t>(values.size())) return std::vector<Value*>{values[index]};
  if (!values.empty())
    return invalid(loc, "target '{}' matches nothing (%{} has {} result{})", target, base, values.size(),
                   values.size() == 1 ? "" : "s");
  if (Value* arg = positionalArgument(f, name)) return std::vector<Value*>{arg};
  return invalid(loc, "target '{}' matches nothing (no value %{} in the top-level block of @{})", target,
                 name, f.name);
}

// Forms 2 and 3: arguments by name, glob or pytree prefix.
std::vector<Value*> resolveArguments(const Function& f, std::string_view target) {
  std::vector<Value*> exact, prefixed;
  for (size_t i = 0; i < f.entry().numArguments(); ++i) {
    for (const std::string& name : argumentNames(f, i)) {
      if (isGlob(target) ? globMatch(target, name) : name == target) addUnique(exact, f.entry().argument(i));
      const bool prefix = !isGlob(target) && name.size() > target.size() && name.starts_with(target) &&
                          (name[target.size()] == '[' || name[target.size()] == '.');
      if (prefix) addUnique(prefixed, f.entry().argument(i));
    }
  }
  return exact.empty() ? prefixed : exact;
}

}  // namespace

bool globMatch(std::string_view pattern, std::string_view text) {
  size_t p = 0, t = 0;
  size_t star = std::string_view::npos, resume = 0;
  while (t < text.size()) {
    if (p < pattern.size() && (pattern[p] == '?' || pattern[p] == text[t])) {
      ++p, ++t;
    } else if (p < pattern.size() && pattern[p] == '*') {
      star = p++;
      resume = t;
    } else if (star != std::string_view::npos) {
      p = star + 1;
      t = ++resume;
    } else {
      return false;
    }
  }
  while (p < pattern.size() && pattern[p] == '*') ++p;
  return p == pattern.size();
}

Result<const Function*> entryFunction(const Module& module, std::string_view name) {
  if (name.empty()) name = "main";
  const Function* f = module.lookup(name);
  if (!f) {
    std::vector<std::string> names;
    for (const auto& fn : module.functions) names.push_back(fn->name);
    std::sort(names.begin(), names.end());
    return invalid(module.loc, "no function @{} (functions: {})", name, listNames(names));
  }
  if (f->isDeclaration()) return invalid(module.loc, "function @{} has no body", name);
  return f;
}

Result<const Function*> chooseEntryFunction(const Module& module, std::string_view requested) {
  if (!requested.empty() || module.lookup("main")) return entryFunction(module, requested);
  std::vector<const Function*> bodies, publics;
  for (const auto& f : module.functions) {
    if (f->isDeclaration()) continue;
    bodies.push_back(f.get());
    if (f->visibility != "private") publics.push_back(f.get());  // absent means public (MLIR)
  }
  if (bodies.size() == 1) return bodies.front();
  if (publics.size() == 1) return publics.front();
  std::vector<std::string> names;
  for (const auto& fn : module.functions) names.push_back(fn->name);
  std::sort(names.begin(), names.end());
  return invalid(module.loc, "no @main and no single (public) function to take as the entry (functions: {})",
                 listNames(names));
}

// Seed 000 §3: ManualPartition keys name arguments or tags (forms in targets.h).
Result<std::vector<Value*>> resolveTarget(const Function& entry, std::string_view target,
                                          const Location& loc) {
  if (entry.isDeclaration()) return invalid(loc, "function @{} has no body", entry.name);
  if (target.starts_with("%")) return resolveSsa(entry, target, loc);
  std::vector<Value*> values = resolveArguments(entry, target);
  if (!values.empty()) return values;
  for (const auto& [name, value] : tags(entry))
    if (isGlob(target) ? globMatch(target, name) : name == target) addUnique(values, value);
  if (!values.empty()) return values;
  return noMatch(entry, target, loc);
}

std::optional<std::string> uniqueTargetName(const Function& entry, const Value* v) {
  auto namesExactly = [&](const std::string& target) {
    Result<std::vector<Value*>> values = resolveTarget(entry, target, {});
    return values.ok() && values->size() == 1 && values->front() == v;
  };
  std::vector<std::string> forms;
  const Block& block = entry.entry();
  for (size_t i = 0; i < block.numArguments(); ++i)
    if (block.argument(i) == v) {
      for (const std::string& name : argumentNames(entry, i))
        if (!isGlob(name) && !name.starts_with("%")) forms.push_back(name);
      forms.push_back("%" + v->name());
      forms.push_back(fmt::format("%arg{}", i));
    }
  if (v->definingOp()) {
    const Operation& op = *v->definingOp();
    forms.push_back("%" + v->name());
    if (op.numResults() > 1 && splitResultNumber(v->name()).second < 0)
      forms.push_back(fmt::format("%{}#{}", v->name(), v->resultIndex()));
  }
  for (const std::string& form : forms)
    if (namesExactly(form)) return form;
  return std::nullopt;
}

}  // namespace partir
