"""Kings Cup's events for the host page of the embeddable widget (pure): ``ready``, ``match-start`` (a new game)
and ``match-over`` (the last king), as in docs/embed.md: the whole game is one deal and the match, so its end sends
``deal-over`` and then ``match-over``.

Kings Cup's finished games, added to the statistics (pure). A "deal" is a whole game (there are no matches):
by deck and ending (the rules' id: ``party``, ``party-short``, ``classic``, ``custom``), with no CPU levels.

Statistics follow the first player in the list, as every game of the house follows its first human seat: at a
party that is usually the phone's owner. "Won" is their sharing the fewest points; their points are the game's
penalty (a deck that keeps no score has neither: it counts as a game played).
"""

from __future__ import annotations

from typing import Any

from web.kings_cup.session import Session
from web.shell.ending import join_names
from web.shell.reporter import DealReporter
from web.shell.stats import Stats
from web.shell.tally import DealScore, add_deal


class Reporter(DealReporter[Session]):
    """Compares each render's session with the last one and posts what happened in between."""

    game = "kings-cup"

    def key(self, s: Session) -> tuple[Any, ...]:
        g = s.game
        return g.seed, g.rules, g.names, g.first

    def ended(self, s: Session) -> bool:
        return s.game.over

    def winners(self, s: Session) -> list[str]:
        outcome = s.game.outcome
        assert outcome is not None
        return [s.game.name(w) for w in outcome.winners]

    def more(self, s: Session) -> dict[str, Any]:
        return {"deck": s.game.rules.deck.name}

    def scores(self, s: Session) -> list[dict[str, Any]]:
        g = s.game
        return [{"seat": i, "name": name, "total": g.points[i], "change": g.points[i] if g.over else None,
                 "out": False} for i, name in enumerate(g.names)]  # fmt: skip


# -- the lobby's tile ------------------------------------------------------------------------------------
_NTH = ("first", "second", "third", "fourth")


def lobby_entry(session: Session) -> dict[str, Any]:
    """The lobby tile's entry for ``session`` (:mod:`web.shell.lobbyline`).

    >>> from web.kings_cup.spec import default_setup
    >>> lobby_entry(Session.new(default_setup(), 5))
    {'resume': True, 'last': 'Party deck for 4 players: 52 cards to draw, the fourth king ends it.'}
    """
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


HOME = 0  #: the seat the statistics follow: the first in the list


def record_game(stats: Stats, session: Session, at: int = 0) -> Stats:
    """``stats`` with the finished game of ``session`` added (unchanged while it goes on)."""
    outcome = session.game.outcome
    if outcome is None:
        return stats
    game = session.game
    points = game.points[HOME] if game.rules.keeps_score else None
    return add_deal(stats, session, game.rules.id, DealScore(HOME in outcome.winners, points, points or 0), at)
