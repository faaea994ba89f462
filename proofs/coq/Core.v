(* PartIR:Core programs, their Temporal meaning, and their lowering to the
   mesh (proofs/lowering.md "Theorem"): ops are uninterpreted functions of
   their operands, loops run over axis groups with a tile<d>, sum or any
   result, and slices read a chunk by an enclosing loop's range. The
   lowered program runs on every device: a loop becomes its body on the
   device's own chunk followed by the action's collective (L6), a slice
   becomes an all_slice. The theorem: on every device, every value of a
   well-formed program equals its Temporal value, nested loops over
   several axis groups included. *)

From Coq Require Import List Arith Lia.
From PartIR Require Import Tensor Mesh Collectives.
Import ListNotations.

Section Core.

Variable V : Type.
Variable mesh : list nat.
Variable add : V -> V -> V.
Variable zero : V.

Definition shape := list nat.

Fixpoint within (s : shape) (i : index) : Prop :=
  match s, i with
  | [], [] => True
  | n :: s', x :: i' => x < n /\ within s' i'
  | _, _ => False
  end.

(* The program's arguments, the same on every device. *)
Variable arg : nat -> tensor V.
Variable arg_shape : nat -> shape.

(* An op: a function of its two operands with a shape rule. The one
   hypothesis on ops: a result element depends on the operands' elements
   within their shapes only (what the type rules guarantee). *)
Variable op : nat -> tensor V -> tensor V -> tensor V.
Variable op_shape : nat -> shape -> shape -> shape.
Hypothesis op_ext : forall f x x' y y' sx sy,
  (forall i, within sx i -> x i = x' i) -> (forall i, within sy i -> y i = y' i) ->
  forall i, within (op_shape f sx sy) i -> op f x y i = op f x' y' i.
(* And, everywhere, a function of its operands' values. *)
Hypothesis op_congr : forall f x x' y y',
  (forall i, x i = x' i) -> (forall i, y i = y' i) -> forall i, op f x y i = op f x' y' i.

Inductive action := Tile (d : nat) | Sum | Any.

(* `Slice d k x` reads the chunk of x along d that the k-th enclosing loop's
   range picks (0: the innermost). *)
Inductive expr :=
| Arg (n : nat)
| Op (f : nat) (a b : expr)
| Loop (A : list nat) (act : action) (body : expr)
| Slice (d k : nat) (x : expr).

Definition set_dim (d n : nat) (s : shape) : shape := with_coord d n s.

(* The shape of an expression inside loops over `axes` (innermost first). *)
Fixpoint shape_of (axes : list (list nat)) (e : expr) : shape :=
  match e with
  | Arg n => arg_shape n
  | Op f a b => op_shape f (shape_of axes a) (shape_of axes b)
  | Loop A (Tile d) body =>
      let s := shape_of (A :: axes) body in set_dim d (coord d s * chunks mesh A) s
  | Loop A _ body => shape_of (A :: axes) body
  | Slice d k x =>
      let s := shape_of axes x in set_dim d (coord d s / chunks mesh (nth k axes [])) s
  end.

(* The chunk size a Tile or Slice moves by. *)
Definition tile_chunk (axes : list (list nat)) (A : list nat) (d : nat) (body : expr) :=
  coord d (shape_of (A :: axes) body).
Definition slice_chunk (axes : list (list nat)) (d k : nat) (x : expr) :=
  coord d (shape_of axes x) / chunks mesh (nth k axes []).

(* Temporal semantics (seed 000 §4): `ranges` holds the enclosing loops'
   iterations, innermost first. *)
Fixpoint temporal (axes : list (list nat)) (ranges : list nat) (e : expr) : tensor V :=
  match e with
  | Arg n => arg n
  | Op f a b => op f (temporal axes ranges a) (temporal axes ranges b)
  | Loop A (Tile d) body =>
      tile d (tile_chunk axes A d body) (fun r => temporal (A :: axes) (r :: ranges) body)
  | Loop A Sum body =>
      fun i => sum_upto V add zero (chunks mesh A) (fun r => temporal (A :: axes) (r :: ranges) body i)
  | Loop A Any body => temporal (A :: axes) (0 :: ranges) body
  | Slice d k x => slice d (slice_chunk axes d k x) (nth k ranges 0) (temporal axes ranges x)
  end.

(* The lowered program on device `dev` (seed 000 §6.1): a loop's range is the
   device's chunk along the loop's axes. *)
Fixpoint spmd (axes : list (list nat)) (e : expr) (dev : device) : tensor V :=
  match e with
  | Arg n => arg n
  | Op f a b => op f (spmd axes a dev) (spmd axes b dev)
  | Loop A (Tile d) body =>
      all_gather V mesh d (tile_chunk axes A d body) A (spmd (A :: axes) body) dev
  | Loop A Sum body => all_reduce V mesh add zero A (spmd (A :: axes) body) dev
  | Loop A Any body => spmd (A :: axes) body dev
  | Slice d k x => all_slice V mesh d (slice_chunk axes d k x) (nth k axes []) (spmd axes x) dev
  end.

(* Whether e reads the range of the k-th enclosing loop. *)
Fixpoint reads_range (k : nat) (e : expr) : bool :=
  match e with
  | Arg _ => false
  | Op _ a b => reads_range k a || reads_range k b
  | Loop _ _ body => reads_range (S k) body
  | Slice _ k' x => Nat.eqb k k' || reads_range k x
  end.

Definition disjoint (A B : list nat) := forall a, In a A -> ~ In a B.

(* Well-formed under loops over `axes`: axis groups valid and disjoint from
   the enclosing ones, a Tile's and a Slice's dim inside the shape, a Slice's
   dim divisible by its loop's chunks, an `any` body that does not read its
   range (the partitioner's conditions, seed 000 §5). *)
Fixpoint wf (axes : list (list nat)) (e : expr) : Prop :=
  match e with
  | Arg _ => True
  | Op _ a b => wf axes a /\ wf axes b
  | Loop A act body =>
      axis_group mesh A /\ Forall (disjoint A) axes /\ wf (A :: axes) body /\
      match act with
      | Tile d => d < length (shape_of (A :: axes) body)
      | Sum => True
      | Any => reads_range 0 body = false
      end
  | Slice d k x =>
      wf axes x /\ k < length axes /\ d < length (shape_of axes x) /\
      (exists c, coord d (shape_of axes x) = chunks mesh (nth k axes []) * c)
  end.

(* ---- facts the proof uses ---------------------------------------------------- *)

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

Lemma on_mesh_with_chunk : forall A r dev, axis_group mesh A -> on_mesh mesh dev -> r < chunks mesh A ->
  on_mesh mesh (with_chunk mesh A r dev).
Proof.
  induction A as [| a A IH]; intros r dev HA Hdev Hr; simpl in *; auto.
  pose proof (axis_group_tail mesh a A HA) as HA'.
  pose proof (chunks_positive mesh A HA') as Hpos.
  destruct HA as [_ Hin]. destruct (Hin a (or_introl eq_refl)) as [Ha _].
  apply IH; auto; [| apply Nat.mod_upper_bound; lia].
  destruct Hdev as [Hlen Hc]. split; [now rewrite length_with_coord |].
  intros b Hb. destruct (Nat.eq_dec a b) as [-> | Hab].
  - rewrite coord_with_coord by lia. apply Nat.div_lt_upper_bound; lia.
  - rewrite coord_with_other by assumption. now apply Hc.
Qed.

Lemma ranges_with_chunk : forall A axes r dev, Forall (disjoint A) axes ->
  map (fun B => chunk mesh B (with_chunk mesh A r dev)) axes = map (fun B => chunk mesh B dev) axes.
Proof.
  intros A axes r dev Hd. induction Hd as [| B axes HB Hd IH]; simpl; auto.
  rewrite IH. f_equal. apply chunk_with_chunk_other.
  intros b Hb Ha. exact (HB b Ha Hb).
Qed.

Lemma nth_ranges : forall axes k dev,
  nth k (map (fun B => chunk mesh B dev) axes) 0 = chunk mesh (nth k axes []) dev.
Proof.
  intros. change 0 with ((fun B => chunk mesh B dev) []). apply map_nth.
Qed.

(* A body that does not read the k-th range computes the same whatever it is. *)
Lemma temporal_unread : forall e axes ranges k v i, reads_range k e = false ->
  temporal axes (with_coord k v ranges) e i = temporal axes ranges e i.
Proof.
  induction e as [n | f a IHa b IHb | A act body IH | d k' x IH]; intros axes ranges k v i Hr; simpl in *.
  - reflexivity.
  - apply Bool.orb_false_iff in Hr as [Ha Hb].
    apply op_congr; intros; [apply IHa | apply IHb]; assumption.
  - destruct act as [d | |].
    + unfold tile. apply (IH (A :: axes) (_ :: ranges) (S k)). assumption.
    + apply (sum_upto_ext V add zero). intros r _. apply (IH (A :: axes) (r :: ranges) (S k)). assumption.
    + apply (IH (A :: axes) (0 :: ranges) (S k)). assumption.
  - apply Bool.orb_false_iff in Hr as [Hk Hx]. apply Nat.eqb_neq in Hk.
    unfold slice. rewrite IH by assumption.
    change (nth k' (with_coord k v ranges) 0) with (coord k' (with_coord k v ranges)).
    now rewrite coord_with_other.
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

(* The theorem (proofs/lowering.md "Theorem", the lowering step B = C): on
   every device of the mesh, every element within the shape of a
   well-formed program's value is its Temporal value, each enclosing loop's
   range being the device's chunk along that loop's axes; nested loops over
   any number of axis groups included. *)
Theorem lowering_preserves_meaning : forall e axes dev i,
  wf axes e -> Forall (axis_group mesh) axes -> on_mesh mesh dev -> within (shape_of axes e) i ->
  spmd axes e dev i = temporal axes (map (fun B => chunk mesh B dev) axes) e i.
Proof.
  induction e as [n | f a IHa b IHb | A act body IH | d k x IH]; intros axes dev i Hwf Haxes Hdev Hi.
  - reflexivity.
  - simpl in *. destruct Hwf as [Hwa Hwb].
    apply (op_ext f _ _ _ _ (shape_of axes a) (shape_of axes b)).
    + intros j Hj. apply IHa; auto.
    + intros j Hj. apply IHb; auto.
    + exact Hi.
  - destruct Hwf as [HA [Hdisj [Hwb Hact]]].
    assert (Haxes' : Forall (axis_group mesh) (A :: axes)) by (constructor; auto).
    (* the body on the device holding chunk r along A *)
    assert (Hbody : forall r j, r < chunks mesh A -> within (shape_of (A :: axes) body) j ->
      spmd (A :: axes) body (with_chunk mesh A r dev) j =
      temporal (A :: axes) (r :: map (fun B => chunk mesh B dev) axes) body j).
    { intros r j Hr Hj. rewrite IH by (auto; apply on_mesh_with_chunk; auto).
      simpl. rewrite chunk_with_chunk by (auto; apply Hdev).
      now rewrite ranges_with_chunk by assumption. }
    destruct act as [d | |]; simpl in *.
    + unfold all_gather, tile, tile_chunk in *.
      set (s := shape_of (A :: axes) body) in *.
      destruct (within_set_dim d _ s i Hact Hi) as [Hlen [Hdi Hother]].
      assert (Hpos : 0 < coord d s) by nia.
      apply Hbody.
      * apply Nat.div_lt_upper_bound; lia.
      * apply within_with_coord; auto. apply Nat.mod_upper_bound. lia.
    + unfold all_reduce. apply (sum_upto_ext V add zero). intros r Hr. now apply Hbody.
    + rewrite IH by auto. simpl.
      rewrite <- (temporal_unread body (A :: axes) (0 :: map (fun B => chunk mesh B dev) axes) 0 (chunk mesh A dev) i Hact).
      reflexivity.
  - simpl in *. destruct Hwf as [Hwx [Hk [Hd [c Hc]]]].
    rewrite nth_ranges. unfold all_slice, slice, slice_chunk in *.
    set (s := shape_of axes x) in *. set (Ak := nth k axes []) in *.
    assert (HAk : axis_group mesh Ak) by (rewrite Forall_forall in Haxes; apply Haxes, nth_In, Hk).
    pose proof (chunks_positive mesh Ak HAk) as Hpos.
    pose proof (chunk_bound mesh Ak dev HAk Hdev) as Hbound.
    assert (Hcs : coord d s / chunks mesh Ak = c) by (rewrite Hc, Nat.mul_comm, Nat.div_mul; lia).
    rewrite Hcs in *.
    destruct (within_set_dim d _ s i Hd Hi) as [Hlen [Hdi Hother]].
    apply IH; auto.
    apply within_with_coord; auto. unfold s in Hc. rewrite Hc. nia.
Qed.

End Core.

(* ---- The partitioning step A = B: one propagation (L2, L3) ---------------- *)

Section Propagation.

Variable V : Type.
Variable mesh : list nat.
Variable add : V -> V -> V.
Variable zero : V.
Variable arg : nat -> tensor V.
Variable arg_shape : nat -> shape.
Variable op : nat -> tensor V -> tensor V -> tensor V.
Variable op_shape : nat -> shape -> shape -> shape.

(* e placed under one more loop, at depth k: its ranges from k on move by one. *)
Fixpoint lift (k : nat) (e : expr) : expr :=
  match e with
  | Arg n => Arg n
  | Op f a b => Op f (lift k a) (lift k b)
  | Loop A act body => Loop A act (lift (S k) body)
  | Slice d k' x => Slice d (if k' <? k then k' else S k') (lift k x)
  end.

Definition insert_at {T} (k : nat) (v : T) (l : list T) : list T := firstn k l ++ v :: skipn k l.

Lemma nth_insert_below : forall {T} k k' (v d : T) l, k' < k -> k <= length l ->
  nth k' (insert_at k v l) d = nth k' l d.
Proof.
  intros T k k' v d l Hk Hl. unfold insert_at. rewrite app_nth1 by (rewrite firstn_length_le; lia).
  rewrite <- (firstn_skipn k l) at 2. rewrite app_nth1 by (rewrite firstn_length_le; lia). reflexivity.
Qed.

Lemma nth_insert_above : forall {T} k k' (v d : T) l, k <= k' -> k <= length l ->
  nth (S k') (insert_at k v l) d = nth k' l d.
Proof.
  intros T k k' v d l Hk Hl. unfold insert_at. rewrite app_nth2 by (rewrite firstn_length_le; lia).
  rewrite firstn_length_le by lia. replace (S k' - k) with (S (k' - k)) by lia. simpl.
  rewrite <- (firstn_skipn k l) at 2. rewrite app_nth2 by (rewrite firstn_length_le; lia).
  now rewrite firstn_length_le by lia.
Qed.

Hypothesis op_congr : forall f x x' y y',
  (forall i, x i = x' i) -> (forall i, y i = y' i) -> forall i, op f x y i = op f x' y' i.

Let shp := shape_of mesh arg_shape op_shape.
Let tmp := temporal V mesh add zero arg arg_shape op op_shape.

Lemma nth_lifted : forall {T} k k' (v d : T) l, k <= length l ->
  nth (if k' <? k then k' else S k') (insert_at k v l) d = nth k' l d.
Proof.
  intros T k k' v d l Hk. destruct (Nat.ltb_spec k' k).
  - now apply nth_insert_below.
  - now apply nth_insert_above.
Qed.

(* A lifted expression has the shape and the Temporal value of the
   original, whatever range the new loop takes. *)
Lemma lift_meaning : forall e k axes ranges A r,
  k <= length axes -> k <= length ranges ->
  shp (insert_at k A axes) (lift k e) = shp axes e /\
  forall i, tmp (insert_at k A axes) (insert_at k r ranges) (lift k e) i = tmp axes ranges e i.
Proof.
  induction e as [n | f a IHa b IHb | B act body IH | d k' x IH]; intros k axes ranges A r Hka Hkr;
    unfold shp, tmp in *; simpl.
  - split; reflexivity.
  - destruct (IHa k axes ranges A r Hka Hkr) as [Sa Ta]. destruct (IHb k axes ranges A r Hka Hkr) as [Sb Tb].
    rewrite Sa, Sb. split; [reflexivity |]. intros i. now apply op_congr.
  - assert (Hka' : S k <= length (B :: axes)) by (simpl; lia).
    assert (Hkr' : forall r', S k <= length (r' :: ranges)) by (simpl; lia).
    destruct (IH (S k) (B :: axes) (0 :: ranges) A r Hka' (Hkr' 0)) as [Sb _].
    change (insert_at (S k) A (B :: axes)) with (B :: insert_at k A axes) in Sb.
    destruct act as [d | |]; simpl; unfold tile_chunk; simpl; rewrite Sb; split; try reflexivity; intros i.
    + unfold tile. destruct (IH (S k) (B :: axes) (coord d i / coord d (shp (B :: axes) body) :: ranges) A r Hka'
        (Hkr' _)) as [_ Tb]. apply Tb.
    + apply (sum_upto_ext V add zero). intros r' _.
      destruct (IH (S k) (B :: axes) (r' :: ranges) A r Hka' (Hkr' r')) as [_ Tb]. apply Tb.
    + destruct (IH (S k) (B :: axes) (0 :: ranges) A r Hka' (Hkr' 0)) as [_ Tb]. apply Tb.
  - destruct (IH k axes ranges A r Hka Hkr) as [Sx Tx].
    unfold slice_chunk. rewrite Sx, (nth_lifted k k' A []) by assumption.
    split; [reflexivity |]. intros i. unfold slice. rewrite (nth_lifted k k' r 0) by assumption.
    apply Tx.
Qed.

(* L2 for an op f and an entry (tile da, tile db) ↪ tile d over n chunks:
   the SMT obligation "reading element i of the result through the loop
   gives the op's element i" (verify/entry_proof.h), on tensors. *)
Definition tile_entry_sound (f da db d n : nat) : Prop :=
  forall x y sx sy i, within (op_shape f sx sy) i ->
    tile d (coord d (op_shape f (set_dim da (coord da sx / n) sx) (set_dim db (coord db sy / n) sy)))
      (fun r => op f (slice da (coord da sx / n) r x) (slice db (coord db sy / n) r y)) i = op f x y i.

(* L2 for an entry (tile da, tile db) ↪ sum over n chunks. *)
Definition sum_entry_sound (f da db n : nat) : Prop :=
  forall x y sx sy i, within (op_shape f sx sy) i ->
    sum_upto V add zero n (fun r => op f (slice da (coord da sx / n) r x) (slice db (coord db sy / n) r y) i)
    = op f x y i.

(* The loop propagation puts around an op: its operands sliced by the new
   loop's range, lifted under it. *)
Definition propagated (A : list nat) (act : action) (f da db : nat) (a b : expr) : expr :=
  Loop A act (Op f (Slice da 0 (lift 0 a)) (Slice db 0 (lift 0 b))).

(* Inside the new loop, an operand's slice is the original operand's. *)
Lemma lifted_slice : forall a axes ranges A r da j,
  slice da (slice_chunk mesh arg_shape op_shape (A :: axes) da 0 (lift 0 a)) r
    (tmp (A :: axes) (r :: ranges) (lift 0 a)) j =
  slice da (coord da (shp axes a) / chunks mesh A) r (tmp axes ranges a) j.
Proof.
  intros. destruct (lift_meaning a 0 axes ranges A r) as [S T]; try (simpl; lia).
  unfold insert_at in S, T. simpl in S, T. unfold slice, slice_chunk. simpl.
  unfold shp in *. rewrite S. apply T.
Qed.

(* L3, one propagation step with a tile entry: the loop equals the op. *)
Theorem propagate_tile_entry : forall A f da db d a b axes ranges i,
  tile_entry_sound f da db d (chunks mesh A) -> within (shp axes (Op f a b)) i ->
  tmp axes ranges (propagated A (Tile d) f da db a b) i = tmp axes ranges (Op f a b) i.
Proof.
  intros A f da db d a b axes ranges i Hentry Hi. unfold propagated.
  change (tmp axes ranges (Op f a b) i) with (op f (tmp axes ranges a) (tmp axes ranges b) i).
  rewrite <- (Hentry _ _ (shp axes a) (shp axes b) i Hi).
  destruct (lift_meaning a 0 axes ranges A 0) as [Sa _]; try (simpl; lia).
  destruct (lift_meaning b 0 axes ranges A 0) as [Sb _]; try (simpl; lia).
  unfold insert_at in Sa, Sb. simpl in Sa, Sb.
  unfold tmp, shp in *. simpl. unfold tile_chunk, slice_chunk. simpl. rewrite Sa, Sb.
  unfold tile. apply op_congr; intros j; unfold slice.
  - destruct (lift_meaning a 0 axes ranges A (coord d i / coord d (op_shape f
      (set_dim da (coord da (shape_of mesh arg_shape op_shape axes a) / chunks mesh A) (shape_of mesh arg_shape op_shape axes a))
      (set_dim db (coord db (shape_of mesh arg_shape op_shape axes b) / chunks mesh A) (shape_of mesh arg_shape op_shape axes b)))))
      as [_ T]; try (simpl; lia). unfold insert_at, tmp in T. simpl in T. apply T.
  - destruct (lift_meaning b 0 axes ranges A (coord d i / coord d (op_shape f
      (set_dim da (coord da (shape_of mesh arg_shape op_shape axes a) / chunks mesh A) (shape_of mesh arg_shape op_shape axes a))
      (set_dim db (coord db (shape_of mesh arg_shape op_shape axes b) / chunks mesh A) (shape_of mesh arg_shape op_shape axes b)))))
      as [_ T]; try (simpl; lia). unfold insert_at, tmp in T. simpl in T. apply T.
Qed.

(* L3, one propagation step with a sum entry. *)
Theorem propagate_sum_entry : forall A f da db a b axes ranges i,
  sum_entry_sound f da db (chunks mesh A) -> within (shp axes (Op f a b)) i ->
  tmp axes ranges (propagated A Sum f da db a b) i = tmp axes ranges (Op f a b) i.
Proof.
  intros A f da db a b axes ranges i Hentry Hi. unfold propagated.
  change (tmp axes ranges (Op f a b) i) with (op f (tmp axes ranges a) (tmp axes ranges b) i).
  rewrite <- (Hentry _ _ (shp axes a) (shp axes b) i Hi).
  unfold tmp at 1. simpl. apply (sum_upto_ext V add zero). intros r _.
  apply op_congr; intros j; apply lifted_slice.
Qed.

End Propagation.
