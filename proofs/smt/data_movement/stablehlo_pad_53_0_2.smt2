; type: the local op satisfies pad C3
; unsat = the obligation holds
; 
(set-info :status unknown)
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
(declare-fun |in0[1]| () Int)
(declare-fun |out0[1]| () Int)
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
 (let ((?x44 (* |in0[1]/k| k)))
 (= |in0[1]| ?x44)))
(assert
 (let ((?x52 (* k |out0[1]/k|)))
 (= |out0[1]| ?x52)))
(assert
 (let (($x84 (<= 0 |interior_padding[1]|)))
 (not $x84)))
(check-sat)
