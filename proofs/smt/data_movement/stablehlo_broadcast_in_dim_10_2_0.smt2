; type: the local op satisfies broadcast_in_dim C5
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |out0[0]| () Int)
(declare-fun |out0[1]/k| () Int)
(declare-fun |out0[1]| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (<= 1 |out0[0]|))
(assert
 (let ((?x50 (* k |out0[1]/k|)))
 (<= 1 ?x50)))
(assert
 (<= 1 |in0[1]|))
(assert
 (let (($x52 (= |in0[0]| |out0[0]|)))
 (not $x52)))
(assert
 true)
(assert
 (let (($x52 (= |in0[0]| |out0[0]|)))
 (let (($x55 (= |in0[0]| 1)))
 (or $x55 $x52))))
(assert
 true)
(assert
 true)
(assert
 (<= 1 |out0[1]/k|))
(assert
 (let ((?x50 (* k |out0[1]/k|)))
 (= |out0[1]| ?x50)))
(assert
 (let (($x52 (= |in0[0]| |out0[0]|)))
 (let (($x55 (= |in0[0]| 1)))
 (let (($x56 (or $x55 $x52)))
 (not $x56)))))
(check-sat)
