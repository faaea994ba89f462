; slice-of-tile fusion, dim 0: element
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
(declare-fun in0 (Int Int Int) Elem)
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
 (let (($x68 (and (and (<= 0 i0) (< i0 (+ w0 (div 0 |a|)))) (<= 0 i1))))
 (and $x68 (< i1 w1))))
(assert
 (let ((?x85 (in0 ra i0 i1)))
 (let ((?x87 (+ (* (div 0 |a|) ra) i0)))
 (let ((?x90 (mod ?x87 w0)))
 (let ((?x89 (+ ra (div ?x87 w0))))
 (let (($x93 (and true (= (in0 ?x89 ?x90 i1) ?x85))))
 (not $x93)))))))
(check-sat)
