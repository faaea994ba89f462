; result 0 fold init: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |window_strides[0]| () Int)
(declare-fun |out0[0]/k| () Int)
(declare-fun |window_dimensions[0]| () Int)
(declare-fun i0 () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[0]/k| () Int)
(declare-fun |out0[0]| () Int)
(declare-fun in2 () Elem)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (let ((?x42 (* k |out0[0]/k|)))
 (let ((?x43 (* ?x42 |window_strides[0]|)))
 (<= 1 ?x43))))
(assert
 (let ((?x42 (* k |out0[0]/k|)))
 (let ((?x43 (* ?x42 |window_strides[0]|)))
 (<= 1 ?x43))))
(assert
 (let ((?x42 (* k |out0[0]/k|)))
 (<= 1 ?x42)))
(assert
 (let ((?x42 (* k |out0[0]/k|)))
 (<= 1 ?x42)))
(assert
 (not (= |window_dimensions[0]| (* (* k |out0[0]/k|) |window_strides[0]|))))
(assert
 (<= |window_dimensions[0]| |window_strides[0]|))
(assert
 true)
(assert
 (let ((?x42 (* k |out0[0]/k|)))
 (let ((?x43 (* ?x42 |window_strides[0]|)))
 (= ?x43 (* k (* |out0[0]/k| |window_strides[0]|))))))
(assert
 (let ((?x58 (* |out0[0]/k| |window_strides[0]|)))
 (<= 1 ?x58)))
(assert
 (let ((?x42 (* k |out0[0]/k|)))
 (let ((?x43 (* ?x42 |window_strides[0]|)))
 (= ?x43 (* k (* |out0[0]/k| |window_strides[0]|))))))
(assert
 (let ((?x58 (* |out0[0]/k| |window_strides[0]|)))
 (<= 1 ?x58)))
(assert
 true)
(assert
 (< 0 |window_dimensions[0]|))
(assert
 (< 0 |window_strides[0]|))
(assert
 (let ((?x42 (* k |out0[0]/k|)))
 (let ((?x43 (* ?x42 |window_strides[0]|)))
 (let ((?x72 (- ?x43 |window_dimensions[0]|)))
 (let (($x81 (and (not (or (= ?x43 0) (< ?x72 0))) (<= (* (- ?x42 1) |window_strides[0]|) ?x72))))
 (or (and (or (= ?x43 0) (< ?x72 0)) (= ?x42 0)) (and $x81 (< ?x72 ?x43))))))))
(assert
 true)
(assert
 true)
(assert
 (<= 1 |out0[0]/k|))
(assert
 true)
(assert
 (<= 1 |out0[0]/k|))
(assert
 (and (<= 0 i0) (< i0 |out0[0]/k|)))
(assert
 (let ((?x42 (* k |out0[0]/k|)))
 (let ((?x43 (* ?x42 |window_strides[0]|)))
 (= |in0[0]| ?x43))))
(assert
 (let ((?x58 (* |out0[0]/k| |window_strides[0]|)))
 (= |in0[0]/k| ?x58)))
(assert
 (let ((?x42 (* k |out0[0]/k|)))
 (= |out0[0]| ?x42)))
(assert
 (let (($x133 (and true (= in2 in2))))
 (not $x133)))
(check-sat)
