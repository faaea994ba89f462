#include "semantics/threads.h"

#include <memory>
#include <system_error>
#include <utility>

#include "semantics/diagnostics.h"

// GCC says __SANITIZE_ADDRESS__, clang __has_feature(address_sanitizer).
#if defined(__SANITIZE_ADDRESS__)
#define PARTIR_ADDRESS_SANITIZER 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PARTIR_ADDRESS_SANITIZER 1
#endif
#endif

namespace partir {

// Measured in threads.h: redzones make AddressSanitizer's frames 7 times as deep.
#ifdef PARTIR_ADDRESS_SANITIZER
const size_t kWorkerStackBytes = size_t{16} << 20;
#else
const size_t kWorkerStackBytes = size_t{2} << 20;
#endif

namespace {

// pthread_create's start routine: runs and frees the body. noexcept, so an
// escaping exception ends the process as it would on a std::thread.
void* runThreadBody(void* body) noexcept {
  std::unique_ptr<std::function<void()>> owned(static_cast<std::function<void()>*>(body));
  (*owned)();
  return nullptr;
}

// pthread_attr_t released on every path out of the constructor.
struct ThreadAttributes {
  pthread_attr_t attr;
  ThreadAttributes() { pthread_attr_init(&attr); }
  ~ThreadAttributes() { pthread_attr_destroy(&attr); }
};

// `code` is pthread's error number: EAGAIN when memory, address space or the
// system's threads run out.
[[noreturn]] void refusedThread(int code) {
  fail(ErrorKind::kOutOfResources, Location{}, "cannot start a thread: {}",
       std::system_category().message(code));
}

}  // namespace

Thread::Thread(std::function<void()> body, size_t stackBytes) {
  ThreadAttributes a;
  if (int code = pthread_attr_setstacksize(&a.attr, stackBytes)) refusedThread(code);
  auto owned = std::make_unique<std::function<void()>>(std::move(body));
  pthread_t handle;
  if (int code = pthread_create(&handle, &a.attr, runThreadBody, owned.get())) refusedThread(code);
  owned.release();  // runThreadBody owns it now
  handle_ = handle;
}

Thread::Thread(Thread&& other) noexcept : handle_(std::exchange(other.handle_, std::nullopt)) {}

Thread& Thread::operator=(Thread&& other) noexcept {
  join();
  handle_ = std::exchange(other.handle_, std::nullopt);
  return *this;
}

Thread::~Thread() { join(); }

void Thread::join() {
  if (!handle_) return;
  pthread_join(*handle_, nullptr);
  handle_.reset();
}

}  // namespace partir
