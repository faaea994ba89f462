; type: the local op satisfies reshape C2
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]| () Int)
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
 (not true))
(check-sat)
