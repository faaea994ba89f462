; result 0 (sum): fold filter agrees
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]/batch_group_count[0]| () Int)
(declare-fun |batch_group_count[0]| () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |in1[1]/batch_group_count[0]| () Int)
(declare-fun |in1[2]| () Int)
(declare-fun |out0[0]| () Int)
(declare-fun |out0[2]| () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun c4 () Int)
(declare-fun c3 () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in1[1]| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (let ((?x42 (* |batch_group_count[0]| |in0[0]/batch_group_count[0]|)))
 (<= 1 ?x42)))
(assert
 (let ((?x47 (* |in0[1]/k| k)))
 (<= 1 ?x47)))
(assert
 (<= 1 |in0[2]|))
(assert
 (let ((?x47 (* |in0[1]/k| k)))
 (<= 1 ?x47)))
(assert
 (let ((?x55 (* |batch_group_count[0]| |in1[1]/batch_group_count[0]|)))
 (<= 1 ?x55)))
(assert
 (<= 1 |in1[2]|))
(assert
 (<= 1 |out0[0]|))
(assert
 (let ((?x55 (* |batch_group_count[0]| |in1[1]/batch_group_count[0]|)))
 (<= 1 ?x55)))
(assert
 (<= 1 |out0[2]|))
(assert
 (let ((?x49 (* k |in0[1]/k|)))
 (let ((?x47 (* |in0[1]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |in0[1]/k|))
(assert
 (let ((?x49 (* k |in0[1]/k|)))
 (let ((?x47 (* |in0[1]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |in0[1]/k|))
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 (< 0 |batch_group_count[0]|))
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
 (= |out0[0]| |in0[0]/batch_group_count[0]|))
(assert
 true)
(assert
 (let (($x76 (= |in1[2]| 0)))
 (let ((?x77 (ite $x76 0 (+ (- |in1[2]| 1) 1))))
 (let (($x80 (= |in0[2]| 0)))
 (let ((?x81 (ite $x80 0 (+ (- |in0[2]| 1) 1))))
 (let ((?x87 (ite (or (= ?x81 0) (< ?x81 ?x77)) 0 (+ (- ?x81 ?x77) 1))))
 (= |out0[2]| ?x87)))))))
(assert
 (let (($x115 (and (and (and (<= 0 i0) (< i0 |out0[0]|)) (<= 0 i1)) (< i1 (* |batch_group_count[0]| |in1[1]/batch_group_count[0]|)))))
 (and (and $x115 (<= 0 i2)) (< i2 |out0[2]|))))
(assert
 (and (and (and (<= 0 c3) (< c3 |in1[2]|)) (<= 0 c4)) (< c4 |in0[1]/k|)))
(assert
 (<= 1 |in0[0]/batch_group_count[0]|))
(assert
 (<= 1 |in1[1]/batch_group_count[0]|))
(assert
 (let ((?x42 (* |batch_group_count[0]| |in0[0]/batch_group_count[0]|)))
 (= |in0[0]| ?x42)))
(assert
 (let ((?x47 (* |in0[1]/k| k)))
 (= |in0[1]| ?x47)))
(assert
 (let ((?x55 (* |batch_group_count[0]| |in1[1]/batch_group_count[0]|)))
 (= |in1[1]| ?x55)))
(assert
 (not true))
(check-sat)
