// The one way partir starts a thread (issue 34): `Thread` sets the thread's
// stack size through pthread attributes, which std::thread cannot, and
// reports a thread the system refuses as a DiagnosticError
// (kOutOfResources), "cannot start a thread: Resource temporarily
// unavailable", which the CLI prints as one line and exit 2 (docs/cli.md).
//
// Stack sizes. glibc gives a thread as much stack as the stack rlimit,
// usually 8 MiB of address space, so the 1024 device threads of the largest
// simulated mesh (interp/spmd.h) reserved 8 GiB, and a run under an 8 GiB
// address-space limit failed at about device 900. Threads that run the
// interpreter (devices, interpreter.run_parallel's processes) or kernels
// (interp/thread_pool.h) get kWorkerStackBytes instead, sized for the
// deepest program there can be:
//
//   - regions and calls nest at most 256 levels (kMaxExecutionNesting,
//     semantics/call_graph.h), and the parser's 256 levels of nesting
//     (semantics/parser_impl.h) leave a function at most 254 regions;
//   - the region ops' frames are 0.8 (case, if) to 2.7 KiB a level
//     (select_and_scatter, scatter; reduce and reduce_window 2.5, sort 2.2,
//     all_reduce 2.0, map 1.9, a call 1.1) in the -O2 build, so the
//     deepest program calls a function nesting 254 select_and_scatters
//     around a call to a 512x512 dot_general, which OpenBLAS computes;
//   - on a thread whose stack was filled with a pattern, that program
//     touched 762 KiB of it (76 KiB of them glibc's thread-local storage,
//     which it carves out of the stack), 1066 KiB built at -O0 (scatter's
//     frames are the deepest there), and 5449 KiB in the AddressSanitizer
//     build of scripts/test --sanitize (reduce_window's, 21 KiB a level).
//
// So kWorkerStackBytes is 2 MiB, 2.7 times the need (1.9 times at -O0),
// and 1024 devices' stacks take 2 GiB of address space; under
// AddressSanitizer it is 16 MiB (2.9 times), an address space that build
// does not limit. tests/deep_programs_test.cc runs those programs on device
// threads and with the pool.
//
// Threads that parse, verify, prove with Z3 or search (run --corpus's files,
// verify's proofs, an automatic tactic's candidates) keep glibc's usual
// kLargeStackBytes: there is one per core or per --jobs of them, and their
// recursion (Z3's above all) has not been measured.
#pragma once

#include <pthread.h>

#include <cstddef>
#include <functional>
#include <optional>

namespace partir {

extern const size_t kWorkerStackBytes;  // set by the build's flags (threads.cc)
inline constexpr size_t kLargeStackBytes = size_t{8} << 20;

// A started thread, joined by join() or at the latest by the destructor (as
// std::jthread), so a vector of Threads that unwinds never ends the process.
// An exception escaping `body` ends the process, as with std::thread.
class Thread {
 public:
  Thread() = default;
  // Starts body() on a new thread with a stack of `stackBytes`; throws
  // DiagnosticError (kOutOfResources) when the system refuses.
  explicit Thread(std::function<void()> body, size_t stackBytes = kWorkerStackBytes);
  Thread(Thread&& other) noexcept;
  // Joins this thread first when it runs.
  Thread& operator=(Thread&& other) noexcept;
  Thread(const Thread&) = delete;
  Thread& operator=(const Thread&) = delete;
  ~Thread();

  bool joinable() const { return handle_.has_value(); }
  // Waits for body() to return; nothing when not joinable.
  void join();

 private:
  std::optional<pthread_t> handle_;
};

}  // namespace partir
