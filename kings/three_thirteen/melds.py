"""The exact meld solver: the best arrangement of any hand into sets and runs, wild cards and jokers included.

One function, :func:`best_arrangement`, says everything the game needs of a hand: the least penalty its
unmelded cards can cost, and the sets and runs that reach it. It decides whether a player may go out, lays
out the hand on screen, scores every round, and drives the hints and the CPU players. It is exact: the tests
compare it with a brute force over every partition of thousands of random hands.

>>> from kings.cards import parse_cards
>>> from kings.three_thirteen.rules import Rules
>>> a = best_arrangement(parse_cards("5S.6S.7S.6H.6D.6C.9D"), wild_rank=3, rules=Rules())
>>> a.penalty, [m.label for m in a.melds], [c.label for c in a.deadwood]
(9, ['6♣ 6♦ 6♥', '5♠ 6♠ 7♠'], ['9♦'])
>>> a = best_arrangement(parse_cards("5H.7H.KS.9C"), wild_rank=13, rules=Rules())
>>> a.penalty, [m.label for m in a.melds], [c.label for c in a.deadwood]
(9, ['5♥ K♠(6♥) 7♥'], ['9♣'])

**How.** Wild cards (the round's wild rank, and jokers) can stand anywhere, so the search looks only at the
natural cards, with a budget of wilds: a set of k naturals needs max(0, 3 - k) wilds, a run needs its gaps
filled (and one more wild when two naturals are all it has). Wilds left over join any meld. The natural cards
are searched lowest card first: that card is either left over, or in a set with other cards of its rank, or
the lowest natural of a run of its suit (or, with aces high, the ace at the top of one). A run always takes
every natural of its suit inside its span (swapping a wild in the run for a natural used elsewhere never costs
anything), so a run is known by its top card alone. Each position's answer is one vector: the least left-over
points with at most 0, 1, 2, ... wilds, memoised on the natural cards (a multiset packed in one integer), so
the same cards met again (another discard, the next turn, another player) cost one look-up.

Decisions (on the rules page too): a wild card stands for any card and is never needed as itself (it can always
fill its own place); a wild card left in hand costs its own points (a joker 20); when no meld can be made at all,
three or more wilds make a meld of their own only if the rules allow melds of wilds alone (``wild_melds``).

Where the wild cards stand in the melds laid out is :mod:`kings.three_thirteen.meld_layout`'s; what each discard
leaves (the ways to go out, every discard's penalty) is :mod:`kings.three_thirteen.discards`'.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from kings.cards import CARDS, JOKER_INDEX, RANK_OF, Card
from kings.three_thirteen.meld_layout import ACE_TOP, RUN, SET, Meld, lay_out
from kings.three_thirteen.rules import Rules

_BITS = 4  #: bits per card kind in the packed multiset: up to 15 copies of one card
_COPY = tuple(1 << (_BITS * t) for t in range(52))
_CACHE_LIMIT = 60_000  #: memoised positions kept per solver before the memo starts afresh (memory in the browser)


def is_wild(card: Card, wild_rank: int) -> bool:
    """True for a joker and for every card of the round's wild rank."""
    return card >= JOKER_INDEX or RANK_OF[card] == wild_rank


@dataclass(frozen=True, slots=True)
class Arrangement:
    """A hand laid out as well as it can be: the least penalty, the melds that reach it, the cards left over."""

    penalty: int
    melds: tuple[Meld, ...]
    deadwood: tuple[Card, ...]  #: the unmelded cards, sorted (their points add up to ``penalty``)

    @property
    def complete(self) -> bool:
        """True when every card is in a meld."""
        return not self.deadwood


