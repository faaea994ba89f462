; result 0 fold body: fold visits every contributor
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |window_strides[0]| () Int)
(declare-fun |in1[0]/k| () Int)
(declare-fun |window_strides[1]| () Int)
(declare-fun |in1[1]| () Int)
(declare-fun |window_dimensions[0]| () Int)
(declare-fun |window_dimensions[1]| () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun t4 () Int)
(declare-fun t2 () Int)
(declare-fun w9 () Int)
(declare-fun w7 () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[0]/k| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in1[0]| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (let ((?x42 (* |in1[0]/k| k)))
 (let ((?x43 (* ?x42 |window_strides[0]|)))
 (<= 1 ?x43))))
(assert
 (let ((?x49 (* |in1[1]| |window_strides[1]|)))
 (<= 1 ?x49)))
(assert
 (let ((?x42 (* |in1[0]/k| k)))
 (<= 1 ?x42)))
(assert
 (<= 1 |in1[1]|))
(assert
 (let ((?x42 (* |in1[0]/k| k)))
 (let ((?x43 (* ?x42 |window_strides[0]|)))
 (<= 1 ?x43))))
(assert
 (let ((?x49 (* |in1[1]| |window_strides[1]|)))
 (<= 1 ?x49)))
(assert
 (<= |window_dimensions[0]| |window_strides[0]|))
(assert
 true)
(assert
 (<= |window_dimensions[1]| |window_strides[1]|))
(assert
 true)
(assert
 (let ((?x42 (* |in1[0]/k| k)))
 (let ((?x43 (* ?x42 |window_strides[0]|)))
 (= ?x43 (* k (* |in1[0]/k| |window_strides[0]|))))))
(assert
 (let ((?x66 (* |in1[0]/k| |window_strides[0]|)))
 (<= 1 ?x66)))
(assert
 (let ((?x54 (* k |in1[0]/k|)))
 (let ((?x42 (* |in1[0]/k| k)))
 (= ?x42 ?x54))))
(assert
 (<= 1 |in1[0]/k|))
(assert
 (< 0 |window_dimensions[0]|))
(assert
 (< 0 |window_dimensions[1]|))
(assert
 (< 0 |window_strides[0]|))
(assert
 (< 0 |window_strides[1]|))
(assert
 (let ((?x42 (* |in1[0]/k| k)))
 (let ((?x43 (* ?x42 |window_strides[0]|)))
 (let ((?x90 (- ?x43 |window_dimensions[0]|)))
 (let (($x99 (and (not (or (= ?x43 0) (< ?x90 0))) (<= (* (- ?x42 1) |window_strides[0]|) ?x90))))
 (or (and (or (= ?x43 0) (< ?x90 0)) (= ?x42 0)) (and $x99 (< ?x90 ?x43))))))))
(assert
 (let ((?x49 (* |in1[1]| |window_strides[1]|)))
 (let ((?x125 (- ?x49 |window_dimensions[1]|)))
 (let (($x134 (and (not (or (= ?x49 0) (< ?x125 0))) (<= (* (- |in1[1]| 1) |window_strides[1]|) ?x125))))
 (or (and (or (= ?x49 0) (< ?x125 0)) (= |in1[1]| 0)) (and $x134 (< ?x125 ?x49)))))))
(assert
 true)
(assert
 true)
(assert
 (let ((?x42 (* |in1[0]/k| k)))
 (let ((?x43 (* ?x42 |window_strides[0]|)))
 (= ?x43 (* k (* |in1[0]/k| |window_strides[0]|))))))
(assert
 (let ((?x66 (* |in1[0]/k| |window_strides[0]|)))
 (<= 1 ?x66)))
(assert
 (let (($x162 (and (and (<= 0 i0) (< i0 (* |in1[0]/k| |window_strides[0]|))) (<= 0 i1))))
 (and $x162 (< i1 (* |in1[1]| |window_strides[1]|)))))
(assert
 (let (($x185 (and (and (<= 0 t2) (< t2 |window_dimensions[0]|)) (<= 0 t4))))
 (and $x185 (< t4 |window_dimensions[1]|))))
(assert
 (let ((?x214 (- i1 (- (- |window_dimensions[1]| 1) t4))))
 (let ((?x217 (div ?x214 |window_strides[1]|)))
 (let (($x221 (and (and (= (mod ?x214 |window_strides[1]|) 0) (<= 0 ?x217)) (< ?x217 |in1[1]|))))
 (let ((?x203 (- (- |window_dimensions[0]| 1) t2)))
 (let ((?x204 (- i0 ?x203)))
 (let ((?x207 (div ?x204 |window_strides[0]|)))
 (let (($x211 (and (and (= (mod ?x204 |window_strides[0]|) 0) (<= 0 ?x207)) (< ?x207 |in1[0]/k|))))
 (and $x211 $x221)))))))))
(assert
 (let (($x271 (< w9 |window_dimensions[1]|)))
 (let (($x269 (<= 0 w9)))
 (let (($x267 (and (<= 0 w7) (< w7 |window_dimensions[0]|))))
 (and (and $x267 $x269) $x271)))))
(assert
 (let ((?x49 (* |in1[1]| |window_strides[1]|)))
 (let ((?x214 (- i1 (- (- |window_dimensions[1]| 1) t4))))
 (let ((?x294 (+ ?x214 w9)))
 (let ((?x42 (* |in1[0]/k| k)))
 (let ((?x43 (* ?x42 |window_strides[0]|)))
 (let ((?x203 (- (- |window_dimensions[0]| 1) t2)))
 (let ((?x290 (+ (- (+ i0 (* r (* |in1[0]/k| |window_strides[0]|))) ?x203) w7)))
 (and (and (<= 0 ?x290) (< ?x290 ?x43)) (and (<= 0 ?x294) (< ?x294 ?x49)))))))))))
(assert
 (let ((?x42 (* |in1[0]/k| k)))
 (let ((?x43 (* ?x42 |window_strides[0]|)))
 (= |in0[0]| ?x43))))
(assert
 (let ((?x66 (* |in1[0]/k| |window_strides[0]|)))
 (= |in0[0]/k| ?x66)))
(assert
 (let ((?x49 (* |in1[1]| |window_strides[1]|)))
 (= |in0[1]| ?x49)))
(assert
 (let ((?x42 (* |in1[0]/k| k)))
 (= |in1[0]| ?x42)))
(assert
 (let (($x267 (and (<= 0 w7) (< w7 |window_dimensions[0]|))))
 (let (($x341 (and $x267 (and (<= 0 w9) (< w9 |window_dimensions[1]|)))))
 (not $x341))))
(check-sat)
