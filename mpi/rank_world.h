// The simulated mesh across OS processes (issue 38, docs/mpi.md): under
// `mpirun -n R`, rank r runs the devices [r·D/R, (r+1)·D/R) of a D-device
// mesh as threads (interp/spmd.h, one Interpreter and memory each), and an
// exchange with devices of other ranks travels as MPI messages.
//
// Why point-to-point and not MPI's collectives: a rank holds several devices,
// each on its own thread, that meet different groups at once, and MPI's
// collectives need one caller per rank per communicator, in the same order
// on every rank. So a group's members on one rank send their values to every
// other rank of the group in one message (a *parcel*), and every member
// computes the collective from all values in device order, exactly as on
// the threaded mesh. Reductions are folded by the kernels in device order,
// never by MPI: the results are bit for bit those of the threaded mesh for
// any number of ranks.
//
// One thread per rank talks MPI (MPI_THREAD_SERIALIZED): it sends the
// parcels the devices post, receives the others' and hands them to the
// rank's Rendezvous, and takes part in deciding deadlocks. Rank 0 asks every
// rank for its state in *waves* (every kWaveInterval): a rank is stuck when
// each of its unfinished devices waits for something not there. Two waves in
// a row in which every rank is stuck, no rank changed in between, and every
// parcel sent has been received, prove that no device can ever progress
// (Mattern's four-counter termination detection): rank 0 then tells every
// rank the deadlock, which fails its waiting devices with the report the
// threaded mesh gives.
#pragma once

#include <memory>

#include "interp/spmd.h"

namespace partir::mpi {

class PeerWatch;

// Whether mpirun (Open MPI or a PMI launcher) started this OS process.
bool launchedByMpirun();

// This OS process's part of an MPI job: MPI_Init_thread on construction,
// MPI_Finalize on destruction. One per OS process, on the main thread.
class RankWorld final : public Ranks {
 public:
  RankWorld();  // throws DiagnosticError (kUnsupported) when MPI cannot give threads
  ~RankWorld() override;
  RankWorld(const RankWorld&) = delete;
  RankWorld& operator=(const RankWorld&) = delete;

  int64_t rank() const override { return rank_; }
  int64_t size() const override { return size_; }
  std::unique_ptr<RankSession> open(const Module& module, int64_t devices) override;
  void tell(int64_t rank, const std::vector<uint8_t>& message) override;
  std::vector<uint8_t> awaitAnnouncement() override;
  void tellTensor(int64_t rank, const Tensor& tensor) override;
  void awaitTensor(Tensor& into) override;
  std::optional<Diagnostic> agreeOnFailure(std::optional<Diagnostic> local) override;
  // Ends every rank of the job: MPI_Abort with `code`.
  [[noreturn]] void abandon(int code);

 private:
  int64_t rank_ = 0, size_ = 1;
  int64_t sessions_ = 0;  // opened so far: every rank opens them in the same order
  std::unique_ptr<PeerWatch> peers_;
};

}  // namespace partir::mpi
