; type: the local op satisfies convolution C6
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |in0[3]/k| () Int)
(declare-fun |in1[0]| () Int)
(declare-fun |in1[1]| () Int)
(declare-fun |in1[3]| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun |out0[2]| () Int)
(declare-fun |in0[3]| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (<= 1 |in0[2]|))
(assert
 (let ((?x50 (* |in0[3]/k| k)))
 (<= 1 ?x50)))
(assert
 (<= 1 |in1[0]|))
(assert
 (<= 1 |in1[1]|))
(assert
 (let ((?x50 (* |in0[3]/k| k)))
 (<= 1 ?x50)))
(assert
 (<= 1 |in1[3]|))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |out0[1]|))
(assert
 (<= 1 |out0[2]|))
(assert
 (<= 1 |in1[3]|))
(assert
 (let ((?x52 (* k |in0[3]/k|)))
 (let ((?x50 (* |in0[3]/k| k)))
 (= ?x50 ?x52))))
(assert
 (<= 1 |in0[3]/k|))
(assert
 (let ((?x52 (* k |in0[3]/k|)))
 (let ((?x50 (* |in0[3]/k| k)))
 (= ?x50 ?x52))))
(assert
 (<= 1 |in0[3]/k|))
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
 (let (($x74 (= |in1[0]| 0)))
 (let ((?x75 (ite $x74 0 (+ (- |in1[0]| 1) 1))))
 (let (($x78 (= |in0[1]| 0)))
 (let ((?x79 (ite $x78 0 (+ (- |in0[1]| 1) 1))))
 (let ((?x85 (ite (or (= ?x79 0) (< ?x79 ?x75)) 0 (+ (- ?x79 ?x75) 1))))
 (= |out0[1]| ?x85)))))))
(assert
 (let (($x107 (= |in1[1]| 0)))
 (let ((?x108 (ite $x107 0 (+ (- |in1[1]| 1) 1))))
 (let (($x111 (= |in0[2]| 0)))
 (let ((?x112 (ite $x111 0 (+ (- |in0[2]| 1) 1))))
 (let ((?x118 (ite (or (= ?x112 0) (< ?x112 ?x108)) 0 (+ (- ?x112 ?x108) 1))))
 (= |out0[2]| ?x118)))))))
(assert
 (let ((?x50 (* |in0[3]/k| k)))
 (= |in0[3]| ?x50)))
(assert
 (not true))
(check-sat)
