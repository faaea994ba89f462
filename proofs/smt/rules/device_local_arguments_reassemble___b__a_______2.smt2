; device-local arguments reassemble [{b, a}, {}]: element
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
(declare-fun in0 (Int Int) Elem)
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
 (let (($x67 (and (<= 0 i0) (< i0 (* (+ w0 (div 0 (* |b| |a|))) (* |b| |a|))))))
 (and (and $x67 (<= 0 i1)) (< i1 w1))))
(assert
 (let ((?x96 (in0 i0 i1)))
 (let ((?x64 (+ w0 (div 0 (* |b| |a|)))))
 (let ((?x101 (+ (* (div (div i0 ?x64) |a|) |a|) (mod (div i0 ?x64) |a|))))
 (let ((?x104 (+ (mod i0 ?x64) (* ?x101 ?x64))))
 (let (($x107 (and true (= (in0 ?x104 i1) ?x96))))
 (not $x107)))))))
(check-sat)
