#include "interp/op_profile.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace partir {

namespace {

std::vector<OpProfile::Entry> slowestFirst(std::vector<OpProfile::Entry> entries) {
  std::sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) {
    return std::tie(b.seconds, a.op, a.loc.line, a.loc.col) <
           std::tie(a.seconds, b.op, b.loc.line, b.loc.col);
  });
  return entries;
}

}  // namespace

OpProfile::Entry& OpProfile::entryOf(const Operation& op) {
  auto [it, inserted] = ops_.try_emplace(&op);
  if (inserted) it->second = Entry{op.name(), op.loc()};
  return it->second;
}

void OpProfile::record(const Operation& op, double seconds) {
  std::lock_guard<std::mutex> lock(mutex_);
  Entry& e = entryOf(op);
  ++e.runs;
  e.seconds += seconds;
}

void OpProfile::recordFlops(const Operation& op, double flops) {
  std::lock_guard<std::mutex> lock(mutex_);
  entryOf(op).flops += flops;
}

std::vector<OpProfile::Entry> OpProfile::byKind() const {
  std::lock_guard<std::mutex> lock(mutex_);
  std::map<std::string, Entry> kinds;
  for (const auto& [op, e] : ops_) {
    Entry& k = kinds[e.op];
    k.op = e.op;
    k.runs += e.runs;
    k.seconds += e.seconds;
    k.flops += e.flops;
  }
  std::vector<Entry> out;
  for (auto& [name, e] : kinds) out.push_back(std::move(e));
  return slowestFirst(std::move(out));
}

std::vector<OpProfile::Entry> OpProfile::byOp() const {
  std::lock_guard<std::mutex> lock(mutex_);
  std::vector<Entry> out;
  for (const auto& [op, e] : ops_) out.push_back(e);
  return slowestFirst(std::move(out));
}

double OpProfile::totalSeconds() const {
  std::lock_guard<std::mutex> lock(mutex_);
  double total = 0;
  for (const auto& [op, e] : ops_) total += e.seconds;
  return total;
}

}  // namespace partir
