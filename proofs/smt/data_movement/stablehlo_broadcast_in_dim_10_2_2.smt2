; result 0: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |out0[0]| () Int)
(declare-fun |out0[1]/k| () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |out0[1]| () Int)
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
 (let (($x67 (and (and (and (<= 0 i0) (< i0 |out0[0]|)) (<= 0 i1)) (< i1 |out0[1]/k|))))
 (and (and $x67 (<= 0 i2)) (< i2 |in0[1]|))))
(assert
 (let ((?x50 (* k |out0[1]/k|)))
 (= |out0[1]| ?x50)))
(assert
 (let ((?x101 (ite (= |in0[1]| 1) 0 i2)))
 (let (($x55 (= |in0[0]| 1)))
 (let ((?x97 (ite $x55 0 i0)))
 (let ((?x102 (in0 ?x97 ?x101)))
 (let (($x104 (and true (= ?x102 ?x102))))
 (not $x104)))))))
(check-sat)
