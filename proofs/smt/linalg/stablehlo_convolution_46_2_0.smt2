; type: the local op satisfies convolution C3
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |in1[0]| () Int)
(declare-fun |in1[1]| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun |window_strides[0]| () Int)
(declare-fun |rhs_dilation[0]| () Int)
(declare-fun |padding[1]| () Int)
(declare-fun |padding[0]| () Int)
(declare-fun |in0[1]| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (<= 1 |in0[0]|))
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (<= 1 ?x44)))
(assert
 (<= 1 |in0[2]|))
(assert
 (<= 1 |in1[0]|))
(assert
 (<= 1 |in1[1]|))
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (<= 1 ?x44)))
(assert
 (<= 1 |in1[0]|))
(assert
 (<= 1 |out0[1]|))
(assert
 (<= 1 |in0[2]|))
(assert
 (let ((?x46 (* k |in0[1]/k|)))
 (let ((?x44 (* |in0[1]/k| k)))
 (= ?x44 ?x46))))
(assert
 (<= 1 |in0[1]/k|))
(assert
 (let ((?x46 (* k |in0[1]/k|)))
 (let ((?x44 (* |in0[1]/k| k)))
 (= ?x44 ?x46))))
(assert
 (<= 1 |in0[1]/k|))
(assert
 (< 0 |window_strides[0]|))
(assert
 true)
(assert
 (< 0 |rhs_dilation[0]|))
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 (let (($x74 (= |in1[1]| 0)))
 (let ((?x75 (ite $x74 0 (+ (* (- |in1[1]| 1) |rhs_dilation[0]|) 1))))
 (let ((?x82 (+ |padding[0]| (ite (= |in0[0]| 0) 0 (+ (- |in0[0]| 1) 1)))))
 (let ((?x83 (+ ?x82 |padding[1]|)))
 (let ((?x90 (ite (or (= ?x83 0) (< ?x83 ?x75)) 0 (+ (div (- ?x83 ?x75) |window_strides[0]|) 1))))
 (= |out0[1]| ?x90)))))))
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (= |in0[1]| ?x44)))
(assert
 (let (($x64 (< 0 |window_strides[0]|)))
 (not $x64)))
(check-sat)
