; type: the local op satisfies convolution C14
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]/batch_group_count[0]| () Int)
(declare-fun |batch_group_count[0]/k| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |in1[1]/batch_group_count[0]| () Int)
(declare-fun |in1[2]| () Int)
(declare-fun |out0[0]| () Int)
(declare-fun |out0[2]| () Int)
(declare-fun |batch_group_count[0]| () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[0]/k| () Int)
(declare-fun |in1[1]| () Int)
(declare-fun |in1[1]/k| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (let ((?x42 (* |batch_group_count[0]/k| |in0[0]/batch_group_count[0]|)))
 (let ((?x43 (* ?x42 k)))
 (<= 1 ?x43))))
(assert
 (<= 1 |in0[1]|))
(assert
 (<= 1 |in0[2]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (let ((?x54 (* |batch_group_count[0]/k| |in1[1]/batch_group_count[0]|)))
 (let ((?x55 (* ?x54 k)))
 (<= 1 ?x55))))
(assert
 (<= 1 |in1[2]|))
(assert
 (<= 1 |out0[0]|))
(assert
 (let ((?x54 (* |batch_group_count[0]/k| |in1[1]/batch_group_count[0]|)))
 (let ((?x55 (* ?x54 k)))
 (<= 1 ?x55))))
(assert
 (<= 1 |out0[2]|))
(assert
 (let ((?x42 (* |batch_group_count[0]/k| |in0[0]/batch_group_count[0]|)))
 (let ((?x43 (* ?x42 k)))
 (= ?x43 (* k ?x42)))))
(assert
 (let ((?x42 (* |batch_group_count[0]/k| |in0[0]/batch_group_count[0]|)))
 (<= 1 ?x42)))
(assert
 (let ((?x54 (* |batch_group_count[0]/k| |in1[1]/batch_group_count[0]|)))
 (let ((?x55 (* ?x54 k)))
 (= ?x55 (* k ?x54)))))
(assert
 (let ((?x54 (* |batch_group_count[0]/k| |in1[1]/batch_group_count[0]|)))
 (<= 1 ?x54)))
(assert
 (let ((?x76 (* k |batch_group_count[0]/k|)))
 (let ((?x78 (* |batch_group_count[0]/k| k)))
 (= ?x78 ?x76))))
(assert
 (<= 1 |batch_group_count[0]/k|))
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 (let ((?x78 (* |batch_group_count[0]/k| k)))
 (< 0 ?x78)))
(assert
 (let ((?x42 (* |batch_group_count[0]/k| |in0[0]/batch_group_count[0]|)))
 (let ((?x43 (* ?x42 k)))
 (= ?x43 (* (* |batch_group_count[0]/k| k) |in0[0]/batch_group_count[0]|)))))
(assert
 true)
(assert
 true)
(assert
 (let ((?x54 (* |batch_group_count[0]/k| |in1[1]/batch_group_count[0]|)))
 (let ((?x55 (* ?x54 k)))
 (= ?x55 (* (* |batch_group_count[0]/k| k) |in1[1]/batch_group_count[0]|)))))
(assert
 true)
(assert
 (= |out0[0]| |in0[0]/batch_group_count[0]|))
(assert
 true)
(assert
 (let (($x92 (= |in1[2]| 0)))
 (let ((?x93 (ite $x92 0 (+ (- |in1[2]| 1) 1))))
 (let (($x96 (= |in0[2]| 0)))
 (let ((?x97 (ite $x96 0 (+ (- |in0[2]| 1) 1))))
 (let ((?x103 (ite (or (= ?x97 0) (< ?x97 ?x93)) 0 (+ (- ?x97 ?x93) 1))))
 (= |out0[2]| ?x103)))))))
(assert
 (let ((?x54 (* |batch_group_count[0]/k| |in1[1]/batch_group_count[0]|)))
 (let ((?x55 (* ?x54 k)))
 (= ?x55 (* k ?x54)))))
(assert
 (let ((?x54 (* |batch_group_count[0]/k| |in1[1]/batch_group_count[0]|)))
 (<= 1 ?x54)))
(assert
 (<= 1 |in0[0]/batch_group_count[0]|))
(assert
 (<= 1 |in1[1]/batch_group_count[0]|))
(assert
 (let ((?x78 (* |batch_group_count[0]/k| k)))
 (= |batch_group_count[0]| ?x78)))
(assert
 (let ((?x42 (* |batch_group_count[0]/k| |in0[0]/batch_group_count[0]|)))
 (let ((?x43 (* ?x42 k)))
 (= |in0[0]| ?x43))))
(assert
 (let ((?x42 (* |batch_group_count[0]/k| |in0[0]/batch_group_count[0]|)))
 (= |in0[0]/k| ?x42)))
(assert
 (let ((?x54 (* |batch_group_count[0]/k| |in1[1]/batch_group_count[0]|)))
 (let ((?x55 (* ?x54 k)))
 (= |in1[1]| ?x55))))
(assert
 (let ((?x54 (* |batch_group_count[0]/k| |in1[1]/batch_group_count[0]|)))
 (= |in1[1]/k| ?x54)))
(assert
 (not true))
(check-sat)
