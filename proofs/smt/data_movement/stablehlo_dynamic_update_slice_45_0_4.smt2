; result 0: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]/k| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in1[1]| () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |in0[0]| () Int)
(declare-fun in0 (Int Int) Elem)
(declare-fun in1 (Int Int) Elem)
(declare-fun toInt (Elem) Int)
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
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (<= 1 |in1[1]|))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (<= 1 |in0[1]|))
(assert
 true)
(assert
 (not (= |in1[1]| |in0[1]|)))
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
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 0 ?x41)))
(assert
 (and (<= 0 |in1[1]|) (<= |in1[1]| |in0[1]|)))
(assert
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[0]/k|))
(assert
 (and (and (and (<= 0 i0) (< i0 |in0[0]/k|)) (<= 0 i1)) (< i1 |in0[1]|)))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (= |in0[0]| ?x41)))
(assert
 (let ((?x91 (* r |in0[0]/k|)))
 (let ((?x94 (+ i0 ?x91)))
 (let ((?x95 (in0 ?x94 i1)))
 (let ((?x104 (- |in0[1]| |in1[1]|)))
 (let ((?x106 (toInt in3)))
 (let ((?x108 (ite (>= 0 ?x106) 0 ?x106)))
 (let ((?x110 (ite (<= ?x108 ?x104) ?x108 ?x104)))
 (let ((?x111 (- i1 ?x110)))
 (let ((?x97 (toInt in2)))
 (let ((?x99 (ite (>= 0 ?x97) 0 ?x97)))
 (let ((?x101 (ite (<= ?x99 0) ?x99 0)))
 (let (($x120 (< i1 (+ ?x110 |in1[1]|))))
 (let (($x117 (<= ?x110 i1)))
 (let (($x121 (and (and (and (<= ?x101 i0) (< i0 (+ ?x101 |in0[0]/k|))) $x117) $x120)))
 (let (($x129 (and (and (<= ?x101 ?x94) (< ?x94 (+ ?x101 (* |in0[0]/k| k)))) $x117)))
 (let (($x132 (= (ite (and $x129 $x120) (in1 (- ?x94 ?x101) ?x111) ?x95) (ite $x121 (in1 (+ (- i0 ?x101) ?x91) ?x111) ?x95))))
 (let (($x133 (and true $x132)))
 (not $x133)))))))))))))))))))
(check-sat)
