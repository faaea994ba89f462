; all_slice [{a}, {}] ∘ all_gather [{a, b}, {}] = all_gather [{b}, {}]: element
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
 (let (($x69 (and (and (<= 0 i0) (< i0 (+ (* w0 |b|) (div 0 |a|)))) (<= 0 i1))))
 (and $x69 (< i1 w1))))
(assert
 (let ((?x91 (in0 ra (div i0 w0) (mod i0 w0) i1)))
 (let ((?x93 (+ (* (div 0 |a|) ra) i0)))
 (let ((?x98 (mod ?x93 w0)))
 (let ((?x94 (div ?x93 w0)))
 (let ((?x97 (mod ?x94 |b|)))
 (let ((?x96 (+ ra (div ?x94 |b|))))
 (let (($x101 (and true (= (in0 ?x96 ?x97 ?x98 i1) ?x91))))
 (not $x101)))))))))
(check-sat)
