"""A game's CPU players, declared once (pure): :class:`CpuSpec` says what differs from game to game, and the
shell's loop (:mod:`web.shell.cpuloop`), Hint button (:mod:`web.shell.hinting`) and worker thinker
(:mod:`web.shell.thinker`) do the rest alike for every game.

A player that fails or answers an illegal move is replaced, for that move only (:meth:`CpuSpec.choose`): the table
never stops. The seeds of a CPU move and of a hint are the game's own integers (:attr:`CpuSpec.turn_key`,
:attr:`CpuSpec.hint_key`), so the same match gets the same moves and hints wherever they are computed.

>>> from types import SimpleNamespace as NS
>>> from kings.three_thirteen.match import Match
>>> from kings.three_thirteen.rules import Rules
>>> cpu = CpuSpec(game="three-thirteen", turn_key=lambda s: (s.match.seed, 7), hint_key=lambda s: (s.match.seed, 9))
>>> s = NS(match=Match.new(Rules(), 42, 3))
>>> cpu.seat(s), cpu.slow_levels
(1, ('hard', 'hint'))
>>> cpu.choose(cpu.player("medium"), cpu.observe(s), Rng(7)) in s.match.round.legal_moves()
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar, cast

from kings.game import Match, MatchRecord, Observation, Player
from kings.registry import game
from kings.seeding import Rng

S = TypeVar("S")
M = TypeVar("M", bound=Match[Any])

HINT = "hint"  #: the "level" the worker is asked for a hint with: the hint player's move for the human to act


class DealsRecord(MatchRecord, Protocol):
    """A match record whose deals (rounds, games, hands: each one's moves, the one in progress last) can be read
    uniformly: what the worker replays only the new moves of."""

    @property
    def deals(self) -> Sequence[Sequence[Any]]: ...


def played_on(match: M, old: DealsRecord, record: DealsRecord) -> M | None:
    """``match`` (the replay of the record ``old``) played on to ``record``: only the moves ``record`` adds, so a
    match costs one move's work, not a whole replay; None when ``record`` is another match or does not go on from
    ``old``'s moves. The engine's error on a move it refuses."""
    if (old.rules, old.seed, old.players) != (record.rules, record.seed, record.players):
        return None
    have, want = old.deals, record.deals
    last = len(have) - 1
    if last < 0 or len(want) <= last or tuple(want[:last]) != tuple(have[:last]):
        return None
    if tuple(want[last][: len(have[last])]) != tuple(have[last]):
        return None
    played: Any = match
    for i in range(last, len(want)):
        if i > last:
            played = played.next_deal()
        for move in want[i][len(have[i]) if i == last else 0 :]:
            played = played.play(move)
    return cast(M, played)


def session_match(s: Any) -> Match[Any]:
    """The match of a session that keeps it as ``match`` (most games do)."""
    found: Match[Any] = s.match
    return found


@dataclass(frozen=True, kw_only=True, slots=True)
class CpuSpec(Generic[S]):
    """What a game says about its CPU players; the shell does the rest. ``S`` is the game's session."""

    game: str  #: the registry id: the engine's players, match records and replays come from its ``Game``
    turn_key: Callable[[S], tuple[int, ...]]  #: the parts of a CPU move's seed (``derive_seed(*parts)``)
    hint_key: Callable[[S], tuple[int, ...]]  #: the parts of a hint's seed
    match: Callable[[S], Match[Any]] = session_match  #: the session's match (King wraps its game in one)
    worker_levels: tuple[str, ...] = ("hard",)  #: CPU levels worth a trip to the worker (the rest answer at once)
    hint_level: str = "hard"  #: the level whose move a hint is
    fallback_level: str = "medium"  #: plays a seat that has no player (never, but the table must not stop)
    #: a CPU player of a level (None: the engine's ``make_player``)
    player_for: Callable[[str], Player] | None = None
    hint_player: Callable[[], Player] | None = None  #: a new hint player (None: a new :attr:`hint_level` player)
    #: replaces a failed or illegal move, and plays a seat with none (None: the first legal move, and a
    #: :attr:`fallback_level` CPU)
    rescue: Player | None = None
    pause: Callable[[S, str], float] | None = None  #: seconds before a CPU move, by speed (None: the shell's)
    #: a hint may start the worker; False: the page thinks of it itself unless the worker already runs for the
    #: table's CPUs (a hint fast enough on the page, which would otherwise wait seconds for the worker to boot)
    hint_boots_worker: bool = True

    @property
    def slow_levels(self) -> tuple[str, ...]:
        """Every "level" the worker is asked for: :attr:`worker_levels` and :data:`HINT`."""
        return (*self.worker_levels, HINT)

    def player(self, level: str) -> Player:
        """A new CPU player of ``level``."""
        return self.player_for(level) if self.player_for is not None else game(self.game).load().make_player(level)

    def fallback(self) -> Player:
        """The player for a seat with none."""
        return self.rescue if self.rescue is not None else self.player(self.fallback_level)

    def choose(self, player: Player, obs: Observation[Any], rng: Rng, among: Sequence[Any] | None = None) -> Any:
        """``player``'s move for ``obs``, guaranteed legal: one of ``among`` when given (legal moves, in the
        observation's order)."""
        legal = list(among) if among else obs.legal_moves()
        try:
            move = player.choose(obs, legal, rng)
        except Exception:  # a misbehaving player never stops the table
            move = None
        if move is not None and move in legal:
            return move
        return legal[0] if self.rescue is None else self.rescue.choose(obs, legal, rng)

    def hint(self, obs: Observation[Any], rng: Rng, among: Sequence[Any] | None = None) -> Any:
        """The move the hint player would make with these cards (always a legal one; one of ``among`` when given:
        the moves that go on from a move the player has begun, see :meth:`web.shell.cpuloop.CpuLoop.hint_among`)."""
        player = self.hint_player() if self.hint_player is not None else self.player(self.hint_level)
        return self.choose(player, obs, rng, among)

    def among(self, obs: Observation[Any], notations: str) -> list[Any] | None:
        """The legal moves of ``obs`` named in ``notations`` (one per line, as the worker is sent them), in the
        observation's order; None for "" (every legal move)."""
        if not notations:
            return None
        names = set(notations.split("\n"))
        return [m for m in obs.legal_moves() if str(m) in names]

    # -- the session's match, as every game's ------------------------------------------------------------
    def seat(self, s: S) -> int:
        """The match seat to act in the session's deal in progress (one is: a CPU's turn, or the human's hint)."""
        match = self.match(s)
        deal = match.deal
        assert deal is not None and deal.acting is not None
        return match.match_seat(deal.acting)

    def observe(self, s: S) -> Observation[Any]:
        """What the seat to act sees."""
        match = self.match(s)
        deal = match.deal
        assert deal is not None and deal.acting is not None
        return match.observe(deal.acting)

    def record_json(self, match: Match[Any]) -> str:
        """The match's record, as the worker reads it."""
        return game(self.game).load().match_record(match).to_json()

    def read_record(self, text: str) -> DealsRecord:
        """A match record read from the worker's message."""
        return cast("DealsRecord", game(self.game).load().match_record_from_json(text))
