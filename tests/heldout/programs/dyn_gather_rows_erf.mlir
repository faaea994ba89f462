// dyn_gather_rows_erf: shape-polymorphic (b x 3): applies chlo.erf and chlo.lgamma (of 1 + x^2),
// then gathers row 0 of the result with stablehlo.dynamic_slice and dynamic_broadcast_in_dim
// back to b rows. No expected values: run with --random-inputs --dim '*=4'.
module @jit_dyn_gather_rows_erf attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?x3xf32>) -> (tensor<?x3xf32>) {
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x3xf32>) -> tensor<i32>
    %1 = stablehlo.convert %0 : (tensor<i32>) -> tensor<i64>
    %c = stablehlo.constant dense<1> : tensor<i64>
    %2 = stablehlo.compare  GE, %1, %c,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%2, %1) {error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (b, 3). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), .", has_side_effect = true} : (tensor<i1>, tensor<i64>) -> ()
    %3 = call @_wrapped_jax_export_main(%1, %arg0) : (tensor<i64>, tensor<?x3xf32>) -> (tensor<?x3xf32>)
    return %3 : tensor<?x3xf32>
  }
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i64> {jax.global_constant = "b"}, %arg1: tensor<?x3xf32>) -> (tensor<?x3xf32>) {
    %b32 = stablehlo.convert %arg0 : (tensor<i64>) -> tensor<i32>
    %b1 = stablehlo.reshape %b32 : (tensor<i32>) -> tensor<1xi32>
    %e = chlo.erf %arg1 : tensor<?x3xf32> -> tensor<?x3xf32>
    %sq = stablehlo.multiply %arg1, %arg1 : tensor<?x3xf32>
    %c3 = stablehlo.constant dense<3> : tensor<1xi32>
    %shape = stablehlo.concatenate %b1, %c3, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %one = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %oneb = stablehlo.dynamic_broadcast_in_dim %one, %shape, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x3xf32>
    %p = stablehlo.add %sq, %oneb : tensor<?x3xf32>
    %lg = chlo.lgamma %p : tensor<?x3xf32> -> tensor<?x3xf32>
    %sum = stablehlo.add %e, %lg : tensor<?x3xf32>
    %i0 = stablehlo.constant dense<0> : tensor<i64>
    %row = stablehlo.dynamic_slice %sum, %i0, %i0, sizes = [1, 3] : (tensor<?x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x3xf32>
    %rows = stablehlo.dynamic_broadcast_in_dim %row, %shape, dims = [0, 1] : (tensor<1x3xf32>, tensor<2xi32>) -> tensor<?x3xf32>
    %r = stablehlo.subtract %sum, %rows : tensor<?x3xf32>
    return %r : tensor<?x3xf32>
  }
}
