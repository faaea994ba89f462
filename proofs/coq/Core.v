(* PartIR:Core programs, their Temporal meaning, and their lowering to
   PartIR:HLO (proofs/lowering.md "Theorem"): ops are uninterpreted functions
   of their operands, loops run over axis groups with a tile<d>, sum or any
   result, and slices read a chunk by an enclosing loop's range. `lower`
   makes a loop its body followed by the action's collective (L6) and a
   slice an all_slice. The theorems: on every device, every value of a
   well-formed program lowered equals its Temporal value, nested loops over
   several axis groups included, and so it does after any fusions (L7). *)

From Coq Require Import List Arith Lia Relations.
From PartIR Require Import Tensor Mesh Collectives Hlo.
Import ListNotations.

Section Core.

Variable V : Type.
Variable mesh : list nat.
Variable add : V -> V -> V.
Variable zero : V.


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

(* The lowering (seed 000 §6.1, rewrite/lower.cc): a loop becomes its body
   followed by its action's collective over the loop's axes (L6), a slice
   becomes an all_slice over its loop's axes. Running it on a device, a
   loop's range is the device's chunk along the loop's axes. *)
Fixpoint lower (axes : list (list nat)) (e : expr) : hlo :=
  match e with
  | Arg n => HArg n
  | Op f a b => HOp f (lower axes a) (lower axes b)
  | Loop A (Tile d) body => AllGather d (tile_chunk axes A d body) A (lower (A :: axes) body)
  | Loop A Sum body => AllReduce A (lower (A :: axes) body)
  | Loop A Any body => lower (A :: axes) body
  | Slice d k x => AllSlice d (slice_chunk axes d k x) (nth k axes []) (lower axes x)
  end.

Local Notation run := (Hlo.run V mesh add zero arg op).
Local Notation hshape := (Hlo.hshape mesh arg_shape op_shape).
Local Notation hwf := (Hlo.hwf mesh arg_shape op_shape).

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



(* The theorem (proofs/lowering.md "Theorem", the lowering step B = C): on
   every device of the mesh, every element within the shape of a
   well-formed program's value is its Temporal value, each enclosing loop's
   range being the device's chunk along that loop's axes; nested loops over
   any number of axis groups included. *)
Theorem lowering_preserves_meaning : forall e axes dev i,
  wf axes e -> Forall (axis_group mesh) axes -> on_mesh mesh dev -> within (shape_of axes e) i ->
  run (lower axes e) dev i = temporal axes (map (fun B => chunk mesh B dev) axes) e i.
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
      run (lower (A :: axes) body) (with_chunk mesh A r dev) j =
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

(* The lowered program's local shapes are the Core program's. *)
Lemma lower_shape : forall e axes, hshape (lower axes e) = shape_of axes e.
Proof.
  induction e as [n | f a IHa b IHb | A act body IH | d k x IH]; intros axes; simpl.
  - reflexivity.
  - now rewrite IHa, IHb.
  - destruct act; simpl; now rewrite ?IH.
  - now rewrite IH.
Qed.

(* A well-formed program lowers to a well-formed PartIR:HLO program. *)
Lemma lower_wf : forall e axes, wf axes e -> Forall (axis_group mesh) axes -> hwf (lower axes e).
Proof.
  induction e as [n | f a IHa b IHb | A act body IH | d k x IH]; intros axes Hwf Haxes; simpl in *.
  - trivial.
  - destruct Hwf. split; auto.
  - destruct Hwf as [HA [Hdisj [Hwb Hact]]].
    assert (Haxes' : Forall (axis_group mesh) (A :: axes)) by (constructor; auto).
    destruct act; simpl; rewrite ?lower_shape; splits; auto.
  - destruct Hwf as [Hwx [Hk [Hd [c Hc]]]].
    assert (HAk : axis_group mesh (nth k axes [])) by (rewrite Forall_forall in Haxes; apply Haxes, nth_In, Hk).
    pose proof (chunks_positive mesh _ HAk).
    rewrite lower_shape. unfold slice_chunk. splits; auto.
    rewrite Hc, Nat.mul_comm, Nat.div_mul; lia.
Qed.

(* The main theorem (proofs/lowering.md "Theorem", B = C with L7): lower a
   well-formed PartIR:Core program, apply any sequence of the lowering's
   fusions anywhere in it, and every device of the mesh holds, within the
   program's shape, the program's Temporal value. The five collectives,
   nested loops over any number of axis groups and every fusion rule of
   rewrite/lower.cc are in it. *)
Theorem lowering_and_fusion_preserve_meaning : forall e h dev i,
  wf [] e -> clos_refl_trans hlo (fuse mesh) (lower [] e) h -> on_mesh mesh dev -> within (shape_of [] e) i ->
  run h dev i = temporal [] [] e i.
Proof.
  intros e h dev i Hwf Hfused Hdev Hi.
  destruct (fusions_preserve_meaning V mesh add zero arg arg_shape op op_shape op_ext _ _ Hfused
              (lower_wf e [] Hwf (Forall_nil _))) as [_ [_ Hagree]].
  rewrite <- Hagree by (auto; now rewrite lower_shape).
  now apply (lowering_preserves_meaning e []).
Qed.

End Core.
