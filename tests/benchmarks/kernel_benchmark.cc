// Times the reference interpreter on the kernels of issues 21 and 35 next to numpy
// measured in the same run with the same number of threads (Debian
// python3-numpy, OpenBLAS), and prints numpy time / partir time.
//
//   kernel_benchmark [--threads N] [--repeats R] [--python /usr/bin/python3] [--only NAME]
//
// --only runs the kernels whose function name (dot, conv, reduce_sum, ...)
// contains NAME.
//
// Figures are best-of-R wall times of `Interpreter::run` (the public path
// after parsing), each after running the kernel for kWarmUpSeconds; results
// go in docs/performance.md.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "interp/interpreter.h"
#include "interp/kernels/elementwise.h"
#include "interp/thread_pool.h"
#include "semantics/parser.h"

namespace partir {
namespace {

const char* kProgram = R"mlir(
func.func @dot(%a: tensor<512x512xf32>, %b: tensor<512x512xf32>) -> tensor<512x512xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
  return %0 : tensor<512x512xf32>
}
func.func @add(%a: tensor<16777216xf32>, %b: tensor<16777216xf32>) -> tensor<16777216xf32> {
  %0 = stablehlo.add %a, %b : tensor<16777216xf32>
  return %0 : tensor<16777216xf32>
}
func.func @transpose(%a: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  return %0 : tensor<4096x4096xf32>
}
func.func @conv(%x: tensor<32x64x32x32xf32>, %w: tensor<64x64x3x3xf32>) -> tensor<32x64x32x32xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x64x32x32xf32>, tensor<64x64x3x3xf32>) -> tensor<32x64x32x32xf32>
  return %0 : tensor<32x64x32x32xf32>
}
func.func @sgemm(%a: tensor<2048x2048xf32>, %b: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2048x2048xf32>, tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  return %0 : tensor<2048x2048xf32>
}
func.func @patch_wgrad(%x: tensor<32x3x224x224xf32>, %g: tensor<32x192x14x14xf32>) -> tensor<3x192x16x16xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %p = stablehlo.pad %g, %zero, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 15, 15] : (tensor<32x192x14x14xf32>, tensor<f32>) -> tensor<32x192x209x209xf32>
  %xt = stablehlo.transpose %x, dims = [1, 0, 2, 3] : (tensor<32x3x224x224xf32>) -> tensor<3x32x224x224xf32>
  %pt = stablehlo.transpose %p, dims = [1, 0, 2, 3] : (tensor<32x192x209x209xf32>) -> tensor<192x32x209x209xf32>
  %0 = stablehlo.convolution(%xt, %pt) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<3x32x224x224xf32>, tensor<192x32x209x209xf32>) -> tensor<3x192x16x16xf32>
  return %0 : tensor<3x192x16x16xf32>
}
func.func @patch_dgrad(%g: tensor<32x192x14x14xf32>, %w: tensor<192x3x16x16xf32>) -> tensor<32x3x224x224xf32> {
  %0 = stablehlo.convolution(%g, %w) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[15, 15], [15, 15]], lhs_dilate = [16, 16], reverse = [true, true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x192x14x14xf32>, tensor<192x3x16x16xf32>) -> tensor<32x3x224x224xf32>
  return %0 : tensor<32x3x224x224xf32>
}
func.func @stem(%x: tensor<32x3x224x224xf32>, %w: tensor<64x3x7x7xf32>) -> tensor<32x64x112x112xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x3x224x224xf32>, tensor<64x3x7x7xf32>) -> tensor<32x64x112x112xf32>
  return %0 : tensor<32x64x112x112xf32>
}
func.func @stem_wgrad(%x: tensor<32x3x224x224xf32>, %g: tensor<32x64x112x112xf32>) -> tensor<3x64x7x7xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %p = stablehlo.pad %g, %zero, low = [0, 0, 0, 0], high = [0, 0, 1, 1], interior = [0, 0, 1, 1] : (tensor<32x64x112x112xf32>, tensor<f32>) -> tensor<32x64x224x224xf32>
  %xt = stablehlo.transpose %x, dims = [1, 0, 2, 3] : (tensor<32x3x224x224xf32>) -> tensor<3x32x224x224xf32>
  %pt = stablehlo.transpose %p, dims = [1, 0, 2, 3] : (tensor<32x64x224x224xf32>) -> tensor<64x32x224x224xf32>
  %0 = stablehlo.convolution(%xt, %pt) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<3x32x224x224xf32>, tensor<64x32x224x224xf32>) -> tensor<3x64x7x7xf32>
  return %0 : tensor<3x64x7x7xf32>
}
func.func @down_dgrad(%g: tensor<32x128x28x28xf32>, %w: tensor<128x64x3x3xf32>) -> tensor<32x64x56x56xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %p = stablehlo.pad %g, %zero, low = [0, 0, 1, 1], high = [0, 0, 2, 2], interior = [0, 0, 1, 1] : (tensor<32x128x28x28xf32>, tensor<f32>) -> tensor<32x128x58x58xf32>
  %wt = stablehlo.transpose %w, dims = [1, 0, 2, 3] : (tensor<128x64x3x3xf32>) -> tensor<64x128x3x3xf32>
  %wr = stablehlo.reverse %wt, dims = [2, 3] : tensor<64x128x3x3xf32>
  %0 = stablehlo.convolution(%p, %wr) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x128x58x58xf32>, tensor<64x128x3x3xf32>) -> tensor<32x64x56x56xf32>
  return %0 : tensor<32x64x56x56xf32>
}
func.func @depthwise(%x: tensor<32x96x112x112xf32>, %w: tensor<96x1x3x3xf32>) -> tensor<32x96x112x112xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 96 : i64} : (tensor<32x96x112x112xf32>, tensor<96x1x3x3xf32>) -> tensor<32x96x112x112xf32>
  return %0 : tensor<32x96x112x112xf32>
}
func.func @depthwise_nhwc(%x: tensor<32x112x112x96xf32>, %w: tensor<3x3x1x96xf32>) -> tensor<32x112x112x96xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 96 : i64} : (tensor<32x112x112x96xf32>, tensor<3x3x1x96xf32>) -> tensor<32x112x112x96xf32>
  return %0 : tensor<32x112x112x96xf32>
}
func.func @batched_dot(%a: tensor<64x128x64xf32>, %b: tensor<64x64x128xf32>) -> tensor<64x128x128xf32> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<64x128x64xf32>, tensor<64x64x128xf32>) -> tensor<64x128x128xf32>
  return %0 : tensor<64x128x128xf32>
}
func.func @gather(%table: tensor<32000x512xf32>, %idx: tensor<8192x1xi32>) -> tensor<8192x512xf32> {
  %0 = "stablehlo.gather"(%table, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 512>}> : (tensor<32000x512xf32>, tensor<8192x1xi32>) -> tensor<8192x512xf32>
  return %0 : tensor<8192x512xf32>
}
func.func @exp(%a: tensor<16777216xf32>) -> tensor<16777216xf32> {
  %0 = stablehlo.exponential %a : tensor<16777216xf32>
  return %0 : tensor<16777216xf32>
}
func.func @softmax(%x: tensor<4096x1024xf32>) -> tensor<4096x1024xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<4096x1024xf32>, tensor<f32>) -> tensor<4096xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1024xf32>
  %d = stablehlo.subtract %x, %mb : tensor<4096x1024xf32>
  %e = stablehlo.exponential %d : tensor<4096x1024xf32>
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4096x1024xf32>, tensor<f32>) -> tensor<4096xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1024xf32>
  %r = stablehlo.divide %e, %sb : tensor<4096x1024xf32>
  return %r : tensor<4096x1024xf32>
}
func.func @maxpool(%x: tensor<32x64x64x64xf32>) -> tensor<32x64x32x32xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %ninf) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>} : (tensor<32x64x64x64xf32>, tensor<f32>) -> tensor<32x64x32x32xf32>
  return %0 : tensor<32x64x32x32xf32>
}
func.func @token_rows(%a: tensor<8x3072xbf16>, %w: tensor<8192x3072xbf16>) -> tensor<8x8192xbf16> {
  %t = stablehlo.transpose %w, dims = [1, 0] : (tensor<8192x3072xbf16>) -> tensor<3072x8192xbf16>
  %0 = stablehlo.dot_general %a, %t, contracting_dims = [1] x [0] : (tensor<8x3072xbf16>, tensor<3072x8192xbf16>) -> tensor<8x8192xbf16>
  return %0 : tensor<8x8192xbf16>
}
func.func @reduce_sum(%x: tensor<4096x4096xf32>) -> tensor<4096xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4096x4096xf32>, tensor<f32>) -> tensor<4096xf32>
  return %0 : tensor<4096xf32>
}
)mlir";

