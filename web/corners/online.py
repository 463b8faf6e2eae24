"""Kings in the Corner online (pure): the shell's :class:`~web.shell.online.link.GameLink` for this game.

A seat sees the layout, its own hand, how many cards the others hold and the stock's size; every finished deal
is shown whole (its hands laid down) but for the stock.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kings.corners import Deal, Event, Match, Move
from kings.corners.deal import _Log
from web.corners.session import Session
from web.shell.online.codec import Codec, WireError, _list
from web.shell.online.link import MatchLink, hidden


def mask_deal(deal: Deal, seat: int | None, history: bool = True) -> Deal:
    """``deal`` as ``seat`` sees it (None: nobody's hand; a finished deal shows every hand); without ``history``
    its moves stay behind (the table shows only the last deal's)."""
    hands = tuple(h if s == seat or deal.over else hidden(h) for s, h in enumerate(deal.hands))
    log = deal._log if history else None
    return replace(deal, hands=hands, stock=hidden(deal.stock), seed=None, _log=log, _legal=None, _shifts=None)


def mask(match: Match, seat: int) -> Match:
    """``match`` as match seat ``seat`` sees it: no seed, no card it cannot see."""
    deal = match.deal
    last = len(match.results) - 1
    results = tuple(replace(r, final=mask_deal(r.final, None, i == last)) for i, r in enumerate(match.results))
    shown = None if deal is None else mask_deal(deal, match.deal_seat(seat))
    return replace(match, seed=0, deal=shown, results=results)


_events = Codec(Event, moves=(Move, Move.parse))


def _write_log(log: _Log) -> list[Any]:
    out = []
    node: _Log | None = log
    while node is not None:
        out.append(_events.encode(node.event))
        node = node.previous
    return out[::-1]


def _read_log(data: Any) -> _Log | None:
    node = None
    for i, e in enumerate(_list(data)):
        try:
            node = _Log(node, _events.decode(e))
        except ValueError as exc:
            raise WireError(f"history[{i}]: {exc}") from None
    return node


CODEC = Codec(Match, moves=(Move, Move.parse), custom={_Log: (_write_log, _read_log)}, keep=frozenset({"_log"}))


class Link(MatchLink):
    """Kings in the Corner's adapter: the shell's defaults."""

    game = "corners"
    codec = CODEC
    session = Session

    def mask(self, match: Match, seat: int) -> Match:
        return mask(match, seat)
