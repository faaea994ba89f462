; result 1 fold body: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]/k| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun i3 () Int)
(declare-fun c4 () Int)
(declare-fun |in0[0]| () Int)
(declare-fun in1 (Int Int) Elem)
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
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (<= 1 |in0[1]|))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 1 ?x41)))
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
 (and (<= 0 i3) (< i3 |in0[0]/k|)))
(assert
 (and (<= 0 c4) (< c4 |in0[1]|)))
(assert
 true)
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (= |in0[0]| ?x41)))
(assert
 (let ((?x79 (+ i3 (* r |in0[0]/k|))))
 (let ((?x80 (in1 ?x79 c4)))
 (let (($x82 (and true (= ?x80 ?x80))))
 (not $x82)))))
(check-sat)
