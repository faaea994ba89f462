; all_slice∘all_slice = all_slice [{a}, {}] then [{}, {b}]: element
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
(declare-fun in0 (Int Int Int Int) Elem)
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
 (and (and (and (<= 0 i0) (< i0 w0)) (<= 0 i1)) (< i1 w1)))
(assert
 (let ((?x86 (+ i1 (* rb w1))))
 (let ((?x84 (+ i0 (* ra w0))))
 (let ((?x87 (in0 ra rb ?x84 ?x86)))
 (let (($x89 (and true (= ?x87 ?x87))))
 (not $x89))))))
(check-sat)
