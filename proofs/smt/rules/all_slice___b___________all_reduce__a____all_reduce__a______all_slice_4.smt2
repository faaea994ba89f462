; all_slice [{b}, {}] ∘ all_reduce <a> = all_reduce <a> ∘ all_slice: element (fold body)
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
(declare-fun sa () Int)
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
 (let (($x68 (and (and (<= 0 i0) (< i0 (+ w0 (div 0 |b|)))) (<= 0 i1))))
 (and $x68 (< i1 w1))))
(assert
 (and (<= 0 sa) (< sa |a|)))
(assert
 (let ((?x97 (+ i0 (* rb (+ w0 (div 0 |b|))))))
 (let ((?x98 (in0 sa rb ?x97 i1)))
 (let (($x100 (and true (= ?x98 ?x98))))
 (not $x100)))))
(check-sat)
