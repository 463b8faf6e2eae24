"""Online play's readers fed arbitrary text and JSON (hypothesis; issue 36), like every reader of outside data.

The property: a guest's message, the host's message and a table are read or refused with the reader's own error
(:class:`BadMessage`, :class:`WireError`: ValueErrors), never anything else; the host's room never raises on
what a guest sends and never plays a move for it unless it is that seat's legal move. Values are arbitrary
text, arbitrary JSON, and real messages or tables with one part replaced by arbitrary JSON.

CPython only: hypothesis is not installed under Pyodide (there, this module is skipped).
"""

from __future__ import annotations

import contextlib
import json
from typing import Any

import pytest

hypothesis = pytest.importorskip("hypothesis")

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from kings.corners import preset  # noqa: E402
from tests.online_harness import Table  # noqa: E402
from web.corners.online import Link as CornersLink  # noqa: E402
from web.corners.session import Session  # noqa: E402
from web.corners.spec import Setup  # noqa: E402
from web.king.online import Link as KingLink  # noqa: E402
from web.king.session import Session as KingSession  # noqa: E402
from web.king.spec import Setup as KingSetup  # noqa: E402
from web.shell.online import wire  # noqa: E402
from web.shell.online.codec import WireError  # noqa: E402
from web.shell.seats import make_seats  # noqa: E402
from web.three_thirteen.online import Link as TTLink  # noqa: E402
from web.three_thirteen.spec import Session as TTSession  # noqa: E402
from web.three_thirteen.spec import Setup as TTSetup  # noqa: E402

tt_setup = TTSetup.first

FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=20)  # fmt: skip


def replace_one(data: Any, path: list[int], value: Any) -> Any:
    """``data`` with the part that ``path`` picks (indexes into its lists and objects, wrapping) made ``value``."""
    if not path or not isinstance(data, (list, dict)) or not data:
        return value
    if isinstance(data, list):
        i = path[0] % len(data)
        return [replace_one(x, path[1:], value) if j == i else x for j, x in enumerate(data)]
    key = sorted(data)[path[0] % len(data)]
    return {k: replace_one(v, path[1:], value) if k == key else v for k, v in data.items()}


@FAST
@given(st.text(max_size=300) | JSON.map(json.dumps))
def test_a_guests_message_is_read_or_refused(text: str) -> None:
    try:
        data = wire.read_guest(text)
    except wire.BadMessage:
        return
    assert data["t"] in wire.GUEST_KINDS


@FAST
@given(st.sampled_from([wire.write("move", m="draw", n=1), wire.write("hello", v=1, name="Bo", token=None),
                        wire.write("sit", seat=1, name="Bo")]), st.lists(st.integers(0, 9), max_size=3), JSON)
def test_a_guests_message_with_one_part_changed_is_read_or_refused(text: str, path: list[int], value: Any) -> None:
    with contextlib.suppress(wire.BadMessage):
        wire.read_guest(json.dumps(replace_one(json.loads(text), path, value)))


@FAST
@given(st.text(max_size=300) | JSON.map(json.dumps))
def test_the_hosts_message_is_read_or_refused(text: str) -> None:
    with contextlib.suppress(wire.BadMessage):
        wire.read_host(text)


SESSIONS = [
    (CornersLink(), Session.new(Setup(make_seats(["human", "easy", "easy"]), preset("standard")), 5)),
    (KingLink(), KingSession.new(KingSetup.first(), 5)),
    (TTLink(), TTSession.new(tt_setup(), 5)),
]


@FAST
@given(st.sampled_from(range(len(SESSIONS))), st.lists(st.integers(0, 40), max_size=6), JSON)
def test_a_table_with_one_part_changed_is_read_or_refused(which: int, path: list[int], value: Any) -> None:
    link, session = SESSIONS[which]
    data = replace_one(link.table(session, 1), path, value)
    with contextlib.suppress(WireError):
        link.replica(data, session.seats, 1, None)


@FAST
@given(st.lists(st.text(max_size=80) | JSON.map(json.dumps) | st.builds(
    lambda m, n: wire.write("move", m=m, n=n), st.sampled_from(["draw", "end", "KS>N", "7C>N", "x"]),
    st.integers(0, 3)), max_size=12))  # fmt: skip
def test_the_room_never_raises_and_plays_only_the_seats_legal_moves(texts: list[str]) -> None:
    t = Table(CornersLink(), make_seats(["human", "easy"]),
              lambda seats: Session.new(Setup(seats, preset("standard")), 3))
    g = t.add_guest("p1", "Bo")
    g.sit(1, "Bo")
    t.deliver()
    table = t.start()
    for text in texts:
        before = table.session
        t.clock += 1.0
        t.net.sender("p1")("host", text)
        t.deliver()
        if table.session is not before:  # a move was played: the guest's, on its turn, legal
            assert CornersLink().acting(before) == 1
            assert table.played[-1] in {str(m) for m in before.shown.legal_moves()}
