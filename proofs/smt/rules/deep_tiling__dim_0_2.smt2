; deep tiling, dim 0: element
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
 (let (($x68 (and (<= 0 i0) (< i0 (* (* (+ w0 (div (div 0 |a|) |b|)) |b|) |a|)))))
 (and (and $x68 (<= 0 i1)) (< i1 w1))))
(assert
 (let ((?x101 (in0 i0 i1)))
 (let ((?x104 (* (div i0 (* (+ w0 (div (div 0 |a|) |b|)) |b|)) (+ (* w0 |b|) (div 0 |a|)))))
 (let ((?x62 (div 0 |a|)))
 (let ((?x63 (div ?x62 |b|)))
 (let ((?x64 (+ w0 ?x63)))
 (let ((?x109 (+ (mod (mod i0 (* ?x64 |b|)) ?x64) (* (div (mod i0 (* ?x64 |b|)) ?x64) ?x64))))
 (let ((?x110 (+ ?x109 ?x104)))
 (let (($x113 (and true (= (in0 ?x110 i1) ?x101))))
 (not $x113))))))))))
(check-sat)
