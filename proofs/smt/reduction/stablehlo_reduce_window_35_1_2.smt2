; type: the local op satisfies reduce_window C5
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |window_dimensions[0]| () Int)
(declare-fun |window_dimensions[2]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |out0[1]| () Int)
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
 (let ((?x44 (* |in0[1]/k| k)))
 (= |in0[1]| ?x44)))
(assert
 (= |out0[1]| 1))
(assert
 (let (($x72 (< 0 |window_dimensions[2]|)))
 (not $x72)))
(check-sat)
