// `partir generate`: a tiny Transformer train step (names, donation aliasing,
// Adam's bias correction), the gradients of a tiny MLP, and bad options
// refused with exit code 2 (docs/training-steps.md).
// RUN: %partir generate transformer --layers 1 --d-model 8 --heads 2 --vocab 11 --seq 4 --batch 2 > %t.mlir
// RUN: FileCheck %s --check-prefix=TRANSFORMER < %t.mlir
// The output parses and verifies.
// RUN: %partir print %t.mlir > /dev/null
// RUN: %partir generate mlp --widths 5,7,3 --batch 4 --mode grads -o %t.mlp.mlir
// RUN: FileCheck %s --check-prefix=MLP < %t.mlp.mlir
// RUN: %partir generate transformer --d-model 10 --heads 4 > %t.out 2>&1 || echo "exit $?" >> %t.out
// RUN: FileCheck %s --check-prefix=HEADS < %t.out
// RUN: %partir generate transformer --layers 100000 > %t.layers 2>&1 || echo "exit $?" >> %t.layers
// RUN: FileCheck %s --check-prefix=LAYERS < %t.layers
// RUN: %partir generate mlp --dtype f16 > %t.dtype 2>&1 || echo "exit $?" >> %t.dtype
// RUN: FileCheck %s --check-prefix=DTYPE < %t.dtype

// One layer: P = 12 parameters, so mu starts at %arg12, nu at %arg24, the count is %arg36.
// TRANSFORMER: module @transformer_train_step
// TRANSFORMER: %arg0: tensor<11x8xf32> {jax.arg_info = "params['embed']", tf.aliasing_output = 0 : i32},
// TRANSFORMER: %arg3: tensor<8x3x2x4xf32> {jax.arg_info = "params['layer_0']['attn']['wqkv']", tf.aliasing_output = 3 : i32},
// TRANSFORMER: %arg4: tensor<2x4x8xf32> {jax.arg_info = "params['layer_0']['attn']['wo']", tf.aliasing_output = 4 : i32},
// TRANSFORMER: %arg15: tensor<8x3x2x4xf32> {jax.arg_info = "opt_state['mu']['layer_0']['attn']['wqkv']", tf.aliasing_output = 15 : i32},
// TRANSFORMER: %arg36: tensor<f32> {jax.arg_info = "opt_state['count']", tf.aliasing_output = 36 : i32},
// TRANSFORMER-NEXT: %arg37: tensor<2x4xi32> {jax.arg_info = "batch['tokens']"},
// TRANSFORMER-NEXT: %arg38: tensor<2x4xi32> {jax.arg_info = "batch['targets']"}
// TRANSFORMER: tensor<8x3x2x4xf32> {jax.result_info = "params['layer_0']['attn']['wqkv']"},
// TRANSFORMER: tensor<f32> {jax.result_info = "opt_state['count']"},
// TRANSFORMER-NEXT: tensor<f32> {jax.result_info = "loss"}
// The fused QKV projection, then q as a slice of it.
// TRANSFORMER: stablehlo.dot_general %{{[0-9]+}}, %arg3, contracting_dims = [2] x [0] : (tensor<2x4x8xf32>, tensor<8x3x2x4xf32>) -> tensor<2x4x3x2x4xf32>
// TRANSFORMER-NEXT: stablehlo.slice %{{[0-9]+}} [0:2, 0:4, 0:1, 0:2, 0:4]
// Adam: count + 1, then b1^count'.
// TRANSFORMER: %[[ONE:[0-9]+]] = stablehlo.constant dense<1.0> : tensor<f32>
// TRANSFORMER-NEXT: %[[COUNT:[0-9]+]] = stablehlo.add %arg36, %[[ONE]] : tensor<f32>
// TRANSFORMER-NEXT: %[[B1:[0-9]+]] = stablehlo.constant dense<0.9> : tensor<f32>
// TRANSFORMER-NEXT: stablehlo.power %[[B1]], %[[COUNT]] : tensor<f32>

// MLP: module @mlp_loss_and_gradients
// MLP: %arg0: tensor<5x7xf32> {jax.arg_info = "params['layer_0']['w']"},
// MLP: %arg4: tensor<4x5xf32> {jax.arg_info = "batch['x']"},
// MLP-NEXT: %arg5: tensor<4xi32> {jax.arg_info = "batch['labels']"}
// MLP: tensor<f32> {jax.result_info = "loss"},
// MLP-NEXT: tensor<5x7xf32> {jax.result_info = "grads['layer_0']['w']"},
// MLP-NOT: tf.aliasing_output

// HEADS: error: d_model (10) must be divisible by heads (4)
// HEADS: exit 2
// LAYERS: error: layers must be at most 1024, not 100000
// LAYERS: exit 2
// DTYPE: error: --dtype f16: 'f32' or 'f64'
// DTYPE: exit 2
