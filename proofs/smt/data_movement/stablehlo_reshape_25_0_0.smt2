; type: the local op satisfies reshape C2
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[0]/k| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |out0[0]| () Int)
(declare-fun |out0[0]/k| () Int)
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
 (let ((?x50 (* ?x41 |in0[1]|)))
 (<= 1 ?x50))))
(assert
 (<= 1 |in0[2]|))
(assert
 (not (<= (* |in0[0]/k| k) 1)))
(assert
 (not (<= (* (* |in0[0]/k| k) |in0[1]|) 1)))
(assert
 (not (<= |in0[1]| 1)))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (< 1 ?x41)))
(assert
 (not (< (* (* |in0[0]/k| k) |in0[1]|) (* |in0[0]/k| k))))
(assert
 (not (<= |in0[2]| 1)))
(assert
 (not (= (* (* |in0[0]/k| k) |in0[1]|) (* |in0[0]/k| k))))
(assert
 (not (<= |in0[2]| 1)))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (let ((?x50 (* ?x41 |in0[1]|)))
 (< 1 ?x50))))
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
 (let ((?x41 (* |in0[0]/k| k)))
 (let ((?x50 (* ?x41 |in0[1]|)))
 (= ?x50 (* k (* |in0[0]/k| |in0[1]|))))))
(assert
 (let ((?x83 (* |in0[0]/k| |in0[1]|)))
 (<= 1 ?x83)))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (= |in0[0]| ?x41)))
(assert
 (let ((?x41 (* |in0[0]/k| k)))
 (let ((?x50 (* ?x41 |in0[1]|)))
 (= |out0[0]| ?x50))))
(assert
 (let ((?x83 (* |in0[0]/k| |in0[1]|)))
 (= |out0[0]/k| ?x83)))
(assert
 (not true))
(check-sat)
