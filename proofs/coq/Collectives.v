(* PartIR:HLO's collectives over a group of mesh axes (semantics/hlo_ops.h,
   seed 000 §6), on values that every device of the mesh holds: a device
   value maps each device to its local tensor. Then the lowering of each
   loop action to them (proofs/lowering.md L6) and the fusions of L7, each
   named after its Z3 rule in verify/rules.cc. *)

From Coq Require Import List Arith Lia.
From PartIR Require Import Tensor Mesh.
Import ListNotations.

Section Collectives.

Variable V : Type.
Variable mesh : list nat.

(* A sum's reducer and its init value. The lemmas here fold in one order on
   both sides; the laws the verifier proves of a reducer body
   (verify/algebra.h) enter where a proof reorders a sum. *)
Variable add : V -> V -> V.
Variable zero : V.

Definition dvalue := device -> tensor V.

(* Σ_{r < n} f r, folded from r = 0. *)
Fixpoint sum_upto (n : nat) (f : nat -> V) : V :=
  match n with
  | 0 => zero
  | S m => add (sum_upto m f) (f m)
  end.

Lemma sum_upto_ext : forall n f g, (forall r, r < n -> f r = g r) -> sum_upto n f = sum_upto n g.
Proof.
  induction n as [| n IH]; intros f g H; simpl; auto.
  rewrite (IH f g) by (intros; apply H; lia). now rewrite H by lia.
Qed.

(* all_slice [d: A]: each device keeps its chunk along d. *)
Definition all_slice (d c : nat) (A : list nat) (y : dvalue) : dvalue :=
  fun dev => slice d c (chunk mesh A dev) (y dev).

(* all_gather [d: A]: each device gets the chunks of its group concatenated along d. *)
Definition all_gather (d c : nat) (A : list nat) (y : dvalue) : dvalue :=
  fun dev => tile d c (fun r => y (with_chunk mesh A r dev)).

(* all_reduce <A>: each device gets the sum over its group. *)
Definition all_reduce (A : list nat) (y : dvalue) : dvalue :=
  fun dev i => sum_upto (chunks mesh A) (fun r => y (with_chunk mesh A r dev) i).

