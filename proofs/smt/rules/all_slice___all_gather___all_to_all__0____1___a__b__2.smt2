; all_slice∘all_gather = all_to_all {0 -> 1} <a, b>: element
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
 (let (($x68 (and (and (<= 0 i0) (< i0 (* w0 (* |a| |b|)))) (<= 0 i1))))
 (and $x68 (< i1 w1))))
(assert
 (let ((?x93 (+ i1 (* (+ (* ra |b|) rb) w1))))
 (let ((?x89 (mod i0 w0)))
 (let ((?x86 (div i0 w0)))
 (let ((?x88 (mod ?x86 |b|)))
 (let ((?x87 (div ?x86 |b|)))
 (let ((?x94 (in0 ?x87 ?x88 ?x89 ?x93)))
 (let (($x96 (and true (= ?x94 ?x94))))
 (not $x96)))))))))
(check-sat)