// One kernel: the function above, its arguments, the numpy statement
// timed against it (`a`, `b`, ... are its arguments as numpy arrays), and
// for products the work both do: 2 flops per product of two elements
// (convolutions: none for products of padding or dilation zeros).
struct Kernel {
  const char* name;
  const char* function;
  std::vector<Shape> args;
  const char* numpy;
  double gflop = 0;
  ElementType element = ElementType::kF32;  // of the float arguments (numpy's are f32: it has no bf16)
};

// The products of a square convolution of `in` (NCHW) with `out` features,
// a k x k window, stride s and padding p on each side, padding excluded,
// in GFLOP.
double convFlops(const Shape& in, int64_t out, int64_t k, int64_t s, int64_t p) {
  auto met = [&](int64_t size) {  // (output, window) pairs on the input along one dim
    int64_t n = 0;
    for (int64_t o = 0; o * s + k <= size + 2 * p; ++o)
      for (int64_t j = 0; j < k; ++j) n += o * s + j - p >= 0 && o * s + j - p < size;
    return static_cast<double>(n);
  };
  return 2.0 * in[0] * in[1] * out * met(in[2]) * met(in[3]) / 1e9;
}

std::vector<Kernel> allKernels() {
  return {
      {"dot_general 512^3 f32", "dot", {{512, 512}, {512, 512}}, "a@b", 2 * 512.0 * 512 * 512 / 1e9},
      {"sgemm 2048^3 f32", "sgemm", {{2048, 2048}, {2048, 2048}}, "a@b", 2 * 2048.0 * 2048 * 2048 / 1e9},
      {"add 16M f32", "add", {{16777216}, {16777216}}, "a+b"},
      {"transpose 4096^2 f32", "transpose", {{4096, 4096}}, "np.ascontiguousarray(a.T)"},
      {"conv NCHW 32x64x32x32 3x3", "conv", {{32, 64, 32, 32}, {64, 64, 3, 3}}, "conv(a, b)",
       convFlops({32, 64, 32, 32}, 64, 3, 1, 1)},
      {"conv patch-16 stem dW", "patch_wgrad", {{32, 3, 224, 224}, {32, 192, 14, 14}}, "patch_wgrad(a, b)",
       2 * 32.0 * 192 * 14 * 14 * 3 * 256 / 1e9},
      {"conv patch-16 stem dx", "patch_dgrad", {{32, 192, 14, 14}, {192, 3, 16, 16}}, "patch_dgrad(a, b)",
       2 * 32.0 * 192 * 14 * 14 * 3 * 256 / 1e9},
      {"conv 7x7/2 stem", "stem", {{32, 3, 224, 224}, {64, 3, 7, 7}}, "im2col_conv(a, b, 2, 3)",
       convFlops({32, 3, 224, 224}, 64, 7, 2, 3)},
      {"conv 7x7/2 stem dW", "stem_wgrad", {{32, 3, 224, 224}, {32, 64, 112, 112}}, "stem_wgrad(a, b)",
       convFlops({32, 3, 224, 224}, 64, 7, 2, 3)},
      {"conv 3x3/2 dx 128->64 56^2", "down_dgrad", {{32, 128, 28, 28}, {128, 64, 3, 3}}, "down_dgrad(a, b)",
       convFlops({32, 64, 56, 56}, 128, 3, 2, 1)},
      {"depthwise 3x3 96ch NCHW", "depthwise", {{32, 96, 112, 112}, {96, 1, 3, 3}}, "depthwise(a, b)",
       2 * 32.0 * 96 * (112 * 112 * 9 - 4 * 112 * 3 + 4) / 1e9},
      {"depthwise 3x3 96ch NHWC", "depthwise_nhwc", {{32, 112, 112, 96}, {3, 3, 1, 96}}, "depthwise_nhwc(a, b)",
       2 * 32.0 * 96 * (112 * 112 * 9 - 4 * 112 * 3 + 4) / 1e9},
      {"batched dot 64x128x64x128", "batched_dot", {{64, 128, 64}, {64, 64, 128}}, "np.matmul(a, b)"},
      {"gather 8192 of 32000x512", "gather", {{32000, 512}, {8192, 1}}, "a[b[:, 0]]"},
      {"exp 16M f32", "exp", {{16777216}}, "np.exp(a)"},
      {"softmax 4096x1024", "softmax", {{4096, 1024}}, "softmax(a)"},
      {"reduce_window max 2x2/2", "maxpool", {{32, 64, 64, 64}}, "a.reshape(32,64,32,2,32,2).max(axis=(3,5))"},
      {"reduce sum dim 1 4096^2", "reduce_sum", {{4096, 4096}}, "a.sum(axis=1)"},
      {"8 tokens x 3072x8192 bf16 W^T", "token_rows", {{8, 3072}, {8192, 3072}}, "a@b.T", 2 * 8.0 * 3072 * 8192 / 1e9,
       ElementType::kBF16},
  };
}

