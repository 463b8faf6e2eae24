"""The Hint button: what the hard CPU would play or say with the human's cards (pure).

A hint is a hard CPU's search, so with a CPU worker it is thought out there and shown when the answer
arrives; an answer that comes after a move was made is stale and dropped. Without a worker (or when
it fails) the page thinks of it itself: the same seed, so the same hint.
"""

from __future__ import annotations

import asyncio

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
from web.king.protocols import Controller
from web.king.session import Session
from web.king.viewmodels import Message
from web.king.words import declaration

HINT_SEED = 31337  #: mixed into the game's seed for the hint's random choices
PATIENCE = 0.3  #: seconds after which a hint still on its way is announced


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


class Hints:
    """Asks for hints on behalf of an :class:`~web.king.app.App`, one at a time."""

    def __init__(self, app: Controller) -> None:
        self.app = app
        self._pending: Session | None = None

    def ask(self) -> None:
        app, s = self.app, self.app.session
        if s is None or not app.can_act() or self._pending is s:
            return
        seed = derive_seed(s.game.seed, HINT_SEED, len(s.game.moves))
        if app.think is None:
            self._show(s, None, seed)
            return
        self._pending = s
        app.spawn(self._from_worker(s, seed))

    async def _from_worker(self, s: Session, seed: int) -> None:
        seat = s.game.acting
        assert seat is not None
        answer = asyncio.ensure_future(thinker.ask(self.app.think, s.game, seat, thinker.HINT, seed))
        try:
            try:
                move = await asyncio.wait_for(asyncio.shield(answer), PATIENCE)
            except TimeoutError:
                if self.app.session is s:
                    self.app.message = Message("Thinking of a hint…", "info")
                    self.app.render()
                move = await answer
        finally:
            if self._pending is s:
                self._pending = None
        if self.app.session is s:
            self._show(s, move, seed)

    def _show(self, s: Session, move: Move | None, seed: int) -> None:
        seat = s.game.acting
        assert seat is not None
        if move is None:
            move = players.hint(s.game.observe(seat), Rng(seed))
        self.app.hint = move
        self.app.message = Message(f"Hint: {hint_words(move, s.names())}.", "info")
        self.app.render()
