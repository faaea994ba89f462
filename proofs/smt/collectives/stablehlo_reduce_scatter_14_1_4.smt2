; result 0: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |out0[1]| () Int)
(declare-fun |in0[1]/out0[1]| () Int)
(declare-fun |in0[2]/k| () Int)
(declare-fun i2 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun reduce_scatter.over_group (Elem) Elem)
(declare-fun in0 (Int Int Int) Elem)
(declare-fun process_position () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (<= 1 |in0[0]|))
(assert
 (let ((?x45 (* |in0[1]/out0[1]| |out0[1]|)))
 (<= 1 ?x45)))
(assert
 (let ((?x50 (* |in0[2]/k| k)))
 (<= 1 ?x50)))
(assert
 (<= 1 |in0[0]|))
(assert
 (<= 1 |out0[1]|))
(assert
 (let ((?x50 (* |in0[2]/k| k)))
 (<= 1 ?x50)))
(assert
 (let ((?x52 (* k |in0[2]/k|)))
 (let ((?x50 (* |in0[2]/k| k)))
 (= ?x50 ?x52))))
(assert
 (<= 1 |in0[2]/k|))
(assert
 (let ((?x47 (* |out0[1]| |in0[1]/out0[1]|)))
 (let ((?x45 (* |in0[1]/out0[1]| |out0[1]|)))
 (= ?x45 ?x47))))
(assert
 true)
(assert
 true)
(assert
 true)
(assert
 (let ((?x52 (* k |in0[2]/k|)))
 (let ((?x50 (* |in0[2]/k| k)))
 (= ?x50 ?x52))))
(assert
 (<= 1 |in0[2]/k|))
(assert
 (let (($x68 (and (and (and (<= 0 i0) (< i0 |in0[0]|)) (<= 0 i1)) (< i1 |out0[1]|))))
 (and (and $x68 (<= 0 i2)) (< i2 |in0[2]/k|))))
(assert
 (<= 1 |in0[1]/out0[1]|))
(assert
 (let ((?x45 (* |in0[1]/out0[1]| |out0[1]|)))
 (= |in0[1]| ?x45)))
(assert
 (let ((?x50 (* |in0[2]/k| k)))
 (= |in0[2]| ?x50)))
(assert
 (let ((?x111 (+ i2 (* r |in0[2]/k|))))
 (let ((?x109 (+ (* process_position |out0[1]|) i1)))
 (let ((?x113 (reduce_scatter.over_group (in0 i0 ?x109 ?x111))))
 (let (($x115 (and true (= ?x113 ?x113))))
 (not $x115))))))
(check-sat)
