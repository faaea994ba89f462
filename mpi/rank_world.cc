#include "mpi/rank_world.h"

#include <mpi.h>
#include <pthread.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <csignal>
#include <chrono>
#include <climits>
#include <cstdlib>
#include <deque>
#include <map>
#include <mutex>
#include <thread>
#include <unordered_map>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "mpi/peer_watch.h"
#include "mpi/wire.h"
#include "semantics/ir.h"

namespace partir::mpi {

namespace {

using Clock = std::chrono::steady_clock;

// How often rank 0 asks every rank for its state (rank_world.h).
constexpr auto kWaveInterval = std::chrono::milliseconds(20);
// How long the MPI thread rests when nothing came or went.
constexpr auto kIdlePause = std::chrono::microseconds(50);
// MPI counts are ints: a longer message travels in pieces of this size.
constexpr size_t kPieceBytes = size_t{1} << 30;

enum Tag : int { kParcel = 1, kPiece, kProbe, kStatus, kDeadlock, kShutdown, kFailure, kResults };

// A message's MPI tag says its kind and its session (RankWorld::open's
// count, modulo kSessions): a session drops what an earlier one left
// unreceived (a deadlocked run's parcels).
constexpr int kKinds = 16;
constexpr int64_t kSessions = 1024;  // kKinds * kSessions stays below MPI's least MPI_TAG_UB, 32767
int tagOf(Tag kind, int64_t session) { return kind + kKinds * static_cast<int>(session % kSessions); }
Tag kindOf(int tag) { return static_cast<Tag>(tag % kKinds); }
int64_t sessionOf(int tag) { return tag / kKinds; }
// Rank 0's announcements and the tensors that follow them, and agreements,
// outside every session.
constexpr int kAnnouncementTag = kKinds * kSessions + 1;
constexpr int kAgreementTag = kKinds * kSessions + 2;
constexpr int kTensorTag = kKinds * kSessions + 3;

void check(int code, std::string_view call) {
  if (code == MPI_SUCCESS) return;
  char text[MPI_MAX_ERROR_STRING];
  int length = 0;
  MPI_Error_string(code, text, &length);
  fail(ErrorKind::kInternal, Location{}, "{} failed: {}", call, std::string(text, static_cast<size_t>(length)));
}

// ---- messages in pieces ------------------------------------------------------------

// A message in flight: its bytes live until MPI is done with them.
struct Sending {
  std::shared_ptr<const Bytes> bytes;
  std::vector<MPI_Request> requests;
};

Sending startSend(int64_t rank, int tag, Bytes bytes) {
  Sending s{std::make_shared<const Bytes>(std::move(bytes)), {}};
  const size_t total = s.bytes->size();
  for (size_t at = 0; at < total || at == 0; at += kPieceBytes) {
    const int count = static_cast<int>(std::min(kPieceBytes, total - at));
    MPI_Request r;
    check(MPI_Isend(s.bytes->data() + at, count, MPI_BYTE, static_cast<int>(rank),
                    at == 0 ? tag : tag - tag % kKinds + kPiece,
                    MPI_COMM_WORLD, &r),
          "MPI_Isend");
    s.requests.push_back(r);
    if (total == 0) break;
  }
  return s;
}

bool sendDone(Sending& s) {
  int done = 0;
  check(MPI_Testall(static_cast<int>(s.requests.size()), s.requests.data(), &done, MPI_STATUSES_IGNORE),
        "MPI_Testall");
  return done != 0;
}

// The whole message whose first piece `status` announces.
Bytes receiveMessage(const MPI_Status& status) {
  int count = 0;
  check(MPI_Get_count(&status, MPI_BYTE, &count), "MPI_Get_count");
  Bytes bytes(static_cast<size_t>(count));
  check(MPI_Recv(bytes.data(), count, MPI_BYTE, status.MPI_SOURCE, status.MPI_TAG, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE),
        "MPI_Recv");
  if (bytes.size() < sizeof(int64_t)) fail(ErrorKind::kInternal, Location{}, "an MPI message without its length");
  const size_t total = static_cast<size_t>(messageLength(bytes.data()));
  while (bytes.size() < total) {
    const size_t at = bytes.size();
    const int piece = static_cast<int>(std::min(kPieceBytes, total - at));
    bytes.resize(at + static_cast<size_t>(piece));
    const int pieceTag = status.MPI_TAG - status.MPI_TAG % kKinds + kPiece;
    check(MPI_Recv(bytes.data() + at, piece, MPI_BYTE, status.MPI_SOURCE, pieceTag, MPI_COMM_WORLD, MPI_STATUS_IGNORE),
          "MPI_Recv");
  }
  return bytes;
}

// Blocking, for the main thread once the MPI thread has stopped.
void sendWhole(int64_t rank, int tag, const Bytes& bytes) {
  for (size_t at = 0; at < bytes.size() || at == 0; at += kPieceBytes) {
    const int count = static_cast<int>(std::min(kPieceBytes, bytes.size() - at));
    check(MPI_Send(bytes.data() + at, count, MPI_BYTE, static_cast<int>(rank), at == 0 ? tag : tag - tag % kKinds + kPiece,
                   MPI_COMM_WORLD),
          "MPI_Send");
    if (bytes.empty()) break;
  }
}

// `size` bytes whose count both sides know, in pieces of kPieceBytes, all
// under `tag` (blocking, for the main thread).
void sendRaw(int64_t rank, int tag, const uint8_t* data, size_t size) {
  for (size_t at = 0; at < size; at += kPieceBytes)
    check(MPI_Send(data + at, static_cast<int>(std::min(kPieceBytes, size - at)), MPI_BYTE, static_cast<int>(rank),
                   tag, MPI_COMM_WORLD),
          "MPI_Send");
}

void receiveRaw(int64_t rank, int tag, uint8_t* data, size_t size) {
  for (size_t at = 0; at < size; at += kPieceBytes)
    check(MPI_Recv(data + at, static_cast<int>(std::min(kPieceBytes, size - at)), MPI_BYTE, static_cast<int>(rank),
                   tag, MPI_COMM_WORLD, MPI_STATUS_IGNORE),
          "MPI_Recv");
}

Bytes receiveWhole(int64_t rank, int tag) {
  MPI_Status status;
  check(MPI_Probe(static_cast<int>(rank), tag, MPI_COMM_WORLD, &status), "MPI_Probe");
  return receiveMessage(status);
}

// ---- a rank's state, for rank 0's waves --------------------------------------------

struct RankState {
  bool stuck = false, finished = false;
  int64_t generation = 0, sent = 0, received = 0;
  std::vector<std::pair<int64_t, std::string>> states;  // (process, "... waits at ...")
};

Bytes encodeState(int64_t wave, const RankState& s) {
  ByteWriter w;
  w.i64(wave);
  w.i64(s.stuck);
  w.i64(s.finished);
  w.i64(s.generation);
  w.i64(s.sent);
  w.i64(s.received);
  w.i64(static_cast<int64_t>(s.states.size()));
  for (const auto& [process, text] : s.states) {
    w.i64(process);
    w.str(text);
  }
  return w.take();
}

std::pair<int64_t, RankState> decodeState(const Bytes& bytes) {
  ByteReader r(bytes);
  const int64_t wave = r.i64();
  RankState s;
  s.stuck = r.i64() != 0;
  s.finished = r.i64() != 0;
  s.generation = r.i64();
  s.sent = r.i64();
  s.received = r.i64();
  const int64_t n = r.i64();
  for (int64_t i = 0; i < n && i <= kMaxProcesses; ++i) {
    const int64_t process = r.i64();
    s.states.emplace_back(process, r.str());
  }
  return {wave, std::move(s)};
}

Bytes encodeText(const std::string& text) {
  ByteWriter w;
  w.str(text);
  return w.take();
}

std::string decodeText(const Bytes& bytes) {
  ByteReader r(bytes);
  return r.str();
}

// The first failure in process order that is not a deadlock's victim (the
// root cause), else the first victim's: interp/spmd.h runProcesses's rule.
std::optional<ProcessFailure> rootOf(std::vector<ProcessFailure> all) {
  if (all.empty()) return std::nullopt;
  std::sort(all.begin(), all.end(), [](const ProcessFailure& a, const ProcessFailure& b) {
    return std::make_pair(a.victim, a.process) < std::make_pair(b.victim, b.process);
  });
  return all.front();
}

// Every rank's failure, if any, to rank 0 under `tag`; rank 0 tells each
// rank their root (rootOf), which every rank returns.
std::optional<ProcessFailure> agreeAcrossRanks(int64_t rank, int64_t size, int tag,
                                               std::optional<ProcessFailure> local) {
  if (rank != 0) {
    sendWhole(0, tag, encodeFailure(local));
    return decodeFailure(receiveWhole(0, tag));
  }
  std::vector<ProcessFailure> all;
  if (local) all.push_back(*local);
  for (int64_t r = 1; r < size; ++r)
    if (std::optional<ProcessFailure> f = decodeFailure(receiveWhole(r, tag))) all.push_back(*f);
  std::optional<ProcessFailure> root = rootOf(std::move(all));
  for (int64_t r = 1; r < size; ++r) sendWhole(r, tag, encodeFailure(root));
  return root;
}

// ---- one run's session -------------------------------------------------------------

class Session final : public RankSession {
 public:
  Session(int64_t rank, int64_t size, const Module& module, int64_t devices, int64_t id, PeerWatch& peers)
      : rank_(rank), size_(size), perRank_(devices / size), id_(id % kSessions), peers_(peers) {
    peers_.arm(perRank_);
    int64_t next = 0;
    for (const auto& f : module.functions)
      if (!f->isDeclaration()) walk(f->body, [&](const Operation& op) { sites_[&op] = next++; });
  }

