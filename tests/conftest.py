"""Make the repository root importable however pytest is started (``pytest``, ``python -m pytest``, Pyodide), and
``--shard K/N``: run every N-th test only (the K-th of each N), so that N processes share one run (scripts/test.sh
runs the Pyodide step as two: one Pyodide is one process on one core)."""

import sys
from pathlib import Path

import pytest

ROOT = str(Path(__file__).resolve().parent.parent)
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--shard", default="", metavar="K/N", help="run the K-th of every N tests (K from 1 to N)")


@pytest.hookimpl(trylast=True)  # after -m and -k have deselected theirs: the shards share what is left
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    shard = config.getoption("--shard")
    if not shard:
        return
    k, _, n = shard.partition("/")
    if not (k.isdigit() and n.isdigit() and 1 <= int(k) <= int(n)):
        raise pytest.UsageError(f"--shard {shard}: expected K/N with 1 <= K <= N, such as 1/2")
    # every N-th item, not a block of files: a file's slow tests and its fast ones spread over the shards alike
    kept = [item for i, item in enumerate(items) if i % int(n) == int(k) - 1]
    config.hook.pytest_deselected(items=[item for i, item in enumerate(items) if i % int(n) != int(k) - 1])
    items[:] = kept


@pytest.fixture(autouse=True)
def _corners_search_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """Kings in the Corner's hard level stops its reply search at a 1 s wall-clock safety net that play never
    reaches on a free core but a loaded test machine can (two runs of one seed then differed): tests freeze that
    clock, so a move depends only on the position, the generator and the search's budgets."""
    from types import SimpleNamespace

    import kings.corners.players.hard as hard
    import kings.corners.players.replies as replies

    frozen = SimpleNamespace(perf_counter=lambda: 0.0)
    monkeypatch.setattr(hard, "time", frozen)
    monkeypatch.setattr(replies, "time", frozen)


try:  # hypothesis's 200 ms deadline per example is a timed check: a loaded machine fails it, not the code
    from hypothesis import settings

    settings.register_profile("kings", deadline=None)
    settings.load_profile("kings")
except ImportError:  # Pyodide has no hypothesis; its tests skip the property files
    pass
