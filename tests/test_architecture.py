"""Import boundaries (product decision): kings/ is pure standard library, so it runs unchanged in Pyodide;
web/ depends on kings, never the reverse. Inside kings/, each game lives in its own subpackage (every package
directory directly under kings/ is a game) and never imports another game; the shared core (the top-level
kings/*.py modules) never imports a game: the registry names games by module path strings only."""

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


def imported_names(path: Path, root: Path = ROOT) -> list[tuple[int, str]]:
    """As :func:`imported_modules`, plus ``module.name`` for each name a from-import takes, so that
    ``from kings import corners`` is seen as importing ``kings.corners``."""
    out = imported_modules(path, root)
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    by_line = {line: name for line, name in out}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            out.extend((node.lineno, f"{by_line[node.lineno]}.{alias.name}") for alias in node.names)
    return out


def game_packages(kings: Path) -> list[str]:
    """Every game: each package directory directly under kings/ (found, not listed, so new games are covered)."""
    return sorted(p.name for p in kings.iterdir() if p.is_dir() and (p / "__init__.py").is_file())


def boundary_violations(root: Path) -> list[str]:
    """Imports under ``root/kings`` that cross a game boundary: the core importing a game, or a game another."""
    kings = root / "kings"
    games = set(game_packages(kings))
    out = []
    for path in sorted(kings.rglob("*.py")):
        parts = path.relative_to(kings).parts
        home = parts[0] if len(parts) > 1 and parts[0] in games else None  # its game; None for the core
        where = path.relative_to(root).as_posix()
        for line, name in imported_names(path, root):
            target = name.split(".")
            if target[0] != "kings" or len(target) < 2 or target[1] not in games or target[1] == home:
                continue
            kind = "the core" if home is None else f"game {home}"
            out.append(f"{where}:{line}: {kind} imports game {target[1]} ({name})")
    return sorted(set(out))


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


def test_games_are_found_by_walking_kings():
    """Product decision: the walk finds every game subpackage, today Kings in the Corner."""
    assert "corners" in game_packages(KINGS)
    assert not (KINGS / "players").exists(), "CPU players live in their game's package (kings/corners/players/)"


def test_no_import_crosses_a_game_boundary():
    """Product decision: no game imports another game; the core never imports a game (registry: strings only)."""
    assert boundary_violations(ROOT) == []


def test_boundary_checker_catches_violations(tmp_path):
    """Product decision: the checker fails on a core module or a game importing a game, in every spelling
    (absolute, from-kings, relative); a game may import the core or itself, the core may name a game in a string."""
    files = {
        "kings/__init__.py": "",
        "kings/cards.py": "import json\n",
        "kings/core.py": "from kings.alpha import deal\n",
        "kings/lazy.py": "import importlib\nENTRY = 'kings.alpha.game:GAME'\nimport kings.cards\n",
        "kings/lobby.py": "from . import beta\n",
        "kings/alpha/__init__.py": "from kings.alpha.deal import Deal\n",
        "kings/alpha/deal.py": "from kings.beta.moves import Move\nfrom kings.cards import Card\nfrom . import moves\n",
        "kings/alpha/moves.py": "from kings import cards\n",
        "kings/alpha/sub/__init__.py": "",
        "kings/alpha/sub/bot.py": "from ...beta import rules\nfrom .. import deal\n",
        "kings/beta/__init__.py": "from kings import alpha\n",
        "kings/beta/ok.py": "import kings.beta.rules\nfrom kings.seeding import Rng\n",
        "kings/data/notes.py": "import kings.alpha\n",  # no __init__.py: not a game, so part of the core
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    assert game_packages(tmp_path / "kings") == ["alpha", "beta"]
    assert boundary_violations(tmp_path) == [
        "kings/alpha/deal.py:1: game alpha imports game beta (kings.beta.moves)",
        "kings/alpha/deal.py:1: game alpha imports game beta (kings.beta.moves.Move)",
        "kings/alpha/sub/bot.py:1: game alpha imports game beta (kings.beta)",
        "kings/alpha/sub/bot.py:1: game alpha imports game beta (kings.beta.rules)",
        "kings/beta/__init__.py:1: game beta imports game alpha (kings.alpha)",
        "kings/core.py:1: the core imports game alpha (kings.alpha)",
        "kings/core.py:1: the core imports game alpha (kings.alpha.deal)",
        "kings/data/notes.py:1: the core imports game alpha (kings.alpha)",
        "kings/lobby.py:1: the core imports game beta (kings.beta)",
    ]


def test_importing_the_core_loads_no_game():
    """Product decision: importing every shared core module (registry and sim included) loads no game's module."""
    core = sorted(f"kings.{p.stem}" for p in KINGS.glob("*.py") if p.stem not in ("__init__", "__main__"))
    assert {"kings.cards", "kings.game", "kings.registry", "kings.sim"} <= set(core)
    games = game_packages(KINGS)
    code = (
        "import importlib, sys\n"
        f"for name in {core!r}:\n"
        "    importlib.import_module(name)\n"
        "games = [m for m in sys.modules if m.startswith('kings.') and m.split('.')[1] in "
        f"{games!r}]\n"
        "print(' '.join(sorted(games)))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60, check=True
    )
    assert result.stdout.strip() == ""


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
