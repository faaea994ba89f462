; result 0 fold body: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in1[1]/k| () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun c2 () Int)
(declare-fun |in1[1]| () Int)
(declare-fun multiply (Elem Elem) Elem)
(declare-fun in1 (Int Int) Elem)
(declare-fun in0 (Int Int) Elem)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (let ((?x47 (* |in1[1]/k| k)))
 (<= 1 ?x47)))
(assert
 (<= 1 |in0[0]|))
(assert
 (let ((?x47 (* |in1[1]/k| k)))
 (<= 1 ?x47)))
(assert
 (let ((?x49 (* k |in1[1]/k|)))
 (let ((?x47 (* |in1[1]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |in1[1]/k|))
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 (let ((?x49 (* k |in1[1]/k|)))
 (let ((?x47 (* |in1[1]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |in1[1]/k|))
(assert
 (and (and (and (<= 0 i0) (< i0 |in0[0]|)) (<= 0 i1)) (< i1 |in1[1]/k|)))
(assert
 (and (<= 0 c2) (< c2 |in0[1]|)))
(assert
 true)
(assert
 (let ((?x47 (* |in1[1]/k| k)))
 (= |in1[1]| ?x47)))
(assert
 (let ((?x97 (multiply (in0 i0 c2) (in1 c2 (+ i1 (* r |in1[1]/k|))))))
 (let (($x99 (and true (= ?x97 ?x97))))
 (not $x99))))
(check-sat)
