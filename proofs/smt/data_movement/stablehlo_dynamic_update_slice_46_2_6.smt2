; result 0: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]/k| () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |in0[2]| () Int)
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
 (<= 1 |in0[1]|))
(assert
 (let ((?x47 (* |in0[2]/k| k)))
 (<= 1 ?x47)))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (let ((?x47 (* |in0[2]/k| k)))
 (<= 1 ?x47)))
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
 (<= 0 |in0[0]|))
(assert
 (<= 0 |in0[1]|))
(assert
 (let ((?x47 (* |in0[2]/k| k)))
 (<= 0 ?x47)))
(assert
 (let ((?x49 (* k |in0[2]/k|)))
 (let ((?x47 (* |in0[2]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |in0[2]/k|))
(assert
 (let (($x68 (and (and (and (<= 0 i0) (< i0 |in0[0]|)) (<= 0 i1)) (< i1 |in0[1]|))))
 (and (and $x68 (<= 0 i2)) (< i2 |in0[2]/k|))))
(assert
 (let ((?x47 (* |in0[2]/k| k)))
 (= |in0[2]| ?x47)))
(assert
 (let ((?x98 (* r |in0[2]/k|)))
 (let ((?x101 (+ i2 ?x98)))
 (let ((?x102 (in0 i0 i1 ?x101)))
 (let ((?x118 (toInt in4)))
 (let ((?x120 (ite (>= 0 ?x118) 0 ?x118)))
 (let ((?x122 (ite (<= ?x120 0) ?x120 0)))
 (let ((?x111 (toInt in3)))
 (let ((?x113 (ite (>= 0 ?x111) 0 ?x111)))
 (let ((?x115 (ite (<= ?x113 0) ?x113 0)))
 (let ((?x116 (- i1 ?x115)))
 (let ((?x104 (toInt in2)))
 (let ((?x106 (ite (>= 0 ?x104) 0 ?x104)))
 (let ((?x108 (ite (<= ?x106 0) ?x106 0)))
 (let ((?x109 (- i0 ?x108)))
 (let (($x131 (and (and (<= ?x108 i0) (< i0 (+ ?x108 |in0[0]|))) (<= ?x115 i1))))
 (let (($x134 (and $x131 (< i1 (+ ?x115 |in0[1]|)))))
 (let ((?x140 (ite (and (and $x134 (<= ?x122 i2)) (< i2 (+ ?x122 |in0[2]/k|))) (in1 ?x109 ?x116 (+ (- i2 ?x122) ?x98)) ?x102)))
 (let (($x147 (and (and $x134 (<= ?x122 ?x101)) (< ?x101 (+ ?x122 (* |in0[2]/k| k))))))
 (let (($x150 (and true (= (ite $x147 (in1 ?x109 ?x116 (- ?x101 ?x122)) ?x102) ?x140))))
 (not $x150)))))))))))))))))))))
(check-sat)
