; result 0 fold init: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]/k| () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun |window_dimensions[0]| () Int)
(declare-fun |window_dimensions[2]| () Int)
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
 (let ((?x47 (* |in0[2]/k| k)))
 (<= 1 ?x47)))
(assert
 (<= 1 |in0[0]|))
(assert
 true)
(assert
 (let ((?x47 (* |in0[2]/k| k)))
 (<= 1 ?x47)))
(assert
 (not (= 1 |in0[0]|)))
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 (not (<= |in0[1]| 1)))
(assert
 (not (= 1 (* |in0[2]/k| k))))
(assert
 true)
(assert
 true)
(assert
 (let ((?x49 (* k |in0[2]/k|)))
 (let ((?x47 (* |in0[2]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |in0[2]/k|))
(assert
 true)
(assert
 (< 0 |in0[1]|))
(assert
 true)
(assert
 (let (($x74 (and (not (or (= |in0[0]| 0) (< (- |in0[0]| 1) 0))) (< (- |in0[0]| 1) |in0[0]|))))
 (let (($x67 (= |in0[0]| 0)))
 (let (($x70 (or $x67 (< (- |in0[0]| 1) 0))))
 (or (and $x70 $x67) $x74)))))
(assert
 (not (= |in0[1]| 0)))
(assert
 (let ((?x47 (* |in0[2]/k| k)))
 (let (($x90 (= ?x47 0)))
 (let (($x93 (or $x90 (< (- ?x47 1) 0))))
 (or (and $x93 $x90) (and (not $x93) (< (- ?x47 1) ?x47)))))))
(assert
 (let ((?x49 (* k |in0[2]/k|)))
 (let ((?x47 (* |in0[2]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |in0[2]/k|))
(assert
 (let (($x119 (and (and (and (<= 0 i0) (< i0 |in0[0]|)) (<= 0 i1)) (< i1 1))))
 (and (and $x119 (<= 0 i2)) (< i2 |in0[2]/k|))))
(assert
 true)
(assert
 true)
(assert
 (let ((?x47 (* |in0[2]/k| k)))
 (= |in0[2]| ?x47)))
(assert
 (= |out0[1]| 1))
(assert
 (= |window_dimensions[0]| 1))
(assert
 (= |window_dimensions[2]| 1))
(assert
 (let (($x157 (and true (= in1 in1))))
 (not $x157)))
(check-sat)
