; result 0: fold visits every contributor
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun i0 () Int)
(declare-fun c4 () Int)
(declare-fun c3 () Int)
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
 (<= 1 |in0[2]|))
(assert
 (<= 1 |in0[0]|))
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (<= 1 ?x44)))
(assert
 (<= 1 |in0[2]|))
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (<= 1 ?x44)))
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (<= 1 ?x44)))
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
 true)
(assert
 true)
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
 (and (<= 0 i0) (< i0 |in0[1]/k|)))
(assert
 (let (($x72 (< c4 |in0[2]|)))
 (and (and (and (<= 0 c3) (< c3 |in0[0]|)) (<= 0 c4)) $x72)))
(assert
 true)
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (= |in0[1]| ?x44)))
(assert
 (let (($x68 (and (<= 0 c3) (< c3 |in0[0]|))))
 (let (($x94 (and $x68 (and (<= 0 c4) (< c4 |in0[2]|)))))
 (not $x94))))
(check-sat)