  ~Session() override {
    peers_.disarm();
    if (thread_.joinable()) {
      {
        std::lock_guard<std::mutex> lock(mutex_);
        shutdown_ = true;
      }
      thread_.join();
    }
  }

  bool isLocal(int64_t process) const override { return rankOf(process) == rank_; }
  int64_t rankOf(int64_t process) const override { return process / perRank_; }

  int64_t siteId(const Operation& site) const override {
    auto it = sites_.find(&site);
    if (it == sites_.end())
      fail(ErrorKind::kInternal, site.loc(), "'{}': a collective outside the module runs across MPI ranks",
           site.name());
    return it->second;
  }

  void post(int64_t rank, ExchangeParcel parcel) override {
    Bytes bytes = encodeParcel(parcel);
    std::lock_guard<std::mutex> lock(mutex_);
    outbox_.push_back({rank, tagOf(kParcel, id_), std::move(bytes)});
    ++state_.sent;
    ++state_.generation;
  }

  void localState(bool stuck, bool finished, std::vector<std::pair<int64_t, std::string>> states) override {
    std::lock_guard<std::mutex> lock(mutex_);
    state_.stuck = stuck;
    state_.finished = finished;
    state_.states = std::move(states);
    ++state_.generation;
  }

  void start(Rendezvous& rendezvous) override {
    rendezvous_ = &rendezvous;
    thread_ = std::thread([this] { serve(); });
    pthread_setname_np(thread_.native_handle(), "partir-mpi");  // what top, gdb and the MPI tests see
  }

