#include "interp/npy.h"

#include <algorithm>
#include <bit>
#include <filesystem>
#include <fstream>
#include <set>

#include <fmt/format.h>

#include "interp/kernels/data_movement.h"
#include "semantics/file_io.h"

namespace partir {

namespace {

// Element storage is host order (semantics/element_type.h), and numpy's '='
// (native) is little-endian only on a little-endian host.
static_assert(std::endian::native == std::endian::little);

constexpr std::string_view kMagic = "\x93NUMPY";  // NEP 1: the first 6 bytes
constexpr size_t kArrayAlign = 64;                 // numpy.lib.format ARRAY_ALIGN
constexpr size_t kGrowthDigits = 21;              // numpy.lib.format GROWTH_AXIS_MAX_DIGITS
constexpr size_t kMaxVersion1Header = 65535;      // NEP 1: version 1.0 stores it in a uint16
// numpy.lib.format read_array_header refuses headers over 10000 bytes by
// default; a file is allowed this much beyond the tensor size limit.
constexpr uintmax_t kHeaderAllowance = uintmax_t{1} << 20;

// The descr np.save writes for each element type (numpy dtype.str). numpy
// has no sub-byte integer: one is written as int8 or uint8 holding its
// values (read back, such a file is an i8 or ui8 tensor: the first match).
// A small float is its byte, a 1-byte void as ml_dtypes' float8 types save
// (read back, the first small float: run_inputs.cc retypes it).
constexpr std::pair<ElementType, std::string_view> kDescrs[] = {
    {ElementType::kI1, "|b1"},   {ElementType::kI8, "|i1"},   {ElementType::kI16, "<i2"},
    {ElementType::kI32, "<i4"},  {ElementType::kI64, "<i8"},  {ElementType::kUI8, "|u1"},
    {ElementType::kUI16, "<u2"}, {ElementType::kUI32, "<u4"}, {ElementType::kUI64, "<u8"},
    {ElementType::kF16, "<f2"},  {ElementType::kBF16, "<V2"}, {ElementType::kF32, "<f4"},
    {ElementType::kF64, "<f8"},  {ElementType::kI2, "|i1"},   {ElementType::kI4, "|i1"},
    {ElementType::kUI2, "|u1"},  {ElementType::kUI4, "|u1"},  {ElementType::kF4E2M1FN, "|V1"},
    {ElementType::kF6E2M3FN, "|V1"}, {ElementType::kF6E3M2FN, "|V1"}, {ElementType::kF8E3M4, "|V1"},
    {ElementType::kF8E4M3, "|V1"}, {ElementType::kF8E4M3FN, "|V1"}, {ElementType::kF8E4M3FNUZ, "|V1"},
    {ElementType::kF8E4M3B11FNUZ, "|V1"}, {ElementType::kF8E5M2, "|V1"}, {ElementType::kF8E5M2FNUZ, "|V1"},
    {ElementType::kF8E8M0FNU, "|V1"}, {ElementType::kC64, "<c8"}, {ElementType::kC128, "<c16"}};

struct NpyHeader {
  std::string descr;
  bool fortranOrder = false;
  Shape shape;
};

struct Dtype {
  ElementType element;
  bool byteSwapped;
};

template <class... Args>
[[noreturn]] void invalidFile(const Location& loc, fmt::format_string<Args...> f, Args&&... args) {
  fail(ErrorKind::kInvalidInput, loc, f, std::forward<Args>(args)...);
}

// Python's repr of a shape tuple, as numpy writes it: (), (5,), (2, 3).
std::string shapeTuple(const Shape& shape) {
  if (shape.size() == 1) return fmt::format("({},)", shape[0]);
  return fmt::format("({})", fmt::join(shape, ", "));
}

// A strict reader of the one dict form numpy writes (numpy.lib.format: "a
// Python literal expression of a dictionary" with exactly the keys 'descr',
// 'fortran_order' and 'shape'); whitespace and a trailing comma are allowed.
class HeaderReader {
 public:
  HeaderReader(std::string_view text, const Location& loc) : text_(text), loc_(loc) {}

