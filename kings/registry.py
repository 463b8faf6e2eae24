"""Every Kings game, by stable id: what the lobby lists, and the way in to each game's engine.

>>> [g.id for g in games()], game("corners").name, game("corners").players
(['corners', 'king', 'three-thirteen', 'kings-cup', 'klondike', 'kings-court'], 'Kings in the Corner', range(2, 7))
>>> [level.id for level in game("corners").offered_levels]
['easy', 'medium', 'hard', 'expert']
>>> game("chess")
Traceback (most recent call last):
  ...
kings.errors.UnknownGameError: There is no game 'chess'. Games: corners, king, three-thirteen, kings-cup, klondike, ...
>>> engine("kings-court").name, [g.id for g in engines()][-1]
("King's Court", 'kings-court')

Importing this module imports no game: a :class:`GameInfo` names its game's engine by a module
path string and loads it on first use (:meth:`GameInfo.load`), so the lobby costs nothing and
the browser loads only the game being played. Ids are stable: URLs and saved data carry them.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from kings.cards import Card
from kings.errors import RulesError, UnknownGameError
from kings.game import Game, Match, MatchRecord, Player, Record, Rules, State
from kings.i18n import N_
from kings.seeding import Rng


@dataclass(frozen=True, slots=True)
class Level:
    """One CPU level of a game."""

    id: str  #: stable: saved games and URLs carry it
    description: str  #: one plain sentence, starting with the level's name
    offered: bool = True  #: offered to players; False for levels kept for tests and benchmarks
    how: str = ""  #: how it plays, in one line for the rules page (what it looks at, what it never sees)


@dataclass(frozen=True, slots=True)
class GameInfo:
    """One playable game: what the lobby shows, and lazy factories that load the engine on first use."""

    id: str  #: stable: URLs and saved data carry it
    name: str
    min_players: int
    max_players: int
    pitch: str  #: one line in plain words: what you do and how you win
    default_preset: str  #: the rules preset a new game starts with
    levels: tuple[Level, ...]  #: CPU levels, weakest first
    entry: str  #: ``module:attribute`` of the game's :class:`~kings.game.Game` object
    #: the seed deals something (a shuffled pack): another seed starts another game. False for a board game, which
    #: always starts alike (the conformance checks then that the seed changes nothing).
    shuffled: bool = True
    #: some seat cannot see everything (others' hands, the stock's order). False when every seat sees the whole
    #: state (the conformance checks then that nothing is ever dealt again).
    hidden: bool = True

    @property
    def package(self) -> str:
        """The game's subpackage (``kings.corners``): the one place its modules live."""
        return self.entry.split(":")[0].rsplit(".", 1)[0]

    @property
    def players(self) -> range:
        """Every table size the game can seat (some rule sets seat fewer)."""
        return range(self.min_players, self.max_players + 1)

    @property
    def offered_levels(self) -> tuple[Level, ...]:
        """The CPU levels a player may choose, weakest first."""
        return tuple(level for level in self.levels if level.offered)

    def level(self, level_id: str) -> Level:
        """The level with this id; an unknown id is a ValueError naming the levels."""
        for level in self.levels:
            if level.id == level_id:
                return level
        raise ValueError(f"There is no CPU level {level_id!r}: choose {', '.join(lv.id for lv in self.levels)}.")

    # -- the engine, loaded on first use ----------------------------------------------------------
    def load(self) -> Game:
        """Import the game's engine (once; later calls are a dictionary look-up) and return its Game."""
        module, _, attribute = self.entry.partition(":")
        found: Game = getattr(importlib.import_module(module), attribute)
        return found

    def presets(self) -> Mapping[str, Rules]:
        """Every named rule set, by stable id."""
        return self.load().presets

    def preset(self, preset_id: str | None = None) -> Rules:
        """The preset with this id (the default preset when None); an unknown id is a RulesError listing them."""
        presets = self.presets()
        key = self.default_preset if preset_id is None else preset_id
        if key not in presets:
            raise RulesError(f"There is no {self.name} rules preset {key!r}. Presets: {', '.join(presets)}.")
        return presets[key]

    def new(self, rules: Any, seed: int, players: int, dealer: int = 0) -> State[Any]:
        """A new deal (or game) from rules + seed + seats: see :meth:`kings.game.Game.new`."""
        return self.load().new(rules, seed, players, dealer)

    def new_match(self, rules: Any, seed: int, players: int) -> Match[Any]:
        """A new match, its first deal dealt."""
        return self.load().new_match(rules, seed, players)

    def make_player(self, level: str) -> Player:
        """A new CPU player of this level id."""
        self.level(level)
        return self.load().make_player(level)

    def parse_move(self, text: str) -> Any:
        """Read a move's notation."""
        return self.load().parse_move(text)

    def record(self, state: Any) -> Record[Any]:
        """The record (rules + seed + seats + moves) of a state dealt from a seed."""
        return self.load().record(state)

    def record_from_json(self, text: str) -> Record[Any]:
        """Read a record's JSON."""
        return self.load().record_from_json(text)

    def match_record(self, match: Any) -> MatchRecord:
        """The record of a match so far."""
        return self.load().match_record(match)

    def match_record_from_json(self, text: str) -> MatchRecord:
        """Read a match record's JSON."""
        return self.load().match_record_from_json(text)

    def pack(self, rules: Any) -> tuple[Card, ...]:
        """Every card the rules put in play."""
        return self.load().pack(rules)

    def cards_in_play(self, state: Any) -> tuple[Card, ...]:
        """Every card of the state wherever it lies (conserved: always :meth:`pack`)."""
        return self.load().cards_in_play(state)

    def redeal_hidden(self, state: Any, seat: int, rng: Rng) -> State[Any]:
        """The state with what ``seat`` cannot see dealt again (its observation must not change)."""
        return self.load().redeal_hidden(state, seat, rng)


