; all_slice∘all_gather = id [{b, a}, {}]: element
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
 (let (($x69 (and (and (<= 0 i0) (< i0 (+ w0 (div 0 (* |b| |a|))))) (<= 0 i1))))
 (and $x69 (< i1 w1))))
(assert
 (let ((?x89 (in0 ra rb i0 i1)))
 (let ((?x93 (+ (* (div 0 (* |b| |a|)) ra) (* (* (div 0 (* |b| |a|)) rb) |a|))))
 (let ((?x94 (+ ?x93 i0)))
 (let ((?x100 (mod ?x94 w0)))
 (let ((?x99 (+ rb (div (+ (div ?x94 w0) ra) |a|))))
 (let ((?x96 (+ (div ?x94 w0) ra)))
 (let ((?x97 (mod ?x96 |a|)))
 (let (($x103 (and true (= (in0 ?x97 ?x99 ?x100 i1) ?x89))))
 (not $x103))))))))))
(check-sat)
