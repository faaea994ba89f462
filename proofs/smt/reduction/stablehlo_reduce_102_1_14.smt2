; result 1 (sum): (r, c') -> r*w + c' is one to one
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun i3 () Int)
(declare-fun r2 () Int)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
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
 (and (<= 0 i3) (< i3 |in0[0]|)))
(assert
 (<= 0 r2))
(assert
 (< r2 k))
(assert
 (<= 0 c1))
(assert
 (< c1 |in0[1]/k|))
(assert
 (<= 0 c2))
(assert
 (< c2 |in0[1]/k|))
(assert
 (= (+ (* r |in0[1]/k|) c1) (+ (* r2 |in0[1]/k|) c2)))
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (= |in0[1]| ?x44)))
(assert
 (let (($x108 (and (= r r2) (= c1 c2))))
 (not $x108)))
(check-sat)
