"""Spoken names and the table read aloud (web/speech.py, web/view.py): what screen readers hear."""

from __future__ import annotations

import pytest

from kings.corners import PLACES, preset
from web.session import Session
from web.setup import Setup, make_seats
from web.speech import card_spoken, pile_spoken, say
from web.view import Scene, build

pytestmark = pytest.mark.pyodide


def table(seed: int = 35, kinds: tuple[str, ...] = ("human", "easy")) -> Session:
    return Session.new(Setup(make_seats(list(kinds)), preset("standard")), seed)


def test_card_and_pile_names() -> None:
    assert card_spoken("queen of hearts", 0, 1, "north", False) == "queen of hearts, top of the north pile"
    assert card_spoken("king of spades", 0, 3, "north-east", True) == "king of spades, bottom of the north-east corner"
    assert card_spoken("jack of hearts", 1, 3, "west", False) == "jack of hearts, card 2 of 3 in the west pile"
    assert pile_spoken("south", False, ()) == "South pile, empty"
    assert pile_spoken("east", False, ("eight of hearts",)) == "East pile: eight of hearts"


def test_every_card_and_pile_on_the_table_has_a_spoken_name() -> None:
    s = table()
    t = build(Scene(s))
    for pile, place in zip(t.piles, PLACES, strict=True):
        cards = s.shown.piles[place]
        assert pile.label.lower().startswith(place.word)
        for card, view in zip(cards, pile.cards, strict=True):
            assert view.spoken.startswith(card.name + ", ") and place.word in view.spoken
        if cards:
            assert pile.cards[-1].spoken == f"{cards[-1].name}, top of the {place.word} pile"
    assert all(c.name and c.name == c.name.lower() for c in t.hand)  # "six of diamonds", never "6♦"


def test_say_reads_hand_piles_scores_and_moves() -> None:
    s = table()
    t = build(Scene(s))
    hand = say(t, "hand")
    assert hand.startswith("Your hand, 7 cards: ") and "six of diamonds" in hand and "king of hearts" in hand
    piles = say(t, "piles")
    assert "North pile: seven of clubs" in piles and "Empty corners: north-east, south-east" in piles
    assert piles.endswith(f"{len(s.shown.stock)} cards in the stock.")
    assert say(t, "scores") == "Scores. You: 0 pts, 7 cards in hand; Ada: 0 pts, 7 cards in hand."
    assert say(t, "moves") == "No moves yet in this deal."
    s = s.play(s.shown.legal_moves()[0])
    t = build(Scene(s))
    assert say(t, "moves").startswith("Last moves: You ")
    everything = say(t, "all")
    assert everything.startswith(t.status) and "Scores." in everything and "Last moves" in everything


def test_a_held_card_is_said() -> None:
    from web.viewmodels import Selection

    s = table()
    card = s.shown.hand(0)[0]
    t = build(Scene(s, selection=Selection(card=card)))
    assert say(t, "hand").endswith(f"You are holding the {card.name}.")
