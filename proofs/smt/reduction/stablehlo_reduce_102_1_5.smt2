; result 0 (sum): (r, c') -> r*w + c' is onto [0, k*w)
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun i0 () Int)
(declare-fun c () Int)
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
 (<= 1 |in0[0]|))
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (<= 1 ?x44)))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in0[0]|))
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
 (and (<= 0 i0) (< i0 |in0[0]|)))
(assert
 (<= 1 |in0[1]/k|))
(assert
 (<= 0 c))
(assert
 (let ((?x46 (* k |in0[1]/k|)))
 (< c ?x46)))
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (= |in0[1]| ?x44)))
(assert
 (let (($x83 (and (and (<= 0 (div c |in0[1]/k|)) (< (div c |in0[1]/k|) k)) (< (mod c |in0[1]/k|) |in0[1]/k|))))
 (let (($x87 (and $x83 (= (+ (* (div c |in0[1]/k|) |in0[1]/k|) (mod c |in0[1]/k|)) c))))
 (not $x87))))
(check-sat)
