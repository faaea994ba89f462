// Files the user names: reading an input whole (programs, schedules, spec
// files, .npy files) and writing an output (modules, schedules, .npy files,
// SMT-LIB obligations), the one place every command opens them.
//
// A path that does not exist, names a directory or anything but a regular
// file (a FIFO would block, /dev/zero never ends), or cannot be read is a user
// error, "PATH: error: cannot read the schedule: it is a directory"; a file
// over `maxBytes` is refused before it is read.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "semantics/diagnostics.h"

namespace partir {

// Programs (weights inlined as dense literals can be large); line-oriented
// files (schedules, specs) are small.
inline constexpr uintmax_t kMaxProgramBytes = uintmax_t{1} << 30;
inline constexpr uintmax_t kMaxTextFileBytes = uintmax_t{64} << 20;

// The bytes of `path`. `what` names the file in errors ("the schedule").
Result<std::string> readInputFile(const std::string& path, std::string_view what,
                                  uintmax_t maxBytes = kMaxProgramBytes);

// Fails with "PATH: error: cannot write DESCRIPTION: reason" unless `dir` is a
// directory or can be created as one.
Status makeOutputDirectory(const std::string& dir, std::string_view what);

// Writes `bytes` to `path` (replacing it); a failure to open, write or close
// (a full disk, /dev/full) is "PATH: error: cannot write WHAT".
Status writeOutputFile(const std::string& path, std::string_view bytes, std::string_view what);

}  // namespace partir
