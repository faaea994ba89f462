// dyn_iota_position_encoding: shape-polymorphic (b x 4): adds sin(iota(b) / 10) along dim 0 with
// stablehlo.dynamic_iota and dynamic_broadcast_in_dim, shape computed from the global
// constant b. No expected values: run with --random-inputs --dim '*=4'.
module @jit_dyn_iota_position_encoding attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?x4xf32>) -> (tensor<?x4xf32>) {
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
    %1 = stablehlo.convert %0 : (tensor<i32>) -> tensor<i64>
    %c = stablehlo.constant dense<1> : tensor<i64>
    %2 = stablehlo.compare  GE, %1, %c,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%2, %1) {error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (b, 4). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), .", has_side_effect = true} : (tensor<i1>, tensor<i64>) -> ()
    %3 = call @_wrapped_jax_export_main(%1, %arg0) : (tensor<i64>, tensor<?x4xf32>) -> (tensor<?x4xf32>)
    return %3 : tensor<?x4xf32>
  }
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i64> {jax.global_constant = "b"}, %arg1: tensor<?x4xf32>) -> (tensor<?x4xf32>) {
    %b32 = stablehlo.convert %arg0 : (tensor<i64>) -> tensor<i32>
    %b1 = stablehlo.reshape %b32 : (tensor<i32>) -> tensor<1xi32>
    %c4 = stablehlo.constant dense<4> : tensor<1xi32>
    %shape = stablehlo.concatenate %b1, %c4, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %pos = stablehlo.dynamic_iota %b1, dim = 0 : (tensor<1xi32>) -> tensor<?xf32>
    %ten = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %tenb = stablehlo.dynamic_broadcast_in_dim %ten, %b1, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
    %scaled = stablehlo.divide %pos, %tenb : tensor<?xf32>
    %s = stablehlo.sine %scaled : tensor<?xf32>
    %sb = stablehlo.dynamic_broadcast_in_dim %s, %shape, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x4xf32>
    %r = stablehlo.add %arg1, %sb : tensor<?x4xf32>
    return %r : tensor<?x4xf32>
  }
}
