func.func @main(%i: tensor<i32>) -> () {
  "stablehlo.case"(%i) : (tensor<i32>) -> ()
  return
}
