// The allocator of every program that links interp/: mimalloc
// (CMakeLists.txt, PARTIR_MIMALLOC; linked ahead of libc, it is also C's
// malloc). Building and dropping the IR of thousands of candidate programs
// made glibc's malloc a third of the automatic search's time
// (docs/partitioning.md, "What costs the time"); mimalloc halves the search.
//
// Three settings make it behave as a command's process needs:
//   - freed pages stay committed, as glibc's heap keeps them: mimalloc hands
//     them back to the OS, and an op run over and over faulted its buffers
//     in again each time (on the 2-core VM, a 2-thread 512³ dot_general ran
//     at 1-thread speed; docs/performance.md);
//   - allocations of 16 MiB and more (large tensors) come from one arena the
//     size of the machine's memory, mapped without reserving swap (its pages
//     are allocated as they are first written), and return to it: mimalloc
//     otherwise maps and unmaps each one (gather's result took twice
//     numpy's time in page faults). Beyond the arena, the OS as before;
//   - operator new throws std::bad_alloc when memory runs out, as the
//     standard's does ([new.delete.single]): mimalloc's own operator new
//     aborts, and a tensor too large for the memory (or an RLIMIT_AS) must
//     be an "out of memory" error, not a crash.
#ifdef PARTIR_MIMALLOC

#include <mimalloc.h>

#include <cstddef>
#include <new>

#include "interp/tensor.h"

namespace partir {
namespace {

[[maybe_unused]] const bool kMimallocSetUp = [] {
  mi_option_disable(mi_option_allow_decommit);
  if (const int64_t bytes = machineMemoryBytes(); bytes > 0)
    mi_reserve_os_memory(static_cast<size_t>(bytes), /*commit=*/true, /*allow_large=*/false);
  return true;
}();

// [new.delete.single] p3: try, call the new handler, try again; without a
// handler, throw std::bad_alloc.
void* allocateOrThrow(std::size_t bytes, std::size_t alignment) {
  while (true) {
    if (void* p = alignment ? mi_malloc_aligned(bytes, alignment) : mi_malloc(bytes)) return p;
    std::new_handler handler = std::get_new_handler();
    if (!handler) throw std::bad_alloc();
    handler();
  }
}

void* allocateOrNull(std::size_t bytes, std::size_t alignment) noexcept {
  try {
    return allocateOrThrow(bytes, alignment);
  } catch (...) {
    return nullptr;
  }
}

}  // namespace
}  // namespace partir

using std::align_val_t;
using std::nothrow_t;
using std::size_t;
using partir::allocateOrNull;
using partir::allocateOrThrow;

void* operator new(size_t n) { return allocateOrThrow(n, 0); }
void* operator new[](size_t n) { return allocateOrThrow(n, 0); }
void* operator new(size_t n, align_val_t a) { return allocateOrThrow(n, static_cast<size_t>(a)); }
void* operator new[](size_t n, align_val_t a) { return allocateOrThrow(n, static_cast<size_t>(a)); }
void* operator new(size_t n, const nothrow_t&) noexcept { return allocateOrNull(n, 0); }
void* operator new[](size_t n, const nothrow_t&) noexcept { return allocateOrNull(n, 0); }
void* operator new(size_t n, align_val_t a, const nothrow_t&) noexcept {
  return allocateOrNull(n, static_cast<size_t>(a));
}
void* operator new[](size_t n, align_val_t a, const nothrow_t&) noexcept {
  return allocateOrNull(n, static_cast<size_t>(a));
}

void operator delete(void* p) noexcept { mi_free(p); }
void operator delete[](void* p) noexcept { mi_free(p); }
void operator delete(void* p, size_t) noexcept { mi_free(p); }
void operator delete[](void* p, size_t) noexcept { mi_free(p); }
void operator delete(void* p, align_val_t) noexcept { mi_free(p); }
void operator delete[](void* p, align_val_t) noexcept { mi_free(p); }
void operator delete(void* p, size_t, align_val_t) noexcept { mi_free(p); }
void operator delete[](void* p, size_t, align_val_t) noexcept { mi_free(p); }
void operator delete(void* p, const nothrow_t&) noexcept { mi_free(p); }
void operator delete[](void* p, const nothrow_t&) noexcept { mi_free(p); }
void operator delete(void* p, align_val_t, const nothrow_t&) noexcept { mi_free(p); }
void operator delete[](void* p, align_val_t, const nothrow_t&) noexcept { mi_free(p); }

#endif  // PARTIR_MIMALLOC
