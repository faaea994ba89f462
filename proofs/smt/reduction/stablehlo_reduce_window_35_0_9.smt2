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
(declare-fun |window_dimensions[0]| () Int)
(declare-fun |window_dimensions[2]| () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun p5 () Int)
(declare-fun p4 () Int)
(declare-fun p3 () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |out0[1]| () Int)
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
 (not (= |window_dimensions[0]| (* |in0[0]/k| k))))
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
 (not (= |window_dimensions[2]| |in0[2]|)))
(assert
 (<= |window_dimensions[2]| 1))
(assert
 true)
(assert
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[0]/k|))
(assert
 (< 0 |window_dimensions[0]|))
(assert
 (< 0 |in0[1]|))
(assert
 (< 0 |window_dimensions[2]|))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (let ((?x78 (- ?x41 |window_dimensions[0]|)))
 (let (($x85 (and (not (or (= ?x41 0) (< ?x78 0))) (<= (- ?x41 1) ?x78))))
 (or (and (or (= ?x41 0) (< ?x78 0)) (= ?x41 0)) (and $x85 (< ?x78 ?x41)))))))
(assert
 (not (= |in0[1]| 0)))
(assert
 (let (($x106 (= |in0[2]| 0)))
 (let (($x109 (or $x106 (< (- |in0[2]| |window_dimensions[2]|) 0))))
 (let (($x114 (and (not $x109) (<= (- |in0[2]| 1) (- |in0[2]| |window_dimensions[2]|)))))
 (or (and $x109 $x106) (and $x114 (< (- |in0[2]| |window_dimensions[2]|) |in0[2]|)))))))
(assert
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[0]/k|))
(assert
 (let (($x141 (and (and (and (<= 0 i0) (< i0 |in0[0]/k|)) (<= 0 i1)) (< i1 1))))
 (and (and $x141 (<= 0 i2)) (< i2 |in0[2]|))))
(assert
 (let (($x178 (< p5 |in0[2]|)))
 (let (($x176 (<= 0 p5)))
 (let (($x173 (< p4 |in0[1]|)))
 (let (($x174 (and (and (and (<= 0 p3) (< p3 |in0[0]/k|)) (<= 0 p4)) $x173)))
 (and (and $x174 $x176) $x178))))))
(assert
 (let (($x213 (and (<= 0 (- p5 i2)) (< (- p5 i2) |window_dimensions[2]|))))
 (let (($x204 (and (<= 0 (- p3 i0)) (< (- p3 i0) |window_dimensions[0]|))))
 (let (($x209 (and $x204 (and (<= 0 (- p4 i1)) (< (- p4 i1) |in0[1]|)))))
 (and $x209 $x213)))))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (= |in0[0]| ?x41)))
(assert
 (= |out0[1]| 1))
(assert
 (let ((?x251 (* r |in0[0]/k|)))
 (let ((?x252 (+ p3 ?x251)))
 (let ((?x253 (in0 ?x252 p4 p5)))
 (let (($x178 (< p5 |in0[2]|)))
 (let (($x176 (<= 0 p5)))
 (let (($x256 (and $x176 $x178)))
 (let (($x173 (< p4 |in0[1]|)))
 (let (($x171 (<= 0 p4)))
 (let (($x254 (and $x171 $x173)))
 (let (($x169 (and (<= 0 p3) (< p3 |in0[0]/k|))))
 (let (($x263 (and (and (and (<= 0 ?x252) (< ?x252 (* |in0[0]/k| k))) $x254) $x256)))
 (let (($x266 (and true (= (ite $x263 ?x253 in1) (ite (and (and $x169 $x254) $x256) ?x253 in1)))))
 (not $x266))))))))))))))
(check-sat)
