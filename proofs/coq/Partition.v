(* The partitioning step A = B (proofs/lowering.md L1-L4, seed 000 §5): a
   schedule rewrites the reference program by actions, propagation and
   slice-of-tile fusion, anywhere in the program, and every rewrite keeps the
   Temporal meaning. The only hypotheses on ops are op_ext, op_congr (Core.v)
   and, for each propagation, the soundness of the entry it uses, stated as
   its SMT obligation (verify/entry_proof.h). Then the whole of it, A = C:
   partition, lower, fuse, and every device holds the reference program's
   values. *)

From Coq Require Import List Arith Lia Relations.
From PartIR Require Import Tensor Mesh Collectives Hlo Core.
Import ListNotations.

Section Partition.

Variable V : Type.
Variable mesh : list nat.
Variable add : V -> V -> V.
Variable zero : V.
Variable arg : nat -> tensor V.
Variable arg_shape : nat -> shape.
Variable op : nat -> tensor V -> tensor V -> tensor V.
Variable op_shape : nat -> shape -> shape -> shape.
Hypothesis op_ext : forall f x x' y y' sx sy,
  (forall i, within sx i -> x i = x' i) -> (forall i, within sy i -> y i = y' i) ->
  forall i, within (op_shape f sx sy) i -> op f x y i = op f x' y' i.
Hypothesis op_congr : forall f x x' y y',
  (forall i, x i = x' i) -> (forall i, y i = y' i) -> forall i, op f x y i = op f x' y' i.

Local Notation shp := (shape_of mesh arg_shape op_shape).
Local Notation tmp := (temporal V mesh add zero arg arg_shape op op_shape).

(* ---- renaming the loops a program's slices read -------------------------------- *)

(* `rename m e` makes the slices of e that read the j-th enclosing loop read
   the (m j)-th; under a loop of e, its own loop 0 stays. *)
Definition under (m : nat -> nat) (j : nat) : nat :=
  match j with 0 => 0 | S j' => S (m j') end.

Fixpoint rename (m : nat -> nat) (e : expr) : expr :=
  match e with
  | Arg n => Arg n
  | Op f a b => Op f (rename m a) (rename m b)
  | Loop A act body => Loop A act (rename (under m) body)
  | Slice d k x => Slice d (m k) (rename m x)
  end.

