; result 0: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |out0[0]| () Int)
(declare-fun |out0[1]/k| () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |out0[1]| () Int)
(declare-fun fromInt (Int) Elem)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (<= 1 |out0[0]|))
(assert
 (let ((?x44 (* k |out0[1]/k|)))
 (<= 1 ?x44)))
(assert
 true)
(assert
 (<= 1 |out0[1]/k|))
(assert
 (and (and (and (<= 0 i0) (< i0 |out0[0]|)) (<= 0 i1)) (< i1 |out0[1]/k|)))
(assert
 (let ((?x44 (* k |out0[1]/k|)))
 (= |out0[1]| ?x44)))
(assert
 (let (($x79 (and true (= (fromInt i0) (fromInt i0)))))
 (not $x79)))
(check-sat)
