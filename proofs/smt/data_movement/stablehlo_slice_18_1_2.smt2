; type: the local op satisfies slice C5
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |strides[0]| () Int)
(declare-fun |in0[0]/strides[0]| () Int)
(declare-fun |strides[1]| () Int)
(declare-fun |in0[1]/strides[1]| () Int)
(declare-fun |out0[0]| () Int)
(declare-fun |out0[1]/k| () Int)
(declare-fun |start_indices[0]| () Int)
(declare-fun |start_indices[1]| () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun |limit_indices[1]/k| () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |limit_indices[0]| () Int)
(declare-fun |limit_indices[1]| () Int)
(declare-fun |out0[1]| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (let ((?x42 (* |in0[0]/strides[0]| |strides[0]|)))
 (<= 1 ?x42)))
(assert
 (let ((?x48 (* |in0[1]/strides[1]| |strides[1]|)))
 (<= 1 ?x48)))
(assert
 (<= 1 |out0[0]|))
(assert
 (let ((?x56 (* k |out0[1]/k|)))
 (<= 1 ?x56)))
(assert
 (= |start_indices[0]| 0))
(assert
 true)
(assert
 (let ((?x44 (* |strides[0]| |in0[0]/strides[0]|)))
 (let ((?x42 (* |in0[0]/strides[0]| |strides[0]|)))
 (= ?x42 ?x44))))
(assert
 (= |start_indices[1]| 0))
(assert
 true)
(assert
 (let ((?x50 (* |strides[1]| |in0[1]/strides[1]|)))
 (let ((?x48 (* |in0[1]/strides[1]| |strides[1]|)))
 (= ?x48 ?x50))))
(assert
 (let ((?x66 (* k |in0[1]/k|)))
 (let ((?x48 (* |in0[1]/strides[1]| |strides[1]|)))
 (= ?x48 ?x66))))
(assert
 (<= 1 |in0[1]/k|))
(assert
 (let ((?x74 (* k |limit_indices[1]/k|)))
 (let ((?x48 (* |in0[1]/strides[1]| |strides[1]|)))
 (= ?x48 ?x74))))
(assert
 (<= 1 |limit_indices[1]/k|))
(assert
 (and (<= 0 |start_indices[0]|) (<= |start_indices[0]| (* |in0[0]/strides[0]| |strides[0]|))))
(assert
 (< 0 |strides[0]|))
(assert
 (let ((?x92 (div (+ (- 1) (* (- 1) |start_indices[0]|)) |strides[0]|)))
 (= |out0[0]| (+ (+ 1 |in0[0]/strides[0]|) ?x92))))
(assert
 (and (<= 0 |start_indices[1]|) (<= |start_indices[1]| (* |in0[1]/strides[1]| |strides[1]|))))
(assert
 (< 0 |strides[1]|))
(assert
 (let ((?x110 (div (+ (- 1) (* (- 1) |start_indices[1]|)) |strides[1]|)))
 (let ((?x56 (* k |out0[1]/k|)))
 (= ?x56 (+ (+ 1 |in0[1]/strides[1]|) ?x110)))))
(assert
 true)
(assert
 (<= 1 |out0[1]/k|))
(assert
 (<= 1 |in0[0]/strides[0]|))
(assert
 (<= 1 |in0[1]/strides[1]|))
(assert
 (let ((?x42 (* |in0[0]/strides[0]| |strides[0]|)))
 (= |in0[0]| ?x42)))
(assert
 (let ((?x48 (* |in0[1]/strides[1]| |strides[1]|)))
 (= |in0[1]| ?x48)))
(assert
 (let ((?x42 (* |in0[0]/strides[0]| |strides[0]|)))
 (= |limit_indices[0]| ?x42)))
(assert
 (let ((?x48 (* |in0[1]/strides[1]| |strides[1]|)))
 (= |limit_indices[1]| ?x48)))
(assert
 (let ((?x56 (* k |out0[1]/k|)))
 (= |out0[1]| ?x56)))
(assert
 (let ((?x92 (div (+ (- 1) (* (- 1) |start_indices[0]|)) |strides[0]|)))
 (let (($x95 (= |out0[0]| (+ (+ 1 |in0[0]/strides[0]|) ?x92))))
 (not $x95))))
(check-sat)
