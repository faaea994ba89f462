; type: the local op satisfies reshape C2
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |out0[1]| () Int)
(declare-fun |out0[0]/k| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[0]/k| () Int)
(declare-fun |out0[0]| () Int)
(assert
 (<= 1 k))
(assert
 (and (<= 0 r) (< r k)))
(assert
 (let ((?x42 (* k |out0[0]/k|)))
 (let ((?x43 (* ?x42 |out0[1]|)))
 (<= 1 ?x43))))
(assert
 (<= 1 |in0[1]|))
(assert
 (let ((?x42 (* k |out0[0]/k|)))
 (<= 1 ?x42)))
(assert
 (<= 1 |out0[1]|))
(assert
 (<= 1 |in0[1]|))
(assert
 (not (<= (* (* k |out0[0]/k|) |out0[1]|) 1)))
(assert
 (not (<= (* k |out0[0]/k|) 1)))
(assert
 (not (<= |in0[1]| 1)))
(assert
 (let ((?x42 (* k |out0[0]/k|)))
 (let ((?x43 (* ?x42 |out0[1]|)))
 (< 1 ?x43))))
(assert
 (let ((?x42 (* k |out0[0]/k|)))
 (let ((?x43 (* ?x42 |out0[1]|)))
 (< ?x42 ?x43))))
(assert
 true)
(assert
 (not (<= |in0[1]| 1)))
(assert
 true)
(assert
 (let ((?x42 (* k |out0[0]/k|)))
 (let ((?x43 (* ?x42 |out0[1]|)))
 (= ?x43 (* k (* |out0[0]/k| |out0[1]|))))))
(assert
 (let ((?x70 (* |out0[0]/k| |out0[1]|)))
 (<= 1 ?x70)))
(assert
 true)
(assert
 true)
(assert
 (<= 1 |out0[0]/k|))
(assert
 (let ((?x42 (* k |out0[0]/k|)))
 (let ((?x43 (* ?x42 |out0[1]|)))
 (= |in0[0]| ?x43))))
(assert
 (let ((?x70 (* |out0[0]/k| |out0[1]|)))
 (= |in0[0]/k| ?x70)))
(assert
 (let ((?x42 (* k |out0[0]/k|)))
 (= |out0[0]| ?x42)))
(assert
 (not true))
(check-sat)
