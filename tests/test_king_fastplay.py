"""The playouts on lists (kings/king/players/fastplay.py) play the engine's game: the same cards, the same points
(issue 34)."""

from __future__ import annotations

import pytest

from kings.cards import SUITS
from kings.king.contracts import Contract
from kings.king.game import NEGATIVE, QUICK
from kings.king.hand import Hand
from kings.king.players.cardplay import play_out
from kings.king.players.fastplay import MEDIUM, RANDOM, Position, legal, medium_card
from kings.king.players.medium import pick_card
from kings.king.tricks import legal_cards
from kings.seeding import Rng

pytestmark = pytest.mark.pyodide

CONTRACTS = (*NEGATIVE, *QUICK, Contract(), Contract(down=True), *(Contract(trump=s) for s in SUITS))


def _midway(seed: int) -> Hand:
    """A hand of one of the contracts, dealt by ``seed`` and played some random cards in."""
    hand = Hand.deal(CONTRACTS[seed % len(CONTRACTS)], seed, seed % 4)
    rng = Rng(seed)
    for _ in range(rng.below(45)):
        hand = hand.play(rng.choice(hand.legal_moves()))
    return hand


def test_playouts_end_with_the_engines_points_from_any_position():
    """Every contract, from its start and from the middle: the medium player's playout, and random playouts drawing
    from the same generator, end with the points the engine gives."""
    for seed in range(160):
        hand = _midway(seed)
        assert Position.of(hand).play_out(MEDIUM) == list(play_out(hand).score()), seed
        assert Position.of(hand).play_out(RANDOM, Rng(seed)) == list(play_out(hand, Rng(seed)).score()), seed


def test_every_position_has_the_engines_legal_cards_and_the_mediums_card():
    checked = 0
    for seed in range(60):
        hand = Hand.deal(CONTRACTS[seed % len(CONTRACTS)], seed, seed % 4)
        p = Position.of(hand)
        rng = Rng(seed)
        while not hand.over:
            seat = hand.acting
            assert seat == p.acting
            want = legal_cards(hand.hands[seat], hand.trick, hand.contract)
            got = legal(p.cards[seat], p.trick, p.rules)
            assert got == [int(c) for c in want]
            assert medium_card(p.cards[seat], p.trick, p.rules, got) == pick_card(hand.hands[seat], hand.trick,
                                                                                 hand.contract, want)  # fmt: skip
            card = rng.choice(want)
            hand, checked = hand.play(card), checked + 1
            p.play(int(card))
        assert p.points == list(hand.score()) and p.won == [hand.tricks_won(s) for s in range(4)]
    assert checked == 60 * 52


def test_a_copy_is_independent():
    p = Position.of(_midway(3))
    before = ([list(h) for h in p.cards], list(p.trick), list(p.points), list(p.won), p.tricks, p.leader)
    q = p.copy()
    q.play_out(MEDIUM)
    assert q.over and not p.over
    assert ([list(h) for h in p.cards], list(p.trick), list(p.points), list(p.won), p.tricks, p.leader) == before
