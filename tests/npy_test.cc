// .npy files (interp/npy.h): bytes numpy 1.24's np.save wrote, read and
// reproduced byte for byte; round trips of every element type; the inputs
// np.save may write (big-endian, Fortran order, versions 2.0 and 3.0); one
// test per malformed input, on its message.
#include "interp/npy.h"

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "interp/kernels/data_movement.h"
#include "interp/random_inputs.h"
#include "tests/random_block.h"
#include "tests/tensor_builders.h"

namespace partir {
namespace {

using namespace std::string_literals;
using testing::makeTensor;
using testing::tensorValues;

// ---- numpy's bytes ------------------------------------------------------------------
// Each header is padded with spaces to 128 bytes (numpy.lib.format ARRAY_ALIGN
// and GROWTH_AXIS_MAX_DIGITS).

// np.save(f, np.arange(6, dtype='<i4').reshape(2, 3))
const std::string kArange2x3I32 =
    "\x93NUMPY\x01\x00v\x00{'descr': '<i4', 'fortran_order': False, 'shape': (2, 3), }"
    "                                                          \n"
    "\x00\x00\x00\x00\x01\x00\x00\x00\x02\x00\x00\x00\x03\x00\x00\x00\x04\x00\x00\x00\x05\x00\x00\x00"s;
// np.save(f, np.float32(1.5))
const std::string kScalarF32 =
    "\x93NUMPY\x01\x00v\x00{'descr': '<f4', 'fortran_order': False, 'shape': (), }"
    "                                                              \n"
    "\x00\x00\xc0?"s;
// np.save(f, np.array([True, False, True]))
const std::string kBoolVector =
    "\x93NUMPY\x01\x00v\x00{'descr': '|b1', 'fortran_order': False, 'shape': (3,), }"
    "                                                            \n"
    "\x01\x00\x01"s;
// np.save(f, np.array([1.5, -2.0], dtype='>f8'))
const std::string kBigEndianF64 =
    "\x93NUMPY\x01\x00v\x00{'descr': '>f8', 'fortran_order': False, 'shape': (2,), }"
    "                                                            \n"
    "?\xf8\x00\x00\x00\x00\x00\x00\xc0\x00\x00\x00\x00\x00\x00\x00"s;
// np.save(f, np.arange(3, dtype='>i4'))
const std::string kBigEndianI32 =
    "\x93NUMPY\x01\x00v\x00{'descr': '>i4', 'fortran_order': False, 'shape': (3,), }"
    "                                                            \n"
    "\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x02"s;
// np.save(f, np.asfortranarray(np.arange(6, dtype='<i2').reshape(2, 3)))
const std::string kFortranI16 =
    "\x93NUMPY\x01\x00v\x00{'descr': '<i2', 'fortran_order': True, 'shape': (2, 3), }"
    "                                                           \n"
    "\x00\x00\x03\x00\x01\x00\x04\x00\x02\x00\x05\x00"s;
// numpy.lib.format.write_array(f, np.array([1, 2, 3], dtype='<u2'), version=(2, 0))
const std::string kVersion2U16 =
    "\x93NUMPY\x02\x00t\x00\x00\x00{'descr': '<u2', 'fortran_order': False, 'shape': (3,), }"
    "                                                          \n"
    "\x01\x00\x02\x00\x03\x00"s;
// numpy.lib.format.write_array(f, np.array([[0.5], [-1]], dtype='<f2'), version=(3, 0))
const std::string kVersion3F16 =
    "\x93NUMPY\x03\x00t\x00\x00\x00{'descr': '<f2', 'fortran_order': False, 'shape': (2, 1), }"
    "                                                        \n"
    "\x00\x38\x00\xbc"s;

// A version-1.0 file of `header` (unpadded: the reader does not need the
// padding) followed by `data`.
std::string npyFile(std::string_view header, std::string_view data) {
  std::string out = "\x93NUMPY\x01\x00"s;
  out += {static_cast<char>(header.size() & 0xff), static_cast<char>(header.size() >> 8)};
  return out.append(header).append(data);
}

std::string header(std::string_view descr, std::string_view shape) {
  return fmt::format("{{'descr': '{}', 'fortran_order': False, 'shape': {}, }}\n", descr, shape);
}

Tensor parsed(const std::string& bytes) {
  Result<Tensor> t = parseNpy(bytes, "x.npy");
  EXPECT_TRUE(t.ok()) << t.error().str();
  return t.ok() ? std::move(t).value() : Tensor();
}

// The diagnostic of bytes that must not parse, checked to be of `kind`.
std::string errorOf(const std::string& bytes, ErrorKind kind = ErrorKind::kInvalidInput) {
  Result<Tensor> t = parseNpy(bytes, "x.npy");
  EXPECT_FALSE(t.ok()) << "parsed: " << t->str();
  if (t.ok()) return "";
  EXPECT_EQ(t.error().kind, kind) << t.error().str();
  return t.error().str();
}

// Restores the tensor size limit when it goes out of scope.
struct ByteLimit {
  explicit ByteLimit(int64_t bytes) : saved(tensorByteLimit()) { setTensorByteLimit(bytes); }
  ~ByteLimit() { setTensorByteLimit(saved); }
  int64_t saved;
};

// ---- golden bytes -------------------------------------------------------------------

TEST(NpyGolden, ReadsWhatNumpyWrites) {
  Tensor arange = parsed(kArange2x3I32);
  EXPECT_EQ(arange.type().str(), "tensor<2x3xi32>");
  EXPECT_EQ(tensorValues(arange), (std::vector<double>{0, 1, 2, 3, 4, 5}));
  Tensor scalar = parsed(kScalarF32);
  EXPECT_EQ(scalar.type().str(), "tensor<f32>");
  EXPECT_EQ(scalar.get<float>(0), 1.5f);
  EXPECT_EQ(parsed(kBoolVector).str(), "tensor<3xi1> [true, false, true]");
}

TEST(NpyGolden, WritesWhatNumpyWrites) {
  EXPECT_EQ(formatNpy(makeTensor(ElementType::kI32, {2, 3}, {0, 1, 2, 3, 4, 5})), kArange2x3I32);
  EXPECT_EQ(formatNpy(Tensor::scalar(ElementType::kF32, 1.5)), kScalarF32);
  EXPECT_EQ(formatNpy(makeTensor(ElementType::kI1, {3}, {1, 0, 1})), kBoolVector);
}

TEST(NpyGolden, Descrs) {
  std::vector<std::string> descrs;
  for (int e = 0; e <= static_cast<int>(ElementType::kF64); ++e)
    descrs.push_back(npyDescr(static_cast<ElementType>(e)));
  // Sub-byte integers as int8 and uint8, small floats as a byte (npy.cc).
  EXPECT_EQ(descrs, (std::vector<std::string>{"|b1", "|i1", "|i1", "|i1", "<i2", "<i4", "<i8", "|u1", "|u1", "|u1",
                                              "<u2", "<u4", "<u8", "|V1", "|V1", "|V1", "|V1", "|V1", "|V1", "|V1",
                                              "|V1", "|V1", "|V1", "|V1", "<f2", "<V2", "<f4", "<f8"}));
}

// ---- what np.save may write -----------------------------------------------------------

TEST(NpyRead, BigEndianIsByteSwapped) {
  EXPECT_EQ(parsed(kBigEndianF64).str(), "tensor<2xf64> [1.5, -2]");
  EXPECT_EQ(parsed(kBigEndianI32).str(), "tensor<3xi32> [0, 1, 2]");
  EXPECT_EQ(parsed(npyFile(header(">V2", "(1,)"), "\x3f\x80")).str(), "tensor<1xbf16> [1]");
}

TEST(NpyRead, FortranOrderBecomesRowMajor) {
  EXPECT_EQ(parsed(kFortranI16).str(), "tensor<2x3xi16> [0, 1, 2, 3, 4, 5]");
  // (2, 3, 2) column-major: element [i, j, k] at i + 2 j + 6 k.
  std::string data;
  for (int k = 0; k < 2; ++k)
    for (int j = 0; j < 3; ++j)
      for (int i = 0; i < 2; ++i) data += static_cast<char>(100 * i + 10 * j + k);
  const std::string h = "{'descr': '|u1', 'fortran_order': True, 'shape': (2, 3, 2), }\n";
  EXPECT_EQ(parsed(npyFile(h, data)).str(),
            "tensor<2x3x2xui8> [0, 1, 10, 11, 20, 21, 100, 101, 110, 111, 120, 121]");
}

TEST(NpyRead, Versions2And3) {
  EXPECT_EQ(parsed(kVersion2U16).str(), "tensor<3xui16> [1, 2, 3]");
  EXPECT_EQ(parsed(kVersion3F16).str(), "tensor<2x1xf16> [0.5, -1]");
}

TEST(NpyRead, HeaderSpellings) {
  const std::string one = "\x01\x00\x00\x00"s;
  for (const char* h : {
           "{'shape': (1,), 'fortran_order': False, 'descr': '<i4'}",         // any key order
           "{ 'descr' : '<i4' ,'fortran_order':False,'shape':( 1 , ) , }  \n",  // spaces
           "{\"descr\": \"<i4\", \"fortran_order\": False, \"shape\": (1,)}\n",  // double quotes
           "{'descr': '=i4', 'fortran_order': False, 'shape': (1,), }\n",       // native order
           "{'descr': '|i4', 'fortran_order': False, 'shape': (1,), }\n",       // no order
       })
    EXPECT_EQ(parsed(npyFile(h, one)).str(), "tensor<1xi32> [1]") << h;
  EXPECT_EQ(parsed(npyFile(header("<i4", "()"), one)).str(), "tensor<i32> [1]");
  EXPECT_EQ(parsed(npyFile(header("<f4", "(2, 0, 3)"), "")).str(), "tensor<2x0x3xf32> []");
}

TEST(NpyRead, TwoByteVoidIsBfloat16) {
  for (const char* descr : {"<V2", "|V2"})
    EXPECT_EQ(parsed(npyFile(header(descr, "(2,)"), "\x80\x3f\x00\xc0"s)).str(), "tensor<2xbf16> [1, -2]");
}

// ---- round trips ----------------------------------------------------------------------

const std::vector<std::string> kElementTypeNames = {"i1",   "i8",   "i16", "i32",  "i64", "ui8", "ui16",
                                                    "ui32", "ui64", "f16", "bf16", "f32", "f64"};

// Checks that `t` survives formatNpy and parseNpy bit for bit and that the
// data starts 64-byte aligned after a '\n'; returns what went wrong, or "".
std::string roundTripFailure(const Tensor& t) {
  const std::string bytes = formatNpy(t);
  const size_t dataStart = bytes.size() - t.numBytes();
  if (dataStart % 64 != 0 || bytes[dataStart - 1] != '\n')
    return fmt::format("the data starts at byte {}", dataStart);
  Result<Tensor> back = parseNpy(bytes, "t.npy");
  if (!back.ok()) return back.error().str();
  if (!back->bitwiseEqual(t)) return fmt::format("read back as {}", back->str());
  return "";
}

TEST(NpyRoundTrip, EveryElementType) {
  for (const std::string& name : kElementTypeNames)
    for (const Shape& shape : {Shape{}, Shape{5}, Shape{2, 0, 3}, Shape{2, 3}}) {
      const Tensor t = testing::syntheticTensor(TensorType{shape, *parseElementType(name)});
      EXPECT_EQ(roundTripFailure(t), "") << t.str();
    }
}

TEST(NpyRoundTrip, HugeRankNeedsVersion2) {
  const Tensor ones = Tensor::zeros(TensorType{Shape(22000, 1), ElementType::kF32});
  const std::string bytes = formatNpy(ones);
  EXPECT_EQ(bytes.substr(0, 8), "\x93NUMPY\x02\x00"s);  // "(1, 1, ...)" is over 1.0's 65535 bytes
  EXPECT_EQ(roundTripFailure(ones), "");
}

RC_GTEST_PROP(NpyRoundTrip, RandomTensors, ()) {
  const std::string name = *rc::gen::elementOf(kElementTypeNames);
  const int rank = *rc::gen::inRange(0, 5);
  const Shape shape = *rc::gen::container<Shape>(rank, rc::gen::inRange<int64_t>(0, 5));
  Tensor t = Tensor::uninitialized(TensorType{shape, *parseElementType(name)});
  const auto bytes = *rc::gen::container<std::vector<uint8_t>>(t.numBytes(), rc::gen::arbitrary<uint8_t>());
  for (int64_t i = 0; i < t.numBytes(); ++i) t.rawData()[i] = name == "i1" ? bytes[i] & 1 : bytes[i];
  const std::string failure = roundTripFailure(t);
  if (!failure.empty()) RC_FAIL(fmt::format("{}: {}", t.str(), failure));
}

// ---- malformed and unsupported input --------------------------------------------------

TEST(NpyMalformed, Magic) {
  EXPECT_EQ(errorOf("\x93NUMPZ\x01\x00"s), "x.npy: error: not a .npy file: it does not start with \\x93NUMPY");
  EXPECT_EQ(errorOf(""), "x.npy: error: not a .npy file: it does not start with \\x93NUMPY");
  EXPECT_EQ(errorOf("\x93NUMPY\x01"s), "x.npy: error: truncated .npy file: 7 bytes, no version");
  EXPECT_EQ(errorOf("\x93NUMPY\x04\x00"s, ErrorKind::kUnsupported),
            "x.npy: error: .npy format version 4.0 is not supported (1.0, 2.0, 3.0)");
}

TEST(NpyMalformed, TruncatedHeader) {
  EXPECT_EQ(errorOf(kArange2x3I32.substr(0, 9)), "x.npy: error: truncated .npy file: 9 bytes, no header length");
  EXPECT_EQ(errorOf(kArange2x3I32.substr(0, 60)),
            "x.npy: error: truncated header: its length is 118 bytes but only 50 follow");
  EXPECT_EQ(errorOf(kVersion2U16.substr(0, 11)), "x.npy: error: truncated .npy file: 11 bytes, no header length");
}

TEST(NpyMalformed, HeaderNotADict) {
  EXPECT_EQ(errorOf(npyFile("[1, 2]\n", "")),
            "x.npy: error: the header is not a dict: it does not start with '{'");
  EXPECT_EQ(errorOf(npyFile("{'descr': '<f4\n", "")),
            "x.npy: error: malformed header: expected a closing quote without escapes at header byte 10");
  EXPECT_EQ(errorOf(npyFile("{'descr' '<f4'}", "")),
            "x.npy: error: malformed header: expected ':' at header byte 9");
  EXPECT_EQ(errorOf(npyFile("{'fortran_order': 0}", "")),
            "x.npy: error: malformed header: expected True or False for 'fortran_order' at header byte 18");
  EXPECT_EQ(errorOf(npyFile(header("<f4", "(1,)") + "x", "\0\0\0\0"s)),
            "x.npy: error: malformed header: expected only whitespace after the dict at header byte 58");
  EXPECT_EQ(errorOf(npyFile("{'descr': '<f4' 'shape': ()}", "")),
            "x.npy: error: malformed header: expected '}' at header byte 16");
}

TEST(NpyMalformed, Keys) {
  EXPECT_EQ(errorOf(npyFile("{'descr': '<f4', 'fortran_order': False}", "")),
            "x.npy: error: the header has no 'shape' key");
  EXPECT_EQ(errorOf(npyFile("{'descr': '<f4', 'descr': '<f4'}", "")),
            "x.npy: error: duplicate key 'descr' in the header");
  EXPECT_EQ(errorOf(npyFile("{'descr': '<f4', 'order': 'C'}", "")),
            "x.npy: error: unexpected key 'order' at header byte 17");
}

TEST(NpyMalformed, Shapes) {
  EXPECT_EQ(errorOf(npyFile(header("<f4", "(2, 'a')"), "")),
            "x.npy: error: malformed header: expected a dimension at header byte 54");
  EXPECT_EQ(errorOf(npyFile(header("<f4", "(2 3)"), "")),
            "x.npy: error: malformed header: expected ',' or ')' in the shape at header byte 53");
  EXPECT_EQ(errorOf(npyFile(header("<f4", "[2, 3]"), "")),
            "x.npy: error: malformed header: expected '(' at header byte 50");
  EXPECT_EQ(errorOf(npyFile(header("<f4", "(5)"), "")),
            "x.npy: error: 'shape' (5) is not a tuple: a 1-tuple is written (5,)");
  EXPECT_EQ(errorOf(npyFile(header("<f4", "(2, -1)"), "")), "x.npy: error: negative dimension -1 in the shape");
}

TEST(NpyMalformed, OverflowingShapes) {
  EXPECT_EQ(errorOf(npyFile(header("<f4", "(99999999999999999999,)"), "")),
            "x.npy: error: dimension 99999999999999999999 is too large");
  EXPECT_EQ(errorOf(npyFile(header("<f4", "(4294967296, 4294967296)"), "")),
            "x.npy: error: shape (4294967296, 4294967296) of '<f4' overflows: more than 2^63 - 1 bytes");
  EXPECT_EQ(errorOf(npyFile(header("<f8", "(2305843009213693952,)"), "")),
            "x.npy: error: shape (2305843009213693952,) of '<f8' overflows: more than 2^63 - 1 bytes");
}

TEST(NpyMalformed, DataLength) {
  EXPECT_EQ(errorOf(kArange2x3I32.substr(0, kArange2x3I32.size() - 1)),
            "x.npy: error: truncated data: shape (2, 3) of '<i4' needs 24 bytes, found 23");
  EXPECT_EQ(errorOf(kArange2x3I32 + "\0"s),
            "x.npy: error: trailing data: shape (2, 3) of '<i4' needs 24 bytes, found 25");
  EXPECT_EQ(errorOf(kScalarF32.substr(0, 128)),
            "x.npy: error: truncated data: shape () of '<f4' needs 4 bytes, found 0");
}

// A big-endian complex64 file: each part is swapped on its own (a whole
// 8-byte swap would exchange the parts).
TEST(Npy, BigEndianComplexSwapsEachPart) {
  const Tensor t = parsed(npyFile(header(">c8", "(1,)"), "\x3f\x80\x00\x00\x40\x00\x00\x00"s));
  ASSERT_EQ(t.elementType(), ElementType::kC64);
  EXPECT_EQ(t.get<std::complex<float>>(0), std::complex<float>(1.0f, 2.0f));
}

TEST(NpyMalformed, UnsupportedDtypes) {
  const std::string supported =
      "(supported: |b1, |i1, <i2, <i4, <i8, |u1, <u2, <u4, <u8, <f2, <V2, <f4, <f8, |V1, <c8, <c16)";
  EXPECT_EQ(errorOf(npyFile(header("<c32", "(1,)"), "12345678"), ErrorKind::kUnsupported),
            "x.npy: error: dtype '<c32' is not supported " + supported);
  EXPECT_EQ(errorOf(npyFile(header("|O", "(1,)"), "12345678"), ErrorKind::kUnsupported),
            "x.npy: error: dtype '|O' is not supported " + supported);
  EXPECT_EQ(errorOf(npyFile(header("<U3", "(1,)"), ""), ErrorKind::kUnsupported),
            "x.npy: error: dtype '<U3' is not supported " + supported);
  EXPECT_EQ(errorOf(npyFile(header("|V4", "(1,)"), "1234"), ErrorKind::kUnsupported),
            "x.npy: error: dtype '|V4' is not supported " + supported);
  const std::string structured = "{'descr': [('a', '<i4'), ('b', '<f8')], 'fortran_order': False, 'shape': (1,), }";
  EXPECT_EQ(errorOf(npyFile(structured, ""), ErrorKind::kUnsupported),
            "x.npy: error: structured dtype [('a', '<i4'), ('b', '<f8')] is not supported");
  EXPECT_EQ(errorOf(npyFile(header("float32", "(1,)"), "1234")),
            "x.npy: error: 'float32' is not a numpy dtype string");
  EXPECT_EQ(errorOf(npyFile(header("", "(1,)"), "1234")), "x.npy: error: '' is not a numpy dtype string");
}

TEST(NpyMalformed, BooleanOtherThanZeroOrOne) {
  std::string bytes = kBoolVector;
  bytes[129] = 2;
  EXPECT_EQ(errorOf(bytes), "x.npy: error: boolean at byte offset 129 is 2, not 0 or 1");
}

TEST(NpyMalformed, HugeShapeRefusedBeforeAllocation) {
  // The data length is checked first: no 8 TiB buffer for a header alone.
  EXPECT_EQ(errorOf(npyFile(header("<f8", "(1099511627776,)"), "")),
            "x.npy: error: truncated data: shape (1099511627776,) of '<f8' needs 8796093022208 bytes, found 0");
  // A complete file over the size limit is refused by Tensor::uninitialized.
  ByteLimit limit(16);
  EXPECT_EQ(errorOf(npyFile(header("<f4", "(8,)"), std::string(32, '\0')), ErrorKind::kUnsupported),
            "x.npy: error: tensor<8xf32> is over the tensor size limit of 16 bytes");
}

// ---- files ----------------------------------------------------------------------------

class NpyFile : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = std::filesystem::temp_directory_path() / fmt::format("partir_npy_{}_{}", ::getpid(), info->name());
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::string path(const std::string& name) const { return (dir_ / name).string(); }

