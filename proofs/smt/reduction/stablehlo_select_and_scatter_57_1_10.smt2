; result 0: fold visits every contributor
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
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun t8 () Int)
(declare-fun t6 () Int)
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
 (let (($x162 (and (and (<= 0 i0) (< i0 (* |in1[0]| |window_strides[0]|))) (<= 0 i1))))
 (and $x162 (< i1 (* |in1[1]/k| |window_strides[1]|)))))
(assert
 (let (($x186 (< t8 |window_dimensions[1]|)))
 (let (($x184 (<= 0 t8)))
 (let (($x182 (and (<= 0 t6) (< t6 |window_dimensions[0]|))))
 (and (and $x182 $x184) $x186)))))
(assert
 (let ((?x48 (* |in1[1]/k| k)))
 (let ((?x67 (* (- 1) |window_dimensions[1]|)))
 (let ((?x214 (+ (+ (+ 1 i1) t8) ?x67)))
 (let ((?x219 (+ (* |in1[1]/k| r) (div ?x214 |window_strides[1]|))))
 (let (($x223 (and (and (= (mod ?x214 |window_strides[1]|) 0) (<= 0 ?x219)) (< ?x219 ?x48))))
 (let ((?x204 (- i0 (- (- |window_dimensions[0]| 1) t6))))
 (let ((?x207 (div ?x204 |window_strides[0]|)))
 (let (($x211 (and (and (= (mod ?x204 |window_strides[0]|) 0) (<= 0 ?x207)) (< ?x207 |in1[0]|))))
 (and $x211 $x223))))))))))
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
 (let (($x182 (and (<= 0 t6) (< t6 |window_dimensions[0]|))))
 (let (($x281 (and $x182 (and (<= 0 t8) (< t8 |window_dimensions[1]|)))))
 (not $x281))))
(check-sat)
