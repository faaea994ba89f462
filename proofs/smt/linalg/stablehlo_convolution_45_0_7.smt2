; type: the local op satisfies convolution C16
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]/k| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |in1[0]| () Int)
(declare-fun |in1[2]| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun |window_strides[0]| () Int)
(declare-fun |lhs_dilation[0]| () Int)
(declare-fun |rhs_dilation[0]| () Int)
(declare-fun |padding[1]| () Int)
(declare-fun |padding[0]| () Int)
(declare-fun |in0[0]| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (<= 1 |in0[1]|))
(assert
 (<= 1 |in0[2]|))
(assert
 (<= 1 |in1[0]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (<= 1 |in1[2]|))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (<= 1 |out0[1]|))
(assert
 (<= 1 |in1[2]|))
(assert
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[0]/k|))
(assert
 (< 0 |window_strides[0]|))
(assert
 (< 0 |lhs_dilation[0]|))
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
 (let (($x78 (= |in1[0]| 0)))
 (let ((?x79 (ite $x78 0 (+ (* (- |in1[0]| 1) |rhs_dilation[0]|) 1))))
 (let (($x84 (= |in0[2]| 0)))
 (let ((?x87 (+ |padding[0]| (ite $x84 0 (+ (* (- |in0[2]| 1) |lhs_dilation[0]|) 1)))))
 (let ((?x88 (+ ?x87 |padding[1]|)))
 (let ((?x95 (ite (or (= ?x88 0) (< ?x88 ?x79)) 0 (+ (div (- ?x88 ?x79) |window_strides[0]|) 1))))
 (= |out0[1]| ?x95))))))))
(assert
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[0]/k|))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (= |in0[0]| ?x41)))
(assert
 (not true))
(check-sat)
