; result 0 (sum): each chunk's init is absorbed (an identity, or an idempotent commutative reducer)
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun z () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x19 (or (and (distinct (bvadd y y) y) true) (and (distinct (bvadd y z) (bvadd z y)) true))))
 (and (or (and (distinct (bvadd (_ bv0 32) x) x) true) (and (distinct (bvadd x (_ bv0 32)) x) true)) $x19)))
(check-sat)
