// quant_add_per_tensor: stablehlo.add of !quant.uniform<i8:f32, 0.25:-5> and !quant.uniform<i8:f32, 0.5:3> into !quant.uniform<i8:f32, 0.75:-1>.
// Spec: dequantize_op_quantize (dequantize both operands, add in f32, quantize to the
// result type with round-half-to-even and clamping). Expected: numpy float32 (seed 3003).
module @jit_quant_add_per_tensor attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<10xi8> {jax.result_info = "", mhlo.layout_mode = "default"}, tensor<10xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in:2 = call @inputs() : () -> (tensor<10xf32>, tensor<10xf32>)
    %exp:2 = call @expected() : () -> (tensor<10xi8>, tensor<10xf32>)
    %qa = stablehlo.uniform_quantize %in#0 : (tensor<10xf32>) -> tensor<10x!quant.uniform<i8:f32, 0.25:-5>>
    %qb = stablehlo.uniform_quantize %in#1 : (tensor<10xf32>) -> tensor<10x!quant.uniform<i8:f32, 0.5:3>>
    %sum = stablehlo.add %qa, %qb : (tensor<10x!quant.uniform<i8:f32, 0.25:-5>>, tensor<10x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<10x!quant.uniform<i8:f32, 0.75:-1>>
    %s = stablehlo.bitcast_convert %sum : (tensor<10x!quant.uniform<i8:f32, 0.75:-1>>) -> tensor<10xi8>
    %d = stablehlo.uniform_dequantize %sum : (tensor<10x!quant.uniform<i8:f32, 0.75:-1>>) -> tensor<10xf32>
    stablehlo.custom_call @check.expect_eq(%s, %exp#0) {has_side_effect = true} : (tensor<10xi8>, tensor<10xi8>) -> ()
    stablehlo.custom_call @check.expect_eq(%d, %exp#1) {has_side_effect = true} : (tensor<10xf32>, tensor<10xf32>) -> ()
    return %s, %d : tensor<10xi8>, tensor<10xf32>
  }
  func.func private @inputs() -> (tensor<10xf32> {mhlo.layout_mode = "default"}, tensor<10xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[40.0, 14.121607780456543, -14.51131534576416, -29.41045379638672, -15.670626640319824, 29.684814453125, -2.9962868690490723, -26.98557472229004, 2.9094808101654053, 20.666109085083008]> : tensor<10xf32>
    %cst_1 = stablehlo.constant dense<[60.0, 32.16650390625, -28.3221492767334, 35.66570281982422, 24.47144889831543, 55.72899627685547, 21.643442153930664, 32.22642135620117, 1.4901347160339355, 9.59681224822998]> : tensor<10xf32>
    return %cst_0, %cst_1 : tensor<10xf32>, tensor<10xf32>
  }
  func.func private @expected() -> (tensor<10xi8> {mhlo.layout_mode = "default"}, tensor<10xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[123, 60, -58, 7, 11, 113, 24, 6, 5, 39]> : tensor<10xi8>
    %cst_1 = stablehlo.constant dense<[93.0, 45.75, -42.75, 6.0, 9.0, 85.5, 18.75, 5.25, 4.5, 30.0]> : tensor<10xf32>
    return %cst_0, %cst_1 : tensor<10xi8>, tensor<10xf32>
  }
}
