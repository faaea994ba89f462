; device-local arguments reassemble [{b, a}, {}]: element
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
 (let (($x68 (and (and (<= 0 i0) (< i0 (* w0 (* |b| |a|)))) (<= 0 i1))))
 (and $x68 (< i1 w1))))
(assert
 (let ((?x86 (in0 i0 i1)))
 (let ((?x87 (div i0 w0)))
 (let ((?x88 (mod ?x87 |a|)))
 (let ((?x93 (mod i0 w0)))
 (let ((?x94 (+ ?x93 (* (+ (* (div ?x87 |a|) |a|) ?x88) w0))))
 (let (($x97 (and true (= (in0 ?x94 i1) ?x86))))
 (not $x97))))))))
(check-sat)
