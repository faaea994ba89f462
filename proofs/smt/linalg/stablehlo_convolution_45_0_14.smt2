; type: the local op satisfies convolution C25
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
(declare-fun |in1[2]| () Int)
(declare-fun |in1[3]| () Int)
(declare-fun |out0[2]| () Int)
(declare-fun |out0[3]| () Int)
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
 (<= 1 |in1[2]|))
(assert
 (<= 1 |in1[3]|))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (<= 1 |in1[0]|))
(assert
 (<= 1 |out0[2]|))
(assert
 (<= 1 |out0[3]|))
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
 (= (mod |in0[1]| 3) 0))
(assert
 (let ((?x78 (div |in0[1]| 3)))
 (= |in1[1]| ?x78)))
(assert
 true)
(assert
 (= (mod |in1[0]| 3) 0))
(assert
 true)
(assert
 true)
(assert
 (let (($x87 (= |in1[2]| 0)))
 (let ((?x88 (ite $x87 0 (+ (- |in1[2]| 1) 1))))
 (let (($x91 (= |in0[2]| 0)))
 (let ((?x92 (ite $x91 0 (+ (- |in0[2]| 1) 1))))
 (let ((?x98 (ite (or (= ?x92 0) (< ?x92 ?x88)) 0 (+ (- ?x92 ?x88) 1))))
 (= |out0[2]| ?x98)))))))
(assert
 (let (($x120 (= |in1[3]| 0)))
 (let ((?x121 (ite $x120 0 (+ (- |in1[3]| 1) 1))))
 (let (($x124 (= |in0[3]| 0)))
 (let ((?x125 (ite $x124 0 (+ (- |in0[3]| 1) 1))))
 (let ((?x131 (ite (or (= ?x125 0) (< ?x125 ?x121)) 0 (+ (- ?x125 ?x121) 1))))
 (= |out0[3]| ?x131)))))))
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
 (let (($x120 (= |in1[3]| 0)))
 (let ((?x121 (ite $x120 0 (+ (- |in1[3]| 1) 1))))
 (let (($x124 (= |in0[3]| 0)))
 (let ((?x125 (ite $x124 0 (+ (- |in0[3]| 1) 1))))
 (let ((?x131 (ite (or (= ?x125 0) (< ?x125 ?x121)) 0 (+ (- ?x125 ?x121) 1))))
 (let (($x132 (= |out0[3]| ?x131)))
 (not $x132))))))))
(check-sat)
