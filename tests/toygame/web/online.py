"""Take-away online (pure): the shell's MatchLink; a seat sees its own hand, the other's is stand-ins, the stock
is stand-ins, and no seed travels."""

from __future__ import annotations

from dataclasses import replace

from tests.toygame.api import Match
from tests.toygame.engine import Deal, Move, parse_move
from tests.toygame.web.session import Session
from web.shell.online.codec import Codec
from web.shell.online.link import MatchLink, hidden


def mask_deal(d: Deal, seat: int | None) -> Deal:
    """``d`` as ``seat`` sees it (None: nobody's hand)."""
    return replace(d, seed=0, hands=tuple(h if s == seat else hidden(h) for s, h in enumerate(d.hands)),
                   stock=hidden(d.stock))  # fmt: skip


def mask(match: Match, seat: int) -> Match:
    current = None if match.current is None else mask_deal(match.current, seat)
    return replace(match, seed=0, current=current, results=tuple(mask_deal(d, None) for d in match.results))


class Link(MatchLink):
    game = "take-away"
    codec = Codec(Match, moves=(Move, parse_move))
    session = Session
    over = "The game is over."

    def mask(self, match: Match, seat: int) -> Match:
        return mask(match, seat)
