"""A session of Klondike: the house protocol's match. ``rules.session_deals`` deals in a row whose scores add up, as
the Vegas "cumulative score" of the classic versions (with standard scoring, the points add up the same way).

Deal ``i`` (from 0) is shuffled with ``derive_seed(seed, i)``. The session is over once its last deal ends; its one
seat is then its winner (a session is played alone; its total says how it went).

>>> from kings.klondike.moves import GIVE_UP
>>> from kings.klondike.rules import preset
>>> session = Session.new(preset("vegas-three"), seed=5)
>>> while not session.over:
...     session = session.play(GIVE_UP) if session.deal else session.next_deal()
>>> len(session.results), session.totals, session.winners
(10, (-520,), (0,))
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from kings.errors import IllegalMoveError
from kings.i18n import _
from kings.klondike.deal import Deal
from kings.klondike.moves import Move
from kings.klondike.observation import Observation
from kings.klondike.rules import Rules
from kings.seeding import check_seed, derive_seed


@dataclass(frozen=True, slots=True)
class Standing:
    """The one seat's line in a session's standings."""

    seat: int
    total: int
    place: int = 1
    out: bool = False


@dataclass(frozen=True, slots=True)
class Session:
    """An immutable session of Klondike deals."""

    rules: Rules
    seed: int
    total: int = 0
    results: tuple[Deal, ...] = ()  #: every finished deal, as it ended
    current: Deal | None = None

    @classmethod
    def new(cls, rules: Rules, seed: int, players: int = 1) -> Session:
        """A new session, its first deal dealt."""
        rules.validate(players)
        check_seed(seed)
        return cls(rules, seed, current=Deal.new(rules, derive_seed(seed, 0)))

    @property
    def players(self) -> int:
        return 1

    @property
    def deal(self) -> Deal | None:
        """The deal in progress (None between deals and at the end)."""
        return self.current

    @property
    def over(self) -> bool:
        return self.current is None and len(self.results) >= self.rules.session_deals

    @property
    def totals(self) -> tuple[int, ...]:
        return (self.total,)

    @property
    def winners(self) -> tuple[int, ...]:
        return (0,) if self.over else ()

    @property
    def won(self) -> int:
        """Deals won so far."""
        return sum(d.won for d in self.results)

    def play(self, move: Move) -> Session:
        """Play a move in the deal in progress; a deal that ends is scored."""
        if self.current is None:
            reason = _("The session is over.") if self.over else _("No deal is being played: deal the next one.")
            raise IllegalMoveError(reason)
        deal = self.current.play(move)
        if not deal.over:
            return replace(self, current=deal)
        return replace(self, current=None, results=self.results + (deal,), total=self.total + deal.score)

    def next_deal(self) -> Session:
        """Deal the next deal of the session."""
        if self.over:
            raise IllegalMoveError(_("The session is over."))
        if self.current is not None:
            raise IllegalMoveError(_("Finish the deal being played first."))
        return replace(self, current=Deal.new(self.rules, derive_seed(self.seed, len(self.results))))

    def match_seat(self, deal_seat: int) -> int:
        return 0

    def observe(self, deal_seat: int = 0) -> Observation:
        """What the player sees of the deal in progress, with the session's total before it."""
        if self.current is None:
            raise IllegalMoveError(_("No deal is being played."))
        return replace(self.current.observe(deal_seat), total=self.total)

    def standings(self) -> tuple[Standing, ...]:
        return (Standing(0, self.total),)
