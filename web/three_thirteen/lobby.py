"""What 3-13's lobby tile says about the saved game (pure).

>>> from web.three_thirteen.setup import default_setup
>>> lobby_entry(Session.new(default_setup(), 5))
{'resume': True, 'last': 'Round 1 of 11 in progress against 2 CPUs (medium), standard rules.'}
"""

from __future__ import annotations

from typing import Any

from web.three_thirteen.session import Session


def _table(session: Session) -> str:
    cpus = [s.kind for s in session.seats if not s.is_human]
    if not cpus:
        return f"in pass and play for {len(session.seats)}"
    return f"against {len(cpus)} CPU{'s' if len(cpus) > 1 else ''} ({' and '.join(sorted(set(cpus)))})"


def _leader(session: Session, done: bool) -> str:
    totals = session.match.totals
    low = min(totals)
    top = [s.name for s, t in zip(session.seats, totals, strict=True) if t == low]
    if done:
        verb = "won" if len(top) == 1 else "shared the win"
    else:
        verb = "lead" if top == ["You"] else "leads" if len(top) == 1 else "share the lead"
    return f"{' and '.join(top)} {verb} with {low}"


def lobby_entry(session: Session) -> dict[str, Any]:
    match = session.match
    rules = match.rules.name.split(" (")[0].lower()
    if match.over:
        return {"resume": False, "last": f"Last game: {_leader(session, True)}."}
    if not match.results:
        return {"resume": True, "last": f"Round 1 of {match.rounds} in progress {_table(session)}, {rules} rules."}
    return {"resume": True, "last": f"After {len(match.results)} of {match.rounds} rounds, {_leader(session, False)}."}
