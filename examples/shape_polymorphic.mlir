// A shape-polymorphic program as jax.export writes one: exported once for
// every batch size `b`, with `?` where b goes. @main reads b from its input
// (get_dimension_size), asserts b >= 1 (shape_assertion), and passes it to
// the function it wraps, whose argument carries jax.global_constant = "b".
//   build/partir run examples/shape_polymorphic.mlir --random-inputs --dim b=3
module @jit_normalize attributes {jax.uses_shape_polymorphism = true} {
  func.func public @main(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
    %0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
    %1 = stablehlo.convert %0 : (tensor<i32>) -> tensor<i64>
    %c1 = stablehlo.constant dense<1> : tensor<i64>
    %2 = stablehlo.compare GE, %1, %c1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%2, %1) {error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (b, 4). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), .", has_side_effect = true} : (tensor<i1>, tensor<i64>) -> ()
    %3 = call @_wrapped_jax_export_main(%1, %x) : (tensor<i64>, tensor<?x4xf32>) -> tensor<?x4xf32>
    return %3 : tensor<?x4xf32>
  }
  // x - mean(x) over the batch: the mean divides by b, a value of the program.
  func.func private @_wrapped_jax_export_main(%b: tensor<i64> {jax.global_constant = "b"}, %x: tensor<?x4xf32>) -> tensor<?x4xf32> {
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<?x4xf32>, tensor<f32>) -> tensor<4xf32>
    %n = stablehlo.convert %b : (tensor<i64>) -> tensor<f32>
    %nb = stablehlo.broadcast_in_dim %n, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %mean = stablehlo.divide %sum, %nb : tensor<4xf32>
    %b32 = stablehlo.convert %b : (tensor<i64>) -> tensor<i32>
    %b1 = stablehlo.reshape %b32 : (tensor<i32>) -> tensor<1xi32>
    %c4 = stablehlo.constant dense<4> : tensor<1xi32>
    %shape = stablehlo.concatenate %b1, %c4, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %means = stablehlo.dynamic_broadcast_in_dim %mean, %shape, dims = [1] : (tensor<4xf32>, tensor<2xi32>) -> tensor<?x4xf32>
    %centered = stablehlo.subtract %x, %means : tensor<?x4xf32>
    return %centered : tensor<?x4xf32>
  }
}
