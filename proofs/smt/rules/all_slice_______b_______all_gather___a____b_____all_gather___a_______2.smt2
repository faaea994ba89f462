; all_slice [{}, {b}] ∘ all_gather [{a}, {b}] = all_gather [{a}, {}]: element
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
 (and (and (and (<= 0 i0) (< i0 (* w0 |a|))) (<= 0 i1)) (< i1 (+ w1 (div 0 |b|)))))
(assert
 (let ((?x88 (mod i0 w0)))
 (let ((?x87 (div i0 w0)))
 (let ((?x89 (in0 ?x87 rb ?x88 i1)))
 (let ((?x91 (+ (* (div 0 |b|) rb) i1)))
 (let ((?x94 (mod ?x91 w1)))
 (let ((?x93 (+ rb (div ?x91 w1))))
 (let (($x97 (and true (= (in0 ?x87 ?x93 ?x88 ?x94) ?x89))))
 (not $x97)))))))))
(check-sat)
