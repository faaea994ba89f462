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
 (let ((?x41 (* |out0[0]/k| k)))
 (<= 1 ?x41)))
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
 (let ((?x41 (* |out0[0]/k| k)))
 (<= 0 ?x41)))
(assert
 true)
(assert
 (and (<= 0 |slice_sizes[1]|) (<= |slice_sizes[1]| |in0[1]|)))
(assert
 true)
(assert
 (<= 0 |in0[2]|))
(assert
 true)
(assert
 (let ((?x43 (* k |out0[0]/k|)))
 (let ((?x41 (* |out0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |out0[0]/k|))
(assert
 (let (($x78 (and (and (and (<= 0 i0) (< i0 |out0[0]/k|)) (<= 0 i1)) (< i1 |slice_sizes[1]|))))
 (and (and $x78 (<= 0 i2)) (< i2 |in0[2]|))))
(assert
 (let ((?x41 (* |out0[0]/k| k)))
 (= |in0[0]| ?x41)))
(assert
 (= |in0[0]/k| |out0[0]/k|))
(assert
 (let ((?x41 (* |out0[0]/k| k)))
 (= |out0[0]| ?x41)))
(assert
 (= |out0[1]| |slice_sizes[1]|))
(assert
 (= |out0[2]| |in0[2]|))
(assert
 (let ((?x41 (* |out0[0]/k| k)))
 (= |slice_sizes[0]| ?x41)))
(assert
 (= |slice_sizes[2]| |in0[2]|))
(assert
 (let ((?x149 (toInt in3)))
 (let ((?x151 (ite (>= 0 ?x149) 0 ?x149)))
 (let ((?x154 (+ (ite (<= ?x151 0) ?x151 0) i2)))
 (let ((?x140 (- |in0[1]| |slice_sizes[1]|)))
 (let ((?x142 (toInt in2)))
 (let ((?x144 (ite (>= 0 ?x142) 0 ?x142)))
 (let ((?x147 (+ (ite (<= ?x144 ?x140) ?x144 ?x140) i1)))
 (let ((?x128 (* r |out0[0]/k|)))
 (let ((?x129 (div 0 k)))
 (let ((?x130 (+ |out0[0]/k| ?x129)))
 (let ((?x131 (- |out0[0]/k| ?x130)))
 (let ((?x133 (toInt in1)))
 (let ((?x135 (ite (>= 0 ?x133) 0 ?x133)))
 (let (($x161 (= (in0 (+ (ite (<= ?x135 0) ?x135 0) (+ i0 ?x128)) ?x147 ?x154) (in0 (+ (+ (ite (<= ?x135 ?x131) ?x135 ?x131) i0) ?x128) ?x147 ?x154))))
 (let (($x162 (and true $x161)))
 (not $x162)))))))))))))))))
(check-sat)
