; result 0 (sum): the reducer is commutative (the chunks reorder the fold)
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun x () Real)
(declare-fun y () Real)
(assert
 (let ((?x9 (+ x y)))
 (and (distinct ?x9 (+ y x)) true)))
(check-sat)
