; result 0: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |out0[0]/k| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |out0[0]| () Int)
(declare-fun in0 (Int Int) Elem)
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
 (let (($x72 (and (and (and (<= 0 i0) (< i0 |out0[0]/k|)) (<= 0 i1)) (< i1 |out0[1]|))))
 (and (and $x72 (<= 0 i2)) (< i2 |in0[1]|))))
(assert
 (let ((?x47 (* k |out0[0]/k|)))
 (= |out0[0]| ?x47)))
(assert
 (let ((?x106 (ite (= |in0[1]| 1) 0 i2)))
 (let (($x59 (= |in0[0]| 1)))
 (let ((?x110 (ite $x59 0 (+ i0 (* r |out0[0]/k|)))))
 (let (($x112 (= (in0 ?x110 ?x106) (in0 (ite $x59 0 i0) ?x106))))
 (let (($x113 (and true $x112)))
 (not $x113)))))))
(check-sat)