class Solver:
    """The search for one way of counting (aces low or high, face cards 10 or 11-13), with its memo."""

    def __init__(self, ace_high: bool, high_faces: bool) -> None:
        rules = Rules(ace_high=ace_high, high_faces=high_faces)
        self.rules = rules
        self.ace_high = ace_high
        self.value = tuple(rules.points(RANK_OF[t]) for t in range(52))
        self.memo: dict[int, tuple[int, ...]] = {}

    # -- the search ---------------------------------------------------------------------------------------------
    def vector(self, x: int, n: int, cap: int) -> tuple[int, ...]:
        """The least left-over points of the natural cards ``x`` (``n`` of them) using at most 0, 1, ..., ``cap``
        wilds (``cap`` at most 2n: more wilds never help)."""
        key = (x << 5) | cap
        found = self.memo.get(key)
        if found is not None:
            return found
        if x == 0:
            return (0,) * (cap + 1)
        t = ((x & -x).bit_length() - 1) >> 2
        low = _COPY[t]  # one copy of the lowest card
        sub = self.vector(x - low, n - 1, min(cap, 2 * n - 2))
        value = self.value[t]
        last = len(sub) - 1
        best = [sub[u if u < last else last] + value for u in range(cap + 1)]
        for mask, count, need, _ in self.melds_of(x, t, low, cap):
            rest = n - count
            sub = self.vector(x - mask, rest, min(cap, 2 * rest))
            last = len(sub) - 1
            for u in range(need, cap + 1):
                v = sub[u - need if u - need < last else last]
                if v < best[u]:
                    best[u] = v
        result = tuple(best)
        if len(self.memo) >= _CACHE_LIMIT:
            self.memo.clear()
        self.memo[key] = result
        return result

    def melds_of(self, x: int, t: int, low: int, cap: int) -> Iterator[tuple[int, int, int, int]]:
        """Every meld the lowest natural card (kind ``t``) can be in: (cards taken as a packed multiset, how many,
        wilds needed, shape: :data:`SET`, :data:`RUN` with this card lowest, or :data:`ACE_TOP`), needing at most
        ``cap`` wilds."""
        rank = t % 13 + 1
        # Sets: the card with any choice of the other cards of its rank still there (higher suits, more copies).
        combos = [(low, 1)]
        for k in range(t, 52, 13):
            avail = (x >> (_BITS * k)) & 15
            if k == t:
                avail -= 1
            if avail <= 0:
                continue
            copy = _COPY[k]
            combos = [(mask + extra * copy, count + extra) for mask, count in combos
                      for extra in range(min(avail, 5 - count) + 1)]  # six or more of a rank are two sets: never needed
        for mask, count in combos:
            need = 3 - count if count < 3 else 0
            if need <= cap:
                yield mask, count, need, SET
        # Runs with this card lowest: every natural of the suit inside the span, so known by their top card.
        count, mask, gaps = 1, low, 0
        for place in range(rank + 1, 14):
            k = t + place - rank
            if (x >> (_BITS * k)) & 15:
                count += 1
                mask += _COPY[k]
                need = gaps + (place == rank + 1)
                if need <= cap:
                    yield mask, count, need, RUN
            else:
                gaps += 1
                if gaps > cap:
                    break
        else:
            if self.ace_high and rank == 1 and (x >> (_BITS * t)) & 15 > 1:  # the king, then a second ace on top
                yield mask + low, count + 1, gaps, RUN
        if self.ace_high and rank == 1:  # the ace on top: Q-K-A, and down from there
            count, mask, gaps = 1, low, 0
            for place in range(13, 1, -1):
                k = t + place - 1
                if (x >> (_BITS * k)) & 15:
                    count += 1
                    mask += _COPY[k]
                    need = gaps + (place == 13)
                    if need <= cap:
                        yield mask, count, need, ACE_TOP
                else:
                    gaps += 1
                    if gaps > cap:
                        break

    # -- a whole hand -------------------------------------------------------------------------------------------
    def split(self, cards: Iterable[Card], wild_rank: int) -> tuple[int, int, list[Card], list[Card]]:
        """The natural cards packed (and how many), and the naturals and wilds as lists."""
        x = 0
        naturals: list[Card] = []
        wilds: list[Card] = []
        for c in cards:
            if c >= JOKER_INDEX or RANK_OF[c] == wild_rank:
                wilds.append(c)
            else:
                naturals.append(c)
                x += _COPY[c]
        return x, len(naturals), naturals, wilds

    def penalty(self, cards: Iterable[Card], wild_rank: int, wild_melds: bool) -> int:
        """The least penalty of the hand (see :func:`hand_penalty`)."""
        x, n, naturals, wilds = self.split(cards, wild_rank)
        return self._penalty(x, n, naturals, wilds, wild_melds)

    def _penalty(self, x: int, n: int, naturals: list[Card], wilds: list[Card], wild_melds: bool) -> int:
        w = len(wilds)
        cap = min(w, 2 * n)
        best = self.vector(x, n, cap)[cap] if n else 0
        value = self.value
        dead = sum(value[c] for c in naturals)
        if (n and best < dead) or not w or (w >= 3 and wild_melds):
            return best
        return dead + sum(self.rules.points(RANK_OF[c]) for c in wilds)

    def arrangement(self, cards: Iterable[Card], wild_rank: int, wild_melds: bool) -> Arrangement:
        """The best arrangement of the hand (see :func:`best_arrangement`)."""
        x, n, naturals, wilds = self.split(cards, wild_rank)
        wilds.sort(key=lambda c: (c >= JOKER_INDEX, c))
        penalty = self._penalty(x, n, naturals, wilds, wild_melds)
        cap = min(len(wilds), 2 * n)
        parts: list[tuple[int, list[int], int]] = []  # (shape, natural kinds, wilds needed)
        dead: list[Card] = []
        budget = cap
        while x:
            t = ((x & -x).bit_length() - 1) >> 2
            low = _COPY[t]
            target = self.vector(x, n, min(cap, 2 * n))[min(budget, 2 * n)]
            sub = self.vector(x - low, n - 1, min(cap, 2 * n - 2))
            if sub[min(budget, len(sub) - 1)] + self.value[t] == target:
                dead.append(CARDS[t])
                x, n = x - low, n - 1
                continue
            for mask, count, need, shape in self.melds_of(x, t, low, min(cap, 2 * n)):
                if need > budget:
                    continue
                rest = n - count
                sub = self.vector(x - mask, rest, min(cap, 2 * rest))
                if sub[min(budget - need, len(sub) - 1)] == target:
                    parts.append((shape, _unpack(mask), need))
                    x, n, budget = x - mask, rest, budget - need
                    break
            else:  # pragma: no cover - the vector promised this value
                raise AssertionError("the meld solver could not retrace its best arrangement")
        if not parts and wilds:  # no meld of natural cards: the wilds alone, or all left over
            if len(wilds) >= 3 and wild_melds:
                return Arrangement(penalty, (Meld("set", tuple(wilds), 0),), tuple(sorted(dead)))
            return Arrangement(penalty, (), tuple(sorted(dead + wilds)))
        melds = lay_out(parts, wilds, 14 if self.ace_high else 13)
        return Arrangement(penalty, melds, tuple(sorted(dead)))


