"""What King's Court's lobby tile says about the saved match (pure).

>>> from web.kings_court.setup import default_setup
>>> lobby_entry(Session.new(default_setup(), 5))
{'resume': True, 'last': 'Game 1 of 2 in progress against a CPU (medium), standard rules.'}
"""

from __future__ import annotations

from typing import Any

from web.kings_court.names import person
from web.kings_court.session import Session


def _table(session: Session) -> str:
    cpus = [s.kind for s in session.seats if not s.is_human]
    return f"against a CPU ({cpus[0]})" if cpus else "in pass and play"


def _leader(session: Session, done: bool) -> str:
    totals = session.match.totals
    best = max(totals)
    top = sorted((person(session, i) for i, t in enumerate(totals) if t == best), key=lambda p: not p.you)
    if len(top) > 1:  # you first: "You and Ada are level"
        return f"{top[0].head} and {top[1].name} {'tied' if done else 'are level'} on {best} points"
    return f"{top[0].head} won with {best} points" if done else f"{top[0].does('lead')} with {best} points"


def lobby_entry(session: Session) -> dict[str, Any]:
    match = session.match
    rules = match.rules.name.split(" (")[0].lower()
    if match.over:
        return {"resume": False, "last": f"Last match: {_leader(session, True)}."}
    if not match.results:
        return {"resume": True, "last": f"Game 1 of {match.rules.match_games} in progress {_table(session)}, "
                                        f"{rules} rules."}  # fmt: skip
    return {"resume": True, "last": f"After {len(match.results)} of {match.rules.match_games} games, "
                                    f"{_leader(session, False)}."}  # fmt: skip
