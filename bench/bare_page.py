"""The yardstick of start-up: an empty PyScript page, built from the same vendored runtime.

    python bench/bare_page.py DIR      write it into DIR (bench/startup.py --bare does this itself)

The page is what PyScript's documentation shows, on our pinned and vendored runtime, served from
our own site: vendor/pyscript/ as the game uses it, and plain Pyodide from vendor/pyodide/ (its own
``pyodide.mjs``, the wasm, and the standard library scripts/vendor.py compiled to bytecode, so
the yardstick already has that head start), with one ``<script type="py">`` that marks the page
ready the way the game does (``<body data-state>`` leaves ``loading``, docs/testing-contract.md).
No memory snapshot, no game, no style: how soon PyScript can run one line of Python.
(``--stock`` takes Pyodide as npm ships it instead: ``.py`` sources, which every boot compiles.)
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
VENDORED = REPO / "vendor" / "pyodide"
STOCK = REPO / "node_modules" / "pyodide"
PYSCRIPT = REPO / "vendor" / "pyscript"
#: What pyodide.mjs fetches when it boots (scripts/vendor.py ships the same names).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")

PAGE = """<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Empty PyScript page</title>
  <link rel="icon" href="data:,">
  <script type="module" src="./vendor/pyscript/core.js"></script>
</head>
<body data-state="loading">
  <p>An empty PyScript page (bench/bare_page.py).</p>
  <script type="py" config="./pyscript.toml">
from pyscript import document
document.body.dataset.state = "ready"
  </script>
</body>
</html>
"""

CONFIG = 'interpreter = "./vendor/pyodide/pyodide.mjs"\n'


def build(dest: Path, stock: bool = False) -> Path:
    """Write the bare page's site into ``dest`` (replacing it); returns ``dest``. Pyodide comes from
    vendor/pyodide/, or with ``stock`` from node_modules/pyodide/."""
    pyodide = STOCK if stock else VENDORED
    missing = [p for p in (PYSCRIPT / "core.js", *(pyodide / n for n in PYODIDE_FILES)) if not p.is_file()]
    if missing:
        raise FileNotFoundError(f"{missing[0]}: run `bash scripts/install.sh` first")
    if dest.exists():
        shutil.rmtree(dest)
    shutil.copytree(PYSCRIPT, dest / "vendor" / "pyscript", ignore=shutil.ignore_patterns("*.map"))
    (dest / "vendor" / "pyodide").mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copyfile(pyodide / name, dest / "vendor" / "pyodide" / name)
    (dest / "index.html").write_text(PAGE, encoding="utf-8")
    (dest / "pyscript.toml").write_text(CONFIG, encoding="utf-8")
    return dest


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--stock"]
    if len(args) != 1:
        sys.exit("usage: python bench/bare_page.py [--stock] DIR")
    print(build(Path(args[0]).resolve(), stock="--stock" in sys.argv))
