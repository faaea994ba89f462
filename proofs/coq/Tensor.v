(* Tensors as functions from indices to values, and the two index maps of
   PartIR:Core (seed 000 §4): `slice d c r x`, the r-th chunk of size c of x
   along dim d, and `tile d c body`, the iterations of a loop concatenated
   along d. proofs/lowering.md "Setting", L1 and L4. *)

From Coq Require Import List Arith Lia.
Import ListNotations.

Section Tensors.

Variable V : Type.

(* An index is a list of coordinates, one per dim. *)
Definition index := list nat.
Definition tensor := index -> V.

(* The coordinate of dim d, and i with it replaced by v (i itself when it
   has no dim d). *)
Definition coord (d : nat) (i : index) : nat := nth d i 0.
Fixpoint with_coord (d v : nat) (i : index) : index :=
  match d, i with
  | _, [] => []
  | 0, _ :: rest => v :: rest
  | S d', x :: rest => x :: with_coord d' v rest
  end.

Lemma coord_with_coord : forall d v i, d < length i -> coord d (with_coord d v i) = v.
Proof.
  unfold coord. induction d as [| d IH]; intros v [| x i] H; simpl in *; try lia; auto.
  apply IH. lia.
Qed.

Lemma length_with_coord : forall d v i, length (with_coord d v i) = length i.
Proof.
  induction d as [| d IH]; intros v [| x i]; simpl; auto.
Qed.

Lemma with_coord_twice : forall d v w i, with_coord d v (with_coord d w i) = with_coord d v i.
Proof.
  induction d as [| d IH]; intros v w [| x i]; simpl; auto. now rewrite IH.
Qed.

Lemma with_coord_same : forall d i, with_coord d (coord d i) i = i.
Proof.
  unfold coord. induction d as [| d IH]; intros [| x i]; simpl; auto. now rewrite IH.
Qed.

(* Coordinates of different dims are independent. *)
Lemma coord_with_other : forall d e v i, d <> e -> coord e (with_coord d v i) = coord e i.
Proof.
  unfold coord. induction d as [| d IH]; intros e v [| x i] Hde.
  - reflexivity.
  - destruct e as [| e]; [contradiction | reflexivity].
  - reflexivity.
  - destruct e as [| e]; [reflexivity |]. simpl. apply IH. lia.
Qed.

Lemma with_coord_commute : forall d e v w i, d <> e ->
  with_coord d v (with_coord e w i) = with_coord e w (with_coord d v i).
Proof.
  induction d as [| d IH]; intros e v w [| x i] Hde.
  - destruct e; reflexivity.
  - destruct e as [| e]; [contradiction | reflexivity].
  - destruct e; reflexivity.
  - destruct e as [| e]; [reflexivity |]. simpl. now rewrite IH by lia.
Qed.

(* seed 000 §4 "slice": the r-th of the chunks of size c along d. *)
Definition slice (d c r : nat) (x : tensor) : tensor :=
  fun i => x (with_coord d (r * c + coord d i) i).

(* seed 000 §4 `loop [tile<d>]`: iteration r holds the chunk [r·c, r·c + c) along d. *)
Definition tile (d c : nat) (body : nat -> tensor) : tensor :=
  fun i => body (coord d i / c) (with_coord d (coord d i mod c) i).

(* Rule "tile action" (proofs/lowering.md L1), on any dim d: tile<x, d> replaces x
   by loop [tile<d>] (r) { slice d x[r] }, which equals x. *)
Theorem tile_action : forall d c x i, 0 < c -> d < length i ->
  tile d c (fun r => slice d c r x) i = x i.
Proof.
  intros d c x i Hc Hd. unfold tile, slice.
  rewrite coord_with_coord by assumption.
  rewrite with_coord_twice.
  rewrite (Nat.mul_comm (coord d i / c) c), <- Nat.div_mod by lia.
  now rewrite with_coord_same.
Qed.

(* Rule "slice-of-tile fusion" (L4), on any dim d: the r-th slice of a tiling loop
   is its r-th iteration, read inside the chunk. *)
Theorem slice_of_tile_fusion : forall d c r body i, coord d i < c -> d < length i ->
  slice d c r (tile d c body) i = body r i.
Proof.
  intros d c r body i Hi Hd. unfold tile, slice.
  rewrite !coord_with_coord by assumption.
  rewrite Nat.div_add_l, Nat.div_small, Nat.add_0_r by lia.
  rewrite Nat.add_comm, Nat.mod_add, Nat.mod_small by lia.
  rewrite with_coord_twice.
  now rewrite with_coord_same.
Qed.

(* Rule "deep tiling" (L1, seed 000 App. B.1.2): tiling a dim over a second
   axis inside the first, each chunk of size k·c split again into chunks of
   size c, still equals x. *)
Theorem deep_tiling : forall d k c x i, 0 < c -> 0 < k -> d < length i ->
  tile d (k * c) (fun r => tile d c (fun r' => slice d c r' (slice d (k * c) r x))) i = x i.
Proof.
  intros d k c x i Hc Hk Hd. unfold tile at 1.
  rewrite tile_action by (try rewrite length_with_coord; lia).
  change (slice d (k * c) (coord d i / (k * c)) x (with_coord d (coord d i mod (k * c)) i) =
          x i).
  unfold slice. rewrite coord_with_coord, with_coord_twice by assumption.
  rewrite (Nat.mul_comm (coord d i / (k * c)) (k * c)), <- Nat.div_mod by lia.
  now rewrite with_coord_same.
