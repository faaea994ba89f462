; type: the local op satisfies convolution C8
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]/k| () Int)
(declare-fun |in0[1]/feature_group_count[0]| () Int)
(declare-fun |feature_group_count[0]| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |in0[3]| () Int)
(declare-fun |in1[0]/feature_group_count[0]| () Int)
(declare-fun |in1[1]| () Int)
(declare-fun |in1[2]| () Int)
(declare-fun |in1[3]| () Int)
(declare-fun |out0[2]| () Int)
(declare-fun |out0[3]| () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in1[0]| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (let ((?x47 (* |feature_group_count[0]| |in0[1]/feature_group_count[0]|)))
 (<= 1 ?x47)))
(assert
 (<= 1 |in0[2]|))
(assert
 (<= 1 |in0[3]|))
(assert
 (let ((?x58 (* |feature_group_count[0]| |in1[0]/feature_group_count[0]|)))
 (<= 1 ?x58)))
(assert
 (<= 1 |in1[1]|))
(assert
 (<= 1 |in1[2]|))
(assert
 (<= 1 |in1[3]|))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (let ((?x58 (* |feature_group_count[0]| |in1[0]/feature_group_count[0]|)))
 (<= 1 ?x58)))
(assert
 (<= 1 |out0[2]|))
(assert
 (<= 1 |out0[3]|))
(assert
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[0]/k|))
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
 true)
(assert
 (< 0 |feature_group_count[0]|))
(assert
 true)
(assert
 true)
(assert
 (= |in1[1]| |in0[1]/feature_group_count[0]|))
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 (let (($x85 (= |in1[2]| 0)))
 (let ((?x86 (ite $x85 0 (+ (- |in1[2]| 1) 1))))
 (let (($x89 (= |in0[2]| 0)))
 (let ((?x90 (ite $x89 0 (+ (- |in0[2]| 1) 1))))
 (let ((?x96 (ite (or (= ?x90 0) (< ?x90 ?x86)) 0 (+ (- ?x90 ?x86) 1))))
 (= |out0[2]| ?x96)))))))
(assert
 (let (($x118 (= |in1[3]| 0)))
 (let ((?x119 (ite $x118 0 (+ (- |in1[3]| 1) 1))))
 (let (($x122 (= |in0[3]| 0)))
 (let ((?x123 (ite $x122 0 (+ (- |in0[3]| 1) 1))))
 (let ((?x129 (ite (or (= ?x123 0) (< ?x123 ?x119)) 0 (+ (- ?x123 ?x119) 1))))
 (= |out0[3]| ?x129)))))))
(assert
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[0]/k|))
(assert
 (<= 1 |in0[1]/feature_group_count[0]|))
(assert
 (<= 1 |in1[0]/feature_group_count[0]|))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (= |in0[0]| ?x41)))
(assert
 (let ((?x47 (* |feature_group_count[0]| |in0[1]/feature_group_count[0]|)))
 (= |in0[1]| ?x47)))
(assert
 (let ((?x58 (* |feature_group_count[0]| |in1[0]/feature_group_count[0]|)))
 (= |in1[0]| ?x58)))
(assert
 (not true))
(check-sat)
