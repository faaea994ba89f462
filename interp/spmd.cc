#include "interp/spmd.h"

#include <fmt/ranges.h>

#include <algorithm>
#include <exception>
#include <new>

#include "interp/interpreter.h"
#include "semantics/ir.h"
#include "semantics/threads.h"

namespace partir {

// ---- Rendezvous ------------------------------------------------------------------

Rendezvous::Rendezvous(int64_t numProcesses, std::function<std::string(int64_t)> processName)
    : numProcesses_(numProcesses),
      processName_(std::move(processName)),
      finished_(static_cast<size_t>(numProcesses), false) {}

std::string Rendezvous::groupString(const std::vector<int64_t>& group) const {
  std::vector<std::string> names;
  for (int64_t id : group)
    names.push_back(id >= 0 && id < numProcesses_ ? processName_(id) : std::to_string(id));
  return fmt::format("[{}]", fmt::join(names, ", "));
}

size_t Rendezvous::memberIndex(const Operation& site, const std::vector<int64_t>& group,
                               int64_t self) const {
  const auto bad = [&](std::string_view why) {
    fail(ErrorKind::kInvalidInput, site.loc(), "'{}': process group {} {}", site.name(),
         groupString(group), why);
  };
  for (int64_t id : group)
    if (id < 0 || id >= numProcesses_)
      bad(fmt::format("names a process outside the {} processes", numProcesses_));
  std::vector<int64_t> sorted = group;
  std::sort(sorted.begin(), sorted.end());
  if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
    bad("names a process twice");
  auto it = std::find(group.begin(), group.end(), self);
  if (it == group.end())
    bad(fmt::format("does not contain the calling process {}", processName_(self)));
  return static_cast<size_t>(it - group.begin());
}

std::pair<intptr_t, std::vector<int64_t>> Rendezvous::meetingKey(const Operation& site,
                                                                  const std::vector<int64_t>& group) const {
  return {link_ ? static_cast<intptr_t>(link_->siteId(site)) : reinterpret_cast<intptr_t>(&site), group};
}

Rendezvous::Round& Rendezvous::deposit(std::pair<intptr_t, std::vector<int64_t>> key, int64_t number, size_t slot,
                                       Tensor value) {
  const size_t size = key.second.size();
  Round& round = meetings_[std::move(key)].rounds[number];
  if (round.values.empty()) round.values.resize(size);
  round.values[slot] = std::move(value);
  ++round.arrived;
  return round;
}

std::vector<Tensor> Rendezvous::exchange(const Operation& site, const std::vector<int64_t>& group,
                                         int64_t self, Tensor value) {
  const size_t slot = memberIndex(site, group, self);
  const auto key = meetingKey(site, group);
  const size_t local = static_cast<size_t>(std::count_if(group.begin(), group.end(), [&](int64_t p) { return isLocal(p); }));
  std::unique_lock<std::mutex> lock(mutex_);
  Meeting& meeting = meetings_[key];
  const int64_t number = meeting.nextRound[self]++;
  Round& round = deposit(key, number, slot, std::move(value));
  changed_.notify_all();
  if (++round.localArrived == local && local < group.size()) {
    const ExchangeParcel parcel = localValues(key.first, group, number, round);
    lock.unlock();
    postToOtherRanks(parcel);
    lock.lock();
  }
  const size_t size = group.size();
  const auto ready = [&round, size] { return round.arrived == size; };
  const auto where = [&] {
    return fmt::format("'{}' ({}) with {}", site.name(), site.loc().str(), groupString(group));
  };
  await(lock, site, self, Wait{ready, where});
  std::vector<Tensor> values = round.values;
  if (++round.taken == local) meeting.rounds.erase(number);
  return values;
}

ExchangeParcel Rendezvous::localValues(int64_t site, const std::vector<int64_t>& group, int64_t number,
                                       const Round& round) const {
  ExchangeParcel parcel{site, group, number, {}};
  for (size_t i = 0; i < group.size(); ++i)
    if (isLocal(group[i])) parcel.values.emplace_back(group[i], round.values[i]);
  return parcel;
}

void Rendezvous::postToOtherRanks(const ExchangeParcel& parcel) {
  std::set<int64_t> ranks;
  for (int64_t p : parcel.group)
    if (!isLocal(p)) ranks.insert(link_->rankOf(p));
  for (int64_t rank : ranks) link_->post(rank, parcel);
}

void Rendezvous::attach(RemoteLink* link) {
  std::lock_guard<std::mutex> lock(mutex_);
  link_ = link;
}

void Rendezvous::deliver(ExchangeParcel parcel) {
  std::lock_guard<std::mutex> lock(mutex_);
  for (auto& [process, value] : parcel.values) {
    auto it = std::find(parcel.group.begin(), parcel.group.end(), process);
    if (it == parcel.group.end())
      fail(ErrorKind::kInternal, Location{}, "a parcel holds the value of process {}, not in its group", process);
    deposit({static_cast<intptr_t>(parcel.site), parcel.group}, parcel.round,
            static_cast<size_t>(it - parcel.group.begin()), std::move(value));
  }
  changed_.notify_all();
  detectDeadlock();
}

void Rendezvous::declareDeadlock(std::string report) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!deadlock_) deadlock_ = std::move(report);
  changed_.notify_all();
}

