// The kernels' thread pool (interp/thread_pool.h): chunks cover [0, n) once,
// errors come back from the lowest failing chunk, and kernels that split
// work (reduce, reduce_window, select_and_scatter, convolution, dot_general,
// elementwise, transpose, broadcast) give the same bits with 1, 2 and 3 threads on odd sizes
// large enough to be split.
#include "interp/thread_pool.h"

#include <gtest/gtest.h>

#include <atomic>
#include <stdexcept>
#include <string>
#include <vector>

#include "interp/interpreter.h"
#include "semantics/parser.h"

namespace partir {
namespace {

// Restores the default thread count when a test ends.
struct ThreadsGuard {
  ~ThreadsGuard() { setKernelThreads(0); }
};

TEST(ThreadPool, ChunksCoverTheRangeOnce) {
  ThreadsGuard guard;
  for (int threads : {1, 2, 3}) {
    setKernelThreads(threads);
    std::vector<std::atomic<int>> hits(1001);
    parallelFor(1001, 10, [&](int64_t b, int64_t e) {
      EXPECT_EQ(b % 10, 0);
      EXPECT_EQ(e, std::min<int64_t>(b + 10, 1001));
      for (int64_t i = b; i < e; ++i) ++hits[i];
    });
    for (const auto& h : hits) EXPECT_EQ(h.load(), 1);
  }
}

TEST(ThreadPool, RethrowsTheLowestFailingChunk) {
  ThreadsGuard guard;
  for (int threads : {1, 2, 3}) {
    setKernelThreads(threads);
    try {
      parallelFor(100, 1, [](int64_t b, int64_t) {
        if (b == 37 || b == 80) throw std::runtime_error(std::to_string(b));
      });
      ADD_FAILURE() << "no exception";
    } catch (const std::runtime_error& e) {
      EXPECT_EQ(std::string(e.what()), "37");
    }
  }
}

TEST(ThreadPool, NestedCallsRunInline) {
  ThreadsGuard guard;
  setKernelThreads(2);
  std::atomic<int64_t> sum = 0;
  parallelFor(8, 1, [&](int64_t, int64_t) {
    parallelFor(100, 7, [&](int64_t b, int64_t e) { sum += e - b; });
  });
  EXPECT_EQ(sum.load(), 800);
}

// Odd sizes: every kernel below splits its work into several chunks.
const char* kKernels = R"mlir(
func.func @main(%x: tensor<333x1001xf32>, %img: tensor<3x7x37x41xf32>, %w: tensor<9x7x3x3xf32>,
                %a: tensor<5x67x45xf32>, %b: tensor<5x45x71xf32>, %src: tensor<3x7x19x20xf32>)
    -> (tensor<1001xf32>, tensor<333xf32>, tensor<333x1001xf32>, tensor<3x9x19x22xf32>,
        tensor<3x7x19x20xf32>, tensor<5x67x71xf32>, tensor<3x7x37x41xf32>, tensor<f32>,
        tensor<1001x333xf32>, tensor<8192x1x41xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %r0 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<333x1001xf32>, tensor<f32>) -> tensor<1001xf32>
  %r1 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<333x1001xf32>, tensor<f32>) -> tensor<333xf32>
  %e = stablehlo.exponential %x : tensor<333x1001xf32>
  %s = stablehlo.add %e, %x : tensor<333x1001xf32>
  %c = stablehlo.convolution(%img, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<3x7x37x41xf32>, tensor<9x7x3x3xf32>) -> tensor<3x9x19x22xf32>
  %p = "stablehlo.reduce_window"(%img, %ninf) ({
  ^bb0(%u: tensor<f32>, %v: tensor<f32>):
    %m = stablehlo.maximum %u, %v : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 2, 2>, padding = dense<[[0, 0], [0, 0], [1, 1], [0, 1]]> : tensor<4x2xi64>} : (tensor<3x7x37x41xf32>, tensor<f32>) -> tensor<3x7x19x20xf32>
  %d = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<5x67x45xf32>, tensor<5x45x71xf32>) -> tensor<5x67x71xf32>
  %g = "stablehlo.select_and_scatter"(%img, %src, %zero) ({
  ^bb0(%u: tensor<f32>, %v: tensor<f32>):
    %q = stablehlo.compare GE, %u, %v : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %q : tensor<i1>
  }, {
  ^bb0(%u: tensor<f32>, %v: tensor<f32>):
    %q = stablehlo.add %u, %v : tensor<f32>
    stablehlo.return %q : tensor<f32>
  }) {window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 2, 2>, padding = dense<[[0, 0], [0, 0], [1, 1], [0, 1]]> : tensor<4x2xi64>} : (tensor<3x7x37x41xf32>, tensor<3x7x19x20xf32>, tensor<f32>) -> tensor<3x7x37x41xf32>
  %all = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<333x1001xf32>, tensor<f32>) -> tensor<f32>
  %t = stablehlo.transpose %x, dims = [1, 0] : (tensor<333x1001xf32>) -> tensor<1001x333xf32>
  %row = stablehlo.slice %img [0:1, 0:1, 0:1, 0:41] : (tensor<3x7x37x41xf32>) -> tensor<1x1x1x41xf32>
  %row1 = stablehlo.reshape %row : (tensor<1x1x1x41xf32>) -> tensor<41xf32>
  %bc = stablehlo.broadcast_in_dim %row1, dims = [2] : (tensor<41xf32>) -> tensor<8192x1x41xf32>
  return %r0, %r1, %s, %c, %p, %d, %g, %all, %t, %bc : tensor<1001xf32>, tensor<333xf32>, tensor<333x1001xf32>, tensor<3x9x19x22xf32>, tensor<3x7x19x20xf32>, tensor<5x67x71xf32>, tensor<3x7x37x41xf32>, tensor<f32>, tensor<1001x333xf32>, tensor<8192x1x41xf32>
}
)mlir";