  void finish() override {
    if (thread_.joinable()) thread_.join();
    if (failure_) throw DiagnosticError{*failure_};
  }

  std::optional<ProcessFailure> agree(std::optional<ProcessFailure> local) override {
    peers_.disarm();  // once the outcome is agreed, a rank may end
    return agreeAcrossRanks(rank_, size_, tagOf(kFailure, id_), std::move(local));
  }

  std::vector<Values> gather(std::vector<std::pair<int64_t, Values>> local) override {
    if (rank_ != 0) {
      sendWhole(0, tagOf(kResults, id_), encodeResults(local));
      return {};
    }
    std::vector<Values> all(static_cast<size_t>(perRank_ * size_));
    for (auto& [device, values] : local) all.at(static_cast<size_t>(device)) = std::move(values);
    for (int64_t r = 1; r < size_; ++r)
      for (auto& [device, values] : decodeResults(receiveWhole(r, tagOf(kResults, id_)))) {
        if (device < 0 || device >= static_cast<int64_t>(all.size()))
          fail(ErrorKind::kInternal, Location{}, "rank {} sent the results of device {}, not on the mesh", r, device);
        all[static_cast<size_t>(device)] = std::move(values);
      }
    return all;
  }

 private:
  struct Outgoing {
    int64_t rank;
    int tag;
    Bytes bytes;
  };

  // The MPI thread: until rank 0 says every rank has finished.
  void serve() {
    try {
      std::vector<Sending> sending;
      while (true) {
        bool busy = sendPosted(sending);
        sending.erase(std::remove_if(sending.begin(), sending.end(), sendDone), sending.end());
        busy = receiveOne() || busy;
        if (rank_ == 0) coordinate();
        std::lock_guard<std::mutex> lock(mutex_);
        if (shutdown_ && sending.empty() && outbox_.empty()) return;
        if (!busy) std::this_thread::sleep_for(kIdlePause);
      }
    } catch (const DiagnosticError& e) {
      failure_ = e.diag;
      rendezvous_->declareDeadlock("the MPI transport failed: " + e.diag.message);
    }
  }

