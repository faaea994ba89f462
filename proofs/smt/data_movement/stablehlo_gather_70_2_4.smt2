; type: the local op satisfies gather C22
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |out0[2]/k| () Int)
(declare-fun |in1[0]| () Int)
(declare-fun |in1[1]| () Int)
(declare-fun |slice_sizes[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun |out0[2]| () Int)
(declare-fun |slice_sizes[1]| () Int)
(declare-fun |slice_sizes[1]/k| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (<= 1 |in0[0]|))
(assert
 (let ((?x44 (* |out0[2]/k| k)))
 (<= 1 ?x44)))
(assert
 (<= 1 |in1[0]|))
(assert
 (<= 1 |in1[1]|))
(assert
 (<= 1 |in1[0]|))
(assert
 (<= 1 |in1[1]|))
(assert
 (let ((?x46 (* k |out0[2]/k|)))
 (<= 1 ?x46)))
(assert
 true)
(assert
 (let ((?x46 (* k |out0[2]/k|)))
 (let ((?x44 (* |out0[2]/k| k)))
 (= ?x44 ?x46))))
(assert
 (<= 1 |out0[2]/k|))
(assert
 (let ((?x46 (* k |out0[2]/k|)))
 (let ((?x44 (* |out0[2]/k| k)))
 (= ?x44 ?x46))))
(assert
 (<= 1 |out0[2]/k|))
(assert
 (<= |slice_sizes[0]| 1))
(assert
 (and (<= 0 |slice_sizes[0]|) (<= |slice_sizes[0]| |in0[0]|)))
(assert
 (let ((?x44 (* |out0[2]/k| k)))
 (<= 0 ?x44)))
(assert
 true)
(assert
 true)
(assert
 (let ((?x44 (* |out0[2]/k| k)))
 (let ((?x46 (* k |out0[2]/k|)))
 (= ?x46 ?x44))))
(assert
 true)
(assert
 (<= 1 |out0[2]/k|))
(assert
 (let ((?x44 (* |out0[2]/k| k)))
 (= |in0[1]| ?x44)))
(assert
 (= |in0[1]/k| |out0[2]/k|))
(assert
 (let ((?x46 (* k |out0[2]/k|)))
 (= |out0[2]| ?x46)))
(assert
 (let ((?x44 (* |out0[2]/k| k)))
 (= |slice_sizes[1]| ?x44)))
(assert
 (= |slice_sizes[1]/k| |out0[2]/k|))
(assert
 (not true))
(check-sat)
