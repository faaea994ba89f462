; type: the local op satisfies scatter C4
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |in0[3]/k| () Int)
(declare-fun |in1[0]| () Int)
(declare-fun |in1[2]| () Int)
(declare-fun |in2[3]| () Int)
(declare-fun |in0[3]| () Int)
(declare-fun |in1[3]| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (<= 1 |in0[2]|))
(assert
 (let ((?x50 (* |in0[3]/k| k)))
 (<= 1 ?x50)))
(assert
 (<= 1 |in1[0]|))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in1[2]|))
(assert
 true)
(assert
 (<= 1 |in1[0]|))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in1[2]|))
(assert
 (<= 1 |in2[3]|))
(assert
 (let ((?x50 (* |in0[3]/k| k)))
 (<= 1 ?x50)))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (<= 1 |in0[2]|))
(assert
 (let ((?x50 (* |in0[3]/k| k)))
 (<= 1 ?x50)))
(assert
 true)
(assert
 (let ((?x52 (* k |in0[3]/k|)))
 (let ((?x50 (* |in0[3]/k| k)))
 (= ?x50 ?x52))))
(assert
 (<= 1 |in0[3]/k|))
(assert
 (let ((?x52 (* k |in0[3]/k|)))
 (let ((?x50 (* |in0[3]/k| k)))
 (= ?x50 ?x52))))
(assert
 (<= 1 |in0[3]/k|))
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
 true)
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 (<= |in2[3]| |in0[2]|))
(assert
 true)
(assert
 (let ((?x52 (* k |in0[3]/k|)))
 (let ((?x50 (* |in0[3]/k| k)))
 (= ?x50 ?x52))))
(assert
 (<= 1 |in0[3]/k|))
(assert
 (let ((?x50 (* |in0[3]/k| k)))
 (= |in0[3]| ?x50)))
(assert
 (= |in1[3]| 2))
(assert
 (not true))
(check-sat)
