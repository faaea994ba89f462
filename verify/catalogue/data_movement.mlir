// Data-movement ops in their structural variants.
func.func @transpose(%a: tensor<4x6xf32>, %b: tensor<2x3x4xf32>) -> (tensor<6x4xf32>, tensor<4x2x3xf32>) {
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<4x6xf32>) -> tensor<6x4xf32>
  %1 = stablehlo.transpose %b, dims = [2, 0, 1] : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  return %0, %1 : tensor<6x4xf32>, tensor<4x2x3xf32>
}

// Expanded (size 1), kept and new dims.
func.func @broadcast_in_dim(%a: tensor<1x6xf32>, %b: tensor<6xf32>) -> (tensor<4x5x6xf32>, tensor<6x4xf32>) {
  %0 = stablehlo.broadcast_in_dim %a, dims = [0, 2] : (tensor<1x6xf32>) -> tensor<4x5x6xf32>
  %1 = stablehlo.broadcast_in_dim %b, dims = [0] : (tensor<6xf32>) -> tensor<6x4xf32>
  return %0, %1 : tensor<4x5x6xf32>, tensor<6x4xf32>
}

// Whole dims (strided or not) and a partial dim.
func.func @slice(%a: tensor<8x6xf32>) -> (tensor<4x4xf32>, tensor<8x6xf32>) {
  %0 = stablehlo.slice %a [0:8:2, 2:6] : (tensor<8x6xf32>) -> tensor<4x4xf32>
  %1 = stablehlo.slice %a [0:8, 0:6] : (tensor<8x6xf32>) -> tensor<8x6xf32>
  return %0, %1 : tensor<4x4xf32>, tensor<8x6xf32>
}

// Split, merged, unit dims.
func.func @reshape(%a: tensor<4x6xf32>, %b: tensor<2x3x4xf32>, %c: tensor<1x6x1xf32>) -> (tensor<2x2x6xf32>, tensor<6x4xf32>, tensor<6xf32>) {
  %0 = stablehlo.reshape %a : (tensor<4x6xf32>) -> tensor<2x2x6xf32>
  %1 = stablehlo.reshape %b : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
  %2 = stablehlo.reshape %c : (tensor<1x6x1xf32>) -> tensor<6xf32>
  return %0, %1, %2 : tensor<2x2x6xf32>, tensor<6x4xf32>, tensor<6xf32>
}

// Operands of different sizes along the concatenated dim; the same operand twice.
func.func @concatenate(%a: tensor<3x4x5xf32>, %b: tensor<3x2x5xf32>, %c: tensor<3x1x5xf32>, %d: tensor<2x6xf32>) -> (tensor<3x7x5xf32>, tensor<4x6xf32>) {
  %0 = stablehlo.concatenate %a, %b, %c, dim = 1 : (tensor<3x4x5xf32>, tensor<3x2x5xf32>, tensor<3x1x5xf32>) -> tensor<3x7x5xf32>
  %1 = stablehlo.concatenate %d, %d, dim = 0 : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<4x6xf32>
  return %0, %1 : tensor<3x7x5xf32>, tensor<4x6xf32>
}

