"""The hard 3-13 player: one draw of look-ahead with the exact solver over every card it has not seen, the chance of
going out weighed against the others' chance, and a memory of what each player took and threw. It reads nothing but
its own observation.

* **What it cannot see.** The unseen cards are the packs less its own hand, the discard pile and the cards each other
  player is known to hold (the discards it took and has not thrown back: :func:`~kings.three_thirteen.observation.
  known_cards`). The next stock card is any of them, equally likely.
* **A hand's worth** (what it keeps at the end of a turn): its penalty now, less what one more draw from the stock is
  expected to take off it (every unseen card drawn in turn, then the best discard: the hand's ways to complete melds,
  and to swap a costly loose card for a cheap one), less the chance that draw completes the hand times what going out
  is worth beyond its own points: the others caught with theirs (25 points for one other player, growing with the
  square root of their number).
* **Timing.** That going-out bonus counts only if nobody goes out before its next draw: the chance someone does comes
  from how many turns each other player has had (a hazard measured on medium players: about 1% on a first turn and 3%
  more each turn, 15% from the start in the three-card round) and how many discards each took. So early in a round,
  with the others far from out and holding high hands, it builds towards going out to catch them; as they come close,
  it counts on going out less and lowers its own points.
* **Draw.** A wild on the pile is always taken. Otherwise the best hand the top discard makes (after discarding),
  going out with it counted as catching the others, against the expected value of a stock card: the hand's penalty
  less the expected gain of a draw and the going-out bonus.
* **Discard.** The candidates are its natural cards (never a wild) whose loss leaves the fewest points now (five at
  most, within 12 points of the cheapest); each is weighed by the worth of the hand it leaves. Among those worth
  within 4 points of the best, it avoids feeding the next player: a card of a rank that player took may make it a set,
  one within two places of a card it took in that suit a run (a rank it threw this round is safer).
* **Going out** is taken at once (it scores nothing, and waiting only gives the others more turns), throwing the card
  that helps the next player least (then the costliest). On its last turn, once someone has gone out, it lowers its
  penalty as far as it can: the exact best discard, and the top discard only if the exact best hand with it beats a
  stock card's expected one.

Measured choices (bench/README.md, "3-13"): counting the potential of the draws after the next one as well cost 20
points a game against medium; the going-out bonus gained about 3; weighing the next player's needs by sampling its
possible hands did not gain.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from kings.cards import RANK_OF, SUIT_OF, Card, deck
from kings.seeding import Rng
from kings.three_thirteen.discards import discard_penalties
from kings.three_thirteen.melds import best_arrangement, hand_penalty, is_wild
from kings.three_thirteen.moves import DISCARD, STOCK, Discard, Move
from kings.three_thirteen.observation import Observation, known_cards
from kings.three_thirteen.players.common import after_draw, going_out, plain_discards, points
from kings.three_thirteen.rules import Rules

#: A hand, the unseen cards it was weighed against, the wild rank and the rules.
PotentialKey = tuple[tuple[Card, ...], tuple[tuple[Card, int], ...], int, Rules]


@dataclass(frozen=True, slots=True)
class Settings:
    """The hard player's knobs (benchmarks try others; the defaults are what the level plays)."""

    candidates: int = 5  #: discards weighed with the look-ahead (the cheapest by penalty now)
    margin: int = 12  #: ... those leaving at most this many points more than the cheapest
    feed: float = 0.5  #: how much what a discard gives the next player counts
    hazard_start: float = 0.01  #: chance an opponent goes out on its first turn of a round
    hazard_step: float = 0.03  #: ... and how much it grows each turn it has had
    hazard_max: float = 0.4
    hazard_small: float = 0.15  #: the three-card round's chance, from the first turn
    taker: float = 0.04  #: extra chance for each discard an opponent took this round
    feed_meld: float = 5.0  #: what helping the next player to a meld is worth beyond the card's own points
    catch: float = 25.0  #: the points each other player is expected to be caught with when this one goes out
    crowd: float = 0.5  #: ... counted for (players - 1) ** crowd of them
    timing: bool = True  #: the going-out chance counted only if nobody goes out first (the risk of the round ending)
    close: float = 4.0  #: discards whose hands are worth within this much of the best are weighed by what they feed


