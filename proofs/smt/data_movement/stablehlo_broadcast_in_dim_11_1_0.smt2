; type: the local op satisfies broadcast_in_dim C5
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |out0[1]/k| () Int)
(declare-fun |out0[1]| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in0[0]|))
(assert
 (let ((?x44 (* k |out0[1]/k|)))
 (<= 1 ?x44)))
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 (<= 1 |out0[1]/k|))
(assert
 (let ((?x44 (* k |out0[1]/k|)))
 (= |out0[1]| ?x44)))
(assert
 (not true))
(check-sat)
