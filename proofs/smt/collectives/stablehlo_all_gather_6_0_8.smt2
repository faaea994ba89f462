; result 1: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]/k| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in1[0]/k| () Int)
(declare-fun |in1[1]| () Int)
(declare-fun |in1[2]| () Int)
(declare-fun |out0[1]/in0[1]| () Int)
(declare-fun |out1[1]/in1[1]| () Int)
(declare-fun i4 () Int)
(declare-fun i3 () Int)
(declare-fun i2 () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in1[0]| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun |out1[1]| () Int)
(declare-fun all_gather.from_process (Elem Elem) Elem)
(declare-fun in1 (Int Int Int) Elem)
(declare-fun fromInt (Int) Elem)
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
 (let ((?x49 (* |in1[0]/k| k)))
 (<= 1 ?x49)))
(assert
 (<= 1 |in1[1]|))
(assert
 (<= 1 |in1[2]|))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (let ((?x60 (* |in0[1]| |out0[1]/in0[1]|)))
 (<= 1 ?x60)))
(assert
 (let ((?x49 (* |in1[0]/k| k)))
 (<= 1 ?x49)))
(assert
 (let ((?x64 (* |in1[1]| |out1[1]/in1[1]|)))
 (<= 1 ?x64)))
(assert
 (<= 1 |in1[2]|))
(assert
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[0]/k|))
(assert
 (let ((?x51 (* k |in1[0]/k|)))
 (let ((?x49 (* |in1[0]/k| k)))
 (= ?x49 ?x51))))
(assert
 (<= 1 |in1[0]/k|))
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
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[0]/k|))
(assert
 (let ((?x51 (* k |in1[0]/k|)))
 (let ((?x49 (* |in1[0]/k| k)))
 (= ?x49 ?x51))))
(assert
 (<= 1 |in1[0]/k|))
(assert
 (let (($x81 (and (and (and (<= 0 i2) (< i2 |in1[0]/k|)) (<= 0 i3)) (< i3 (* |in1[1]| |out1[1]/in1[1]|)))))
 (and (and $x81 (<= 0 i4)) (< i4 |in1[2]|))))
(assert
 (<= 1 |out0[1]/in0[1]|))
(assert
 (<= 1 |out1[1]/in1[1]|))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (= |in0[0]| ?x41)))
(assert
 (let ((?x49 (* |in1[0]/k| k)))
 (= |in1[0]| ?x49)))
(assert
 (let ((?x60 (* |in0[1]| |out0[1]/in0[1]|)))
 (= |out0[1]| ?x60)))
(assert
 (let ((?x64 (* |in1[1]| |out1[1]/in1[1]|)))
 (= |out1[1]| ?x64)))
(assert
 (let ((?x138 (all_gather.from_process (fromInt (div i3 |in1[1]|)) (in1 (+ i2 (* r |in1[0]/k|)) (mod i3 |in1[1]|) i4))))
 (let (($x140 (and true (= ?x138 ?x138))))
 (not $x140))))
(check-sat)
