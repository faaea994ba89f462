// SPMD simulation (StableHLO spec "Parallel execution" and "Collective ops";
// STYLE.md point 8): a grid of processes, each running on its own thread with
// its own Interpreter (so its own memory), meeting at collectives through a
// Rendezvous.
//
// Three pieces, from generic to StableHLO-specific:
//  - Rendezvous: processes numbered 0..n-1 exchange tensors in explicit,
//    ordered groups (a barrier per group), or through point-to-point
//    channels; a deadlock becomes an error, never a hang. It knows nothing of
//    replicas, partitions or meshes, so a mesh interpreter (groups = devices
//    that differ only in some mesh axes) reuses it as is.
//  - ProcessGrid: num_replicas x num_partitions processes, the spec's four
//    process-group strategies, and the grid's Rendezvous.
//  - runParallel: `interpreter.run_parallel` (openxla/stablehlo
//    stablehlo/reference/InterpreterOps.td): one thread per process.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "interp/value.h"
#include "semantics/diagnostics.h"

namespace partir {

class Interpreter;
class Operation;
class Rendezvous;
struct Function;
struct Module;

// ---- Processes spread over OS processes (mpi/, issue 38) ---------------------------

// The values of one exchange that travel to another rank: those of the
// members of `group` on the sending rank, at the `round`-th meeting of the
// group at `site` (an op's number, the same on every rank).
struct ExchangeParcel {
  int64_t site = 0;
  std::vector<int64_t> group;
  int64_t round = 0;
  std::vector<std::pair<int64_t, Tensor>> values;  // (process, its value)
};

// A process that failed, and whether it failed as a deadlock's victim.
struct ProcessFailure {
  int64_t process = 0;
  bool victim = false;
  Diagnostic diag;
};

// How a Rendezvous reaches the processes that run in other OS processes
// (the ranks of an MPI job, mpi/rank_world.h). It holds only its own
// processes; a member elsewhere sends its value as a parcel, which arrives
// through Rendezvous::deliver. Whether the processes are deadlocked is then
// decided across all ranks, which the link reports with
// Rendezvous::declareDeadlock.
class RemoteLink {
 public:
  virtual ~RemoteLink() = default;
  virtual bool isLocal(int64_t process) const = 0;
  virtual int64_t rankOf(int64_t process) const = 0;
  // The number of `site` on every rank.
  virtual int64_t siteId(const Operation& site) const = 0;
  // Takes `parcel` to `rank`; returns at once.
  virtual void post(int64_t rank, ExchangeParcel parcel) = 0;
  // The local processes changed state: `stuck` when each unfinished one
  // waits for what is not there, `finished` when all have finished, and one
  // line per local process for a deadlock report.
  virtual void localState(bool stuck, bool finished, std::vector<std::pair<int64_t, std::string>> states) = 0;
};

// One run across ranks: the link, and what the ranks agree on around it.
class RankSession : public RemoteLink {
 public:
  // Starts carrying parcels to and from `rendezvous`.
  virtual void start(Rendezvous& rendezvous) = 0;
  // Every local process has finished; returns once every rank's have.
  virtual void finish() = 0;
  // The run's failure, from each rank's: the same on every rank.
  virtual std::optional<ProcessFailure> agree(std::optional<ProcessFailure> local) = 0;
  // Every process's results on rank 0, from each rank's local ones (process,
  // results); empty on the other ranks.
  virtual std::vector<Values> gather(std::vector<std::pair<int64_t, Values>> local) = 0;
};

// The OS processes a run spreads its processes over: process p of n runs on
// rank p / (n / size()). Absent (the default), every process is a thread of
// this OS process.
class Ranks {
 public:
  virtual ~Ranks() = default;
  virtual int64_t rank() const = 0;
  virtual int64_t size() const = 0;
  // A session for one run of `module` on n processes; size() must divide n.
  virtual std::unique_ptr<RankSession> open(const Module& module, int64_t n) = 0;
  // Rank 0 tells another rank `message` (a driver's request: `partir check
  // --mpi` runs its mesh paths so, verify/differential/check_paths.h); the
  // other ranks wait for rank 0's next one.
  virtual void tell(int64_t rank, const std::vector<uint8_t>& message) = 0;
  virtual std::vector<uint8_t> awaitAnnouncement() = 0;
  // After an announcement that gives its type, rank 0 sends a tensor's
  // bytes as a message of their own, which the other rank receives straight
  // into a tensor of that type: neither side holds them twice.
  virtual void tellTensor(int64_t rank, const Tensor& tensor) = 0;
  virtual void awaitTensor(Tensor& into) = 0;
  // Every rank calls it with its own failure, if any, outside sessions;
  // each gets the first failure by rank (a rank's own step after a run,
  // such as writing its files).
  virtual std::optional<Diagnostic> agreeOnFailure(std::optional<Diagnostic> local) = 0;
  // Whether process p of n runs here; none does when size() does not divide n.
  bool holds(int64_t process, int64_t n) const { return n % size() == 0 && process / (n / size()) == rank(); }
};

// ---- Rendezvous ------------------------------------------------------------------

// Where processes meet. A collective is an *exchange*: every member of a
// group calls
//   exchange(site, group, self, value)
// with the same `site` (the op instance) and the same `group` (an ordered list
// of distinct process ids containing `self`). Each call waits until all
// members have deposited their value (a barrier per group), then returns all
// deposited values in group order. The k-th exchange a process makes at
// (site, group) meets the k-th exchange of the other members there, so an op
// in a loop body, or one exchanging its operands one by one, pairs up round
// by round. Different sites, or the same site with different groups, never
// meet: processes that disagree on which collective comes next wait forever,
// which is reported as a deadlock.
//
// Worked example, 4 processes (a mesh {a:2, b:2}, device i = 2a + b): an
// all_gather over axis `a` groups the devices that differ only in `a`,
// {0, 2} and {1, 3}. Devices 0 and 2 each call
//   exchange(op, {0, 2}, self, x_self)
// and both get {x0, x2}; devices 1 and 3 call exchange(op, {1, 3}, self,
// x_self) and both get {x1, x3}. The two groups proceed independently. Had
// device 2 called exchange(op, {2, 0}, ...) instead, the groups would differ
// and devices 0 and 2 would deadlock.
//
// Point-to-point channels: send(channel, values) appends `values` to the
// channel's queue and returns at once; recv(site, channel, self) waits
// for the oldest values on the channel and takes them. Values from one sender
// arrive in the order sent; when several processes send on one channel, the
// order between them is the order they ran in (the StableHLO interpreter
// leaves that case undefined).
//
// Deadlocks: every process calls finish(self) once it stops (returned or
// failed). When every process that has not finished is waiting (at an
// exchange some member has not reached, or a recv on an empty channel),
// nothing can ever progress; each waiting call then throws a DiagnosticError
// (kInvalidInput, at its op) such as
//   'stablehlo.all_reduce': deadlock, no process can progress: (0, 0) waits at
//   'stablehlo.all_reduce' (f.mlir:4:5) with [(0, 0), (1, 0)]; (1, 0) has finished
// A process that keeps computing keeps the others waiting, as it would on a
// device; the interpreters' deadline bounds that.
class Rendezvous {
 public:
  // `numProcesses` processes; `processName(i)` spells process i in messages.
  Rendezvous(int64_t numProcesses, std::function<std::string(int64_t)> processName);
  Rendezvous(const Rendezvous&) = delete;
  Rendezvous& operator=(const Rendezvous&) = delete;