void Rendezvous::send(int64_t channel, std::vector<Tensor> values) {
  std::lock_guard<std::mutex> lock(mutex_);
  channels_[channel].push_back(std::move(values));
  changed_.notify_all();
}

std::vector<Tensor> Rendezvous::recv(const Operation& site, int64_t channel, int64_t self) {
  std::unique_lock<std::mutex> lock(mutex_);
  std::deque<std::vector<Tensor>>& queue = channels_[channel];
  const auto ready = [&queue] { return !queue.empty(); };
  const auto where = [&] {
    return fmt::format("'{}' ({}) on channel {}", site.name(), site.loc().str(), channel);
  };
  await(lock, site, self, Wait{ready, where});
  std::vector<Tensor> values = std::move(queue.front());
  queue.pop_front();
  return values;
}

void Rendezvous::finish(int64_t self) {
  std::lock_guard<std::mutex> lock(mutex_);
  finished_.at(static_cast<size_t>(self)) = true;
  detectDeadlock();
}

std::set<int64_t> Rendezvous::deadlocked() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return victims_;
}

void Rendezvous::await(std::unique_lock<std::mutex>& lock, const Operation& site, int64_t self,
                       Wait wait) {
  if (wait.ready()) return;
  const std::function<bool()> ready = wait.ready;
  waiting_[self] = std::move(wait);
  detectDeadlock();
  changed_.wait(lock, [&] { return ready() || deadlock_.has_value(); });
  waiting_.erase(self);
  if (link_) detectDeadlock();
  if (ready()) return;
  victims_.insert(self);
  fail(ErrorKind::kInvalidInput, site.loc(), "'{}': {}", site.name(), *deadlock_);
}

// Called with mutex_ held whenever a process stops running (waits or
// finishes): the only moments a deadlock can appear. Across ranks, whenever
// a local process's state changes: the link decides.
void Rendezvous::detectDeadlock() {
  if (link_) {
    bool stuck = true, finished = true;
    std::vector<std::pair<int64_t, std::string>> states;
    for (int64_t p = 0; p < numProcesses_; ++p) {
      if (!isLocal(p)) continue;
      const bool done = finished_[static_cast<size_t>(p)];
      auto wait = waiting_.find(p);
      finished = finished && done;
      stuck = stuck && (done || (wait != waiting_.end() && !wait->second.ready()));
      states.emplace_back(p, stateOf(p));
    }
    link_->localState(stuck, finished, std::move(states));
    return;
  }
  if (deadlock_ || waiting_.empty()) return;
  for (int64_t p = 0; p < numProcesses_; ++p) {
    if (finished_[static_cast<size_t>(p)]) continue;
    auto wait = waiting_.find(p);
    if (wait == waiting_.end() || wait->second.ready()) return;
  }
  deadlock_ = deadlockReport();
  changed_.notify_all();
}

std::string Rendezvous::stateOf(int64_t p) const {
  auto wait = waiting_.find(p);
  if (wait != waiting_.end()) return fmt::format("{} waits at {}", processName_(p), wait->second.where());
  if (finished_[static_cast<size_t>(p)]) return fmt::format("{} has finished", processName_(p));
  return fmt::format("{} runs", processName_(p));
}

std::string Rendezvous::deadlockReport() const {
  std::vector<std::string> states;
  for (int64_t p = 0; p < numProcesses_; ++p) states.push_back(stateOf(p));
  return fmt::format("deadlock, no process can progress: {}", fmt::join(states, "; "));
}

// ---- ProcessGrid -------------------------------------------------------------------

ProcessGrid::ProcessGrid(int64_t numReplicas, int64_t numPartitions)
    : numReplicas_(numReplicas),
      numPartitions_(numPartitions),
      rendezvous_(numReplicas * numPartitions, [this](int64_t i) { return name(i); }) {}

ProcessId ProcessGrid::processAt(int64_t index) const {
  return {index / numPartitions_, index % numPartitions_};
}

std::string ProcessGrid::name(int64_t index) const {
  const ProcessId p = processAt(index);
  return fmt::format("({}, {})", p.replica, p.partition);
}

