; result 0: fold filter agrees
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
(declare-fun c5 () Int)
(declare-fun c4 () Int)
(declare-fun c3 () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |in1[0]| () Int)
(declare-fun toInt (Elem) Int)
(declare-fun in1 (Int Int Int) Elem)
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
 (let (($x100 (and (and (and (<= 0 c3) (< c3 |in0[0]|)) (<= 0 c4)) (< c4 |in0[2]/k|))))
 (and (and $x100 (<= 0 c5)) (< c5 |in1[2]|))))
(assert
 (let ((?x47 (* |in0[2]/k| k)))
 (= |in0[2]| ?x47)))
(assert
 (= |in1[0]| 1))
(assert
 (let (($x137 (= (toInt (in1 0 c3 c5)) i1)))
 (let (($x134 (= c3 i0)))
 (let (($x138 (and $x134 $x137)))
 (let (($x143 (and $x138 (= (+ c4 (* r |in0[2]/k|)) (+ i2 (* r |in0[2]/k|))))))
 (let (($x146 (= (and $x138 (= c4 i2)) $x143)))
 (not $x146)))))))
(check-sat)
