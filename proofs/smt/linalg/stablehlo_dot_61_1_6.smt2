; result 0 (sum) fold body: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun i0 () Int)
(declare-fun c1 () Int)
(declare-fun |in0[1]| () Int)
(declare-fun multiply (Elem Elem) Elem)
(declare-fun in1 (Int) Elem)
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
 (let ((?x44 (* |in0[1]/k| k)))
 (<= 1 ?x44)))
(assert
 (<= 1 |in0[0]|))
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
 (and (<= 0 i0) (< i0 |in0[0]|)))
(assert
 (and (<= 0 c1) (< c1 |in0[1]/k|)))
(assert
 true)
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (= |in0[1]| ?x44)))
(assert
 (let ((?x82 (multiply (in0 i0 (+ c1 (* r |in0[1]/k|))) (in1 (+ c1 (* r |in0[1]/k|))))))
 (let (($x84 (and true (= ?x82 ?x82))))
 (not $x84))))
(check-sat)
