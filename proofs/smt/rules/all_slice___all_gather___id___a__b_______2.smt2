; all_slice∘all_gather = id [{a, b}, {}]: element
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
 (let ((?x86 (in0 ra rb i0 i1)))
 (let ((?x90 (+ (* (* (div 0 (* |a| |b|)) ra) |b|) (* (div 0 (* |a| |b|)) rb))))
 (let ((?x91 (+ ?x90 i0)))
 (let ((?x97 (mod ?x91 w0)))
 (let ((?x93 (+ (div ?x91 w0) rb)))
 (let ((?x96 (mod ?x93 |b|)))
 (let ((?x95 (+ ra (div ?x93 |b|))))
 (let (($x100 (and true (= (in0 ?x95 ?x96 ?x97 i1) ?x86))))
 (not $x100))))))))))
(check-sat)
