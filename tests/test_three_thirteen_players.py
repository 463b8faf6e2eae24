"""3-13's CPU players (issue 15): legal from their own observation, repeatable, blind to what they cannot see, each
level's habits as its doc says, and the levels in order of strength on the same cards."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from kings.cards import Card, parse_cards
from kings.seeding import Rng, derive_seed
from kings.three_thirteen.events import Event
from kings.three_thirteen.melds import hand_penalty, is_wild
from kings.three_thirteen.moves import DISCARD, STOCK, Discard
from kings.three_thirteen.observation import known_cards
from kings.three_thirteen.players import LEVELS, make_player
from kings.three_thirteen.round import Round
from kings.three_thirteen.rules import PRESETS, Rules, preset
from kings.three_thirteen.unseen import redeal_hidden


def play_round(levels: tuple[str, ...], seed: int, number: int, rules: Rules | None = None) -> Round:
    bots = [make_player(level) for level in levels]
    rngs = [Rng(derive_seed(seed, s)) for s in range(len(levels))]
    r = Round.new(rules or Rules(), seed, len(levels), seed % len(levels), number)
    while not r.over:
        seat = r.acting
        assert seat is not None
        move = bots[seat].choose(r.observe(seat), r.legal_moves(), rngs[seat])
        assert move in r.legal_moves(), (bots[seat].level, move)
        r = r.play(move)
    return r


@pytest.mark.pyodide
@pytest.mark.parametrize("rules_id", list(PRESETS))
def test_every_level_plays_whole_rounds_legally_under_every_preset(rules_id):
    rules = preset(rules_id)
    for i, number in enumerate((0, 4, len(rules.rounds()) - 1)):
        levels = tuple(LEVELS[(i + s) % 4] for s in range(3))
        r = play_round(levels, derive_seed(2, i), number, rules)
        assert r.outcome is not None and min(r.outcome.totals) >= 0


@pytest.mark.pyodide
def test_the_same_seeds_replay_the_same_round():
    levels = ("hard", "easy", "medium")
    assert play_round(levels, 17, 6).moves == play_round(levels, 17, 6).moves


@pytest.mark.parametrize(("level", "seed", "checks"), [
    pytest.param("easy", 29, 60, marks=pytest.mark.pyodide),
    pytest.param("medium", 23, 60, marks=pytest.mark.pyodide),
    ("hard", 43, 40),
])  # fmt: skip
def test_a_cpu_decides_legally_repeatably_and_from_what_its_seat_sees(level, seed, checks):
    """Re-dealing the cards a seat cannot see (the stock, the other hands but for the discards they took) never changes
    the player's move, in every phase, in small and big rounds, at two and four players."""
    checked = 0
    for game in range(8):
        players = 2 + 2 * (game % 2)
        r = Round.new(Rules(jokers=game % 3 == 0), derive_seed(seed, game), players, 0, (game * 3) % 11)
        rng = Rng(game)
        while not r.over and checked < checks * (game + 1) // 8:
            seat = r.acting
            assert seat is not None
            if len(r.legal_moves()) > 1:
                move = make_player(level).choose(r.observe(seat), r.legal_moves(), Rng(3))
                assert move in r.legal_moves()
                other = redeal_hidden(r, seat, Rng(checked))
                assert other.observe(seat) == r.observe(seat)
                assert make_player(level).choose(other.observe(seat), other.legal_moves(), Rng(3)) == move
                checked += 1
            r = r.play(make_player("medium").choose(r.observe(seat), r.legal_moves(), rng))
    assert checked == checks


@pytest.mark.pyodide
def test_an_unknown_level_names_the_levels():
    with pytest.raises(ValueError, match="choose random, easy, medium, hard"):
        make_player("expert")


@pytest.mark.pyodide
def test_known_cards_never_claim_a_card_a_player_does_not_hold():
    """From the public history alone, at every step of real rounds (two packs: identical cards), each seat's known
    cards are among the cards it really holds."""
    checked = 0
    for g in range(6):
        r = Round.new(Rules(), derive_seed(41, g), 4, 0, 6 + g % 5)
        bots = [make_player(("easy", "medium")[s % 2]) for s in range(4)]
        rng = Rng(g)
        while not r.over:
            for seat, cards in enumerate(known_cards(r.history, 4)):
                assert not Counter(cards) - Counter(r.hands[seat])
                checked += 1
            seat = r.acting
            assert seat is not None
            r = r.play(bots[seat].choose(r.observe(seat), r.legal_moves(), rng))
    assert checked > 300


def _at(hand: str, pile: str, phase: str = "draw", number: int = 0, others: str = "KC.QC.JC",
        history: tuple[Event, ...] = ()) -> Round:  # fmt: skip
    """Seat 0 to play in round ``number`` with ``hand``; for the discard phase the last card of ``hand`` was drawn from
    the stock."""
    r = Round.new(Rules(), 1, 2, dealer=1, number=number)
    cards = tuple(sorted(parse_cards(hand)))
    r = replace(r, hands=(cards, tuple(sorted(parse_cards(others)))), pile=parse_cards(pile), turn=0, history=history)
    if phase == "discard":
        r = replace(r, drawn=parse_cards(hand)[-1], history=history + (Event(0, "stock"),))
    return r


