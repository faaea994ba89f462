; result 0: fold visits every contributor
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]/k| () Int)
(declare-fun |in1[2]| () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun c8 () Int)
(declare-fun c7 () Int)
(declare-fun c6 () Int)
(declare-fun toInt (Elem) Int)
(declare-fun in1 (Int Int Int) Elem)
(declare-fun |in0[2]| () Int)
(declare-fun |in1[0]| () Int)
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
 true)
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in1[2]|))
(assert
 (<= 1 |in0[0]|))
(assert
 (let ((?x47 (* |in0[2]/k| k)))
 (<= 1 ?x47)))
(assert
 (<= 1 |in1[2]|))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (let ((?x47 (* |in0[2]/k| k)))
 (<= 1 ?x47)))
(assert
 true)
(assert
 (let ((?x49 (* k |in0[2]/k|)))
 (let ((?x47 (* |in0[2]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |in0[2]/k|))
(assert
 (let ((?x49 (* k |in0[2]/k|)))
 (let ((?x47 (* |in0[2]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |in0[2]/k|))
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
 (let ((?x49 (* k |in0[2]/k|)))
 (let ((?x47 (* |in0[2]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |in0[2]/k|))
(assert
 (let (($x65 (and (and (and (<= 0 i0) (< i0 |in0[0]|)) (<= 0 i1)) (< i1 |in0[1]|))))
 (and (and $x65 (<= 0 i2)) (< i2 |in0[2]/k|))))
(assert
 (let (($x104 (< c8 |in1[2]|)))
 (let (($x102 (<= 0 c8)))
 (let (($x100 (and (and (and (<= 0 c6) (< c6 |in0[0]|)) (<= 0 c7)) (< c7 (* |in0[2]/k| k)))))
 (and (and $x100 $x102) $x104)))))
(assert
 (and (and (= c6 i0) (= (toInt (in1 0 c6 c8)) i1)) (= c7 (+ i2 (* r |in0[2]/k|)))))
(assert
 (let ((?x47 (* |in0[2]/k| k)))
 (= |in0[2]| ?x47)))
(assert
 (= |in1[0]| 1))
(assert
 (let (($x148 (and (<= (* r |in0[2]/k|) c7) (< c7 (+ (* r |in0[2]/k|) |in0[2]/k|)))))
 (let (($x95 (and (<= 0 c6) (< c6 |in0[0]|))))
 (let (($x151 (and (and $x95 $x148) (and (<= 0 c8) (< c8 |in1[2]|)))))
 (not $x151)))))
(check-sat)
