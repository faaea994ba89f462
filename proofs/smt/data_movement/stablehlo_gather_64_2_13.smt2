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
(declare-fun |in0[3]| () Int)
(declare-fun |in1[0]| () Int)
(declare-fun |in1[2]/k| () Int)
(declare-fun |slice_sizes[1]| () Int)
(declare-fun |slice_sizes[0]| () Int)
(declare-fun i4 () Int)
(declare-fun i3 () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |in1[2]| () Int)
(declare-fun |in1[3]| () Int)
(declare-fun |out0[3]| () Int)
(declare-fun |out0[4]| () Int)
(declare-fun |slice_sizes[2]| () Int)
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
 (<= 1 |in0[2]|))
(assert
 (<= 1 |in0[3]|))
(assert
 (<= 1 |in1[0]|))
(assert
 (<= 1 |in0[0]|))
(assert
 (let ((?x56 (* |in1[2]/k| k)))
 (<= 1 ?x56)))
(assert
 true)
(assert
 (<= 1 |in1[0]|))
(assert
 (<= 1 |in0[0]|))
(assert
 (let ((?x56 (* |in1[2]/k| k)))
 (<= 1 ?x56)))
(assert
 (<= 1 |in0[2]|))
(assert
 (<= 1 |in0[3]|))
(assert
 true)
(assert
 true)
(assert
 (let ((?x58 (* k |in1[2]/k|)))
 (let ((?x56 (* |in1[2]/k| k)))
 (= ?x56 ?x58))))
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
 (<= 0 |in0[3]|))
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 (let ((?x58 (* k |in1[2]/k|)))
 (let ((?x56 (* |in1[2]/k| k)))
 (= ?x56 ?x58))))
(assert
 (<= 1 |in1[2]/k|))
(assert
 (let (($x93 (and (and (and (<= 0 i0) (< i0 |in1[0]|)) (<= 0 i1)) (< i1 |in0[0]|))))
 (let (($x101 (and (and (and $x93 (<= 0 i2)) (< i2 |in1[2]/k|)) (<= 0 i3))))
 (and (and (and $x101 (< i3 |in0[2]|)) (<= 0 i4)) (< i4 |in0[3]|)))))
(assert
 (let ((?x56 (* |in1[2]/k| k)))
 (= |in1[2]| ?x56)))
(assert
 (= |in1[3]| 2))
(assert
 (= |out0[3]| |in0[2]|))
(assert
 (= |out0[4]| |in0[3]|))
(assert
 (= |slice_sizes[2]| |in0[2]|))
(assert
 (= |slice_sizes[3]| |in0[3]|))
(assert
 (let ((?x170 (toInt (in1 i0 i1 (+ i2 (* r |in1[2]/k|)) 0))))
 (let ((?x172 (ite (>= 0 ?x170) 0 ?x170)))
 (let ((?x160 (- |in0[1]| |slice_sizes[1]|)))
 (let ((?x164 (toInt (in1 i0 i1 (+ i2 (* r |in1[2]/k|)) 1))))
 (let ((?x166 (ite (>= 0 ?x164) 0 ?x164)))
 (let ((?x176 (in0 i1 (ite (<= ?x166 ?x160) ?x166 ?x160) (+ (ite (<= ?x172 0) ?x172 0) i3) i4)))
 (let (($x178 (and true (= ?x176 ?x176))))
 (not $x178)))))))))
(check-sat)