  std::filesystem::path dir_;
};

TEST_F(NpyFile, WriteThenRead) {
  const Tensor t = makeTensor(ElementType::kBF16, {2, 2}, {1, -2, 0.5, 3});
  ASSERT_TRUE(writeNpy(t, path("t.npy")).ok());
  Result<Tensor> back = readNpy(path("t.npy"));
  ASSERT_TRUE(back.ok()) << back.error().str();
  EXPECT_TRUE(back->bitwiseEqual(t)) << back->str();
  std::ifstream in(path("t.npy"), std::ios::binary);
  EXPECT_EQ(std::string(std::istreambuf_iterator<char>(in), {}), formatNpy(t));
}

TEST_F(NpyFile, Unreadable) {
  EXPECT_EQ(readNpy(path("missing.npy")).error().str(),
            path("missing.npy") + ": error: cannot read the .npy file: No such file or directory");
  EXPECT_EQ(readNpy(dir_.string()).error().str(), dir_.string() + ": error: cannot read the .npy file: it is a directory");
  const Status s = writeNpy(Tensor::scalar(ElementType::kF32, 1), path("no/such/dir/t.npy"));
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.error().str(), path("no/such/dir/t.npy") + ": error: cannot write the file");
  std::ofstream(path("bad.npy")) << "npy";
  EXPECT_EQ(readNpy(path("bad.npy")).error().str(),
            path("bad.npy") + ": error: not a .npy file: it does not start with \\x93NUMPY");
}

