; result 0: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in1[0]/k| () Int)
(declare-fun |in1[1]| () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |in1[0]| () Int)
(declare-fun clamp (Elem Elem Elem) Elem)
(declare-fun in2 () Elem)
(declare-fun in1 (Int Int) Elem)
(declare-fun in0 () Elem)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (let ((?x41 (* |in1[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (<= 1 |in1[1]|))
(assert
 (let ((?x41 (* |in1[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (<= 1 |in1[1]|))
(assert
 (let ((?x43 (* k |in1[0]/k|)))
 (let ((?x41 (* |in1[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in1[0]/k|))
(assert
 true)
(assert
 true)
(assert
 (let ((?x43 (* k |in1[0]/k|)))
 (let ((?x41 (* |in1[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in1[0]/k|))
(assert
 (and (and (and (<= 0 i0) (< i0 |in1[0]/k|)) (<= 0 i1)) (< i1 |in1[1]|)))
(assert
 (let ((?x41 (* |in1[0]/k| k)))
 (= |in1[0]| ?x41)))
(assert
 (let ((?x84 (clamp in0 (in1 (+ i0 (* r |in1[0]/k|)) i1) in2)))
 (let (($x86 (and true (= ?x84 ?x84))))
 (not $x86))))
(check-sat)
