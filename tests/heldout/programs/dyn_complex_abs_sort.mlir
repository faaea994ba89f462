// dyn_complex_abs_sort: shape-polymorphic (b x 4): builds complex<f32> from two inputs, takes abs,
// sorts each row (stablehlo.sort along dim 1) and argmax-like iota with dynamic_iota of shape
// (b x 4). No expected values: run with --random-inputs --dim '*=4'.
module @jit_dyn_complex_abs_sort attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?x4xf32>, %arg1: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xi32>) {
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
    %1 = stablehlo.convert %0 : (tensor<i32>) -> tensor<i64>
    %c = stablehlo.constant dense<1> : tensor<i64>
    %2 = stablehlo.compare  GE, %1, %c,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%2, %1) {error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (b, 4), args[1].shape = (b, 4). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), .", has_side_effect = true} : (tensor<i1>, tensor<i64>) -> ()
    %d1 = stablehlo.get_dimension_size %arg1, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
    %d1_64 = stablehlo.convert %d1 : (tensor<i32>) -> tensor<i64>
    %eq1 = stablehlo.compare  EQ, %d1_64, %1,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%eq1, %d1_64, %1) {error_message = "Input shapes do not match the polymorphic shapes specification. Found inconsistency between dimension size args[1].shape[0] (= {0}) and the specification 'b' (= {1}). Using the following polymorphic shapes specifications: args[0].shape = (b, 4), args[1].shape = (b, 4).", has_side_effect = true} : (tensor<i1>, tensor<i64>, tensor<i64>) -> ()
    %3:2 = call @_wrapped_jax_export_main(%1, %arg0, %arg1) : (tensor<i64>, tensor<?x4xf32>, tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xi32>)
    return %3#0, %3#1 : tensor<?x4xf32>, tensor<?x4xi32>
  }
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i64> {jax.global_constant = "b"}, %arg1: tensor<?x4xf32>, %arg2: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xi32>) {
    %b32 = stablehlo.convert %arg0 : (tensor<i64>) -> tensor<i32>
    %b1 = stablehlo.reshape %b32 : (tensor<i32>) -> tensor<1xi32>
    %z = stablehlo.complex %arg1, %arg2 : tensor<?x4xcomplex<f32>>
    %m = stablehlo.abs %z : (tensor<?x4xcomplex<f32>>) -> tensor<?x4xf32>
    %c4 = stablehlo.constant dense<4> : tensor<1xi32>
    %shape = stablehlo.concatenate %b1, %c4, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %idx = stablehlo.dynamic_iota %shape, dim = 1 : (tensor<2xi32>) -> tensor<?x4xi32>
    %s:2 = "stablehlo.sort"(%m, %idx) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<i32>, %j: tensor<i32>):
      %lt = stablehlo.compare  LT, %a, %b,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    }) {dimension = 1 : i64, is_stable = true} : (tensor<?x4xf32>, tensor<?x4xi32>) -> (tensor<?x4xf32>, tensor<?x4xi32>)
    return %s#0, %s#1 : tensor<?x4xf32>, tensor<?x4xi32>
  }
}
