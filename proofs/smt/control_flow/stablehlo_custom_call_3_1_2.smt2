; result 0: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]/k| () Int)
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
 (<= 1 |in0[0]|))
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
 (and (and (and (<= 0 i0) (< i0 |in0[0]|)) (<= 0 i1)) (< i1 |in0[1]/k|)))
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (= |in0[1]| ?x44)))
(assert
 (let ((?x80 (+ i1 (* r |in0[1]/k|))))
 (let ((?x81 (in0 i0 ?x80)))
 (let (($x83 (and true (= ?x81 ?x81))))
 (not $x83)))))
(check-sat)
