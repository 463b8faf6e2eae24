"""Spoken names and the table read aloud (web/corners/words.py, view.py): what screen readers hear."""

from __future__ import annotations

import pytest

from kings.corners import PLACES, preset
from web.corners.session import Session
from web.corners.spec import Setup
from web.corners.view import Scene, build
from web.corners.words import pile_spoken, say
from web.shell.seats import make_seats

pytestmark = pytest.mark.pyodide


def table(seed: int = 35, kinds: tuple[str, ...] = ("human", "easy")) -> Session:
    return Session.new(Setup(make_seats(list(kinds)), preset("standard")), seed)


def test_pile_names_lead_with_the_top_card() -> None:
    assert pile_spoken("north", False, ("queen of hearts",)) == "queen of hearts, top of the north pile"
    assert pile_spoken("west", False, ("king of spades", "queen of hearts", "jack of clubs")) == (
        "jack of clubs, top of the west pile; 3 cards, from the king of spades")
    assert pile_spoken("north-east", True, ("king of spades",)) == "king of spades, top of the north-east corner"
    assert pile_spoken("south", False, ()) == "South pile, empty"


def test_every_pile_on_the_table_has_a_spoken_name() -> None:
    s = table()
    t = build(Scene(s))
    for pile, place in zip(t.piles, PLACES, strict=True):
        cards = s.shown.piles[place]
        kind = "corner" if place.is_corner else "pile"
        if cards:
            assert pile.label.startswith(f"{cards[-1].name}, top of the {place.word} {kind}")
        else:
            assert pile.label == f"{place.word.capitalize()} {kind}, empty"
    assert all(c.name and c.name == c.name.lower() for c in t.hand)  # "six of diamonds", never "6♦"


def test_say_reads_hand_piles_scores_and_moves() -> None:
    s = table()
    t = build(Scene(s))
    hand = say(t, "hand")
    assert hand.startswith("Your hand, 7 cards: ") and "six of diamonds" in hand and "king of hearts" in hand
    piles = say(t, "piles")
    assert "seven of clubs, top of the north pile" in piles and "Empty corners: north-east, south-east" in piles
    assert piles.endswith(f"{len(s.shown.stock)} cards in the stock.")
    assert say(t, "scores") == "Scores. You: 0 pts, 7 cards in hand; Ada: 0 pts, 7 cards in hand."
    assert say(t, "moves") == "No moves yet in this deal."
    s = s.play(s.shown.legal_moves()[0])
    t = build(Scene(s))
    assert say(t, "moves").startswith("Last moves: You ")
    everything = say(t, "all")
    assert everything.startswith(t.status) and "Scores." in everything and "Last moves" in everything


def test_a_held_card_is_said() -> None:
    from web.corners.viewmodels import Selection

    s = table()
    card = s.shown.hand(0)[0]
    t = build(Scene(s, selection=Selection(card=card)))
    assert say(t, "hand").endswith(f"You are holding the {card.name}.")
