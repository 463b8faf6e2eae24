"""Build, serve and test helpers. Run them as ``python3 scripts/NAME.py``; tests and benchmarks
import them as ``scripts.NAME`` (the repository root is on ``sys.path`` there)."""
