"""The whole Kings in the Corner App, booted from arbitrary addresses and saved data (hypothesis; issue 12, bug 8).

The property: the App boots from any address and any saved data to a playable table, saving only what it can
read back; a saved match it can read is resumed, one it cannot is replaced with a notice. The strategies are
tests/test_fuzz_readers.py's. CPython only: hypothesis is not installed under Pyodide (there, this module is
skipped).
"""

from __future__ import annotations

from typing import Any

import pytest

hypothesis = pytest.importorskip("hypothesis")

from hypothesis import event, example, given  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from tests.test_fuzz_readers import (  # noqa: E402
    BOOTS,
    CUSTOM_SESSION,
    CUSTOM_SETTINGS,
    DEEP,
    ODD_QUERIES,
    QUICK,
    SESSION,
    SETTINGS,
    STATS,
    TEXT,
    _charts,
    _replaced,
    damaged,
    data_for,
    envelope,
    tweaked,
)  # fmt: skip
from tests.test_web_app import Harness  # noqa: E402
from web.corners.session import Session  # noqa: E402
from web.corners.spec import FORM  # noqa: E402
from web.shell.storage import MemoryBackend  # noqa: E402

KNOWN_KEYS = (*FORM.address_keys, "speed")  #: the address parameters Kings in the Corner reads


def _stored(kind: str, *valid: Any) -> st.SearchStrategy[str | None]:
    """What localStorage may hold for ``kind``: nothing, any text, or an envelope of arbitrary, damaged,
    slightly changed or valid data (so that the App often resumes what it reads)."""
    data = st.one_of(data_for(*valid), *(tweaked(v) for v in valid), st.sampled_from(valid))
    return st.one_of(st.none(), TEXT, st.builds(envelope, st.just(kind), data))


@BOOTS
@given(
    query=st.one_of(st.just(""), st.just(""), st.text(max_size=40), st.sampled_from(ODD_QUERIES),
                    st.lists(st.tuples(st.sampled_from(KNOWN_KEYS), st.text(max_size=12)), max_size=3)
                    .map(lambda kv: "?" + "&".join(f"{k}={v}" for k, v in kv))),
    match=_stored("match", SESSION, CUSTOM_SESSION),
    game_settings=_stored("settings", {"setup": SETTINGS["setup"]}, {"setup": CUSTOM_SETTINGS["setup"]}),
    prefs=_stored("prefs", {k: v for k, v in SETTINGS.items() if k != "setup"}),
    stats=_stored("stats", STATS),
)  # fmt: skip
@example("?seed=²", None, None, None, None)
@example("", envelope("match", _replaced(SESSION, ("record", "players"), float("inf"))), None, None, None)
@example("", None, DEEP, DEEP, envelope("stats", {"total": {"deals": 10**400}}))
def test_the_app_boots_to_a_playable_table_whatever_the_address_and_saved_data(
    query: str, match: str | None, game_settings: str | None, prefs: str | None, stats: str | None
) -> None:
    backend = MemoryBackend()
    for key, text in (("kings.corners.match", match), ("kings.corners.settings", game_settings),
                      ("kings.prefs", prefs), ("kings.corners.stats", stats)):  # fmt: skip
        if text is not None:
            backend.data[key] = text
    h = Harness(backend=backend, query=query)
    event(f"{len(h.ui.table.notices)} notices")
    event("resumed" if h.session.match.seed == 5 else "new match")
    _playable(h)
    h.app.press("stats")
    assert h.ui.stats is not None
    _charts(h.ui.stats)
    again = Harness(backend=h.backend)  # a reload: everything saved now reads back without a notice
    _playable(again)
    assert again.ui.table.notices == ()


@QUICK
@given(st.one_of(damaged(SESSION), tweaked(SESSION), tweaked(CUSTOM_SESSION)))
def test_the_app_resumes_a_saved_match_it_can_read_and_replaces_one_it_cannot(data: Any) -> None:
    backend = MemoryBackend()
    backend.data["kings.corners.match"] = envelope("match", data)
    try:
        saved: Session | None = Session.from_dict(data)
    except ValueError:
        saved = None
    h = Harness(backend=backend)
    _playable(h)
    if data is None:  # {"data": null} is read as nothing saved (the game never writes it)
        assert h.ui.table.notices == ()
    elif saved is None:
        event("replaced")
        assert h.ui.table.notices == ("Your saved match in progress could not be read, so a new game was started.",)
    else:
        event("resumed")
        assert h.session.match.results == saved.match.results and h.ui.table.notices == ()
        assert h.session.match.deal is None or h.session.match.deal.history[: len(saved.shown.history)] == \
            saved.shown.history  # the CPUs may have played on to the human's turn


def _playable(h: Harness) -> None:
    s = h.session
    assert h.ui.tables and h.ui.table.state
    s.match.rules.validate(s.match.players)
    if s.in_deal:
        assert s.shown.legal_moves()  # someone can move: the human (or the CPUs, which ran to the human's turn)
    else:
        assert s.match.results  # between deals or at the end: Next deal or Play again
    assert not h.tasks