// The kernels selected by --only.
std::vector<Kernel>& kernels() {
  static std::vector<Kernel> k = allKernels();
  return k;
}

// Arguments: f32 values seed + (i % 17) / 4, except the gather's indices
// (i * 7919) % 32000 as i32.
Tensor argument(const Kernel& k, size_t i) {
  const bool indices = std::string(k.function) == "gather" && i == 1;
  Tensor t = Tensor::uninitialized(
      TensorType{k.args[i], indices ? ElementType::kI32 : ElementType::kF32});
  for (int64_t j = 0; j < t.numElements(); ++j) {
    if (indices)
      t.data<int32_t>()[j] = static_cast<int32_t>((j * 7919) % 32000);
    else
      t.data<float>()[j] = static_cast<float>(i + 1) + static_cast<float>(j % 17) / 4;
  }
  return indices ? t : convert(t, k.element);
}

// The same arguments in numpy.
std::string numpyArgument(const Kernel& k, size_t i) {
  const bool indices = std::string(k.function) == "gather" && i == 1;
  std::string shape;
  for (int64_t d : k.args[i]) shape += fmt::format("{},", d);
  if (indices)
    return fmt::format("((np.arange({}) * 7919) % 32000).astype(np.int32).reshape(({}))",
                       k.args[i][0], shape);
  return fmt::format("({} + (np.arange(np.prod(({})), dtype=np.int64) % 17) / 4).astype(np.float32).reshape(({}))",
                     i + 1, shape, shape);
}

