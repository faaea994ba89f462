; result 0 (sum): the reducer is associative
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun z () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (and (distinct (bvadd (bvadd x y) z) (bvadd x (bvadd y z))) true))
(check-sat)
