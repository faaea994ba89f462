; result 0: fold visits only the op's index space
; unsat = the obligation holds
; 
(set-info :status unknown)
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
(declare-fun c8 () Int)
(declare-fun c7 () Int)
(declare-fun c6 () Int)
(declare-fun c5 () Int)
(declare-fun c4 () Int)
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
 (let (($x139 (< c8 |in0[3]|)))
 (let (($x137 (<= 0 c8)))
 (let (($x134 (< c7 |in2[3]|)))
 (let (($x132 (<= 0 c7)))
 (let (($x129 (< c6 |in1[2]|)))
 (let (($x127 (<= 0 c6)))
 (let (($x125 (and (and (and (<= 0 c4) (< c4 |in1[0]|)) (<= 0 c5)) (< c5 |in0[0]/k|))))
 (and (and (and (and (and (and $x125 $x127) $x129) $x132) $x134) $x137) $x139)))))))))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (= |in0[0]| ?x41)))
(assert
 (= |in1[3]| 2))
(assert
 (let (($x139 (< c8 |in0[3]|)))
 (let (($x137 (<= 0 c8)))
 (let (($x134 (< c7 |in2[3]|)))
 (let (($x132 (<= 0 c7)))
 (let (($x129 (< c6 |in1[2]|)))
 (let (($x127 (<= 0 c6)))
 (let (($x120 (and (<= 0 c4) (< c4 |in1[0]|))))
 (let (($x189 (and (and $x120 (<= 0 (+ c5 (* r |in0[0]/k|)))) (< (+ c5 (* r |in0[0]/k|)) (* |in0[0]/k| k)))))
 (let (($x195 (and (and (and (and (and (and $x189 $x127) $x129) $x132) $x134) $x137) $x139)))
 (not $x195)))))))))))
(check-sat)
