// dyn_concat_pad_slice: shape-polymorphic (b x 3): concatenate with itself along dim 0 (2b x 3),
// stablehlo.dynamic_pad by one row on each side (shape from b), a real_dynamic_slice back to
// rows [1, 2b+1), and a subtract. No expected values: run with --random-inputs --dim '*=4'.
module @jit_dyn_concat_pad_slice attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
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
    %cat = stablehlo.concatenate %arg1, %arg1, dim = 0 : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %lo = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
    %hi = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
    %in = stablehlo.constant dense<[0, 0]> : tensor<2xi32>
    %pad = stablehlo.dynamic_pad %cat, %zero, %lo, %hi, %in : (tensor<?x3xf32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x3xf32>
    %two = stablehlo.constant dense<2> : tensor<i64>
    %n = stablehlo.multiply %arg0, %two : tensor<i64>
    %one = stablehlo.constant dense<1> : tensor<i64>
    %end0 = stablehlo.add %n, %one : tensor<i64>
    %e32 = stablehlo.convert %end0 : (tensor<i64>) -> tensor<i32>
    %e1 = stablehlo.reshape %e32 : (tensor<i32>) -> tensor<1xi32>
    %c3 = stablehlo.constant dense<3> : tensor<1xi32>
    %limit = stablehlo.concatenate %e1, %c3, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %start = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
    %stride = stablehlo.constant dense<[2, 1]> : tensor<2xi32>
    %sl = stablehlo.real_dynamic_slice %pad, %start, %limit, %stride : (tensor<?x3xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x3xf32>
    %r = stablehlo.subtract %sl, %arg1 : tensor<?x3xf32>
    return %r : tensor<?x3xf32>
  }
}
