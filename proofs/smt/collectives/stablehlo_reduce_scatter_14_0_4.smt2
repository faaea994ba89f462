; result 0: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]/k| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun |in0[1]/out0[1]| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun reduce_scatter.over_group (Elem) Elem)
(declare-fun in0 (Int Int Int) Elem)
(declare-fun process_position () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (let ((?x47 (* |in0[1]/out0[1]| |out0[1]|)))
 (<= 1 ?x47)))
(assert
 (<= 1 |in0[2]|))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (<= 1 ?x41)))
(assert
 (<= 1 |out0[1]|))
(assert
 (<= 1 |in0[2]|))
(assert
 (let ((?x43 (* k |in0[0]/k|)))
 (let ((?x41 (* |in0[0]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[0]/k|))
(assert
 (let ((?x49 (* |out0[1]| |in0[1]/out0[1]|)))
 (let ((?x47 (* |in0[1]/out0[1]| |out0[1]|)))
 (= ?x47 ?x49))))
(assert
 true)
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
 (let (($x68 (and (and (and (<= 0 i0) (< i0 |in0[0]/k|)) (<= 0 i1)) (< i1 |out0[1]|))))
 (and (and $x68 (<= 0 i2)) (< i2 |in0[2]|))))
(assert
 (<= 1 |in0[1]/out0[1]|))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (= |in0[0]| ?x41)))
(assert
 (let ((?x47 (* |in0[1]/out0[1]| |out0[1]|)))
 (= |in0[1]| ?x47)))
(assert
 (let ((?x111 (+ (* process_position |out0[1]|) i1)))
 (let ((?x108 (+ i0 (* r |in0[0]/k|))))
 (let ((?x113 (reduce_scatter.over_group (in0 ?x108 ?x111 i2))))
 (let (($x115 (and true (= ?x113 ?x113))))
 (not $x115))))))
(check-sat)