  // See the class comment. A group with an id out of range, a repeated id or
  // without `self` is an error at `site`.
  std::vector<Tensor> exchange(const Operation& site, const std::vector<int64_t>& group,
                               int64_t self, Tensor value);
  // Appends `values` to `channel` (they wait there for a recv).
  void send(int64_t channel, std::vector<Tensor> values);
  // Waits for the oldest values sent on `channel` and takes them.
  std::vector<Tensor> recv(const Operation& site, int64_t channel, int64_t self);
  // Process `self` will not exchange, send or receive any more.
  void finish(int64_t self);
  int64_t numProcesses() const { return numProcesses_; }
  std::string processName(int64_t i) const { return processName_(i); }
  // The processes whose wait ended in a deadlock error (the victims, as
  // opposed to a process whose own failure caused the deadlock).
  std::set<int64_t> deadlocked() const;

  // Across ranks (RemoteLink): only the local processes run here; parcels
  // from other ranks arrive through deliver, and the link decides deadlocks.
  void attach(RemoteLink* link);
  bool isLocal(int64_t process) const { return !link_ || link_->isLocal(process); }
  bool acrossRanks() const { return link_ != nullptr; }
  // The values of other ranks' members of an exchange.
  void deliver(ExchangeParcel parcel);
  // Every waiting process fails with `report` (the link found a deadlock
  // across ranks, or lost them).
  void declareDeadlock(std::string report);

