; result 0: fold visits every contributor
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]/k| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun p8 () Int)
(declare-fun p7 () Int)
(declare-fun p6 () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun |window_dimensions[0]| () Int)
(declare-fun |window_dimensions[2]| () Int)
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
 (let (($x156 (< p8 |in0[2]|)))
 (let (($x154 (<= 0 p8)))
 (let (($x151 (< p7 |in0[1]|)))
 (let (($x149 (<= 0 p7)))
 (let (($x152 (and (and (and (<= 0 p6) (< p6 (* |in0[0]/k| k))) $x149) $x151)))
 (and (and $x152 $x154) $x156)))))))
(assert
 (let (($x184 (and (<= 0 (- p6 (+ i0 (* r |in0[0]/k|)))) (< (- p6 (+ i0 (* r |in0[0]/k|))) 1))))
 (let (($x189 (and $x184 (and (<= 0 (- p7 i1)) (< (- p7 i1) |in0[1]|)))))
 (and $x189 (and (<= 0 (- p8 i2)) (< (- p8 i2) 1))))))
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
 (let (($x238 (and (<= (* r |in0[0]/k|) p6) (< p6 (+ (* r |in0[0]/k|) |in0[0]/k|)))))
 (let (($x242 (and (and $x238 (and (<= 0 p7) (< p7 |in0[1]|))) (and (<= 0 p8) (< p8 |in0[2]|)))))
 (not $x242))))
(check-sat)