  NpyHeader read() {
    NpyHeader h;
    std::set<std::string> seen;
    if (!eat('{')) invalidFile(loc_, "the header is not a dict: it does not start with '{{'");
    while (!eat('}')) {
      skipSpace();
      const size_t at = pos_;
      std::string key = quoted("a quoted key or '}'");
      expect(':');
      if (!seen.insert(key).second) invalidFile(loc_, "duplicate key '{}' in the header", key);
      if (key == "descr") h.descr = descr();
      else if (key == "fortran_order") h.fortranOrder = boolean();
      else if (key == "shape") h.shape = shape();
      else invalidFile(loc_, "unexpected key '{}' at header byte {}", key, at);
      if (!eat(',')) {
        expect('}');
        break;
      }
    }
    skipSpace();
    if (pos_ != text_.size()) malformed("only whitespace after the dict");
    for (const char* key : {"descr", "fortran_order", "shape"})
      if (!seen.count(key)) invalidFile(loc_, "the header has no '{}' key", key);
    return h;
  }

 private:
  [[noreturn]] void malformed(std::string_view what) const {
    invalidFile(loc_, "malformed header: expected {} at header byte {}", what, pos_);
  }
  void skipSpace() {
    while (pos_ < text_.size() && std::string_view(" \t\r\n").find(text_[pos_]) != std::string_view::npos)
      ++pos_;
  }
  bool eat(char c) {
    skipSpace();
    if (pos_ == text_.size() || text_[pos_] != c) return false;
    ++pos_;
    return true;
  }
  void expect(char c) {
    if (!eat(c)) malformed(fmt::format("'{}'", c));
  }
  bool eatWord(std::string_view w) {
    skipSpace();
    if (!text_.substr(pos_).starts_with(w)) return false;
    pos_ += w.size();
    return true;
  }
  // A Python string literal without escapes, in either kind of quote.
  std::string quoted(std::string_view what) {
    skipSpace();
    const char q = pos_ < text_.size() ? text_[pos_] : 0;
    if (q != '\'' && q != '"') malformed(what);
    const size_t end = text_.find_first_of(fmt::format("{}\\\n", q), pos_ + 1);
    if (end == std::string_view::npos || text_[end] != q) malformed("a closing quote without escapes");
    std::string s(text_.substr(pos_ + 1, end - pos_ - 1));
    pos_ = end + 1;
    return s;
  }
  // NEP 1: descr is a dtype string, or a list of fields for a structured dtype.
  std::string descr() {
    skipSpace();
    if (pos_ == text_.size() || text_[pos_] != '[') return quoted("a dtype string");
    const size_t close = text_.find(']', pos_);
    fail(ErrorKind::kUnsupported, loc_, "structured dtype {} is not supported",
         text_.substr(pos_, close == std::string_view::npos ? 40 : close + 1 - pos_));
  }
  bool boolean() {
    if (eatWord("True")) return true;
    if (eatWord("False")) return false;
    malformed("True or False for 'fortran_order'");
  }
  // A tuple of ints; a 1-tuple needs its comma, as in Python.
  Shape shape() {
    expect('(');
    Shape dims;
    bool comma = false;
    while (!eat(')')) {
      if (!dims.empty() && !comma) malformed("',' or ')' in the shape");
      dims.push_back(dimension());
      comma = eat(',');
    }
    if (dims.size() == 1 && !comma)
      invalidFile(loc_, "'shape' ({}) is not a tuple: a 1-tuple is written ({},)", dims[0], dims[0]);
    return dims;
  }
  int64_t dimension() {
    skipSpace();
    const bool negative = pos_ < text_.size() && text_[pos_] == '-';
    const size_t start = pos_ + negative;
    size_t end = start;
    while (end < text_.size() && text_[end] >= '0' && text_[end] <= '9') ++end;
    if (end == start) malformed("a dimension");
    pos_ = end;
    const std::string_view digits = text_.substr(start, end - start);
    int64_t value = 0;
    for (char c : digits) {
      if (value > (INT64_MAX - (c - '0')) / 10) invalidFile(loc_, "dimension {} is too large", digits);
      value = value * 10 + (c - '0');
    }
    if (negative) invalidFile(loc_, "negative dimension -{} in the shape", digits);
    return value;
  }