// Whole, partial and unit dims; symbolic start indices.
func.func @dynamic_slice(%a: tensor<8x6x1xf32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<8x2x1xf32> {
  %0 = stablehlo.dynamic_slice %a, %i, %j, %i, sizes = [8, 2, 1] : (tensor<8x6x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x2x1xf32>
  return %0 : tensor<8x2x1xf32>
}

// An update covering a whole dim or all dims.
func.func @dynamic_update_slice(%a: tensor<4x6xf32>, %u: tensor<4x2xf32>, %i: tensor<i64>, %j: tensor<i64>, %b: tensor<1x6x3xf32>, %v: tensor<1x6x3xf32>, %k: tensor<i32>) -> (tensor<4x6xf32>, tensor<1x6x3xf32>) {
  %0 = stablehlo.dynamic_update_slice %a, %u, %i, %j : (tensor<4x6xf32>, tensor<4x2xf32>, tensor<i64>, tensor<i64>) -> tensor<4x6xf32>
  %1 = stablehlo.dynamic_update_slice %b, %v, %k, %k, %k : (tensor<1x6x3xf32>, tensor<1x6x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x6x3xf32>
  return %0, %1 : tensor<4x6xf32>, tensor<1x6x3xf32>
}

// Interior and negative padding; unpadded dims split.
func.func @pad(%a: tensor<4x6x3xf32>, %b: tensor<4x6xf32>, %p: tensor<f32>) -> (tensor<4x14x3xf32>, tensor<5x6xf32>) {
  %0 = stablehlo.pad %a, %p, low = [0, 1, 0], high = [0, 2, 0], interior = [0, 1, 0] : (tensor<4x6x3xf32>, tensor<f32>) -> tensor<4x14x3xf32>
  %1 = stablehlo.pad %b, %p, low = [2, 0], high = [-1, 0], interior = [0, 0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<5x6xf32>
  return %0, %1 : tensor<4x14x3xf32>, tensor<5x6xf32>
}

func.func @reverse(%a: tensor<4x6x1xf32>) -> tensor<4x6x1xf32> {
  %0 = stablehlo.reverse %a, dims = [1] : tensor<4x6x1xf32>
  return %0 : tensor<4x6x1xf32>
}

// Batching dims, a collapsed dim, whole and partial offset dims, index_vector_dim first.
func.func @gather(%operand: tensor<2x3x4x2xf32>, %indices: tensor<2x2x3x2xi64>, %o2: tensor<5x6xf32>, %i2: tensor<3x1xi32>, %o3: tensor<4x5x6xf32>, %i3: tensor<1x4x3xi32>) -> (tensor<2x2x3x4x2xf32>, tensor<3x1x6xf32>, tensor<4x6x3xf32>) {
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1],
        operand_batching_dims = [0], start_indices_batching_dims = [1],
        start_index_map = [2, 1], index_vector_dim = 3>,
    slice_sizes = array<i64: 1, 1, 4, 2>, indices_are_sorted = false
  } : (tensor<2x3x4x2xf32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x4x2xf32>
  %1 = "stablehlo.gather"(%o2, %i2) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0],
        start_index_map = [0], index_vector_dim = 2>,
    slice_sizes = array<i64: 1, 6>, indices_are_sorted = false
  } : (tensor<5x6xf32>, tensor<3x1xi32>) -> tensor<3x1x6xf32>
  %2 = "stablehlo.gather"(%o3, %i3) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1],
        operand_batching_dims = [0], start_indices_batching_dims = [1],
        start_index_map = [1], index_vector_dim = 0>,
    slice_sizes = array<i64: 1, 1, 6>, indices_are_sorted = false
  } : (tensor<4x5x6xf32>, tensor<1x4x3xi32>) -> tensor<4x6x3xf32>
  return %0, %1, %2 : tensor<2x2x3x4x2xf32>, tensor<3x1x6xf32>, tensor<4x6x3xf32>
}

// Batching dims with an add body; two results with a maximum body; an overwriting body.
func.func @scatter(%input: tensor<2x3x4x2xf32>, %indices: tensor<2x2x3x2xi64>, %update: tensor<2x2x3x4x2xf32>, %a: tensor<5x6xf32>, %b: tensor<5x6xf32>, %i: tensor<3xi32>, %u: tensor<3x6xf32>, %v: tensor<3x6xf32>, %in3: tensor<4x5x6xf32>, %i3: tensor<1x4x3xi32>, %u3: tensor<4x6x3xf32>) -> (tensor<2x3x4x2xf32>, tensor<5x6xf32>, tensor<4x5x6xf32>) {
  %0 = "stablehlo.scatter"(%input, %indices, %update) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4],
        inserted_window_dims = [1], input_batching_dims = [0],
        scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1],
        index_vector_dim = 3>,
    indices_are_sorted = false, unique_indices = false
  } : (tensor<2x3x4x2xf32>, tensor<2x2x3x2xi64>, tensor<2x2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  %1:2 = "stablehlo.scatter"(%a, %b, %i, %u, %v) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>, %z: tensor<f32>, %w: tensor<f32>):
    %s = stablehlo.maximum %x, %z : tensor<f32>
    %t = stablehlo.maximum %y, %w : tensor<f32>
    stablehlo.return %s, %t : tensor<f32>, tensor<f32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1],
        inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>,
    indices_are_sorted = false, unique_indices = false
  } : (tensor<5x6xf32>, tensor<5x6xf32>, tensor<3xi32>, tensor<3x6xf32>, tensor<3x6xf32>) -> (tensor<5x6xf32>, tensor<5x6xf32>)
  %2 = "stablehlo.scatter"(%in3, %i3, %u3) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %y : tensor<f32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1],
        inserted_window_dims = [1], input_batching_dims = [0],
        scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [1],
        index_vector_dim = 0>,
    indices_are_sorted = false, unique_indices = false
  } : (tensor<4x5x6xf32>, tensor<1x4x3xi32>, tensor<4x6x3xf32>) -> tensor<4x5x6xf32>
  return %0, %1#1, %2 : tensor<2x3x4x2xf32>, tensor<5x6xf32>, tensor<4x5x6xf32>
}
