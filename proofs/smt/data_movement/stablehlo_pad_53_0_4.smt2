; result 0: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun |out0[0]| () Int)
(declare-fun |out0[1]/k| () Int)
(declare-fun |edge_padding_low[0]| () Int)
(declare-fun |edge_padding_low[1]| () Int)
(declare-fun |edge_padding_high[1]| () Int)
(declare-fun |interior_padding[1]| () Int)
(declare-fun |interior_padding[0]| () Int)
(declare-fun |edge_padding_high[0]| () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun in1 () Elem)
(declare-fun in0 (Int Int) Elem)
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
 (<= 1 |out0[0]|))
(assert
 (let ((?x52 (* k |out0[1]/k|)))
 (<= 1 ?x52)))
(assert
 (not (= |edge_padding_low[0]| 0)))
(assert
 (= |edge_padding_low[1]| 0))
(assert
 (= |edge_padding_high[1]| 0))
(assert
 (= |interior_padding[1]| 0))
(assert
 (let ((?x46 (* k |in0[1]/k|)))
 (let ((?x44 (* |in0[1]/k| k)))
 (= ?x44 ?x46))))
(assert
 (<= 1 |in0[1]/k|))
(assert
 (<= 0 |interior_padding[0]|))
(assert
 (let ((?x74 (* (ite (>= (- |in0[0]| 1) 0) (- |in0[0]| 1) 0) |interior_padding[0]|)))
 (= |out0[0]| (+ (+ (+ |in0[0]| |edge_padding_low[0]|) ?x74) |edge_padding_high[0]|))))
(assert
 (<= 0 |interior_padding[1]|))
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (let ((?x86 (- ?x44 1)))
 (let ((?x94 (+ (+ ?x44 |edge_padding_low[1]|) (* (ite (>= ?x86 0) ?x86 0) |interior_padding[1]|))))
 (let ((?x52 (* k |out0[1]/k|)))
 (= ?x52 (+ ?x94 |edge_padding_high[1]|)))))))
(assert
 true)
(assert
 (<= 1 |out0[1]/k|))
(assert
 (and (and (and (<= 0 i0) (< i0 |out0[0]|)) (<= 0 i1)) (< i1 |out0[1]/k|)))
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (= |in0[1]| ?x44)))
(assert
 (let ((?x52 (* k |out0[1]/k|)))
 (= |out0[1]| ?x52)))
(assert
 (let ((?x143 (* r |in0[1]/k|)))
 (let ((?x144 (+ |interior_padding[1]| 1)))
 (let ((?x145 (- i1 |edge_padding_low[1]|)))
 (let ((?x146 (div ?x145 ?x144)))
 (let ((?x140 (+ |interior_padding[0]| 1)))
 (let ((?x141 (- i0 |edge_padding_low[0]|)))
 (let ((?x142 (div ?x141 ?x140)))
 (let (($x154 (and (and (<= 0 ?x141) (= (mod ?x141 ?x140) 0)) (< ?x142 |in0[0]|))))
 (let (($x161 (and (and (and $x154 (<= 0 ?x145)) (= (mod ?x145 ?x144) 0)) (< ?x146 |in0[1]/k|))))
 (let ((?x163 (* r |out0[1]/k|)))
 (let ((?x164 (+ i1 ?x163)))
 (let ((?x165 (- ?x164 |edge_padding_low[1]|)))
 (let ((?x166 (div ?x165 ?x144)))
 (let (($x174 (and (and (and $x154 (<= 0 ?x165)) (= (mod ?x165 ?x144) 0)) (< ?x166 (* |in0[1]/k| k)))))
 (let (($x176 (= (ite $x174 (in0 ?x142 ?x166) in1) (ite $x161 (in0 ?x142 (+ ?x146 ?x143)) in1))))
 (let (($x177 (and true $x176)))
 (not $x177))))))))))))))))))
(check-sat)
