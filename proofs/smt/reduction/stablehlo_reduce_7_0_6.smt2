; result 0 (sum): the reducer is associative
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun x () Real)
(declare-fun y () Real)
(declare-fun z () Real)
(assert
 (let ((?x9 (ite (<= y z) z y)))
 (let ((?x13 (ite (<= x y) y x)))
 (and (distinct (ite (<= ?x13 z) z ?x13) (ite (<= x ?x9) ?x9 x)) true))))
(check-sat)
