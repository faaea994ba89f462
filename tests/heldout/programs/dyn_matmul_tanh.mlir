// dyn_matmul_tanh: shape-polymorphic (b x 3) @ (3 x 5) with stablehlo.dot_general, a bias added
// through dynamic_broadcast_in_dim, then tanh and a reduce over the batch dim (mean, dividing
// by b converted from the global constant). No expected values: run with --random-inputs --dim '*=4'.
module @jit_dyn_matmul_tanh attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?x3xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<5xf32>) -> (tensor<?x5xf32>, tensor<5xf32>) {
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x3xf32>) -> tensor<i32>
    %1 = stablehlo.convert %0 : (tensor<i32>) -> tensor<i64>
    %c = stablehlo.constant dense<1> : tensor<i64>
    %2 = stablehlo.compare  GE, %1, %c,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%2, %1) {error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (b, 3), args[1].shape = (3, 5), args[2].shape = (5). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), .", has_side_effect = true} : (tensor<i1>, tensor<i64>) -> ()
    %3:2 = call @_wrapped_jax_export_main(%1, %arg0, %arg1, %arg2) : (tensor<i64>, tensor<?x3xf32>, tensor<3x5xf32>, tensor<5xf32>) -> (tensor<?x5xf32>, tensor<5xf32>)
    return %3#0, %3#1 : tensor<?x5xf32>, tensor<5xf32>
  }
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i64> {jax.global_constant = "b"}, %arg1: tensor<?x3xf32>, %arg2: tensor<3x5xf32>, %arg3: tensor<5xf32>) -> (tensor<?x5xf32>, tensor<5xf32>) {
    %b32 = stablehlo.convert %arg0 : (tensor<i64>) -> tensor<i32>
    %b1 = stablehlo.reshape %b32 : (tensor<i32>) -> tensor<1xi32>
    %c5 = stablehlo.constant dense<5> : tensor<1xi32>
    %shape = stablehlo.concatenate %b1, %c5, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %mm = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<?x3xf32>, tensor<3x5xf32>) -> tensor<?x5xf32>
    %bias = stablehlo.dynamic_broadcast_in_dim %arg3, %shape, dims = [1] : (tensor<5xf32>, tensor<2xi32>) -> tensor<?x5xf32>
    %y = stablehlo.add %mm, %bias : tensor<?x5xf32>
    %t = stablehlo.tanh %y : tensor<?x5xf32>
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %s = stablehlo.reduce(%t init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<?x5xf32>, tensor<f32>) -> tensor<5xf32>
    %bf = stablehlo.convert %arg0 : (tensor<i64>) -> tensor<f32>
    %bfb = stablehlo.broadcast_in_dim %bf, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %mean = stablehlo.divide %s, %bfb : tensor<5xf32>
    return %t, %mean : tensor<?x5xf32>, tensor<5xf32>
  }
}
