; all_slice∘all_slice = all_slice [{a}, {}] then [{b}, {}]: element
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
 (let (($x66 (and (<= 0 i0) (< i0 (+ w0 (div (div 0 |a|) |b|))))))
 (and (and $x66 (<= 0 i1)) (< i1 w1))))
(assert
 (let ((?x92 (+ i0 (* (+ (* ra |b|) rb) (+ w0 (div 0 (* |a| |b|)))))))
 (let ((?x99 (+ (+ i0 (* rb (+ w0 (div (div 0 |a|) |b|)))) (* ra (+ (* w0 |b|) (div 0 |a|))))))
 (let (($x102 (and true (= (in0 ra rb ?x99 i1) (in0 ra rb ?x92 i1)))))
 (not $x102)))))
(check-sat)
