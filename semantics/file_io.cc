#include "semantics/file_io.h"

#include <filesystem>
#include <fstream>
#include <system_error>

namespace partir {

namespace fs = std::filesystem;

Result<std::string> readInputFile(const std::string& path, std::string_view what, uintmax_t maxBytes) {
  const Location loc{path};
  std::error_code ec;
  const fs::file_status status = fs::status(path, ec);
  if (ec || !fs::exists(status))
    return invalid(loc, "cannot read {}: {}", what, ec ? ec.message() : "no such file");
  if (fs::is_directory(status)) return invalid(loc, "cannot read {}: it is a directory", what);
  // A pipe or device may block or never end: only regular files are read.
  if (!fs::is_regular_file(status)) return invalid(loc, "cannot read {}: it is not a regular file", what);
  const uintmax_t size = fs::file_size(path, ec);
  if (!ec && size > maxBytes)
    return unsupported(loc, "{} is {} bytes, over the limit of {} bytes", what, size, maxBytes);
  std::ifstream in(path, std::ios::binary);
  if (!in) return invalid(loc, "cannot read {}: permission denied or not a file", what);
  // In blocks, so a file that grows while it is read stops at the limit.
  std::string bytes;
  try {
    char block[1 << 16];
    while (in.read(block, sizeof block) || in.gcount() > 0) {
      bytes.append(block, static_cast<size_t>(in.gcount()));
      if (bytes.size() > maxBytes) return unsupported(loc, "{} is over the limit of {} bytes", what, maxBytes);
    }
  } catch (const std::exception& e) {  // a read error (EIO, EISDIR) or bad_alloc
    return invalid(loc, "cannot read {}: {}", what, e.what());
  }
  if (in.bad()) return invalid(loc, "cannot read {}", what);
  return bytes;
}

Status writeOutputFile(const std::string& path, std::string_view bytes, std::string_view what) {
  std::ofstream out(path, std::ios::binary);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  out.close();
  if (!out) return invalid(Location{path}, "cannot write {}", what);
  return Status::success();
}

Status makeOutputDirectory(const std::string& dir, std::string_view what) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) return invalid(Location{dir}, "cannot write {}: {}", what, ec.message());
  if (!fs::is_directory(dir, ec))
    return invalid(Location{dir}, "cannot write {}: it is not a directory", what);
  return Status::success();
}

}  // namespace partir
