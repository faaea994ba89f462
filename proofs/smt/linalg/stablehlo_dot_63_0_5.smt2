; result 0 (sum) fold body: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]/k| () Int)
(declare-fun c0 () Int)
(declare-fun |in0[0]| () Int)
(declare-fun multiply (Elem Elem) Elem)
(declare-fun in1 (Int) Elem)
(declare-fun in0 (Int) Elem)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
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
 (and (<= 0 c0) (< c0 |in0[0]/k|)))
(assert
 true)
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (= |in0[0]| ?x41)))
(assert
 (let ((?x68 (multiply (in0 (+ c0 (* r |in0[0]/k|))) (in1 (+ c0 (* r |in0[0]/k|))))))
 (let (($x70 (and true (= ?x68 ?x68))))
 (not $x70))))
(check-sat)
