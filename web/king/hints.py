"""King's Hint button: what the hard CPU would play or say with the human's cards (pure; the shell's
:class:`web.shell.hinting.Hints` with King's seed, worker, player and words)."""

from __future__ import annotations

from kings.cards import Card
from kings.king.auction import Bid
from kings.king.moves import (
    ACCEPT,
    AUCTION,
    DECLINE,
    FORFEIT,
    MATCH,
    PASS,
    ULTIMATUM,
    Declare,
    Move,
    Nominate,
)
from kings.seeding import Rng, derive_seed
from web.king import players, thinker
from web.king.session import Session
from web.king.words import declaration
from web.shell.hinting import Hints as ShellHints

HINT_SEED = 31337  #: mixed into the game's seed for the hint's random choices


def hint_words(move: Move, names: list[str]) -> str:
    """``play the queen of spades``, ``bid 2 up``, ``play the hand up, spades trumps``."""
    if isinstance(move, Card):
        return f"play the {move.name} ({move.label})"
    if isinstance(move, Declare):
        return f"play the hand {declaration(move)}"
    if isinstance(move, Bid):
        return f"bid {move}"
    if isinstance(move, Nominate):
        return f"name {names[move.seat]} the first dealer"
    words = {AUCTION: "auction the hand", PASS: "pass", MATCH: "match the bid", ACCEPT: "accept the bid",
             DECLINE: "decline the bid", ULTIMATUM: "call the ultimatum", FORFEIT: "forfeit the hand"}
    return words.get(move, str(move))


class Hints(ShellHints):
    """Hints for King's table."""

    def _seed(self, s: Session) -> int:
        return derive_seed(s.game.seed, HINT_SEED, len(s.game.moves))

    async def _ask_worker(self, s: Session, seed: int) -> Move | None:
        seat = s.game.acting
        assert seat is not None
        return await thinker.ask(self.app.think, s.game, seat, thinker.HINT, seed)

    def _compute(self, s: Session, seed: int) -> Move:
        seat = s.game.acting
        assert seat is not None
        return players.hint(s.game.observe(seat), Rng(seed))

    def _words(self, s: Session, move: Move) -> str:
        return hint_words(move, s.names())
