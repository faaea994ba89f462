; type: the local op satisfies pad C4
; unsat = the obligation holds
; 
(set-info :status unknown)
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
(declare-fun |in0[2]| () Int)
(declare-fun |out0[2]| () Int)
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
 (let ((?x47 (* |in0[2]/k| k)))
 (= |in0[2]| ?x47)))
(assert
 (let ((?x58 (* k |out0[2]/k|)))
 (= |out0[2]| ?x58)))
(assert
 (let ((?x84 (* (ite (>= (- |in0[0]| 1) 0) (- |in0[0]| 1) 0) |interior_padding[0]|)))
 (let (($x88 (= |out0[0]| (+ (+ (+ |in0[0]| |edge_padding_low[0]|) ?x84) |edge_padding_high[0]|))))
 (not $x88))))
(check-sat)
