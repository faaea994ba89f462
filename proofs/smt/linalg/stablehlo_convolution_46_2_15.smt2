; result 0 (sum) fold body: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |in1[0]| () Int)
(declare-fun |in1[1]| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun |window_strides[0]| () Int)
(declare-fun |rhs_dilation[0]| () Int)
(declare-fun |padding[1]| () Int)
(declare-fun |padding[0]| () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun c4 () Int)
(declare-fun c3 () Int)
(declare-fun |in0[1]| () Int)
(declare-fun multiply (Elem Elem) Elem)
(declare-fun in1 (Int Int Int) Elem)
(declare-fun fromInt (Int) Elem)
(declare-fun in0 (Int Int Int) Elem)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (<= 1 |in0[0]|))
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (<= 1 ?x44)))
(assert
 (<= 1 |in0[2]|))
(assert
 (<= 1 |in1[0]|))
(assert
 (<= 1 |in1[1]|))
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (<= 1 ?x44)))
(assert
 (<= 1 |in1[0]|))
(assert
 (<= 1 |out0[1]|))
(assert
 (<= 1 |in0[2]|))
(assert
 (let ((?x46 (* k |in0[1]/k|)))
 (let ((?x44 (* |in0[1]/k| k)))
 (= ?x44 ?x46))))
(assert
 (<= 1 |in0[1]/k|))
(assert
 (let ((?x46 (* k |in0[1]/k|)))
 (let ((?x44 (* |in0[1]/k| k)))
 (= ?x44 ?x46))))
(assert
 (<= 1 |in0[1]/k|))
(assert
 (< 0 |window_strides[0]|))
(assert
 true)
(assert
 (< 0 |rhs_dilation[0]|))
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 (let (($x74 (= |in1[1]| 0)))
 (let ((?x75 (ite $x74 0 (+ (* (- |in1[1]| 1) |rhs_dilation[0]|) 1))))
 (let ((?x82 (+ |padding[0]| (ite (= |in0[0]| 0) 0 (+ (- |in0[0]| 1) 1)))))
 (let ((?x83 (+ ?x82 |padding[1]|)))
 (let ((?x90 (ite (or (= ?x83 0) (< ?x83 ?x75)) 0 (+ (div (- ?x83 ?x75) |window_strides[0]|) 1))))
 (= |out0[1]| ?x90)))))))
(assert
 (let (($x125 (and (and (and (<= 0 i0) (< i0 |in1[0]|)) (<= 0 i1)) (< i1 |out0[1]|))))
 (and (and $x125 (<= 0 i2)) (< i2 |in0[2]|))))
(assert
 (and (and (and (<= 0 c3) (< c3 |in1[1]|)) (<= 0 c4)) (< c4 |in0[1]/k|)))
(assert
 true)
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (= |in0[1]| ?x44)))
(assert
 (let ((?x187 (+ c4 (* r |in0[1]/k|))))
 (let ((?x193 (in1 i0 c3 ?x187)))
 (let ((?x178 (fromInt 0)))
 (let ((?x184 (+ (* i1 |window_strides[0]|) (* (- (- |in1[1]| 1) c3) |rhs_dilation[0]|))))
 (let ((?x185 (- ?x184 |padding[0]|)))
 (let ((?x192 (ite (and (<= 0 ?x185) (< ?x185 |in0[0]|)) (in0 ?x185 ?x187 i2) ?x178)))
 (let ((?x194 (multiply ?x192 ?x193)))
 (let (($x196 (and true (= ?x194 ?x194))))
 (not $x196))))))))))
(check-sat)
