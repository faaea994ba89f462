; device numbering is a bijection: the coordinates of device p are in range
; unsat = the obligation holds
; 
(set-info :status unknown)
(declare-fun |a| () Int)
(declare-fun ra () Int)
(declare-fun |b| () Int)
(declare-fun rb () Int)
(declare-fun w0 () Int)
(declare-fun w1 () Int)
(declare-fun p () Int)
(assert
 (<= 1 |a|))
(assert
 (and (<= 0 ra) (< ra |a|)))
(assert
 (<= 1 |b|))
(assert
 (and (<= 0 rb) (< rb |b|)))
(assert
 (<= 1 w0))
(assert
 (<= 1 w1))
(assert
 (and (<= 0 p) (< p (* |a| |b|))))
(assert
 (let (($x80 (and (and (<= 0 (div p |b|)) (< (div p |b|) |a|)) (and (<= 0 (mod p |b|)) (< (mod p |b|) |b|)))))
 (not $x80)))
(check-sat)
