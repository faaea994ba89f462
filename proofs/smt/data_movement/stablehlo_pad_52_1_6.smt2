; result 0: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]/k| () Int)
(declare-fun |out0[0]| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun |out0[2]/k| () Int)
(declare-fun |edge_padding_low[0]| () Int)
(declare-fun |edge_padding_high[0]| () Int)
(declare-fun |interior_padding[0]| () Int)
(declare-fun |edge_padding_low[1]| () Int)
(declare-fun |edge_padding_low[2]| () Int)
(declare-fun |edge_padding_high[2]| () Int)
(declare-fun |interior_padding[2]| () Int)
(declare-fun |interior_padding[1]| () Int)
(declare-fun |edge_padding_high[1]| () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |out0[2]| () Int)
(declare-fun in1 () Elem)
(declare-fun in0 (Int Int Int) Elem)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (let ((?x47 (* |in0[2]/k| k)))
 (<= 1 ?x47)))
(assert
 (<= 1 |out0[0]|))
(assert
 (<= 1 |out0[1]|))
(assert
 (let ((?x58 (* k |out0[2]/k|)))
 (<= 1 ?x58)))
(assert
 (= |edge_padding_low[0]| 0))
(assert
 (= |edge_padding_high[0]| 0))
(assert
 (= |interior_padding[0]| 0))
(assert
 (not (= |edge_padding_low[1]| 0)))
(assert
 (= |edge_padding_low[2]| 0))
(assert
 (= |edge_padding_high[2]| 0))
(assert
 (= |interior_padding[2]| 0))
(assert
 (let ((?x49 (* k |in0[2]/k|)))
 (let ((?x47 (* |in0[2]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |in0[2]/k|))
(assert
 (<= 0 |interior_padding[0]|))
(assert
 (let ((?x84 (* (ite (>= (- |in0[0]| 1) 0) (- |in0[0]| 1) 0) |interior_padding[0]|)))
 (= |out0[0]| (+ (+ (+ |in0[0]| |edge_padding_low[0]|) ?x84) |edge_padding_high[0]|))))
(assert
 (<= 0 |interior_padding[1]|))
(assert
 (let ((?x104 (* (ite (>= (- |in0[1]| 1) 0) (- |in0[1]| 1) 0) |interior_padding[1]|)))
 (= |out0[1]| (+ (+ (+ |in0[1]| |edge_padding_low[1]|) ?x104) |edge_padding_high[1]|))))
(assert
 (<= 0 |interior_padding[2]|))
(assert
 (let ((?x47 (* |in0[2]/k| k)))
 (let ((?x115 (- ?x47 1)))
 (let ((?x123 (+ (+ ?x47 |edge_padding_low[2]|) (* (ite (>= ?x115 0) ?x115 0) |interior_padding[2]|))))
 (let ((?x58 (* k |out0[2]/k|)))
 (= ?x58 (+ ?x123 |edge_padding_high[2]|)))))))
(assert
 true)
(assert
 (<= 1 |out0[2]/k|))
(assert
 (let (($x143 (and (and (and (<= 0 i0) (< i0 |out0[0]|)) (<= 0 i1)) (< i1 |out0[1]|))))
 (and (and $x143 (<= 0 i2)) (< i2 |out0[2]/k|))))
(assert
 (let ((?x47 (* |in0[2]/k| k)))
 (= |in0[2]| ?x47)))
(assert
 (let ((?x58 (* k |out0[2]/k|)))
 (= |out0[2]| ?x58)))
(assert
 (let ((?x187 (* r |in0[2]/k|)))
 (let ((?x188 (+ |interior_padding[2]| 1)))
 (let ((?x189 (- i2 |edge_padding_low[2]|)))
 (let ((?x190 (div ?x189 ?x188)))
 (let ((?x184 (+ |interior_padding[1]| 1)))
 (let ((?x185 (- i1 |edge_padding_low[1]|)))
 (let ((?x186 (div ?x185 ?x184)))
 (let ((?x181 (+ |interior_padding[0]| 1)))
 (let ((?x182 (- i0 |edge_padding_low[0]|)))
 (let ((?x183 (div ?x182 ?x181)))
 (let (($x198 (and (and (<= 0 ?x182) (= (mod ?x182 ?x181) 0)) (< ?x183 |in0[0]|))))
 (let (($x205 (and (and (and $x198 (<= 0 ?x185)) (= (mod ?x185 ?x184) 0)) (< ?x186 |in0[1]|))))
 (let (($x212 (and (and (and $x205 (<= 0 ?x189)) (= (mod ?x189 ?x188) 0)) (< ?x190 |in0[2]/k|))))
 (let ((?x214 (* r |out0[2]/k|)))
 (let ((?x215 (+ i2 ?x214)))
 (let ((?x216 (- ?x215 |edge_padding_low[2]|)))
 (let ((?x217 (div ?x216 ?x188)))
 (let (($x225 (and (and (and $x205 (<= 0 ?x216)) (= (mod ?x216 ?x188) 0)) (< ?x217 (* |in0[2]/k| k)))))
 (let (($x227 (= (ite $x225 (in0 ?x183 ?x186 ?x217) in1) (ite $x212 (in0 ?x183 ?x186 (+ ?x190 ?x187)) in1))))
 (let (($x228 (and true $x227)))
 (not $x228))))))))))))))))))))))
(check-sat)
