; type: the local op satisfies gather C21
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |out0[3]/k| () Int)
(declare-fun |in0[3]| () Int)
(declare-fun |in1[0]| () Int)
(declare-fun |in1[2]| () Int)
(declare-fun |slice_sizes[1]| () Int)
(declare-fun |slice_sizes[0]| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |in0[2]/k| () Int)
(declare-fun |in1[3]| () Int)
(declare-fun |out0[3]| () Int)
(declare-fun |out0[4]| () Int)
(declare-fun |slice_sizes[2]| () Int)
(declare-fun |slice_sizes[2]/k| () Int)
(declare-fun |slice_sizes[3]| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (let ((?x47 (* |out0[3]/k| k)))
 (<= 1 ?x47)))
(assert
 (<= 1 |in0[3]|))
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
 (let ((?x49 (* k |out0[3]/k|)))
 (<= 1 ?x49)))
(assert
 (<= 1 |in0[3]|))
(assert
 true)
(assert
 true)
(assert
 (let ((?x49 (* k |out0[3]/k|)))
 (let ((?x47 (* |out0[3]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |out0[3]/k|))
(assert
 (let ((?x49 (* k |out0[3]/k|)))
 (let ((?x47 (* |out0[3]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |out0[3]/k|))
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
 (let ((?x47 (* |out0[3]/k| k)))
 (<= 0 ?x47)))
(assert
 (<= 0 |in0[3]|))
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 (let ((?x47 (* |out0[3]/k| k)))
 (let ((?x49 (* k |out0[3]/k|)))
 (= ?x49 ?x47))))
(assert
 true)
(assert
 true)
(assert
 (<= 1 |out0[3]/k|))
(assert
 (let ((?x47 (* |out0[3]/k| k)))
 (= |in0[2]| ?x47)))
(assert
 (= |in0[2]/k| |out0[3]/k|))
(assert
 (= |in1[3]| 2))
(assert
 (let ((?x49 (* k |out0[3]/k|)))
 (= |out0[3]| ?x49)))
(assert
 (= |out0[4]| |in0[3]|))
(assert
 (let ((?x47 (* |out0[3]/k| k)))
 (= |slice_sizes[2]| ?x47)))
(assert
 (= |slice_sizes[2]/k| |out0[3]/k|))
(assert
 (= |slice_sizes[3]| |in0[3]|))
(assert
 (let (($x113 (<= 0 |out0[3]/k|)))
 (not $x113)))
(check-sat)
