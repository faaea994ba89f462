; result 0: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun k () Int)
(declare-fun r () Int)
(declare-fun |in0[1]/k| () Int)
(declare-fun |in0[2]| () Int)
(declare-fun i0 () Int)
(declare-fun |in0[0]| () Int)
(declare-fun |in0[1]| () Int)
(declare-fun |out0[0]| () Int)
(declare-fun |out0[0]/k| () Int)
(declare-fun in0 (Int Int Int) Elem)
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
 (and (<= 0 i0) (< i0 (* |in0[1]/k| |in0[2]|))))
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
 (let ((?x104 (mod i0 |in0[2]|)))
 (let ((?x97 (div 0 |in0[2]|)))
 (let ((?x105 (in0 ?x97 (+ (mod (div i0 |in0[2]|) |in0[1]/k|) (* r |in0[1]/k|)) ?x104)))
 (let ((?x41 (* |in0[1]/k| k)))
 (let ((?x108 (mod (+ (* |in0[1]/k| r) (div i0 |in0[2]|)) ?x41)))
 (let (($x111 (and true (= (in0 ?x97 ?x108 ?x104) ?x105))))
 (not $x111))))))))
(check-sat)
