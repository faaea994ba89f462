; type: the local op satisfies broadcast_in_dim C5
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |out0[0]/k| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun |out0[0]| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (let ((?x47 (* k |out0[0]/k|)))
 (<= 1 ?x47)))
(assert
 (<= 1 |out0[1]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (let ((?x47 (* k |out0[0]/k|)))
 (let (($x52 (= |in0[0]| ?x47)))
 (not $x52))))
(assert
 true)
(assert
 (let ((?x47 (* k |out0[0]/k|)))
 (let (($x52 (= |in0[0]| ?x47)))
 (let (($x59 (= |in0[0]| 1)))
 (or $x59 $x52)))))
(assert
 true)
(assert
 true)
(assert
 (<= 1 |out0[0]/k|))
(assert
 (let ((?x47 (* k |out0[0]/k|)))
 (= |out0[0]| ?x47)))
(assert
 (let (($x69 (= |in0[0]| |out0[0]/k|)))
 (let (($x59 (= |in0[0]| 1)))
 (let (($x70 (or $x59 $x69)))
 (not $x70)))))
(check-sat)
