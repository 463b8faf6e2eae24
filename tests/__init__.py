"""The engine's test suite (a package, so test modules can share ``tests.helpers``)."""
