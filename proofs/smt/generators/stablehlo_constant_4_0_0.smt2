; result 0: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |out0[0]/k| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |out0[0]| () Int)
(declare-fun constant.f32.1.5 () Elem)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (let ((?x41 (* k |out0[0]/k|)))
 (<= 1 ?x41)))
(assert
 (<= 1 |out0[1]|))
(assert
 true)
(assert
 (<= 1 |out0[0]/k|))
(assert
 (and (and (and (<= 0 i0) (< i0 |out0[0]/k|)) (<= 0 i1)) (< i1 |out0[1]|)))
(assert
 (let ((?x41 (* k |out0[0]/k|)))
 (= |out0[0]| ?x41)))
(assert
 (let (($x79 (and true (= constant.f32.1.5 constant.f32.1.5))))
 (not $x79)))
(check-sat)