  std::string_view text_;
  const Location& loc_;
  size_t pos_ = 0;
};

// The supported descrs, for messages ("|b1, |i1, ..."). (A loop rather than
// `kDescrs | std::views::values`, which clang 14 with libstdc++ 12 rejects.)
std::string supportedDescrs() {
  std::vector<std::string_view> descrs;
  for (const auto& entry : kDescrs)
    if (std::find(descrs.begin(), descrs.end(), entry.second) == descrs.end()) descrs.push_back(entry.second);
  return fmt::format("{}", fmt::join(descrs, ", "));
}

// NEP 1: descr is a byte-order character ('<', '>', '|' or '=') followed by
// the array-interface type code and the item size.
Dtype dtypeOf(const std::string& descr, const Location& loc) {
  const char order = descr.empty() ? 0 : descr[0];
  const bool ordered = order && std::string_view("<>|=").find(order) != std::string_view::npos;
  for (const auto& [element, written] : kDescrs)
    if (ordered && descr.substr(1) == written.substr(1)) return {element, order == '>'};
  // The array interface's type codes: every one is a dtype numpy can save.
  if (ordered && descr.size() > 1 && std::string_view("biufcmMOSUVa").find(descr[1]) != std::string_view::npos)
    fail(ErrorKind::kUnsupported, loc, "dtype '{}' is not supported (supported: {})", descr,
         supportedDescrs());
  invalidFile(loc, "'{}' is not a numpy dtype string", descr);
}

// NEP 1 / numpy.lib.format: byte 6 is the major version, byte 7 the minor;
// then the header length, a little-endian uint16 (1.0) or uint32 (2.0, 3.0).
// Returns the header's offset and length.
std::pair<size_t, size_t> headerExtent(std::string_view bytes, const Location& loc) {
  if (!bytes.starts_with(kMagic)) invalidFile(loc, "not a .npy file: it does not start with \\x93NUMPY");
  if (bytes.size() < 8) invalidFile(loc, "truncated .npy file: {} bytes, no version", bytes.size());
  const int major = static_cast<uint8_t>(bytes[6]), minor = static_cast<uint8_t>(bytes[7]);
  if (major < 1 || major > 3 || minor != 0)
    fail(ErrorKind::kUnsupported, loc, ".npy format version {}.{} is not supported (1.0, 2.0, 3.0)",
         major, minor);
  const size_t start = major == 1 ? 10 : 12;
  if (bytes.size() < start) invalidFile(loc, "truncated .npy file: {} bytes, no header length", bytes.size());
  size_t length = 0;
  for (size_t i = start; i-- > 8;) length = length << 8 | static_cast<uint8_t>(bytes[i]);
  if (length > bytes.size() - start)
    invalidFile(loc, "truncated header: its length is {} bytes but only {} follow", length,
                bytes.size() - start);
  return {start, length};
}

// NEP 1: the data is exactly product(shape) elements of the dtype's size.
void checkDataLength(const NpyHeader& h, ElementType element, size_t found, const Location& loc) {
  const std::optional<int64_t> count = elementCount(h.shape);
  const int64_t width = byteWidth(element);
  if (!count || *count > INT64_MAX / width)
    invalidFile(loc, "shape {} of '{}' overflows: more than 2^63 - 1 bytes", shapeTuple(h.shape), h.descr);
  const uint64_t expected = static_cast<uint64_t>(*count * width);
  if (found != expected)
    invalidFile(loc, "{} data: shape {} of '{}' needs {} bytes, found {}",
                found < expected ? "truncated" : "trailing", shapeTuple(h.shape), h.descr, expected, found);
}

// numpy's bool ('|b1') stores one byte per element, 0 or 1.
void checkBooleans(std::string_view data, size_t offset, const Location& loc) {
  for (size_t i = 0; i < data.size(); ++i)
    if (static_cast<uint8_t>(data[i]) > 1)
      invalidFile(loc, "boolean at byte offset {} is {}, not 0 or 1", offset + i,
                  static_cast<uint8_t>(data[i]));
}

// numpy.lib.format: with fortran_order True the data is column-major.
void copyColumnMajor(const char* src, Tensor& t) {
  const int64_t width = byteWidth(t.elementType());
  std::vector<int64_t> strides(t.rank(), 1);
  for (int64_t k = 1; k < t.rank(); ++k) strides[k] = strides[k - 1] * t.shape()[k - 1];
  uint8_t* dst = t.rawData();
  for (IndexIterator it(t.shape()); !it.done(); it.next()) {
    int64_t from = 0;
    for (int64_t k = 0; k < t.rank(); ++k) from += it.index()[k] * strides[k];
    std::memcpy(dst + it.linear() * width, src + from * width, width);
  }
}

// Each number of a big-endian file to host order: a complex element's two
// parts one by one.
void swapBytes(Tensor& t) {
  const int64_t width = byteWidth(complexPartType(t.elementType()));
  const int64_t numbers = t.numBytes() / width;
  uint8_t* p = t.rawData();
  for (int64_t i = 0; i < numbers; ++i) std::reverse(p + i * width, p + (i + 1) * width);
}

Tensor parse(std::string_view bytes, const Location& loc) {
  const auto [start, length] = headerExtent(bytes, loc);
  const NpyHeader h = HeaderReader(bytes.substr(start, length), loc).read();
  const Dtype dtype = dtypeOf(h.descr, loc);
  const std::string_view data = bytes.substr(start + length);
  checkDataLength(h, dtype.element, data.size(), loc);
  if (dtype.element == ElementType::kI1) checkBooleans(data, start + length, loc);
  Tensor t = Tensor::uninitialized(TensorType{h.shape, dtype.element}, loc);
  if (h.fortranOrder) copyColumnMajor(data.data(), t);
  else if (!data.empty()) std::memcpy(t.rawData(), data.data(), data.size());
  if (dtype.byteSwapped) swapBytes(t);
  return t;
}

// numpy.lib.format _write_array_header: the keys sorted, then spaces so that
// shape[0] can grow to GROWTH_AXIS_MAX_DIGITS digits without moving the data.
std::string headerDict(const Tensor& t) {
  std::string dict = fmt::format("{{'descr': '{}', 'fortran_order': False, 'shape': {}, }}",
                                 npyDescr(t.elementType()), shapeTuple(t.shape()));
  if (t.rank() > 0) dict.append(kGrowthDigits - fmt::formatted_size("{}", t.shape()[0]), ' ');
  return dict;
}

// numpy.lib.format _wrap_header: 1 to 64 spaces and a '\n' so that the data,
// after the `start` bytes of magic, version and length, is 64-byte aligned.
size_t paddedLength(size_t dictSize, size_t start) {
  return dictSize + 1 + kArrayAlign - (start + dictSize + 1) % kArrayAlign;
}

// numpy.lib.format _wrap_header_guess_version: version 1.0 unless its uint16
// length cannot hold the header, then 2.0.
std::string wrapHeader(std::string dict) {
  const bool v1 = paddedLength(dict.size(), 10) <= kMaxVersion1Header;
  const size_t start = v1 ? 10 : 12;
  dict.resize(paddedLength(dict.size(), start) - 1, ' ');
  dict += '\n';
  std::string out(kMagic);
  out += {static_cast<char>(v1 ? 1 : 2), 0};
  for (size_t i = 0; i < start - 8; ++i) out += static_cast<char>(dict.size() >> (8 * i) & 0xff);
  return out + dict;
}

// A file's header and where its data starts, read from the file's first
// bytes only; the data's length is checked against the file's size.
struct NpyLayout {
  NpyHeader header;
  Dtype dtype;
  uint64_t dataOffset = 0;
};

NpyLayout readLayout(std::ifstream& in, uint64_t fileSize, const Location& loc) {
  std::string prefix(static_cast<size_t>(std::min<uint64_t>(fileSize, 12)), '\0');
  in.read(prefix.data(), static_cast<std::streamsize>(prefix.size()));
  std::string bytes = prefix;
  if (bytes.size() >= 10) {
    // The header's length, then the header itself (headerExtent checks both).
    const size_t start = static_cast<uint8_t>(bytes[6]) == 1 ? 10 : 12;
    size_t length = 0;
    for (size_t i = std::min(start, bytes.size()); i-- > 8;) length = length << 8 | static_cast<uint8_t>(bytes[i]);
    const uint64_t want = std::min<uint64_t>(fileSize, start + std::min<uint64_t>(length, kHeaderAllowance));
    bytes.resize(static_cast<size_t>(want));
    in.seekg(0);
    in.read(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  }
  const auto [start, length] = headerExtent(bytes, loc);
  NpyLayout layout{HeaderReader(std::string_view(bytes).substr(start, length), loc).read(), {}, start + length};
  layout.dtype = dtypeOf(layout.header.descr, loc);
  checkDataLength(layout.header, layout.dtype.element, static_cast<size_t>(fileSize - layout.dataOffset), loc);
  return layout;
}

// Reads `path`'s layout with `use(in, layout)`; errors as readNpy's.
template <class Use>
auto withLayout(const std::string& path, Use&& use) -> decltype(use(std::declval<std::ifstream&>(), NpyLayout{})) {
  const Location loc{path};
  std::error_code error;
  const uintmax_t size = std::filesystem::file_size(path, error);
  std::ifstream in(path, std::ios::binary);
  if (error || !in) return invalid(loc, "cannot read the .npy file: {}", error ? error.message() : "cannot open it");
  try {
    return use(in, readLayout(in, size, loc));
  } catch (const DiagnosticError& e) {
    return e.diag;
  }
}

// Each row (the last dim) of the block, read from its place in the file.
Tensor readRows(std::ifstream& in, const NpyLayout& layout, const std::vector<int64_t>& start, const Shape& shape,
                const Location& loc) {
  const Shape& whole = layout.header.shape;
  const int64_t rank = static_cast<int64_t>(whole.size()), width = byteWidth(layout.dtype.element);
  Tensor t = Tensor::uninitialized(TensorType{shape, layout.dtype.element}, loc);
  const int64_t row = rank == 0 ? 1 : shape.back();
  const int64_t rows = row == 0 ? 0 : t.numElements() / row;
  std::vector<int64_t> strides(static_cast<size_t>(rank), 1);
  for (int64_t d = rank - 2; d >= 0; --d) strides[d] = strides[d + 1] * whole[d + 1];
  for (int64_t r = 0; r < rows; ++r) {
    int64_t g = 0;
    for (int64_t d = rank - 1, rest = r; d >= 0; --d) {
      const int64_t at = d == rank - 1 ? 0 : rest % shape[d];
      if (d < rank - 1) rest /= shape[d];
      g += (start[d] + at) * strides[d];
    }
    in.seekg(static_cast<std::streamoff>(layout.dataOffset + static_cast<uint64_t>(g * width)));
    in.read(reinterpret_cast<char*>(t.rawData() + r * row * width), static_cast<std::streamsize>(row * width));
    if (!in) invalidFile(loc, "cannot read the .npy file's data");
  }
  return t;
}

}  // namespace

Result<TensorType> readNpyType(const std::string& path) {
  return withLayout(path, [](std::ifstream&, const NpyLayout& layout) -> Result<TensorType> {
    return TensorType{layout.header.shape, layout.dtype.element};
  });
}

Result<Tensor> readNpyBlock(const std::string& path, const std::vector<int64_t>& start, const Shape& shape) {
  return withLayout(path, [&](std::ifstream& in, const NpyLayout& layout) -> Result<Tensor> {
    const Shape& whole = layout.header.shape;
    bool inside = start.size() == whole.size() && shape.size() == whole.size();
    for (size_t d = 0; inside && d < whole.size(); ++d)
      inside = start[d] >= 0 && shape[d] >= 0 && start[d] + shape[d] <= whole[d];
    if (!inside) return invalid(Location{path}, "a block outside the file's shape {}", shapeTuple(whole));
    if (!layout.header.fortranOrder && !layout.dtype.byteSwapped && layout.dtype.element != ElementType::kI1)
      return readRows(in, layout, start, shape, Location{path});
    Result<Tensor> all = readNpy(path);
    if (!all.ok()) return all.error();
    std::vector<int64_t> limit(start.size()), strides(start.size(), 1);
    for (size_t d = 0; d < start.size(); ++d) limit[d] = start[d] + shape[d];
    return slice(*all, start, limit, strides);
  });
}

std::string npyDescr(ElementType t) {
  for (const auto& [element, descr] : kDescrs)
    if (element == t) return std::string(descr);
  return "";  // unreachable: kDescrs lists every element type
}

Result<Tensor> parseNpy(std::string_view bytes, std::string_view path) {
  try {
    return parse(bytes, Location{std::string(path)});
  } catch (const DiagnosticError& e) {
    return e.diag;
  }
}

Result<Tensor> readNpy(const std::string& path) {
  Result<std::string> bytes =
      readInputFile(path, "the .npy file", static_cast<uintmax_t>(tensorByteLimit()) + kHeaderAllowance);
  if (!bytes.ok()) return bytes.error();
  return parseNpy(*bytes, path);
}

std::string formatNpy(const Tensor& t) {
  std::string out = wrapHeader(headerDict(t));
  if (t.numBytes() > 0) out.append(reinterpret_cast<const char*>(t.rawData()), t.numBytes());
  return out;
}

Status writeNpy(const Tensor& t, const std::string& path) {
  return writeOutputFile(path, formatNpy(t), "the file");
}

}  // namespace partir
