; result 0 (sum): the chunks' index spaces are k pieces of w
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun |in1[1]| () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |in0[1]| () Int)
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
 (<= 1 |in1[1]|))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in1[1]|))
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
 true)
(assert
 (and (and (and (<= 0 i0) (< i0 |in0[0]|)) (<= 0 i1)) (< i1 |in1[1]|)))
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (= |in0[1]| ?x44)))
(assert
 (let ((?x46 (* k |in0[1]/k|)))
 (let ((?x44 (* |in0[1]/k| k)))
 (let (($x50 (= ?x44 ?x46)))
 (not $x50)))))
(check-sat)
