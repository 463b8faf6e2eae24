"""King's Court's CPU moves and hints computed off the page's main thread, in the shell's CPU worker (pure).

The page sends the match's record, the match seat to move, its level and the seed of that move's generator;
:class:`Thinker` answers with the move's notation. The seed is derived as for a move the page computes itself, so
the worker's move is the very move the page would have made.

>>> from kings.kings_court.api import MatchRecord
>>> from kings.kings_court.match import Match
>>> from kings.kings_court.rules import Rules
>>> match = Match.new(Rules(), 42)
>>> Thinker().think(MatchRecord.of(match).to_json(), 0, "medium", 7) in {str(m) for m in match.deal.legal_moves()}
True
"""

from __future__ import annotations

from kings.kings_court.api import MatchRecord
from kings.kings_court.match import Match
from kings.kings_court.moves import Move
from kings.kings_court.players import Player
from kings.seeding import Rng
from web.kings_court import players
from web.shell.worker import Think

HINT = "hint"  #: the "level" that asks for a hint: the hard CPU's move for the human to act
SLOW_LEVELS = ("medium", "hard", HINT)  #: worth the trip to the worker (medium looks two moves ahead)


async def ask(think: Think | None, match: Match, seat: int, level: str, seed: int) -> Move | None:
    """``think``'s move for match seat ``seat`` if it gives a legal one; None means: compute it here."""
    game = match.current
    if think is None or level not in SLOW_LEVELS or game is None:
        return None
    try:
        text = await think(MatchRecord.of(match).to_json(), seat, level, seed)
    except Exception:  # the worker failed: the page plays the move itself
        return None
    return next((m for m in game.legal_moves() if str(m) == text), None) if text else None


class Thinker:
    """The CPU players of the match in progress, and that match, advanced by the moves each call adds."""

    def __init__(self) -> None:
        self._bots: dict[int, Player] = {}
        self._record: MatchRecord | None = None
        self._match: Match | None = None

    def think(self, record_json: str, seat: int, level: str, seed: int) -> str:
        """The notation of the move of match seat ``seat`` (a CPU of ``level``, or :data:`HINT`)."""
        match = self._advance(MatchRecord.from_json(record_json))
        game = match.current
        if game is None or game.acting is None or match.match_seat(game.acting) != seat:
            raise ValueError(f"seat {seat} is not to move in this game")
        obs = match.observe(game.acting)
        if level == HINT:
            return str(players.hint(obs, Rng(seed)))
        bot = self._bots.get(seat)
        if bot is None or bot.level != level:
            bot = self._bots[seat] = players.player_for(level)
        return str(players.choose(bot, obs, Rng(seed)))

    def _advance(self, record: MatchRecord) -> Match:
        """The match of ``record``: the one kept, played on, when ``record`` extends the last one read."""
        old, match = self._record, self._match
        self._record = self._match = None  # until ``record`` is read: one that fails is not built on
        same = old is not None and (old.rules, old.seed) == (record.rules, record.seed)
        if not same:
            self._bots = {}
        last = len(old.games) - 1 if old is not None else -1
        extends = (same and old is not None and match is not None and last >= 0 and len(record.games) > last
                   and record.games[:last] == old.games[:last]
                   and record.games[last][: len(old.games[last])] == old.games[last])  # fmt: skip
        if not extends or match is None or old is None:
            self._match, self._record = record.replay(), record
            return self._match
        for i in range(last, len(record.games)):
            if i > last:
                match = match.next_deal()
            done = len(old.games[i]) if i == last else 0
            for move in record.games[i][done:]:
                match = match.play(move)
        self._match, self._record = match, record
        return match
