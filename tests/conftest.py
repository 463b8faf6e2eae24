"""Make the repository root importable however pytest is started (``pytest``, ``python -m pytest``, Pyodide), and
``--shard K/N``: collect only the K-th of N shards of the files that hold tests marked ``pyodide``
(tests/pyodide_files.py: split by their cost in Pyodide), so that N processes share the Pyodide step (scripts/test.sh
runs it as two: one Pyodide is one process on one core). Run it with ``-m pyodide``: the files hold other tests too."""

import sys
from pathlib import Path

import pytest

ROOT = str(Path(__file__).resolve().parent.parent)
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from tests.pyodide_files import shard as pyodide_shard  # noqa: E402  (needs the root on the path)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--shard", default="", metavar="K/N",
                     help="collect only shard K of N of the files holding pyodide tests (K from 1 to N)")  # fmt: skip


def pytest_configure(config: pytest.Config) -> None:
    spec = config.getoption("--shard")
    if spec:
        try:
            files = pyodide_shard(spec)
        except ValueError as error:
            raise pytest.UsageError(str(error)) from None
        config.stash[_SHARD] = {str(Path(ROOT, f)) for f in files}


_SHARD = pytest.StashKey[set[str]]()


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """Under ``--shard``, every Python file but conftest.py and the shard's own is left unimported (not
    collected at all: importing the files with nothing to run cost each Pyodide process 14-27 s)."""
    kept = config.stash.get(_SHARD, None)
    if kept is None or collection_path.suffix != ".py" or collection_path.name == "conftest.py":
        return None
    return str(collection_path) not in kept or None


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


@pytest.fixture(scope="module")
def catalogs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every catalog compiled (scripts/locales.py), as ``<dir>/<language>/<domain>.mo``: the words a page loads (with
    tests/wording.py's ``page_in``). A test module may define its own."""
    from scripts.locales import compile_all  # (here: Pyodide runs this file too, and has no babel)

    out = tmp_path_factory.mktemp("locale")
    compile_all(out=out)
    return out
