; result 0: fold filter agrees
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]/k| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |in0[3]| () Int)
(declare-fun |in1[0]| () Int)
(declare-fun |in1[1]| () Int)
(declare-fun |in1[3]| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun |out0[2]| () Int)
(declare-fun i3 () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun c6 () Int)
(declare-fun c5 () Int)
(declare-fun c4 () Int)
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
 (<= 1 |in0[3]|))
(assert
 (<= 1 |in1[0]|))
(assert
 (<= 1 |in1[1]|))
(assert
 (<= 1 |in0[3]|))
(assert
 (<= 1 |in1[3]|))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (<= 1 |out0[1]|))
(assert
 (<= 1 |out0[2]|))
(assert
 (<= 1 |in1[3]|))
(assert
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[0]/k|))
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
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[0]/k|))
(assert
 (let (($x145 (and (and (and (<= 0 i0) (< i0 |in0[0]/k|)) (<= 0 i1)) (< i1 |out0[1]|))))
 (let (($x153 (and (and (and $x145 (<= 0 i2)) (< i2 |out0[2]|)) (<= 0 i3))))
 (and $x153 (< i3 |in1[3]|)))))
(assert
 (let (($x192 (and (and (and (<= 0 c4) (< c4 |in1[0]|)) (<= 0 c5)) (< c5 |in1[1]|))))
 (and (and $x192 (<= 0 c6)) (< c6 |in0[3]|))))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (= |in0[0]| ?x41)))
(assert
 (not true))
(check-sat)
