"""What King's lobby tile says about the saved game (pure): ``resume`` (a game is in progress: the tile
offers Continue) and ``last`` (one line on where it stands, or the last result).

>>> from web.king.setup import default_setup
>>> lobby_entry(Session.new(default_setup(), 5))
{'resume': True, 'last': 'Hand 1 of 10 in progress against 3 CPUs (medium), standard rules.'}
"""

from __future__ import annotations

from typing import Any

from web.king.session import Session


def _table(session: Session) -> str:
    cpus = [s.kind for s in session.seats if not s.is_human]
    if not cpus:
        return f"in pass and play for {len(session.seats)}"
    return f"against {len(cpus)} CPU{'s' if len(cpus) > 1 else ''} ({' and '.join(sorted(set(cpus)))})"


def _leader(session: Session, over: bool = False) -> str:
    totals = session.game.totals
    names = session.names()
    best = max(totals)
    top = [names[s] for s in range(len(names)) if totals[s] == best]
    verb = "lead" if top == ["You"] else "leads" if len(top) == 1 else "share the lead"
    if over:
        verb = "won" if len(top) == 1 else "shared the win"
    return f"{' and '.join(top)} {verb} with {best:+d}" if best else f"{' and '.join(top)} {verb} at 0"


def lobby_entry(session: Session) -> dict[str, Any]:
    """The tile's entry for ``session``."""
    game = session.game
    rules = game.rules.name.split(" (")[0].lower()
    total = len(game.schedule)
    if game.over:
        return {"resume": False, "last": f"Last game: {_leader(session, over=True)}."}
    if not game.results:
        return {"resume": True, "last": f"Hand 1 of {total} in progress {_table(session)}, {rules} rules."}
    return {"resume": True, "last": f"After {len(game.results)} of {total} hands, {_leader(session)}."}