int64_t ProcessGrid::idCount(GroupStrategy strategy) const {
  switch (strategy) {
    case GroupStrategy::kCrossPartition: return numPartitions_;
    case GroupStrategy::kFlattenedIds: return numProcesses();
    case GroupStrategy::kCrossReplica:
    case GroupStrategy::kCrossReplicaAndPartition: break;
  }
  return numReplicas_;
}

const char* strategyName(GroupStrategy strategy) {
  switch (strategy) {
    case GroupStrategy::kCrossReplica: return "cross_replica";
    case GroupStrategy::kCrossPartition: return "cross_partition";
    case GroupStrategy::kCrossReplicaAndPartition: return "cross_replica_and_partition";
    case GroupStrategy::kFlattenedIds: break;
  }
  return "flattened_ids";
}

namespace {

// The channel_id, i.e. the `handle` of #stablehlo.channel_handle; absent = 0.
int64_t channelIdOf(const Operation& op) {
  const Attribute* a = op.attr("channel_handle");
  const Attribute* handle = a && a->kind() == Attribute::Kind::kStruct ? a->getDictionary().find("handle") : nullptr;
  return handle && handle->kind() == Attribute::Kind::kInteger ? handle->getInt() : 0;
}

bool usesGlobalDeviceIds(const Operation& op) {
  const Attribute* a = op.attr("use_global_device_ids");
  return a && (a->kind() == Attribute::Kind::kUnit || (a->kind() == Attribute::Kind::kBool && a->getBool()));
}

}  // namespace

GroupStrategy collectiveStrategy(const Operation& op) {
  const bool partitions = channelIdOf(op) > 0;
  switch (op.code()) {
    case OpCode::kAllGather:
    case OpCode::kAllReduce:
    case OpCode::kReduceScatter:
      if (!partitions) return GroupStrategy::kCrossReplica;
      return usesGlobalDeviceIds(op) ? GroupStrategy::kFlattenedIds : GroupStrategy::kCrossReplicaAndPartition;
    default: return partitions ? GroupStrategy::kCrossPartition : GroupStrategy::kCrossReplica;
  }
}

void ProcessGrid::checkIds(GroupStrategy strategy, const IdGroups& idGroups) const {
  const int64_t n = idCount(strategy);
  for (const auto& group : idGroups)
    for (int64_t id : group)
      if (id < 0 || id >= n)
        fail(ErrorKind::kInvalidInput, Location{},
             "{} id {} is out of range [0, {}) of a {}x{} grid", strategyName(strategy), id, n,
             numReplicas_, numPartitions_);
}

IdGroups ProcessGrid::processGroups(GroupStrategy strategy, const IdGroups& idGroups) const {
  checkIds(strategy, idGroups);
  IdGroups out;
  for (const auto& group : idGroups) {
    switch (strategy) {
      case GroupStrategy::kCrossReplica:  // one group per replica group and partition
        for (int64_t p = 0; p < numPartitions_; ++p) {
          out.emplace_back();
          for (int64_t r : group) out.back().push_back(indexOf({r, p}));
        }
        break;
      case GroupStrategy::kCrossPartition:  // one group per partition group and replica
        for (int64_t r = 0; r < numReplicas_; ++r) {
          out.emplace_back();
          for (int64_t p : group) out.back().push_back(indexOf({r, p}));
        }
        break;
      case GroupStrategy::kCrossReplicaAndPartition:  // the replica group in every partition
        out.emplace_back();
        for (int64_t p = 0; p < numPartitions_; ++p)
          for (int64_t r : group) out.back().push_back(indexOf({r, p}));
        break;
      case GroupStrategy::kFlattenedIds:  // flattened ids are process indices
        out.push_back(group);
        break;
    }
  }
  return out;
}

// ---- runProcesses ------------------------------------------------------------------

namespace {

// Runs body(self) and then tells the rendezvous that `self` has finished.
std::optional<Diagnostic> runOne(Rendezvous& rendezvous, const ProcessBody& body, int64_t self) {
  std::optional<Diagnostic> failure;
  try {
    failure = body(self);
  } catch (const DiagnosticError& e) {
    failure = e.diag;
  } catch (const std::bad_alloc&) {  // as the CLI reports it on the main thread
    failure = Diagnostic{ErrorKind::kOutOfResources, Location{}, "out of memory: the machine refused an allocation"};
  } catch (const std::exception& e) {  // nothing may escape a thread
    failure = Diagnostic{ErrorKind::kInternal, Location{}, e.what()};
  }
  rendezvous.finish(self);
  return failure;
}

// The failure to report (see runProcesses).
std::optional<ProcessFailure> rootFailure(const Rendezvous& rendezvous,
                                          const std::vector<std::optional<Diagnostic>>& failures) {
  const std::set<int64_t> victims = rendezvous.deadlocked();
  std::optional<int64_t> chosen;
  for (int64_t i = 0; i < static_cast<int64_t>(failures.size()); ++i) {
    if (!failures[i]) continue;
    if (!victims.count(i)) {
      chosen = i;
      break;
    }
    if (!chosen) chosen = i;
  }
  if (!chosen) return std::nullopt;
  ProcessFailure f{*chosen, victims.count(*chosen) > 0, *failures[*chosen]};
  f.diag.message += fmt::format(" (process {})", rendezvous.processName(*chosen));
  return f;
}

}  // namespace

