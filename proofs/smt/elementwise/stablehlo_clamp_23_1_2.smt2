; result 0: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in1[0]| () Int)
(declare-fun |in1[1]/k| () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |in1[1]| () Int)
(declare-fun clamp (Elem Elem Elem) Elem)
(declare-fun in2 () Elem)
(declare-fun in1 (Int Int) Elem)
(declare-fun in0 () Elem)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (<= 1 |in1[0]|))
(assert
 (let ((?x44 (* |in1[1]/k| k)))
 (<= 1 ?x44)))
(assert
 (<= 1 |in1[0]|))
(assert
 (let ((?x44 (* |in1[1]/k| k)))
 (<= 1 ?x44)))
(assert
 (let ((?x46 (* k |in1[1]/k|)))
 (let ((?x44 (* |in1[1]/k| k)))
 (= ?x44 ?x46))))
(assert
 (<= 1 |in1[1]/k|))
(assert
 true)
(assert
 true)
(assert
 (let ((?x46 (* k |in1[1]/k|)))
 (let ((?x44 (* |in1[1]/k| k)))
 (= ?x44 ?x46))))
(assert
 (<= 1 |in1[1]/k|))
(assert
 (and (and (and (<= 0 i0) (< i0 |in1[0]|)) (<= 0 i1)) (< i1 |in1[1]/k|)))
(assert
 (let ((?x44 (* |in1[1]/k| k)))
 (= |in1[1]| ?x44)))
(assert
 (let ((?x84 (clamp in0 (in1 i0 (+ i1 (* r |in1[1]/k|))) in2)))
 (let (($x86 (and true (= ?x84 ?x84))))
 (not $x86))))
(check-sat)
