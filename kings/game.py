"""What every Kings game offers: a small protocol, in the spirit of OpenSpiel's Python games.

A game is played through immutable **states**. A state comes from rules + seed + seats
(:meth:`Game.new`); :attr:`State.acting` names the one seat whose move it is (None once the
game is over); :meth:`State.legal_moves` lists that seat's moves; :meth:`State.play` returns
the next state, or raises :class:`~kings.errors.IllegalMoveError` with a reason a player can
read and leaves the state as it was; :meth:`State.explain` gives that reason without playing.

**Hidden information.** :meth:`State.observe` is everything one seat may see and nothing more:
CPU players get an observation, never the state. :meth:`Game.redeal_hidden` makes a state
that differs only in what a seat cannot see; both must give that seat equal observations.

**Records.** A record is rules + seed + seats + moves: it round-trips through JSON and replays
the game exactly (the shuffle is :mod:`kings.seeding`'s, the same in CPython and Pyodide).

**Rules are data.** A game's rules are one frozen object; presets are named rule sets whose
ids are stable (URLs and saved games carry them). **Matches** chain deals and keep standings.

**Games without cards.** A board game (King's Court) keeps the same shape: its pack is empty (so
"cards conserved" holds trivially and its own tests check its pieces instead), a "deal" is one
game, the seed is recorded but starts every game alike, and nothing is hidden (an observation is
the whole state, and :meth:`Game.redeal_hidden` returns the state itself). Its registry entry says
so (:attr:`kings.registry.GameInfo.shuffled` and ``hidden`` False), and the conformance checks then
hold it to that: another seed must start the same game, and no redeal may change anything.

Each game's package provides one :class:`Game` object; :mod:`kings.registry` names it by a
module path string, so nothing here (or in the registry) imports a game. The names below are
what the registry, the simulator, the conformance test and the web shell may rely on for any
game; a game's own API may offer much more.

>>> from kings.registry import game
>>> corners = game("corners").load()
>>> state = corners.new(corners.presets["standard"], seed=42, players=2)
>>> isinstance(state, State), state.acting, state.over
(True, 1, False)
>>> state.play(corners.parse_move("9D>N"))
Traceback (most recent call last):
  ...
kings.errors.IllegalMoveError: 9♦ does not fit on Q♦: it needs a black J.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol, Self, TypeVar, runtime_checkable

from kings.cards import Card
from kings.seeding import Rng

MoveT = TypeVar("MoveT")
MoveT_co = TypeVar("MoveT_co", covariant=True)


@runtime_checkable
class Rules(Protocol):
    """A game's rules: one frozen, hashable object. Change options by making a new one."""

    @property
    def id(self) -> str:
        """The preset's stable id (never renamed: URLs and saved games carry it), or ``custom``."""
        ...

    @property
    def name(self) -> str:
        """The rule set's name for people, such as ``Standard (pagat)``."""
        ...

    def validate(self, players: int | None = None) -> Self:
        """Return self, or raise :class:`~kings.errors.RulesError` saying why these rules cannot
        be played (by ``players`` seats, when given)."""
        ...

    def to_dict(self) -> dict[str, Any]:
        """Every option as JSON-able values (records store this, or just the preset id)."""
        ...


@runtime_checkable
class Outcome(Protocol):
    """How a finished deal (or game) ended."""

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats that won, best first; () when nobody did (an impasse, a drawn game)."""
        ...


@runtime_checkable
class Observation(Protocol[MoveT_co]):
    """What one seat may see: its own cards, the public table, the public history. Comparable with ``==``.

    It holds nothing of another seat's hidden cards or of the stock's order, so a CPU player
    that reads only its observation cannot cheat."""

    @property
    def seat(self) -> int:
        """The seat this view belongs to."""
        ...

    def legal_moves(self) -> Sequence[MoveT_co]:
        """The seat's legal moves, computed from the view alone (empty when it is not to act)."""
        ...


@runtime_checkable
class State(Protocol[MoveT]):
    """One immutable position of a game: everything, hidden cards included."""

    @property
    def rules(self) -> Rules:
        """The rules this state is played under."""
        ...

    @property
    def seed(self) -> int | None:
        """The seed the cards were shuffled with (None for a state read from a position string)."""
        ...

    @property
    def players(self) -> int:
        """How many seats play; seats are numbered from 0."""
        ...

    @property
    def acting(self) -> int | None:
        """The one seat whose move it is, or None once the game is over."""
        ...

    @property
    def over(self) -> bool:
        """True once the game has ended; then there are no legal moves."""
        ...

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it goes on."""
        ...

    def legal_moves(self) -> Sequence[MoveT]:
        """Every legal move of the acting seat, in a fixed order (empty once the game is over).

        One source of truth: what the table highlights, the hint suggests and CPU players choose from."""
        ...

    def play(self, move: MoveT) -> Self:
        """The state after ``move``. An illegal move raises :class:`~kings.errors.IllegalMoveError`,
        whose message is :meth:`explain`'s reason, and this state stays as it was (states never change)."""
        ...

    def explain(self, move: MoveT) -> str | None:
        """None if ``move`` is legal here, else the reason a player is given, in plain words."""
        ...

    def observe(self, seat: int) -> Observation[MoveT]:
        """What ``seat`` may see of this state (see :class:`Observation`)."""
        ...

    def position(self) -> str:
        """A one-line position string holding the whole state (hidden cards too): equal strings, equal positions."""
        ...


