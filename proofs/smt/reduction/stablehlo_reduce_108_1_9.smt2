; result 0 fold init: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun i0 () Int)
(declare-fun |in0[1]| () Int)
(declare-fun in2 () Elem)
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
 (<= 1 |in0[2]|))
(assert
 (<= 1 |in0[0]|))
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (<= 1 ?x44)))
(assert
 (<= 1 |in0[2]|))
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (<= 1 ?x44)))
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (<= 1 ?x44)))
(assert
 (let ((?x46 (* k |in0[1]/k|)))
 (let ((?x44 (* |in0[1]/k| k)))
 (= ?x44 ?x46))))
(assert
 (<= 1 |in0[1]/k|))
(assert
 (let ((?x46 (* k |in0[1]/k|)))
 (let ((?x44 (* |in0[1]/k| k)))
 (= ?x44 ?x46))))
(assert
 (<= 1 |in0[1]/k|))
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
 (let ((?x46 (* k |in0[1]/k|)))
 (let ((?x44 (* |in0[1]/k| k)))
 (= ?x44 ?x46))))
(assert
 (<= 1 |in0[1]/k|))
(assert
 (let ((?x46 (* k |in0[1]/k|)))
 (let ((?x44 (* |in0[1]/k| k)))
 (= ?x44 ?x46))))
(assert
 (<= 1 |in0[1]/k|))
(assert
 (and (<= 0 i0) (< i0 |in0[1]/k|)))
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (= |in0[1]| ?x44)))
(assert
 (let (($x72 (and true (= in2 in2))))
 (not $x72)))
(check-sat)
