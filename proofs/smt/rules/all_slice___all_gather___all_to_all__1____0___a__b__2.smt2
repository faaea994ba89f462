; all_slice∘all_gather = all_to_all {1 -> 0} <a, b>: element
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
 (and (and (and (<= 0 i0) (< i0 w0)) (<= 0 i1)) (< i1 (* w1 (* |a| |b|)))))
(assert
 (let ((?x93 (mod i1 w1)))
 (let ((?x92 (+ i0 (* (+ (* ra |b|) rb) w0))))
 (let ((?x86 (div i1 w1)))
 (let ((?x88 (mod ?x86 |b|)))
 (let ((?x87 (div ?x86 |b|)))
 (let ((?x94 (in0 ?x87 ?x88 ?x92 ?x93)))
 (let (($x96 (and true (= ?x94 ?x94))))
 (not $x96)))))))))
(check-sat)
