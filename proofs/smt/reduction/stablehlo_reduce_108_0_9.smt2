; result 0 (sum) fold body: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]/k| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun i0 () Int)
(declare-fun c2 () Int)
(declare-fun c1 () Int)
(declare-fun |in0[0]| () Int)
(declare-fun in0 (Int Int Int) Elem)
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
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (<= 1 |in0[1]|))
(assert
 (<= 1 |in0[2]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[0]/k|))
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
 (and (<= 0 i0) (< i0 |in0[1]|)))
(assert
 (and (and (and (<= 0 c1) (< c1 |in0[0]/k|)) (<= 0 c2)) (< c2 |in0[2]|)))
(assert
 true)
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (= |in0[0]| ?x41)))
(assert
 (let ((?x94 (+ c1 (* r |in0[0]/k|))))
 (let ((?x95 (in0 ?x94 i0 c2)))
 (let (($x97 (and true (= ?x95 ?x95))))
 (not $x97)))))
(check-sat)
