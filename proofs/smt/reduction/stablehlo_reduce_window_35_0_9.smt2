; result 0 fold body: element
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
(declare-fun p5 () Int)
(declare-fun p4 () Int)
(declare-fun p3 () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun |window_dimensions[0]| () Int)
(declare-fun |window_dimensions[2]| () Int)
(declare-fun in1 () Elem)
(declare-fun in0 (Int Int Int) Elem)
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
 true)
(assert
 (<= 1 |in0[2]|))
(assert
 (not (= 1 (* |in0[0]/k| k))))
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 (not (<= |in0[1]| 1)))
(assert
 (not (= 1 |in0[2]|)))
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
 true)
(assert
 (< 0 |in0[1]|))
(assert
 true)
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (let (($x67 (= ?x41 0)))
 (let (($x70 (or $x67 (< (- ?x41 1) 0))))
 (or (and $x70 $x67) (and (not $x70) (< (- ?x41 1) ?x41)))))))
(assert
 (not (= |in0[1]| 0)))
(assert
 (let (($x98 (and (not (or (= |in0[2]| 0) (< (- |in0[2]| 1) 0))) (< (- |in0[2]| 1) |in0[2]|))))
 (let (($x91 (= |in0[2]| 0)))
 (let (($x94 (or $x91 (< (- |in0[2]| 1) 0))))
 (or (and $x94 $x91) $x98)))))
(assert
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[0]/k|))
(assert
 (let (($x119 (and (and (and (<= 0 i0) (< i0 |in0[0]/k|)) (<= 0 i1)) (< i1 1))))
 (and (and $x119 (<= 0 i2)) (< i2 |in0[2]|))))
(assert
 (let (($x156 (< p5 |in0[2]|)))
 (let (($x154 (<= 0 p5)))
 (let (($x151 (< p4 |in0[1]|)))
 (let (($x152 (and (and (and (<= 0 p3) (< p3 |in0[0]/k|)) (<= 0 p4)) $x151)))
 (and (and $x152 $x154) $x156))))))
(assert
 (let (($x187 (and (and (<= 0 (- p3 i0)) (< (- p3 i0) 1)) (and (<= 0 (- p4 i1)) (< (- p4 i1) |in0[1]|)))))
 (and $x187 (and (<= 0 (- p5 i2)) (< (- p5 i2) 1)))))
(assert
 true)
(assert
 true)
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (= |in0[0]| ?x41)))
(assert
 (= |out0[1]| 1))
(assert
 (= |window_dimensions[0]| 1))
(assert
 (= |window_dimensions[2]| 1))
(assert
 (let ((?x231 (* r |in0[0]/k|)))
 (let ((?x232 (+ p3 ?x231)))
 (let ((?x233 (in0 ?x232 p4 p5)))
 (let (($x156 (< p5 |in0[2]|)))
 (let (($x154 (<= 0 p5)))
 (let (($x236 (and $x154 $x156)))
 (let (($x151 (< p4 |in0[1]|)))
 (let (($x149 (<= 0 p4)))
 (let (($x234 (and $x149 $x151)))
 (let (($x147 (and (<= 0 p3) (< p3 |in0[0]/k|))))
 (let (($x243 (and (and (and (<= 0 ?x232) (< ?x232 (* |in0[0]/k| k))) $x234) $x236)))
 (let (($x246 (and true (= (ite $x243 ?x233 in1) (ite (and (and $x147 $x234) $x236) ?x233 in1)))))
 (not $x246))))))))))))))
(check-sat)