TEST_F(NpyFile, OverTheSizeLimitIsNotRead) {
  std::ofstream(path("big.npy")) << std::string((1 << 20) + 100, ' ');
  ByteLimit limit(16);
  Result<Tensor> t = readNpy(path("big.npy"));
  ASSERT_FALSE(t.ok());
  EXPECT_EQ(t.error().kind, ErrorKind::kUnsupported);
  EXPECT_EQ(t.error().str(),
            path("big.npy") + ": error: the .npy file is 1048676 bytes, over the limit of 1048592 bytes");
}

// A block read from its rows alone (a device's shard, docs/mpi.md) is the
// same tensor as the block sliced from the whole file, for row-major files
// of several element types, and for the column-major and boolean files read
// whole. Shrinks to the smallest shape and block that differ.
RC_GTEST_FIXTURE_PROP(NpyFile, ABlockIsTheSliceOfTheWhole, ()) {
  const std::string name = *rc::gen::element<std::string>("f32", "bf16", "i64", "i1", "complex<f32>");
  const bool fortran = *rc::gen::arbitrary<bool>();
  const testing::RandomBlock b = testing::randomBlock(*parseElementType(name));
  const Tensor t = randomRealInputs({b.whole}, 3)[0].tensor();
  std::string bytes = formatNpy(t);
  if (fortran && b.whole.rank() > 1) {  // the same tensor, column-major
    std::string data;
    const int64_t width = byteWidth(t.elementType());
    for (IndexIterator it(Shape(b.whole.shape.rbegin(), b.whole.shape.rend())); !it.done(); it.next()) {
      std::vector<int64_t> index(it.index().rbegin(), it.index().rend());
      data.append(reinterpret_cast<const char*>(t.rawData()) + t.linearIndex(index) * width, width);
    }
    bytes = npyFile(fmt::format("{{'descr': '{}', 'fortran_order': True, 'shape': ({}), }}\n",
                                npyDescr(t.elementType()), fmt::join(b.whole.shape, ", ")),
                    data);
  }
  std::ofstream(path("t.npy"), std::ios::binary) << bytes;
  Result<Tensor> got = readNpyBlock(path("t.npy"), b.start, b.shape);
  RC_ASSERT(got.ok());
  RC_ASSERT(got->bitwiseEqual(slice(t, b.start, b.limit, b.strides)));
}

TEST_F(NpyFile, ABlockOutsideTheTensorIsRefused) {
  ASSERT_TRUE(writeNpy(makeTensor(ElementType::kF32, {2, 3}, {1, 2, 3, 4, 5, 6}), path("t.npy")).ok());
  EXPECT_EQ(readNpyBlock(path("t.npy"), {1, 2}, {1, 2}).error().str(),
            path("t.npy") + ": error: a block outside the file's shape (2, 3)");
  Result<TensorType> type = readNpyType(path("t.npy"));
  ASSERT_TRUE(type.ok());
  EXPECT_EQ(type->str(), "tensor<2x3xf32>");
  EXPECT_EQ(readNpyBlock(path("t.npy"), {1, 1}, {1, 2})->str(), "tensor<1x2xf32> [5, 6]");
}

}  // namespace
}  // namespace partir
