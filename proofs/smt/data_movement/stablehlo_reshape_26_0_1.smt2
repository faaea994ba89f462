; result 0: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun i0 () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun in0 (Int Int Int) Elem)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 true)
(assert
 (let ((?x41 (* |in0[1]/k| k)))
 (<= 1 ?x41)))
(assert
 true)
(assert
 (let ((?x41 (* |in0[1]/k| k)))
 (<= 1 ?x41)))
(assert
 true)
(assert
 (not (<= (* |in0[1]/k| k) 1)))
(assert
 true)
(assert
 (not (<= (* |in0[1]/k| k) 1)))
(assert
 true)
(assert
 true)
(assert
 (let ((?x43 (* k |in0[1]/k|)))
 (let ((?x41 (* |in0[1]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[1]/k|))
(assert
 true)
(assert
 (let ((?x43 (* k |in0[1]/k|)))
 (let ((?x41 (* |in0[1]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[1]/k|))
(assert
 (and (<= 0 i0) (< i0 |in0[1]/k|)))
(assert
 true)
(assert
 true)
(assert
 (= |in0[0]| 1))
(assert
 (let ((?x41 (* |in0[1]/k| k)))
 (= |in0[1]| ?x41)))
(assert
 (= |in0[2]| 1))
(assert
 (let ((?x73 (+ i0 (* r |in0[1]/k|))))
 (let ((?x74 (in0 0 ?x73 0)))
 (let (($x79 (and true (= (in0 0 (+ (* |in0[1]/k| r) i0) 0) ?x74))))
 (not $x79)))))
(check-sat)
