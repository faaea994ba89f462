// libFuzzer harness: arbitrary bytes as a .npy file (interp/npy.h) through
// parseNpy -> formatNpy -> parseNpy, with a 1 MiB tensor limit. A crash, a
// sanitizer report, or a formatted tensor that does not parse back to a
// bitwise-equal tensor of the same type is a bug; errors are fine.
//
//   CXX=clang++ CC=clang cmake -S . -B build-fuzz -G Ninja -DPARTIR_FUZZ=ON -DBUILD_TESTING=OFF
//   ninja -C build-fuzz npy_fuzzer
//   build-fuzz/npy_fuzzer -max_total_time=120 -timeout=10 -rss_limit_mb=4096 seeds/
// (seeds: small .npy files, e.g. np.save of each supported dtype)
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

#include "interp/npy.h"
#include "interp/tensor.h"

namespace partir {
namespace {

// formatNpy's bytes read back to the same tensor.
void roundTrip(const Tensor& t) {
  const std::string bytes = formatNpy(t);
  Result<Tensor> again = parseNpy(bytes, "formatted.npy");
  if (!again.ok() || !(again->type() == t.type()) || !again->bitwiseEqual(t)) {
    std::fprintf(stderr, "%s does not read back: %s\n", t.str(8).c_str(),
                 again.ok() ? again->str(8).c_str() : again.error().str().c_str());
    __builtin_trap();
  }
}

}  // namespace
}  // namespace partir

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace partir;
  setTensorByteLimit(1 << 20);
  Result<Tensor> t = parseNpy(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.npy");
  if (t.ok()) roundTrip(*t);
  return 0;
}
