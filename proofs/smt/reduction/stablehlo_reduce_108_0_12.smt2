; result 0 (sum): each chunk's init is absorbed (an identity, or an idempotent commutative reducer)
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun y () Real)
(declare-fun z () Real)
(declare-fun x () Real)
(assert
 (and (or (and (distinct (+ 0.0 x) x) true) (and (distinct (+ x 0.0) x) true)) (or (and (distinct (+ y y) y) true) (and (distinct (+ y z) (+ z y)) true))))
(check-sat)
