// Command-line misuse and unreadable files exit 2 with a message.
// RUN: not %partir run 2>&1 | FileCheck %s --check-prefix=NOARG
// RUN: %partir run %t.does-not-exist.mlir > %t || echo "exit $?" >> %t
// RUN: FileCheck %s --check-prefix=MISSING < %t

// NOARG: error: partir run takes a FILE or --corpus DIR
// MISSING: error: cannot read the file
// MISSING: exit 2