  bool sendPosted(std::vector<Sending>& sending) {
    std::deque<Outgoing> out;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      out.swap(outbox_);
    }
    for (Outgoing& o : out) sending.push_back(startSend(o.rank, o.tag, std::move(o.bytes)));
    return !out.empty();
  }

  void sendNow(int64_t rank, Tag kind, Bytes bytes) {
    std::lock_guard<std::mutex> lock(mutex_);
    outbox_.push_back({rank, tagOf(kind, id_), std::move(bytes)});
  }

  bool receiveOne() {
    int flag = 0;
    MPI_Status status;
    check(MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &flag, &status), "MPI_Iprobe");
    if (!flag) return false;
    const Bytes bytes = receiveMessage(status);
    if (sessionOf(status.MPI_TAG) == id_) handle(status.MPI_SOURCE, kindOf(status.MPI_TAG), bytes);
    return true;
  }

  void handle(int64_t source, Tag kind, const Bytes& bytes) {
    switch (kind) {
      case kParcel: {
        ExchangeParcel parcel = decodeParcel(bytes);
        {
          std::lock_guard<std::mutex> lock(mutex_);
          ++state_.received;
          ++state_.generation;
        }
        rendezvous_->deliver(std::move(parcel));
        return;
      }
      case kProbe: {
        ByteReader r(bytes);
        const int64_t wave = r.i64();
        sendNow(0, kStatus, encodeState(wave, snapshot()));
        return;
      }
      case kStatus: {
        auto [wave, state] = decodeState(bytes);
        if (wave == wave_) replies_[source] = std::move(state);
        return;
      }
      case kDeadlock: rendezvous_->declareDeadlock(decodeText(bytes)); return;
      case kShutdown: {
        std::lock_guard<std::mutex> lock(mutex_);
        shutdown_ = true;
        return;
      }
      default: fail(ErrorKind::kInternal, Location{}, "an MPI message of kind {} from rank {}", static_cast<int>(kind), source);
    }
  }

  RankState snapshot() {
    std::lock_guard<std::mutex> lock(mutex_);
    return state_;
  }

  // Rank 0: a wave every kWaveInterval; a deadlock or the end when two say so.
  void coordinate() {
    if (replies_.size() == static_cast<size_t>(size_) && waveOpen_) conclude();
    if (waveOpen_ || Clock::now() - lastWave_ < kWaveInterval) return;
    ++wave_;
    waveOpen_ = true;
    replies_.clear();
    replies_[0] = snapshot();
    ByteWriter w;
    w.i64(wave_);
    const Bytes probe = w.take();
    for (int64_t r = 1; r < size_; ++r) sendNow(r, kProbe, probe);
  }

  void conclude() {
    waveOpen_ = false;
    lastWave_ = Clock::now();
    bool stuck = true, finished = true;
    int64_t sent = 0, received = 0;
    for (const auto& [rank, s] : replies_) {
      stuck = stuck && s.stuck;
      finished = finished && s.finished;
      sent += s.sent;
      received += s.received;
    }
    if (finished) return shutDownAll();
    bool unchanged = previousStuck_ && previous_.size() == replies_.size();
    for (const auto& [rank, s] : replies_)
      unchanged = unchanged && previous_.count(rank) && previous_.at(rank).generation == s.generation;
    if (stuck && unchanged && sent == received && !deadlockSent_) declareDeadlockEverywhere();
    previous_ = replies_;
    previousStuck_ = stuck && sent == received;
  }

  void shutDownAll() {
    for (int64_t r = 1; r < size_; ++r) sendNow(r, kShutdown, encodeText(""));
    std::lock_guard<std::mutex> lock(mutex_);
    shutdown_ = true;
  }

  // The threaded mesh's report: every process's state, in process order.
  void declareDeadlockEverywhere() {
    deadlockSent_ = true;
    std::vector<std::pair<int64_t, std::string>> states;
    for (const auto& [rank, s] : replies_) states.insert(states.end(), s.states.begin(), s.states.end());
    std::sort(states.begin(), states.end());
    std::vector<std::string> lines;
    for (const auto& [process, text] : states) lines.push_back(text);
    const std::string report = fmt::format("deadlock, no process can progress: {}", fmt::join(lines, "; "));
    for (int64_t r = 1; r < size_; ++r) sendNow(r, kDeadlock, encodeText(report));
    rendezvous_->declareDeadlock(report);
  }