 private:
  // One meeting of a group at a site: the values deposited so far.
  struct Round {
    std::vector<Tensor> values;
    size_t arrived = 0, taken = 0;
    size_t localArrived = 0;  // across ranks: this rank's members
  };
  // All rounds at one (site, group); each member's next round number.
  struct Meeting {
    std::map<int64_t, int64_t> nextRound;
    std::map<int64_t, Round> rounds;
  };
  struct Wait {
    std::function<bool()> ready;         // evaluated under mutex_
    std::function<std::string()> where;  // "'op' (loc) with [...]", for the deadlock report
  };

  size_t memberIndex(const Operation& site, const std::vector<int64_t>& group, int64_t self) const;
  std::string groupString(const std::vector<int64_t>& group) const;
  // Blocks (holding `lock` between checks) until `ready()`, or throws once the
  // processes are deadlocked.
  void await(std::unique_lock<std::mutex>& lock, const Operation& site, int64_t self, Wait wait);
  // Records a deadlock and wakes every waiter when no unfinished process can
  // progress.
  void detectDeadlock();
  std::string deadlockReport() const;
  // "(0, 1) waits at ..." or "(0, 1) has finished".
  std::string stateOf(int64_t process) const;
  // A meeting's key: the site's op, or its number across ranks.
  std::pair<intptr_t, std::vector<int64_t>> meetingKey(const Operation& site, const std::vector<int64_t>& group) const;
  // The round's values from this rank's members (under mutex_), and their
  // posting to the group's other ranks (without it: encoding takes time).
  ExchangeParcel localValues(int64_t site, const std::vector<int64_t>& group, int64_t number, const Round& round) const;
  void postToOtherRanks(const ExchangeParcel& parcel);
  // Deposits `value` of group member `slot`; returns the round.
  Round& deposit(std::pair<intptr_t, std::vector<int64_t>> key, int64_t number, size_t slot, Tensor value);

  const int64_t numProcesses_;
  const std::function<std::string(int64_t)> processName_;
  mutable std::mutex mutex_;
  std::condition_variable changed_;
  std::vector<bool> finished_;
  std::map<int64_t, Wait> waiting_;
  std::map<std::pair<intptr_t, std::vector<int64_t>>, Meeting> meetings_;
  RemoteLink* link_ = nullptr;
  std::map<int64_t, std::deque<std::vector<Tensor>>> channels_;
  std::optional<std::string> deadlock_;
  std::set<int64_t> victims_;
};

// ---- The StableHLO process grid ----------------------------------------------------

// StableHLO spec "Parallel execution": process_id = (replica_id, partition_id).
struct ProcessId {
  int64_t replica = 0;
  int64_t partition = 0;
};

// StableHLO spec "Collective ops": how an op's id groups become process groups.
enum class GroupStrategy {
  kCrossReplica,
  kCrossPartition,
  kCrossReplicaAndPartition,
  kFlattenedIds
};

// "cross_replica", "cross_partition", "cross_replica_and_partition", "flattened_ids".
const char* strategyName(GroupStrategy strategy);

// StableHLO spec "all_gather", "all_reduce", "reduce_scatter": cross_replica
// when channel_id <= 0, else cross_replica_and_partition, or flattened_ids
// with use_global_device_ids; "all_to_all", "collective_broadcast",
// "collective_permute": cross_replica, else cross_partition. `op` is one of
// them, its attributes as the type rules check them (a malformed
// channel_handle counts as channel_id 0).
GroupStrategy collectiveStrategy(const Operation& op);

// Groups of ids (replica, partition or flattened process ids), or of process
// indices once a strategy has been applied.
using IdGroups = std::vector<std::vector<int64_t>>;

// StableHLO spec "Parallel execution": num_replicas x num_partitions
// processes. A process's *index* is replica_id * num_partitions +
// partition_id: the order of run_parallel's inputs and results, the spec's
// flattened id, and the process id of the grid's Rendezvous.
// StableHLO spec "Streaming communication": the grid's infeed (what
// interpreter.run_parallel's `infeed` functions return, one entry per
// infeed op, first in first out) and outfeed (what outfeed ops write).
class FeedStreams {
 public:
  void pushInfeed(Values values);
  // The next infeed entry, or nullopt when there is none.
  std::optional<Values> popInfeed();
  void pushOutfeed(Values values);
  std::vector<Values> outfeed() const;

