// Proofs run on every core: each Z3 check has its own context, and the
// traced TMR functions record into thread-local scopes (semantics/traced.h),
// so independent entries, rules and mutants can be proved at once.
//
// Given jobs that prove entries 0..n-1, inParallel(n, job) returns their
// reports in entry order, whatever order the threads finished in.
#pragma once

#include <algorithm>
#include <atomic>
#include <exception>
#include <functional>
#include <thread>
#include <vector>

#include "semantics/threads.h"

namespace partir::verify {

// job(i) for every i in [0, n) on up to hardware_concurrency threads; the
// results in index order. A job that throws stops the others from taking
// new jobs; once every thread has joined, the first exception (in index
// order) is rethrown on the caller's thread.
template <class R>
std::vector<R> inParallel(size_t n, const std::function<R(size_t)>& job) {
  std::vector<R> results(n);
  std::vector<std::exception_ptr> errors(n);
  std::atomic<size_t> next{0};
  auto worker = [&] {
    for (size_t i = next++; i < n; i = next++) {
      try {
        results[i] = job(i);
      } catch (...) {
        errors[i] = std::current_exception();
        next = n;
      }
    }
  };
  const size_t threads = std::clamp<size_t>(std::thread::hardware_concurrency(), 1, std::max<size_t>(n, 1));
  std::vector<Thread> helpers;  // Z3 recurses deeply: the large stack (semantics/threads.h)
  for (size_t t = 1; t < threads; ++t) helpers.emplace_back(worker, kLargeStackBytes);
  worker();
  for (Thread& t : helpers) t.join();
  for (const std::exception_ptr& e : errors)
    if (e) std::rethrow_exception(e);
  return results;
}

}  // namespace partir::verify
