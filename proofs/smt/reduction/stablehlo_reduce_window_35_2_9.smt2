; result 0 fold body: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
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
(declare-fun p5 () Int)
(declare-fun p4 () Int)
(declare-fun p3 () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun in1 () Elem)
(declare-fun in0 (Int Int Int) Elem)
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
 (let (($x178 (< p5 |in0[2]/k|)))
 (let (($x176 (<= 0 p5)))
 (let (($x173 (< p4 |in0[1]|)))
 (let (($x174 (and (and (and (<= 0 p3) (< p3 |in0[0]|)) (<= 0 p4)) $x173)))
 (and (and $x174 $x176) $x178))))))
(assert
 (let (($x213 (and (<= 0 (- p5 i2)) (< (- p5 i2) |window_dimensions[2]|))))
 (let (($x204 (and (<= 0 (- p3 i0)) (< (- p3 i0) |window_dimensions[0]|))))
 (let (($x209 (and $x204 (and (<= 0 (- p4 i1)) (< (- p4 i1) |in0[1]|)))))
 (and $x209 $x213)))))
(assert
 (let ((?x47 (* |in0[2]/k| k)))
 (= |in0[2]| ?x47)))
(assert
 (= |out0[1]| 1))
(assert
 (let ((?x251 (* r |in0[2]/k|)))
 (let ((?x252 (+ p5 ?x251)))
 (let ((?x253 (in0 p3 p4 ?x252)))
 (let (($x169 (and (<= 0 p3) (< p3 |in0[0]|))))
 (let (($x255 (and $x169 (and (<= 0 p4) (< p4 |in0[1]|)))))
 (let ((?x263 (ite (and $x255 (and (<= 0 ?x252) (< ?x252 (* |in0[2]/k| k)))) ?x253 in1)))
 (let (($x264 (= ?x263 (ite (and $x255 (and (<= 0 p5) (< p5 |in0[2]/k|))) ?x253 in1))))
 (let (($x265 (and true $x264)))
 (not $x265))))))))))
(check-sat)
