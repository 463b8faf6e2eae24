"""Kings Cup's finished games, added to the statistics (pure). A "deal" is a whole game (there are no matches):
by deck and ending (the rules' id: ``party``, ``party-short``, ``classic``, ``custom``), with no CPU levels.

Statistics follow the first player in the list, as every game of the house follows its first human seat: at a
party that is usually the phone's owner. "Won" is their sharing the fewest points; their points are the game's
penalty (a deck that keeps no score has neither: it counts as a game played).
"""

from __future__ import annotations

from dataclasses import replace

from web.kings_cup.session import Session
from web.shell.stats import HISTORY, DealEntry, Stats

HOME = 0  #: the seat the statistics follow: the first in the list


def record_game(stats: Stats, session: Session, at: int = 0) -> Stats:
    """``stats`` with the finished game of ``session`` added (unchanged while it goes on)."""
    outcome = session.game.outcome
    if outcome is None:
        return stats
    game = session.game
    won = HOME in outcome.winners
    points = game.points[HOME] if game.rules.keeps_score else None
    rules = game.rules.id
    entry = DealEntry(max(0, at), rules, (), game.players, won, points, points or 0)
    updated = stats.tallied((), rules, lambda t: t.add_deal(won, points))
    return replace(updated, history=(*updated.history, entry)[-HISTORY:])
