; type: the local op satisfies convolution C3
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]/feature_group_count[0]| () Int)
(declare-fun |feature_group_count[0]/k| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |in0[3]| () Int)
(declare-fun |in1[0]/feature_group_count[0]| () Int)
(declare-fun |in1[1]| () Int)
(declare-fun |in1[2]| () Int)
(declare-fun |in1[3]| () Int)
(declare-fun |out0[2]| () Int)
(declare-fun |out0[3]| () Int)
(declare-fun |feature_group_count[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun |in1[0]| () Int)
(declare-fun |in1[0]/k| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (<= 1 |in0[0]|))
(assert
 (let ((?x45 (* |feature_group_count[0]/k| |in0[1]/feature_group_count[0]|)))
 (let ((?x46 (* ?x45 k)))
 (<= 1 ?x46))))
(assert
 (<= 1 |in0[2]|))
(assert
 (<= 1 |in0[3]|))
(assert
 (let ((?x57 (* |feature_group_count[0]/k| |in1[0]/feature_group_count[0]|)))
 (let ((?x58 (* ?x57 k)))
 (<= 1 ?x58))))
(assert
 (<= 1 |in1[1]|))
(assert
 (<= 1 |in1[2]|))
(assert
 (<= 1 |in1[3]|))
(assert
 (<= 1 |in0[0]|))
(assert
 (let ((?x57 (* |feature_group_count[0]/k| |in1[0]/feature_group_count[0]|)))
 (let ((?x58 (* ?x57 k)))
 (<= 1 ?x58))))
(assert
 (<= 1 |out0[2]|))
(assert
 (<= 1 |out0[3]|))
(assert
 (let ((?x45 (* |feature_group_count[0]/k| |in0[1]/feature_group_count[0]|)))
 (let ((?x46 (* ?x45 k)))
 (= ?x46 (* k ?x45)))))
(assert
 (let ((?x45 (* |feature_group_count[0]/k| |in0[1]/feature_group_count[0]|)))
 (<= 1 ?x45)))
(assert
 (let ((?x57 (* |feature_group_count[0]/k| |in1[0]/feature_group_count[0]|)))
 (let ((?x58 (* ?x57 k)))
 (= ?x58 (* k ?x57)))))
(assert
 (let ((?x57 (* |feature_group_count[0]/k| |in1[0]/feature_group_count[0]|)))
 (<= 1 ?x57)))
(assert
 (let ((?x85 (* k |feature_group_count[0]/k|)))
 (let ((?x87 (* |feature_group_count[0]/k| k)))
 (= ?x87 ?x85))))
(assert
 (<= 1 |feature_group_count[0]/k|))
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
 (let ((?x87 (* |feature_group_count[0]/k| k)))
 (< 0 ?x87)))
(assert
 true)
(assert
 (let ((?x45 (* |feature_group_count[0]/k| |in0[1]/feature_group_count[0]|)))
 (let ((?x46 (* ?x45 k)))
 (= ?x46 (* (* |feature_group_count[0]/k| k) |in0[1]/feature_group_count[0]|)))))
(assert
 (= |in1[1]| |in0[1]/feature_group_count[0]|))
(assert
 true)
(assert
 (let ((?x57 (* |feature_group_count[0]/k| |in1[0]/feature_group_count[0]|)))
 (let ((?x58 (* ?x57 k)))
 (= ?x58 (* (* |feature_group_count[0]/k| k) |in1[0]/feature_group_count[0]|)))))
(assert
 true)
(assert
 true)
(assert
 (let (($x101 (= |in1[2]| 0)))
 (let ((?x102 (ite $x101 0 (+ (- |in1[2]| 1) 1))))
 (let (($x105 (= |in0[2]| 0)))
 (let ((?x106 (ite $x105 0 (+ (- |in0[2]| 1) 1))))
 (let ((?x112 (ite (or (= ?x106 0) (< ?x106 ?x102)) 0 (+ (- ?x106 ?x102) 1))))
 (= |out0[2]| ?x112)))))))
(assert
 (let (($x134 (= |in1[3]| 0)))
 (let ((?x135 (ite $x134 0 (+ (- |in1[3]| 1) 1))))
 (let (($x138 (= |in0[3]| 0)))
 (let ((?x139 (ite $x138 0 (+ (- |in0[3]| 1) 1))))
 (let ((?x145 (ite (or (= ?x139 0) (< ?x139 ?x135)) 0 (+ (- ?x139 ?x135) 1))))
 (= |out0[3]| ?x145)))))))
(assert
 (let ((?x57 (* |feature_group_count[0]/k| |in1[0]/feature_group_count[0]|)))
 (let ((?x58 (* ?x57 k)))
 (= ?x58 (* k ?x57)))))
(assert
 (let ((?x57 (* |feature_group_count[0]/k| |in1[0]/feature_group_count[0]|)))
 (<= 1 ?x57)))
(assert
 (<= 1 |in0[1]/feature_group_count[0]|))
(assert
 (<= 1 |in1[0]/feature_group_count[0]|))
(assert
 (let ((?x87 (* |feature_group_count[0]/k| k)))
 (= |feature_group_count[0]| ?x87)))
(assert
 (let ((?x45 (* |feature_group_count[0]/k| |in0[1]/feature_group_count[0]|)))
 (let ((?x46 (* ?x45 k)))
 (= |in0[1]| ?x46))))
(assert
 (let ((?x45 (* |feature_group_count[0]/k| |in0[1]/feature_group_count[0]|)))
 (= |in0[1]/k| ?x45)))
(assert
 (let ((?x57 (* |feature_group_count[0]/k| |in1[0]/feature_group_count[0]|)))
 (let ((?x58 (* ?x57 k)))
 (= |in1[0]| ?x58))))
(assert
 (let ((?x57 (* |feature_group_count[0]/k| |in1[0]/feature_group_count[0]|)))
 (= |in1[0]/k| ?x57)))
(assert
 (not true))
(check-sat)
