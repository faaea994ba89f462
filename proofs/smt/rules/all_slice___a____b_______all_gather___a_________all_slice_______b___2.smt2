; all_slice [{a}, {b}] ∘ all_gather [{a}, {}] = all_slice [{}, {b}]: element
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
 (let ((?x88 (+ i1 (* rb (+ w1 (div 0 |b|))))))
 (let ((?x91 (+ (* (div 0 |a|) ra) i0)))
 (let ((?x94 (mod ?x91 w0)))
 (let ((?x93 (+ ra (div ?x91 w0))))
 (let (($x97 (and true (= (in0 ?x93 rb ?x94 ?x88) (in0 ra rb i0 ?x88)))))
 (not $x97)))))))
(check-sat)
