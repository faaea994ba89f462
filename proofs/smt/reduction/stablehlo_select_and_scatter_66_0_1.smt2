; type: the local op satisfies select_and_scatter C6
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |window_strides[1]| () Int)
(declare-fun |in1[1]/k| () Int)
(declare-fun |in1[0]| () Int)
(declare-fun |padding[0]| () Int)
(declare-fun |padding[1]| () Int)
(declare-fun |padding[2]| () Int)
(declare-fun |padding[3]| () Int)
(declare-fun |window_dimensions[1]| () Int)
(declare-fun |window_dimensions[0]| () Int)
(declare-fun |window_strides[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun |in1[1]| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (<= 1 |in0[0]|))
(assert
 (let ((?x45 (* |in1[1]/k| k)))
 (let ((?x46 (* ?x45 |window_strides[1]|)))
 (<= 1 ?x46))))
(assert
 (<= 1 |in1[0]|))
(assert
 (let ((?x45 (* |in1[1]/k| k)))
 (<= 1 ?x45)))
(assert
 (<= 1 |in0[0]|))
(assert
 (let ((?x45 (* |in1[1]/k| k)))
 (let ((?x46 (* ?x45 |window_strides[1]|)))
 (<= 1 ?x46))))
(assert
 (= |padding[0]| 0))
(assert
 (not (= |padding[1]| 0)))
(assert
 (= |padding[2]| 0))
(assert
 (= |padding[3]| 0))
(assert
 (<= |window_dimensions[1]| |window_strides[1]|))
(assert
 true)
(assert
 (let ((?x45 (* |in1[1]/k| k)))
 (let ((?x46 (* ?x45 |window_strides[1]|)))
 (= ?x46 (* k (* |in1[1]/k| |window_strides[1]|))))))
(assert
 (let ((?x68 (* |in1[1]/k| |window_strides[1]|)))
 (<= 1 ?x68)))
(assert
 (let ((?x54 (* k |in1[1]/k|)))
 (let ((?x45 (* |in1[1]/k| k)))
 (= ?x45 ?x54))))
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
 (let ((?x106 (* |in1[0]| |window_strides[0]|)))
 (let ((?x94 (+ (+ |padding[0]| |in0[0]|) |padding[1]|)))
 (let ((?x96 (- ?x94 |window_dimensions[0]|)))
 (let (($x105 (and (not (or (= ?x94 0) (< ?x96 0))) (<= (* (- |in1[0]| 1) |window_strides[0]|) ?x96))))
 (or (and (or (= ?x94 0) (< ?x96 0)) (= |in1[0]| 0)) (and $x105 (< ?x96 ?x106))))))))
(assert
 (let ((?x45 (* |in1[1]/k| k)))
 (let ((?x46 (* ?x45 |window_strides[1]|)))
 (let ((?x138 (+ (+ |padding[2]| ?x46) |padding[3]|)))
 (let ((?x140 (- ?x138 |window_dimensions[1]|)))
 (let (($x149 (and (not (or (= ?x138 0) (< ?x140 0))) (<= (* (- ?x45 1) |window_strides[1]|) ?x140))))
 (or (and (or (= ?x138 0) (< ?x140 0)) (= ?x45 0)) (and $x149 (< ?x140 ?x46)))))))))
(assert
 true)
(assert
 true)
(assert
 (let ((?x45 (* |in1[1]/k| k)))
 (let ((?x46 (* ?x45 |window_strides[1]|)))
 (= ?x46 (* k (* |in1[1]/k| |window_strides[1]|))))))
(assert
 (let ((?x68 (* |in1[1]/k| |window_strides[1]|)))
 (<= 1 ?x68)))
(assert
 (let ((?x45 (* |in1[1]/k| k)))
 (let ((?x46 (* ?x45 |window_strides[1]|)))
 (= |in0[1]| ?x46))))
(assert
 (let ((?x68 (* |in1[1]/k| |window_strides[1]|)))
 (= |in0[1]/k| ?x68)))
(assert
 (let ((?x45 (* |in1[1]/k| k)))
 (= |in1[1]| ?x45)))
(assert
 (let (($x83 (< 0 |window_dimensions[1]|)))
 (not $x83)))
(check-sat)
