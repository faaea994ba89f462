; result 0 fold body: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in1[0]/k| () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun c3 () Int)
(declare-fun c2 () Int)
(declare-fun |in1[0]| () Int)
(declare-fun in0 (Int Int) Elem)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in0[0]|))
(assert
 (let ((?x44 (* |in1[0]/k| k)))
 (<= 1 ?x44)))
(assert
 (<= 1 |in0[0]|))
(assert
 (let ((?x44 (* |in1[0]/k| k)))
 (<= 1 ?x44)))
(assert
 (<= 1 |in0[0]|))
(assert
 (let ((?x46 (* k |in1[0]/k|)))
 (let ((?x44 (* |in1[0]/k| k)))
 (= ?x44 ?x46))))
(assert
 (<= 1 |in1[0]/k|))
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 (let ((?x46 (* k |in1[0]/k|)))
 (let ((?x44 (* |in1[0]/k| k)))
 (= ?x44 ?x46))))
(assert
 (<= 1 |in1[0]/k|))
(assert
 (and (and (and (<= 0 i0) (< i0 |in1[0]/k|)) (<= 0 i1)) (< i1 |in0[0]|)))
(assert
 (and (and (and (<= 0 c2) (< c2 |in0[0]|)) (<= 0 c3)) (< c3 |in0[0]|)))
(assert
 (<= c2 c3))
(assert
 (let ((?x44 (* |in1[0]/k| k)))
 (= |in1[0]| ?x44)))
(assert
 (let (($x107 (and true (= (in0 c2 c3) (in0 c2 c3)))))
 (not $x107)))
(check-sat)