@runtime_checkable
class Record(Protocol[MoveT_co]):
    """Rules + seed + seats + moves: enough to replay one game exactly."""

    @property
    def rules(self) -> Rules: ...

    @property
    def seed(self) -> int: ...

    @property
    def players(self) -> int: ...

    @property
    def moves(self) -> Sequence[MoveT_co]:
        """Every move from the deal on, oldest first."""
        ...

    def replay(self) -> State[Any]:
        """Deal again from the seed and play every move, checking each one."""
        ...

    def to_json(self) -> str:
        """The record as one JSON object (read back with :meth:`Game.record_from_json`)."""
        ...


@runtime_checkable
class Standing(Protocol):
    """One seat's line in a match's standings."""

    @property
    def seat(self) -> int: ...

    @property
    def total(self) -> int:
        """The seat's score (points, chips, corners: whatever the rules count)."""
        ...

    @property
    def place(self) -> int:
        """1 for the leader; seats with equal standing share a place, and the next place skips (1, 1, 3)."""
        ...

    @property
    def out(self) -> bool:
        """True for a seat eliminated from the match."""
        ...


@runtime_checkable
class Match(Protocol[MoveT]):
    """Several deals under one set of rules, scored until the rules say the match is over."""

    @property
    def rules(self) -> Rules: ...

    @property
    def seed(self) -> int: ...

    @property
    def players(self) -> int: ...

    @property
    def over(self) -> bool: ...

    @property
    def totals(self) -> tuple[int, ...]:
        """Every match seat's total so far."""
        ...

    @property
    def deal(self) -> State[MoveT] | None:
        """The deal in progress, or None between deals and once the match is over."""
        ...

    @property
    def winners(self) -> tuple[int, ...]:
        """The winning match seats once the match is over (several on a tie), else ()."""
        ...

    def play(self, move: MoveT) -> Self:
        """Play a move in the current deal; a deal that ends is scored."""
        ...

    def next_deal(self) -> Self:
        """Start the next deal (only between deals)."""
        ...

    def match_seat(self, deal_seat: int) -> int:
        """The match seat sitting at ``deal_seat`` of the current deal (seats that are out sit deals out)."""
        ...

    def observe(self, deal_seat: int) -> Observation[MoveT]:
        """What ``deal_seat`` of the deal in progress sees, the match's public score included (players
        that play for the match, not the deal, read it)."""
        ...

    def standings(self) -> Sequence[Standing]:
        """Every match seat once, best first."""
        ...


@runtime_checkable
class MatchRecord(Protocol):
    """Rules + seed + seats + the moves of every deal: replays a whole match exactly."""

    @property
    def rules(self) -> Rules: ...

    @property
    def seed(self) -> int: ...

    @property
    def players(self) -> int: ...

    def replay(self) -> Match[Any]: ...

    def to_json(self) -> str: ...


@runtime_checkable
class Player(Protocol):
    """A CPU player: picks one of the legal moves from what its seat can see.

    The same observation, moves and generator state always give the same move, so games
    between CPU players replay exactly."""

    @property
    def level(self) -> str:
        """The level id it was made for (see :attr:`kings.registry.GameInfo.levels`)."""
        ...

    def choose(self, obs: Any, legal: Sequence[Any], rng: Rng) -> Any:
        """One of ``legal`` (which equals ``obs.legal_moves()``), never reading more than ``obs``."""
        ...


@runtime_checkable
class Game(Protocol):
    """What a game's package hands the registry: factories and the few generic views tests need.

    Arguments typed ``Any`` are the game's own types (its rules, states, matches); each game
    checks them against its own classes."""

    @property
    def presets(self) -> Mapping[str, Rules]:
        """Every named rule set, by stable id, in the order a menu should list them."""
        ...

    def new(self, rules: Any, seed: int, players: int, dealer: int = 0) -> State[Any]:
        """Shuffle with ``seed`` and deal for ``players`` seats (``dealer`` deals; games without a dealer use 0)."""
        ...

    def new_match(self, rules: Any, seed: int, players: int) -> Match[Any]:
        """A match under ``rules``, its first deal dealt."""
        ...

    def make_player(self, level: str) -> Player:
        """A new CPU player of this level id; an unknown level is a ValueError naming the levels."""
        ...

    def parse_move(self, text: str) -> Any:
        """Read a move's notation (``str(move)`` reads back); bad text raises :class:`~kings.errors.NotationError`."""
        ...

    def record(self, state: Any) -> Record[Any]:
        """The record of a state dealt from a seed: rules, seed, seats and every move so far."""
        ...

    def record_from_json(self, text: str) -> Record[Any]:
        """Read :meth:`Record.to_json` output; damage raises :class:`~kings.errors.NotationError`."""
        ...

    def match_record(self, match: Any) -> MatchRecord:
        """The record of a match: rules, seed, seats and every deal's moves so far."""
        ...

    def match_record_from_json(self, text: str) -> MatchRecord:
        """Read :meth:`MatchRecord.to_json` output; damage raises :class:`~kings.errors.NotationError`."""
        ...

    def pack(self, rules: Any) -> tuple[Card, ...]:
        """Every card these rules put in play (jokers as :data:`~kings.cards.JOKER`); () for a game without cards."""
        ...

    def cards_in_play(self, state: Any) -> tuple[Card, ...]:
        """Every card of the state wherever it lies: hands, piles, stock, cards set aside.

        Cards are conserved: as a multiset of :attr:`~kings.cards.Card.printed` cards this is
        always :meth:`pack` of the state's rules."""
        ...

    def redeal_hidden(self, state: Any, seat: int, rng: Rng) -> State[Any]:
        """The same state with the cards ``seat`` cannot see (others' hands, the stock's order)
        dealt again at random; all the seat can see stays. ``state.observe(seat)`` must equal
        the result's ``observe(seat)``: this is how tests check an observation hides enough."""
        ...
