; result 0 fold body: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
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
(declare-fun t4 () Int)
(declare-fun t2 () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun |in1[1]| () Int)
(declare-fun fromInt (Int) Elem)
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
 (let (($x185 (and (and (<= 0 t2) (< t2 |window_dimensions[0]|)) (<= 0 t4))))
 (and $x185 (< t4 |window_dimensions[1]|))))
(assert
 (let ((?x214 (- i1 (- (- |window_dimensions[1]| 1) t4))))
 (let ((?x217 (div ?x214 |window_strides[1]|)))
 (let (($x221 (and (and (= (mod ?x214 |window_strides[1]|) 0) (<= 0 ?x217)) (< ?x217 |in1[1]/k|))))
 (let ((?x203 (- (- |window_dimensions[0]| 1) t2)))
 (let ((?x204 (- i0 ?x203)))
 (let ((?x207 (div ?x204 |window_strides[0]|)))
 (let (($x211 (and (and (= (mod ?x204 |window_strides[0]|) 0) (<= 0 ?x207)) (< ?x207 |in1[0]|))))
 (and $x211 $x221)))))))))
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
 (let ((?x203 (- (- |window_dimensions[0]| 1) t2)))
 (let ((?x282 (fromInt ?x203)))
 (let (($x286 (and true (= ?x282 ?x282))))
 (not $x286)))))
(check-sat)
