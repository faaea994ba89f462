; result 1 fold body: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun i3 () Int)
(declare-fun c4 () Int)
(declare-fun |in0[1]| () Int)
(declare-fun in1 (Int Int) Elem)
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
 (and (<= 0 i3) (< i3 |in0[1]/k|)))
(assert
 (and (<= 0 c4) (< c4 |in0[0]|)))
(assert
 true)
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (= |in0[1]| ?x44)))
(assert
 (let ((?x79 (+ i3 (* r |in0[1]/k|))))
 (let ((?x80 (in1 c4 ?x79)))
 (let (($x82 (and true (= ?x80 ?x80))))
 (not $x82)))))
(check-sat)