@dataclass(frozen=True, slots=True)
class ComingGame:
    """A game on the way: the lobby may list it, nothing can play it yet. Its id is already fixed."""

    id: str
    name: str
    min_players: int
    max_players: int
    pitch: str

    @property
    def players(self) -> range:
        return range(self.min_players, self.max_players + 1)


CORNERS = GameInfo(
    id="corners",
    name="Kings in the Corner",
    min_players=2,
    max_players=6,
    pitch="Lay cards down in alternating colours around the stock, start the corners with kings, "
    "and be the first to empty your hand.",
    default_preset="standard",
    levels=(
        Level("random", "Random: any legal move (for tests and benchmarks)", offered=False),
        Level("easy", N_("Easy: plays legally but misses chances on purpose"),
              how=N_("the medium player with slips: it sometimes overlooks pile moves, lays a middling card "
                     "instead of the best one, or ends its turn with cards it could have played")),
        Level("medium", N_("Medium: makes the best move it sees for this turn alone"),
              how=N_("kings to corners first, then pile moves that free a space, then every card that fits")),
        Level("hard", N_("Hard: plans its whole turn and weighs what it leaves the others"),
              how=N_("tries every way to play its turn, then weighs what each leaves the next player, on hands "
                     "guessed from the cards played so far; at three or more players it plays its best choices out "
                     "to the end of the deal on guessed hands, and at four or more it blocks less and sheds more")),
        Level("expert", N_("Expert: the hard player thinking several times longer, for a real fight"),
              how=N_("the hard player with three times the search, four times the guessed hands and, at three or "
                     "more players, three times the deals played out; it may take a moment to move")),
    ),
    entry="kings.corners.game:GAME",
)  # fmt: skip

KING = GameInfo(
    id="king",
    name="King",
    min_players=4,
    max_players=4,
    pitch="Ten hands of tricks: first avoid tricks, hearts, queens, kings and jacks, then win as many as you can.",
    default_preset="standard",
    levels=(
        Level("random", "Random: any legal move (for tests and benchmarks)", offered=False),
        Level("easy", N_("Easy: plays sensible cards but slips about one time in four"),
              how="the medium player with slips: about one card in four is any legal card; it never opens an "
                  "auction"),
        Level("medium", N_("Medium: plays by sound rules of thumb"),
              how="ducks under the trick in the negative hands and sheds high cards where a trick costs nothing, "
                  "throws its most costly card when it cannot follow, leads from short suits, counts its hand to "
                  "choose up, down and trumps, auctions a weak hand, and bids what its count says a hand is worth"),
        Level("hard", N_("Hard: guesses the hidden hands from what it has seen and plays each choice out"),
              how="deals the cards it cannot see many ways, each consistent with every card played and every "
                  "suit a player has shown out of, plays each of its cards out on those deals, searches the last "
                  "two tricks exactly, and values each way to play a positive hand, an auction, each bid and the "
                  "ultimatum by playing them out on those deals"),
    ),
    entry="kings.king.api:GAME",
)  # fmt: skip

THREE_THIRTEEN = GameInfo(
    id="three-thirteen",
    name="3-13",
    min_players=2,
    max_players=8,
    pitch="Eleven rounds of rummy from 3 to 13 cards, a new wild rank each round: meld it all, score low.",
    default_preset="standard",
    levels=(
        Level("random", "Random: any legal move (for tests and benchmarks)", offered=False),
        Level("easy", N_("Easy: keeps pairs and takes the discard only for a meld, and sometimes throws a good card"),
              how="keeps pairs, takes the discard only when it makes a meld at once, and now and then throws a "
                  "card it needed"),
        Level("medium", N_("Medium: keeps the points in its hand as low as it can right now"),
              how="keeps its hand's penalty as low as it can now: takes the discard if it lowers it, throws its "
                  "worst card, never a wild, and goes out at once"),
        Level("hard", N_("Hard: counts the cards, keeps its options open and times going out"),
              how="weighs the discard against a stock card drawn from the cards it has not seen, keeps the cards "
                  "that leave the most ways to meld, remembers what each player took and threw and does not feed "
                  "them, and chooses when to go out; it never sees your cards"),
    ),
    entry="kings.three_thirteen.api:GAME",
)  # fmt: skip

