; result 0 fold init: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]/k| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |window_dimensions[0]| () Int)
(declare-fun |window_dimensions[2]| () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun in1 () Elem)
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
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 true)
(assert
 (<= 1 |in0[2]|))
(assert
 (not (= |window_dimensions[0]| (* |in0[0]/k| k))))
(assert
 (<= |window_dimensions[0]| 1))
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 (not (<= |in0[1]| 1)))
(assert
 (not (= |window_dimensions[2]| |in0[2]|)))
(assert
 (<= |window_dimensions[2]| 1))
(assert
 true)
(assert
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[0]/k|))
(assert
 (< 0 |window_dimensions[0]|))
(assert
 (< 0 |in0[1]|))
(assert
 (< 0 |window_dimensions[2]|))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (let ((?x78 (- ?x41 |window_dimensions[0]|)))
 (let (($x85 (and (not (or (= ?x41 0) (< ?x78 0))) (<= (- ?x41 1) ?x78))))
 (or (and (or (= ?x41 0) (< ?x78 0)) (= ?x41 0)) (and $x85 (< ?x78 ?x41)))))))
(assert
 (not (= |in0[1]| 0)))
(assert
 (let (($x106 (= |in0[2]| 0)))
 (let (($x109 (or $x106 (< (- |in0[2]| |window_dimensions[2]|) 0))))
 (let (($x114 (and (not $x109) (<= (- |in0[2]| 1) (- |in0[2]| |window_dimensions[2]|)))))
 (or (and $x109 $x106) (and $x114 (< (- |in0[2]| |window_dimensions[2]|) |in0[2]|)))))))
(assert
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[0]/k|))
(assert
 (let (($x141 (and (and (and (<= 0 i0) (< i0 |in0[0]/k|)) (<= 0 i1)) (< i1 1))))
 (and (and $x141 (<= 0 i2)) (< i2 |in0[2]|))))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (= |in0[0]| ?x41)))
(assert
 (= |out0[1]| 1))
(assert
 (let (($x175 (and true (= in1 in1))))
 (not $x175)))
(check-sat)
