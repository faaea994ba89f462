; type: the local op satisfies reduce_scatter C8
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]/k| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun |in0[1]/out0[1]| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (let ((?x47 (* |in0[1]/out0[1]| |out0[1]|)))
 (<= 1 ?x47)))
(assert
 (<= 1 |in0[2]|))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (<= 1 |out0[1]|))
(assert
 (<= 1 |in0[2]|))
(assert
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[0]/k|))
(assert
 (let ((?x49 (* |out0[1]| |in0[1]/out0[1]|)))
 (let ((?x47 (* |in0[1]/out0[1]| |out0[1]|)))
 (= ?x47 ?x49))))
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
 (<= 1 |in0[1]/out0[1]|))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (= |in0[0]| ?x41)))
(assert
 (let ((?x47 (* |in0[1]/out0[1]| |out0[1]|)))
 (= |in0[1]| ?x47)))
(assert
 (not true))
(check-sat)
