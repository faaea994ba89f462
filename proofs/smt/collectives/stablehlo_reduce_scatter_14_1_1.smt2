; type: the local op satisfies reduce_scatter C8
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun |in0[1]/out0[1]| () Int)
(declare-fun |in0[2]/k| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (<= 1 |in0[0]|))
(assert
 (let ((?x45 (* |in0[1]/out0[1]| |out0[1]|)))
 (<= 1 ?x45)))
(assert
 (let ((?x50 (* |in0[2]/k| k)))
 (<= 1 ?x50)))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |out0[1]|))
(assert
 (let ((?x50 (* |in0[2]/k| k)))
 (<= 1 ?x50)))
(assert
 (let ((?x52 (* k |in0[2]/k|)))
 (let ((?x50 (* |in0[2]/k| k)))
 (= ?x50 ?x52))))
(assert
 (<= 1 |in0[2]/k|))
(assert
 (let ((?x47 (* |out0[1]| |in0[1]/out0[1]|)))
 (let ((?x45 (* |in0[1]/out0[1]| |out0[1]|)))
 (= ?x45 ?x47))))
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 (let ((?x52 (* k |in0[2]/k|)))
 (let ((?x50 (* |in0[2]/k| k)))
 (= ?x50 ?x52))))
(assert
 (<= 1 |in0[2]/k|))
(assert
 (<= 1 |in0[1]/out0[1]|))
(assert
 (let ((?x45 (* |in0[1]/out0[1]| |out0[1]|)))
 (= |in0[1]| ?x45)))
(assert
 (let ((?x50 (* |in0[2]/k| k)))
 (= |in0[2]| ?x50)))
(assert
 (not true))
(check-sat)
