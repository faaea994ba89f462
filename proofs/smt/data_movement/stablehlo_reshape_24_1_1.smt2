; result 0: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |out0[1]| () Int)
(declare-fun |out0[0]| () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun in0 (Int Int) Elem)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (let ((?x42 (* |out0[0]| |out0[1]|)))
 (<= 1 ?x42)))
(assert
 (let ((?x47 (* |in0[1]/k| k)))
 (<= 1 ?x47)))
(assert
 (<= 1 |out0[0]|))
(assert
 (<= 1 |out0[1]|))
(assert
 (let ((?x47 (* |in0[1]/k| k)))
 (<= 1 ?x47)))
(assert
 (not (<= (* |out0[0]| |out0[1]|) 1)))
(assert
 (not (<= |out0[0]| 1)))
(assert
 (not (<= (* |in0[1]/k| k) 1)))
(assert
 (let ((?x42 (* |out0[0]| |out0[1]|)))
 (< 1 ?x42)))
(assert
 (let ((?x42 (* |out0[0]| |out0[1]|)))
 (< |out0[0]| ?x42)))
(assert
 true)
(assert
 (not (<= (* |in0[1]/k| k) 1)))
(assert
 true)
(assert
 (let ((?x49 (* k |in0[1]/k|)))
 (let ((?x47 (* |in0[1]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |in0[1]/k|))
(assert
 true)
(assert
 (let ((?x49 (* k |in0[1]/k|)))
 (let ((?x47 (* |in0[1]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |in0[1]/k|))
(assert
 (let (($x84 (and (and (and (<= 0 i0) (< i0 |out0[0]|)) (<= 0 i1)) (< i1 |out0[1]|))))
 (and (and $x84 (<= 0 i2)) (< i2 |in0[1]/k|))))
(assert
 (let ((?x42 (* |out0[0]| |out0[1]|)))
 (= |in0[0]| ?x42)))
(assert
 (let ((?x47 (* |in0[1]/k| k)))
 (= |in0[1]| ?x47)))
(assert
 (let (($x129 (= (in0 (+ (* i0 |out0[1]|) i1) (+ (* |in0[1]/k| r) i2)) (in0 (+ (* i0 |out0[1]|) i1) (+ i2 (* r |in0[1]/k|))))))
 (let (($x130 (and true $x129)))
 (not $x130))))
(check-sat)
