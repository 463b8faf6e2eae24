"""3-13 online (pure): the shell's :class:`~web.shell.online.link.GameLink` for this game.

A seat sees its own hand (and the card it drew), how many cards each player holds, the size of the stock, the
whole discard pile and the round's public history, and the hand of a player who went out (laid down face up); every
finished round is shown laid down, but for its stock.
"""

from __future__ import annotations

from dataclasses import replace

from kings.i18n import N_
from kings.three_thirteen.match import Match
from kings.three_thirteen.moves import Move, parse_move
from kings.three_thirteen.round import Round
from web.shell.online.codec import Codec
from web.shell.online.link import HIDDEN, MatchLink, hidden
from web.shell.seats import SeatConfig
from web.three_thirteen.spec import Session


def mask_round(r: Round, seat: int | None) -> Round:
    """Round ``r`` as round seat ``seat`` sees it (None: nobody's hand; the hand of the player who went out, laid down,
    is everyone's to see; a finished round shows every hand)."""
    hands = tuple(h if s in (seat, r.out) or r.over else hidden(h) for s, h in enumerate(r.hands))
    drawn = r.drawn
    if drawn is not None and r.acting != seat and not r.from_pile:
        drawn = HIDDEN
    return replace(r, seed=0, hands=hands, stock=hidden(r.stock), drawn=drawn)


def mask(match: Match, seat: int) -> Match:
    """``match`` as match seat ``seat`` sees it: no seed, no card it cannot see."""
    r = match.round
    shown = None if r is None else mask_round(r, match.seats.index(seat) if seat in match.seats else None)
    results = tuple(replace(x, final=mask_round(x.final, None)) for x in match.results)
    return replace(match, seed=0, round=shown, results=results)


CODEC = Codec(Match, moves=(Move, parse_move))


class Link(MatchLink):
    """3-13's adapter: the shell's defaults, with the player's own order of its hand kept across tables."""

    game = "three-thirteen"
    codec = CODEC
    session = Session
    over = N_("The round is over.")  #: (translated where it is said: web/shell/online/link.py)

    def mask(self, match: Match, seat: int) -> Match:
        return mask(match, seat)

    def of(self, match: Match, seats: tuple[SeatConfig, ...], seat: int, before: Session | None) -> Session:
        order = before.order if before is not None and before.match.round is not None else ()
        return Session.of(match, seats, seat, order=order)
