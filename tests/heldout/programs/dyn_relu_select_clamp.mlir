// dyn_relu_select_clamp: shape-polymorphic (b x 2 x 3): relu via compare + select against a zero
// tensor made with dynamic_broadcast_in_dim, then clamp to [-1, 1] with scalar bounds and a
// transpose to (3 x b x 2). No expected values: run with --random-inputs --dim '*=4'.
module @jit_dyn_relu_select_clamp attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?x2x3xf32>) -> (tensor<3x?x2xf32>) {
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x2x3xf32>) -> tensor<i32>
    %1 = stablehlo.convert %0 : (tensor<i32>) -> tensor<i64>
    %c = stablehlo.constant dense<1> : tensor<i64>
    %2 = stablehlo.compare  GE, %1, %c,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%2, %1) {error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (b, 2, 3). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), .", has_side_effect = true} : (tensor<i1>, tensor<i64>) -> ()
    %3 = call @_wrapped_jax_export_main(%1, %arg0) : (tensor<i64>, tensor<?x2x3xf32>) -> (tensor<3x?x2xf32>)
    return %3 : tensor<3x?x2xf32>
  }
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i64> {jax.global_constant = "b"}, %arg1: tensor<?x2x3xf32>) -> (tensor<3x?x2xf32>) {
    %b32 = stablehlo.convert %arg0 : (tensor<i64>) -> tensor<i32>
    %b1 = stablehlo.reshape %b32 : (tensor<i32>) -> tensor<1xi32>
    %c23 = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
    %shape = stablehlo.concatenate %b1, %c23, dim = 0 : (tensor<1xi32>, tensor<2xi32>) -> tensor<3xi32>
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %zb = stablehlo.dynamic_broadcast_in_dim %zero, %shape, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x2x3xf32>
    %gt = stablehlo.compare  GT, %arg1, %zb,  FLOAT : (tensor<?x2x3xf32>, tensor<?x2x3xf32>) -> tensor<?x2x3xi1>
    %relu = stablehlo.select %gt, %arg1, %zb : tensor<?x2x3xi1>, tensor<?x2x3xf32>
    %lo = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %hi = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cl = stablehlo.clamp %lo, %relu, %hi : (tensor<f32>, tensor<?x2x3xf32>, tensor<f32>) -> tensor<?x2x3xf32>
    %tr = stablehlo.transpose %cl, dims = [2, 0, 1] : (tensor<?x2x3xf32>) -> tensor<3x?x2xf32>
    return %tr : tensor<3x?x2xf32>
  }
}
