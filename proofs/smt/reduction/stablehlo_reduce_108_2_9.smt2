; result 0 (sum) fold body: element
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
(declare-fun c2 () Int)
(declare-fun c1 () Int)
(declare-fun |in0[2]| () Int)
(declare-fun in0 (Int Int Int) Elem)
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
 (and (and (and (<= 0 c1) (< c1 |in0[0]|)) (<= 0 c2)) (< c2 |in0[2]/k|)))
(assert
 true)
(assert
 (let ((?x47 (* |in0[2]/k| k)))
 (= |in0[2]| ?x47)))
(assert
 (let ((?x94 (+ c2 (* r |in0[2]/k|))))
 (let ((?x95 (in0 c1 i0 ?x94)))
 (let (($x97 (and true (= ?x95 ?x95))))
 (not $x97)))))
(check-sat)
