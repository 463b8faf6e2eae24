"""A hand's melds laid out: :class:`Meld` (a set or run in the order it is shown, what each card stands for, its
label), and where the wild cards stand once the meld solver (:mod:`kings.three_thirteen.melds`) has chosen the melds.

>>> from kings.cards import parse_cards
>>> Meld("run", tuple(parse_cards("5H.KS.7H")), 5, 2).label
'5♥ K♠(6♥) 7♥'
"""

from __future__ import annotations

from dataclasses import dataclass

from kings.cards import CARDS, JOKER_INDEX, RANK_OF, Card

SET, RUN, ACE_TOP = 0, 1, 2  #: a meld's shape in the search: a set, a run up from its lowest card, a run up to an ace


@dataclass(frozen=True, slots=True)
class Meld:
    """One set or run as laid out: ``cards`` in order (a run from its low end, each wild where it stands; a set's
    natural cards, then its wilds)."""

    kind: str  #: ``set`` or ``run``
    cards: tuple[Card, ...]
    rank: int  #: a set's rank (0 for a meld of wild cards alone); a run's lowest place (1 ace ... 13; 14 ace high)
    suit: int = -1  #: a run's suit (0-3 in :data:`~kings.cards.SUITS` order); -1 for a set

    @property
    def stands_for(self) -> tuple[Card | None, ...]:
        """What each card counts as: a run's cards are all known; in a set a wild is None (that rank, any suit)."""
        if self.kind == "set":
            return tuple(None if c >= JOKER_INDEX or RANK_OF[c] != self.rank else c for c in self.cards)
        return tuple(CARDS[self.suit * 13 + (self.rank + i - 1) % 13] for i in range(len(self.cards)))

    @property
    def label(self) -> str:
        """The meld for people: ``7♥ 8♥ K♠(9♥)``; a wild in a set shows the rank it stands for, ``K♠(7)``."""
        out = []
        for card, stands in zip(self.cards, self.stands_for, strict=True):
            if stands is None:
                out.append(card.label if self.rank == 0 else f"{card.label}({_RANK_TEXT[self.rank]})")
            elif stands != card:
                out.append(f"{card.label}({stands.label})")
            else:
                out.append(card.label)
        return " ".join(out)


_RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"} | {r: str(r) for r in range(2, 11)}


def _own_places(card: Card, suit: int, top: int) -> tuple[int, ...]:
    """Where a wild ``card`` would stand for itself in a run of ``suit`` (an ace low, or high too): none for a joker
    or a card of another suit."""
    if card >= JOKER_INDEX or card // 13 != suit:
        return ()
    rank = card % 13 + 1
    return (1, 14) if rank == 1 and top == 14 else (rank,)


def _extend(placed: dict[int, Card], card: Card, suit: int, top: int) -> None:
    """Lengthen a run by one wild: at the end where the card is itself if it can be (a wild 3♠ below 4♠ 5♠, not as
    6♠ above them), else upwards, or downwards from the top."""
    low, high = min(placed), max(placed)
    own = [p for p in _own_places(card, suit, top) if p in (low - 1, high + 1) and 1 <= p <= top]
    placed[own[0] if own else high + 1 if high < top else low - 1] = card


def lay_out(parts: list[tuple[int, list[int], int]], wilds: list[Card], top: int) -> tuple[Meld, ...]:
    """The melds with their wilds placed: each meld takes the wilds it needs (a run's gaps, then a third place for
    a two-card run), then the rest join the first set, or else lengthen runs (a run already from the ace to the
    top is split in two to make room).

    Among layouts of the same penalty, wilds stand for themselves where they can (issue 32): a run takes first the
    wilds of its own suit that fill one of its places as themselves, puts each of those there, and lengthens towards
    a wild's own place. So 4♠ 5♠ and a wild 3♠ read 3♠ 4♠ 5♠, not 4♠ 5♠ 3♠(6♠)."""
    spare = list(wilds)
    sets: list[tuple[int, list[Card]]] = []
    runs: list[tuple[int, dict[int, Card]]] = []  # suit, place -> card
    for shape, kinds, need in parts:
        if shape == SET:
            taken, spare = spare[:need], spare[need:]
            sets.append((kinds[0] % 13 + 1, [CARDS[k] for k in kinds] + taken))
            continue
        suit = kinds[0] // 13
        placed = {k % 13 + 1: CARDS[k] for k in kinds}
        if shape == ACE_TOP:  # the ace on top: Q-K-A
            placed[14] = placed.pop(1)
        elif len(kinds) > len(placed):  # an ace at each end: A-2-...-K-A
            placed[14] = CARDS[kinds[0]]
        holes = [p for p in range(min(placed), max(placed) + 1) if p not in placed]
        ends = {min(placed) - 1, max(placed) + 1} if need > len(holes) else set()
        fits = [c for c in spare if any(p in holes or p in ends for p in _own_places(c, suit, top))]
        taken = (fits + [c for c in spare if c not in fits])[:need]
        for card in taken:
            spare.remove(card)
        rest = []
        for card in taken:  # each wild in its own hole if it has one, the others in the holes left, in order
            own = [p for p in _own_places(card, suit, top) if p in holes]
            if own:
                placed[own[0]] = card
                holes.remove(own[0])
            else:
                rest.append(card)
        for place, card in zip(holes, rest, strict=False):
            placed[place] = card
        for card in rest[len(holes):]:  # a two-card run: its third place
            _extend(placed, card, suit, top)
        runs.append((suit, placed))
    if spare and sets:
        sets[0][1].extend(spare)
        spare = []
    while spare:
        roomy = [r for r in runs if len(r[1]) < top]
        if not roomy:  # a run from the ace to the top: split off its top three to make room
            suit, placed = runs.pop(0)
            high = max(placed)
            runs.append((suit, {p: placed.pop(p) for p in (high - 2, high - 1, high)}))
            runs.insert(0, (suit, placed))
            continue
        card = spare.pop(0)
        suit, placed = next((r for r in roomy if any(p in (min(r[1]) - 1, max(r[1]) + 1)
                                                     for p in _own_places(card, r[0], top))), roomy[0])
        _extend(placed, card, suit, top)
    melds = [Meld("set", tuple(cards), rank) for rank, cards in sets]
    melds += [Meld("run", tuple(placed[p] for p in sorted(placed)), min(placed), suit) for suit, placed in runs]
    return tuple(melds)
