#include "mpi/peer_watch.h"

#include <poll.h>
#include <pthread.h>
#include <sys/eventfd.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <fmt/format.h>

namespace partir::mpi {

namespace {

static_assert(std::atomic<int64_t>::is_always_lock_free, "a note shared between processes must be lock-free");

// A descriptor that polls readable once process `pid` has ended; -1 where
// the kernel has no pidfd_open (before Linux 5.3) or the process is gone.
int openPidFd(pid_t pid) { return static_cast<int>(syscall(SYS_pidfd_open, pid, 0)); }

}  // namespace

PeerWatch::PeerWatch() {
  MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &node_);
  int size = 0, local = 0, worldRank = 0;
  MPI_Comm_size(node_, &size);
  MPI_Comm_rank(node_, &local);
  MPI_Comm_rank(MPI_COMM_WORLD, &worldRank);
  const int mine[2] = {worldRank, static_cast<int>(getpid())};
  std::vector<int> all(2 * static_cast<size_t>(size));
  MPI_Allgather(mine, 2, MPI_INT, all.data(), 2, MPI_INT, node_);

  void* base = nullptr;
  MPI_Win_allocate_shared(sizeof(std::atomic<int64_t>), sizeof(std::atomic<int64_t>), MPI_INFO_NULL, node_, &base,
                          &notes_);
  myNote_ = new (base) std::atomic<int64_t>(0);
  MPI_Barrier(node_);  // every note is written before any is read
  for (int i = 0; i < size; ++i) {
    if (i == local) continue;
    MPI_Aint bytes = 0;
    int unit = 0;
    void* note = nullptr;
    MPI_Win_shared_query(notes_, i, &bytes, &unit, &note);
    if (const int fd = openPidFd(static_cast<pid_t>(all[2 * i + 1])); fd >= 0)
      peers_.push_back({all[2 * i], fd, static_cast<std::atomic<int64_t>*>(note)});
  }
  wakeFd_ = eventfd(0, EFD_CLOEXEC);
  if (wakeFd_ >= 0 && !peers_.empty()) {
    thread_ = std::thread([this] { watch(); });
    pthread_setname_np(thread_.native_handle(), "partir-peers");
  }
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
  const int64_t first = died * devicesPerRank_;
  const std::string devices = devicesPerRank_ == 1 ? fmt::format("device {}", first)
                                                   : fmt::format("devices {}..{}", first, first + devicesPerRank_ - 1);
  const std::string why = fmt::format(
      "partir: error: MPI rank {} ({}) ended in the middle of the run (killed, or out of memory?); every rank stops\n",
      died, devices);
  [[maybe_unused]] const ssize_t written = write(STDERR_FILENO, why.data(), why.size());
  _exit(2);
}

}  // namespace partir::mpi
