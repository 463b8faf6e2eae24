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


def test_reading_the_play_the_true_hands_explain_every_card_of_medium_players():
    """Among mediums, the real hands explain every card played (weight 1), while other deals consistent with the
    suits shown usually do not: what the hard level's reading of the play rests on."""
    from kings.king.game import KingGame, observe
    from kings.king.players import make_player
    from kings.king.players.inference import plays_weight, sample_hands

    medium = make_player("medium")
    checked = lower = 0
    for g in range(3):
        game = KingGame.new(100 + g)
        while game.number < 6:
            seat = game.acting
            assert seat is not None and game.hand is not None
            obs = observe(game, seat)
            if obs.taken:
                assert plays_weight(obs, game.hand.hands, 0.5) == 1.0
                other = sample_hands(obs, Rng(checked))
                assert other is not None
                lower += plays_weight(obs, other, 0.5) < 1.0
                checked += 1
            game = game.play(medium.choose(obs, game.legal_moves(), Rng(0)))
    assert checked > 500 and lower > checked / 2
