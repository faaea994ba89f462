; tile action, dim 1: element
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-sort Elem 0)
 (declare-fun |a| () Int)
(declare-fun ra () Int)
(declare-fun |b| () Int)
(declare-fun rb () Int)
(declare-fun w0 () Int)
(declare-fun w1 () Int)
(declare-fun i1 () Int)
(declare-fun i0 () Int)
(declare-fun in0 (Int Int) Elem)
(assert
 (<= 1 |a|))
(assert
 (and (<= 0 ra) (< ra |a|)))
(assert
 (<= 1 |b|))
(assert
 (and (<= 0 rb) (< rb |b|)))
(assert
 (<= 1 w0))
(assert
 (<= 1 w1))
(assert
 (and (and (and (<= 0 i0) (< i0 w0)) (<= 0 i1)) (< i1 (* (+ w1 (div 0 |a|)) |a|))))
(assert
 (let ((?x93 (in0 i0 i1)))
 (let ((?x67 (div 0 |a|)))
 (let ((?x68 (+ w1 ?x67)))
 (let ((?x94 (div i1 ?x68)))
 (let ((?x96 (mod i1 ?x68)))
 (let ((?x97 (+ ?x96 (* ?x94 ?x68))))
 (let (($x100 (and true (= (in0 i0 ?x97) ?x93))))
 (not $x100)))))))))
(check-sat)
