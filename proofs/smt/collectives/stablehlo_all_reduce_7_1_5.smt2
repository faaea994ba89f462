; result 1: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun |in1[0]| () Int)
(declare-fun |in1[1]/k| () Int)
(declare-fun i3 () Int)
(declare-fun i2 () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in1[1]| () Int)
(declare-fun all_reduce.over_group (Elem) Elem)
(declare-fun in1 (Int Int) Elem)
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
 (<= 1 |in1[0]|))
(assert
 (let ((?x52 (* |in1[1]/k| k)))
 (<= 1 ?x52)))
(assert
 (<= 1 |in0[0]|))
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (<= 1 ?x44)))
(assert
 (<= 1 |in1[0]|))
(assert
 (let ((?x52 (* |in1[1]/k| k)))
 (<= 1 ?x52)))
(assert
 (let ((?x46 (* k |in0[1]/k|)))
 (let ((?x44 (* |in0[1]/k| k)))
 (= ?x44 ?x46))))
(assert
 (<= 1 |in0[1]/k|))
(assert
 (let ((?x54 (* k |in1[1]/k|)))
 (let ((?x52 (* |in1[1]/k| k)))
 (= ?x52 ?x54))))
(assert
 (<= 1 |in1[1]/k|))
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 (let ((?x46 (* k |in0[1]/k|)))
 (let ((?x44 (* |in0[1]/k| k)))
 (= ?x44 ?x46))))
(assert
 (<= 1 |in0[1]/k|))
(assert
 (let ((?x54 (* k |in1[1]/k|)))
 (let ((?x52 (* |in1[1]/k| k)))
 (= ?x52 ?x54))))
(assert
 (<= 1 |in1[1]/k|))
(assert
 (and (and (and (<= 0 i2) (< i2 |in1[0]|)) (<= 0 i3)) (< i3 |in1[1]/k|)))
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (= |in0[1]| ?x44)))
(assert
 (let ((?x52 (* |in1[1]/k| k)))
 (= |in1[1]| ?x52)))
(assert
 (let ((?x98 (all_reduce.over_group (in1 i2 (+ i3 (* r |in1[1]/k|))))))
 (let (($x100 (and true (= ?x98 ?x98))))
 (not $x100))))
(check-sat)
