"""How the hard King player chooses, auctions, bids for and settles a positive hand, by playing it out.

It deals the hidden cards at random a number of times (consistently with what its seat has seen) and on each
deal plays every way the hand could go (up with each trump suit or none, down) to the end with the medium
player's cards at every seat (:mod:`kings.king.players.fastplay`), noting every seat's points: a
:class:`Forecast`. Then every choice is valued on the same deals:

* a declaration: its mean score;
* the auction: on each deal the bidding is played out with a model of the others, who know only their own cards
  and value them as the medium player counts them (:meth:`Forecast.willing`: a player makes the cheapest bid, or
  a match, that its count says the hand with its own trumps is worth over the beneficiary's choice), and then the
  beneficiary's best answer to where the bidding stopped (accept, decline and declare, forfeit a foiled auction,
  the ultimatum), chosen on the mean over the deals that stop the same way (what the beneficiary knows then);
  what each answer brings is the deal's points played out;
* the ultimatum: on each deal the first player, in bidding order, whose count makes 8 up worth more than the hand
  played down takes it and pays 200; if nobody does, the hand is played down;
* a bid, a match or a pass: the rest of the bidding and the beneficiary's answer (by its count, if it is another
  player) played out the same way;
* accepting or declining: the mean of each, over the deals weighted by how well they fit the bid standing (a
  deal on which the holder would not have bid so high counts for less: inference from the bidding).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from kings.cards import Card
from kings.king.auction import LADDER, Auction, Bid
from kings.king.contracts import DOWN_EACH, UP_EACH, Contract
from kings.king.hand import PLAYERS, Hand
from kings.king.moves import (
    ACCEPT,
    AUCTION,
    DECLARATIONS,
    DECLINE,
    FORFEIT,
    MATCH,
    PASS,
    ULTIMATUM,
    UP_DECLARATIONS,
    Declare,
    Move,
)
from kings.king.observation import KingObservation
from kings.king.players.fastplay import MEDIUM, Position
from kings.king.players.inference import Dealer
from kings.king.players.medium import Values, accept_value, values
from kings.seeding import Rng

MARGIN = 10.0  #: how much an auction, a bid or an ultimatum must beat the safe choice by before it is made
MODEL_MARGIN = 10.0  #: the bidders of the model bid only what is worth this much more to them
UNLIKELY = 0.3  #: the weight of a deal on which the player holding the bid would not have bid so high
EIGHT_UP = Bid(8)
FORFEIT_POINTS = 4 * UP_EACH  #: a forfeited hand: 4 up for the beneficiary
FORFEITED_EACH = 3 * UP_EACH  #: and 3 up for each other player
DOWN = Declare(down=True)


@dataclass(frozen=True, slots=True)
class Forecast:
    """Every seat's points on sampled deals, each way to play the hand, from ``seat``'s view."""

    seat: int
    beneficiary: int
    scores: tuple[dict[Declare, tuple[int, ...]], ...]  #: per deal, per declaration: every seat's points
    tricks: tuple[int, ...]  #: per deal: the beneficiary's tricks played down (a down bid's payment)
    counts: tuple[tuple[Values, ...], ...]  #: per deal: every seat's counts of its cards (what it knows)
    rebid_after_pass: bool = False
    score: dict[Declare, float] = field(default_factory=dict)  #: the seat's mean points in each declaration

    def __post_init__(self) -> None:
        n = len(self.scores)
        self.score.update({d: sum(s[d][self.seat] for s in self.scores) / n for d in DECLARATIONS})

    def best(self, declarations: Sequence[Declare] = DECLARATIONS) -> Declare:
        """The seat's best declaration on the mean (no trumps first among equals)."""
        score = self.score
        return max(declarations, key=lambda d: (score[d], d == Declare()))

    # -- the others, on one deal: they know their own cards only, and count them as the medium player does -----
    def chosen(self, i: int) -> Declare:
        """The beneficiary's declaration on deal ``i``: its best on the mean if it is this seat, else the better
        way by its counts."""
        if self.beneficiary == self.seat:
            return self.best()
        v = self.counts[i][self.beneficiary]
        return DOWN if v.down > v.up else Declare(trump=v.trump)

    def won(self, i: int, seat: int, bid: Bid) -> tuple[int, Declare]:
        """What winning ``bid`` brings ``seat`` on deal ``i`` (its hand less the payment), and its declaration:
        its best trumps on the mean if it is this seat, else by its counts."""
        if bid.down:
            declare = DOWN
        elif seat == self.seat:
            declare = self.best(UP_DECLARATIONS)
        else:
            declare = Declare(trump=self.counts[i][seat].trump)
        return self.scores[i][declare][seat] - self.paid(i, bid), declare

    def paid(self, i: int, bid: Bid) -> int:
        """What the winner of ``bid`` pays the beneficiary on deal ``i``."""
        return DOWN_EACH * min(bid.tricks, self.tricks[i]) if bid.down else UP_EACH * bid.tricks

    def willing(self, i: int, seat: int, bid: Bid) -> bool:
        """Whether ``seat`` bids ``bid`` on deal ``i``: by its counts, the hand it would play is worth the bid and a
        margin more than the beneficiary's choice (half up without its trumps, half down)."""
        v = self.counts[i][seat]
        otherwise = (v.up_plain + v.down) / 2 + MODEL_MARGIN
        if bid.down:
            return v.down - bid.points > otherwise
        return v.up - bid.points > otherwise

    def bidding(self, i: int, a: Auction) -> Auction:
        """The rest of the bidding on deal ``i``, every player making the cheapest bid (or match) it is
        :meth:`willing` to make, else passing."""
        for _ in range(64):
            if a.finished:
                break
            seat = a.turn
            if a.may_match() and a.high is not None and self.willing(i, seat, a.high):
                a = a.match()
                continue
            bid = next((b for b in a.legal_bids() if self.willing(i, seat, b)), None)
            a = a.bid(bid) if bid is not None else a.pass_()
        return a

    # -- what each answer of the beneficiary brings ----------------------------------------------------------
    def accepted(self, i: int, bid: Bid, holder: int) -> tuple[int, ...]:
        """Every seat's points on deal ``i`` when ``holder`` wins ``bid``, pays, and plays its hand."""
        _points, declare = self.won(i, holder, bid)
        out = list(self.scores[i][declare])
        paid = self.paid(i, bid)
        out[holder] -= paid
        out[self.beneficiary] += paid
        return tuple(out)

    def declared(self, i: int) -> tuple[int, ...]:
        return self.scores[i][self.chosen(i)]

    def ultimatum(self, i: int, first: int = 1) -> tuple[int, ...]:
        """Every seat's points on deal ``i`` after an ultimatum, answered from the ``first``-th player in bidding
        order: the first whose counts make 8 up worth more than the hand played down takes it; if none does, the
        hand is played down."""
        for k in range(first, PLAYERS):
            seat = (self.beneficiary + k) % PLAYERS
            v = self.counts[i][seat]
            if v.up - EIGHT_UP.points > v.down + MODEL_MARGIN:
                return self.accepted(i, EIGHT_UP, seat)
        return self.scores[i][DOWN]

    def forfeited(self) -> tuple[int, ...]:
        return tuple(FORFEIT_POINTS if s == self.beneficiary else FORFEITED_EACH for s in range(PLAYERS))

    def answers(self, i: int, a: Auction) -> dict[Move, tuple[int, ...]]:
        """Every answer the beneficiary has to a finished bidding ``a`` on deal ``i``, and every seat's points."""
        out: dict[Move, tuple[int, ...]] = {}
        if a.high is not None and a.holder is not None:
            out[ACCEPT] = self.accepted(i, a.high, a.holder)
            if a.high.ultimatum:
                return out
            out[DECLINE] = self.declared(i)
        else:
            out[DOWN] = self.declared(i)  # the beneficiary declares (the key stands for any declaration)
        if not a.declined:
            out[ULTIMATUM] = self.ultimatum(i)
        if a.bids <= 3:
            out[FORFEIT] = self.forfeited()
        return out

    def after_bidding(self, a: Auction, deals: Sequence[int] | None = None) -> list[float]:
        """``seat``'s points on each deal (of ``deals``, default all) when the bidding goes on from ``a`` as the
        model says and the beneficiary then answers as it would: the best answer on the mean over the deals where
        the bidding stopped the same way (it sees where it stopped, not the cards)."""
        idx = range(len(self.scores)) if deals is None else deals
        ends = {i: self.bidding(i, a) for i in idx}
        groups: dict[tuple[Bid | None, int | None, bool], list[int]] = {}
        for i, end in ends.items():
            groups.setdefault((end.high, end.holder, end.bids <= 3), []).append(i)
        out = dict.fromkeys(idx, 0.0)
        for group in groups.values():
            options = [self.answers(i, ends[i]) for i in group]
            if self.beneficiary == self.seat:  # this seat answers as it will then (:meth:`best_answer`)
                best = self.best_answer(ends[group[0]])
                for i, o in zip(group, options, strict=True):
                    out[i] = o[best][self.seat]
            else:  # another beneficiary answers by its counts, deal by deal
                for i, o in zip(group, options, strict=True):
                    out[i] = o[self.answer_of(i, ends[i], o)][self.seat]
        return list(out.values())

    def best_answer(self, a: Auction) -> Move:
        """This seat's answer, as beneficiary, to the finished bidding ``a``, chosen as :func:`settle` will choose it:
        the best mean over every deal, weighted by how well each fits the bid standing (the ultimatum only when it
        clearly pays). Never the best answer on the deals where the bidding ended so: with a few deals in a group
        that would pick each deal's answer knowing how the deal plays out, and make every auction look rich."""
        n = range(len(self.scores))
        weights = _fit(self, a)
        table = [self.answers(i, a) for i in n]
        values = {m: _mean([t[m][self.seat] for t in table], weights) for m in table[0]}
        safe = max((m for m in values if m != ULTIMATUM), key=lambda m: (values[m], m == ACCEPT), default=None)
        if safe is None or (ULTIMATUM in values and values[ULTIMATUM] > values[safe] + MARGIN):
            return ULTIMATUM
        return safe

    def answer_of(self, i: int, a: Auction, options: dict[Move, tuple[int, ...]]) -> Move:
        """Another beneficiary's answer on deal ``i``, by its counts (as the medium player answers)."""
        v = self.counts[i][self.beneficiary]
        own = max(v.up, v.down)
        values: dict[Move, float] = {DECLINE if a.high is not None else DOWN: own}
        if ACCEPT in options and a.high is not None:
            values[ACCEPT] = accept_value(v, a.high)
            if a.high.ultimatum:
                return ACCEPT
        if FORFEIT in options:
            values[FORFEIT] = float(FORFEIT_POINTS)
        best = max(values, key=lambda m: (values[m], m == ACCEPT))
        if best in (DECLINE, DOWN) and v.down > v.up and ULTIMATUM in options:
            return ULTIMATUM
        return best


