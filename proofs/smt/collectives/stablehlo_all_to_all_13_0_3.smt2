; result 0: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]/k| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |in0[0]| () Int)
(declare-fun all_to_all.from_process (Elem Elem) Elem)
(declare-fun in0 (Int Int) Elem)
(declare-fun process_position () Int)
(declare-fun fromInt (Int) Elem)
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
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[0]/k|))
(assert
 (and (and (and (<= 0 i0) (< i0 |in0[0]/k|)) (<= 0 i1)) (< i1 |in0[1]|)))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (= |in0[0]| ?x41)))
(assert
 (let ((?x84 (+ (* process_position |in0[1]|) i1)))
 (let ((?x81 (+ i0 (* r |in0[0]/k|))))
 (let ((?x77 (fromInt 0)))
 (let ((?x86 (all_to_all.from_process ?x77 (in0 ?x81 ?x84))))
 (let (($x88 (and true (= ?x86 ?x86))))
 (not $x88)))))))
(check-sat)