// Both sides run each kernel this long before they time it: on the 2-core
// VM a 2-thread dot_general ran at 1-thread speed for its first 30 or so
// runs, then at twice that, in some runs and not others (numpy too).
constexpr double kWarmUpSeconds = 0.5;

// Best wall time of `repeats` runs of `function` after the warm-up, in seconds.
double bestSeconds(Interpreter& interp, const char* function, const Values& args, int repeats) {
  const auto warm = std::chrono::steady_clock::now() + std::chrono::duration<double>(kWarmUpSeconds);
  while (std::chrono::steady_clock::now() < warm) (void)interp.run(function, args);
  double best = 1e30;
  for (int r = 0; r < repeats; ++r) {
    auto start = std::chrono::steady_clock::now();
    Result<Values> out = interp.run(function, args);
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!out.ok()) {
      fmt::print(stderr, "{}\n", out.error().str());
      std::exit(2);
    }
    best = std::min(best, s);
  }
  return best;
}

const char* kNumpyHelpers =
    "import time, numpy as np\n"
    "from numpy.lib.stride_tricks import sliding_window_view as win\n"
    "def conv(x, w):\n"
    "  p = np.pad(x, ((0,0),(0,0),(1,1),(1,1)))\n"
    "  cols = win(p, (3,3), axis=(2,3)).transpose(0,2,3,1,4,5).reshape(32*32*32, 64*9)\n"
    "  return np.ascontiguousarray((cols @ w.reshape(64, 64*9).T).reshape(32,32,32,64).transpose(0,3,1,2))\n"
    "def im2col(x, k, s, p):\n"  // [N*OH*OW, C*k*k] and (N, OH, OW)
    "  x = np.pad(x, ((0,0),(0,0),(p,p),(p,p)))\n"
    "  w = win(x, (k,k), axis=(2,3))[:, :, ::s, ::s]\n"
    "  n, c, oh, ow = w.shape[:4]\n"
    "  return w.transpose(0,2,3,1,4,5).reshape(n*oh*ow, c*k*k), (n, oh, ow)\n"
    "def im2col_conv(x, w, s, p):\n"
    "  cols, (n, oh, ow) = im2col(x, w.shape[2], s, p)\n"
    "  return np.ascontiguousarray((cols @ w.reshape(w.shape[0], -1).T).reshape(n, oh, ow, -1).transpose(0,3,1,2))\n"
    "def stem_wgrad(x, g):\n"
    "  cols, _ = im2col(x, 7, 2, 3)\n"
    "  return np.ascontiguousarray((g.transpose(1,0,2,3).reshape(64, -1) @ cols).reshape(64,3,7,7).transpose(1,0,2,3))\n"
    "def patch_wgrad(x, g):\n"  // a patch-16 im2col is a reshape
    "  return np.ascontiguousarray(np.tensordot(g, x.reshape(32,3,14,16,14,16), axes=([0,2,3],[0,2,4])).transpose(1,0,2,3))\n"
    "def patch_dgrad(g, w):\n"
    "  return np.ascontiguousarray(np.tensordot(g, w, axes=([1],[0])).transpose(0,3,1,4,2,5).reshape(32,3,224,224))\n"
    "def down_dgrad(g, w):\n"  // im2col of the zero-dilated gradient, as numpy code writes it
    "  d = np.zeros((32,128,58,58), np.float32); d[:, :, 1:56:2, 1:56:2] = g\n"
    "  return im2col_conv(d, np.ascontiguousarray(w.transpose(1,0,2,3)[:, :, ::-1, ::-1]), 1, 0)\n"
    "def depthwise(x, w):\n"
    "  return np.einsum('nchwij,cij->nchw', win(np.pad(x, ((0,0),(0,0),(1,1),(1,1))), (3,3), axis=(2,3)), w[:, 0])\n"
    "def depthwise_nhwc(x, w):\n"
    "  return np.einsum('nhwcij,ijc->nhwc', win(np.pad(x, ((0,0),(1,1),(1,1),(0,0))), (3,3), axis=(1,2)), w[:, :, 0])\n"
    "def softmax(x):\n"
    "  e = np.exp(x - x.max(axis=1, keepdims=True))\n"
    "  return e / e.sum(axis=1, keepdims=True)\n"
    "def best(f, r):\n"
    "  warm = time.perf_counter() + WARM_UP_SECONDS\n"
    "  while time.perf_counter() < warm: f()\n"
    "  t = 1e30\n"
    "  for _ in range(r):\n"
    "    s = time.perf_counter(); f(); t = min(t, time.perf_counter() - s)\n"
    "  return t\n";

