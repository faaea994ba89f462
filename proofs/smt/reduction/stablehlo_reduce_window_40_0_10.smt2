; result 0: fold visits only the op's index space
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |window_strides[1]| () Int)
(declare-fun |out0[1]/k| () Int)
(declare-fun |out0[0]| () Int)
(declare-fun |padding[0]| () Int)
(declare-fun |padding[2]| () Int)
(declare-fun |padding[3]| () Int)
(declare-fun |window_dimensions[1]| () Int)
(declare-fun |window_dimensions[0]| () Int)
(declare-fun |window_strides[0]| () Int)
(declare-fun |base_dilations[0]| () Int)
(declare-fun |window_dilations[0]| () Int)
(declare-fun |padding[1]| () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun p3 () Int)
(declare-fun p2 () Int)
(declare-fun |base_dilations[1]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun |out0[1]| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (<= 1 |in0[0]|))
(assert
 (let ((?x45 (* k |out0[1]/k|)))
 (let ((?x46 (* ?x45 |window_strides[1]|)))
 (<= 1 ?x46))))
(assert
 (<= 1 |out0[0]|))
(assert
 (let ((?x45 (* k |out0[1]/k|)))
 (<= 1 ?x45)))
(assert
 (not (= |padding[0]| 0)))
(assert
 (= |padding[2]| 0))
(assert
 (= |padding[3]| 0))
(assert
 true)
(assert
 true)
(assert
 (not (= |window_dimensions[1]| (* (* k |out0[1]/k|) |window_strides[1]|))))
(assert
 (<= |window_dimensions[1]| |window_strides[1]|))
(assert
 true)
(assert
 (let ((?x45 (* k |out0[1]/k|)))
 (let ((?x46 (* ?x45 |window_strides[1]|)))
 (= ?x46 (* k (* |out0[1]/k| |window_strides[1]|))))))
(assert
 (let ((?x71 (* |out0[1]/k| |window_strides[1]|)))
 (<= 1 ?x71)))
(assert
 (< 0 |window_dimensions[0]|))
(assert
 (< 0 |window_dimensions[1]|))
(assert
 (< 0 |window_strides[0]|))
(assert
 (< 0 |window_strides[1]|))
(assert
 (< 0 |base_dilations[0]|))
(assert
 true)
(assert
 (< 0 |window_dilations[0]|))
(assert
 true)
(assert
 (let ((?x124 (* |out0[0]| |window_strides[0]|)))
 (let (($x112 (= |window_dimensions[0]| 0)))
 (let ((?x113 (ite $x112 0 (+ (* (- |window_dimensions[0]| 1) |window_dilations[0]|) 1))))
 (let (($x104 (= |in0[0]| 0)))
 (let ((?x106 (+ |padding[0]| (ite $x104 0 (+ (* (- |in0[0]| 1) |base_dilations[0]|) 1)))))
 (let ((?x107 (+ ?x106 |padding[1]|)))
 (let ((?x114 (- ?x107 ?x113)))
 (let (($x123 (and (not (or (= ?x107 0) (< ?x114 0))) (<= (* (- |out0[0]| 1) |window_strides[0]|) ?x114))))
 (or (and (or (= ?x107 0) (< ?x114 0)) (= |out0[0]| 0)) (and $x123 (< ?x114 ?x124))))))))))))
(assert
 (let ((?x45 (* k |out0[1]/k|)))
 (let ((?x46 (* ?x45 |window_strides[1]|)))
 (let (($x178 (= |window_dimensions[1]| 0)))
 (let ((?x174 (+ (+ |padding[2]| (ite (= ?x46 0) 0 (+ (- ?x46 1) 1))) |padding[3]|)))
 (let ((?x180 (- ?x174 (ite $x178 0 (+ (- |window_dimensions[1]| 1) 1)))))
 (let (($x189 (and (not (or (= ?x174 0) (< ?x180 0))) (<= (* (- ?x45 1) |window_strides[1]|) ?x180))))
 (or (and (or (= ?x174 0) (< ?x180 0)) (= ?x45 0)) (and $x189 (< ?x180 ?x46))))))))))
(assert
 true)
(assert
 (<= 1 |out0[1]/k|))
(assert
 (and (and (and (<= 0 i0) (< i0 |out0[0]|)) (<= 0 i1)) (< i1 |out0[1]/k|)))
(assert
 (let ((?x265 (ite (= (* |out0[1]/k| |window_strides[1]|) 0) 0 (+ (- (* |out0[1]/k| |window_strides[1]|) 1) 1))))
 (let (($x104 (= |in0[0]| 0)))
 (let ((?x106 (+ |padding[0]| (ite $x104 0 (+ (* (- |in0[0]| 1) |base_dilations[0]|) 1)))))
 (let ((?x107 (+ ?x106 |padding[1]|)))
 (let (($x258 (and (<= 0 p2) (< p2 ?x107))))
 (and (and $x258 (<= 0 p3)) (< p3 (+ (+ |padding[2]| ?x265) |padding[3]|)))))))))
(assert
 (= |base_dilations[1]| 1))
(assert
 (let ((?x45 (* k |out0[1]/k|)))
 (let ((?x46 (* ?x45 |window_strides[1]|)))
 (= |in0[1]| ?x46))))
(assert
 (let ((?x71 (* |out0[1]/k| |window_strides[1]|)))
 (= |in0[1]/k| ?x71)))
(assert
 (let ((?x45 (* k |out0[1]/k|)))
 (= |out0[1]| ?x45)))
(assert
 (let ((?x172 (ite (= (* (* k |out0[1]/k|) |window_strides[1]|) 0) 0 (+ (- (* (* k |out0[1]/k|) |window_strides[1]|) 1) 1))))
 (let ((?x174 (+ (+ |padding[2]| ?x172) |padding[3]|)))
 (let ((?x307 (+ p3 (* r (* |out0[1]/k| |window_strides[1]|)))))
 (let (($x104 (= |in0[0]| 0)))
 (let ((?x106 (+ |padding[0]| (ite $x104 0 (+ (* (- |in0[0]| 1) |base_dilations[0]|) 1)))))
 (let ((?x107 (+ ?x106 |padding[1]|)))
 (let (($x258 (and (<= 0 p2) (< p2 ?x107))))
 (let (($x311 (and (and $x258 (<= 0 ?x307)) (< ?x307 ?x174))))
 (not $x311))))))))))
(check-sat)
