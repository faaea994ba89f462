; result 0 (sum): the reducer is associative
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun z () Real)
(declare-fun y () Real)
(declare-fun x () Real)
(assert
 (and (distinct (+ (+ x y) z) (+ x (+ y z))) true))
(check-sat)
