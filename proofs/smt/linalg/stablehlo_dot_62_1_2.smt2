; result 0 (sum): the chunks' index spaces are k pieces of w
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]/k| () Int)
(declare-fun |in1[1]| () Int)
(declare-fun i0 () Int)
(declare-fun |in0[0]| () Int)
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
 (<= 1 |in1[1]|))
(assert
 (<= 1 |in1[1]|))
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
 (and (<= 0 i0) (< i0 |in1[1]|)))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (= |in0[0]| ?x41)))
(assert
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (let (($x47 (= ?x41 ?x43)))
 (not $x47)))))
(check-sat)
