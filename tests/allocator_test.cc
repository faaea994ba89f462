// interp/allocator.cc: with mimalloc as the allocator, running out of memory
// is std::bad_alloc, as the standard's operator new makes it (mimalloc's own
// operator new aborts), so that a tensor too large for the machine is an
// "out of memory" error and never a crash. 2^50 bytes (a pebibyte) is more
// than any machine here can map.
#include <gtest/gtest.h>

#include <new>

#include "interp/tensor.h"

namespace partir {
namespace {

constexpr size_t kPebibyte = size_t{1} << 50;

TEST(Allocator, OperatorNewThrowsBadAllocWhenMemoryRunsOut) {
#if defined(__SANITIZE_ADDRESS__)
  GTEST_SKIP() << "ASan's allocator reports an oversized request itself";
#endif
  void* volatile p = nullptr;  // kept, so that no call is elided
  EXPECT_THROW(p = ::operator new(kPebibyte), std::bad_alloc);
  EXPECT_THROW(p = ::operator new[](kPebibyte, std::align_val_t{size_t{2} << 20}), std::bad_alloc);
  p = ::operator new(kPebibyte, std::nothrow);
  EXPECT_EQ(p, nullptr);
}

TEST(Allocator, ATensorTheMachineCannotHoldIsAnOutOfMemoryError) {
#if defined(__SANITIZE_ADDRESS__)
  GTEST_SKIP() << "ASan's allocator reports an oversized request itself";
#endif
  const int64_t limit = tensorByteLimit();
  setTensorByteLimit(int64_t{1} << 62);
  try {
    (void)Tensor::uninitialized(TensorType{{int64_t{1} << 48}, ElementType::kF32});
    ADD_FAILURE() << "a pebibyte tensor was allocated";
  } catch (const DiagnosticError& e) {
    EXPECT_EQ(e.diag.kind, ErrorKind::kOutOfResources) << e.diag.str();
  }
  setTensorByteLimit(limit);
}

}  // namespace
}  // namespace partir
