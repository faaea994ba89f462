#include "mpi/wire.h"

namespace partir::mpi {

namespace {

[[noreturn]] void malformed(std::string_view what) {
  fail(ErrorKind::kInternal, Location{}, "a message between MPI ranks is malformed: {}", what);
}

}  // namespace

Bytes encodeParcel(const ExchangeParcel& parcel) {
  ByteWriter w;
  w.i64(parcel.site);
  w.i64(parcel.round);
  w.i64(static_cast<int64_t>(parcel.group.size()));
  for (int64_t p : parcel.group) w.i64(p);
  w.i64(static_cast<int64_t>(parcel.values.size()));
  for (const auto& [process, value] : parcel.values) {
    w.i64(process);
    w.tensor(value);
  }
  return w.take();
}

ExchangeParcel decodeParcel(const Bytes& bytes) {
  ByteReader r(bytes);
  ExchangeParcel parcel;
  parcel.site = r.i64();
  parcel.round = r.i64();
  const int64_t members = r.i64();
  if (members < 0 || members > kMaxProcesses) malformed("a group size out of range");
  for (int64_t i = 0; i < members; ++i) parcel.group.push_back(r.i64());
  const int64_t values = r.i64();
  if (values < 0 || values > members) malformed("more values than members");
  for (int64_t i = 0; i < values; ++i) {
    const int64_t process = r.i64();
    parcel.values.emplace_back(process, r.tensor());
  }
  if (!r.done()) malformed("bytes left over after a parcel");
  return parcel;
}

Bytes encodeFailure(const std::optional<ProcessFailure>& failure) {
  ByteWriter w;
  w.i64(failure ? 1 : 0);
  if (!failure) return w.take();
  w.i64(failure->process);
  w.i64(failure->victim ? 1 : 0);
  w.i64(static_cast<int64_t>(failure->diag.kind));
  w.str(failure->diag.loc.file);
  w.i64(failure->diag.loc.line);
  w.i64(failure->diag.loc.col);
  w.str(failure->diag.message);
  return w.take();
}

std::optional<ProcessFailure> decodeFailure(const Bytes& bytes) {
  ByteReader r(bytes);
  if (r.i64() == 0) return std::nullopt;
  ProcessFailure f;
  f.process = r.i64();
  f.victim = r.i64() != 0;
  f.diag.kind = static_cast<ErrorKind>(r.i64());
  f.diag.loc.file = r.str();
  f.diag.loc.line = static_cast<int>(r.i64());
  f.diag.loc.col = static_cast<int>(r.i64());
  f.diag.message = r.str();
  return f;
}

Bytes encodeResults(const std::vector<std::pair<int64_t, Values>>& results) {
  ByteWriter w;
  w.i64(static_cast<int64_t>(results.size()));
  for (const auto& [device, values] : results) {
    w.i64(device);
    writeValues(w, values);
  }
  return w.take();
}

std::vector<std::pair<int64_t, Values>> decodeResults(const Bytes& bytes) {
  ByteReader r(bytes);
  std::vector<std::pair<int64_t, Values>> out;
  const int64_t devices = r.i64();
  if (devices < 0 || devices > kMaxProcesses) malformed("a device count out of range");
  for (int64_t i = 0; i < devices; ++i) {
    const int64_t device = r.i64();
    out.emplace_back(device, readValues(r));
  }
  if (!r.done()) malformed("bytes left over after the results");
  return out;
}

}  // namespace partir::mpi
