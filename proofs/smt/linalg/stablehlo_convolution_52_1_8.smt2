; type: the local op satisfies convolution C16
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]/feature_group_count[0]| () Int)
(declare-fun |feature_group_count[0]/k| () Int)
(declare-fun |in1[0]| () Int)
(declare-fun |in1[1]| () Int)
(declare-fun |in1[2]/feature_group_count[0]| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun |window_strides[0]| () Int)
(declare-fun |feature_group_count[0]| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |in0[2]/k| () Int)
(declare-fun |in1[2]| () Int)
(declare-fun |in1[2]/k| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (let ((?x48 (* |feature_group_count[0]/k| |in0[2]/feature_group_count[0]|)))
 (let ((?x49 (* ?x48 k)))
 (<= 1 ?x49))))
(assert
 (<= 1 |in1[0]|))
(assert
 (<= 1 |in1[1]|))
(assert
 (let ((?x60 (* |feature_group_count[0]/k| |in1[2]/feature_group_count[0]|)))
 (let ((?x61 (* ?x60 k)))
 (<= 1 ?x61))))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |out0[1]|))
(assert
 (let ((?x60 (* |feature_group_count[0]/k| |in1[2]/feature_group_count[0]|)))
 (let ((?x61 (* ?x60 k)))
 (<= 1 ?x61))))
(assert
 (let ((?x48 (* |feature_group_count[0]/k| |in0[2]/feature_group_count[0]|)))
 (let ((?x49 (* ?x48 k)))
 (= ?x49 (* k ?x48)))))
(assert
 (let ((?x48 (* |feature_group_count[0]/k| |in0[2]/feature_group_count[0]|)))
 (<= 1 ?x48)))
(assert
 (let ((?x60 (* |feature_group_count[0]/k| |in1[2]/feature_group_count[0]|)))
 (let ((?x61 (* ?x60 k)))
 (= ?x61 (* k ?x60)))))
(assert
 (let ((?x60 (* |feature_group_count[0]/k| |in1[2]/feature_group_count[0]|)))
 (<= 1 ?x60)))
(assert
 (let ((?x76 (* k |feature_group_count[0]/k|)))
 (let ((?x78 (* |feature_group_count[0]/k| k)))
 (= ?x78 ?x76))))
(assert
 (<= 1 |feature_group_count[0]/k|))
(assert
 (< 0 |window_strides[0]|))
(assert
 true)
(assert
 true)
(assert
 (let ((?x78 (* |feature_group_count[0]/k| k)))
 (< 0 ?x78)))
(assert
 true)
(assert
 (let ((?x48 (* |feature_group_count[0]/k| |in0[2]/feature_group_count[0]|)))
 (let ((?x49 (* ?x48 k)))
 (= ?x49 (* (* |feature_group_count[0]/k| k) |in0[2]/feature_group_count[0]|)))))
(assert
 (= |in1[1]| |in0[2]/feature_group_count[0]|))
(assert
 true)
(assert
 (let ((?x60 (* |feature_group_count[0]/k| |in1[2]/feature_group_count[0]|)))
 (let ((?x61 (* ?x60 k)))
 (= ?x61 (* (* |feature_group_count[0]/k| k) |in1[2]/feature_group_count[0]|)))))
(assert
 true)
(assert
 true)
(assert
 (let (($x96 (= |in1[0]| 0)))
 (let ((?x97 (ite $x96 0 (+ (- |in1[0]| 1) 1))))
 (let (($x100 (= |in0[1]| 0)))
 (let ((?x101 (ite $x100 0 (+ (- |in0[1]| 1) 1))))
 (let ((?x108 (ite (or (= ?x101 0) (< ?x101 ?x97)) 0 (+ (div (- ?x101 ?x97) |window_strides[0]|) 1))))
 (= |out0[1]| ?x108)))))))
(assert
 (let ((?x60 (* |feature_group_count[0]/k| |in1[2]/feature_group_count[0]|)))
 (let ((?x61 (* ?x60 k)))
 (= ?x61 (* k ?x60)))))
(assert
 (let ((?x60 (* |feature_group_count[0]/k| |in1[2]/feature_group_count[0]|)))
 (<= 1 ?x60)))
(assert
 (<= 1 |in0[2]/feature_group_count[0]|))
(assert
 (<= 1 |in1[2]/feature_group_count[0]|))
(assert
 (let ((?x78 (* |feature_group_count[0]/k| k)))
 (= |feature_group_count[0]| ?x78)))
(assert
 (let ((?x48 (* |feature_group_count[0]/k| |in0[2]/feature_group_count[0]|)))
 (let ((?x49 (* ?x48 k)))
 (= |in0[2]| ?x49))))
(assert
 (let ((?x48 (* |feature_group_count[0]/k| |in0[2]/feature_group_count[0]|)))
 (= |in0[2]/k| ?x48)))
(assert
 (let ((?x60 (* |feature_group_count[0]/k| |in1[2]/feature_group_count[0]|)))
 (let ((?x61 (* ?x60 k)))
 (= |in1[2]| ?x61))))
(assert
 (let ((?x60 (* |feature_group_count[0]/k| |in1[2]/feature_group_count[0]|)))
 (= |in1[2]/k| ?x60)))
(assert
 (not true))
(check-sat)
