; type: the local op satisfies convolution C16
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]/k| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]/feature_group_count[0]| () Int)
(declare-fun |feature_group_count[0]| () Int)
(declare-fun |in1[0]| () Int)
(declare-fun |in1[1]| () Int)
(declare-fun |in1[2]/feature_group_count[0]| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun |window_strides[0]| () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |in1[2]| () Int)
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
 (let ((?x50 (* |feature_group_count[0]| |in0[2]/feature_group_count[0]|)))
 (<= 1 ?x50)))
(assert
 (<= 1 |in1[0]|))
(assert
 (<= 1 |in1[1]|))
(assert
 (let ((?x61 (* |feature_group_count[0]| |in1[2]/feature_group_count[0]|)))
 (<= 1 ?x61)))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (<= 1 |out0[1]|))
(assert
 (let ((?x61 (* |feature_group_count[0]| |in1[2]/feature_group_count[0]|)))
 (<= 1 ?x61)))
(assert
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[0]/k|))
(assert
 (< 0 |window_strides[0]|))
(assert
 true)
(assert
 true)
(assert
 (< 0 |feature_group_count[0]|))
(assert
 true)
(assert
 true)
(assert
 (= |in1[1]| |in0[2]/feature_group_count[0]|))
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 (let (($x80 (= |in1[0]| 0)))
 (let ((?x81 (ite $x80 0 (+ (- |in1[0]| 1) 1))))
 (let (($x84 (= |in0[1]| 0)))
 (let ((?x85 (ite $x84 0 (+ (- |in0[1]| 1) 1))))
 (let ((?x92 (ite (or (= ?x85 0) (< ?x85 ?x81)) 0 (+ (div (- ?x85 ?x81) |window_strides[0]|) 1))))
 (= |out0[1]| ?x92)))))))
(assert
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[0]/k|))
(assert
 (<= 1 |in0[2]/feature_group_count[0]|))
(assert
 (<= 1 |in1[2]/feature_group_count[0]|))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (= |in0[0]| ?x41)))
(assert
 (let ((?x50 (* |feature_group_count[0]| |in0[2]/feature_group_count[0]|)))
 (= |in0[2]| ?x50)))
(assert
 (let ((?x61 (* |feature_group_count[0]| |in1[2]/feature_group_count[0]|)))
 (= |in1[2]| ?x61)))
(assert
 (not true))
(check-sat)
