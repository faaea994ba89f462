; device-local arguments reassemble [{a}, {b}]: element
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
 (and (and (and (<= 0 i0) (< i0 (* w0 |a|))) (<= 0 i1)) (< i1 (* w1 |b|))))
(assert
 (let ((?x87 (in0 i0 i1)))
 (let ((?x94 (mod i1 w1)))
 (let ((?x95 (+ ?x94 (* (div i1 w1) w1))))
 (let ((?x90 (mod i0 w0)))
 (let ((?x91 (+ ?x90 (* (div i0 w0) w0))))
 (let (($x98 (and true (= (in0 ?x91 ?x95) ?x87))))
 (not $x98))))))))
(check-sat)
