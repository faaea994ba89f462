; result 1 (sum): the reducer is associative
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(declare-fun z () (_ BitVec 32))
(assert
 (let ((?x9 (ite (bvsle y z) z y)))
 (let ((?x11 (ite (bvsle x ?x9) ?x9 x)))
 (let ((?x13 (ite (bvsle x y) y x)))
 (let ((?x15 (ite (bvsle ?x13 z) z ?x13)))
 (and (distinct ?x15 ?x11) true))))))
(check-sat)
