; result 0: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |in0[1]| () Int)
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
 (<= 1 |in0[0]|))
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (<= 1 ?x44)))
(assert
 (<= 1 |in0[2]|))
(assert
 (<= 1 |in0[0]|))
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (<= 1 ?x44)))
(assert
 (<= 1 |in0[2]|))
(assert
 (<= 1 |in0[0]|))
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (<= 1 ?x44)))
(assert
 (<= 1 |in0[2]|))
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 (let ((?x46 (* k |in0[1]/k|)))
 (let ((?x44 (* |in0[1]/k| k)))
 (= ?x44 ?x46))))
(assert
 (<= 1 |in0[1]/k|))
(assert
 (let ((?x46 (* k |in0[1]/k|)))
 (let ((?x44 (* |in0[1]/k| k)))
 (= ?x44 ?x46))))
(assert
 (<= 1 |in0[1]/k|))
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 (<= 0 |in0[0]|))
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (<= 0 ?x44)))
(assert
 (<= 0 |in0[2]|))
(assert
 (let ((?x46 (* k |in0[1]/k|)))
 (let ((?x44 (* |in0[1]/k| k)))
 (= ?x44 ?x46))))
(assert
 (<= 1 |in0[1]/k|))
(assert
 (let (($x68 (and (and (and (<= 0 i0) (< i0 |in0[0]|)) (<= 0 i1)) (< i1 |in0[1]/k|))))
 (and (and $x68 (<= 0 i2)) (< i2 |in0[2]|))))
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (= |in0[1]| ?x44)))
(assert
 (let ((?x98 (* r |in0[1]/k|)))
 (let ((?x101 (+ i1 ?x98)))
 (let ((?x102 (in0 i0 ?x101 i2)))
 (let ((?x119 (toInt in4)))
 (let ((?x121 (ite (>= 0 ?x119) 0 ?x119)))
 (let ((?x123 (ite (<= ?x121 0) ?x121 0)))
 (let ((?x124 (- i2 ?x123)))
 (let ((?x111 (toInt in3)))
 (let ((?x113 (ite (>= 0 ?x111) 0 ?x111)))
 (let ((?x115 (ite (<= ?x113 0) ?x113 0)))
 (let ((?x104 (toInt in2)))
 (let ((?x106 (ite (>= 0 ?x104) 0 ?x104)))
 (let ((?x108 (ite (<= ?x106 0) ?x106 0)))
 (let ((?x109 (- i0 ?x108)))
 (let (($x138 (< i2 (+ ?x123 |in0[2]|))))
 (let (($x135 (<= ?x123 i2)))
 (let (($x129 (and (<= ?x108 i0) (< i0 (+ ?x108 |in0[0]|)))))
 (let (($x136 (and (and (and $x129 (<= ?x115 i1)) (< i1 (+ ?x115 |in0[1]/k|))) $x135)))
 (let (($x147 (and (and $x129 (<= ?x115 ?x101)) (< ?x101 (+ ?x115 (* |in0[1]/k| k))))))
 (let (($x151 (= (ite (and (and $x147 $x135) $x138) (in1 ?x109 (- ?x101 ?x115) ?x124) ?x102) (ite (and $x136 $x138) (in1 ?x109 (+ (- i1 ?x115) ?x98) ?x124) ?x102))))
 (let (($x152 (and true $x151)))
 (not $x152)))))))))))))))))))))))
(check-sat)
