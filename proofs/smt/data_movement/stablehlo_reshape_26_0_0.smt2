; type: the local op satisfies reshape C2
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |out0[0]| () Int)
(declare-fun |out0[0]/k| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 true)
(assert
 (let ((?x41 (* |in0[1]/k| k)))
 (<= 1 ?x41)))
(assert
 (<= 1 |in0[2]|))
(assert
 (let ((?x47 (* |in0[1]/k| |in0[2]|)))
 (let ((?x49 (* ?x47 k)))
 (<= 1 ?x49))))
(assert
 true)
(assert
 (not (<= (* |in0[1]/k| k) 1)))
(assert
 true)
(assert
 (not (<= (* (* |in0[1]/k| |in0[2]|) k) 1)))
(assert
 true)
(assert
 (<= |in0[2]| 1))
(assert
 (let ((?x43 (* k |in0[1]/k|)))
 (let ((?x41 (* |in0[1]/k| k)))
 (= ?x41 ?x43))))
(assert
 (<= 1 |in0[1]/k|))
(assert
 (let ((?x47 (* |in0[1]/k| |in0[2]|)))
 (let ((?x49 (* ?x47 k)))
 (= (* (* |in0[1]/k| k) |in0[2]|) ?x49))))
(assert
 (let ((?x47 (* |in0[1]/k| |in0[2]|)))
 (let ((?x49 (* ?x47 k)))
 (= ?x49 (* k ?x47)))))
(assert
 (let ((?x47 (* |in0[1]/k| |in0[2]|)))
 (<= 1 ?x47)))
(assert
 (= |in0[0]| 1))
(assert
 (let ((?x41 (* |in0[1]/k| k)))
 (= |in0[1]| ?x41)))
(assert
 (let ((?x47 (* |in0[1]/k| |in0[2]|)))
 (let ((?x49 (* ?x47 k)))
 (= |out0[0]| ?x49))))
(assert
 (let ((?x47 (* |in0[1]/k| |in0[2]|)))
 (= |out0[0]/k| ?x47)))
(assert
 (not true))
(check-sat)