 private:
  mutable std::mutex mutex_;
  std::deque<Values> infeed_;
  std::vector<Values> outfeed_;
};

class ProcessGrid {
 public:
  ProcessGrid(int64_t numReplicas, int64_t numPartitions);

  int64_t numReplicas() const { return numReplicas_; }
  int64_t numPartitions() const { return numPartitions_; }
  int64_t numProcesses() const { return numReplicas_ * numPartitions_; }
  int64_t indexOf(ProcessId p) const { return p.replica * numPartitions_ + p.partition; }
  ProcessId processAt(int64_t index) const;
  // "(1, 0)": replica 1, partition 0.
  std::string name(int64_t index) const;

  // How many ids a strategy's groups range over: num_replicas
  // (cross_replica, cross_replica_and_partition), num_partitions
  // (cross_partition) or num_processes (flattened_ids).
  int64_t idCount(GroupStrategy strategy) const;
  // StableHLO spec "Collective ops", sections cross_replica, cross_partition,
  // cross_replica_and_partition and flattened_ids: the process groups (as
  // process indices, in the spec's order) of `idGroups`. An id outside
  // [0, idCount(strategy)) fails (kInvalidInput, without location).
  // Given replica groups [[0, 1], [2, 3]] on a 4x2 grid, cross_replica gives
  // [[(0,0), (1,0)], [(0,1), (1,1)], [(2,0), (3,0)], [(2,1), (3,1)]] and
  // cross_replica_and_partition [[(0,0), (1,0), (0,1), (1,1)], [(2,0), (3,0),
  // (2,1), (3,1)]], i.e. indices [[0, 2, 1, 3], [4, 6, 5, 7]].
  IdGroups processGroups(GroupStrategy strategy, const IdGroups& idGroups) const;

  Rendezvous& rendezvous() { return rendezvous_; }
  FeedStreams& streams() { return streams_; }

 private:
  // Every id of `idGroups` is in [0, idCount(strategy)).
  void checkIds(GroupStrategy strategy, const IdGroups& idGroups) const;

  const int64_t numReplicas_, numPartitions_;
  Rendezvous rendezvous_;
  FeedStreams streams_;
};

// The process an Interpreter runs: its grid (shared with the other processes
// of a run_parallel) and its position there.
struct SpmdProcess {
  ProcessGrid* grid = nullptr;
  ProcessId id;
  int64_t index() const { return grid->indexOf(id); }
};

// Runs one process: returns its failure, nullopt on success.
using ProcessBody = std::function<std::optional<Diagnostic>(int64_t self)>;

// Runs body(i) for every process i of `rendezvous`, each on its own thread,
// and rendezvous.finish(i) when it returns (or throws: a DiagnosticError is
// its failure, std::bad_alloc an out-of-memory one (kOutOfResources), another
// exception an internal one). Returns the failure to
// report, suffixed with " (process <name>)": the first in process order that
// is not a deadlock victim (the root cause), else the first victim's;
// nullopt when every process succeeded. Each thread has a stack of
// kWorkerStackBytes (semantics/threads.h). A thread the system refuses to
// start fails its process (kOutOfResources, "cannot start a thread: ..."); the
// processes not started count as finished, so no one waits for them.
// With a RemoteLink attached, only the local processes run here, and the
// failure is the local ones' (RankSession::agree makes it the run's).
std::optional<ProcessFailure> runProcesses(Rendezvous& rendezvous, const ProcessBody& body);

// The largest grid run_parallel runs: one thread per process.
inline constexpr int64_t kMaxProcesses = 1024;

// interpreter.run_parallel: runs programs[r][p] on process (r, p) of a new
// grid with runProcesses, each with its own Interpreter (the options of
// `parent`: its deadline; checks that pass or fail are recorded in `parent`),
// on args[r * num_partitions + p]; returns the processes' results in the same
// order, or throws the failure runProcesses reports.
// Given programs [[@f], [@f]] where @f returns its replica_id, returns
// {{0}, {1}}.
std::vector<Values> runParallel(Interpreter& parent,
                                const std::vector<std::vector<const Function*>>& programs,
                                std::vector<Values> args, std::vector<Values> infeed = {});

}  // namespace partir
