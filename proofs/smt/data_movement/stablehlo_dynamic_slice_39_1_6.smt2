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
(declare-fun |slice_sizes[2]/k| () Int)
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
 (let ((?x49 (* k |out0[2]/k|)))
 (<= 1 ?x49)))
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
 (let ((?x47 (* |out0[2]/k| k)))
 (let ((?x49 (* k |out0[2]/k|)))
 (= ?x49 ?x47))))
(assert
 true)
(assert
 (<= 1 |out0[2]/k|))
(assert
 (let (($x80 (and (and (and (<= 0 i0) (< i0 |in0[0]|)) (<= 0 i1)) (< i1 |slice_sizes[1]|))))
 (and (and $x80 (<= 0 i2)) (< i2 |out0[2]/k|))))
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
 (let ((?x49 (* k |out0[2]/k|)))
 (= |out0[2]| ?x49)))
(assert
 (= |slice_sizes[0]| |in0[0]|))
(assert
 (let ((?x47 (* |out0[2]/k| k)))
 (= |slice_sizes[2]| ?x47)))
(assert
 (= |slice_sizes[2]/k| |out0[2]/k|))
(assert
 (let ((?x147 (* r |out0[2]/k|)))
 (let ((?x149 (toInt in3)))
 (let ((?x151 (ite (>= 0 ?x149) 0 ?x149)))
 (let ((?x153 (ite (<= ?x151 0) ?x151 0)))
 (let ((?x139 (- |in0[1]| |slice_sizes[1]|)))
 (let ((?x141 (toInt in2)))
 (let ((?x143 (ite (>= 0 ?x141) 0 ?x141)))
 (let ((?x146 (+ (ite (<= ?x143 ?x139) ?x143 ?x139) i1)))
 (let ((?x133 (toInt in1)))
 (let ((?x135 (ite (>= 0 ?x133) 0 ?x133)))
 (let ((?x138 (+ (ite (<= ?x135 0) ?x135 0) i0)))
 (let (($x160 (= (in0 ?x138 ?x146 (+ ?x153 (+ i2 ?x147))) (in0 ?x138 ?x146 (+ (+ ?x153 i2) ?x147)))))
 (let (($x161 (and true $x160)))
 (not $x161)))))))))))))))
(check-sat)
