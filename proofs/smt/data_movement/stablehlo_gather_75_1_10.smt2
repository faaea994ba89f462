; result 0: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |in1[2]/k| () Int)
(declare-fun |slice_sizes[1]| () Int)
(declare-fun |slice_sizes[0]| () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |in1[0]| () Int)
(declare-fun |in1[2]| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun |slice_sizes[2]| () Int)
(declare-fun in0 (Int Int Int) Elem)
(declare-fun toInt (Elem) Int)
(declare-fun in1 (Int Int Int) Elem)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (<= 1 |in0[2]|))
(assert
 true)
(assert
 (<= 1 |in0[0]|))
(assert
 (let ((?x50 (* |in1[2]/k| k)))
 (<= 1 ?x50)))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in0[2]|))
(assert
 (let ((?x50 (* |in1[2]/k| k)))
 (<= 1 ?x50)))
(assert
 true)
(assert
 (let ((?x52 (* k |in1[2]/k|)))
 (let ((?x50 (* |in1[2]/k| k)))
 (= ?x50 ?x52))))
(assert
 (<= 1 |in1[2]/k|))
(assert
 true)
(assert
 true)
(assert
 (<= |slice_sizes[1]| 1))
(assert
 (<= |slice_sizes[0]| 1))
(assert
 (and (<= 0 |slice_sizes[0]|) (<= |slice_sizes[0]| |in0[0]|)))
(assert
 (and (<= 0 |slice_sizes[1]|) (<= |slice_sizes[1]| |in0[1]|)))
(assert
 (<= 0 |in0[2]|))
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 (let ((?x52 (* k |in1[2]/k|)))
 (let ((?x50 (* |in1[2]/k| k)))
 (= ?x50 ?x52))))
(assert
 (<= 1 |in1[2]/k|))
(assert
 (let (($x85 (and (and (and (<= 0 i0) (< i0 |in0[0]|)) (<= 0 i1)) (< i1 |in0[2]|))))
 (and (and $x85 (<= 0 i2)) (< i2 |in1[2]/k|))))
(assert
 (= |in1[0]| 1))
(assert
 (let ((?x50 (* |in1[2]/k| k)))
 (= |in1[2]| ?x50)))
(assert
 (= |out0[1]| |in0[2]|))
(assert
 (= |slice_sizes[2]| |in0[2]|))
(assert
 (let ((?x123 (- |in0[1]| |slice_sizes[1]|)))
 (let ((?x127 (toInt (in1 0 i0 (+ i2 (* r |in1[2]/k|))))))
 (let ((?x129 (ite (>= 0 ?x127) 0 ?x127)))
 (let ((?x132 (in0 i0 (ite (<= ?x129 ?x123) ?x129 ?x123) i1)))
 (let (($x134 (and true (= ?x132 ?x132))))
 (not $x134)))))))
(check-sat)
