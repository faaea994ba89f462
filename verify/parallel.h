// Proofs run on every core: each Z3 check has its own context, and the
// traced TMR functions record into thread-local scopes (semantics/traced.h),
// so independent entries, rules and mutants can be proved at once.
//
// Given jobs that prove entries 0..n-1, inParallel(n, job) returns their
// reports in entry order, whatever order the threads finished in.
#pragma once

#include <algorithm>
#include <atomic>
#include <functional>
#include <thread>
#include <vector>

#include "semantics/threads.h"

namespace partir::verify {

// job(i) for every i in [0, n) on up to hardware_concurrency threads; the
// results in index order.
template <class R>
std::vector<R> inParallel(size_t n, const std::function<R(size_t)>& job) {
  std::vector<R> results(n);
  std::atomic<size_t> next{0};
  auto worker = [&] {
    for (size_t i = next++; i < n; i = next++) results[i] = job(i);
  };
  const size_t threads = std::clamp<size_t>(std::thread::hardware_concurrency(), 1, std::max<size_t>(n, 1));
  std::vector<Thread> helpers;  // Z3 recurses deeply: the large stack (semantics/threads.h)
  for (size_t t = 1; t < threads; ++t) helpers.emplace_back(worker, kLargeStackBytes);
  worker();
  for (Thread& t : helpers) t.join();
  return results;
}

}  // namespace partir::verify
