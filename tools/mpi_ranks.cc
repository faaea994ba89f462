#include "tools/mpi_ranks.h"

#include <atomic>
#include <cstdio>

#ifdef PARTIR_HAVE_MPI
#include "mpi/rank_world.h"
#endif

namespace partir {

bool builtWithMpi() {
#ifdef PARTIR_HAVE_MPI
  return true;
#else
  return false;
#endif
}

#ifdef PARTIR_HAVE_MPI
namespace {
std::atomic<mpi::RankWorld*> started{nullptr};
}  // namespace
#endif

Ranks* mpiRanks() {
#ifdef PARTIR_HAVE_MPI
  if (!mpi::launchedByMpirun()) return nullptr;
  static mpi::RankWorld world;
  started = &world;
  return &world;
#else
  return nullptr;
#endif
}

void abandonOtherRanks() {
#ifdef PARTIR_HAVE_MPI
  if (mpi::RankWorld* world = started.load(); world && world->size() > 1) world->abandon(2);
#endif
}

void silenceOtherRanks(const Ranks* ranks) {
  if (!ranks || ranks->rank() == 0) return;
  if (!std::freopen("/dev/null", "w", stdout)) return;
  if (!std::freopen("/dev/null", "w", stderr)) return;
}

}  // namespace partir
