"""The same round of 3-13 with what one seat cannot see dealt again: what a CPU player samples, and what a guest's
copy of a shared game holds instead of the others' hands.

:func:`redeal_hidden` keeps everything the seat knows, each other player's known cards included
(:func:`~kings.three_thirteen.observation.known_cards`; all of the hand a player who went out laid down), and deals the
rest of the other hands and the stock again; the seat's observation stays the same.

>>> from kings.three_thirteen.moves import DISCARD, STOCK, Discard
>>> from kings.three_thirteen.round import Round
>>> from kings.three_thirteen.rules import Rules
>>> from kings.seeding import Rng
>>> r = Round.new(Rules(), seed=7, players=3).play(DISCARD)
>>> r = r.play(r.legal_moves()[0]).play(STOCK)
>>> other = redeal_hidden(r, 0, Rng(1))
>>> other.hands[2] != r.hands[2], other.observe(0) == r.observe(0)
(True, True)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from kings.seeding import Rng
from kings.three_thirteen.observation import known_cards
from kings.three_thirteen.round import Round


def redeal_hidden(r: Round, seat: int, rng: Rng) -> Round:
    """The same round with the cards ``seat`` cannot see (the stock, and the other hands but for their known cards
    and the hand laid down by a player who went out) shuffled and dealt again, each hand keeping its size."""
    if not 0 <= seat < r.players:
        raise ValueError(f"there is no seat {seat} at a table of {r.players}")
    if r.over:  # the hands are laid down: only the stock is unseen
        stock = list(r.stock)
        rng.shuffle(stock)
        return replace(r, stock=tuple(stock))
    known = list(known_cards(r.history, r.players))
    if r.out is not None:  # laid down face up: all of it is known
        known[r.out] = r.hands[r.out]
    pool = list(r.stock)
    for s in range(r.players):
        if s != seat:
            pool += (Counter(r.hands[s]) - Counter(known[s])).elements()
    rng.shuffle(pool)
    hands = list(r.hands)
    drawn = r.drawn
    for s in range(r.players):
        if s == seat:
            continue
        size = len(r.hands[s]) - len(known[s])
        dealt = pool[:size]
        del pool[:size]
        hands[s] = tuple(sorted((*known[s], *dealt)))
        if s == r.turn and drawn is not None and not r.from_pile:  # its unseen card from the stock
            drawn = dealt[0]
    return replace(r, hands=tuple(hands), stock=tuple(pool), drawn=drawn)
