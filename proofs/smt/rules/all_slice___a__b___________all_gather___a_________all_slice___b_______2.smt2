; all_slice [{a, b}, {}] ∘ all_gather [{a}, {}] = all_slice [{b}, {}]: element
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
 (let (($x69 (and (and (<= 0 i0) (< i0 (+ w0 (div 0 (* |a| |b|))))) (<= 0 i1))))
 (and $x69 (< i1 w1))))
(assert
 (let ((?x91 (* w0 |b|)))
 (let ((?x92 (* rb w0)))
 (let ((?x96 (+ (* (* (div 0 (* |a| |b|)) ra) |b|) (* (div 0 (* |a| |b|)) rb))))
 (let ((?x98 (+ (+ ?x96 i0) ?x92)))
 (let ((?x101 (mod ?x98 ?x91)))
 (let ((?x100 (+ ra (div ?x98 ?x91))))
 (let (($x103 (= (in0 ?x100 rb ?x101 i1) (in0 ra rb (+ i0 (* rb (+ w0 (div 0 |b|)))) i1))))
 (let (($x104 (and true $x103)))
 (not $x104))))))))))
(check-sat)
