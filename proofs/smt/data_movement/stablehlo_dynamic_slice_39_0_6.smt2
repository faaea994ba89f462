; result 0: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |out0[0]/k| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |slice_sizes[1]| () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[0]/k| () Int)
(declare-fun |out0[0]| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun |out0[2]| () Int)
(declare-fun |slice_sizes[0]| () Int)
(declare-fun |slice_sizes[0]/k| () Int)
(declare-fun |slice_sizes[2]| () Int)
(declare-fun in0 (Int Int Int) Elem)
(declare-fun toInt (Elem) Int)
(declare-fun in3 () Elem)
(declare-fun in2 () Elem)
(declare-fun in1 () Elem)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (let ((?x41 (* |out0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (<= 1 |in0[1]|))
(assert
 (<= 1 |in0[2]|))
(assert
 (let ((?x43 (* k |out0[0]/k|)))
 (<= 1 ?x43)))
(assert
 (<= 1 |slice_sizes[1]|))
(assert
 (<= 1 |in0[2]|))
(assert
 true)
(assert
 (not (= |slice_sizes[1]| |in0[1]|)))
(assert
 true)
(assert
 (let ((?x43 (* k |out0[0]/k|)))
 (let ((?x41 (* |out0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |out0[0]/k|))
(assert
 (let ((?x43 (* k |out0[0]/k|)))
 (let ((?x41 (* |out0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |out0[0]/k|))
(assert
 (let ((?x41 (* |out0[0]/k| k)))
 (<= 0 ?x41)))
(assert
 (let ((?x41 (* |out0[0]/k| k)))
 (let ((?x43 (* k |out0[0]/k|)))
 (= ?x43 ?x41))))
(assert
 (and (<= 0 |slice_sizes[1]|) (<= |slice_sizes[1]| |in0[1]|)))
(assert
 true)
(assert
 (<= 0 |in0[2]|))
(assert
 true)
(assert
 true)
(assert
 (<= 1 |out0[0]/k|))
(assert
 (let (($x80 (and (and (and (<= 0 i0) (< i0 |out0[0]/k|)) (<= 0 i1)) (< i1 |slice_sizes[1]|))))
 (and (and $x80 (<= 0 i2)) (< i2 |in0[2]|))))
(assert
 (let ((?x41 (* |out0[0]/k| k)))
 (= |in0[0]| ?x41)))
(assert
 (= |in0[0]/k| |out0[0]/k|))
(assert
 (let ((?x43 (* k |out0[0]/k|)))
 (= |out0[0]| ?x43)))
(assert
 (= |out0[1]| |slice_sizes[1]|))
(assert
 (= |out0[2]| |in0[2]|))
(assert
 (let ((?x41 (* |out0[0]/k| k)))
 (= |slice_sizes[0]| ?x41)))
(assert
 (= |slice_sizes[0]/k| |out0[0]/k|))
(assert
 (= |slice_sizes[2]| |in0[2]|))
(assert
 (let ((?x150 (toInt in3)))
 (let ((?x152 (ite (>= 0 ?x150) 0 ?x150)))
 (let ((?x155 (+ (ite (<= ?x152 0) ?x152 0) i2)))
 (let ((?x141 (- |in0[1]| |slice_sizes[1]|)))
 (let ((?x143 (toInt in2)))
 (let ((?x145 (ite (>= 0 ?x143) 0 ?x143)))
 (let ((?x148 (+ (ite (<= ?x145 ?x141) ?x145 ?x141) i1)))
 (let ((?x132 (* r |out0[0]/k|)))
 (let ((?x134 (toInt in1)))
 (let ((?x136 (ite (>= 0 ?x134) 0 ?x134)))
 (let ((?x138 (ite (<= ?x136 0) ?x136 0)))
 (let (($x160 (= (in0 (+ ?x138 (+ i0 ?x132)) ?x148 ?x155) (in0 (+ (+ ?x138 i0) ?x132) ?x148 ?x155))))
 (let (($x161 (and true $x160)))
 (not $x161)))))))))))))))
(check-sat)