KINGS_CUP = GameInfo(
    id="kings-cup",
    name="Kings Cup",
    min_players=2,
    max_players=12,
    pitch="A party game: every card drawn sets a task for the table, and you choose the rules.",
    default_preset="party",
    # A party game has no CPU players: the table is people passing the phone round. The random level is for the
    # generic checks and simulations only.
    levels=(Level("random", "Random: any legal move (for tests and benchmarks)", offered=False),),
    entry="kings.kings_cup.api:GAME",
)  # fmt: skip

KLONDIKE = GameInfo(
    id="klondike",
    name="Klondike",
    min_players=1,
    max_players=1,
    pitch="The classic solitaire: build four suits up from ace to king.",
    default_preset="draw-one",
    # Played alone: no CPU opponents. The levels play whole deals for the simulator, the benchmarks and the
    # conformance checks; the hard one is the hints' player.
    levels=(
        Level("random", "Random: any legal move (for tests and benchmarks)", offered=False),
        Level("easy", "Easy: rules of thumb alone (for tests and benchmarks)", offered=False),
        Level("hard", "Hard: guesses the face-down cards and plays each guess out after each move (for tests and "
              "benchmarks)", offered=False),
    ),
    entry="kings.klondike.api:GAME",
)  # fmt: skip

KINGS_COURT = GameInfo(
    id="kings-court",
    name="King's Court",
    min_players=2,
    max_players=2,
    pitch="A checkers cousin: step and jump any way, keep a piece in the central Court, and capture the other side's "
          "last one there.",
    default_preset="standard",
    levels=(
        Level("random", "Random: any legal move (for tests and benchmarks)", offered=False),
        Level("easy", N_("Easy: looks one move ahead and now and then plays any move"),
              how="scores each move by what it leaves on the board (pieces, the Court, room to move, pieces that can "
                  "be jumped), seeing only a reply that would win at once, and one move in four plays any move that "
                  "does not lose at once"),
        Level("medium", N_("Medium: weighs each move against your best reply"),
              how="looks two moves ahead, its move and your best reply, scoring the position by the same measures"),
        Level("hard", N_("Hard: searches several moves ahead and plays every exchange out"),
              how="searches its moves and your replies several moves deep (alpha-beta within a fixed budget of "
                  "positions, so it plays alike on every device), follows each exchange of captures to its end, and "
                  "values holding the Court, pieces, room to move and pieces that cannot be jumped"),
    ),
    entry="kings.kings_court.api:GAME",
    shuffled=False,  # a board game: every game starts alike
    hidden=False,  # nothing is hidden
)  # fmt: skip

#: Every game that can be played, in lobby order.
GAMES: tuple[GameInfo, ...] = (CORNERS, KING, THREE_THIRTEEN, KINGS_CUP, KLONDIKE, KINGS_COURT)

#: Games still to come (RULES.md), with the ids they will keep: the lobby lists them as coming.
COMING: tuple[ComingGame, ...] = ()

#: Games whose engine is built while their table is still coming (they are in :data:`COMING`, not :data:`GAMES`):
#: the conformance tests, the simulator and the benchmarks reach them through :func:`engine`. A game leaves this
#: list for :data:`GAMES` with its table.
ENGINE_ONLY: tuple[GameInfo, ...] = ()

_BY_ID: dict[str, GameInfo] = {g.id: g for g in GAMES}
_COMING_BY_ID: dict[str, ComingGame] = {g.id: g for g in COMING}
_ENGINES: dict[str, GameInfo] = {g.id: g for g in (*GAMES, *ENGINE_ONLY)}


def games() -> tuple[GameInfo, ...]:
    """Every playable game, in lobby order."""
    return GAMES


def coming() -> tuple[ComingGame, ...]:
    """Games on the way, in lobby order."""
    return COMING


def engines() -> tuple[GameInfo, ...]:
    """Every game whose engine is built: the playable ones in lobby order, then those whose table is coming."""
    return tuple(_ENGINES.values())


def engine(game_id: str) -> GameInfo:
    """The game with this id among :func:`engines` (its table may still be coming: tests, the simulator and the
    benchmarks play it); any other id raises :class:`~kings.errors.UnknownGameError`."""
    try:
        return _ENGINES[game_id]
    except (KeyError, TypeError):
        raise UnknownGameError(f"There is no game {game_id!r}. Games: {', '.join(_ENGINES)}.") from None


def game(game_id: str) -> GameInfo:
    """The playable game with this id; any other id raises :class:`~kings.errors.UnknownGameError`."""
    try:
        return _BY_ID[game_id]
    except (KeyError, TypeError):
        ids = ", ".join(_BY_ID)
        soon = _COMING_BY_ID.get(game_id) if isinstance(game_id, str) else None
        if soon is not None:
            raise UnknownGameError(f"{soon.name} is coming but cannot be played yet. Games: {ids}.") from None
        raise UnknownGameError(f"There is no game {game_id!r}. Games: {ids}.") from None
