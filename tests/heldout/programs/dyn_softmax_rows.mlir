// dyn_softmax_rows: shape-polymorphic (b x 3) row softmax in the jax.export style: @main reads
// b with get_dimension_size, asserts b >= 1 (shape_assertion) and calls the wrapped function,
// whose first argument carries jax.global_constant = "b"; reduce max / sum over dim 1 and
// dynamic_broadcast_in_dim back to b x 3. No expected values: run with --random-inputs --dim '*=4'.
module @jit_dyn_softmax_rows attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
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
    %c3 = stablehlo.constant dense<3> : tensor<1xi32>
    %shape = stablehlo.concatenate %b1, %c3, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %mx = stablehlo.reduce(%arg1 init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<?x3xf32>, tensor<f32>) -> tensor<?xf32>
    %mxb = stablehlo.dynamic_broadcast_in_dim %mx, %shape, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x3xf32>
    %sh = stablehlo.subtract %arg1, %mxb : tensor<?x3xf32>
    %ex = stablehlo.exponential %sh : tensor<?x3xf32>
    %sm = stablehlo.reduce(%ex init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<?x3xf32>, tensor<f32>) -> tensor<?xf32>
    %smb = stablehlo.dynamic_broadcast_in_dim %sm, %shape, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x3xf32>
    %r = stablehlo.divide %ex, %smb : tensor<?x3xf32>
    return %r : tensor<?x3xf32>
  }
}
