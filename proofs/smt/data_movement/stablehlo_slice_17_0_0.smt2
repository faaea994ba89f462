; type: the local op satisfies slice C3
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |strides[0]| () Int)
(declare-fun |in0[0]/strides[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |out0[0]/k| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun |start_indices[0]| () Int)
(declare-fun |start_indices[1]| () Int)
(declare-fun |in0[0]/k| () Int)
(declare-fun |limit_indices[0]/k| () Int)
(declare-fun |limit_indices[1]| () Int)
(declare-fun |strides[1]| () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |limit_indices[0]| () Int)
(declare-fun |out0[0]| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (let ((?x42 (* |in0[0]/strides[0]| |strides[0]|)))
 (<= 1 ?x42)))
(assert
 (<= 1 |in0[1]|))
(assert
 (let ((?x50 (* k |out0[0]/k|)))
 (<= 1 ?x50)))
(assert
 (<= 1 |out0[1]|))
(assert
 (= |start_indices[0]| 0))
(assert
 true)
(assert
 (let ((?x44 (* |strides[0]| |in0[0]/strides[0]|)))
 (let ((?x42 (* |in0[0]/strides[0]| |strides[0]|)))
 (= ?x42 ?x44))))
(assert
 (not (= |start_indices[1]| 0)))
(assert
 (let ((?x63 (* k |in0[0]/k|)))
 (let ((?x42 (* |in0[0]/strides[0]| |strides[0]|)))
 (= ?x42 ?x63))))
(assert
 (<= 1 |in0[0]/k|))
(assert
 (let ((?x71 (* k |limit_indices[0]/k|)))
 (let ((?x42 (* |in0[0]/strides[0]| |strides[0]|)))
 (= ?x42 ?x71))))
(assert
 (<= 1 |limit_indices[0]/k|))
(assert
 (let (($x77 (<= 0 |start_indices[0]|)))
 (and $x77 (<= |start_indices[0]| (* |in0[0]/strides[0]| |strides[0]|)))))
(assert
 (< 0 |strides[0]|))
(assert
 (let ((?x89 (div (+ (- 1) (* (- 1) |start_indices[0]|)) |strides[0]|)))
 (let ((?x50 (* k |out0[0]/k|)))
 (= ?x50 (+ (+ 1 |in0[0]/strides[0]|) ?x89)))))
(assert
 (let (($x99 (and (<= 0 |start_indices[1]|) (<= |start_indices[1]| |limit_indices[1]|))))
 (and $x99 (<= |limit_indices[1]| |in0[1]|))))
(assert
 (< 0 |strides[1]|))
(assert
 (let ((?x115 (div (+ (+ (- 1) |limit_indices[1]|) (* (- 1) |start_indices[1]|)) |strides[1]|)))
 (= |out0[1]| (+ 1 ?x115))))
(assert
 true)
(assert
 (<= 1 |out0[0]/k|))
(assert
 (<= 1 |in0[0]/strides[0]|))
(assert
 (let ((?x42 (* |in0[0]/strides[0]| |strides[0]|)))
 (= |in0[0]| ?x42)))
(assert
 (let ((?x42 (* |in0[0]/strides[0]| |strides[0]|)))
 (= |limit_indices[0]| ?x42)))
(assert
 (let ((?x50 (* k |out0[0]/k|)))
 (= |out0[0]| ?x50)))
(assert
 (let (($x77 (<= 0 |start_indices[0]|)))
 (let (($x145 (and (and $x77 (<= |start_indices[0]| |limit_indices[0]/k|)) (<= |limit_indices[0]/k| |in0[0]/k|))))
 (not $x145))))
(check-sat)
