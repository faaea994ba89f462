; result 0 (sum) fold body: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |window_dimensions[0]| () Int)
(declare-fun |window_dimensions[2]| () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun p5 () Int)
(declare-fun p4 () Int)
(declare-fun p3 () Int)
(declare-fun |in0[1]| () Int)
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
 (let ((?x44 (* |in0[1]/k| k)))
 (<= 1 ?x44)))
(assert
 (<= 1 |in0[2]|))
(assert
 (<= 1 |in0[0]|))
(assert
 true)
(assert
 (<= 1 |in0[2]|))
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
 (not (<= (* |in0[1]/k| k) 1)))
(assert
 (not (= |window_dimensions[2]| |in0[2]|)))
(assert
 (<= |window_dimensions[2]| 1))
(assert
 true)
(assert
 (let ((?x46 (* k |in0[1]/k|)))
 (let ((?x44 (* |in0[1]/k| k)))
 (= ?x44 ?x46))))
(assert
 (<= 1 |in0[1]/k|))
(assert
 (< 0 |window_dimensions[0]|))
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (< 0 ?x44)))
(assert
 (< 0 |window_dimensions[2]|))
(assert
 (let (($x75 (= |in0[0]| 0)))
 (let (($x78 (or $x75 (< (- |in0[0]| |window_dimensions[0]|) 0))))
 (let (($x83 (and (not $x78) (<= (- |in0[0]| 1) (- |in0[0]| |window_dimensions[0]|)))))
 (or (and $x78 $x75) (and $x83 (< (- |in0[0]| |window_dimensions[0]|) |in0[0]|)))))))
(assert
 (not (= (* |in0[1]/k| k) 0)))
(assert
 (let (($x107 (= |in0[2]| 0)))
 (let (($x110 (or $x107 (< (- |in0[2]| |window_dimensions[2]|) 0))))
 (let (($x115 (and (not $x110) (<= (- |in0[2]| 1) (- |in0[2]| |window_dimensions[2]|)))))
 (or (and $x110 $x107) (and $x115 (< (- |in0[2]| |window_dimensions[2]|) |in0[2]|)))))))
(assert
 (let (($x142 (and (and (and (<= 0 i0) (< i0 |in0[0]|)) (<= 0 i1)) (< i1 1))))
 (and (and $x142 (<= 0 i2)) (< i2 |in0[2]|))))
(assert
 (let (($x179 (< p5 |in0[2]|)))
 (let (($x177 (<= 0 p5)))
 (let (($x174 (< p4 |in0[1]/k|)))
 (let (($x175 (and (and (and (<= 0 p3) (< p3 |in0[0]|)) (<= 0 p4)) $x174)))
 (and (and $x175 $x177) $x179))))))
(assert
 (let (($x216 (and (<= 0 (- p5 i2)) (< (- p5 i2) |window_dimensions[2]|))))
 (let (($x211 (and (<= 0 (- p4 i1)) (< (- p4 i1) (+ |in0[1]/k| (div 0 k))))))
 (let (($x205 (and (<= 0 (- p3 i0)) (< (- p3 i0) |window_dimensions[0]|))))
 (and (and $x205 $x211) $x216)))))
(assert
 (let ((?x44 (* |in0[1]/k| k)))
 (= |in0[1]| ?x44)))
(assert
 (= |out0[1]| 1))
(assert
 (let ((?x254 (* r |in0[1]/k|)))
 (let ((?x255 (+ p4 ?x254)))
 (let ((?x256 (in0 p3 ?x255 p5)))
 (let (($x179 (< p5 |in0[2]|)))
 (let (($x177 (<= 0 p5)))
 (let (($x259 (and $x177 $x179)))
 (let (($x170 (and (<= 0 p3) (< p3 |in0[0]|))))
 (let ((?x261 (ite (and (and $x170 (and (<= 0 p4) (< p4 |in0[1]/k|))) $x259) ?x256 in1)))
 (let (($x266 (and (and $x170 (and (<= 0 ?x255) (< ?x255 (* |in0[1]/k| k)))) $x259)))
 (let (($x269 (and true (= (ite $x266 ?x256 in1) ?x261))))
 (not $x269))))))))))))
(check-sat)
