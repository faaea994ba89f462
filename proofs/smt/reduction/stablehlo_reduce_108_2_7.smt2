; result 0 (sum): (r, c') -> r*w + c' is one to one
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]/k| () Int)
(declare-fun i0 () Int)
(declare-fun r2 () Int)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun |in0[2]| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (let ((?x47 (* |in0[2]/k| k)))
 (<= 1 ?x47)))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (let ((?x47 (* |in0[2]/k| k)))
 (<= 1 ?x47)))
(assert
 (<= 1 |in0[1]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (let ((?x49 (* k |in0[2]/k|)))
 (let ((?x47 (* |in0[2]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |in0[2]/k|))
(assert
 (let ((?x49 (* k |in0[2]/k|)))
 (let ((?x47 (* |in0[2]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |in0[2]/k|))
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
 (and (<= 0 i0) (< i0 |in0[1]|)))
(assert
 (<= 0 r2))
(assert
 (< r2 k))
(assert
 (<= 0 c1))
(assert
 (< c1 |in0[2]/k|))
(assert
 (<= 0 c2))
(assert
 (< c2 |in0[2]/k|))
(assert
 (= (+ (* r |in0[2]/k|) c1) (+ (* r2 |in0[2]/k|) c2)))
(assert
 (let ((?x47 (* |in0[2]/k| k)))
 (= |in0[2]| ?x47)))
(assert
 (let (($x111 (and (= r r2) (= c1 c2))))
 (not $x111)))
(check-sat)
