; result 0: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |out0[3]/k| () Int)
(declare-fun |in0[3]| () Int)
(declare-fun |in1[0]| () Int)
(declare-fun |in1[2]| () Int)
(declare-fun |slice_sizes[1]| () Int)
(declare-fun |slice_sizes[0]| () Int)
(declare-fun i4 () Int)
(declare-fun i3 () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |in0[2]/k| () Int)
(declare-fun |in1[3]| () Int)
(declare-fun |out0[3]| () Int)
(declare-fun |out0[4]| () Int)
(declare-fun |slice_sizes[2]| () Int)
(declare-fun |slice_sizes[2]/k| () Int)
(declare-fun |slice_sizes[3]| () Int)
(declare-fun in0 (Int Int Int Int) Elem)
(declare-fun toInt (Elem) Int)
(declare-fun in1 (Int Int Int Int) Elem)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (let ((?x47 (* |out0[3]/k| k)))
 (<= 1 ?x47)))
(assert
 (<= 1 |in0[3]|))
(assert
 (<= 1 |in1[0]|))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in1[2]|))
(assert
 true)
(assert
 (<= 1 |in1[0]|))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in1[2]|))
(assert
 (let ((?x49 (* k |out0[3]/k|)))
 (<= 1 ?x49)))
(assert
 (<= 1 |in0[3]|))
(assert
 true)
(assert
 true)
(assert
 (let ((?x49 (* k |out0[3]/k|)))
 (let ((?x47 (* |out0[3]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |out0[3]/k|))
(assert
 (let ((?x49 (* k |out0[3]/k|)))
 (let ((?x47 (* |out0[3]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |out0[3]/k|))
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
 (let ((?x47 (* |out0[3]/k| k)))
 (<= 0 ?x47)))
(assert
 (<= 0 |in0[3]|))
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 (let ((?x47 (* |out0[3]/k| k)))
 (let ((?x49 (* k |out0[3]/k|)))
 (= ?x49 ?x47))))
(assert
 true)
(assert
 true)
(assert
 (<= 1 |out0[3]/k|))
(assert
 (let (($x95 (and (and (and (<= 0 i0) (< i0 |in1[0]|)) (<= 0 i1)) (< i1 |in0[0]|))))
 (let (($x103 (and (and (and $x95 (<= 0 i2)) (< i2 |in1[2]|)) (<= 0 i3))))
 (and (and (and $x103 (< i3 |out0[3]/k|)) (<= 0 i4)) (< i4 |in0[3]|)))))
(assert
 (let ((?x47 (* |out0[3]/k| k)))
 (= |in0[2]| ?x47)))
(assert
 (= |in0[2]/k| |out0[3]/k|))
(assert
 (= |in1[3]| 2))
(assert
 (let ((?x49 (* k |out0[3]/k|)))
 (= |out0[3]| ?x49)))
(assert
 (= |out0[4]| |in0[3]|))
(assert
 (let ((?x47 (* |out0[3]/k| k)))
 (= |slice_sizes[2]| ?x47)))
(assert
 (= |slice_sizes[2]/k| |out0[3]/k|))
(assert
 (= |slice_sizes[3]| |in0[3]|))
(assert
 (let ((?x179 (* r |out0[3]/k|)))
 (let ((?x181 (toInt (in1 i0 i1 i2 0))))
 (let ((?x183 (ite (>= 0 ?x181) 0 ?x181)))
 (let ((?x185 (ite (<= ?x183 0) ?x183 0)))
 (let ((?x172 (- |in0[1]| |slice_sizes[1]|)))
 (let ((?x174 (toInt (in1 i0 i1 i2 1))))
 (let ((?x176 (ite (>= 0 ?x174) 0 ?x174)))
 (let ((?x178 (ite (<= ?x176 ?x172) ?x176 ?x172)))
 (let (($x192 (= (in0 i1 ?x178 (+ ?x185 (+ i3 ?x179)) i4) (in0 i1 ?x178 (+ (+ ?x185 i3) ?x179) i4))))
 (let (($x193 (and true $x192)))
 (not $x193))))))))))))
(check-sat)
