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
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |in0[0]| () Int)
(declare-fun in0 (Int Int Int) Elem)
(declare-fun in1 (Int Int Int) Elem)
(declare-fun toInt (Elem) Int)
(declare-fun in4 () Elem)
(declare-fun in3 () Elem)
(declare-fun in2 () Elem)
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
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (<= 1 |in0[1]|))
(assert
 (<= 1 |in0[2]|))
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
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 0 ?x41)))
(assert
 (<= 0 |in0[1]|))
(assert
 (<= 0 |in0[2]|))
(assert
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[0]/k|))
(assert
 (let (($x68 (and (and (and (<= 0 i0) (< i0 |in0[0]/k|)) (<= 0 i1)) (< i1 |in0[1]|))))
 (and (and $x68 (<= 0 i2)) (< i2 |in0[2]|))))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (= |in0[0]| ?x41)))
(assert
 (let ((?x98 (* r |in0[0]/k|)))
 (let ((?x101 (+ i0 ?x98)))
 (let ((?x102 (in0 ?x101 i1 i2)))
 (let ((?x119 (toInt in4)))
 (let ((?x121 (ite (>= 0 ?x119) 0 ?x119)))
 (let ((?x123 (ite (<= ?x121 0) ?x121 0)))
 (let ((?x124 (- i2 ?x123)))
 (let ((?x112 (toInt in3)))
 (let ((?x114 (ite (>= 0 ?x112) 0 ?x112)))
 (let ((?x116 (ite (<= ?x114 0) ?x114 0)))
 (let ((?x117 (- i1 ?x116)))
 (let ((?x104 (toInt in2)))
 (let ((?x106 (ite (>= 0 ?x104) 0 ?x104)))
 (let ((?x108 (ite (<= ?x106 0) ?x106 0)))
 (let (($x138 (< i2 (+ ?x123 |in0[2]|))))
 (let (($x135 (<= ?x123 i2)))
 (let (($x133 (< i1 (+ ?x116 |in0[1]|))))
 (let (($x130 (<= ?x116 i1)))
 (let (($x134 (and (and (and (<= ?x108 i0) (< i0 (+ ?x108 |in0[0]/k|))) $x130) $x133)))
 (let ((?x140 (ite (and (and $x134 $x135) $x138) (in1 (+ (- i0 ?x108) ?x98) ?x117 ?x124) ?x102)))
 (let (($x147 (and (and (<= ?x108 ?x101) (< ?x101 (+ ?x108 (* |in0[0]/k| k)))) $x130)))
 (let ((?x151 (ite (and (and (and $x147 $x133) $x135) $x138) (in1 (- ?x101 ?x108) ?x117 ?x124) ?x102)))
 (let (($x153 (and true (= ?x151 ?x140))))
 (not $x153)))))))))))))))))))))))))
(check-sat)
