"""Jokers (pagat: Kevin Freeman): two jokers, laid as any card they stand for; one test per rule."""


import pytest

from kings.cards import JOKER, Card, deck
from kings.corners import (
    Deal,
    Place,
    hand_value,
    preset,
)
from kings.seeding import Rng
from tests.helpers import cards, covers, legal, play, position, refusal

SIDES = {"N": "9H", "E": "9S", "S": "4C", "W": "JD"}  # no empty side: any card could fill one


# -- jokers (Freeman) --------------------------------------------------------------------------------
@pytest.mark.pyodide
@covers("jokers")
def test_joker_stands_for_any_card_not_on_the_table():
    """pagat (Freeman): a joker is played on the layout as a substitute for any desired card."""
    r = preset("jokers")
    d = position(rules=r, piles={**SIDES, "NE": "KS", "SE": "KD"}, hands=["JK.2C", "3C"])
    assert legal(d) == [
        "JK=8C>N", "JK=8S>N", "JK=8D>E", "JK=8H>E", "JK=3D>S", "JK=3H>S", "JK=10C>W", "JK=10S>W",
        "JK=QD>NE", "JK=QH>NE", "JK=QC>SE", "JK=QS>SE", "JK=KC>SW", "JK=KH>SW", "JK=KC>NW", "JK=KH>NW", "end",
    ]  # fmt: skip
    assert refusal(d, "JK>N") == "Say which card the joker stands for, e.g. JK=QH>N."
    assert refusal(d, "JK=8H>N") == "🃏(8♥) does not fit on 9♥: it needs a black 8."
    assert refusal(d, "JK=9H>N") == "A joker cannot stand for 9♥: that card is already on the table."
    after = play(d, "JK=8S>N")
    assert after.piles[Place.N] == (Card.parse("9H"), Card.parse("JK=8S")) and after.hand(0) == cards("2C")
    assert "7H>N" in legal(position(rules=r, piles={**SIDES, "N": "9H.JK=8S"}, hands=["7H", "3C"]))
    assert refusal(position(piles=SIDES, hands=["2C", "3C"]), "JK=8S>N") == "You do not hold 🃏."


def test_joker_in_a_corner_blocks_the_real_card():
    """pagat (Freeman): if a joker is played on a corner pile, the real card can no longer go to a corner."""
    r = preset("jokers")
    d = position(rules=r, piles={**SIDES, "NE": "JK=KH"}, hands=["KH.QS.2C", "3C"])
    assert legal(d) == ["QS>NE", "end"]
    assert refusal(d, "KH>SE") == "A joker in a corner stands for K♥, so the real one cannot go to a corner."
    pile = position(rules=r, piles={**SIDES, "N": "KS.QH", "NE": "KC.JK=QH"}, hands=["2C", "3C"])
    assert "N>SE" not in legal(pile)
    assert (
        refusal(pile, "N>SE") == "That pile holds a card a joker stands for in a corner, so it cannot go to a corner."
    )


def test_joker_and_its_real_card_both_bottoms():
    """Product decision (regression): two piles whose bottoms are a joker and the card it stands for can both move.

    The move generator kept one pile per bottom card, so one of these moves went missing."""
    r = preset("jokers")
    d = position(rules=r, piles={"N": "JK=7D", "E": "7D", "S": "2H", "W": "8S"}, hands=["2C", "3C"])
    assert legal(d) == ["N>W", "E>W", "end"]
    kings = position(rules=r, piles={"N": "JK=KD", "E": "KD", "S": "2H", "W": "8S"}, hands=["2C", "3C"])
    assert [m for m in legal(kings) if m.startswith(("N>", "E>"))] == [
        "N>NE", "N>SE", "N>SW", "N>NW", "E>NE", "E>SE", "E>SW", "E>NW",
    ]  # fmt: skip


def test_layout_joker_is_buried():
    """Product decision: a joker turned up for the layout goes to the bottom of the stock and the next card is used."""
    r = preset("jokers")
    pack = list(deck(2))
    Rng(0).shuffle(pack)
    turned = pack[-18:-14][::-1]  # the four cards after two hands of seven
    assert [str(c) for c in turned] == ["8S", "2S", "6C", "JK"]
    d = Deal.new(r, seed=0, players=2)
    assert [p for p in d.piles[:4]] == [cards("8S"), cards("2S"), cards("6C"), cards("KC")]
    assert d.stock[0] == JOKER and len(d.stock) == 54 - 14 - 4
    assert d.card_count() == 54


def test_joker_left_in_hand_costs_the_dearest_card():
    """Product decision: a joker in hand costs as much as the highest card value of the scoring."""
    assert [hand_value(preset(p), (JOKER,)) for p in ("jokers", "robinson", "scoring-500", "stofka", "pool")] == [
        10, 13, 25, 50, 1,
    ]  # fmt: skip