class HardPlayer:
    """One draw of look-ahead with the exact solver, the others' risk and the next player's needs (see the doc)."""

    level = "hard"

    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings or Settings()
        #: potentials already weighed, by (hand, unseen cards, wild rank, rules): the draw's work serves the discard of
        #: the same turn
        self.potentials: dict[PotentialKey, tuple[float, float]] = {}

    def choose(self, obs: Observation, legal: Sequence[Move], rng: Rng) -> Move:
        if len(legal) == 1:
            return legal[0]
        if len(self.potentials) > 4000:
            self.potentials.clear()
        view = View(obs, self.settings, self.potentials)
        if obs.phase == "draw":
            return view.draw()
        out = going_out(legal, obs.rules)
        if out is not None:
            return view.go_out(legal)
        return view.discard(plain_discards(legal, obs.wild))


class View:
    """One decision's working: the seat's observation and what follows from it."""

    def __init__(self, obs: Observation, settings: Settings,
                 potentials: dict[PotentialKey, tuple[float, float]] | None = None) -> None:  # fmt: skip
        self.obs = obs
        self.s = settings
        self.rules: Rules = obs.rules
        self.wild = obs.wild
        self.known = known_cards(obs.history, obs.players)
        self.unseen = self._unseen()
        self.total_unseen = sum(self.unseen.values())
        self.risk = self._risk()
        self.next_seat = (obs.seat + 1) % obs.players
        self._potentials = {} if potentials is None else potentials
        #: what going out is worth beyond its own penalty: the others caught with theirs
        self.catch: float = settings.catch * float(obs.players - 1) ** settings.crowd
        #: ... which it collects only if nobody goes out before its next draw
        self.catch_now: float = self.catch * (1.0 - self.risk if settings.timing else 1.0)
        self._unseen_key = tuple(sorted(self.unseen.items()))

    # -- what it knows -----------------------------------------------------------------------------------------------
    def _unseen(self) -> Counter[Card]:
        rules = self.rules
        left = Counter(deck(jokers=rules.jokers * rules.packs, packs=rules.packs))
        left.subtract(self.obs.hand)
        left.subtract(self.obs.pile)
        for s, cards in enumerate(self.known):
            if s != self.obs.seat:
                left.subtract(cards)
        return +left

    def _turns(self, seat: int) -> int:
        return sum(1 for e in self.obs.history if e.seat == seat and e.kind in ("throw", "out"))

    def _risk(self) -> float:
        """The chance that someone goes out before this seat's next turn."""
        obs, s = self.obs, self.s
        if obs.out is not None:
            return 1.0
        stay = 1.0
        for seat in range(obs.players):
            if seat == obs.seat:
                continue
            turns = self._turns(seat)
            if obs.cards == 3:
                h = s.hazard_small
            else:
                h = min(s.hazard_max, s.hazard_start + s.hazard_step * turns)
            taken = sum(1 for e in obs.history if e.seat == seat and e.kind == "pile")
            stay *= 1.0 - min(0.9, h + s.taker * taken)
        return 1.0 - stay

    # -- a hand's worth ------------------------------------------------------------------------------------------------
    def potential(self, hand: list[Card]) -> tuple[float, float]:
        """What one draw from the stock is expected to do for the hand (the draw, then the best discard), over every
        unseen card: how much it lowers the penalty (the ways to complete melds, and to swap a costly loose card for a
        cheap one), and the chance that it completes the hand (going out)."""
        key = (tuple(sorted(hand)), self._unseen_key, self.wild, self.rules)
        found = self._potentials.get(key)
        if found is not None:
            return found
        now = hand_penalty(hand, self.wild, self.rules)
        if now == 0 or not self.total_unseen:
            self._potentials[key] = (0.0, 0.0)
            return 0.0, 0.0
        arrangement = best_arrangement(hand, self.wild, self.rules)
        top_dead = max((points(c, self.rules) for c in arrangement.deadwood if not is_wild(c, self.wild)), default=0)
        naturals = [c for c in hand if not is_wild(c, self.wild)]
        ranks = {RANK_OF[c] for c in naturals}
        near = {(SUIT_OF[c], RANK_OF[c]) for c in naturals}
        wilds = len(hand) - len(naturals)
        reach = 2 + wilds
        gain = 0.0
        completing = 0
        for card, count in self.unseen.items():
            if is_wild(card, self.wild) or wilds >= 2 or RANK_OF[card] in ranks or any(
                    (SUIT_OF[card], RANK_OF[card] + k) in near for k in range(-reach, reach + 1) if k):
                value = points(card, self.rules)
                if is_wild(card, self.wild) or hand_penalty([*hand, card], self.wild, self.rules) < now + value:
                    after = best_arrangement([*hand, card], self.wild, self.rules)
                    loose = [points(c, self.rules) for c in after.deadwood if not is_wild(c, self.wild)]
                    left = after.penalty - max(loose, default=0)
                    if left == 0:
                        completing += count
                    better = now - left
                else:  # it melds with nothing here: as below
                    better = top_dead - value
            else:  # it fits nothing: keep it instead of the costliest loose card, or throw it back
                better = top_dead - points(card, self.rules)
            if better > 0:
                gain += count * better
        result = (gain / self.total_unseen, completing / self.total_unseen)
        self._potentials[key] = result
        return result

    def worth(self, hand: list[Card]) -> float:
        """What a hand kept at the end of a turn is worth (lower is better): its penalty, less what the next draw is
        expected to take off it, less the chance that draw completes it times the going-out bonus (see the doc)."""
        now = hand_penalty(hand, self.wild, self.rules)
        gain, out = self.potential(hand)
        return now - gain - self.catch_now * out

    # -- the next player's needs ---------------------------------------------------------------------------------------
    def feeds(self, card: Card) -> float:
        """What ``card`` on the pile may give the next player, from what it is known to hold and what it threw: a wild
        is a gift; a card of a rank it took may make it a set, one within two places of a card it took in that suit a
        run; a card of a rank it threw this round is less likely to help it."""
        if self.obs.out == self.next_seat:  # it went out: nobody takes this card
            return 0.0
        if is_wild(card, self.wild):
            return 20.0
        rank, suit = RANK_OF[card], SUIT_OF[card]
        danger = 0.0
        for held in self.known[self.next_seat]:
            if is_wild(held, self.wild):
                continue
            if RANK_OF[held] == rank:
                danger += 1.0
            elif SUIT_OF[held] == suit and abs(RANK_OF[held] - rank) <= 2:
                danger += 0.6
        thrown = {RANK_OF[e.card] for e in self.obs.history
                  if e.seat == self.next_seat and e.kind == "throw" and e.card is not None}  # fmt: skip
        if rank in thrown:
            danger *= 0.5
        return danger * (points(card, self.rules) + self.s.feed_meld)

    # -- the decisions -----------------------------------------------------------------------------------------------
    def draw(self) -> Move:
        obs = self.obs
        top = obs.top
        if is_wild(top, self.wild):
            return DISCARD
        hand = list(obs.hand)
        if obs.out is not None:  # the last turn: the exact best draw
            exact = after_draw(hand, top, self.wild, self.rules, taken=True)
            return DISCARD if exact < hand_penalty(hand, self.wild, self.rules) - self.potential(hand)[0] else STOCK
        # The discard's best hand against the stock's expected hand after this draw (going out counted as catching
        # the others).
        now = hand_penalty(hand, self.wild, self.rules)
        gain, out = self.potential(hand)
        take = after_draw(hand, top, self.wild, self.rules, taken=True)
        return DISCARD if take - (self.catch if take == 0 else 0.0) < now - gain - self.catch_now * out else STOCK

    def discard(self, cards: list[Card]) -> Move:
        obs = self.obs
        hand = list(obs.hand)
        if obs.out is not None:  # the last turn: the exact best discard, then the one that feeds the next player least
            left = discard_penalties(hand, self.wild, self.rules)
            return Discard(min(cards, key=lambda c: (left[c], self.feeds(c), -points(c, self.rules), c)))
        left = discard_penalties(hand, self.wild, self.rules)
        ranked = sorted(cards, key=lambda c: (left[c], -points(c, self.rules), c))[: self.s.candidates]
        ranked = [c for c in ranked if left[c] <= left[ranked[0]] + self.s.margin]
        worths = []
        for card in ranked:
            rest = list(hand)
            rest.remove(card)
            worths.append((self.worth(rest), -points(card, self.rules), card))
        worths.sort()
        # What each close candidate gives the next player decides between them.
        close = [w for w in worths if w[0] <= worths[0][0] + self.s.close][:3]
        if not self.s.feed:
            return Discard(close[0][2])
        best = min((w + self.s.feed * self.feeds(card), tie, card) for w, tie, card in close)
        return Discard(best[2])

    def go_out(self, legal: Sequence[Move]) -> Move:
        outs = [m for m in legal if isinstance(m, Discard) and m.out]
        return min(outs, key=lambda m: (self.feeds(m.card), -points(m.card, self.rules), m.card))
