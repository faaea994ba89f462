; result 1 (sum): each chunk's init is absorbed (an identity, or an idempotent commutative reducer)
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun z () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (let ((?x20 (ite (bvsle z y) y z)))
 (let ((?x22 (ite (bvsle y z) z y)))
 (let (($x24 (or (and (distinct (ite (bvsle y y) y y) y) true) (and (distinct ?x22 ?x20) true))))
 (let (($x15 (or (and (distinct (ite (bvsle (_ bv2147483648 32) x) x (_ bv2147483648 32)) x) true) (and (distinct (ite (bvsle x (_ bv2147483648 32)) (_ bv2147483648 32) x) x) true))))
 (and $x15 $x24))))))
(check-sat)
