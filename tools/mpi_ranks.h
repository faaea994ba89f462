// The ranks of mpirun, when mpirun started this process and the build has
// MPI (mpi/rank_world.h; docs/mpi.md). `partir run` and `partir check --mpi`
// spread a mesh's devices over them.
#pragma once

#include "interp/spmd.h"

namespace partir {

// Whether this build can run a mesh across MPI ranks.
bool builtWithMpi();

// The ranks of the MPI job this process is a rank of, started once (MPI
// starts once per process) and finalized at exit; null when mpirun did not
// start it or the build has no MPI.
Ranks* mpiRanks();

// On ranks other than 0, whose report is rank 0's, stdout and stderr go to
// /dev/null; the exit code is every rank's.
void silenceOtherRanks(const Ranks* ranks);

// For a failure only this rank has, which the others do not know to wait
// out (an allocation refused outside a run, a bug): ends every rank of the
// job (MPI_Abort, exit 2), where finalizing would wait for ranks that wait
// for this one. Does nothing when mpiRanks() has not started MPI.
void abandonOtherRanks();

}  // namespace partir