def forecast(obs: KingObservation, rng: Rng, deals: int) -> Forecast | None:
    """Play every declaration out on ``deals`` random deals of the hidden cards (None if none could be dealt)."""
    dealt: list[tuple[tuple[Card, ...], ...]] = []
    dealer = Dealer(obs)
    for _ in range(deals):
        hands = dealer.deal(rng)
        if hands is not None:
            dealt.append(hands)
    if not dealt:
        return None
    scores: list[dict[Declare, tuple[int, ...]]] = []
    tricks: list[int] = []
    counts = tuple(tuple(values(h) for h in hands) for hands in dealt)
    for hands in dealt:
        deal: dict[Declare, tuple[int, ...]] = {}
        for declare in DECLARATIONS:
            p = Position.of(Hand(Contract(down=declare.down, trump=declare.trump), obs.dealer, hands, obs.dealer))
            deal[declare] = tuple(p.play_out(MEDIUM))
            if declare.down:
                tricks.append(p.won[obs.dealer])
        scores.append(deal)
    return Forecast(obs.seat, obs.dealer, tuple(scores), tuple(tricks), counts, obs.rules.rebid_after_pass)


def _mean(xs: Sequence[float], weights: Sequence[float] | None = None) -> float:
    if weights is None:
        return sum(xs) / max(1, len(xs))
    return sum(x * w for x, w in zip(xs, weights, strict=True)) / max(1e-9, sum(weights))


