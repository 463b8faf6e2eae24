"""What Kings Cup's lobby tile says about the saved game (pure).

>>> from web.kings_cup.setup import default_setup
>>> lobby_entry(Session.new(default_setup(), 5))
{'resume': True, 'last': 'Party deck for 4 players: 52 cards to draw, the fourth king ends it.'}
"""

from __future__ import annotations

from typing import Any

from web.kings_cup.session import Session
from web.shell.ending import join_names

_NTH = ("first", "second", "third", "fourth")


def lobby_entry(session: Session) -> dict[str, Any]:
    game = session.game
    deck = game.rules.deck.name
    outcome = game.outcome
    if outcome is not None:
        if not outcome.winners:
            return {"resume": False, "last": f"Last game: {deck}, to the last king."}
        names = join_names([game.name(s) for s in outcome.winners])
        low = game.points[outcome.winners[0]]
        verb = "won" if len(outcome.winners) == 1 else "shared the win"
        return {"resume": False, "last": f"Last game: {names} {verb} with {low} point{'' if low == 1 else 's'}."}
    if not game.drawn:
        return {"resume": True, "last": f"{deck} for {game.players} players: {game.left} cards to draw, the "
                f"{_NTH[game.rules.kings - 1]} king ends it."}  # fmt: skip
    return {"resume": True, "last": f"{deck}, {game.players} players: kings {game.kings} of {game.rules.kings}, "
            f"{game.left} cards left."}  # fmt: skip
