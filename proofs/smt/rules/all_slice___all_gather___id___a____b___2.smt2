; all_slice∘all_gather = id [{a}, {b}]: element
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
 (let (($x68 (and (and (<= 0 i0) (< i0 (+ w0 (div 0 |a|)))) (<= 0 i1))))
 (and $x68 (< i1 (+ w1 (div 0 |b|))))))
(assert
 (let ((?x87 (in0 ra rb i0 i1)))
 (let ((?x93 (+ (* (div 0 |b|) rb) i1)))
 (let ((?x97 (mod ?x93 w1)))
 (let ((?x89 (+ (* (div 0 |a|) ra) i0)))
 (let ((?x96 (mod ?x89 w0)))
 (let ((?x95 (+ rb (div ?x93 w1))))
 (let ((?x91 (+ ra (div ?x89 w0))))
 (let (($x100 (and true (= (in0 ?x91 ?x95 ?x96 ?x97) ?x87))))
 (not $x100))))))))))
(check-sat)
