"""King online (pure): the shell's :class:`~web.shell.online.link.GameLink` for this game.

A seat sees its own cards and how many each other player holds, every card played (tricks are face up), the
auction, the score sheet and, once a hand is over, what each seat was dealt in it (as the engine's
observation says: :mod:`kings.king.observation`). Moving on to the next hand is each player's own (the game
goes on; each table shows a hand's result until its player has seen it).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from kings.king.game import KingGame
from kings.king.hand import Hand
from kings.king.moves import Move, parse_move
from web.king.session import Session
from web.shell.online.codec import Codec, WireError
from web.shell.online.link import hidden
from web.shell.seats import SeatConfig


@dataclass(frozen=True, slots=True)
class Table:
    """What a guest's table is made of: the game as its seat sees it, and the session's public log."""

    game: KingGame
    log: tuple[tuple[int, Move], ...]
    starts: tuple[int, ...]


def _mask_hand(hand: Hand, seat: int) -> Hand:
    return replace(hand, hands=tuple(h if s == seat else hidden(h) for s, h in enumerate(hand.hands)))


def mask(game: KingGame, seat: int) -> KingGame:
    """``game`` as ``seat`` sees it: no seed, no card of another hand in play."""
    hand = None if game.hand is None else _mask_hand(game.hand, seat)
    pos = game.positive
    positive = None if pos is None else replace(pos, dealt=_mask_hand(pos.dealt, seat))
    return replace(game, seed=0, hand=hand, positive=positive)


CODEC = Codec(Table, moves=(Move, parse_move))


class Link:
    """King's adapter."""

    next_action = None

    def acting(self, session: Session) -> int | None:
        return session.game.acting

    def legal(self, session: Session) -> tuple[Move, ...]:
        return session.game.legal_moves()

    def explain(self, session: Session, move: Move) -> str | None:
        return session.game.explain(move)

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    def table(self, session: Session, seat: int) -> Any:
        return CODEC.encode(Table(mask(session.game, seat), session.log, session.starts))

    def replica(self, data: Any, seats: tuple[SeatConfig, ...], seat: int, before: Session | None) -> Session:
        table = CODEC.decode(data)
        done = len(table.game.results)
        seen = done if before is None else min(before.seen, done)  # a hand's result shows until this player saw it
        try:
            return Session._of((table.game, table.log, table.starts), seats, seat, seen, done, False)
        except (ValueError, IndexError) as exc:
            raise WireError(f"not a table: {exc}") from None
