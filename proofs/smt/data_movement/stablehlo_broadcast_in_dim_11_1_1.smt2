; result 0: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |out0[1]/k| () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |out0[1]| () Int)
(declare-fun in0 (Int) Elem)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in0[0]|))
(assert
 (let ((?x44 (* k |out0[1]/k|)))
 (<= 1 ?x44)))
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 (<= 1 |out0[1]/k|))
(assert
 (and (and (and (<= 0 i0) (< i0 |in0[0]|)) (<= 0 i1)) (< i1 |out0[1]/k|)))
(assert
 (let ((?x44 (* k |out0[1]/k|)))
 (= |out0[1]| ?x44)))
(assert
 (let ((?x78 (ite (= |in0[0]| 1) 0 i0)))
 (let ((?x79 (in0 ?x78)))
 (let (($x81 (and true (= ?x79 ?x79))))
 (not $x81)))))
(check-sat)
