; result 0: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |out0[2]/k| () Int)
(declare-fun |slice_sizes[1]| () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |in0[2]/k| () Int)
(declare-fun |out0[0]| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun |out0[2]| () Int)
(declare-fun |slice_sizes[0]| () Int)
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
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (let ((?x47 (* |out0[2]/k| k)))
 (<= 1 ?x47)))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |slice_sizes[1]|))
(assert
 (let ((?x47 (* |out0[2]/k| k)))
 (<= 1 ?x47)))
(assert
 true)
(assert
 (not (= |slice_sizes[1]| |in0[1]|)))
(assert
 true)
(assert
 (let ((?x49 (* k |out0[2]/k|)))
 (let ((?x47 (* |out0[2]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |out0[2]/k|))
(assert
 (<= 0 |in0[0]|))
(assert
 true)
(assert
 (and (<= 0 |slice_sizes[1]|) (<= |slice_sizes[1]| |in0[1]|)))
(assert
 true)
(assert
 (let ((?x47 (* |out0[2]/k| k)))
 (<= 0 ?x47)))
(assert
 true)
(assert
 (let ((?x49 (* k |out0[2]/k|)))
 (let ((?x47 (* |out0[2]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |out0[2]/k|))
(assert
 (let (($x78 (and (and (and (<= 0 i0) (< i0 |in0[0]|)) (<= 0 i1)) (< i1 |slice_sizes[1]|))))
 (and (and $x78 (<= 0 i2)) (< i2 |out0[2]/k|))))
(assert
 (let ((?x47 (* |out0[2]/k| k)))
 (= |in0[2]| ?x47)))
(assert
 (= |in0[2]/k| |out0[2]/k|))
(assert
 (= |out0[0]| |in0[0]|))
(assert
 (= |out0[1]| |slice_sizes[1]|))
(assert
 (let ((?x47 (* |out0[2]/k| k)))
 (= |out0[2]| ?x47)))
(assert
 (= |slice_sizes[0]| |in0[0]|))
(assert
 (let ((?x47 (* |out0[2]/k| k)))
 (= |slice_sizes[2]| ?x47)))
(assert
 (let ((?x143 (* r |out0[2]/k|)))
 (let ((?x144 (div 0 k)))
 (let ((?x145 (+ |out0[2]/k| ?x144)))
 (let ((?x146 (- |out0[2]/k| ?x145)))
 (let ((?x148 (toInt in3)))
 (let ((?x150 (ite (>= 0 ?x148) 0 ?x148)))
 (let ((?x135 (- |in0[1]| |slice_sizes[1]|)))
 (let ((?x137 (toInt in2)))
 (let ((?x139 (ite (>= 0 ?x137) 0 ?x137)))
 (let ((?x142 (+ (ite (<= ?x139 ?x135) ?x139 ?x135) i1)))
 (let ((?x129 (toInt in1)))
 (let ((?x131 (ite (>= 0 ?x129) 0 ?x129)))
 (let ((?x134 (+ (ite (<= ?x131 0) ?x131 0) i0)))
 (let (($x161 (= (in0 ?x134 ?x142 (+ (ite (<= ?x150 0) ?x150 0) (+ i2 ?x143))) (in0 ?x134 ?x142 (+ (+ (ite (<= ?x150 ?x146) ?x150 ?x146) i2) ?x143)))))
 (let (($x162 (and true $x161)))
 (not $x162)))))))))))))))))
(check-sat)
