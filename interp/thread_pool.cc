#include "interp/thread_pool.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

#include "semantics/diagnostics.h"
#include "semantics/threads.h"

namespace partir {

namespace {

// True on pool workers, and on a caller while it runs chunks: a nested
// parallelFor runs inline rather than waiting on busy workers.
thread_local bool tInsideChunk = false;

// The machine's cores, within [1, kMaxKernelThreads].
int hardwareThreads() {
  return std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 1, kMaxKernelThreads);
}

// One job at a time: `busy_` is held by the caller of parallelFor for the
// whole job; workers sleep on `wake_` between jobs.
class Pool {
 public:
  ~Pool() { resize(0); }

  int threads() const { return threads_; }

  void setThreads(int n) {
    std::lock_guard<std::mutex> job(busy_);
    threads_ = n;
    resize(n - 1);
  }

  // Returns false (nothing run) when the pool is busy with another job.
  bool tryRun(int64_t n, int64_t chunk, const std::function<void(int64_t, int64_t)>& fn) {
    std::unique_lock<std::mutex> job(busy_, std::try_to_lock);
    if (!job.owns_lock()) return false;
    const int threads = threads_;
    if (static_cast<int>(workers_.size()) != threads - 1) resize(threads - 1);
    start(n, chunk, fn);
    work();
    std::unique_lock<std::mutex> lock(mutex_);
    done_.wait(lock, [&] { return running_ == 0; });
    fn_ = nullptr;
    if (error_) std::rethrow_exception(std::exchange(error_, nullptr));
    return true;
  }

 private:
  void start(int64_t n, int64_t chunk, const std::function<void(int64_t, int64_t)>& fn) {
    std::lock_guard<std::mutex> lock(mutex_);
    fn_ = &fn;
    n_ = n;
    chunk_ = chunk;
    next_.store(0);
    errorChunk_ = INT64_MAX;
    running_ = static_cast<int>(workers_.size());
    ++generation_;
    wake_.notify_all();
  }

  // Runs chunks until none is left; records the lowest failing chunk's error.
  void work() {
    tInsideChunk = true;
    const int64_t chunks = (n_ + chunk_ - 1) / chunk_;
    for (int64_t c = next_.fetch_add(1); c < chunks; c = next_.fetch_add(1)) {
      try {
        (*fn_)(c * chunk_, std::min(n_, (c + 1) * chunk_));
      } catch (...) {
        std::lock_guard<std::mutex> lock(mutex_);
        if (c < errorChunk_) error_ = std::current_exception(), errorChunk_ = c;
      }
    }
    tInsideChunk = false;
  }

  // `seen` is the job generation at the worker's start: it waits for the next.
  void workerLoop(uint64_t seen) {
    while (true) {
      {
        std::unique_lock<std::mutex> lock(mutex_);
        wake_.wait(lock, [&] { return stop_ || generation_ != seen; });
        if (stop_) return;
        seen = generation_;
      }
      work();
      std::lock_guard<std::mutex> lock(mutex_);
      if (--running_ == 0) done_.notify_all();
    }
  }

  // Joins the workers and starts `n` new ones (the caller holds busy_). When
  // the system refuses a thread, the pool keeps those that started and
  // rethrows (semantics/threads.h).
  void resize(int n) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      stop_ = true;
      wake_.notify_all();
    }
    for (Thread& t : workers_) t.join();
    workers_.clear();
    stop_ = false;
    try {
      for (int i = 0; i < n; ++i) workers_.emplace_back([this, g = generation_] { workerLoop(g); });
    } catch (const DiagnosticError&) {
      threads_ = static_cast<int>(workers_.size()) + 1;
      throw;
    }
  }

  std::mutex busy_, mutex_;
  std::condition_variable wake_, done_;
  std::vector<Thread> workers_;
  std::atomic<int> threads_{hardwareThreads()};  // read without busy_ by parallelFor
  bool stop_ = false;
  uint64_t generation_ = 0;
  int running_ = 0;
  const std::function<void(int64_t, int64_t)>* fn_ = nullptr;
  int64_t n_ = 0, chunk_ = 1;
  std::atomic<int64_t> next_{0};
  std::exception_ptr error_;
  int64_t errorChunk_ = INT64_MAX;
};

Pool& pool() {
  static Pool p;
  return p;
}

}  // namespace

void setKernelThreads(int n) {
  const int threads = n > 0 ? n : hardwareThreads();
  pool().setThreads(threads);
}

int kernelThreads() { return pool().threads(); }

void parallelFor(int64_t n, int64_t chunk, const std::function<void(int64_t, int64_t)>& fn) {
  if (n <= 0) return;
  chunk = std::max<int64_t>(chunk, 1);
  if (chunk < n && !tInsideChunk && pool().threads() > 1 && pool().tryRun(n, chunk, fn)) return;
  // Inline: the same chunks in order, so a chunk's view of [begin, end) never changes.
  for (int64_t begin = 0; begin < n; begin += chunk) fn(begin, std::min(n, begin + chunk));
}

int64_t chunkFor(int64_t perItem, int64_t work) {
  return std::max<int64_t>(1, work / std::max<int64_t>(perItem, 1));
}

}  // namespace partir
