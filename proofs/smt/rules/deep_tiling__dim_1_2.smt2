; deep tiling, dim 1: element
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
 (and (and (and (<= 0 i0) (< i0 w0)) (<= 0 i1)) (< i1 (* (* (+ w1 (div (div 0 |a|) |b|)) |b|) |a|))))
(assert
 (let ((?x101 (in0 i0 i1)))
 (let ((?x104 (* (div i1 (* (+ w1 (div (div 0 |a|) |b|)) |b|)) (+ (* w1 |b|) (div 0 |a|)))))
 (let ((?x67 (div 0 |a|)))
 (let ((?x68 (div ?x67 |b|)))
 (let ((?x69 (+ w1 ?x68)))
 (let ((?x109 (+ (mod (mod i1 (* ?x69 |b|)) ?x69) (* (div (mod i1 (* ?x69 |b|)) ?x69) ?x69))))
 (let ((?x110 (+ ?x109 ?x104)))
 (let (($x113 (and true (= (in0 i0 ?x110) ?x101))))
 (not $x113))))))))))
(check-sat)