Qed.

(* Slicing a chunk of size k·c again: the (r·k + r')-th chunk of size c. *)
Lemma slice_slice : forall d k c r r' x i, d < length i ->
  slice d c r' (slice d (k * c) r x) i = slice d c (r * k + r') x i.
Proof.
  intros d k c r r' x i Hd. unfold slice.
  rewrite coord_with_coord, with_coord_twice by assumption.
  f_equal. f_equal. nia.
Qed.

(* A chunk of size k·c of a tiling by chunks of size c: k of its iterations. *)
Lemma slice_of_finer_tile : forall d k c r f i, 0 < c -> d < length i ->
  slice d (k * c) r (tile d c f) i = tile d c (fun r' => f (r * k + r')) i.
Proof.
  intros d k c r f i Hc Hd. unfold slice, tile.
  rewrite !coord_with_coord by assumption. rewrite with_coord_twice.
  replace (r * (k * c) + coord d i) with (coord d i + r * k * c) by lia.
  rewrite Nat.div_add, Nat.mod_add by lia.
  now rewrite Nat.add_comm.
Qed.

(* A chunk of size c of a tiling by chunks of size k·c: a chunk of one iteration. *)
Lemma slice_of_coarser_tile : forall d k c r1 r2 f i, 0 < c -> r2 < k -> coord d i < c -> d < length i ->
  slice d c (r1 * k + r2) (tile d (k * c) f) i = slice d c r2 (f r1) i.
Proof.
  intros d k c r1 r2 f i Hc Hr2 Hi Hd. unfold slice, tile.
  rewrite !coord_with_coord by assumption. rewrite with_coord_twice.
  replace ((r1 * k + r2) * c + coord d i) with ((r2 * c + coord d i) + r1 * (k * c)) by lia.
  rewrite Nat.div_add, Nat.mod_add by nia.
  rewrite Nat.div_small, Nat.mod_small by nia.
  reflexivity.
Qed.

(* A slice along one dim commutes with a tiling along another. *)
Lemma slice_tile_other : forall d e c c' r body i, d <> e ->
  slice e c' r (tile d c body) i = tile d c (fun s => slice e c' r (body s)) i.
Proof.
  intros d e c c' r body i Hde. unfold tile, slice.
  rewrite !coord_with_other by lia.
  now rewrite with_coord_commute by lia.
Qed.

(* Tilings along two different dims commute. *)
Lemma tile_tile_other : forall d e c c' f i, d <> e ->
  tile e c' (fun r' => tile d c (fun r => f r r')) i = tile d c (fun r => tile e c' (fun r' => f r r')) i.
Proof.
  intros d e c c' f i Hde. unfold tile.
  rewrite !coord_with_other by lia.
  now rewrite with_coord_commute by lia.
Qed.

End Tensors.

Arguments coord _ _ : clear implicits.
Arguments slice {V} d c r x _.
Arguments tile {V} d c body _.

(* ---- Shapes: the indices within a tensor's dims ------------------------------ *)

(* A shape lists each dim's size; an index is within it when every
   coordinate is below its dim's size. *)
Definition shape := list nat.

Fixpoint within (s : shape) (i : index) : Prop :=
  match s, i with
  | [], [] => True
  | n :: s', x :: i' => x < n /\ within s' i'
  | _, _ => False
  end.

(* s with dim d's size set to n. *)
Definition set_dim (d n : nat) (s : shape) : shape := with_coord d n s.

Lemma within_iff : forall s i,
  within s i <-> length i = length s /\ forall e, e < length s -> coord e i < coord e s.
Proof.
  unfold coord. induction s as [| n s IH]; intros [| x i]; simpl; split; intros H; try tauto.
  - split; [reflexivity | intros; lia].
  - destruct H as [H _]; discriminate.
  - destruct H as [H _]; discriminate.
  - destruct H as [Hx Hi]. apply IH in Hi. destruct Hi as [Hlen Hc]. split; [now rewrite Hlen |].
    intros [| e] He; simpl; [assumption |]. apply Hc. lia.
  - destruct H as [Hlen Hc]. split; [apply (Hc 0); lia |]. apply IH. split; [lia |].
    intros e He. apply (Hc (S e)). lia.
Qed.

(* An index of set_dim d n s: its coordinate d below n, the others within s. *)
Lemma within_set_dim : forall d n s i, d < length s -> within (set_dim d n s) i ->
  length i = length s /\ coord d i < n /\ forall e, e < length s -> e <> d -> coord e i < coord e s.
Proof.
  intros d n s i Hd Hi. apply within_iff in Hi as [Hlen Hc]. unfold set_dim in *.
  rewrite length_with_coord in *. split; [assumption | split].
  - specialize (Hc d Hd). now rewrite coord_with_coord in Hc.
  - intros e He Hed. specialize (Hc e He). now rewrite coord_with_other in Hc by auto.
Qed.

(* The index j = i with coordinate d replaced by v < coord d s is within s. *)
Lemma within_with_coord : forall d v s i, d < length s -> length i = length s -> v < coord d s ->
  (forall e, e < length s -> e <> d -> coord e i < coord e s) -> within s (with_coord d v i).
Proof.
  intros d v s i Hd Hlen Hv Hc. apply within_iff. rewrite length_with_coord.
  split; [assumption |]. intros e He. destruct (Nat.eq_dec e d) as [-> | Hed].
  - rewrite coord_with_coord by lia. assumption.
  - rewrite coord_with_other by auto. now apply Hc.
Qed.
