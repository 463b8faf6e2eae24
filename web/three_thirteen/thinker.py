"""3-13's CPU moves and hints computed off the page's main thread, in the shell's CPU worker (pure).

The page sends the game's record, the match seat to act, its level and the seed of that move's generator;
:class:`Thinker` answers with the move's notation. The seed is derived as for a move the page computes itself,
so the worker's move is the very move the page would have made.

>>> from kings.three_thirteen.api import MatchRecord
>>> from kings.three_thirteen.match import Match
>>> from kings.three_thirteen.rules import Rules
>>> match = Match.new(Rules(), 42, 3)
>>> seat = match.match_seat(match.round.acting)
>>> Thinker().think(MatchRecord.of(match).to_json(), seat, "medium", 7) in {str(m) for m in match.round.legal_moves()}
True
"""

from __future__ import annotations

from kings.seeding import Rng
from kings.three_thirteen.api import MatchRecord
from kings.three_thirteen.match import Match
from kings.three_thirteen.moves import Move
from kings.three_thirteen.players import Player
from web.shell.worker import Think
from web.three_thirteen import players

HINT = "hint"  #: the "level" that asks for a hint: the hard CPU's move for the human to act
SLOW_LEVELS = ("hard", HINT)


async def ask(think: Think | None, match: Match, seat: int, level: str, seed: int) -> Move | None:
    """``think``'s move for match seat ``seat`` if it gives a legal one; None means: compute it here."""
    if think is None or level not in SLOW_LEVELS or match.round is None:
        return None
    try:
        text = await think(MatchRecord.of(match).to_json(), seat, level, seed)
    except Exception:  # the worker failed: the page plays the move itself
        return None
    return next((m for m in match.round.legal_moves() if str(m) == text), None) if text else None


class Thinker:
    """The CPU players of the game in progress, and that game, advanced by the moves each call adds."""

    def __init__(self) -> None:
        self._bots: dict[int, Player] = {}
        self._record: MatchRecord | None = None
        self._match: Match | None = None

    def think(self, record_json: str, seat: int, level: str, seed: int) -> str:
        """The notation of the move of match seat ``seat`` (a CPU of ``level``, or :data:`HINT`)."""
        match = self._advance(MatchRecord.from_json(record_json))
        r = match.round
        if r is None or r.acting is None or match.match_seat(r.acting) != seat:
            raise ValueError(f"seat {seat} is not to act in this game")
        obs = match.observe(r.acting)
        if level == HINT:
            return str(players.hint(obs, Rng(seed)))
        bot = self._bots.get(seat)
        if bot is None or bot.level != level:
            bot = self._bots[seat] = players.player_for(level)
        return str(players.choose(bot, obs, Rng(seed)))

    def _advance(self, record: MatchRecord) -> Match:
        old, match = self._record, self._match
        self._record = self._match = None  # until ``record`` is read: one that fails is not built on
        if old is None or (old.rules, old.seed, old.players) != (record.rules, record.seed, record.players):
            self._bots = {}
        last = len(old.rounds) - 1 if old is not None else -1
        extends = (old is not None and match is not None and last >= 0 and len(record.rounds) > last
                   and record.rounds[:last] == old.rounds[:last]
                   and record.rounds[last][: len(old.rounds[last])] == old.rounds[last]
                   and (old.rules, old.seed, old.players) == (record.rules, record.seed, record.players))  # fmt: skip
        if not extends or match is None or old is None:
            self._match, self._record = record.replay(), record
            return self._match
        for i in range(last, len(record.rounds)):
            if i > last:
                match = match.next_deal()
            done = len(old.rounds[i]) if i == last else 0
            for move in record.rounds[i][done:]:
                match = match.play(move)
        self._match, self._record = match, record
        return match
