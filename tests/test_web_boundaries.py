"""The web layer's architecture, checked: only the page modules touch the browser, the pure
modules stay importable under CPython, and the engine never depends on the web layer."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
WEB = sorted((ROOT / "web").glob("*.py"))
BROWSER = {"js", "pyodide", "pyscript"}
PAGE_MODULES = {  # the only code that touches the page
    "main", "dom", "dom_dialogs", "dom_fit", "dom_input", "dom_keys", "dom_help", "dom_stats", "dom_sound", "dom_page",
}


def modules(path: Path) -> set[str]:
    """Every module ``path`` imports, by full name (``from web import view`` counts as ``web.corners.view``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def imports(path: Path) -> set[str]:
    return {m.split(".")[0] for m in modules(path)}


@pytest.mark.parametrize("path", WEB, ids=lambda p: p.stem)
def test_only_page_modules_import_the_browser(path: Path) -> None:
    uses = imports(path) & BROWSER
    if path.stem == "main":
        assert uses  # the boot module is where the browser comes in
    else:
        assert not uses, f"{path.name} imports {uses}: only web/shell/main.py may (page code gets JS objects injected)"


@pytest.mark.parametrize("path", [p for p in WEB if p.stem not in PAGE_MODULES], ids=lambda p: p.stem)
def test_pure_modules_do_not_reach_for_the_page(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    for word in ("document", "window", "localStorage", "addEventListener"):
        assert f".{word}" not in text and f"{word}." not in text, f"{path.name} mentions {word}"
    page = {f"web.{m}" for m in PAGE_MODULES} & modules(path)
    assert not page, f"{path.name} imports {page}"


def test_the_engine_never_imports_the_web_layer() -> None:
    for path in (ROOT / "kings").rglob("*.py"):
        assert "web" not in imports(path) - {"webbrowser"}, path


def test_web_files_stay_small() -> None:
    for path in WEB:
        assert len(path.read_text(encoding="utf-8").splitlines()) < 400, path.name
