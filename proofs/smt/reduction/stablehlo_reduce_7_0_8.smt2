; result 0 (sum): each chunk's init is absorbed (an identity, or an idempotent commutative reducer)
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun z () Real)
(declare-fun y () Real)
(declare-fun x () Real)
(declare-fun init () Real)
(assert
 (let (($x24 (or (and (distinct (ite (<= y y) y y) y) true) (and (distinct (ite (<= y z) z y) (ite (<= z y) y z)) true))))
 (let (($x15 (or (and (distinct (ite (<= init x) x init) x) true) (and (distinct (ite (<= x init) init x) x) true))))
 (and $x15 $x24))))
(check-sat)
