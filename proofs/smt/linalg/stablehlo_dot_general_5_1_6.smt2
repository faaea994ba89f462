; result 0: fold visits every contributor
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |in1[2]/k| () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun c5 () Int)
(declare-fun c4 () Int)
(declare-fun |in1[2]| () Int)
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
 (<= 1 |in0[1]|))
(assert
 (<= 1 |in0[2]|))
(assert
 (let ((?x50 (* |in1[2]/k| k)))
 (<= 1 ?x50)))
(assert
 (<= 1 |in0[0]|))
(assert
 (let ((?x50 (* |in1[2]/k| k)))
 (<= 1 ?x50)))
(assert
 (let ((?x52 (* k |in1[2]/k|)))
 (let ((?x50 (* |in1[2]/k| k)))
 (= ?x50 ?x52))))
(assert
 (<= 1 |in1[2]/k|))
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 (let ((?x52 (* k |in1[2]/k|)))
 (let ((?x50 (* |in1[2]/k| k)))
 (= ?x50 ?x52))))
(assert
 (<= 1 |in1[2]/k|))
(assert
 (and (and (and (<= 0 i0) (< i0 |in0[0]|)) (<= 0 i1)) (< i1 |in1[2]/k|)))
(assert
 (let (($x87 (< c5 |in0[2]|)))
 (and (and (and (<= 0 c4) (< c4 |in0[1]|)) (<= 0 c5)) $x87)))
(assert
 true)
(assert
 (let ((?x50 (* |in1[2]/k| k)))
 (= |in1[2]| ?x50)))
(assert
 (let (($x83 (and (<= 0 c4) (< c4 |in0[1]|))))
 (let (($x109 (and $x83 (and (<= 0 c5) (< c5 |in0[2]|)))))
 (not $x109))))
(check-sat)
