// A rank that dies mid-run (killed, out of memory) takes no part in MPI's
// error handling: MPI without ULFM reports no process failures, and mpirun
// ends the job on its own schedule (SIGCONT, a pause, SIGTERM, a pause,
// SIGKILL, the pauses cut short as children exit), so a survivor may be
// killed before it can say anything. The ranks of one node therefore watch
// each other: each holds a pidfd (pidfd_open(2), Linux 5.3) of every other
// rank on its node, which becomes readable when that process ends. While a
// run is on, a peer's end makes the rank name the peer and exit 2 at once.
//
// The survivors end too, and a rank may see a survivor end before the rank
// that died. So each rank has a note in memory shared by the node
// (MPI_Win_allocate_shared): before it exits, a survivor writes there the
// rank it exits for, and a rank that sees a peer end names the rank in the
// peer's note, if any. A rank alone on its node is watched by nobody: its
// end reaches the others as mpirun's SIGTERM (rank_world.cc).
#pragma once

#include <mpi.h>

#include <atomic>
#include <cstdint>
#include <mutex>
#include <thread>
#include <vector>

namespace partir::mpi {

class PeerWatch {
 public:
  PeerWatch();  // collective over MPI_COMM_WORLD, after MPI_Init
  ~PeerWatch();  // collective over the node's ranks
  PeerWatch(const PeerWatch&) = delete;
  PeerWatch& operator=(const PeerWatch&) = delete;

  // From here until disarm(), a watched peer's end ends this process: the
  // message names the rank that died and its devices (perRank to a rank).
  void arm(int64_t devicesPerRank);
  // Ranks may now end: the run's outcome is being agreed on.
  void disarm();
  // For mpirun's SIGTERM, which can reach a rank before its watching thread
  // has run (async-signal-safe): if a peer noted the rank it exits for,
  // names that rank as the watcher would, and says whether it did.
  bool sayWhoEnded() const;

 private:
  struct Peer {
    int64_t rank;                   // in MPI_COMM_WORLD
    int pidFd;                      // readable once the peer has ended
    std::atomic<int64_t>* exitsFor;  // its note: 1 + the rank it exits for, 0 if none
  };

  std::atomic<int64_t>* noteOf(int nodeRank) const;  // a rank's note, by its rank on this node
  void watch();
  [[noreturn]] void stopBecauseEnded(const Peer& peer) const;
  void sayEnded(int64_t died) const;

  MPI_Comm node_ = MPI_COMM_NULL;
  MPI_Win notes_ = MPI_WIN_NULL;
  std::atomic<int64_t>* myNote_ = nullptr;
  std::vector<Peer> peers_;
  int wakeFd_ = -1;  // an eventfd: the destructor's "stop watching"
  std::mutex mutex_;  // guards what follows
  bool armed_ = false;
  std::atomic<int64_t> devicesPerRank_{0};  // read by the SIGTERM handler too
  std::vector<size_t> ended_;  // peers (indices) that ended while disarmed
  std::thread thread_;
};

}  // namespace partir::mpi
