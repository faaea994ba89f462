; result 0: fold visits every contributor
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]/k| () Int)
(declare-fun |window_dimensions[0]| () Int)
(declare-fun |window_dimensions[2]| () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun p8 () Int)
(declare-fun p7 () Int)
(declare-fun p6 () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |out0[1]| () Int)
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
 true)
(assert
 (let ((?x47 (* |in0[2]/k| k)))
 (<= 1 ?x47)))
(assert
 (not (= |window_dimensions[0]| |in0[0]|)))
(assert
 (<= |window_dimensions[0]| 1))
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 (not (<= |in0[1]| 1)))
(assert
 (not (= |window_dimensions[2]| (* |in0[2]/k| k))))
(assert
 (<= |window_dimensions[2]| 1))
(assert
 true)
(assert
 (let ((?x49 (* k |in0[2]/k|)))
 (let ((?x47 (* |in0[2]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |in0[2]/k|))
(assert
 (< 0 |window_dimensions[0]|))
(assert
 (< 0 |in0[1]|))
(assert
 (< 0 |window_dimensions[2]|))
(assert
 (let (($x77 (= |in0[0]| 0)))
 (let (($x80 (or $x77 (< (- |in0[0]| |window_dimensions[0]|) 0))))
 (let (($x85 (and (not $x80) (<= (- |in0[0]| 1) (- |in0[0]| |window_dimensions[0]|)))))
 (or (and $x80 $x77) (and $x85 (< (- |in0[0]| |window_dimensions[0]|) |in0[0]|)))))))
(assert
 (not (= |in0[1]| 0)))
(assert
 (let ((?x47 (* |in0[2]/k| k)))
 (let ((?x108 (- ?x47 |window_dimensions[2]|)))
 (let (($x115 (and (not (or (= ?x47 0) (< ?x108 0))) (<= (- ?x47 1) ?x108))))
 (or (and (or (= ?x47 0) (< ?x108 0)) (= ?x47 0)) (and $x115 (< ?x108 ?x47)))))))
(assert
 (let ((?x49 (* k |in0[2]/k|)))
 (let ((?x47 (* |in0[2]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |in0[2]/k|))
(assert
 (let (($x141 (and (and (and (<= 0 i0) (< i0 |in0[0]|)) (<= 0 i1)) (< i1 1))))
 (and (and $x141 (<= 0 i2)) (< i2 |in0[2]/k|))))
(assert
 (let (($x173 (< p7 |in0[1]|)))
 (let (($x174 (and (and (and (<= 0 p6) (< p6 |in0[0]|)) (<= 0 p7)) $x173)))
 (and (and $x174 (<= 0 p8)) (< p8 (* |in0[2]/k| k))))))
(assert
 (let (($x215 (and (<= 0 (- p8 (+ i2 (* r |in0[2]/k|)))) (< (- p8 (+ i2 (* r |in0[2]/k|))) |window_dimensions[2]|))))
 (let (($x204 (and (<= 0 (- p6 i0)) (< (- p6 i0) |window_dimensions[0]|))))
 (let (($x209 (and $x204 (and (<= 0 (- p7 i1)) (< (- p7 i1) |in0[1]|)))))
 (and $x209 $x215)))))
(assert
 (let ((?x47 (* |in0[2]/k| k)))
 (= |in0[2]| ?x47)))
(assert
 (= |out0[1]| 1))
(assert
 (let (($x260 (and (<= (* r |in0[2]/k|) p8) (< p8 (+ (* r |in0[2]/k|) |in0[2]/k|)))))
 (let (($x169 (and (<= 0 p6) (< p6 |in0[0]|))))
 (let (($x261 (and (and $x169 (and (<= 0 p7) (< p7 |in0[1]|))) $x260)))
 (not $x261)))))
(check-sat)
