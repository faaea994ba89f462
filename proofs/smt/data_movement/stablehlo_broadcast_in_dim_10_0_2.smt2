; result 0: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun |out0[0]| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |in0[1]| () Int)
(declare-fun in0 (Int Int) Elem)
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
 (<= 1 |out0[0]|))
(assert
 (<= 1 |out0[1]|))
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (<= 1 ?x44)))
(assert
 (let (($x53 (= |in0[0]| |out0[0]|)))
 (not $x53)))
(assert
 true)
(assert
 (let ((?x46 (* k |in0[1]/k|)))
 (let ((?x44 (* |in0[1]/k| k)))
 (= ?x44 ?x46))))
(assert
 (<= 1 |in0[1]/k|))
(assert
 (let (($x53 (= |in0[0]| |out0[0]|)))
 (let (($x58 (= |in0[0]| 1)))
 (or $x58 $x53))))
(assert
 true)
(assert
 (let ((?x46 (* k |in0[1]/k|)))
 (let ((?x44 (* |in0[1]/k| k)))
 (= ?x44 ?x46))))
(assert
 (<= 1 |in0[1]/k|))
(assert
 (let (($x69 (and (and (and (<= 0 i0) (< i0 |out0[0]|)) (<= 0 i1)) (< i1 |out0[1]|))))
 (and (and $x69 (<= 0 i2)) (< i2 |in0[1]/k|))))
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (= |in0[1]| ?x44)))
(assert
 (let (($x58 (= |in0[0]| 1)))
 (let ((?x99 (ite $x58 0 i0)))
 (let ((?x106 (in0 ?x99 (+ (ite (= |in0[1]/k| 1) 0 i2) (* r |in0[1]/k|)))))
 (let ((?x102 (* r |in0[1]/k|)))
 (let ((?x107 (+ i2 ?x102)))
 (let ((?x109 (ite (= (* |in0[1]/k| k) 1) 0 ?x107)))
 (let (($x112 (and true (= (in0 ?x99 ?x109) ?x106))))
 (not $x112)))))))))
(check-sat)