std::optional<ProcessFailure> runProcesses(Rendezvous& rendezvous, const ProcessBody& body) {
  const int64_t n = rendezvous.numProcesses();
  std::vector<std::optional<Diagnostic>> failures(static_cast<size_t>(n));
  std::vector<int64_t> local;
  for (int64_t i = 0; i < n; ++i)
    if (rendezvous.isLocal(i)) local.push_back(i);
  std::vector<Thread> threads;
  size_t started = 0;
  try {
    for (; started < local.size(); ++started)
      threads.emplace_back([&, i = local[started]] { failures[i] = runOne(rendezvous, body, i); });
  } catch (const DiagnosticError& e) {  // the system refused a thread (semantics/threads.h)
    failures[local[started]] = e.diag;
    for (size_t k = started; k < local.size(); ++k) rendezvous.finish(local[k]);
  }
  for (Thread& t : threads) t.join();
  return rootFailure(rendezvous, failures);
}

// ---- runParallel -------------------------------------------------------------------

namespace {

// What a program leaves behind besides its failure.
struct ProcessOutcome {
  Values results;
  int64_t checksPassed = 0;
  std::vector<Diagnostic> checksFailed;
};

// Runs `f` on `args` as process `self`, with the options of `parent`.
std::optional<Diagnostic> runProgram(const Interpreter& parent, SpmdProcess self, const Function& f,
                                     Values args, ProcessOutcome& out) {
  InterpreterOptions options = parent.options();
  options.process = self;
  options.profile = nullptr;  // the run_parallel op's own time covers its processes
  options.checksPassed = &out.checksPassed;
  if (options.checksFailed) options.checksFailed = &out.checksFailed;
  Interpreter interpreter(parent.module(), options);
  Result<Values> results = interpreter.run(f.name, std::move(args));
  if (!results.ok()) return results.error();
  out.results = std::move(results).value();
  return std::nullopt;
}

}  // namespace

void FeedStreams::pushInfeed(Values values) {
  std::lock_guard<std::mutex> lock(mutex_);
  infeed_.push_back(std::move(values));
}

std::optional<Values> FeedStreams::popInfeed() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (infeed_.empty()) return std::nullopt;
  Values front = std::move(infeed_.front());
  infeed_.pop_front();
  return front;
}

void FeedStreams::pushOutfeed(Values values) {
  std::lock_guard<std::mutex> lock(mutex_);
  outfeed_.push_back(std::move(values));
}

std::vector<Values> FeedStreams::outfeed() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return outfeed_;
}

std::vector<Values> runParallel(Interpreter& parent,
                                const std::vector<std::vector<const Function*>>& programs,
                                std::vector<Values> args, std::vector<Values> infeed) {
  ProcessGrid grid(static_cast<int64_t>(programs.size()),
                   programs.empty() ? 0 : static_cast<int64_t>(programs[0].size()));
  for (Values& entry : infeed) grid.streams().pushInfeed(std::move(entry));
  std::vector<const Function*> functions;
  for (const auto& row : programs) functions.insert(functions.end(), row.begin(), row.end());
  if (static_cast<int64_t>(functions.size()) != grid.numProcesses() ||
      args.size() != functions.size())
    fail(ErrorKind::kInternal, Location{},
         "runParallel: {} programs and {} argument lists for a {}x{} grid", functions.size(),
         args.size(), grid.numReplicas(), grid.numPartitions());
  std::vector<ProcessOutcome> outs(functions.size());
  const std::optional<ProcessFailure> failure = runProcesses(grid.rendezvous(), [&](int64_t i) {
    return runProgram(parent, SpmdProcess{&grid, grid.processAt(i)}, *functions[i],
                      std::move(args[i]), outs[i]);
  });
  for (ProcessOutcome& out : outs) {
    for (int64_t i = 0; i < out.checksPassed; ++i) parent.recordCheckPassed();
    for (Diagnostic& checkFailure : out.checksFailed)
      parent.recordCheckFailed(std::move(checkFailure));
  }
  if (failure) throw DiagnosticError{failure->diag};
  std::vector<Values> results;
  for (ProcessOutcome& out : outs) results.push_back(std::move(out.results));
  return results;
}

}  // namespace partir
