// Function multiversioning for loops written for the vectorizer (GCC's
// target_clones on x86-64): a function marked PARTIR_VECTOR_CLONES is
// compiled for x86-64-v4 (AVX-512), x86-64-v3 (AVX2) and the x86-64
// baseline, and the dynamic loader picks the best the CPU runs; `flatten`
// inlines its callees into each clone. Elsewhere (Clang, which refuses
// flatten with target_clones; other CPUs) it is the baseline build alone.
//
// Files with such functions are compiled with -ftree-vectorize and
// -ffp-contract=off (CMakeLists.txt): no clone fuses a multiply and an add,
// so every clone computes the same bits.
#pragma once

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define PARTIR_VECTOR_CLONES \
  __attribute__((flatten, target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")))
#else
#define PARTIR_VECTOR_CLONES
#endif
