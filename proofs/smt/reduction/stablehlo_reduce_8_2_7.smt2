; result 0 (sum): the reducer is commutative (the chunks reorder the fold)
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let ((?x9 (bvadd x y)))
 (and (distinct ?x9 (bvadd y x)) true)))
(check-sat)
