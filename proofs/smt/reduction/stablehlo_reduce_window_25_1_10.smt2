; result 0 fold init: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |window_strides[0]| () Int)
(declare-fun |out0[0]| () Int)
(declare-fun |window_strides[1]| () Int)
(declare-fun |out0[1]/k| () Int)
(declare-fun |window_dimensions[0]| () Int)
(declare-fun |window_dimensions[1]| () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun in1 () Elem)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (let ((?x42 (* |out0[0]| |window_strides[0]|)))
 (<= 1 ?x42)))
(assert
 (let ((?x48 (* k |out0[1]/k|)))
 (let ((?x49 (* ?x48 |window_strides[1]|)))
 (<= 1 ?x49))))
(assert
 (<= 1 |out0[0]|))
(assert
 (let ((?x48 (* k |out0[1]/k|)))
 (<= 1 ?x48)))
(assert
 (not (= |window_dimensions[0]| (* |out0[0]| |window_strides[0]|))))
(assert
 (<= |window_dimensions[0]| |window_strides[0]|))
(assert
 true)
(assert
 (not (= |window_dimensions[1]| (* (* k |out0[1]/k|) |window_strides[1]|))))
(assert
 (<= |window_dimensions[1]| |window_strides[1]|))
(assert
 true)
(assert
 (let ((?x48 (* k |out0[1]/k|)))
 (let ((?x49 (* ?x48 |window_strides[1]|)))
 (= ?x49 (* k (* |out0[1]/k| |window_strides[1]|))))))
(assert
 (let ((?x76 (* |out0[1]/k| |window_strides[1]|)))
 (<= 1 ?x76)))
(assert
 (< 0 |window_dimensions[0]|))
(assert
 (< 0 |window_dimensions[1]|))
(assert
 (< 0 |window_strides[0]|))
(assert
 (< 0 |window_strides[1]|))
(assert
 (let ((?x42 (* |out0[0]| |window_strides[0]|)))
 (let ((?x96 (- ?x42 |window_dimensions[0]|)))
 (let (($x105 (and (not (or (= ?x42 0) (< ?x96 0))) (<= (* (- |out0[0]| 1) |window_strides[0]|) ?x96))))
 (or (and (or (= ?x42 0) (< ?x96 0)) (= |out0[0]| 0)) (and $x105 (< ?x96 ?x42)))))))
(assert
 (let ((?x48 (* k |out0[1]/k|)))
 (let ((?x49 (* ?x48 |window_strides[1]|)))
 (let ((?x128 (- ?x49 |window_dimensions[1]|)))
 (let (($x137 (and (not (or (= ?x49 0) (< ?x128 0))) (<= (* (- ?x48 1) |window_strides[1]|) ?x128))))
 (or (and (or (= ?x49 0) (< ?x128 0)) (= ?x48 0)) (and $x137 (< ?x128 ?x49))))))))
(assert
 true)
(assert
 (<= 1 |out0[1]/k|))
(assert
 (and (and (and (<= 0 i0) (< i0 |out0[0]|)) (<= 0 i1)) (< i1 |out0[1]/k|)))
(assert
 (let ((?x42 (* |out0[0]| |window_strides[0]|)))
 (= |in0[0]| ?x42)))
(assert
 (let ((?x48 (* k |out0[1]/k|)))
 (let ((?x49 (* ?x48 |window_strides[1]|)))
 (= |in0[1]| ?x49))))
(assert
 (let ((?x76 (* |out0[1]/k| |window_strides[1]|)))
 (= |in0[1]/k| ?x76)))
(assert
 (let ((?x48 (* k |out0[1]/k|)))
 (= |out0[1]| ?x48)))
(assert
 (let (($x205 (and true (= in1 in1))))
 (not $x205)))
(check-sat)