def _unpack(mask: int) -> list[int]:
    """The card kinds of a packed multiset, lowest first, each copy once."""
    out = []
    while mask:
        t = ((mask & -mask).bit_length() - 1) >> 2
        out.append(t)
        mask -= _COPY[t]
    return out




_SOLVERS: dict[tuple[bool, bool], Solver] = {}


def solver(rules: Rules) -> Solver:
    """The solver (and memo) for these rules' way of counting; one per way, shared by every caller."""
    key = (rules.ace_high, rules.high_faces)
    found = _SOLVERS.get(key)
    if found is None:
        found = _SOLVERS[key] = Solver(*key)
    return found


def best_arrangement(cards: Iterable[Card], wild_rank: int, rules: Rules) -> Arrangement:
    """The best arrangement of ``cards`` in a round whose wild rank is ``wild_rank`` (jokers are always wild): the
    least penalty, and the sets and runs that reach it (one of them, always the same for the same cards)."""
    return solver(rules).arrangement(cards, wild_rank, rules.wild_melds)


def hand_penalty(cards: Iterable[Card], wild_rank: int, rules: Rules) -> int:
    """:func:`best_arrangement`'s penalty alone (no melds laid out: a little faster)."""
    return solver(rules).penalty(cards, wild_rank, rules.wild_melds)
