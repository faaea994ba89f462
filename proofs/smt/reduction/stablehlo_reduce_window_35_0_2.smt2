; type: the local op satisfies reduce_window C5
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]/k| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]| () Int)
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
 (not true))
(check-sat)