(* m takes the loops of axes' to loops of axes over the same axis groups. *)
Definition maps (m : nat -> nat) (axes axes' : list (list nat)) : Prop :=
  forall j, nth (m j) axes [] = nth j axes' [].

Lemma maps_under : forall m A axes axes', maps m axes axes' -> maps (under m) (A :: axes) (A :: axes').
Proof. intros m A axes axes' H [| j]; simpl; auto. Qed.

Lemma rename_shape : forall e m axes axes', maps m axes axes' -> shp axes (rename m e) = shp axes' e.
Proof.
  induction e as [n | f a IHa b IHb | A act body IH | d k x IH]; intros m axes axes' Hm; simpl.
  - reflexivity.
  - now rewrite (IHa m axes axes'), (IHb m axes axes').
  - destruct act; simpl; now rewrite (IH (under m) (A :: axes) (A :: axes')) by now apply maps_under.
  - now rewrite (IH m axes axes'), Hm.
Qed.

Lemma rename_temporal : forall e m axes axes' ranges ranges', maps m axes axes' ->
  (forall j, nth (m j) ranges 0 = nth j ranges' 0) ->
  forall i, tmp axes ranges (rename m e) i = tmp axes' ranges' e i.
Proof.
  induction e as [n | f a IHa b IHb | A act body IH | d k x IH];
    intros m axes axes' ranges ranges' Hm Hr i; simpl.
  - reflexivity.
  - apply op_congr; intros j; [apply (IHa m axes axes') | apply (IHb m axes axes')]; auto.
  - assert (Hu : forall r j, nth (under m j) (r :: ranges) 0 = nth j (r :: ranges') 0)
      by (intros r [| j]; simpl; auto).
    destruct act as [d | |].
    + unfold tile_chunk. rewrite (rename_shape body (under m) (A :: axes) (A :: axes')) by now apply maps_under.
      unfold tile. apply (IH (under m) (A :: axes) (A :: axes')); auto. now apply maps_under.
    + apply (sum_upto_ext V add zero). intros r _.
      apply (IH (under m) (A :: axes) (A :: axes')); auto. now apply maps_under.
    + apply (IH (under m) (A :: axes) (A :: axes')); auto. now apply maps_under.
  - unfold slice_chunk. rewrite (rename_shape x m axes axes'), Hm, Hr by assumption.
    unfold slice. now apply (IH m axes axes').
Qed.

(* ---- well-typed programs ---------------------------------------------------------- *)

(* What the Temporal meaning needs of a program (Core.v's wf without the
   lowering's conditions): loops over axis groups, a tile's dim within its
   body's rank, a slice's loop enclosing it and its dim divisible by that
   loop's chunks. *)
Definition divides (n d : nat) (s : shape) : Prop := d < length s /\ exists c, coord d s = n * c.

Fixpoint wt (axes : list (list nat)) (e : expr) : Prop :=
  match e with
  | Arg _ => True
  | Op _ a b => wt axes a /\ wt axes b
  | Loop A act body =>
      axis_group mesh A /\ wt (A :: axes) body /\
      match act with Tile d => d < length (shp (A :: axes) body) | _ => True end
  | Slice d k x => wt axes x /\ k < length axes /\ divides (chunks mesh (nth k axes [])) d (shp axes x)
  end.

Lemma rename_wt : forall e m axes axes', maps m axes axes' ->
  (forall j, j < length axes' -> m j < length axes) -> wt axes' e -> wt axes (rename m e).
Proof.
  induction e as [n | f a IHa b IHb | A act body IH | d k x IH]; intros m axes axes' Hm Hlen Hwt; simpl in *.
  - trivial.
  - destruct Hwt. split; [apply (IHa m axes axes') | apply (IHb m axes axes')]; auto.
  - destruct Hwt as [HA [Hb Hact]]. splits; auto.
    + apply (IH (under m) (A :: axes) (A :: axes')); auto; [now apply maps_under |].
      intros [| j] Hj; simpl in *; [lia |]. apply -> Nat.succ_lt_mono. apply Hlen. lia.
    + destruct act; auto. now rewrite (rename_shape body (under m) (A :: axes) (A :: axes')) by now apply maps_under.
  - destruct Hwt as [Hx [Hk Hd]]. rewrite (rename_shape x m axes axes'), Hm by assumption.
    splits; auto. now apply (IH m axes axes').
Qed.

(* The ranges a loop nest can take: each below its loop's chunks. *)
Definition ranges_ok (axes : list (list nat)) (ranges : list nat) : Prop :=
  forall k, k < length axes -> nth k ranges 0 < chunks mesh (nth k axes []).

(* e' means what e means: the same shape and, for every iteration of the
   enclosing loops, the same elements within it. *)
Definition same_meaning (axes : list (list nat)) (e e' : expr) : Prop :=
  shp axes e' = shp axes e /\
  forall ranges i, ranges_ok axes ranges -> within (shp axes e) i -> tmp axes ranges e' i = tmp axes ranges e i.

(* ---- the rewrites of a schedule ------------------------------------------------------ *)

(* A program under one more loop, innermost: its slices' loops move out by one. *)
Definition lift (e : expr) : expr := rename S e.

Lemma lift_shape : forall e A axes, shp (A :: axes) (lift e) = shp axes e.
Proof. intros. apply rename_shape. intros j. reflexivity. Qed.

Lemma lift_temporal : forall e A axes r ranges i, tmp (A :: axes) (r :: ranges) (lift e) i = tmp axes ranges e i.
Proof. intros. apply rename_temporal; intros j; reflexivity. Qed.

Lemma lift_wt : forall e A axes, wt axes e -> wt (A :: axes) (lift e).
Proof. intros. apply (rename_wt e S (A :: axes) axes); auto. intros j; reflexivity. simpl. lia. Qed.

(* The shape of op f on the r-th of n chunks of its operands along da and db. *)
Definition chunk_result_shape (f da db n : nat) (sx sy : shape) : shape :=
  op_shape f (set_dim da (coord da sx / n) sx) (set_dim db (coord db sy / n) sy).

(* L2 for op f on operands of shapes sx and sy, entry (tile da, tile db) ↪
   tile d over n chunks: the SMT obligation of verify/entry_proof.h. The op
   on the operands' r-th chunks, tiled along d, has the op's shape and,
   within it, the op's elements. *)
Definition tile_entry_sound (f da db d n : nat) (sx sy : shape) : Prop :=
  let so := chunk_result_shape f da db n sx sy in
  d < length so /\ set_dim d (coord d so * n) so = op_shape f sx sy /\
  forall x y i, within (op_shape f sx sy) i ->
    tile d (coord d so) (fun r => op f (slice da (coord da sx / n) r x) (slice db (coord db sy / n) r y)) i
    = op f x y i.

(* L2, entry (tile da, tile db) ↪ sum over n chunks. *)
Definition sum_entry_sound (f da db n : nat) (sx sy : shape) : Prop :=
  chunk_result_shape f da db n sx sy = op_shape f sx sy /\
  forall x y i, within (op_shape f sx sy) i ->
    sum_upto V add zero n (fun r => op f (slice da (coord da sx / n) r x) (slice db (coord db sy / n) r y) i)
    = op f x y i.

(* The loop propagation puts around op f: its operands sliced by the new
   loop's range. *)
Definition propagated (A : list nat) (act : action) (f da db : nat) (a b : expr) : expr :=
  Loop A act (Op f (Slice da 0 (lift a)) (Slice db 0 (lift b))).

(* L4 renames: the loop a fused slice read (k) takes the place of the tiling
   loop's own range (0). *)
Definition fused_range (k j : nat) : nat := match j with 0 => k | S j' => j' end.

(* One rewrite of a schedule at a place enclosed by loops over `axes`
   (proofs/lowering.md L1, L3, L4), and the same anywhere inside a program. *)
Inductive step : list (list nat) -> expr -> expr -> Prop :=
| Tile_action : forall axes A d x, axis_group mesh A -> divides (chunks mesh A) d (shp axes x) ->
    step axes x (Loop A (Tile d) (Slice d 0 (lift x)))
| Atomic_action : forall axes A x, axis_group mesh A ->
    step axes x (Loop A Any (lift x))
| Propagate_tile : forall axes A f da db d a b, axis_group mesh A ->
    divides (chunks mesh A) da (shp axes a) -> divides (chunks mesh A) db (shp axes b) ->
    tile_entry_sound f da db d (chunks mesh A) (shp axes a) (shp axes b) ->
    step axes (Op f a b) (propagated A (Tile d) f da db a b)
| Propagate_sum : forall axes A f da db a b, axis_group mesh A ->
    divides (chunks mesh A) da (shp axes a) -> divides (chunks mesh A) db (shp axes b) ->
    sum_entry_sound f da db (chunks mesh A) (shp axes a) (shp axes b) ->
    step axes (Op f a b) (propagated A Sum f da db a b)
| Slice_of_tile : forall axes d k A body, nth k axes [] = A ->
    step axes (Slice d k (Loop A (Tile d) body)) (rename (fused_range k) body)
| Step_in_op_l : forall axes f a a' b, step axes a a' -> step axes (Op f a b) (Op f a' b)
| Step_in_op_r : forall axes f a b b', step axes b b' -> step axes (Op f a b) (Op f a b')
| Step_in_loop : forall axes A act body body', step (A :: axes) body body' ->
    step axes (Loop A act body) (Loop A act body')
| Step_in_slice : forall axes d k x x', step axes x x' -> step axes (Slice d k x) (Slice d k x').

(* ---- each rewrite keeps the meaning ---------------------------------------------- *)

Lemma tile_action_meaning : forall axes A d x, axis_group mesh A -> divides (chunks mesh A) d (shp axes x) ->
  wt axes x -> wt axes (Loop A (Tile d) (Slice d 0 (lift x))) /\
  same_meaning axes x (Loop A (Tile d) (Slice d 0 (lift x))).
Proof.
  intros axes A d x HA [Hd [c Hc]] Hx. pose proof (chunks_positive mesh A HA).
  unfold same_meaning. simpl. unfold tile_chunk, slice_chunk. simpl. rewrite !lift_shape.
  rewrite length_set_dim, coord_set_dim by assumption.
  assert (Hcs : coord d (shp axes x) / chunks mesh A = c) by (rewrite Hc, Nat.mul_comm, Nat.div_mul; lia).
  rewrite Hcs. splits; auto.
  - apply lift_wt, Hx.
  - simpl. lia.
  - split; auto. exists c. assumption.
  - rewrite set_dim_twice, Nat.mul_comm, <- Hc. apply set_dim_same.
  - intros ranges i _ Hi. apply within_iff in Hi as [Hlen Hci].
    assert (Hc0 : 0 < c) by (specialize (Hci d Hd); nia).
    rewrite <- (tile_action V d c (tmp axes ranges x) i Hc0) by lia.
    unfold tile, slice. now rewrite lift_temporal.
Qed.

Lemma propagate_tile_meaning : forall axes A f da db d a b, axis_group mesh A ->
  divides (chunks mesh A) da (shp axes a) -> divides (chunks mesh A) db (shp axes b) ->
  tile_entry_sound f da db d (chunks mesh A) (shp axes a) (shp axes b) ->
  wt axes (Op f a b) -> wt axes (propagated A (Tile d) f da db a b) /\
  same_meaning axes (Op f a b) (propagated A (Tile d) f da db a b).
Proof.
  intros axes A f da db d a b HA Hda Hdb [Hd [Hs Hv]] [Ha Hb]. unfold chunk_result_shape in *.
  unfold same_meaning, propagated. simpl. unfold tile_chunk, slice_chunk. simpl. rewrite !lift_shape.
  splits; auto using lift_wt; simpl; try lia; rewrite ?lift_shape; auto.
  intros ranges i _ Hi. rewrite <- (Hv _ _ i Hi). unfold tile.
  apply op_congr; intros j; unfold slice; apply lift_temporal.
Qed.

Lemma propagate_sum_meaning : forall axes A f da db a b, axis_group mesh A ->
  divides (chunks mesh A) da (shp axes a) -> divides (chunks mesh A) db (shp axes b) ->
  sum_entry_sound f da db (chunks mesh A) (shp axes a) (shp axes b) ->
  wt axes (Op f a b) -> wt axes (propagated A Sum f da db a b) /\
  same_meaning axes (Op f a b) (propagated A Sum f da db a b).
Proof.
  intros axes A f da db a b HA Hda Hdb [Hs Hv] [Ha Hb]. unfold chunk_result_shape in *.
  unfold same_meaning, propagated. simpl. unfold slice_chunk. simpl. rewrite !lift_shape.
  splits; auto using lift_wt; simpl; try lia; rewrite ?lift_shape; auto.
  intros ranges i _ Hi. rewrite <- (Hv _ _ i Hi).
  apply (sum_upto_ext V add zero). intros r _.
  apply op_congr; intros j; unfold slice; apply lift_temporal.
Qed.

Lemma slice_of_tile_meaning : forall axes d k A body, nth k axes [] = A ->
  wt axes (Slice d k (Loop A (Tile d) body)) ->
  wt axes (rename (fused_range k) body) /\ same_meaning axes (Slice d k (Loop A (Tile d) body)) (rename (fused_range k) body).
Proof.
  intros axes d k A body HkA [[HA [Hb Hd]] [Hk _]].
  assert (Hm : maps (fused_range k) axes (A :: axes)) by (intros [| j]; simpl; auto).
  pose proof (chunks_positive mesh A HA).
  unfold same_meaning. simpl. unfold tile_chunk, slice_chunk. simpl.
  rewrite (rename_shape body (fused_range k) axes (A :: axes) Hm), HkA.
  set (s := shp (A :: axes) body) in *.
  rewrite coord_set_dim, Nat.div_mul, set_dim_twice, set_dim_same by (auto; lia).
  splits; auto.
  - apply (rename_wt body (fused_range k) axes (A :: axes)); auto. intros [| j] Hj; simpl in *; lia.
  - intros ranges i _ Hi. apply within_iff in Hi as [Hlen Hc]. rewrite slice_of_tile_fusion by (auto; lia).
    apply (rename_temporal body (fused_range k) axes (A :: axes)); auto. intros [| j]; reflexivity.
Qed.

(* L1, L3, L4: a rewrite of the schedule, anywhere in a well-typed program,
   keeps it well typed and keeps its meaning. *)
Lemma step_preserves_meaning : forall axes e e', step axes e e' -> wt axes e -> wt axes e' /\ same_meaning axes e e'.
Proof.
  induction 1 as [axes A d x HA Hdiv | axes A x HA | axes A f da db d a b HA Hda Hdb He
                 | axes A f da db a b HA Hda Hdb He | axes d k A body HkA
                 | axes f a a' b _ IH | axes f a b b' _ IH | axes A act body body' _ IH | axes d k x x' _ IH];
    intros Hwt.
  - now apply tile_action_meaning.
  - unfold same_meaning. simpl. rewrite lift_shape. splits; auto using lift_wt.
    intros ranges i _ _. apply lift_temporal.
  - now apply propagate_tile_meaning.
  - now apply propagate_sum_meaning.
  - now apply slice_of_tile_meaning.
  - destruct Hwt as [Ha Hb]. destruct (IH Ha) as [Ha' [Hs Hv]].
    unfold same_meaning. simpl. rewrite Hs. splits; auto.
    intros ranges i Hr Hi. apply (op_ext f _ _ _ _ (shp axes a) (shp axes b)); auto.
  - destruct Hwt as [Ha Hb]. destruct (IH Hb) as [Hb' [Hs Hv]].
    unfold same_meaning. simpl. rewrite Hs. splits; auto.
    intros ranges i Hr Hi. apply (op_ext f _ _ _ _ (shp axes a) (shp axes b)); auto.
  - destruct Hwt as [HA [Hb Hact]]. destruct (IH Hb) as [Hb' [Hs Hv]].
    pose proof (chunks_positive mesh A HA) as Hpos.
    assert (Hok : forall r ranges, r < chunks mesh A -> ranges_ok axes ranges -> ranges_ok (A :: axes) (r :: ranges))
      by (intros r ranges Hr Hrs [| k] Hk; simpl in *; auto; apply Hrs; lia).
    unfold same_meaning. destruct act as [d | |]; simpl; unfold tile_chunk; rewrite Hs; splits; auto.
    + intros ranges i Hr Hi. set (s := shp (A :: axes) body) in *.
      destruct (within_set_dim d _ s i Hact Hi) as [Hlen [Hdi Hother]].
      assert (0 < coord d s) by nia. unfold tile. apply Hv.
      * apply Hok; auto. apply Nat.div_lt_upper_bound; lia.
      * apply within_with_coord; auto. apply Nat.mod_upper_bound. lia.
    + intros ranges i Hr Hi. apply (sum_upto_ext V add zero). intros r' Hr'. apply Hv; auto.
  - destruct Hwt as [Hx [Hk [Hd [c Hc]]]]. destruct (IH Hx) as [Hx' [Hs Hv]].
    unfold same_meaning. simpl. unfold slice_chunk. rewrite Hs. splits; auto; [split; eauto |].
    intros ranges i Hr Hi. set (Ak := nth k axes []) in *. set (s := shp axes x) in *.
    pose proof (Hr k Hk) as Hrk. fold Ak in Hrk.
    assert (Hcs : coord d s / chunks mesh Ak = c) by (rewrite Hc, Nat.mul_comm, Nat.div_mul; lia).
    rewrite Hcs in *. destruct (within_set_dim d _ s i Hd Hi) as [Hlen [Hdi Hother]].
    unfold slice. apply Hv; auto. apply within_with_coord; auto. rewrite Hc. nia.
Qed.

(* The theorem A = B (proofs/lowering.md "Proof of the theorem"): a schedule,
   any sequence of actions, propagations with sound entries and
   slice-of-tile fusions, keeps a well-typed program's shape and values. *)
Theorem partitioning_preserves_meaning : forall e e', clos_refl_trans expr (step []) e e' -> wt [] e ->
  wt [] e' /\ same_meaning [] e e'.
Proof.
  induction 1 as [e e' Hs | e | e e' e'' _ IH1 _ IH2]; intros Hwt.
  - now apply step_preserves_meaning.
  - unfold same_meaning. splits; auto.
  - destruct (IH1 Hwt) as [Hw1 [Hs1 Hv1]]. destruct (IH2 Hw1) as [Hw2 [Hs2 Hv2]].
    unfold same_meaning. splits; auto; [congruence |].
    intros ranges i Hr Hi. rewrite Hv2, Hv1; auto. now rewrite Hs1.
Qed.

(* The whole of it, A = C (proofs/lowering.md "Theorem"): partition a
   well-typed reference program by a schedule, lower the result (well formed
   for the lowering, as the partitioner checks) and fuse its collectives:
   every device of the mesh holds the reference program's values. *)
Theorem partir_preserves_meaning : forall e0 e h dev i,
  wt [] e0 -> clos_refl_trans expr (step []) e0 e -> wf mesh arg_shape op_shape [] e ->
  clos_refl_trans hlo (fuse mesh) (lower mesh arg_shape op_shape [] e) h ->
  on_mesh mesh dev -> within (shp [] e0) i ->
  run V mesh add zero arg op h dev i = tmp [] [] e0 i.
Proof.
  intros e0 e h dev i Hwt Hsched Hwf Hfused Hdev Hi.
  destruct (partitioning_preserves_meaning e0 e Hsched Hwt) as [_ [Hs Hv]].
  rewrite <- Hv by (auto; intros k Hk; simpl in Hk; lia).
  apply (lowering_and_fusion_preserve_meaning V mesh add zero arg arg_shape op op_shape op_ext op_congr); auto.
  now rewrite Hs.
Qed.

End Partition.
