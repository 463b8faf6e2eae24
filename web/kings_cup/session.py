"""A game of Kings Cup at the table (pure, JSON round trip): the engine's game, the players, whether the finished
game was counted in the statistics; and what the host page of the embeddable widget is told of it
(:class:`Reporter`, docs/embed.md).

Saved as the game's record (rules with the deck, seed, names, first player, every move), which replays it exactly:
a deck of one's own is held whole in it, so a game resumes even once that deck was edited or deleted. There are no
hidden cards (everyone sees the card drawn), so the device never has to be handed over with a screen between.

>>> from web.kings_cup.spec import default_setup
>>> from kings.kings_cup.moves import DRAW
>>> s = Session.new(default_setup(), seed=42).play(DRAW)
>>> Session.from_dict(s.to_dict()) == s, s.to_act, s.needs_handoff
(True, 1, False)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from kings.kings_cup.api import GameRecord
from kings.kings_cup.cup import KingsCup
from kings.kings_cup.moves import Move
from kings.kings_cup.rules import Rules
from web.kings_cup.spec import Setup
from web.shell.reporter import DealReporter
from web.shell.seating import OneDevice, read_record
from web.shell.seats import SeatConfig, names_as_read, read_typed, typed_defaults


@dataclass(frozen=True, slots=True)
class Session(OneDevice):
    """The game in progress (or just finished), and how it was set up."""

    game: KingsCup
    random_first: bool = False  #: who draws first was picked at random (Play again picks again)
    #: the game's end is in the statistics: an undo of the last king and a new end count it once
    counted: bool = False

    @classmethod
    def new(cls, setup: Setup, seed: int) -> Session:
        game = KingsCup.new(setup.rules, seed, setup.names, setup.first_seat(seed))
        return cls(game, setup.first is None)

    @property
    def rules(self) -> Rules:
        """The rules in play."""
        return self.game.rules

    @property
    def to_act(self) -> int | None:
        return self.game.acting

    @property
    def setup(self) -> Setup:
        """The setup that started this game (no seed)."""
        g = self.game
        return Setup(g.names, g.rules, None if self.random_first else g.first)

    # -- transitions ----------------------------------------------------------------------------------
    def play(self, move: Move) -> Session:
        """Play ``move``; raises IllegalMoveError (with the engine's reason) if illegal."""
        return replace(self, game=self.game.play(move))

    def undo(self) -> Session:
        """The game before its last move; IllegalMoveError (with the reason) before the first card."""
        return replace(self, game=self.game.undo())

    # -- a replay (web/shell/replaying.py) ------------------------------------------------------------------
    def replay_start(self) -> Session:
        """The same game before its first card."""
        g = self.game
        return replace(self, game=KingsCup.new(g.rules, g.seed, g.names, g.first), counted=False)

    @property
    def plays(self) -> tuple[Move, ...]:
        """Every move of the game so far, oldest first."""
        return self.game.moves

    def onward(self) -> Session:
        """A game has nothing between its moves: the session itself."""
        return self

    @property
    def dealt(self) -> tuple[Rules, int, int]:
        """What deals this game again (a replay link, kings/recordlink.py): rules, seed, the seat that draws first."""
        return self.game.rules, self.game.seed, self.game.first

    @classmethod
    def from_deal(cls, rules: Rules, seed: int, first: int, seats: tuple[SeatConfig, ...]) -> Session:
        """The game a replay link deals: ``seats`` name the players."""
        return cls(KingsCup.new(rules, seed, tuple(seat.name for seat in seats), first))

    def take_device(self) -> Session:
        return self

    # -- saving ---------------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        typed = typed_defaults(self.game.names)  # (typed names that read as a default name: kept as typed)
        return {"record": GameRecord.of(self.game).to_json(), "random_first": self.random_first,
                "counted": self.counted, **({"typed": list(typed)} if typed else {})}  # fmt: skip

    @classmethod
    def from_dict(cls, data: Any) -> Session:
        """Replay a saved session; raises ValueError (or an engine error, a ValueError too) on damaged data. A player's
        default name is said in the page's language, whichever it was saved in (:func:`names_as_read`)."""
        game = GameRecord.from_json(read_record(data)).replay()
        names = names_as_read(game.names, read_typed(data))
        if names != game.names:
            game = replace(game, names=names)
        return cls(game, data.get("random_first") is True, data.get("counted") is True)


class Reporter(DealReporter[Session]):
    """Kings Cup's widget events: the whole game is one deal and the match, so the last king sends ``deal-over``
    and then ``match-over``."""

    game = "kings-cup"

    def key(self, s: Session) -> tuple[Any, ...]:
        g = s.game
        return g.seed, g.rules, g.names, g.first

    def ended(self, s: Session) -> bool:
        return s.game.over

    def winners(self, s: Session) -> tuple[int, ...]:
        outcome = s.game.outcome
        assert outcome is not None
        return outcome.winners

    def more(self, s: Session) -> dict[str, Any]:
        return {"deck": s.game.rules.deck.name}

    def points(self, s: Session) -> list[tuple[int, int]]:
        return [(p, p) for p in s.game.points]
