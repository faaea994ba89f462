; result 0: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |out0[2]/k| () Int)
(declare-fun |in1[0]| () Int)
(declare-fun |in1[1]| () Int)
(declare-fun |slice_sizes[0]| () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun |out0[2]| () Int)
(declare-fun |slice_sizes[1]| () Int)
(declare-fun |slice_sizes[1]/k| () Int)
(declare-fun in0 (Int Int) Elem)
(declare-fun toInt (Elem) Int)
(declare-fun in1 (Int Int) Elem)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (<= 1 |in0[0]|))
(assert
 (let ((?x44 (* |out0[2]/k| k)))
 (<= 1 ?x44)))
(assert
 (<= 1 |in1[0]|))
(assert
 (<= 1 |in1[1]|))
(assert
 (<= 1 |in1[0]|))
(assert
 (<= 1 |in1[1]|))
(assert
 (let ((?x46 (* k |out0[2]/k|)))
 (<= 1 ?x46)))
(assert
 true)
(assert
 (let ((?x46 (* k |out0[2]/k|)))
 (let ((?x44 (* |out0[2]/k| k)))
 (= ?x44 ?x46))))
(assert
 (<= 1 |out0[2]/k|))
(assert
 (let ((?x46 (* k |out0[2]/k|)))
 (let ((?x44 (* |out0[2]/k| k)))
 (= ?x44 ?x46))))
(assert
 (<= 1 |out0[2]/k|))
(assert
 (<= |slice_sizes[0]| 1))
(assert
 (and (<= 0 |slice_sizes[0]|) (<= |slice_sizes[0]| |in0[0]|)))
(assert
 (let ((?x44 (* |out0[2]/k| k)))
 (<= 0 ?x44)))
(assert
 true)
(assert
 true)
(assert
 (let ((?x44 (* |out0[2]/k| k)))
 (let ((?x46 (* k |out0[2]/k|)))
 (= ?x46 ?x44))))
(assert
 true)
(assert
 (<= 1 |out0[2]/k|))
(assert
 (let (($x78 (and (and (and (<= 0 i0) (< i0 |in1[0]|)) (<= 0 i1)) (< i1 |in1[1]|))))
 (and (and $x78 (<= 0 i2)) (< i2 |out0[2]/k|))))
(assert
 (let ((?x44 (* |out0[2]/k| k)))
 (= |in0[1]| ?x44)))
(assert
 (= |in0[1]/k| |out0[2]/k|))
(assert
 (let ((?x46 (* k |out0[2]/k|)))
 (= |out0[2]| ?x46)))
(assert
 (let ((?x44 (* |out0[2]/k| k)))
 (= |slice_sizes[1]| ?x44)))
(assert
 (= |slice_sizes[1]/k| |out0[2]/k|))
(assert
 (let ((?x132 (+ i2 (* r |out0[2]/k|))))
 (let ((?x124 (- |in0[0]| |slice_sizes[0]|)))
 (let ((?x126 (toInt (in1 i0 i1))))
 (let ((?x128 (ite (>= 0 ?x126) 0 ?x126)))
 (let ((?x133 (in0 (ite (<= ?x128 ?x124) ?x128 ?x124) ?x132)))
 (let (($x135 (and true (= ?x133 ?x133))))
 (not $x135))))))))
(check-sat)
