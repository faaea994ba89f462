; result 0 (sum) init: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun |window_dimensions[0]| () Int)
(declare-fun |window_dimensions[2]| () Int)
(declare-fun in1 () Elem)
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
 true)
(assert
 (<= 1 |in0[2]|))
(assert
 (not (= 1 |in0[0]|)))
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 (not (<= (* |in0[1]/k| k) 1)))
(assert
 (not (= 1 |in0[2]|)))
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
 true)
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (< 0 ?x44)))
(assert
 true)
(assert
 (let (($x76 (and (not (or (= |in0[0]| 0) (< (- |in0[0]| 1) 0))) (< (- |in0[0]| 1) |in0[0]|))))
 (let (($x69 (= |in0[0]| 0)))
 (let (($x72 (or $x69 (< (- |in0[0]| 1) 0))))
 (or (and $x72 $x69) $x76)))))
(assert
 (not (= (* |in0[1]/k| k) 0)))
(assert
 (let (($x101 (and (not (or (= |in0[2]| 0) (< (- |in0[2]| 1) 0))) (< (- |in0[2]| 1) |in0[2]|))))
 (let (($x94 (= |in0[2]| 0)))
 (let (($x97 (or $x94 (< (- |in0[2]| 1) 0))))
 (or (and $x97 $x94) $x101)))))
(assert
 (let (($x122 (and (and (and (<= 0 i0) (< i0 |in0[0]|)) (<= 0 i1)) (< i1 1))))
 (and (and $x122 (<= 0 i2)) (< i2 |in0[2]|))))
(assert
 true)
(assert
 true)
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (= |in0[1]| ?x44)))
(assert
 (= |out0[1]| 1))
(assert
 (= |window_dimensions[0]| 1))
(assert
 (= |window_dimensions[2]| 1))
(assert
 (let (($x160 (and true (= in1 in1))))
 (not $x160)))
(check-sat)