(* reduce_scatter [d: A]: each device gets its chunk along d of the group's sum. *)
Definition reduce_scatter (d c : nat) (A : list nat) (y : dvalue) : dvalue :=
  fun dev i => sum_upto (chunks mesh A) (fun r => slice d c (chunk mesh A dev) (y (with_chunk mesh A r dev)) i).

(* all_to_all {d -> d'} <A>: split along d', exchange, concatenate along d. *)
Definition all_to_all (d d' c c' : nat) (A : list nat) (y : dvalue) : dvalue :=
  fun dev => tile d c (fun r => slice d' c' (chunk mesh A dev) (y (with_chunk mesh A r dev))).

(* ---- L7: collective fusion ------------------------------------------------ *)

(* Rule "all_slice∘all_gather = id": a device's chunk of the gathered value is
   its own. *)
Theorem slice_undoes_gather : forall d c A y dev i,
  axis_group mesh A -> on_mesh mesh dev -> coord d i < c -> d < length i ->
  all_slice d c A (all_gather d c A y) dev i = y dev i.
Proof.
  intros d c A y dev i HA Hdev Hi Hd. unfold all_slice, all_gather.
  rewrite slice_of_tile_fusion by assumption.
  now rewrite with_chunk_chunk.
Qed.

(* Rule "all_slice∘all_gather = all_to_all": gathering along d and slicing
   along another dim d' over the same axes is one all_to_all. *)
Theorem slice_of_gather_is_all_to_all : forall d d' c c' A y dev i, d <> d' ->
  all_slice d' c' A (all_gather d c A y) dev i = all_to_all d d' c c' A y dev i.
Proof.
  intros. unfold all_slice, all_gather, all_to_all. now apply slice_tile_other.
Qed.

(* Rule "all_slice∘all_slice = all_slice": slicing a dim over A and then
   over B is one all_slice over A followed by B. *)
Theorem slice_of_slice : forall d c A B y dev i, d < length i ->
  all_slice d c B (all_slice d (chunks mesh B * c) A y) dev i = all_slice d c (A ++ B) y dev i.
Proof.
  intros d c A B y dev i Hd. unfold all_slice.
  rewrite slice_slice by assumption.
  now rewrite chunk_app.
Qed.

(* Rule "all_slice ∘ all_gather = all_gather ∘ all_slice": a slice on another
   dim over other axes commutes with a gather. *)
Theorem slice_commutes_with_gather : forall d d' c c' A B y dev i, d <> d' ->
  (forall b, In b B -> ~ In b A) ->
  all_slice d' c' B (all_gather d c A y) dev i = all_gather d c A (all_slice d' c' B y) dev i.
Proof.
  intros d d' c c' A B y dev i Hd Hdisj. unfold all_slice, all_gather.
  rewrite slice_tile_other by assumption. unfold tile.
  now rewrite chunk_with_chunk_other by assumption.
Qed.

(* Rule "all_slice ∘ all_reduce <a> = all_reduce <a> ∘ all_slice": a slice
   over axes other than the reduced ones commutes with the all_reduce. *)
Theorem slice_commutes_with_reduce : forall d c A B y dev i,
  (forall b, In b B -> ~ In b A) ->
  all_slice d c B (all_reduce A y) dev i = all_reduce A (all_slice d c B y) dev i.
Proof.
  intros d c A B y dev i Hdisj. unfold all_slice, all_reduce, slice.
  apply sum_upto_ext. intros r _.
  now rewrite chunk_with_chunk_other by assumption.
Qed.

(* Rule "all_slice ∘ all_gather = all_gather": gathering a dim over A then B
   and keeping the chunk along A gathers over B only. *)
Theorem slice_of_gather_prefix : forall d c A B y dev i,
  axis_group mesh (A ++ B) -> on_mesh mesh dev -> 0 < c -> d < length i -> coord d i < chunks mesh B * c ->
  all_slice d (chunks mesh B * c) A (all_gather d c (A ++ B) y) dev i = all_gather d c B y dev i.
Proof.
  intros d c A B y dev i HAB Hdev Hc Hd Hi. unfold all_slice, all_gather.
  rewrite slice_of_finer_tile by assumption. unfold tile.
  destruct (axis_group_app mesh A B HAB) as [HA HB].
  pose proof (chunks_positive mesh B HB) as PB.
  pose proof (chunk_bound mesh A dev HA Hdev) as HcA.
  assert (Hq : coord d i / c < chunks mesh B) by (apply Nat.div_lt_upper_bound; lia).
  rewrite with_chunk_app by (try rewrite chunks_app; auto; nia).
  rewrite Nat.div_add_l, (Nat.div_small (coord d i / c) (chunks mesh B)), Nat.add_0_r by lia.
  rewrite (Nat.add_comm (chunk mesh A dev * chunks mesh B)), Nat.mod_add,
    (Nat.mod_small (coord d i / c) (chunks mesh B)) by lia.
  now rewrite with_chunk_chunk by assumption.
Qed.

(* Rule "all_slice ∘ all_gather = all_slice": gathering a dim over A and
   keeping the chunk along A followed by B keeps the chunk along B. *)
Theorem slice_beyond_gather : forall d c A B y dev i,
  axis_group mesh A -> axis_group mesh B -> on_mesh mesh dev -> 0 < c -> d < length i -> coord d i < c ->
  all_slice d c (A ++ B) (all_gather d (chunks mesh B * c) A y) dev i = all_slice d c B y dev i.
Proof.
  intros d c A B y dev i HA HB Hdev Hc Hd Hi. unfold all_slice, all_gather.
  rewrite chunk_app.
  rewrite slice_of_coarser_tile by (try apply chunk_bound; auto).
  now rewrite with_chunk_chunk.
Qed.

(* Rule "all_gather∘all_gather = all_gather": gathers of two dims over
   disjoint axes, in either order, are one gather of both. *)
Theorem gather_of_gather : forall d d' c c' A B y dev i, d <> d' ->
  (forall a, In a A -> ~ In a B) ->
  all_gather d' c' B (all_gather d c A y) dev i = all_gather d c A (all_gather d' c' B y) dev i.
Proof.
  intros d d' c c' A B y dev i Hd Hdisj. unfold all_gather.
  rewrite tile_tile_other by assumption.
  unfold tile. now rewrite with_chunk_commute by assumption.
Qed.

(* Rule "all_slice∘all_reduce = reduce_scatter". *)
Theorem slice_of_reduce_is_reduce_scatter : forall d c A y dev i,
  all_slice d c A (all_reduce A y) dev i = reduce_scatter d c A y dev i.
Proof. reflexivity. Qed.

(* ---- L6: lowering the loop actions (seed 000 §6.1) --------------------------- *)

(* The Temporal value of a loop over the axes A whose iteration r computes
   `body r`, and what each device computes when the loop is inlined: the
   iteration of its own chunk along A. *)
Definition on_devices (A : list nat) (body : nat -> tensor V) : dvalue :=
  fun dev => body (chunk mesh A dev).

(* Rule "lower tile<d> to all_gather": the devices' iterations, gathered,
   are the loop's `tile<d>` result on every device. *)
Theorem lower_tile_to_all_gather : forall d c A body dev i,
  axis_group mesh A -> length dev = length mesh -> 0 < c -> coord d i < chunks mesh A * c ->
  all_gather d c A (on_devices A body) dev i = tile d c body i.
Proof.
  intros d c A body dev i HA Hlen Hc Hi. unfold all_gather, on_devices, tile.
  rewrite chunk_with_chunk; auto.
  apply Nat.div_lt_upper_bound; lia.
Qed.

(* Rule "lower sum to all_reduce": the devices' iterations, all-reduced,
   are the loop's `sum` result on every device. *)
Theorem lower_sum_to_all_reduce : forall A body dev i,
  axis_group mesh A -> length dev = length mesh ->
  all_reduce A (on_devices A body) dev i = sum_upto (chunks mesh A) (fun r => body r i).
Proof.
  intros A body dev i HA Hlen. unfold all_reduce, on_devices.
  assert (H : forall n, n <= chunks mesh A ->
    sum_upto n (fun r => body (chunk mesh A (with_chunk mesh A r dev)) i) = sum_upto n (fun r => body r i)).
  { induction n as [| n IH]; intros Hn; simpl; auto.
    rewrite IH by lia. rewrite chunk_with_chunk; auto. }
  now apply H.
Qed.

(* Rule "lower slice d to all_slice": the r-th slice read in iteration r is
   the device's all_slice. *)
Theorem lower_slice_to_all_slice : forall d c A x dev,
  on_devices A (fun r => slice d c r x) dev = all_slice d c A (fun _ => x) dev.
Proof. reflexivity. Qed.

(* Rule "device-local arguments reassemble" (L8): the devices' chunks of an
   argument, gathered, are the argument. *)
Theorem device_local_arguments : forall d c A x dev i,
  axis_group mesh A -> length dev = length mesh -> 0 < c -> d < length i -> coord d i < chunks mesh A * c ->
  all_gather d c A (all_slice d c A (fun _ => x)) dev i = x i.
Proof.
  intros d c A x dev i HA Hlen Hc Hd Hi.
  change (all_slice d c A (fun _ => x)) with (on_devices A (fun r => slice d c r x)).
  rewrite lower_tile_to_all_gather by assumption.
  now apply tile_action.
Qed.

(* Rule "atomic: loop [any] { x } = x on every device" (L1): a loop whose
   body does not read its range computes x in every iteration; inlined,
   every device holds x. *)
Theorem atomic : forall A x dev, on_devices A (fun _ => x) dev = x.
Proof. reflexivity. Qed.

End Collectives.