// Values that make float sums order-sensitive (not integers).
Tensor noisy(Shape shape, uint32_t seed) {
  Tensor t = Tensor::uninitialized(TensorType{std::move(shape), ElementType::kF32});
  uint32_t s = seed;
  for (int64_t i = 0; i < t.numElements(); ++i) {
    s = s * 1664525u + 1013904223u;
    t.data<float>()[i] = static_cast<float>(static_cast<int32_t>(s >> 8)) * 1e-7f;
  }
  return t;
}

TEST(ThreadPool, KernelsGiveTheSameBitsForAnyThreadCount) {
  ThreadsGuard guard;
  Result<SourceFile> file = parseSource(kKernels, "threads.mlir");
  ASSERT_TRUE(file.ok()) << file.error().str();
  Interpreter interp(*file->modules.front());
  const Values args{noisy({333, 1001}, 1), noisy({3, 7, 37, 41}, 2), noisy({9, 7, 3, 3}, 3),
                    noisy({5, 67, 45}, 4),  noisy({5, 45, 71}, 5),   noisy({3, 7, 19, 20}, 6)};
  std::vector<Values> results;
  for (int threads : {1, 2, 3}) {
    setKernelThreads(threads);
    Result<Values> r = interp.run("main", args);
    ASSERT_TRUE(r.ok()) << r.error().str();
    results.push_back(std::move(r.value()));
  }
  for (size_t t = 1; t < results.size(); ++t)
    for (size_t k = 0; k < results[0].size(); ++k)
      EXPECT_TRUE(results[0][k].tensor().bitwiseEqual(results[t][k].tensor()))
          << "result " << k << " differs with " << t + 1 << " threads";
}

// A batched dot_general whose products are smaller than a gemm row block
// (interp/kernels/blas.h) runs them side by side: 5 products of 11M
// multiply-adds make chunks of 3 and 2 products, on different threads.
TEST(ThreadPool, BatchedProductsSideBySideGiveTheSameBits) {
  ThreadsGuard guard;
  Result<SourceFile> file = parseSource(R"mlir(
func.func @main(%a: tensor<5x96x1031xf32>, %b: tensor<5x1031x113xf32>) -> tensor<5x96x113xf32> {
  %d = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<5x96x1031xf32>, tensor<5x1031x113xf32>) -> tensor<5x96x113xf32>
  return %d : tensor<5x96x113xf32>
}
)mlir", "batched.mlir");
  ASSERT_TRUE(file.ok()) << file.error().str();
  Interpreter interp(*file->modules.front());
  const Values args{noisy({5, 96, 1031}, 7), noisy({5, 1031, 113}, 8)};
  std::vector<Tensor> results;
  for (int threads : {1, 2, 3}) {
    setKernelThreads(threads);
    Result<Values> r = interp.run("main", args);
    ASSERT_TRUE(r.ok()) << r.error().str();
    results.push_back(r.value()[0].tensor());
  }
  for (size_t t = 1; t < results.size(); ++t)
    EXPECT_TRUE(results[0].bitwiseEqual(results[t])) << "differs with " << t + 1 << " threads";
}

}  // namespace
}  // namespace partir
