// The threads the kernels share (issue 21): `parallelFor` splits [0, n) into
// chunks of a fixed size and runs them on up to `kernelThreads()` threads.
//
// Chunk boundaries depend on `n` and `chunk` alone, never on the number of
// threads, and a kernel gives each chunk disjoint outputs (or combines
// per-chunk partial results in chunk order), so every kernel computes the
// same bits whatever the thread count.
//
// Given n = 10 and chunk = 4, calls fn(0, 4), fn(4, 8) and fn(8, 10), in any
// order and on any threads, and returns when all three have returned.
#pragma once

#include <cstdint>
#include <functional>

namespace partir {

// The most threads kernels use (`partir run --threads`): results never
// depend on the count, so threads past the machine's cores gain nothing, and
// 1024 workers' stacks (2 GiB, semantics/threads.h) beside a 1024-device
// mesh's fit the 8 GiB address space the bad-input suite allows.
inline constexpr int kMaxKernelThreads = 1024;

// The number of threads kernels use, and OpenBLAS with them (1 to
// kMaxKernelThreads); `n` = 0 picks the machine's cores, the default. The
// workers start here, each with a stack of kWorkerStackBytes; when the
// system refuses one, the pool keeps those that started and this throws
// DiagnosticError (kOutOfResources, "cannot start a thread: ...").
void setKernelThreads(int n);
int kernelThreads();

// Calls fn(begin, end) for each chunk [c * chunk, min(n, (c + 1) * chunk))
// of [0, n). Runs on the calling thread alone when there is one thread or one
// chunk, when called from inside a chunk, or when another thread's
// parallelFor holds the pool. If chunks throw, rethrows the exception of the
// lowest throwing chunk once no chunk is running. The first call starts the
// workers unless setKernelThreads did, and throws as it does when the system
// refuses one.
void parallelFor(int64_t n, int64_t chunk, const std::function<void(int64_t, int64_t)>& fn);

// The chunk size that gives parallelFor over `n` items about `work` units of
// work per chunk when each item costs `perItem` units (at least 1 item).
int64_t chunkFor(int64_t perItem, int64_t work);

}  // namespace partir
