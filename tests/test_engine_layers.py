"""The engine's layers, checked (issue 47): inside each game package (``kings/<game>/`` and its subpackages,
e.g. ``players/``), the imports between modules form no circle.

Every import counts: at module level, inside ``if TYPE_CHECKING:``, and inside functions and methods. A
``TYPE_CHECKING`` or function-local import only hides a circle from the interpreter; the modules still need each
other (the web side is held to the same rule, tests/test_web_boundaries.py). So the layers are real: a game's
observation is a leaf (the state builds it), its texts read a small structural ``Protocol`` instead of the state
class, and the types both sides need (events, outcomes) live in leaf modules (docs/architecture.md).

How an import becomes an edge:

- ``import kings.g.m`` is an edge to ``kings.g.m``;
- ``from kings.g.m import name`` is an edge to ``kings.g.m`` for a name defined there, and to ``kings.g.m.name``
  (only) when ``name`` is itself a module: ``from kings.g import submodule`` does not reach ``kings/g/__init__``,
  unless the same statement also takes a name defined by ``__init__``, which then is an edge to ``kings.g``.
"""

from __future__ import annotations

import ast
from collections import deque
from pathlib import Path

import pytest

from tests.graphs import components

ROOT = Path(__file__).resolve().parent.parent
KINGS = ROOT / "kings"
GAMES = sorted(p.name for p in KINGS.iterdir() if p.is_dir() and (p / "__init__.py").exists())

def name_of(path: Path, root: Path) -> str:
    return ".".join(path.relative_to(root).with_suffix("").parts).removesuffix(".__init__")


def imported(path: Path, root: Path, known: set[str]) -> set[str]:
    """The modules of ``known`` that the file at ``path`` imports, wherever the import stands in the file."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    here = name_of(path, root)
    package = here if path.name == "__init__.py" else here.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):  # the whole tree: TYPE_CHECKING blocks and function bodies too
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # a relative import, resolved against the importing module's package
                parts = package.split(".")
                base = ".".join([*parts[: len(parts) - node.level + 1], *([node.module] if node.module else [])])
            for alias in node.names:
                # Python runs kings/g/__init__ before any of its submodules whoever imports them, so taking a
                # submodule from the package depends on that submodule only; counting __init__ as well would make
                # every package whose __init__ re-exports its submodules a circle with each of them.
                sub = f"{base}.{alias.name}"
                found.add(sub if sub in known else base)
    return found & known - {here}


def import_graph(root: Path, package: str) -> dict[str, set[str]]:
    """Module -> the modules it imports, for every module of ``package`` (a folder under ``root``), subpackages
    included; imports from outside the package are left out (nothing outside can close a circle through it: the
    shared modules never import a game, tests/test_architecture.py)."""
    files = {name_of(p, root): p for p in sorted((root / package.replace(".", "/")).rglob("*.py"))}
    known = set(files)
    return {name: imported(path, root, known) for name, path in files.items()}


def circle_through(graph: dict[str, set[str]], start: str, group: frozenset[str]) -> list[str]:
    """A shortest circle from ``start`` back to itself inside ``group``, as the path of modules it walks."""
    came_from: dict[str, str] = {}
    queue = deque([start])
    while queue:
        v = queue.popleft()
        for w in sorted(graph[v] & group):
            if w == start:
                path = [v]
                while path[-1] != start:
                    path.append(came_from[path[-1]])
                return [*reversed(path), start]
            if w not in came_from:
                came_from[w] = v
                queue.append(w)
    raise AssertionError(f"{start} is on no circle in {sorted(group)}")


def described(graph: dict[str, set[str]], group: frozenset[str], prefix: str = "") -> str:
    """The circles of a group, one through each module, as paths: ``a -> b -> a; b -> c -> b``."""
    circles: list[str] = []
    for start in sorted(group):
        path = " -> ".join(m.removeprefix(prefix) for m in circle_through(graph, start, group))
        if not any(set(path.split(" -> ")) == set(c.split(" -> ")) for c in circles):
            circles.append(path)
    return "; ".join(circles)


@pytest.mark.parametrize("game", GAMES)
def test_a_game_package_imports_its_modules_without_a_circle(game: str) -> None:
    prefix = f"kings.{game}."
    graph = import_graph(ROOT, f"kings.{game}")
    circles = [described(graph, group, prefix) for group in components(graph)]
    assert not circles, f"kings/{game} has import circles: " + " | ".join(circles)


def test_the_walk_sees_every_game_and_its_subpackages() -> None:
    assert GAMES == ["corners", "king", "kings_court", "kings_cup", "klondike", "three_thirteen"]
    graph = import_graph(ROOT, "kings.corners")
    assert {"kings.corners", "kings.corners.deal", "kings.corners.players", "kings.corners.players.easy"} <= set(graph)
    assert "kings.corners.deal" in graph["kings.corners"]  # the facade re-exports the deal


def write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def test_every_kind_of_import_is_an_edge(tmp_path: Path) -> None:
    write(tmp_path, {
        "g/__init__.py": "from g.a import A\n",
        "g/a.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from g.b import B\n",
        "g/b.py": "def f():\n    import g.c\n",
        "g/c.py": "class C:\n    def m(self):\n        from .a import A\n",
        "g/sub/__init__.py": "",
        "g/sub/d.py": "from g import a, sub\nfrom g import A\nfrom g.sub import d\n",
        "g/e.py": "import os\nfrom kings.cards import Card\n",
    })  # fmt: skip
    graph = import_graph(tmp_path, "g")
    assert graph == {
        "g": {"g.a"},
        "g.a": {"g.b"},  # inside if TYPE_CHECKING:
        "g.b": {"g.c"},  # inside a function
        "g.c": {"g.a"},  # a relative import, inside a method
        "g.sub": set(),
        "g.sub.d": {"g.a", "g.sub", "g"},  # submodules taken from a package; A, a name of g/__init__, is an edge to g
        "g.e": set(),  # outside the package
    }
    assert components(graph) == [frozenset({"g.a", "g.b", "g.c"})]
    assert described(graph, components(graph)[0]) == "g.a -> g.b -> g.c -> g.a"


def test_a_group_of_two_circles_names_both(tmp_path: Path) -> None:
    graph = {"a": {"b", "c"}, "b": {"a"}, "c": {"a"}, "d": {"a"}}
    assert components(graph) == [frozenset({"a", "b", "c"})]
    assert described(graph, frozenset({"a", "b", "c"})) == "a -> b -> a; c -> a -> c"
