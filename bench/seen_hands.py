"""What seeing the other hands would be worth: a diagnostic, not a level of the game.

The hard and expert levels deal the hands they cannot see from what the public history tells
(:mod:`kings.corners.players.inference`), and judge their turn by playouts on those deals
(:mod:`kings.corners.players.rollouts`). Here the first level of each pair deals every other hand
as it really is (the stock stays shuffled: nobody knows its order), and plays otherwise unchanged,
against the same opponents as ``bench/strength.py``. The gap between its share and the real
level's is the most any better inference of the hands could give back; what it leaves is what the
judge itself lacks. The levels of the game never do this: they are handed observations, which hold
no other seat's cards.

    python bench/seen_hands.py --deals 300 --pairs expert:hard --players 4 --match --jobs 2
    python bench/seen_hands.py --deals 300 --pairs expert:hard --players 4 --match --jobs 2 --knows 0.5

Takes ``bench/strength.py``'s options and prints what it prints. ``--knows Q`` (0 to 1) shows each card of
another hand with chance Q only, the rest dealt at random: how the gain grows with what is known.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import strength

from kings.cards import Card
from kings.corners import Move, Observation
from kings.corners.deal import Deal
from kings.corners.players import Player, rollouts
from kings.corners.players.inference import sample_hand
from kings.seeding import Rng


class Peek:
    """The deal in progress as the last observation was taken from it, and whether the seeing player is
    choosing now (one per process: a match is played one move at a time)."""

    def __init__(self) -> None:
        self.deal: Deal | None = None
        self.seeing = False
        self.dealt = 0  #: sampled deals replaced by the real one (for the test)


class Seeing:
    """A player whose playouts are dealt the real hands while it chooses."""

    def __init__(self, player: Player, peek: Peek) -> None:
        self.player, self.peek = player, peek
        self.level = getattr(player, "level", "?")

    def choose(self, obs: Observation, legal: Sequence[Move], rng: Rng) -> Move:
        self.peek.seeing = True
        try:
            return self.player.choose(obs, legal, rng)
        finally:
            self.peek.seeing = False


@contextmanager
def seen_hands(first: str, peek: Peek, knows: float = 1.0) -> Iterator[None]:
    """While open, the players ``bench/strength.py`` makes for the label ``first`` see the other hands in
    their playouts; everything is put back on leaving. With ``knows`` below 1 they see each card of another
    hand with that chance, and the rest of that hand is dealt at random from the cards they cannot see
    (0: every other hand dealt at random, with no inference at all)."""
    observe, determinize, factory = Deal.observe, rollouts.determinize, strength._factory

    def observing(deal: Deal, seat: int) -> Observation:  # a match's observation is its deal's too
        peek.deal = deal
        return observe(deal, seat)

    def dealing(obs: Observation, rng: Rng, odds: Sequence[dict[Card, float] | None],
                unseen: Sequence[Card] | None = None) -> Deal:  # fmt: skip
        deal = peek.deal
        if not peek.seeing or deal is None:
            return determinize(obs, rng, odds, unseen)
        peek.dealt += 1
        if knows >= 1.0:
            stock = list(deal.stock)
            rng.shuffle(stock)
            return replace(deal, stock=tuple(stock))
        line = int(knows * 2**32)
        hands = [[c for c in hand if i == obs.seat or rng.next_u64() >> 32 < line] for i, hand in enumerate(deal.hands)]
        pool = [c for c in obs.unseen() if not any(c in hand for hand in hands)]
        for i, hand in enumerate(hands):
            drawn = sample_hand(pool, {}, len(deal.hands[i]) - len(hand), rng)
            pool = [c for c in pool if c not in drawn]
            hand.extend(drawn)
        rng.shuffle(pool)
        return replace(deal, hands=tuple(tuple(sorted(h)) for h in hands), stock=tuple(pool))

    def making(label: str) -> Player:
        player = factory(label)
        return Seeing(player, peek) if label == first else player

    Deal.observe = observing  # type: ignore[method-assign,assignment]
    rollouts.determinize = dealing
    strength._factory = making
    try:
        yield
    finally:
        Deal.observe = observe  # type: ignore[method-assign]
        rollouts.determinize = determinize
        strength._factory = factory


def main() -> None:
    knows = 1.0
    if "--knows" in sys.argv:  # this script's own option; the rest are bench/strength.py's
        at = sys.argv.index("--knows")
        try:
            knows = float(sys.argv[at + 1])
        except (IndexError, ValueError):
            knows = -1.0
        if not 0.0 <= knows <= 1.0:
            raise SystemExit("seen_hands.py: --knows takes a share from 0 to 1, such as --knows 0.5")
        del sys.argv[at : at + 2]
    pairs = next((a.split("=", 1)[1] for a in sys.argv if a.startswith("--pairs=")), None)
    if pairs is None and "--pairs" in sys.argv:
        pairs = sys.argv[sys.argv.index("--pairs") + 1]
    firsts = {p.split(":")[0] for p in pairs.split(",")} if pairs else set()
    if len(firsts) != 1:
        raise SystemExit("seen_hands.py: give --pairs, each with the same first level (the one that sees the hands)")
    with seen_hands(firsts.pop(), Peek(), knows):
        strength.main()


if __name__ == "__main__":
    main()
