; type: the local op satisfies gather C9
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |in0[3]| () Int)
(declare-fun |in1[0]/k| () Int)
(declare-fun |in1[2]| () Int)
(declare-fun |slice_sizes[1]| () Int)
(declare-fun |slice_sizes[0]| () Int)
(declare-fun |in1[0]| () Int)
(declare-fun |in1[3]| () Int)
(declare-fun |out0[3]| () Int)
(declare-fun |out0[4]| () Int)
(declare-fun |slice_sizes[2]| () Int)
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
 (<= 1 |in0[2]|))
(assert
 (<= 1 |in0[3]|))
(assert
 (let ((?x53 (* |in1[0]/k| k)))
 (<= 1 ?x53)))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in1[2]|))
(assert
 true)
(assert
 (let ((?x53 (* |in1[0]/k| k)))
 (<= 1 ?x53)))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in1[2]|))
(assert
 (<= 1 |in0[2]|))
(assert
 (<= 1 |in0[3]|))
(assert
 true)
(assert
 true)
(assert
 (let ((?x55 (* k |in1[0]/k|)))
 (let ((?x53 (* |in1[0]/k| k)))
 (= ?x53 ?x55))))
(assert
 (<= 1 |in1[0]/k|))
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
 (<= 0 |in0[3]|))
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
 (let ((?x55 (* k |in1[0]/k|)))
 (let ((?x53 (* |in1[0]/k| k)))
 (= ?x53 ?x55))))
(assert
 (<= 1 |in1[0]/k|))
(assert
 (let ((?x53 (* |in1[0]/k| k)))
 (= |in1[0]| ?x53)))
(assert
 (= |in1[3]| 2))
(assert
 (= |out0[3]| |in0[2]|))
(assert
 (= |out0[4]| |in0[3]|))
(assert
 (= |slice_sizes[2]| |in0[2]|))
(assert
 (= |slice_sizes[3]| |in0[3]|))
(assert
 (let (($x64 (<= |slice_sizes[1]| 1)))
 (not $x64)))
(check-sat)
