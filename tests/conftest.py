"""Make the repository root importable however pytest is started (``pytest``, ``python -m pytest``, Pyodide)."""

import sys
from pathlib import Path

ROOT = str(Path(__file__).resolve().parent.parent)
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
