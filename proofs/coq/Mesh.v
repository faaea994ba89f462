(* A mesh of axes and its devices (seed 000 §3, proofs/lowering.md L8). A
   device is its list of coordinates, one per axis; a group of axes A (a
   collective's, or a value's sharding along one dim) numbers the devices'
   chunks row-major over A, the first axis the most significant: `chunk A
   dev`. `with_chunk A r dev` is the device that differs from dev only along
   A, where it holds chunk r. The two are inverse (rule "device numbering
   is a bijection"), which is all the lowering needs of the numbering. *)

From Coq Require Import List Arith Lia.
From PartIR Require Import Tensor.
Import ListNotations.

Section Mesh.

(* The size of each axis. *)
Variable mesh : list nat.
Definition axis_size (a : nat) : nat := nth a mesh 1.

Definition device := list nat.

(* A device of the mesh: a coordinate below its size on every axis. *)
Definition on_mesh (dev : device) : Prop :=
  length dev = length mesh /\ forall a, a < length mesh -> coord a dev < axis_size a.

(* The number of chunks along A: the product of its axis sizes. *)
Fixpoint chunks (A : list nat) : nat :=
  match A with
  | [] => 1
  | a :: rest => axis_size a * chunks rest
  end.

Fixpoint chunk (A : list nat) (dev : device) : nat :=
  match A with
  | [] => 0
  | a :: rest => coord a dev * chunks rest + chunk rest dev
  end.

Fixpoint with_chunk (A : list nat) (r : nat) (dev : device) : device :=
  match A with
  | [] => dev
  | a :: rest => with_chunk rest (r mod chunks rest) (with_coord a (r / chunks rest) dev)
  end.

(* Axis groups name axes of the mesh, each once, each of size at least 1. *)
Definition axis_group (A : list nat) : Prop :=
  NoDup A /\ forall a, In a A -> a < length mesh /\ 0 < axis_size a.

Lemma axis_group_tail : forall a A, axis_group (a :: A) -> axis_group A.
Proof.
  intros a A [Hnd Hin]. inversion Hnd; subst. split; auto. intros b Hb. apply Hin. now right.
Qed.

Lemma chunks_positive : forall A, axis_group A -> 0 < chunks A.
Proof.
  induction A as [| a A IH]; intros HA; simpl; [lia |].
  pose proof (axis_group_tail a A HA) as HA'.
  destruct HA as [_ Hin]. destruct (Hin a (or_introl eq_refl)) as [_ Ha].
  specialize (IH HA'). nia.
Qed.

Lemma length_with_chunk : forall A r dev, length (with_chunk A r dev) = length dev.
Proof.
  induction A as [| a A IH]; intros r dev; simpl; auto.
  now rewrite IH, length_with_coord.
Qed.

(* with_chunk A moves a device along A only. *)
Lemma coord_with_chunk_other : forall A r dev b, ~ In b A -> coord b (with_chunk A r dev) = coord b dev.
Proof.
  induction A as [| a A IH]; intros r dev b Hb; simpl; auto.
  rewrite IH by (intro H; apply Hb; now right).
  apply coord_with_other. intro H; apply Hb; now left.
Qed.

Lemma chunk_bound : forall A dev, axis_group A -> on_mesh dev -> chunk A dev < chunks A.
Proof.
  induction A as [| a A IH]; intros dev HA Hdev; simpl; [lia |].
  pose proof (axis_group_tail a A HA) as HA'.
  destruct HA as [_ Hin]. destruct (Hin a (or_introl eq_refl)) as [Hlt _].
  pose proof (proj2 Hdev a Hlt) as Hca.
  specialize (IH dev HA' Hdev).
  nia.
Qed.

(* The chunk of the device that holds chunk r is r. *)
Lemma chunk_with_chunk : forall A r dev, axis_group A -> length dev = length mesh -> r < chunks A ->
  chunk A (with_chunk A r dev) = r.
Proof.
  induction A as [| a A IH]; intros r dev HA Hlen Hr; simpl in *; [lia |].
  pose proof (axis_group_tail a A HA) as HA'.
  pose proof (chunks_positive A HA') as Hpos.
  destruct HA as [Hnd Hin]. inversion Hnd as [| ? ? Hnotin _]; subst.
  destruct (Hin a (or_introl eq_refl)) as [Hlt _].
  rewrite coord_with_chunk_other by assumption.
  rewrite coord_with_coord by lia.
  rewrite IH by (try rewrite length_with_coord; auto; apply Nat.mod_upper_bound; lia).
  rewrite Nat.mul_comm. symmetry. apply Nat.div_mod. lia.
Qed.

(* Every device of the mesh holds its own chunk. *)
Lemma with_chunk_chunk : forall A dev, axis_group A -> on_mesh dev -> with_chunk A (chunk A dev) dev = dev.
Proof.
  induction A as [| a A IH]; intros dev HA Hdev; simpl; auto.
  pose proof (axis_group_tail a A HA) as HA'.
  pose proof (chunks_positive A HA') as Hpos.
  pose proof (chunk_bound A dev HA' Hdev) as Hbound.
  rewrite Nat.div_add_l, Nat.div_small, Nat.add_0_r by lia.
  rewrite Nat.add_comm, Nat.mod_add, Nat.mod_small by lia.
  rewrite with_coord_same.
  now apply IH.
Qed.

(* Moving a device along A leaves its chunk along axes B disjoint from A. *)
Lemma chunk_with_chunk_other : forall A B r dev, (forall b, In b B -> ~ In b A) ->
  chunk B (with_chunk A r dev) = chunk B dev.
Proof.
  intros A B r dev Hdisj. induction B as [| b B IH]; simpl; auto.
  rewrite coord_with_chunk_other by (apply Hdisj; now left).
  rewrite IH; auto. intros b' Hb'. apply Hdisj. now right.
Qed.

Lemma with_coord_with_chunk : forall B a v r dev, ~ In a B ->
  with_coord a v (with_chunk B r dev) = with_chunk B r (with_coord a v dev).
Proof.
  induction B as [| b B IH]; intros a v r dev Ha; simpl; auto.
  rewrite IH by (intro H; apply Ha; now right).
  rewrite with_coord_commute; auto. intro H; apply Ha; now left.
Qed.

(* Moving a device along two disjoint axis groups, in either order. *)
Lemma with_chunk_commute : forall A B r r' dev, (forall a, In a A -> ~ In a B) ->
  with_chunk A r (with_chunk B r' dev) = with_chunk B r' (with_chunk A r dev).
Proof.
  induction A as [| a A IH]; intros B r r' dev Hdisj; simpl; auto.
  rewrite with_coord_with_chunk by (apply Hdisj; now left).
  apply IH. intros a' Ha'. apply Hdisj. now right.
Qed.

(* Chunks along A then B are chunks along A followed by B. *)
Lemma chunks_app : forall A B, chunks (A ++ B) = chunks A * chunks B.
Proof. induction A as [| a A IH]; intros B; simpl; [lia | rewrite IH; lia]. Qed.

Lemma chunk_app : forall A B dev, chunk (A ++ B) dev = chunk A dev * chunks B + chunk B dev.
Proof.
  induction A as [| a A IH]; intros B dev; simpl; [lia |].
  rewrite IH, chunks_app. nia.
Qed.

Lemma nodup_app_l : forall (A B : list nat), NoDup (A ++ B) -> NoDup A.
Proof.
  induction A as [| a A IH]; intros B H; simpl in *; [constructor |].
  inversion H as [| ? ? Hnotin Hnd]; subst. constructor; [| now apply (IH B)].
  intro Ha. apply Hnotin. apply in_or_app. now left.
Qed.

Lemma nodup_app_r : forall (A B : list nat), NoDup (A ++ B) -> NoDup B.
Proof.
  induction A as [| a A IH]; intros B H; simpl in *; [assumption |].
  inversion H; subst. now apply IH.
Qed.

Lemma split_mod_div : forall r a b, 0 < a -> 0 < b ->
  (r mod (a * b)) mod b = r mod b /\ (r mod (a * b)) / b = (r / b) mod a /\ r / (a * b) = r / b / a.
Proof.
  intros r a b Ha Hb. rewrite (Nat.mul_comm a b).
  rewrite Nat.mod_mul_r by lia.
  rewrite (Nat.mul_comm b ((r / b) mod a)).
  split; [| split].
  - rewrite Nat.mod_add, Nat.mod_mod by lia. reflexivity.
  - rewrite Nat.div_add by lia. rewrite Nat.div_small by (apply Nat.mod_upper_bound; lia). lia.
  - now rewrite Nat.div_div by lia.
Qed.

(* Moving to chunk r along A followed by B moves along A to r / chunks B,
   then along B to r mod chunks B. *)
Lemma with_chunk_app : forall A B r dev, axis_group (A ++ B) -> r < chunks (A ++ B) ->
  with_chunk (A ++ B) r dev = with_chunk B (r mod chunks B) (with_chunk A (r / chunks B) dev).
Proof.
  induction A as [| a A IH]; intros B r dev HAB Hr; simpl in *.
  - now rewrite Nat.mod_small by assumption.
  - pose proof (axis_group_tail a (A ++ B) HAB) as HAB'.
    assert (HB : axis_group B).
    { split; [apply (nodup_app_r A B); apply HAB' |].
      intros b Hb. apply (proj2 HAB'). apply in_or_app. now right. }
    assert (HA : axis_group A).
    { split; [apply (nodup_app_l A B); apply HAB' |].
      intros b Hb. apply (proj2 HAB'). apply in_or_app. now left. }
    pose proof (chunks_positive A HA) as PA. pose proof (chunks_positive B HB) as PB.
    rewrite chunks_app, IH by (try rewrite chunks_app; try apply Nat.mod_upper_bound; auto; lia).
    destruct (split_mod_div r (chunks A) (chunks B) PA PB) as [H1 [H2 H3]].
    now rewrite H1, H2, H3.
Qed.

(* The device holding chunk r along a group is on the mesh. *)
Lemma on_mesh_with_chunk : forall A r dev, axis_group A -> on_mesh dev -> r < chunks A ->
  on_mesh (with_chunk A r dev).
Proof.
  induction A as [| a A IH]; intros r dev HA Hdev Hr; simpl in *; auto.
  pose proof (axis_group_tail a A HA) as HA'.
  pose proof (chunks_positive A HA') as Hpos.
  destruct HA as [_ Hin]. destruct (Hin a (or_introl eq_refl)) as [Ha _].
  apply IH; auto; [| apply Nat.mod_upper_bound; lia].
  destruct Hdev as [Hlen Hc]. split; [now rewrite length_with_coord |].
  intros b Hb. destruct (Nat.eq_dec a b) as [-> | Hab].
  - rewrite coord_with_coord by lia. apply Nat.div_lt_upper_bound; lia.
  - rewrite coord_with_other by assumption. now apply Hc.
Qed.

(* The parts of a group A ++ B are groups. *)
Lemma axis_group_app : forall A B, axis_group (A ++ B) -> axis_group A /\ axis_group B.
Proof.
  intros A B [Hnd Hin]. split; split.
  - now apply (nodup_app_l A B).
  - intros a Ha. apply Hin, in_or_app. now left.
  - now apply (nodup_app_r A B).
  - intros b Hb. apply Hin, in_or_app. now right.
Qed.

(* Rule device_numbering ("device numbering is a bijection", L8): along any
   axis group, a device's chunk and the device holding a chunk are inverse. *)
Theorem device_numbering : forall A r dev, axis_group A -> on_mesh dev -> r < chunks A ->
  chunk A (with_chunk A r dev) = r /\ with_chunk A (chunk A dev) dev = dev.
Proof.
  intros A r dev HA Hdev Hr. split.
  - apply chunk_with_chunk; auto. apply Hdev.
  - now apply with_chunk_chunk.
Qed.

End Mesh.