def choose(legal: Sequence[Move], f: Forecast, auctions: bool = True) -> Move:
    """The beneficiary's first choice: its best declaration (or a forfeit, where the rules allow one at once), or
    an auction when playing the bidding out says it clearly pays more."""
    options: dict[Move, float] = {d: v for d, v in f.score.items() if d in legal}
    if FORFEIT in legal:
        options[FORFEIT] = float(FORFEIT_POINTS)
    best = max(options, key=lambda m: (options[m], m == DECLARATIONS[0]))
    if auctions and AUCTION in legal:
        value = _mean(f.after_bidding(Auction.open(f.beneficiary, f.rebid_after_pass)))
        if value > options[best] + MARGIN:
            return AUCTION
    return best


def _fit(f: Forecast, a: Auction) -> list[float]:
    """Each deal's weight given the bid standing: lower where its holder would not have bid it."""
    if a.high is None or a.holder is None:
        return [1.0] * len(f.scores)
    high, holder = a.high, a.holder
    return [1.0 if f.willing(i, holder, high) else UNLIKELY for i in range(len(f.scores))]


def settle(obs: KingObservation, legal: Sequence[Move], f: Forecast) -> Move:
    """The beneficiary's answer to the bidding: the answer with the best mean over the deals (weighted by how well
    they fit the bid standing); a declaration, when it chooses the hand itself, is its best."""
    a = obs.auction
    assert a is not None
    weights = _fit(f, a)
    n = range(len(f.scores))
    values: dict[Move, float] = {}
    for move in legal:
        if move in (ACCEPT, DECLINE, ULTIMATUM, FORFEIT):
            values[move] = _mean([f.answers(i, a)[move][f.seat] for i in n], weights)
    declarations = [m for m in legal if isinstance(m, Declare)]
    if declarations:
        best = max(declarations, key=lambda d: (_mean([f.scores[i][d][f.seat] for i in n], weights), d == Declare()))
        values[best] = _mean([f.scores[i][best][f.seat] for i in n], weights)
    safe = max((m for m in values if m != ULTIMATUM), key=lambda m: (values[m], m == ACCEPT), default=None)
    if safe is None or (ULTIMATUM in values and values[ULTIMATUM] > values[safe] + MARGIN):
        return ULTIMATUM
    return safe


