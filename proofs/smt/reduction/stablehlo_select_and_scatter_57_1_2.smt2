; type: the local op satisfies select_and_scatter C8
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |window_strides[0]| () Int)
(declare-fun |in1[0]| () Int)
(declare-fun |window_strides[1]| () Int)
(declare-fun |in1[1]/k| () Int)
(declare-fun |window_dimensions[0]| () Int)
(declare-fun |window_dimensions[1]| () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun |in1[1]| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (let ((?x42 (* |in1[0]| |window_strides[0]|)))
 (<= 1 ?x42)))
(assert
 (let ((?x48 (* |in1[1]/k| k)))
 (let ((?x49 (* ?x48 |window_strides[1]|)))
 (<= 1 ?x49))))
(assert
 (<= 1 |in1[0]|))
(assert
 (let ((?x48 (* |in1[1]/k| k)))
 (<= 1 ?x48)))
(assert
 (let ((?x42 (* |in1[0]| |window_strides[0]|)))
 (<= 1 ?x42)))
(assert
 (let ((?x48 (* |in1[1]/k| k)))
 (let ((?x49 (* ?x48 |window_strides[1]|)))
 (<= 1 ?x49))))
(assert
 (<= |window_dimensions[0]| |window_strides[0]|))
(assert
 true)
(assert
 (<= |window_dimensions[1]| |window_strides[1]|))
(assert
 true)
(assert
 (let ((?x48 (* |in1[1]/k| k)))
 (let ((?x49 (* ?x48 |window_strides[1]|)))
 (= ?x49 (* k (* |in1[1]/k| |window_strides[1]|))))))
(assert
 (let ((?x66 (* |in1[1]/k| |window_strides[1]|)))
 (<= 1 ?x66)))
(assert
 (let ((?x56 (* k |in1[1]/k|)))
 (let ((?x48 (* |in1[1]/k| k)))
 (= ?x48 ?x56))))
(assert
 (<= 1 |in1[1]/k|))
(assert
 (< 0 |window_dimensions[0]|))
(assert
 (< 0 |window_dimensions[1]|))
(assert
 (< 0 |window_strides[0]|))
(assert
 (< 0 |window_strides[1]|))
(assert
 (let ((?x42 (* |in1[0]| |window_strides[0]|)))
 (let ((?x90 (- ?x42 |window_dimensions[0]|)))
 (let (($x99 (and (not (or (= ?x42 0) (< ?x90 0))) (<= (* (- |in1[0]| 1) |window_strides[0]|) ?x90))))
 (or (and (or (= ?x42 0) (< ?x90 0)) (= |in1[0]| 0)) (and $x99 (< ?x90 ?x42)))))))
(assert
 (let ((?x48 (* |in1[1]/k| k)))
 (let ((?x49 (* ?x48 |window_strides[1]|)))
 (let ((?x123 (- ?x49 |window_dimensions[1]|)))
 (let (($x132 (and (not (or (= ?x49 0) (< ?x123 0))) (<= (* (- ?x48 1) |window_strides[1]|) ?x123))))
 (or (and (or (= ?x49 0) (< ?x123 0)) (= ?x48 0)) (and $x132 (< ?x123 ?x49))))))))
(assert
 true)
(assert
 true)
(assert
 (let ((?x48 (* |in1[1]/k| k)))
 (let ((?x49 (* ?x48 |window_strides[1]|)))
 (= ?x49 (* k (* |in1[1]/k| |window_strides[1]|))))))
(assert
 (let ((?x66 (* |in1[1]/k| |window_strides[1]|)))
 (<= 1 ?x66)))
(assert
 (let ((?x42 (* |in1[0]| |window_strides[0]|)))
 (= |in0[0]| ?x42)))
(assert
 (let ((?x48 (* |in1[1]/k| k)))
 (let ((?x49 (* ?x48 |window_strides[1]|)))
 (= |in0[1]| ?x49))))
(assert
 (let ((?x66 (* |in1[1]/k| |window_strides[1]|)))
 (= |in0[1]/k| ?x66)))
(assert
 (let ((?x48 (* |in1[1]/k| k)))
 (= |in1[1]| ?x48)))
(assert
 (let (($x83 (< 0 |window_strides[0]|)))
 (not $x83)))
(check-sat)
