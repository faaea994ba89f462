// Starting threads (semantics/threads.h): the body runs on a stack of the
// size asked for, a thread is joined at the latest when destroyed, and a
// thread the system refuses is a DiagnosticError, not a crash.
#include "semantics/threads.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <vector>

#include "semantics/diagnostics.h"

namespace partir {
namespace {

// The stack size of the calling thread, as pthread reports it.
size_t ownStackBytes() {
  pthread_attr_t attr;
  pthread_getattr_np(pthread_self(), &attr);
  size_t bytes = 0;
  pthread_attr_getstacksize(&attr, &bytes);
  pthread_attr_destroy(&attr);
  return bytes;
}

// glibc may hand a new thread the cached stack of one that ended, when it is
// between the size asked for and four times it: sizes are asked in
// increasing order (the default, kWorkerStackBytes, is one of the two), so
// each thread gets a stack of its own size (the sanitizer build's worker
// stacks are the larger, 16 MiB against 8).
TEST(Threads, RunOnTheStackAskedFor) {
  const size_t smaller = std::min(kWorkerStackBytes, kLargeStackBytes);
  const size_t larger = std::max(kWorkerStackBytes, kLargeStackBytes);
  size_t first = 0, second = 0, byDefault = 0;
  Thread([&] { first = ownStackBytes(); }, smaller).join();
  Thread([&] { byDefault = ownStackBytes(); }).join();
  Thread([&] { second = ownStackBytes(); }, larger).join();
  EXPECT_EQ(first, smaller);
  EXPECT_EQ(second, larger);
  EXPECT_EQ(byDefault, kWorkerStackBytes);
}

TEST(Threads, AreJoinedWhenDestroyed) {
  std::atomic<int> done = 0;
  {
    std::vector<Thread> threads;
    for (int i = 0; i < 4; ++i) threads.emplace_back([&] { ++done; });
    threads[0].join();
    EXPECT_FALSE(threads[0].joinable());
    EXPECT_TRUE(threads[1].joinable());
  }
  EXPECT_EQ(done.load(), 4);
}

TEST(Threads, MovedThreadsJoinOnce) {
  std::atomic<int> done = 0;
  Thread a([&] { ++done; });
  Thread b = std::move(a);
  EXPECT_FALSE(a.joinable());
  a = Thread([&] { ++done; });
  a = std::move(b);  // joins a's first thread
  a.join();
  EXPECT_EQ(done.load(), 2);
}

// A stack larger than the address space: the system refuses the thread.
TEST(Threads, ARefusedThreadIsADiagnostic) {
  bool ran = false;
  try {
    Thread t([&] { ran = true; }, size_t{1} << 50);
    ADD_FAILURE() << "a thread with a 1 PiB stack started";
  } catch (const DiagnosticError& e) {
    EXPECT_EQ(e.diag.kind, ErrorKind::kOutOfResources);
    EXPECT_EQ(e.diag.message.rfind("cannot start a thread: ", 0), 0u) << e.diag.message;
  }
  EXPECT_FALSE(ran);
}

}  // namespace
}  // namespace partir
