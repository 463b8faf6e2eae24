"""tests/pyodide_files.py lists every file holding tests marked ``pyodide`` and only those: the Pyodide step runs the
files listed (``--shard``), so a marked test in a file left out would never run there."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from tests.pyodide_files import COST, shard, shards

TESTS = Path(__file__).resolve().parent


def test_every_file_with_a_marked_test_is_listed_and_every_listed_file_has_one() -> None:
    """By the source (every file, whatever this session collected), and by the tests this session collected."""
    marked = {p.name for p in TESTS.glob("test_*.py") if "mark.pyodide" in p.read_text(encoding="utf-8")}
    marked.discard(Path(__file__).name)  # it names the mark, marks nothing
    assert marked - set(COST) == set(), "files with pyodide tests missing from tests/pyodide_files.py"
    assert set(COST) - marked == set(), "files in tests/pyodide_files.py without a pyodide test"
    assert "test_properties.py" not in COST  # needs hypothesis, which Pyodide lacks


def test_every_marked_test_collected_is_in_a_listed_file(request: pytest.FixtureRequest) -> None:
    """Whatever marks a test (a decorator, a module's ``pytestmark``, a parameter's ``marks``), it is in a listed
    file; the whole suite's run sees every marked test (each xdist worker collects them all)."""
    items = request.session.items
    found = {Path(str(item.path)).name for item in items if item.get_closest_marker("pyodide")}
    assert found - set(COST) == set()
    assert all(item.path.parent == TESTS for item in items if item.get_closest_marker("pyodide"))
    collected = {Path(str(item.path)).name for item in items}
    assert set(COST) & collected <= found  # a listed file collected here holds a marked test
    assert "test_pyodide_files.py" in collected


def test_the_shards_split_the_files_between_them_by_cost() -> None:
    split = shards(2)
    assert sorted(f for files in split for f in files) == sorted(f"tests/{name}" for name in COST)
    costs = [sum(COST[f.removeprefix("tests/")] for f in files) for files in split]
    assert max(costs) - min(costs) <= max(COST.values())
    assert shard("2/2") == split[1] and shard("1/1") == sorted(f"tests/{name}" for name in COST)
    for bad in ("0/2", "3/2", "2", "a/b"):
        with pytest.raises(ValueError, match="expected K/N"):
            shard(bad)
    out = subprocess.run([sys.executable, str(TESTS / "pyodide_files.py"), "1/2"], capture_output=True, text=True,
                         check=True).stdout  # fmt: skip
    assert out.split() == split[0]


def test_a_shard_leaves_every_other_file_uncollected() -> None:
    """``--shard``'s hook (tests/conftest.py): the shard's files and conftest.py are collected, no other Python file
    (nor imported, then); without ``--shard`` nothing is left out."""
    from tests import conftest

    config = SimpleNamespace(stash=pytest.Stash())
    assert all(conftest.pytest_ignore_collect(p, config) is None for p in TESTS.glob("*.py"))  # type: ignore[arg-type]
    config.stash[conftest._SHARD] = {str(TESTS.parent / f) for f in shard("1/2")}
    kept = {p for p in TESTS.glob("*.py") if not conftest.pytest_ignore_collect(p, config)}  # type: ignore[arg-type]
    assert kept == {TESTS / "conftest.py"} | {TESTS.parent / f for f in shard("1/2")}
    assert conftest.pytest_ignore_collect(TESTS, config) is None  # directories are walked
