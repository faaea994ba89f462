#include "mpi/peer_watch.h"

#include <poll.h>
#include <pthread.h>
#include <sys/eventfd.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace partir::mpi {

namespace {

static_assert(std::atomic<int64_t>::is_always_lock_free, "a note shared between processes must be lock-free");

// A descriptor that polls readable once process `pid` has ended; -1 where
// the kernel has no pidfd_open (before Linux 5.3) or the process is gone.
int openPidFd(pid_t pid) { return static_cast<int>(syscall(SYS_pidfd_open, pid, 0)); }

// Every rank of this node: its world rank and pid, in node-rank order.
std::vector<std::pair<int, pid_t>> nodeRanks(MPI_Comm node) {
  int size = 0, worldRank = 0;
  MPI_Comm_size(node, &size);
  MPI_Comm_rank(MPI_COMM_WORLD, &worldRank);
  const int mine[2] = {worldRank, static_cast<int>(getpid())};
  std::vector<int> all(2 * static_cast<size_t>(size));
  MPI_Allgather(mine, 2, MPI_INT, all.data(), 2, MPI_INT, node);
  std::vector<std::pair<int, pid_t>> ranks;
  for (size_t i = 0; i < all.size(); i += 2) ranks.emplace_back(all[i], static_cast<pid_t>(all[i + 1]));
  return ranks;
}

}  // namespace

PeerWatch::PeerWatch() {
  MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &node_);
  int local = 0;
  MPI_Comm_rank(node_, &local);
  const std::vector<std::pair<int, pid_t>> ranks = nodeRanks(node_);
  void* base = nullptr;
  MPI_Win_allocate_shared(sizeof(std::atomic<int64_t>), sizeof(std::atomic<int64_t>), MPI_INFO_NULL, node_, &base,
                          &notes_);
  myNote_ = new (base) std::atomic<int64_t>(0);
  MPI_Barrier(node_);  // every note is written before any is read
  for (int i = 0; i < static_cast<int>(ranks.size()); ++i)
    if (i != local)
      if (const int fd = openPidFd(ranks[i].second); fd >= 0) peers_.push_back({ranks[i].first, fd, noteOf(i)});
  wakeFd_ = eventfd(0, EFD_CLOEXEC);
  if (wakeFd_ >= 0 && !peers_.empty()) {
    thread_ = std::thread([this] { watch(); });
    pthread_setname_np(thread_.native_handle(), "partir-peers");
  }
}

std::atomic<int64_t>* PeerWatch::noteOf(int nodeRank) const {
  MPI_Aint bytes = 0;
  int unit = 0;
  void* note = nullptr;
  MPI_Win_shared_query(notes_, nodeRank, &bytes, &unit, &note);
  return static_cast<std::atomic<int64_t>*>(note);
}

PeerWatch::~PeerWatch() {
  if (thread_.joinable()) {
    const uint64_t one = 1;
    [[maybe_unused]] const ssize_t written = write(wakeFd_, &one, sizeof one);
    thread_.join();
  }
  for (const Peer& peer : peers_) close(peer.pidFd);
  if (wakeFd_ >= 0) close(wakeFd_);
  MPI_Win_free(&notes_);
  MPI_Comm_free(&node_);
}

void PeerWatch::arm(int64_t devicesPerRank) {
  std::lock_guard<std::mutex> lock(mutex_);
  devicesPerRank_ = devicesPerRank;
  if (!ended_.empty()) stopBecauseEnded(peers_[ended_.front()]);
  armed_ = true;
}

void PeerWatch::disarm() {
  std::lock_guard<std::mutex> lock(mutex_);
  armed_ = false;
}

// Until the destructor's wake-up: each peer's end, once.
void PeerWatch::watch() {
  std::vector<pollfd> fds{{wakeFd_, POLLIN, 0}};
  for (const Peer& peer : peers_) fds.push_back({peer.pidFd, POLLIN, 0});
  while (true) {
    if (poll(fds.data(), fds.size(), -1) < 0) continue;  // EINTR
    if (fds[0].revents) return;
    for (size_t i = 1; i < fds.size(); ++i) {
      if (!fds[i].revents) continue;
      fds[i].fd = -1;  // poll ignores it from now on
      std::lock_guard<std::mutex> lock(mutex_);
      if (armed_) stopBecauseEnded(peers_[i - 1]);
      ended_.push_back(i - 1);
    }
  }
}

// At once, from the watching thread: the others may be waiting inside MPI
// for the peer, which will never answer.
void PeerWatch::stopBecauseEnded(const Peer& peer) const {
  const int64_t note = peer.exitsFor->load();
  const int64_t died = note > 0 ? note - 1 : peer.rank;
  myNote_->store(died + 1);
  sayEnded(died);
  _exit(2);
}

bool PeerWatch::sayWhoEnded() const {
  for (const Peer& peer : peers_)
    if (const int64_t note = peer.exitsFor->load(); note > 0) {
      sayEnded(note - 1);
      return true;
    }
  return false;
}

// The line naming rank `died`, written with write(2) alone: the SIGTERM
// handler says it too.
void PeerWatch::sayEnded(int64_t died) const {
  char line[256];
  size_t at = 0;
  auto text = [&](const char* s) {
    while (*s && at < sizeof line) line[at++] = *s++;
  };
  auto number = [&](int64_t n) {
    char digits[24];
    int k = 0;
    do digits[k++] = static_cast<char>('0' + n % 10); while ((n /= 10) > 0 && k < 24);
    while (k > 0 && at < sizeof line) line[at++] = digits[--k];
  };
  const int64_t perRank = devicesPerRank_.load(), first = died * perRank;
  text("partir: error: MPI rank ");
  number(died);
  text(perRank == 1 ? " (device " : " (devices ");
  number(first);
  if (perRank != 1) {
    text("..");
    number(first + perRank - 1);
  }
  text(") ended in the middle of the run (killed, or out of memory?); every rank stops\n");
  [[maybe_unused]] const ssize_t written = write(STDERR_FILENO, line, at);
}

}  // namespace partir::mpi