def bid(obs: KingObservation, legal: Sequence[Move], f: Forecast) -> Move:
    """A bidder's move: each bid, a match and a pass played on (the rest of the bidding and the beneficiary's answer,
    as the model says); a bid or a match only when it clearly beats passing."""
    a = obs.auction
    assert a is not None
    weights = _fit(f, a)
    values: dict[Move, float] = {PASS: _mean(f.after_bidding(a.pass_()), weights)}
    if MATCH in legal:
        values[MATCH] = _mean(f.after_bidding(a.match()), weights)
    for move in legal:
        if isinstance(move, Bid):
            values[move] = _mean(f.after_bidding(a.bid(move)), weights)
    best = max(values, key=lambda m: (values[m], m == PASS, -LADDER.index(m) if isinstance(m, Bid) else 0))
    return best if values[best] > values[PASS] + MARGIN else PASS


def answer(obs: KingObservation, legal: Sequence[Move], f: Forecast) -> Move:
    """The answer to an ultimatum: 8 up when winning it clearly beats passing (the players after this one may still
    take it; if none does, the hand is played down)."""
    if EIGHT_UP not in legal:
        return PASS
    order = (obs.seat - f.beneficiary) % PLAYERS
    n = range(len(f.scores))
    take = _mean([f.accepted(i, EIGHT_UP, obs.seat)[obs.seat] for i in n])
    passed = _mean([f.ultimatum(i, order + 1)[obs.seat] for i in n])
    return EIGHT_UP if take > passed + MARGIN else PASS