// numpy's best time of each kernel (0 when numpy could not run).
std::vector<double> numpySeconds(const std::string& python, int threads, int repeats) {
  std::string script = fmt::format("WARM_UP_SECONDS = {}\n", kWarmUpSeconds) + kNumpyHelpers;
  for (const Kernel& k : kernels()) {
    std::vector<std::string> names = {"a", "b"};
    for (size_t i = 0; i < k.args.size(); ++i)
      script += fmt::format("{} = {}\n", names[i], numpyArgument(k, i));
    script += fmt::format("print(best(lambda: {}, {}))\n", k.numpy, repeats);
  }
  const std::string path = "/tmp/partir_kernel_benchmark.py";
  if (FILE* f = std::fopen(path.c_str(), "w")) {
    std::fputs(script.c_str(), f);
    std::fclose(f);
  }
  const std::string command = fmt::format("OPENBLAS_NUM_THREADS={} {} {}", threads, python, path);
  std::vector<double> out(kernels().size(), 0);
  FILE* pipe = popen(command.c_str(), "r");
  for (double& s : out)
    if (!pipe || std::fscanf(pipe, "%lf", &s) != 1) {
      fmt::print(stderr, "could not run numpy through {}\n", python);
      break;
    }
  if (pipe) pclose(pipe);
  return out;
}

