// The device specs the cost model estimates runtime and memory against
// (seed 000 App. A.5: "a registry of device specs"; DESIGN.md "Cost model").
// Figures are the vendors' published peaks, each with its source; estimates
// built on them are for comparing strategies, not for predicting wall time.
//
// To add a device, append one entry to `kDeviceSpecs` in device_spec.cc.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "semantics/diagnostics.h"

namespace partir {

struct DeviceSpec {
  std::string name;            // the --device spelling: "a100"
  std::string description;     // "NVIDIA A100 40GB SXM4"
  double peakFlops = 0;        // dense bf16 matrix peak, flop/s
  double hbmBytesPerSecond = 0;
  int64_t hbmBytes = 0;        // memory capacity
  // Bandwidth one device sends (and receives) at in a ring collective, B/s.
  double linkBytesPerSecond = 0;
  std::string source;          // where the figures come from
};

// Every registered device, in registration order.
const std::vector<DeviceSpec>& deviceSpecs();

// The device called `name`; an error listing the known names otherwise:
// "unknown device 'v100' (devices: tpuv3, a100, h100)".
Result<DeviceSpec> findDeviceSpec(std::string_view name);

}  // namespace partir
