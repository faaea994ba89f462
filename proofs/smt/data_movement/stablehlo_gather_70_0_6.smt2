; result 0: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in1[0]/k| () Int)
(declare-fun |in1[1]| () Int)
(declare-fun |slice_sizes[0]| () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |in1[0]| () Int)
(declare-fun |out0[2]| () Int)
(declare-fun |slice_sizes[1]| () Int)
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
 (<= 1 |in0[1]|))
(assert
 (let ((?x47 (* |in1[0]/k| k)))
 (<= 1 ?x47)))
(assert
 (<= 1 |in1[1]|))
(assert
 (let ((?x47 (* |in1[0]/k| k)))
 (<= 1 ?x47)))
(assert
 (<= 1 |in1[1]|))
(assert
 (<= 1 |in0[1]|))
(assert
 true)
(assert
 (let ((?x49 (* k |in1[0]/k|)))
 (let ((?x47 (* |in1[0]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |in1[0]/k|))
(assert
 (<= |slice_sizes[0]| 1))
(assert
 (and (<= 0 |slice_sizes[0]|) (<= |slice_sizes[0]| |in0[0]|)))
(assert
 (<= 0 |in0[1]|))
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 (let ((?x49 (* k |in1[0]/k|)))
 (let ((?x47 (* |in1[0]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |in1[0]/k|))
(assert
 (let (($x76 (and (and (and (<= 0 i0) (< i0 |in1[0]/k|)) (<= 0 i1)) (< i1 |in1[1]|))))
 (and (and $x76 (<= 0 i2)) (< i2 |in0[1]|))))
(assert
 (let ((?x47 (* |in1[0]/k| k)))
 (= |in1[0]| ?x47)))
(assert
 (= |out0[2]| |in0[1]|))
(assert
 (= |slice_sizes[1]| |in0[1]|))
(assert
 (let ((?x112 (- |in0[0]| |slice_sizes[0]|)))
 (let ((?x116 (toInt (in1 (+ i0 (* r |in1[0]/k|)) i1))))
 (let ((?x118 (ite (>= 0 ?x116) 0 ?x116)))
 (let ((?x121 (in0 (ite (<= ?x118 ?x112) ?x118 ?x112) i2)))
 (let (($x123 (and true (= ?x121 ?x121))))
 (not $x123)))))))
(check-sat)
