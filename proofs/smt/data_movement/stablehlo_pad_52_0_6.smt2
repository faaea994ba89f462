; result 0: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
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
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |out0[0]| () Int)
(declare-fun in1 () Elem)
(declare-fun in0 (Int Int Int) Elem)
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
 (let (($x143 (and (and (and (<= 0 i0) (< i0 |out0[0]/k|)) (<= 0 i1)) (< i1 |out0[1]|))))
 (and (and $x143 (<= 0 i2)) (< i2 |out0[2]|))))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (= |in0[0]| ?x41)))
(assert
 (let ((?x52 (* k |out0[0]/k|)))
 (= |out0[0]| ?x52)))
(assert
 (let ((?x189 (+ |interior_padding[2]| 1)))
 (let ((?x190 (- i2 |edge_padding_low[2]|)))
 (let ((?x191 (div ?x190 ?x189)))
 (let ((?x186 (+ |interior_padding[1]| 1)))
 (let ((?x187 (- i1 |edge_padding_low[1]|)))
 (let ((?x188 (div ?x187 ?x186)))
 (let ((?x181 (* r |in0[0]/k|)))
 (let ((?x182 (+ |interior_padding[0]| 1)))
 (let ((?x183 (- i0 |edge_padding_low[0]|)))
 (let ((?x184 (div ?x183 ?x182)))
 (let (($x211 (< ?x191 |in0[2]|)))
 (let (($x209 (= (mod ?x190 ?x189) 0)))
 (let (($x206 (<= 0 ?x190)))
 (let (($x204 (< ?x188 |in0[1]|)))
 (let (($x202 (= (mod ?x187 ?x186) 0)))
 (let (($x199 (<= 0 ?x187)))
 (let (($x198 (and (and (<= 0 ?x183) (= (mod ?x183 ?x182) 0)) (< ?x184 |in0[0]/k|))))
 (let (($x212 (and (and (and (and (and (and $x198 $x199) $x202) $x204) $x206) $x209) $x211)))
 (let ((?x214 (* r |out0[0]/k|)))
 (let ((?x215 (+ i0 ?x214)))
 (let ((?x216 (- ?x215 |edge_padding_low[0]|)))
 (let ((?x217 (div ?x216 ?x182)))
 (let (($x224 (and (and (<= 0 ?x216) (= (mod ?x216 ?x182) 0)) (< ?x217 (* |in0[0]/k| k)))))
 (let (($x230 (and (and (and (and (and (and $x224 $x199) $x202) $x204) $x206) $x209) $x211)))
 (let (($x232 (= (ite $x230 (in0 ?x217 ?x188 ?x191) in1) (ite $x212 (in0 (+ ?x184 ?x181) ?x188 ?x191) in1))))
 (let (($x233 (and true $x232)))
 (not $x233))))))))))))))))))))))))))))
(check-sat)
