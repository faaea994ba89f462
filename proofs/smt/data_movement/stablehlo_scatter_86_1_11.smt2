; result 0: fold visits only the op's index space
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |in0[3]/k| () Int)
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
(declare-fun |in0[3]| () Int)
(declare-fun |in1[3]| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (<= 1 |in0[2]|))
(assert
 (let ((?x50 (* |in0[3]/k| k)))
 (<= 1 ?x50)))
(assert
 (<= 1 |in1[0]|))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in1[2]|))
(assert
 true)
(assert
 (<= 1 |in1[0]|))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in1[2]|))
(assert
 (<= 1 |in2[3]|))
(assert
 (let ((?x50 (* |in0[3]/k| k)))
 (<= 1 ?x50)))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (<= 1 |in0[2]|))
(assert
 (let ((?x50 (* |in0[3]/k| k)))
 (<= 1 ?x50)))
(assert
 true)
(assert
 (let ((?x52 (* k |in0[3]/k|)))
 (let ((?x50 (* |in0[3]/k| k)))
 (= ?x50 ?x52))))
(assert
 (<= 1 |in0[3]/k|))
(assert
 (let ((?x52 (* k |in0[3]/k|)))
 (let ((?x50 (* |in0[3]/k| k)))
 (= ?x50 ?x52))))
(assert
 (<= 1 |in0[3]/k|))
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
 (let ((?x52 (* k |in0[3]/k|)))
 (let ((?x50 (* |in0[3]/k| k)))
 (= ?x50 ?x52))))
(assert
 (<= 1 |in0[3]/k|))
(assert
 (let (($x78 (and (and (and (<= 0 i0) (< i0 |in0[0]|)) (<= 0 i1)) (< i1 |in0[1]|))))
 (let (($x86 (and (and (and $x78 (<= 0 i2)) (< i2 |in0[2]|)) (<= 0 i3))))
 (and $x86 (< i3 |in0[3]/k|)))))
(assert
 (let (($x125 (and (and (and (<= 0 c4) (< c4 |in1[0]|)) (<= 0 c5)) (< c5 |in0[0]|))))
 (let (($x133 (and (and (and $x125 (<= 0 c6)) (< c6 |in1[2]|)) (<= 0 c7))))
 (let (($x135 (and $x133 (< c7 |in2[3]|))))
 (and (and $x135 (<= 0 c8)) (< c8 |in0[3]/k|))))))
(assert
 (let ((?x50 (* |in0[3]/k| k)))
 (= |in0[3]| ?x50)))
(assert
 (= |in1[3]| 2))
(assert
 (let (($x125 (and (and (and (<= 0 c4) (< c4 |in1[0]|)) (<= 0 c5)) (< c5 |in0[0]|))))
 (let (($x133 (and (and (and $x125 (<= 0 c6)) (< c6 |in1[2]|)) (<= 0 c7))))
 (let (($x135 (and $x133 (< c7 |in2[3]|))))
 (let (($x189 (and (and $x135 (<= 0 (+ c8 (* r |in0[3]/k|)))) (< (+ c8 (* r |in0[3]/k|)) (* |in0[3]/k| k)))))
 (not $x189))))))
(check-sat)
