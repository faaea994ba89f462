; result 0: fold visits every contributor
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]/k| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |in1[2]| () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun c8 () Int)
(declare-fun c7 () Int)
(declare-fun c6 () Int)
(declare-fun toInt (Elem) Int)
(declare-fun in1 (Int Int Int) Elem)
(declare-fun |in0[0]| () Int)
(declare-fun |in1[0]| () Int)
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
 true)
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (<= 1 |in1[2]|))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (<= 1 |in0[2]|))
(assert
 (<= 1 |in1[2]|))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (<= 1 |in0[1]|))
(assert
 (<= 1 |in0[2]|))
(assert
 true)
(assert
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[0]/k|))
(assert
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[0]/k|))
(assert
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[0]/k|))
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
 true)
(assert
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[0]/k|))
(assert
 (let (($x65 (and (and (and (<= 0 i0) (< i0 |in0[0]/k|)) (<= 0 i1)) (< i1 |in0[1]|))))
 (and (and $x65 (<= 0 i2)) (< i2 |in0[2]|))))
(assert
 (let (($x104 (< c8 |in1[2]|)))
 (let (($x102 (<= 0 c8)))
 (let (($x99 (< c7 |in0[2]|)))
 (let (($x97 (<= 0 c7)))
 (let (($x100 (and (and (and (<= 0 c6) (< c6 (* |in0[0]/k| k))) $x97) $x99)))
 (and (and $x100 $x102) $x104)))))))
(assert
 (let (($x134 (= c7 i2)))
 (let (($x132 (= (toInt (in1 0 c6 c8)) i1)))
 (and (and (= c6 (+ i0 (* r |in0[0]/k|))) $x132) $x134))))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (= |in0[0]| ?x41)))
(assert
 (= |in1[0]| 1))
(assert
 (let (($x148 (and (<= (* r |in0[0]/k|) c6) (< c6 (+ (* r |in0[0]/k|) |in0[0]/k|)))))
 (let (($x152 (and (and $x148 (and (<= 0 c7) (< c7 |in0[2]|))) (and (<= 0 c8) (< c8 |in1[2]|)))))
 (not $x152))))
(check-sat)
