; type: the local op satisfies pad C3
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]/k| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |out0[0]/k| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun |out0[2]| () Int)
(declare-fun |edge_padding_low[0]| () Int)
(declare-fun |edge_padding_high[0]| () Int)
(declare-fun |interior_padding[0]| () Int)
(declare-fun |edge_padding_low[1]| () Int)
(declare-fun |edge_padding_low[2]| () Int)
(declare-fun |edge_padding_high[2]| () Int)
(declare-fun |interior_padding[2]| () Int)
(declare-fun |interior_padding[1]| () Int)
(declare-fun |edge_padding_high[1]| () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |out0[0]| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (<= 1 |in0[1]|))
(assert
 (<= 1 |in0[2]|))
(assert
 (let ((?x52 (* k |out0[0]/k|)))
 (<= 1 ?x52)))
(assert
 (<= 1 |out0[1]|))
(assert
 (<= 1 |out0[2]|))
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
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[0]/k|))
(assert
 (<= 0 |interior_padding[0]|))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (let ((?x80 (- ?x41 1)))
 (let ((?x86 (+ (+ ?x41 |edge_padding_low[0]|) (* (ite (>= ?x80 0) ?x80 0) |interior_padding[0]|))))
 (let ((?x52 (* k |out0[0]/k|)))
 (= ?x52 (+ ?x86 |edge_padding_high[0]|)))))))
(assert
 (<= 0 |interior_padding[1]|))
(assert
 (let ((?x104 (* (ite (>= (- |in0[1]| 1) 0) (- |in0[1]| 1) 0) |interior_padding[1]|)))
 (= |out0[1]| (+ (+ (+ |in0[1]| |edge_padding_low[1]|) ?x104) |edge_padding_high[1]|))))
(assert
 (<= 0 |interior_padding[2]|))
(assert
 (let ((?x121 (* (ite (>= (- |in0[2]| 1) 0) (- |in0[2]| 1) 0) |interior_padding[2]|)))
 (= |out0[2]| (+ (+ (+ |in0[2]| |edge_padding_low[2]|) ?x121) |edge_padding_high[2]|))))
(assert
 true)
(assert
 (<= 1 |out0[0]/k|))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (= |in0[0]| ?x41)))
(assert
 (let ((?x52 (* k |out0[0]/k|)))
 (= |out0[0]| ?x52)))
(assert
 (let (($x78 (<= 0 |interior_padding[0]|)))
 (not $x78)))
(check-sat)
