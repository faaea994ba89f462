; result 0 (sum) init: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]/k| () Int)
(declare-fun i0 () Int)
(declare-fun |in0[2]| () Int)
(declare-fun in2 () Elem)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (let ((?x47 (* |in0[2]/k| k)))
 (<= 1 ?x47)))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (let ((?x47 (* |in0[2]/k| k)))
 (<= 1 ?x47)))
(assert
 (<= 1 |in0[1]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (let ((?x49 (* k |in0[2]/k|)))
 (let ((?x47 (* |in0[2]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |in0[2]/k|))
(assert
 (let ((?x49 (* k |in0[2]/k|)))
 (let ((?x47 (* |in0[2]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |in0[2]/k|))
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
 (and (<= 0 i0) (< i0 |in0[1]|)))
(assert
 (let ((?x47 (* |in0[2]/k| k)))
 (= |in0[2]| ?x47)))
(assert
 (let (($x72 (and true (= in2 in2))))
 (not $x72)))
(check-sat)
