func.func @main(%x: tensor<-3x4xf32>) -> tensor<-3x4xf32> {
  return %x : tensor<-3x4xf32>
}
