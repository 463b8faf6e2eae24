"""Moves in words (web/corners/words.py)."""

from __future__ import annotations

import pytest

from kings.cards import parse_cards
from kings.corners import DRAW, END_TURN, Deal, Match, Move, preset
from kings.corners.movegen import Piles
from web.corners.words import advice, apply_to_piles, deal_log, describe, phrase

pytestmark = pytest.mark.pyodide  # pure modules: also run inside Pyodide under Node


def piles(**named: str) -> Piles:
    order = ("N", "E", "S", "W", "NE", "SE", "SW", "NW")
    return tuple(parse_cards(named.get(p, "-")) for p in order)


LAYOUT = piles(N="8H", E="4D", S="5S.4H", NE="KC")


def test_plays_in_words() -> None:
    assert describe("North", Move.parse("7C>N"), 0, LAYOUT) == "North played 7♣ on 8♥"
    assert describe("Ada", Move.parse("KS>SE"), 0, LAYOUT) == "Ada put K♠ in the south-east corner"
    assert describe("Ada", Move.parse("9D>W"), 0, LAYOUT) == "Ada played 9♦ into the empty west space"


def test_pile_moves_in_words() -> None:
    assert describe("East", Move.parse("E>S"), 0, piles(E="4D", S="5S")) == "East moved the 4♦ pile onto 5♠"
    text = describe("East", Move.parse("W>NW"), 0, piles(W="KH.QS"))
    assert text == "East moved the K♥ pile into the north-west corner"


def test_draws_and_turn_ends() -> None:
    assert describe("West", END_TURN, 1, LAYOUT) == "West drew a card"
    assert describe("West", END_TURN, 2, LAYOUT) == "West drew 2 cards"
    assert describe("West", END_TURN, 0, LAYOUT) == "West ended the turn"
    assert describe("West", DRAW, 1, LAYOUT) == "West drew a card"


def test_completing_a_pile_is_announced() -> None:
    full = piles(NE="KC.QH.JS.10D.9C.8H.7S.6D.5C.4H.3S.2D")
    assert describe("You", Move.parse("AC>NE"), 0, full).endswith("(the north-east pile is complete)")
    assert apply_to_piles(full, Move.parse("AC>NE"), set_aside=True)[4] == ()
    assert len(apply_to_piles(full, Move.parse("AC>NE"))[4]) == 13


def test_phrases_for_hints() -> None:
    assert phrase(Move.parse("7C>N"), LAYOUT) == "play 7♣ on 8♥"
    assert phrase(Move.parse("E>S"), LAYOUT) == "move the 4♦ pile onto 4♥"
    assert phrase(END_TURN, LAYOUT) == "end your turn"
    assert phrase(DRAW, LAYOUT) == "draw"


#: Heads-up, your turn: K♣ would start any of three empty corners and 7♣ fits on the west pile's 8♦; the other
#: cards fit nowhere. The hard CPU (and so the hint) ends such a turn now and then: a king in a corner gives the next
#: player a pile to lay a red queen on, and the next player has taken two.
HELD = (
    "piles=3S.2D.AS/8S.7D/5S.4H.3C.2H/JS.10H.9C.8D/KH.QS.JD.10C.9D.8C.7H.6S.5D.4C.3D.2C.AD/-/-/- "
    "hands={hand}/4D.6D.QD.3H.6H.QH.4S.10S stock=7S.6C.JC.KS.5H.KD.5C.AH.8H.9S.AC.QC{stock} dealer=1 "
    "turn=0:22:-:0 idle=0 idles=6.5 fines=0.0 done=1NE aside=- start=KH/8S/10H/JS/-/-/-/- over=-"
)


def held(hand: str, stock: str = "", rules: str = "standard") -> Deal:
    return Deal.from_position(HELD.format(hand=hand, stock=stock), preset(rules))


def test_a_hint_to_end_the_turn_while_a_card_fits_says_why() -> None:
    """Issue 46: the hint said "end your turn" while K♣ could start an empty corner, and nothing said why."""
    king = held("KC.10D.9H.JH.2S", ".7C")
    assert (
        advice(END_TURN, king, "Draw & end turn")
        == "keep K♣ back and end your turn: a king in a corner would help the next player"
    )
    both = held("7C.KC.10D.9H.JH.2S")
    assert (
        advice(END_TURN, both, "Draw & end turn")
        == "keep K♣ and 7♣ back and end your turn: laying them would help the next player"
    )
    # kings compulsory (pagat): ending the turn with a king that fits costs the fine, and the words say so
    fined = held("KC.10D.9H.JH.2S", ".7C", "kings-compulsory")
    assert (
        advice(END_TURN, fined, "Draw & end turn")
        == "keep K♣ back and end your turn (a fine of 3): a king in a corner would help the next player"
    )


def test_a_hint_to_end_the_turn_when_nothing_fits_says_so_and_what_the_button_does() -> None:
    stuck = held("10D.9H.JH.2S", ".KC.7C")
    assert advice(END_TURN, stuck, "Draw & end turn") == "nothing fits: draw and end your turn"
    assert advice(END_TURN, stuck, "End turn") == "nothing fits: end your turn"
    assert advice(Move.parse("KC>SE"), held("KC.10D.9H.JH.2S", ".7C"), "End turn") == "put K♣ in the south-east corner"


def test_a_whole_deal_narrates_every_event_and_tracks_the_layout() -> None:
    match = Match.new(preset("standard"), 11, 3)
    while match.deal is not None:
        match = match.play(match.deal.legal_moves()[0])
    result = match.results[-1]
    final = result.final
    lines = deal_log(final.start, final.history, ["A", "B", "C"])
    assert len(lines) == len(result.moves) > 0
    assert all(line.split()[0] in {"A", "B", "C"} for line in lines)
    walked = final.start
    for event in final.history:
        walked = apply_to_piles(walked, event.move)
    assert walked == final.piles
