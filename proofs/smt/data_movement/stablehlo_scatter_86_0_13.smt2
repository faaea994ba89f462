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
(declare-fun |in0[3]| () Int)
(declare-fun |in1[0]| () Int)
(declare-fun |in1[2]| () Int)
(declare-fun |in2[3]| () Int)
(declare-fun i3 () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun c13 () Int)
(declare-fun c12 () Int)
(declare-fun c11 () Int)
(declare-fun c10 () Int)
(declare-fun c9 () Int)
(declare-fun toInt (Elem) Int)
(declare-fun in1 (Int Int Int Int) Elem)
(declare-fun |in0[0]| () Int)
(declare-fun |in1[3]| () Int)
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
 (<= 1 |in0[3]|))
(assert
 (<= 1 |in1[0]|))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (<= 1 |in1[2]|))
(assert
 true)
(assert
 (<= 1 |in1[0]|))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (<= 1 |in1[2]|))
(assert
 (<= 1 |in2[3]|))
(assert
 (<= 1 |in0[3]|))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (<= 1 |in0[1]|))
(assert
 (<= 1 |in0[2]|))
(assert
 (<= 1 |in0[3]|))
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
 true)
(assert
 (<= |in2[3]| |in0[2]|))
(assert
 true)
(assert
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[0]/k|))
(assert
 (let (($x78 (and (and (and (<= 0 i0) (< i0 |in0[0]/k|)) (<= 0 i1)) (< i1 |in0[1]|))))
 (let (($x86 (and (and (and $x78 (<= 0 i2)) (< i2 |in0[2]|)) (<= 0 i3))))
 (and $x86 (< i3 |in0[3]|)))))
(assert
 (let (($x139 (< c13 |in0[3]|)))
 (let (($x137 (<= 0 c13)))
 (let (($x134 (< c12 |in2[3]|)))
 (let (($x132 (<= 0 c12)))
 (let (($x129 (< c11 |in1[2]|)))
 (let (($x127 (<= 0 c11)))
 (let (($x125 (and (and (and (<= 0 c9) (< c9 |in1[0]|)) (<= 0 c10)) (< c10 (* |in0[0]/k| k)))))
 (and (and (and (and (and (and $x125 $x127) $x129) $x132) $x134) $x137) $x139)))))))))
(assert
 (let (($x188 (= c13 i3)))
 (let (($x181 (= (toInt (in1 c9 c10 c11 1)) i1)))
 (let (($x187 (and (and (= c10 (+ i0 (* r |in0[0]/k|))) $x181) (= (+ (toInt (in1 c9 c10 c11 0)) c12) i2))))
 (and $x187 $x188)))))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (= |in0[0]| ?x41)))
(assert
 (= |in1[3]| 2))
(assert
 (let (($x206 (and (<= (* r |in0[0]/k|) c10) (< c10 (+ (* r |in0[0]/k|) |in0[0]/k|)))))
 (let (($x120 (and (<= 0 c9) (< c9 |in1[0]|))))
 (let (($x211 (and (and (and $x120 $x206) (and (<= 0 c11) (< c11 |in1[2]|))) (and (<= 0 c12) (< c12 |in2[3]|)))))
 (let (($x213 (and $x211 (and (<= 0 c13) (< c13 |in0[3]|)))))
 (not $x213))))))
(check-sat)
