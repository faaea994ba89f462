; type: the local op satisfies reshape C2
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |out0[1]| () Int)
(declare-fun |out0[0]| () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
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
 (let ((?x42 (* |out0[0]| |out0[1]|)))
 (= |in0[0]| ?x42)))
(assert
 (let ((?x47 (* |in0[1]/k| k)))
 (= |in0[1]| ?x47)))
(assert
 (not true))
(check-sat)
