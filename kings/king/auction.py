"""The auction of a positive hand in King, as a pure state machine.

Source (``seeds/000_07c215abc0a5bb30.txt``): the beneficiary may auction the right to choose the
hand to the highest bidder. Players bid in turn, clockwise from the beneficiary's left, each bid
higher in points than the last, in the order 1 up, 2 up, 3 up = 1 down, 4 up, 5 up, 6 up = 2 down,
7 up, 8 up (an up trick is worth 25, a down trick 75). *Preference*: an earlier bidder (nearer the
beneficiary's left) may match a later bid on exactly the same terms and so take it over. Whether a
player who passed may bid again "should be agreed beforehand" (an option). When the bidding stops
the beneficiary accepts or declines the last bid; an 8 up bid is an ultimatum and must be accepted.

Decisions where the source is silent (on the rules page): the bidding ends when every other player
still in has passed since the last bid (or match); a match counts as a bid for the foiled auction
(three bids or fewer let the beneficiary forfeit the hand).

>>> a = Auction.open(beneficiary=0)
>>> a.turn, [str(b) for b in a.legal_bids()][:4]
(1, ['1 up', '2 up', '3 up', '1 down'])
>>> a = a.bid(Bid(2)).bid(Bid(3))        # seat 1 bids 2 up, seat 2 bids 3 up
>>> a.turn, a.may_match()                # seat 3 sits after seat 2: no preference over it
(3, False)
>>> a = a.pass_()                         # seat 3 passes; seat 1 may match 3 up and take it
>>> a.turn, a.may_match()
(1, True)
>>> a = a.match(); a.holder, str(a.high), a.turn
(1, '3 up', 2)
>>> a = a.pass_(); a.finished, a.holder, a.bids  # seat 2 passes, seat 3 is out: seat 1 holds 3 up
(True, 1, 3)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from kings.errors import IllegalMoveError
from kings.i18n import _, npgettext, pgettext

PLAYERS = 4
UP_POINTS, DOWN_POINTS = 25, 75
MAX_UP, MAX_DOWN = 8, 2  #: 8 up is the limit (an ultimatum); 6 up = 2 down is the highest down bid


@dataclass(frozen=True, slots=True)
class Bid:
    """A bid: this many tricks, up or down. Bids are compared by points alone (:meth:`beats`): 3 up and 1 down are
    worth the same, so neither beats the other."""

    tricks: int
    down: bool = False

    def __post_init__(self) -> None:
        top = MAX_DOWN if self.down else MAX_UP
        if not 1 <= self.tricks <= top:
            raise ValueError(f"A bid is 1 to {top} {'down' if self.down else 'up'}, not {self.tricks}.")

    @property
    def points(self) -> int:
        return self.tricks * (DOWN_POINTS if self.down else UP_POINTS)

    def beats(self, other: Bid | None) -> bool:
        """Whether this bid may follow ``other`` (None: no bid yet): "Each bid must be higher in total points than
        the previous one"."""
        return other is None or self.points > other.points

    def __str__(self) -> str:
        return f"{self.tricks} {'down' if self.down else 'up'}"

    @property
    def ultimatum(self) -> bool:
        return not self.down and self.tricks == MAX_UP


def bid_words(bid: Bid) -> str:
    """A bid as the table says it, in the language in use: ``3 up``, ``1 down`` (``str(bid)`` is the notation)."""
    if bid.down:
        # Translators: a bid in the auction: so many tricks, played down
        return pgettext("bid", "{n} down").format(n=bid.tricks)
    # Translators: a bid in the auction: so many tricks, played up
    return pgettext("bid", "{n} up").format(n=bid.tricks)