  const int64_t rank_, size_, perRank_, id_;
  PeerWatch& peers_;
  std::unordered_map<const Operation*, int64_t> sites_;
  Rendezvous* rendezvous_ = nullptr;
  std::thread thread_;
  std::optional<Diagnostic> failure_;

  std::mutex mutex_;  // guards what the device threads touch: outbox_, state_, shutdown_
  std::deque<Outgoing> outbox_;
  RankState state_;
  bool shutdown_ = false;

  // Rank 0's waves (MPI thread only).
  int64_t wave_ = 0;
  bool waveOpen_ = false, previousStuck_ = false, deadlockSent_ = false;
  Clock::time_point lastWave_{};
  std::map<int64_t, RankState> replies_, previous_;
};

// The PeerWatch of this process, for the SIGTERM handler.
std::atomic<const PeerWatch*> theWatch{nullptr};

// mpirun ends the job when a rank dies: it sends the others SIGTERM. A rank
// then says why (the dead rank, when a peer's note names it) and exits 2,
// as every rank of a failed run does.
void stopWhenTheJobEnds(int) {
  static const char kWhy[] =
      "partir: error: the MPI job ended: another rank failed or was killed (mpirun names it)\n";
  const PeerWatch* watch = theWatch.load();
  if (!watch || !watch->sayWhoEnded()) {
    [[maybe_unused]] const ssize_t written = write(STDERR_FILENO, kWhy, sizeof kWhy - 1);
  }
  _exit(2);
}

}  // namespace

bool launchedByMpirun() {
  for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_RANK"})
    if (std::getenv(name)) return true;
  return false;
}

RankWorld::RankWorld() {
  int provided = 0;
  check(MPI_Init_thread(nullptr, nullptr, MPI_THREAD_SERIALIZED, &provided), "MPI_Init_thread");
  if (provided < MPI_THREAD_SERIALIZED) {
    MPI_Finalize();
    fail(ErrorKind::kUnsupported, Location{},
         "this MPI gives no thread support (MPI_THREAD_SERIALIZED); the mesh across ranks needs it");
  }
  int rank = 0, size = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  rank_ = rank;
  size_ = size;
  peers_ = std::make_unique<PeerWatch>();
  theWatch = peers_.get();
  std::signal(SIGTERM, stopWhenTheJobEnds);
}

RankWorld::~RankWorld() {
  theWatch = nullptr;
  peers_.reset();
  MPI_Finalize();
}

void RankWorld::tell(int64_t rank, const std::vector<uint8_t>& message) {
  sendWhole(rank, kAnnouncementTag, message);
}

std::vector<uint8_t> RankWorld::awaitAnnouncement() { return receiveWhole(0, kAnnouncementTag); }

void RankWorld::tellTensor(int64_t rank, const Tensor& tensor) {
  sendRaw(rank, kTensorTag, tensor.rawData(), static_cast<size_t>(tensor.numBytes()));
}

void RankWorld::awaitTensor(Tensor& into) {
  receiveRaw(0, kTensorTag, into.rawData(), static_cast<size_t>(into.numBytes()));
}

void RankWorld::abandon(int code) {
  std::fflush(stdout);
  std::fflush(stderr);
  MPI_Abort(MPI_COMM_WORLD, code);
  _exit(code);  // MPI_Abort does not return; should it, the job still ends
}

// The first failure by rank: each is its rank's own, none a victim.
std::optional<Diagnostic> RankWorld::agreeOnFailure(std::optional<Diagnostic> local) {
  std::optional<ProcessFailure> mine;
  if (local) mine = ProcessFailure{rank_, false, std::move(*local)};
  std::optional<ProcessFailure> first = agreeAcrossRanks(rank_, size_, kAgreementTag, std::move(mine));
  if (!first) return std::nullopt;
  return first->diag;
}

std::unique_ptr<RankSession> RankWorld::open(const Module& module, int64_t devices) {
  if (devices % size_ != 0)
    fail(ErrorKind::kInvalidInput, module.loc, "{} MPI ranks do not divide the mesh's {} devices", size_, devices);
  return std::make_unique<Session>(rank_, size_, module, devices, sessions_++, *peers_);
}

}  // namespace partir::mpi
