; type: the local op satisfies gather C21
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in1[0]/k| () Int)
(declare-fun |in1[1]| () Int)
(declare-fun |slice_sizes[0]| () Int)
(declare-fun |in1[0]| () Int)
(declare-fun |out0[2]| () Int)
(declare-fun |slice_sizes[1]| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (let ((?x47 (* |in1[0]/k| k)))
 (<= 1 ?x47)))
(assert
 (<= 1 |in1[1]|))
(assert
 (let ((?x47 (* |in1[0]/k| k)))
 (<= 1 ?x47)))
(assert
 (<= 1 |in1[1]|))
(assert
 (<= 1 |in0[1]|))
(assert
 true)
(assert
 (let ((?x49 (* k |in1[0]/k|)))
 (let ((?x47 (* |in1[0]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |in1[0]/k|))
(assert
 (<= |slice_sizes[0]| 1))
(assert
 (and (<= 0 |slice_sizes[0]|) (<= |slice_sizes[0]| |in0[0]|)))
(assert
 (<= 0 |in0[1]|))
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 (let ((?x49 (* k |in1[0]/k|)))
 (let ((?x47 (* |in1[0]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |in1[0]/k|))
(assert
 (let ((?x47 (* |in1[0]/k| k)))
 (= |in1[0]| ?x47)))
(assert
 (= |out0[2]| |in0[1]|))
(assert
 (= |slice_sizes[1]| |in0[1]|))
(assert
 (let (($x64 (<= 0 |in0[1]|)))
 (not $x64)))
(check-sat)
