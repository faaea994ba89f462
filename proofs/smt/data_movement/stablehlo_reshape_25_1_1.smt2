; result 0: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]/k| () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |out0[0]| () Int)
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
 (let ((?x50 (* |in0[0]| |in0[1]|)))
 (<= 1 ?x50)))
(assert
 (let ((?x47 (* |in0[2]/k| k)))
 (<= 1 ?x47)))
(assert
 (not (<= |in0[0]| 1)))
(assert
 (not (<= (* |in0[0]| |in0[1]|) 1)))
(assert
 (not (<= |in0[1]| 1)))
(assert
 (< 1 |in0[0]|))
(assert
 (not (< (* |in0[0]| |in0[1]|) |in0[0]|)))
(assert
 (not (<= (* |in0[2]/k| k) 1)))
(assert
 (not (= (* |in0[0]| |in0[1]|) |in0[0]|)))
(assert
 (not (<= (* |in0[2]/k| k) 1)))
(assert
 (let ((?x50 (* |in0[0]| |in0[1]|)))
 (< 1 ?x50)))
(assert
 true)
(assert
 true)
(assert
 (let ((?x49 (* k |in0[2]/k|)))
 (let ((?x47 (* |in0[2]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |in0[2]/k|))
(assert
 true)
(assert
 (let ((?x49 (* k |in0[2]/k|)))
 (let ((?x47 (* |in0[2]/k| k)))
 (= ?x47 ?x49))))
(assert
 (<= 1 |in0[2]/k|))
(assert
 (let (($x87 (and (and (<= 0 i0) (< i0 (* |in0[0]| |in0[1]|))) (<= 0 i1))))
 (and $x87 (< i1 |in0[2]/k|))))
(assert
 (let ((?x47 (* |in0[2]/k| k)))
 (= |in0[2]| ?x47)))
(assert
 (let ((?x50 (* |in0[0]| |in0[1]|)))
 (= |out0[0]| ?x50)))
(assert
 (let ((?x117 (+ i1 (* r |in0[2]/k|))))
 (let ((?x115 (mod i0 |in0[1]|)))
 (let ((?x114 (div i0 |in0[1]|)))
 (let ((?x118 (in0 ?x114 ?x115 ?x117)))
 (let (($x123 (and true (= (in0 ?x114 ?x115 (+ (* |in0[2]/k| r) i1)) ?x118))))
 (not $x123)))))))
(check-sat)
