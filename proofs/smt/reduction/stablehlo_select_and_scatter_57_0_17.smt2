; result 0 fold body: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
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
(declare-fun |in0[0]| () Int)
(declare-fun |in0[0]/k| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in1[0]| () Int)
(declare-fun in1 (Int Int) Elem)
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
 (let ((?x204 (- i0 (- (- |window_dimensions[0]| 1) t2))))
 (let ((?x207 (div ?x204 |window_strides[0]|)))
 (let (($x211 (and (and (= (mod ?x204 |window_strides[0]|) 0) (<= 0 ?x207)) (< ?x207 |in1[0]/k|))))
 (and $x211 $x221))))))))
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
 (let ((?x214 (- i1 (- (- |window_dimensions[1]| 1) t4))))
 (let ((?x217 (div ?x214 |window_strides[1]|)))
 (let ((?x282 (* r |in1[0]/k|)))
 (let ((?x204 (- i0 (- (- |window_dimensions[0]| 1) t2))))
 (let ((?x207 (div ?x204 |window_strides[0]|)))
 (let ((?x290 (div (+ (+ (+ 1 i0) t2) (* (- 1) |window_dimensions[0]|)) |window_strides[0]|)))
 (let ((?x292 (+ (* |in1[0]/k| r) ?x290)))
 (let (($x295 (and true (= (in1 ?x292 ?x217) (in1 (+ ?x207 ?x282) ?x217)))))
 (not $x295))))))))))
(check-sat)
