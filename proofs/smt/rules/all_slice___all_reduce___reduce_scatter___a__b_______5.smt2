; all_slice∘all_reduce = reduce_scatter [{a, b}, {}]: element (fold body)
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
(declare-fun sa () Int)
(declare-fun sb () Int)
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
 (and (and (and (<= 0 i0) (< i0 w0)) (<= 0 i1)) (< i1 w1)))
(assert
 (and (<= 0 sa) (< sa |a|)))
(assert
 (and (<= 0 sb) (< sb |b|)))
(assert
 (let ((?x108 (+ i0 (* (+ (* ra |b|) rb) w0))))
 (let ((?x109 (in0 sa sb ?x108 i1)))
 (let (($x111 (and true (= ?x109 ?x109))))
 (not $x111)))))
(check-sat)
