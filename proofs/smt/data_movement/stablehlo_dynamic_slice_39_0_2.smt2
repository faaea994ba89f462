; type: the local op satisfies dynamic_slice C4
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |out0[0]/k| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |slice_sizes[1]| () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[0]/k| () Int)
(declare-fun |out0[0]| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun |out0[2]| () Int)
(declare-fun |slice_sizes[0]| () Int)
(declare-fun |slice_sizes[0]/k| () Int)
(declare-fun |slice_sizes[2]| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (let ((?x41 (* |out0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (<= 1 |in0[1]|))
(assert
 (<= 1 |in0[2]|))
(assert
 (let ((?x43 (* k |out0[0]/k|)))
 (<= 1 ?x43)))
(assert
 (<= 1 |slice_sizes[1]|))
(assert
 (<= 1 |in0[2]|))
(assert
 true)
(assert
 (not (= |slice_sizes[1]| |in0[1]|)))
(assert
 true)
(assert
 (let ((?x43 (* k |out0[0]/k|)))
 (let ((?x41 (* |out0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |out0[0]/k|))
(assert
 (let ((?x43 (* k |out0[0]/k|)))
 (let ((?x41 (* |out0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |out0[0]/k|))
(assert
 (let ((?x41 (* |out0[0]/k| k)))
 (<= 0 ?x41)))
(assert
 (let ((?x41 (* |out0[0]/k| k)))
 (let ((?x43 (* k |out0[0]/k|)))
 (= ?x43 ?x41))))
(assert
 (and (<= 0 |slice_sizes[1]|) (<= |slice_sizes[1]| |in0[1]|)))
(assert
 true)
(assert
 (<= 0 |in0[2]|))
(assert
 true)
(assert
 true)
(assert
 (<= 1 |out0[0]/k|))
(assert
 (let ((?x41 (* |out0[0]/k| k)))
 (= |in0[0]| ?x41)))
(assert
 (= |in0[0]/k| |out0[0]/k|))
(assert
 (let ((?x43 (* k |out0[0]/k|)))
 (= |out0[0]| ?x43)))
(assert
 (= |out0[1]| |slice_sizes[1]|))
(assert
 (= |out0[2]| |in0[2]|))
(assert
 (let ((?x41 (* |out0[0]/k| k)))
 (= |slice_sizes[0]| ?x41)))
(assert
 (= |slice_sizes[0]/k| |out0[0]/k|))
(assert
 (= |slice_sizes[2]| |in0[2]|))
(assert
 (let (($x65 (and (<= 0 |slice_sizes[1]|) (<= |slice_sizes[1]| |in0[1]|))))
 (not $x65)))
(check-sat)
