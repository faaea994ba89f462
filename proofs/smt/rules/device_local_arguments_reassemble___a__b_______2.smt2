; device-local arguments reassemble [{a, b}, {}]: element
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
 (let (($x67 (and (<= 0 i0) (< i0 (* (+ w0 (div 0 (* |a| |b|))) (* |a| |b|))))))
 (and (and $x67 (<= 0 i1)) (< i1 w1))))
(assert
 (let ((?x94 (in0 i0 i1)))
 (let ((?x62 (* |a| |b|)))
 (let ((?x63 (div 0 ?x62)))
 (let ((?x64 (+ w0 ?x63)))
 (let ((?x95 (div i0 ?x64)))
 (let ((?x96 (mod ?x95 |b|)))
 (let ((?x101 (mod i0 ?x64)))
 (let ((?x102 (+ ?x101 (* (+ (* (div ?x95 |b|) |b|) ?x96) ?x64))))
 (let (($x105 (and true (= (in0 ?x102 i1) ?x94))))
 (not $x105)))))))))))
(check-sat)
