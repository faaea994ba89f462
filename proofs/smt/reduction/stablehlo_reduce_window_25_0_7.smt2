; result 0: fold filter agrees
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |window_strides[0]| () Int)
(declare-fun |out0[0]/k| () Int)
(declare-fun |window_strides[1]| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun |window_dimensions[0]| () Int)
(declare-fun |window_dimensions[1]| () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun p3 () Int)
(declare-fun p2 () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[0]/k| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |out0[0]| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (let ((?x42 (* k |out0[0]/k|)))
 (let ((?x43 (* ?x42 |window_strides[0]|)))
 (<= 1 ?x43))))
(assert
 (let ((?x49 (* |out0[1]| |window_strides[1]|)))
 (<= 1 ?x49)))
(assert
 (let ((?x42 (* k |out0[0]/k|)))
 (<= 1 ?x42)))
(assert
 (<= 1 |out0[1]|))
(assert
 (not (= |window_dimensions[0]| (* (* k |out0[0]/k|) |window_strides[0]|))))
(assert
 (<= |window_dimensions[0]| |window_strides[0]|))
(assert
 true)
(assert
 (not (= |window_dimensions[1]| (* |out0[1]| |window_strides[1]|))))
(assert
 (<= |window_dimensions[1]| |window_strides[1]|))
(assert
 true)
(assert
 (let ((?x42 (* k |out0[0]/k|)))
 (let ((?x43 (* ?x42 |window_strides[0]|)))
 (= ?x43 (* k (* |out0[0]/k| |window_strides[0]|))))))
(assert
 (let ((?x76 (* |out0[0]/k| |window_strides[0]|)))
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
 (let ((?x42 (* k |out0[0]/k|)))
 (let ((?x43 (* ?x42 |window_strides[0]|)))
 (let ((?x96 (- ?x43 |window_dimensions[0]|)))
 (let (($x105 (and (not (or (= ?x43 0) (< ?x96 0))) (<= (* (- ?x42 1) |window_strides[0]|) ?x96))))
 (or (and (or (= ?x43 0) (< ?x96 0)) (= ?x42 0)) (and $x105 (< ?x96 ?x43))))))))
(assert
 (let ((?x49 (* |out0[1]| |window_strides[1]|)))
 (let ((?x128 (- ?x49 |window_dimensions[1]|)))
 (let (($x137 (and (not (or (= ?x49 0) (< ?x128 0))) (<= (* (- |out0[1]| 1) |window_strides[1]|) ?x128))))
 (or (and (or (= ?x49 0) (< ?x128 0)) (= |out0[1]| 0)) (and $x137 (< ?x128 ?x49)))))))
(assert
 true)
(assert
 (<= 1 |out0[0]/k|))
(assert
 (and (and (and (<= 0 i0) (< i0 |out0[0]/k|)) (<= 0 i1)) (< i1 |out0[1]|)))
(assert
 (let (($x189 (and (and (<= 0 p2) (< p2 (* |out0[0]/k| |window_strides[0]|))) (<= 0 p3))))
 (and $x189 (< p3 (* |out0[1]| |window_strides[1]|)))))
(assert
 (let ((?x42 (* k |out0[0]/k|)))
 (let ((?x43 (* ?x42 |window_strides[0]|)))
 (= |in0[0]| ?x43))))
(assert
 (let ((?x76 (* |out0[0]/k| |window_strides[0]|)))
 (= |in0[0]/k| ?x76)))
(assert
 (let ((?x49 (* |out0[1]| |window_strides[1]|)))
 (= |in0[1]| ?x49)))
(assert
 (let ((?x42 (* k |out0[0]/k|)))
 (= |out0[0]| ?x42)))
(assert
 (let (($x239 (and (<= 0 (- p3 (* i1 |window_strides[1]|))) (< (- p3 (* i1 |window_strides[1]|)) |window_dimensions[1]|))))
 (let ((?x231 (- (+ p2 (* r (* |out0[0]/k| |window_strides[0]|))) (* (+ i0 (* r |out0[0]/k|)) |window_strides[0]|))))
 (let (($x245 (and (<= 0 (- p2 (* i0 |window_strides[0]|))) (< (- p2 (* i0 |window_strides[0]|)) |window_dimensions[0]|))))
 (let (($x247 (= (and $x245 $x239) (and (and (<= 0 ?x231) (< ?x231 |window_dimensions[0]|)) $x239))))
 (not $x247))))))
(check-sat)
