(* PartIR:HLO, the device-local programs the lowering produces (seed 000 §6,
   proofs/lowering.md "Setting"): the program's ops and the five collectives
   over groups of mesh axes. Every device runs the program; a collective
   reads the values of the devices of its group, as Collectives.v defines
   it. Then the fusions the lowering applies (rewrite/lower.cc's
   kFusionRules, proofs/lowering.md L7) as a rewrite relation, one
   constructor per rule, and the theorem that any sequence of them, anywhere
   in a program, keeps every device's value. *)

From Coq Require Import List Arith Lia Relations.
From PartIR Require Import Tensor Mesh Collectives.
Import ListNotations.

(* Splits the goal's conjunctions, leaving axis_group whole. *)
Ltac splits := repeat match goal with |- _ /\ _ => split end.

Section Hlo.

Variable V : Type.
Variable mesh : list nat.
Variable add : V -> V -> V.
Variable zero : V.
Variable arg : nat -> tensor V.
Variable arg_shape : nat -> shape.
Variable op : nat -> tensor V -> tensor V -> tensor V.
Variable op_shape : nat -> shape -> shape -> shape.
(* The one hypothesis on ops (Core.v states it too): a result element within
   the result's shape reads the operands within their shapes only. *)
Hypothesis op_ext : forall f x x' y y' sx sy,
  (forall i, within sx i -> x i = x' i) -> (forall i, within sy i -> y i = y' i) ->
  forall i, within (op_shape f sx sy) i -> op f x y i = op f x' y' i.

Inductive hlo :=
| HArg (n : nat)
| HOp (f : nat) (a b : hlo)
| AllGather (d c : nat) (A : list nat) (x : hlo)
| AllReduce (A : list nat) (x : hlo)
| AllSlice (d c : nat) (A : list nat) (x : hlo)
| ReduceScatter (d c : nat) (A : list nat) (x : hlo)
| AllToAll (d d' c c' : nat) (A : list nat) (x : hlo).

(* The SPMD semantics: every device's value. Arguments are the same on every
   device (the exported signature's slicing is L8's). *)
Fixpoint run (h : hlo) : dvalue V :=
  match h with
  | HArg n => fun _ => arg n
  | HOp f a b => fun dev => op f (run a dev) (run b dev)
  | AllGather d c A x => all_gather V mesh d c A (run x)
  | AllReduce A x => all_reduce V mesh add zero A (run x)
  | AllSlice d c A x => all_slice V mesh d c A (run x)
  | ReduceScatter d c A x => reduce_scatter V mesh add zero d c A (run x)
  | AllToAll d d' c c' A x => all_to_all V mesh d d' c c' A (run x)
  end.

(* Every device's local shape (semantics/hlo_ops.h's type rules). *)
Fixpoint hshape (h : hlo) : shape :=
  match h with
  | HArg n => arg_shape n
  | HOp f a b => op_shape f (hshape a) (hshape b)
  | AllGather d c A x => set_dim d (c * chunks mesh A) (hshape x)
  | AllReduce A x => hshape x
  | AllSlice d c A x | ReduceScatter d c A x => set_dim d c (hshape x)
  | AllToAll d d' c c' A x => set_dim d (c * chunks mesh A) (set_dim d' c' (hshape x))
  end.

(* Well-formed (the same type rules): a collective's axes form a group, its
   dims are within the operand's rank, a gather's chunk is the operand's
   dim, and a slice's chunks divide it. *)
Fixpoint hwf (h : hlo) : Prop :=
  match h with
  | HArg _ => True
  | HOp _ a b => hwf a /\ hwf b
  | AllGather d c A x => hwf x /\ axis_group mesh A /\ d < length (hshape x) /\ c = coord d (hshape x)
  | AllReduce A x => hwf x /\ axis_group mesh A
  | AllSlice d c A x | ReduceScatter d c A x =>
      hwf x /\ axis_group mesh A /\ d < length (hshape x) /\ coord d (hshape x) = chunks mesh A * c
  | AllToAll d d' c c' A x =>
      hwf x /\ axis_group mesh A /\ d <> d' /\ d < length (hshape x) /\ d' < length (hshape x) /\
      c = coord d (hshape x) /\ coord d' (hshape x) = chunks mesh A * c'
  end.

(* Two device values agree on s: every device of the mesh holds the same
   elements within s. *)
Definition agree_on (s : shape) (y y' : dvalue V) : Prop :=
  forall dev i, on_mesh mesh dev -> within s i -> y dev i = y' dev i.

(* ---- each collective reads its operand within its shape ----------------------- *)

Lemma gather_reads_within : forall d c A s dev i,
  axis_group mesh A -> d < length s -> c = coord d s -> on_mesh mesh dev ->
  within (set_dim d (c * chunks mesh A) s) i ->
  on_mesh mesh (with_chunk mesh A (coord d i / c) dev) /\ within s (with_coord d (coord d i mod c) i).
Proof.
  intros d c A s dev i HA Hd Hc Hdev Hi.
  destruct (within_set_dim d _ s i Hd Hi) as [Hlen [Hdi Hother]].
  assert (Hpos : 0 < c) by nia.
  split.
  - apply on_mesh_with_chunk; auto. apply Nat.div_lt_upper_bound; lia.
  - apply within_with_coord; auto. rewrite <- Hc. apply Nat.mod_upper_bound. lia.
Qed.

Lemma slice_reads_within : forall d c A s dev i,
  axis_group mesh A -> d < length s -> coord d s = chunks mesh A * c -> on_mesh mesh dev ->
  within (set_dim d c s) i -> within s (with_coord d (chunk mesh A dev * c + coord d i) i).
Proof.
  intros d c A s dev i HA Hd Hc Hdev Hi.
  destruct (within_set_dim d _ s i Hd Hi) as [Hlen [Hdi Hother]].
  pose proof (chunk_bound mesh A dev HA Hdev).
  apply within_with_coord; auto. rewrite Hc. nia.
Qed.

Lemma op_agrees : forall f sa sb a a' b b', agree_on sa a a' -> agree_on sb b b' ->
  agree_on (op_shape f sa sb) (fun dev => op f (a dev) (b dev)) (fun dev => op f (a' dev) (b' dev)).
Proof.
  intros f sa sb a a' b b' Ha Hb dev i Hdev Hi.
  apply (op_ext f _ _ _ _ sa sb); [intros j Hj; apply Ha | intros j Hj; apply Hb | ]; auto.
Qed.

Lemma gather_agrees : forall d c A s y y', axis_group mesh A -> d < length s -> c = coord d s ->
  agree_on s y y' -> agree_on (set_dim d (c * chunks mesh A) s) (all_gather V mesh d c A y) (all_gather V mesh d c A y').
Proof.
  intros d c A s y y' HA Hd Hc Hy dev i Hdev Hi. unfold all_gather, tile.
  destruct (gather_reads_within d c A s dev i HA Hd Hc Hdev Hi) as [Hp Hj]. now apply Hy.
Qed.

Lemma reduce_agrees : forall A s y y', axis_group mesh A ->
  agree_on s y y' -> agree_on s (all_reduce V mesh add zero A y) (all_reduce V mesh add zero A y').
Proof.
  intros A s y y' HA Hy dev i Hdev Hi. unfold all_reduce.
  apply sum_upto_ext. intros r Hr. apply Hy; auto. now apply on_mesh_with_chunk.
Qed.

Lemma slice_agrees : forall d c A s y y', axis_group mesh A -> d < length s -> coord d s = chunks mesh A * c ->
  agree_on s y y' -> agree_on (set_dim d c s) (all_slice V mesh d c A y) (all_slice V mesh d c A y').
Proof.
  intros d c A s y y' HA Hd Hc Hy dev i Hdev Hi. unfold all_slice, slice.
  apply Hy; auto. now apply (slice_reads_within d c A s).
Qed.

Lemma reduce_scatter_agrees : forall d c A s y y', axis_group mesh A -> d < length s -> coord d s = chunks mesh A * c ->
  agree_on s y y' ->
  agree_on (set_dim d c s) (reduce_scatter V mesh add zero d c A y) (reduce_scatter V mesh add zero d c A y').
Proof.
  intros d c A s y y' HA Hd Hc Hy dev i Hdev Hi. unfold reduce_scatter, slice.
  apply sum_upto_ext. intros r Hr. apply Hy; [now apply on_mesh_with_chunk |].
  now apply (slice_reads_within d c A s).
Qed.

Lemma all_to_all_agrees : forall d d' c c' A s y y', axis_group mesh A -> d <> d' ->
  d < length s -> d' < length s -> c = coord d s -> coord d' s = chunks mesh A * c' ->
  agree_on s y y' ->
  agree_on (set_dim d (c * chunks mesh A) (set_dim d' c' s))
    (all_to_all V mesh d d' c c' A y) (all_to_all V mesh d d' c c' A y').
Proof.
  intros d d' c c' A s y y' HA Hdd Hd Hd' Hc Hc' Hy dev i Hdev Hi. unfold all_to_all, tile, slice.
  assert (Hc2 : c = coord d (set_dim d' c' s)) by (unfold set_dim; rewrite coord_with_other; auto).
  assert (Hlen : d < length (set_dim d' c' s)) by (unfold set_dim; now rewrite length_with_coord).
  destruct (gather_reads_within d c A (set_dim d' c' s) dev i HA Hlen Hc2 Hdev Hi) as [Hp Hj].
  apply Hy; auto. now apply (slice_reads_within d' c' A s).
Qed.

(* ---- L7: the fusions the lowering applies ------------------------------------ *)

(* One constructor per line of rewrite/lower.cc's kFusionRules, named
   Fuse_<rule>; scripts/check-coq keeps the two lists equal. Each carries the
   side conditions the rule's matcher checks; the In_* constructors apply a
   fusion anywhere in a program. *)
Inductive fuse : hlo -> hlo -> Prop :=
| Fuse_slice_of_slice : forall d c A B y, axis_group mesh (A ++ B) ->
    fuse (AllSlice d c B (AllSlice d (chunks mesh B * c) A y)) (AllSlice d c (A ++ B) y)
| Fuse_slice_undoes_gather : forall d c A y,
    fuse (AllSlice d c A (AllGather d c A y)) y
| Fuse_slice_of_gather_prefix : forall d c A B y,
    fuse (AllSlice d (chunks mesh B * c) A (AllGather d c (A ++ B) y)) (AllGather d c B y)
| Fuse_slice_beyond_gather : forall d c A B y,
    fuse (AllSlice d c (A ++ B) (AllGather d (chunks mesh B * c) A y)) (AllSlice d c B y)
| Fuse_slice_commutes_with_gather : forall d d' c c' A B y, d <> d' -> (forall b, In b B -> ~ In b A) ->
    fuse (AllSlice d' c' B (AllGather d c A y)) (AllGather d c A (AllSlice d' c' B y))
| Fuse_slice_of_gather_is_all_to_all : forall d d' c c' A y, d <> d' ->
    fuse (AllSlice d' c' A (AllGather d c A y)) (AllToAll d d' c c' A y)
| Fuse_slice_commutes_with_reduce : forall d c A B y, (forall b, In b B -> ~ In b A) ->
    fuse (AllSlice d c B (AllReduce A y)) (AllReduce A (AllSlice d c B y))
| Fuse_slice_of_reduce_is_reduce_scatter : forall d c A y,
    fuse (AllSlice d c A (AllReduce A y)) (ReduceScatter d c A y)
| Fuse_gather_of_gather : forall d d' c c' A B y, d <> d' -> (forall a, In a A -> ~ In a B) ->
    fuse (AllGather d' c' B (AllGather d c A y)) (AllGather d c A (AllGather d' c' B y))
| In_op_l : forall f a a' b, fuse a a' -> fuse (HOp f a b) (HOp f a' b)
| In_op_r : forall f a b b', fuse b b' -> fuse (HOp f a b) (HOp f a b')
| In_gather : forall d c A x x', fuse x x' -> fuse (AllGather d c A x) (AllGather d c A x')
| In_reduce : forall A x x', fuse x x' -> fuse (AllReduce A x) (AllReduce A x')
| In_slice : forall d c A x x', fuse x x' -> fuse (AllSlice d c A x) (AllSlice d c A x')
| In_reduce_scatter : forall d c A x x', fuse x x' -> fuse (ReduceScatter d c A x) (ReduceScatter d c A x')
| In_all_to_all : forall d d' c c' A x x', fuse x x' -> fuse (AllToAll d d' c c' A x) (AllToAll d d' c c' A x').

(* What a fusion keeps: well-formedness, the shape, every device's value. *)
Definition keeps (h h' : hlo) : Prop :=
  hwf h' /\ hshape h' = hshape h /\ agree_on (hshape h) (run h) (run h').

Lemma set_dim_twice : forall d n m s, set_dim d n (set_dim d m s) = set_dim d n s.
Proof. intros. apply with_coord_twice. Qed.

Lemma set_dim_same : forall d s, set_dim d (coord d s) s = s.
Proof. intros. apply with_coord_same. Qed.

Lemma set_dim_commute : forall d d' n n' s, d <> d' -> set_dim d n (set_dim d' n' s) = set_dim d' n' (set_dim d n s).
Proof. intros. now apply with_coord_commute. Qed.

Lemma length_set_dim : forall d n s, length (set_dim d n s) = length s.
Proof. intros. apply length_with_coord. Qed.

Lemma coord_set_dim : forall d n s, d < length s -> coord d (set_dim d n s) = n.
Proof. intros. now apply coord_with_coord. Qed.

Lemma coord_set_dim_other : forall d e n s, d <> e -> coord e (set_dim d n s) = coord e s.
Proof. intros. now apply coord_with_other. Qed.

(* The index facts the rules' Z3 obligations take as premises, from within. *)
Lemma within_set_dim_facts : forall d n s i, d < length s -> within (set_dim d n s) i ->
  d < length i /\ coord d i < n.
Proof.
  intros d n s i Hd Hi. destruct (within_set_dim d n s i Hd Hi) as [Hlen [Hdi _]]. split; [lia | assumption].
Qed.

Ltac facts := repeat match goal with
  | H : _ /\ _ |- _ => destruct H
  | H : hwf _ |- _ => progress simpl in H
  end.

(* One fusion keeps the program's meaning (proofs/lowering.md L7). *)
Lemma fusion_preserves_meaning : forall h h', fuse h h' -> hwf h -> keeps h h'.
Proof.
  induction 1 as [d c A B y HAB | d c A y | d c A B y | d c A B y | d d' c c' A B y Hdd Hdisj
                 | d d' c c' A y Hdd | d c A B y Hdisj | d c A y | d d' c c' A B y Hdd Hdisj
                 | f a a' b _ IH | f a b b' _ IH | d c A x x' _ IH | A x x' _ IH | d c A x x' _ IH
                 | d c A x x' _ IH | d d' c c' A x x' _ IH];
    intros Hwf; unfold keeps; simpl in *; facts.
  - (* slice_of_slice *)
    rewrite length_set_dim in *. rewrite coord_set_dim in * by assumption.
    splits; auto.
    + rewrite chunks_app. lia.
    + now rewrite set_dim_twice.
    + intros dev i Hdev Hi. rewrite set_dim_twice in Hi.
      destruct (within_set_dim_facts d c _ i ltac:(eassumption) Hi). now apply slice_of_slice.
  - (* slice_undoes_gather *)
    rewrite length_set_dim in *. rewrite coord_set_dim in * by assumption.
    splits; auto.
    + rewrite set_dim_twice. subst c. now rewrite set_dim_same.
    + intros dev i Hdev Hi. rewrite set_dim_twice in Hi.
      destruct (within_set_dim_facts d c _ i ltac:(eassumption) Hi). now apply slice_undoes_gather.
  - (* slice_of_gather_prefix *)
    rewrite length_set_dim in *. destruct (axis_group_app mesh A B ltac:(eassumption)) as [HA HB].
    splits; auto.
    + rewrite set_dim_twice. f_equal. lia.
    + intros dev i Hdev Hi. rewrite set_dim_twice in Hi.
      destruct (within_set_dim_facts d _ _ i ltac:(eassumption) Hi).
      apply slice_of_gather_prefix; auto. nia.
  - (* slice_beyond_gather *)
    rewrite length_set_dim in *. destruct (axis_group_app mesh A B ltac:(eassumption)) as [HA HB].
    splits; auto.
    + now rewrite set_dim_twice.
    + intros dev i Hdev Hi. rewrite set_dim_twice in Hi.
      destruct (within_set_dim_facts d _ _ i ltac:(eassumption) Hi).
      apply slice_beyond_gather; auto. lia.
  - (* slice_commutes_with_gather *)
    rewrite length_set_dim in *. rewrite coord_set_dim_other in * by auto.
    splits; auto.
    + now rewrite set_dim_commute by auto.
    + intros dev i Hdev Hi. now apply slice_commutes_with_gather.
  - (* slice_of_gather_is_all_to_all *)
    rewrite length_set_dim in *. rewrite coord_set_dim_other in * by auto.
    splits; auto.
    + now rewrite set_dim_commute by auto.
    + intros dev i Hdev Hi. now apply slice_of_gather_is_all_to_all.
  - (* slice_commutes_with_reduce *)
    splits; auto.
    intros dev i Hdev Hi. now apply slice_commutes_with_reduce.
  - (* slice_of_reduce_is_reduce_scatter *)
    splits; auto.
    intros dev i Hdev Hi. now apply slice_of_reduce_is_reduce_scatter.
  - (* gather_of_gather *)
    rewrite length_set_dim in *. rewrite coord_set_dim_other in * by auto.
    splits; auto.
    + now rewrite set_dim_commute by auto.
    + intros dev i Hdev Hi. now apply gather_of_gather.
  - (* in an op's left operand *)
    destruct (IH ltac:(eassumption)) as [Hw [Hs Ha]]. rewrite Hs. splits; auto.
    apply op_agrees; auto. intros dev i _ _. reflexivity.
  - (* in an op's right operand *)
    destruct (IH ltac:(eassumption)) as [Hw [Hs Ha]]. rewrite Hs. splits; auto.
    apply op_agrees; auto. intros dev i _ _. reflexivity.
  - (* in a gather's operand *)
    destruct (IH ltac:(eassumption)) as [Hw [Hs Ha]]. rewrite Hs. splits; auto. now apply gather_agrees.
  - (* in an all_reduce's operand *)
    destruct (IH ltac:(eassumption)) as [Hw [Hs Ha]]. rewrite Hs. splits; auto. now apply reduce_agrees.
  - (* in an all_slice's operand *)
    destruct (IH ltac:(eassumption)) as [Hw [Hs Ha]]. rewrite Hs. splits; auto. now apply slice_agrees.
  - (* in a reduce_scatter's operand *)
    destruct (IH ltac:(eassumption)) as [Hw [Hs Ha]]. rewrite Hs. splits; auto. now apply reduce_scatter_agrees.
  - (* in an all_to_all's operand *)
    destruct (IH ltac:(eassumption)) as [Hw [Hs Ha]]. rewrite Hs. splits; auto. now apply all_to_all_agrees.
Qed.

(* Any sequence of fusions keeps the program's meaning. *)
Theorem fusions_preserve_meaning : forall h h', clos_refl_trans hlo fuse h h' -> hwf h -> keeps h h'.
Proof.
  induction 1 as [h h' Hf | h | h h' h'' _ IH1 _ IH2]; intros Hwf.
  - now apply fusion_preserves_meaning.
  - unfold keeps. splits; auto. intros dev i _ _. reflexivity.
  - unfold keeps. destruct (IH1 Hwf) as [Hw1 [Hs1 Ha1]]. destruct (IH2 Hw1) as [Hw2 [Hs2 Ha2]].
    splits; auto; [congruence |].
    intros dev i Hdev Hi. rewrite Ha1 by auto. apply Ha2; auto. now rewrite Hs1.
Qed.

End Hlo.
