"""What Kings in the Corner's lobby tile says about the saved match (pure).

The lobby is plain HTML and JavaScript (web/shell/shell.js) and never imports a game: each game
saves a small entry, ``kings.<id>.lobby``, every time it saves its match, and the tile reads it:
``resume`` (a match is in progress: the tile offers Continue) and ``last`` (one line on the
latest result, or None).

>>> from kings.corners import preset
>>> from web.corners.setup import HUMAN, Setup, make_seats
>>> s = Session.new(Setup(make_seats([HUMAN, "easy"]), preset("standard")), 5)
>>> lobby_entry(s)
{'resume': True, 'last': 'Deal 1 in progress against an easy CPU, standard rules.'}
"""

from __future__ import annotations

from typing import Any

from web.corners.session import Session
from web.corners.view import summary


def _table(session: Session) -> str:
    cpus = [s.kind for s in session.seats if not s.is_human]
    humans = len(session.seats) - len(cpus)
    if not cpus:
        return f"pass and play for {humans}"
    if len(cpus) == 1:
        level = cpus[0]
        return f"against {'an' if level[0] in 'aeiou' else 'a'} {level} CPU"
    levels = sorted(set(cpus))
    return f"against {len(cpus)} CPUs ({' and '.join(levels)})"


def lobby_entry(session: Session) -> dict[str, Any]:
    """The tile's entry for ``session``: whether it can be continued, and its latest result."""
    match = session.match
    rules = match.rules.name.split(" (")[0].lower()
    if match.over:
        last = f"Last match: {summary(session)}"
    elif match.results:
        last = summary(session)
    else:
        last = f"Deal 1 in progress {_table(session)}, {rules} rules."
    return {"resume": not match.over, "last": last}