int run(int threads, int repeats, const std::string& python) {
  Result<SourceFile> file = parseSource(kProgram, "kernel_benchmark");
  if (!file.ok()) {
    fmt::print(stderr, "{}\n", file.error().str());
    return 2;
  }
  setKernelThreads(threads);
  Interpreter interp(*file->modules.front());
  std::vector<double> ours;
  for (const Kernel& k : kernels()) {
    Values args;
    for (size_t i = 0; i < k.args.size(); ++i) args.emplace_back(argument(k, i));
    ours.push_back(bestSeconds(interp, k.function, args, repeats));
  }
  const std::vector<double> numpy = numpySeconds(python, threads, repeats);
  fmt::print("threads: {}  (best of {} runs)\n", threads, repeats);
  fmt::print("{:<30}{:>12}{:>12}{:>8}{:>16}{:>15}\n", "kernel", "partir ms", "numpy ms", "ratio",
             "partir GFLOP/s", "numpy GFLOP/s");
  for (size_t i = 0; i < ours.size(); ++i) {
    const Kernel& k = kernels()[i];
    fmt::print("{:<30}{:>12.2f}{:>12.2f}{:>7.0f}%", k.name, 1e3 * ours[i], 1e3 * numpy[i], 100 * numpy[i] / ours[i]);
    if (k.gflop > 0) fmt::print("{:>16.1f}{:>15.1f}", k.gflop / ours[i], numpy[i] > 0 ? k.gflop / numpy[i] : 0);
    fmt::print("\n");
  }
  return 0;
}

}  // namespace
}  // namespace partir

int main(int argc, char** argv) {
  int threads = 1, repeats = 10;
  std::string python = "/usr/bin/python3", only;
  for (int i = 1; i + 1 < argc; i += 2) {
    std::string flag = argv[i];
    if (flag == "--threads") threads = std::atoi(argv[i + 1]);
    else if (flag == "--repeats") repeats = std::atoi(argv[i + 1]);
    else if (flag == "--python") python = argv[i + 1];
    else if (flag == "--only") only = argv[i + 1];
  }
  std::erase_if(partir::kernels(), [&](const partir::Kernel& k) {
    return std::string(k.function).find(only) == std::string::npos;
  });
  return partir::run(std::max(threads, 1), std::max(repeats, 1), python);
}