def _choose(level: str, r: Round) -> object:
    return make_player(level).choose(r.observe(0), r.legal_moves(), Rng(1))


@pytest.mark.pyodide
def test_medium_takes_a_discard_that_lowers_its_penalty_and_never_throws_a_wild():
    """Medium: "the least deadwood now, the discard if it lowers it, never throws a wild"."""
    assert _choose("medium", _at("7S.8S.KD", pile="4H.9S")) == DISCARD  # 7-8-9♠
    assert _choose("medium", _at("7S.8S.KD", pile="4H.QH")) == STOCK
    assert _choose("medium", _at("7S.8S.KD", pile="4H.AH")) == DISCARD  # the ace instead of the king
    r = _at("3S.KD.QH.8C", pile="4H", phase="discard")  # the three is wild in round 1
    assert _choose("medium", r) == Discard(Card.parse("KD"))
    assert all(not is_wild(m.card, 3) for m in [_choose("medium", r)] if isinstance(m, Discard))
    assert _choose("medium", _at("7S.8S.9S.KD", pile="4H", phase="discard")) == Discard(Card.parse("KD"), out=True)


@pytest.mark.pyodide
def test_easy_takes_a_discard_only_when_it_melds_at_once_and_keeps_its_pairs():
    """Easy: "keeps pairs, takes the discard only when it makes a meld at once"."""
    assert _choose("easy", _at("7S.8S.KD", pile="4H.9S")) == DISCARD
    assert _choose("easy", _at("7S.8S.KD", pile="4H.AH")) == STOCK  # lower, but no meld
    r = _at("KD.KH.QC.9S.5D", pile="4H", phase="discard", number=1)  # fours wild
    picks = Counter(make_player("easy").choose(r.observe(0), r.legal_moves(), Rng(i)) for i in range(80))
    assert picks.most_common(1)[0][0] == Discard(Card.parse("QC"))  # the costliest card that is no pair
    assert Discard(Card.parse("KD")) in picks or Discard(Card.parse("5D")) in picks  # ... and now and then a slip
    assert all(not (isinstance(m, Discard) and m.out) for m in picks)


@pytest.mark.pyodide
def test_hard_goes_out_at_once_with_the_card_that_helps_the_next_player_least():
    """Hard goes out whenever it can, throwing the card the next player is least likely to use: it took the J♣, so not
    the J♠ (it would throw the costlier card otherwise)."""
    hand = "6S.7S.8S.9S.10S.JS"  # round 3: five cards, fives wild; a run of six: out with the 6♠ or the J♠
    r = _at(hand, pile="4H", phase="discard", number=2, others="JC.2D.2H.4C.9D")
    outs = {m for m in r.legal_moves() if isinstance(m, Discard) and m.out}
    assert outs == {Discard(Card.parse("6S"), out=True), Discard(Card.parse("JS"), out=True)}
    assert _choose("hard", r) == Discard(Card.parse("JS"), out=True)
    fed = _at(hand, pile="4H", phase="discard", number=2, others="JC.2D.2H.4C.9D",
              history=(Event(1, "pile", Card.parse("JC")),))  # fmt: skip
    assert _choose("hard", fed) == Discard(Card.parse("6S"), out=True)


@pytest.mark.pyodide
def test_on_its_last_turn_hard_lowers_its_penalty_as_far_as_it_can():
    """After someone goes out, the hard player's discard leaves the least penalty there is."""
    r = replace(_at("2C.7S.8S.KD.QH.4D", pile="9S", phase="discard", number=2), out=1)
    move = _choose("hard", r)
    assert isinstance(move, Discard) and not move.out
    hand = list(r.hands[0])
    hand.remove(move.card)
    best = min(hand_penalty([c for j, c in enumerate(r.hands[0]) if j != i], 5, Rules()) for i in range(6))
    assert hand_penalty(hand, 5, Rules()) == best
    assert _choose("hard", replace(_at("7S.8S.KD.QH.2C", pile="4H.9S", number=2), out=1)) == DISCARD


def duplicate(a: str, b: str, deals: int, seed: int, numbers: tuple[int, ...]) -> float:
    """Mean points a round, ``a`` minus ``b``, heads-up on the same cards with the seats swapped."""
    diff = 0.0
    for g in range(deals):
        for number in numbers:
            for first in (a, b):
                levels = (first, b if first == a else a)
                r = play_round(levels, derive_seed(seed, g, number), number)
                pen = r.penalties()
                diff += (pen[levels.index(a)] - pen[levels.index(b)]) / 2
    return diff / (deals * len(numbers))


def test_each_level_scores_fewer_points_than_the_one_below_on_the_same_cards():
    """Duplicate rounds of every size: medium beats easy, easy beats random, hard beats medium (on these seeds: the
    bench measures it properly, bench/three_thirteen_strength.py)."""
    assert duplicate("easy", "random", 2, 5, (0, 5, 10)) < -10
    assert duplicate("medium", "easy", 3, 6, (1, 4, 7, 10)) < -1
    assert duplicate("hard", "medium", 4, 7, (0, 2, 4, 6, 8, 10)) < -0.5
