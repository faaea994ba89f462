; result 0: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |out0[1]| () Int)
(declare-fun |out0[0]/k| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[0]/k| () Int)
(declare-fun |out0[0]| () Int)
(declare-fun in0 (Int Int) Elem)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (let ((?x42 (* k |out0[0]/k|)))
 (let ((?x43 (* ?x42 |out0[1]|)))
 (<= 1 ?x43))))
(assert
 (<= 1 |in0[1]|))
(assert
 (let ((?x42 (* k |out0[0]/k|)))
 (<= 1 ?x42)))
(assert
 (<= 1 |out0[1]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (not (<= (* (* k |out0[0]/k|) |out0[1]|) 1)))
(assert
 (not (<= (* k |out0[0]/k|) 1)))
(assert
 (not (<= |in0[1]| 1)))
(assert
 (let ((?x42 (* k |out0[0]/k|)))
 (let ((?x43 (* ?x42 |out0[1]|)))
 (< 1 ?x43))))
(assert
 (let ((?x42 (* k |out0[0]/k|)))
 (let ((?x43 (* ?x42 |out0[1]|)))
 (< ?x42 ?x43))))
(assert
 true)
(assert
 (not (<= |in0[1]| 1)))
(assert
 true)
(assert
 (let ((?x42 (* k |out0[0]/k|)))
 (let ((?x43 (* ?x42 |out0[1]|)))
 (= ?x43 (* k (* |out0[0]/k| |out0[1]|))))))
(assert
 (let ((?x70 (* |out0[0]/k| |out0[1]|)))
 (<= 1 ?x70)))
(assert
 true)
(assert
 true)
(assert
 (<= 1 |out0[0]/k|))
(assert
 (let (($x86 (and (and (and (<= 0 i0) (< i0 |out0[0]/k|)) (<= 0 i1)) (< i1 |out0[1]|))))
 (and (and $x86 (<= 0 i2)) (< i2 |in0[1]|))))
(assert
 (let ((?x42 (* k |out0[0]/k|)))
 (let ((?x43 (* ?x42 |out0[1]|)))
 (= |in0[0]| ?x43))))
(assert
 (let ((?x70 (* |out0[0]/k| |out0[1]|)))
 (= |in0[0]/k| ?x70)))
(assert
 (let ((?x42 (* k |out0[0]/k|)))
 (= |out0[0]| ?x42)))
(assert
 (let ((?x132 (in0 (+ (+ (* i0 |out0[1]|) i1) (* r (* |out0[0]/k| |out0[1]|))) i2)))
 (let ((?x130 (+ (* i0 |out0[1]|) i1)))
 (let ((?x134 (+ ?x130 (* (* |out0[0]/k| |out0[1]|) r))))
 (let (($x137 (and true (= (in0 ?x134 i2) ?x132))))
 (not $x137))))))
(check-sat)
