"""Import boundaries (product decision): kings/ is pure standard library, so it runs unchanged in Pyodide;
web/ depends on kings, never the reverse."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
KINGS = ROOT / "kings"
KINGS_FILES = sorted(KINGS.rglob("*.py"))
BROWSER_ONLY = {"js", "pyodide", "pyscript", "micropip", "web"}


def imported_modules(path: Path, root: Path = ROOT) -> list[tuple[int, str]]:
    """(line, absolute module name) for every import in a file; relative imports are resolved to absolute names."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = ".".join(path.relative_to(root).parts[:-1])
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                out.append((node.lineno, ".".join([*base, node.module] if node.module else base)))
            else:
                out.append((node.lineno, node.module or ""))
    return out


def test_kings_has_python_files():
    """Product decision: the walk below really sees the engine."""
    names = {p.relative_to(KINGS).as_posix() for p in KINGS_FILES}
    assert {"cards.py", "seeding.py", "corners/deal.py", "corners/movegen.py"} <= names


@pytest.mark.parametrize("path", KINGS_FILES, ids=[p.relative_to(ROOT).as_posix() for p in KINGS_FILES])
def test_kings_imports_only_stdlib_and_itself(path):
    """Product decision: every module under kings/ imports only the standard library and kings itself."""
    bad = []
    for line, name in imported_modules(path):
        top = name.split(".")[0]
        if top == "kings":
            continue
        if top in BROWSER_ONLY or top not in sys.stdlib_module_names:
            bad.append(f"line {line}: {name}")
    assert not bad, f"{path.relative_to(ROOT)} imports outside the standard library: {bad}"


def test_import_walker_catches_violations(tmp_path):
    """Product decision: the checker itself fails on third-party, browser and relative-escape imports."""
    pkg = tmp_path / "kings" / "sub"
    pkg.mkdir(parents=True)
    bad = pkg / "bad.py"
    bad.write_text(
        "import json\nimport numpy as np\nfrom js import document\nfrom . import deal\nfrom ..cards import Card\n"
    )
    found = [name for _, name in imported_modules(bad, tmp_path)]
    assert found == ["json", "numpy", "js", "kings.sub", "kings.cards"]


def test_web_is_never_imported_by_kings():
    """Product decision: web/ (if it exists) depends on kings, never the reverse; no kings file mentions it."""
    for path in KINGS_FILES:
        for _, name in imported_modules(path):
            assert name.split(".")[0] != "web", path
    web = ROOT / "web"
    if web.is_dir():
        web_modules = {p.stem for p in web.glob("*.py")}
        for path in KINGS_FILES:
            for _, name in imported_modules(path):
                assert not (name.split(".")[0] in web_modules and name.split(".")[0] != "kings"), (path, name)


def test_importing_the_engine_loads_only_stdlib():
    """Product decision: importing the engine at run time pulls in nothing outside the standard library."""
    code = (
        "import sys\n"
        "before = set(sys.modules)\n"
        "import kings, kings.cards, kings.seeding, kings.errors, kings.corners\n"
        "import kings.corners.notation, kings.corners.observation, kings.corners.match\n"
        "new = {m.split('.')[0] for m in set(sys.modules) - before}\n"
        "print(' '.join(sorted(m for m in new if m != 'kings' and m not in sys.stdlib_module_names)))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60, check=True
    )
    assert result.stdout.strip() == ""
