#include "interp/device_spec.h"

#include <fmt/format.h>

namespace partir {

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

const std::vector<DeviceSpec> kDeviceSpecs = {
    {"tpuv3", "Google Cloud TPU v3 (one chip, two TensorCores)", 123e12, 900e9,
     static_cast<int64_t>(32 * kGiB),
     // All-reduce bandwidth per 1024-chip pod (340 TB/s) shared by its chips.
     340e12 / 1024, "cloud.google.com/tpu/docs/v3 (key specifications of a v3 pod)"},
    {"a100", "NVIDIA A100 40GB SXM4", 312e12, 1555e9, 40'000'000'000,
     // Third-generation NVLink: 600 GB/s in both directions together.
     300e9, "NVIDIA A100 datasheet (BF16 tensor core dense, HBM2, NVLink 3)"},
    {"h100", "NVIDIA H100 80GB SXM5", 989e12, 3.35e12, 80'000'000'000,
     // Fourth-generation NVLink: 900 GB/s in both directions together.
     450e9, "NVIDIA H100 datasheet (BF16 tensor core dense, HBM3, NVLink 4)"},
};

}  // namespace

const std::vector<DeviceSpec>& deviceSpecs() { return kDeviceSpecs; }

Result<DeviceSpec> findDeviceSpec(std::string_view name) {
  std::string known;
  for (const DeviceSpec& d : kDeviceSpecs) {
    if (d.name == name) return d;
    known += (known.empty() ? "" : ", ") + d.name;
  }
  return makeError(ErrorKind::kUnsupported, {}, "unknown device '{}' (devices: {})", name, known);
}

}  // namespace partir
