; type: the local op satisfies gather C22
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |out0[4]/k| () Int)
(declare-fun |in1[0]| () Int)
(declare-fun |in1[2]| () Int)
(declare-fun |slice_sizes[1]| () Int)
(declare-fun |slice_sizes[0]| () Int)
(declare-fun |in0[3]| () Int)
(declare-fun |in0[3]/k| () Int)
(declare-fun |in1[3]| () Int)
(declare-fun |out0[3]| () Int)
(declare-fun |out0[4]| () Int)
(declare-fun |slice_sizes[2]| () Int)
(declare-fun |slice_sizes[3]| () Int)
(declare-fun |slice_sizes[3]/k| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (<= 1 |in0[2]|))
(assert
 (let ((?x50 (* |out0[4]/k| k)))
 (<= 1 ?x50)))
(assert
 (<= 1 |in1[0]|))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in1[2]|))
(assert
 true)
(assert
 (<= 1 |in1[0]|))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in1[2]|))
(assert
 (<= 1 |in0[2]|))
(assert
 (let ((?x52 (* k |out0[4]/k|)))
 (<= 1 ?x52)))
(assert
 true)
(assert
 true)
(assert
 (let ((?x52 (* k |out0[4]/k|)))
 (let ((?x50 (* |out0[4]/k| k)))
 (= ?x50 ?x52))))
(assert
 (<= 1 |out0[4]/k|))
(assert
 (let ((?x52 (* k |out0[4]/k|)))
 (let ((?x50 (* |out0[4]/k| k)))
 (= ?x50 ?x52))))
(assert
 (<= 1 |out0[4]/k|))
(assert
 true)
(assert
 true)
(assert
 (<= |slice_sizes[1]| 1))
(assert
 (<= |slice_sizes[0]| 1))
(assert
 (and (<= 0 |slice_sizes[0]|) (<= |slice_sizes[0]| |in0[0]|)))
(assert
 (and (<= 0 |slice_sizes[1]|) (<= |slice_sizes[1]| |in0[1]|)))
(assert
 (<= 0 |in0[2]|))
(assert
 (let ((?x50 (* |out0[4]/k| k)))
 (<= 0 ?x50)))
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 (let ((?x50 (* |out0[4]/k| k)))
 (let ((?x52 (* k |out0[4]/k|)))
 (= ?x52 ?x50))))
(assert
 true)
(assert
 (<= 1 |out0[4]/k|))
(assert
 (let ((?x50 (* |out0[4]/k| k)))
 (= |in0[3]| ?x50)))
(assert
 (= |in0[3]/k| |out0[4]/k|))
(assert
 (= |in1[3]| 2))
(assert
 (= |out0[3]| |in0[2]|))
(assert
 (let ((?x52 (* k |out0[4]/k|)))
 (= |out0[4]| ?x52)))
(assert
 (= |slice_sizes[2]| |in0[2]|))
(assert
 (let ((?x50 (* |out0[4]/k| k)))
 (= |slice_sizes[3]| ?x50)))
(assert
 (= |slice_sizes[3]/k| |out0[4]/k|))
(assert
 (not true))
(check-sat)
