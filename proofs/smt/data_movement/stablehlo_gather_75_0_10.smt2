; result 0: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]/k| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |in1[2]| () Int)
(declare-fun |slice_sizes[1]| () Int)
(declare-fun |slice_sizes[0]| () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in1[0]| () Int)
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
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (<= 1 |in0[1]|))
(assert
 (<= 1 |in0[2]|))
(assert
 true)
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (<= 1 |in1[2]|))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (<= 1 |in0[2]|))
(assert
 (<= 1 |in1[2]|))
(assert
 true)
(assert
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[0]/k|))
(assert
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[0]/k|))
(assert
 true)
(assert
 true)
(assert
 (<= |slice_sizes[1]| 1))
(assert
 (<= |slice_sizes[0]| 1))
(assert
 (and (<= 0 |slice_sizes[0]|) (<= |slice_sizes[0]| (* |in0[0]/k| k))))
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
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[0]/k|))
(assert
 (let (($x85 (and (and (and (<= 0 i0) (< i0 |in0[0]/k|)) (<= 0 i1)) (< i1 |in0[2]|))))
 (and (and $x85 (<= 0 i2)) (< i2 |in1[2]|))))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (= |in0[0]| ?x41)))
(assert
 (= |in1[0]| 1))
(assert
 (= |out0[1]| |in0[2]|))
(assert
 (= |slice_sizes[2]| |in0[2]|))
(assert
 (let ((?x125 (- |in0[1]| |slice_sizes[1]|)))
 (let ((?x127 (toInt (in1 0 (+ i0 (* r |in0[0]/k|)) i2))))
 (let ((?x129 (ite (>= 0 ?x127) 0 ?x127)))
 (let ((?x124 (+ i0 (* r |in0[0]/k|))))
 (let ((?x132 (in0 ?x124 (ite (<= ?x129 ?x125) ?x129 ?x125) i1)))
 (let (($x134 (and true (= ?x132 ?x132))))
 (not $x134))))))))
(check-sat)
