; all_slice∘all_slice = all_slice [{}, {b}] then [{}, {a}]: element
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
 (let ((?x92 (+ (+ i1 (* ra w1)) (* rb (* w1 |a|)))))
 (let (($x94 (= (in0 ra rb i0 ?x92) (in0 ra rb i0 (+ i1 (* (+ (* rb |a|) ra) w1))))))
 (let (($x95 (and true $x94)))
 (not $x95)))))
(check-sat)