def bid_phrase(bid: Bid) -> str:
    """A bid inside a sentence, in the language in use: ``3 up`` in English, where a language may say the tricks
    (``3 vazas para cima``); :func:`bid_words` is the short form of buttons and calls.

    >>> bid_phrase(Bid(3)), bid_phrase(Bid(1, down=True))
    ('3 up', '1 down')
    """
    if bid.down:
        # Translators: a bid inside a sentence ("Ben bids 2 down (150 points)"): so many tricks, played down
        return npgettext("bid in a sentence", "{n} down", "{n} down", bid.tricks).format(n=bid.tricks)
    # Translators: a bid inside a sentence ("Ben bids 3 up (75 points)"): so many tricks, played up
    return npgettext("bid in a sentence", "{n} up", "{n} up", bid.tricks).format(n=bid.tricks)


#: Every bid, lowest first (equal points: the up bid first, as the source lists them).
LADDER: tuple[Bid, ...] = tuple(sorted([Bid(t) for t in range(1, MAX_UP + 1)] + [Bid(t, True) for t in (1, 2)],
                                       key=lambda b: (b.points, b.down)))


@dataclass(frozen=True, slots=True)
class Auction:
    """An auction in progress. ``holder`` holds ``high`` (None before any bid); ``turn`` is to speak."""

    beneficiary: int
    turn: int
    high: Bid | None = None
    holder: int | None = None
    passed: frozenset[int] = frozenset()  #: players who passed (out of the bidding unless rebids are allowed)
    since: frozenset[int] = frozenset()  #: players who passed since the last bid or match
    bids: int = 0  #: bids and matches made (three or fewer: a foiled auction)
    rebid_after_pass: bool = False

    @classmethod
    def open(cls, beneficiary: int, rebid_after_pass: bool = False) -> Auction:
        return cls(beneficiary, (beneficiary + 1) % PLAYERS, rebid_after_pass=rebid_after_pass)

    # -- who sits where -------------------------------------------------------------------------
    def order(self, seat: int) -> int:
        """1 for the beneficiary's left, 2 and 3 after: lower has preference."""
        return (seat - self.beneficiary) % PLAYERS

    def _in(self, seat: int) -> bool:
        return seat != self.beneficiary and (self.rebid_after_pass or seat not in self.passed)

    @property
    def declined(self) -> bool:
        """Bids were made and none stands: the beneficiary declined the last one, which closes the auction."""
        return self.high is None and self.bids > 0

    @property
    def finished(self) -> bool:
        """Every other player still in has passed since the last bid (or nobody is left to speak)."""
        others = [s for s in range(PLAYERS) if s != self.beneficiary and s != self.holder and self._in(s)]
        return all(s in self.since for s in others)

    # -- what the player to speak may do ---------------------------------------------------------
    def legal_bids(self) -> tuple[Bid, ...]:
        return tuple(b for b in LADDER if b.beats(self.high))

    def may_match(self) -> bool:
        holder = self.holder
        return holder is not None and holder != self.turn and self.order(self.turn) < self.order(holder)

    def bid(self, bid: Bid) -> Auction:
        if self.high is not None and not bid.beats(self.high):
            raise IllegalMoveError(_("A bid must be worth more than {bid} ({points} points).").format(
                bid=bid_phrase(self.high), points=self.high.points))
        return self._after(replace(self, high=bid, holder=self.turn, since=frozenset(), bids=self.bids + 1))

    def match(self) -> Auction:
        if not self.may_match():
            if self.holder is None:
                raise IllegalMoveError(_("There is no bid to match yet."))
            raise IllegalMoveError(_("You may match only a bid made by someone after you in the bidding order "
                                     "(preference goes to the players nearer the beneficiary's left)."))  # fmt: skip
        return self._after(replace(self, holder=self.turn, since=frozenset(), bids=self.bids + 1))

    def pass_(self) -> Auction:
        return self._after(replace(self, passed=self.passed | {self.turn}, since=self.since | {self.turn}))

    def _after(self, a: Auction) -> Auction:
        """Move the turn on to the next player still in (skipping the beneficiary and the holder)."""
        if a.finished:
            return a
        seat = a.turn
        for _step in range(PLAYERS):
            seat = (seat + 1) % PLAYERS
            if seat != a.beneficiary and seat != a.holder and a._in(seat):
                return replace(a, turn=seat)
        return a  # pragma: no cover - finished covers it
