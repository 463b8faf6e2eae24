"""Kings in the Corner's CPU moves computed off the page's main thread, in the shell's CPU worker
(pure).

The page (:class:`web.corners.app.App`) sends the worker (web/shell/cpu_worker.js,
:mod:`web.shell.worker`) the match record, the seat to act, its level and the seed of that move's
generator; there :class:`Thinker` answers, and the page plays the move whose notation comes back.
The page derives that seed exactly as for a move it computes itself, so a worker's move is the very
move the page would have made.

>>> from kings.corners import Match, MatchRecord, preset
>>> match = Match.new(preset("standard"), 42, 2)
>>> move = Thinker().think(MatchRecord.of(match).to_json(), match.match_seat(match.deal.to_act), "medium", 7)
>>> move in {str(m) for m in match.deal.legal_moves()}
True
"""

from __future__ import annotations

from kings.corners import Deal, Match, MatchRecord, Move
from kings.corners.players import Player
from kings.seeding import Rng
from web.corners import players
from web.shell.worker import Think

#: The "level" that asks for a hint: the strongest CPU's move for the (human) seat to act
#: (:func:`web.corners.players.hint`), as slow as a hard CPU's.
HINT = "hint"

#: Levels worth a trip to the worker: the others answer in about a millisecond.
SLOW_LEVELS = ("hard", "expert", HINT)


async def ask(think: Think | None, match: Match, deal: Deal, seat: int, level: str, seed: int) -> Move | None:
    """``think``'s move for ``seat`` if it gives a legal one; None means: compute it here."""
    if think is None or level not in SLOW_LEVELS:
        return None
    try:
        text = await think(MatchRecord.of(match).to_json(), seat, level, seed)
    except Exception:  # the worker failed: the page plays the move itself
        return None
    return next((m for m in deal.legal_moves() if str(m) == text), None) if text else None


class Thinker:
    """The CPU players of the match in progress, kept between calls (the hard level replays the
    plan it made for the rest of its turn), and that match, advanced by the moves each call adds."""

    def __init__(self) -> None:
        self._bots: dict[int, Player] = {}
        self._record: MatchRecord | None = None
        self._match: Match | None = None

    def think(self, record_json: str, seat: int, level: str, seed: int) -> str:
        """The notation of the move of match seat ``seat`` (a CPU of ``level``, or :data:`HINT`)."""
        record = MatchRecord.from_json(record_json)
        match = self._advance(record)
        deal = match.deal
        if deal is None or match.match_seat(deal.to_act) != seat:
            raise ValueError(f"seat {seat} is not to act in this match")
        if level == HINT:
            return str(players.hint(match.observe(deal.to_act), Rng(seed)))
        bot = self._bots.get(seat)
        if bot is None or bot.level != level:
            bot = self._bots[seat] = players.player_for(level)
        return str(players.choose(bot, match.observe(deal.to_act), Rng(seed)))

    def _advance(self, record: MatchRecord) -> Match:
        old, match = self._record, self._match
        self._record = record
        if old is None or match is None or not _extends(old, record):
            if old is None or (old.rules, old.seed) != (record.rules, record.seed):
                self._bots = {}  # another match: fresh players
            self._match = record.replay()
            return self._match
        last = len(old.deals) - 1
        for i in range(max(last, 0), len(record.deals)):
            if i > last:
                match = match.next_deal()
            done = len(old.deals[i]) if i == last else 0
            for move in record.deals[i][done:]:
                match = match.play(move)
        self._match = match
        return match


def _extends(old: MatchRecord, new: MatchRecord) -> bool:
    """Whether ``new`` is ``old`` with more moves (so only those need playing)."""
    if (old.rules, old.seed, old.players) != (new.rules, new.seed, new.players) or not old.deals:
        return False
    last = len(old.deals) - 1
    return (len(new.deals) > last and new.deals[:last] == old.deals[:last]
            and new.deals[last][: len(old.deals[last])] == old.deals[last])  # fmt: skip
