"""The standard rules of Kings in the Corner, one test per rule, each on a small hand-built position.

Sources: pagat (seed 000 second half, 004), Wikipedia (001), wikiHow (003), and the product
decisions in RULES.md / kings.corners.options.DECISIONS.
"""

import pytest

from kings.cards import Card, deck
from kings.corners import DRAW, END_TURN, STANDARD, Deal, Move, Place, Play, preset
from kings.errors import IllegalMoveError
from kings.seeding import Rng
from tests.helpers import cards, legal, play, position, refusal

C = Card.parse


# -- building ------------------------------------------------------------------------------------
@pytest.mark.pyodide
def test_build_down_in_alternating_colours():
    """pagat: a card one rank lower and of the opposite colour goes on a pile ("a red ten on a black jack")."""
    d = position(piles={"N": "JS", "E": "JH"}, hands=["10H.10S.10D.9C", "2C"])
    moves = legal(d)
    assert "10H>N" in moves and "10D>N" in moves and "10S>E" in moves
    assert "10S>N" not in moves and "10H>E" not in moves and "9C>N" not in moves
    after = play(d, "10H>N")
    assert after.piles[Place.N] == cards("JS.10H")
    assert after.hand(0) == cards("9C.10D.10S")
    assert after.to_act == 0, "a turn goes on after a play"


@pytest.mark.pyodide
def test_build_refusal_messages():
    """pagat: the card must be the next lower in rank and opposite in colour; the message says what fits."""
    d = position(piles={"N": "9H", "E": "9S"}, hands=["7C.8H.KD.9D", "2C"])
    assert refusal(d, "7C>N") == "7♣ does not fit on 9♥: it needs a black 8."
    assert refusal(d, "8H>N") == "8♥ does not fit on 9♥: it needs a black 8."
    assert refusal(d, "9D>E") == "9♦ does not fit on 9♠: it needs a red 8."
    assert refusal(d, "KD>N") == "K♦ does not fit on 9♥: it needs a black 8."


@pytest.mark.pyodide
def test_nothing_on_an_ace():
    """pagat/wikiHow: since aces are the lowest cards, nothing can be played on an ace."""
    d = position(piles={"N": "AH", "E": "QC", "S": "2D.AS", "W": "QD"}, hands=["2C.KH", "3C"])
    assert legal(d) == ["KH>NE", "KH>SE", "KH>SW", "KH>NW", "end"]
    assert refusal(d, "2C>S") == "Nothing can be played on an ace: A♠ ends the south pile."
    assert refusal(d, "KH>N") == "Nothing can be played on an ace: A♥ ends the north pile."


@pytest.mark.pyodide
def test_you_can_only_play_cards_you_hold():
    """Product decision: a card not in the mover's hand is refused with a plain message."""
    d = position(piles={"N": "9H"}, hands=["2C", "8S"])
    assert refusal(d, "8S>N") == "You do not hold 8♠."
    assert refusal(d, "JK=8S>N") == "You do not hold 🃏."


# -- kings and corners ---------------------------------------------------------------------------
@pytest.mark.pyodide
def test_king_starts_a_corner():
    """pagat: place a king from hand in an empty corner (NE, SE, SW, NW) to start a new pile."""
    d = position(piles={"N": "5C", "E": "5S", "S": "3H", "W": "2D"}, hands=["KD.QS", "2C"])
    assert legal(d) == ["KD>NE", "KD>SE", "KD>SW", "KD>NW", "end"]
    after = play(d, "KD>SW", "QS>SW")
    assert after.piles[Place.SW] == cards("KD.QS")


@pytest.mark.pyodide
def test_only_a_king_starts_a_corner():
    """pagat: only kings start corners (Wikipedia: 'Only kings can be placed in the corners')."""
    d = position(piles={"N": "5C"}, hands=["QH.KD", "2C"])
    assert refusal(d, "QH>NE") == "Only a king can start a corner; Q♥ is not a king."


@pytest.mark.pyodide
def test_corner_piles_build_like_the_others():
    """pagat: on a corner king goes a queen of the opposite colour, then a jack of the king's colour."""
    d = position(piles={"NE": "KS"}, hands=["QH.QC.JS.JD", "2C"])
    assert "QH>NE" in legal(d) and "QC>NE" not in legal(d)
    after = play(d, "QH>NE")
    assert "JS>NE" in legal(after) and "JD>NE" not in legal(after)
    assert refusal(after, "JD>NE") == "J♦ does not fit on Q♥: it needs a black J."


# -- moving piles --------------------------------------------------------------------------------
@pytest.mark.pyodide
def test_move_whole_pile_pagat_example():
    """pagat: red 4 - black 3 may be moved on top of black 7 - red 6 - black 5."""
    d = position(piles={"N": "7S.6H.5C", "W": "4D.3C"}, hands=["2C", "2S"])
    assert "W>N" in legal(d)
    after = play(d, "W>N")
    assert after.piles[Place.N] == cards("7S.6H.5C.4D.3C")
    assert after.piles[Place.W] == ()
    assert after.hand(0) == d.hand(0), "moving a pile plays no card"
    assert after.turn.moved and not after.turn.played


@pytest.mark.pyodide
def test_move_pile_needs_bottom_to_fit_top():
    """pagat: the moving pile's bottom card must be one lower and opposite in colour to the target's top."""
    d = position(piles={"N": "9H", "E": "8H.7S", "S": "AS", "W": "8C"}, hands=["2C", "2S"])
    moves = legal(d)
    assert "W>N" in moves and "E>N" not in moves
    assert refusal(d, "E>N") == (
        "The east pile starts with 8♥, which does not fit on 9♥ (the north pile needs a black 8)."
    )
    assert refusal(d, "W>S") == "Nothing can be moved onto A♠: it ends the south pile."
    assert refusal(d, "N>N") == "A pile cannot move onto itself."
    assert refusal(d, "SE>N") == "The south-east pile is empty: there is nothing to move."


@pytest.mark.pyodide
def test_king_pile_moves_into_empty_corner():
    """pagat: a king dealt to N/E/S/W may be moved to a corner; a pile starting with a king moves with it."""
    d = position(piles={"N": "KS.QH", "E": "9C"}, hands=["2C", "2S"])
    assert [m for m in legal(d) if ">" in m and m[0] in "NESW" and m[1] == ">"] == ["N>NE", "N>SE", "N>SW", "N>NW"]
    after = play(d, "N>SE")
    assert after.piles[Place.SE] == cards("KS.QH") and after.piles[Place.N] == ()


@pytest.mark.pyodide
def test_only_king_piles_enter_a_corner():
    """pagat: only a pile whose bottom card is a king may be moved into an empty corner."""
    d = position(piles={"N": "QS.JH", "E": "9C"}, hands=["2C", "2S"])
    assert (
        refusal(d, "N>NE")
        == "Only a pile that starts with a king can move into a corner; the north pile starts with Q♠."
    )


@pytest.mark.pyodide
def test_corner_pile_never_moves_to_another_corner():
    """Product decision: corner-to-corner moves would let a turn loop forever, so a corner pile stays put."""
    d = position(piles={"NE": "KS.QH", "N": "9C"}, hands=["2C", "2S"])
    assert not [m for m in legal(d) if m.startswith("NE>")]
    assert refusal(d, "NE>SE") == "A corner pile stays in its corner: it can only move onto another pile."


@pytest.mark.pyodide
def test_pile_never_moves_into_an_empty_side_space():
    """Product decision (all sources): an empty N/E/S/W space is filled from hand, never by a pile."""
    d = position(piles={"N": "9C", "E": ""}, hands=["2C", "2S"])
    assert refusal(d, "N>E") == "A pile cannot move into the empty east space: fill it with a card from your hand."


# -- filling spaces ------------------------------------------------------------------------------
@pytest.mark.pyodide
def test_fill_empty_side_space_with_any_card():
    """pagat: play any card from hand to an original N/E/S/W space that has become empty."""
    d = position(piles={"N": "9C", "E": "8H", "S": "QC", "W": "3D"}, hands=["2C.KS.AH", "2S"])
    after = play(d, "E>N")
    fills = [m for m in legal(after) if m.endswith(">E")]
    assert fills == ["2C>E", "AH>E", "KS>E"]
    assert play(after, "AH>E").piles[Place.E] == cards("AH")


@pytest.mark.pyodide
def test_layout_card_that_fits_may_be_moved_and_replaced():
    """pagat: a dealt foundation card that fits on another may be moved there and its space refilled from hand."""
    d = position(piles={"N": "9H", "E": "8S", "S": "4D", "W": "JC"}, hands=["5C.10D", "2S"])
    after = play(d, "E>N", "10D>E")
    assert after.piles[Place.N] == cards("9H.8S")
    assert after.piles[Place.E] == cards("10D")
    assert after.hand(0) == cards("5C") and after.to_act == 0


@pytest.mark.pyodide
def test_layout_king_to_corner_then_fill():
    """pagat: the first player may move a dealt king to a corner and fill its space from hand."""
    d = position(piles={"N": "KH", "E": "8S", "S": "4D", "W": "JC"}, hands=["5C.10D", "2S"])
    after = play(d, "N>NW", "5C>N")
    assert after.piles[Place.NW] == cards("KH") and after.piles[Place.N] == cards("5C")


# -- a turn --------------------------------------------------------------------------------------
@pytest.mark.pyodide
def test_any_number_of_moves_in_any_order():
    """pagat: at your turn you may make any number of moves, of any kind, in any order."""
    d = position(
        piles={"N": "10S", "E": "8C", "S": "4C", "W": "JH"},
        hands=["9D.7H.KS.QD.3H.5S", "2S"],
    )
    after = play(d, "9D>N", "E>N", "KS>NE", "7H>N", "QD>NE", "3H>E", "end")
    assert after.to_act == 1
    assert after.piles[Place.N] == cards("10S.9D.8C.7H")
    assert after.piles[Place.NE] == cards("KS.QD")
    assert after.piles[Place.E] == cards("3H")
    assert [str(e.move) for e in after.history] == ["9D>N", "E>N", "KS>NE", "7H>N", "QD>NE", "3H>E", "end"]
    assert {e.seat for e in after.history} == {0}


@pytest.mark.pyodide
def test_end_of_turn_draws_the_top_card():
    """pagat: after playing what you can or wish, you must draw one card from the stock; this ends your turn."""
    d = position(piles={"N": "9H"}, hands=["8S.2C", "3C"], top="QD")
    assert "end" in legal(d), "you may keep a playable card (standard rules)"
    after = play(d, "end")
    assert after.hand(0) == cards("2C.QD.8S"), "hands are kept sorted: clubs, diamonds, hearts, spades"
    assert len(after.stock) == len(d.stock) - 1
    assert after.to_act == 1
    assert after.history[-1].drew == 1
    assert after.turn.number == 1


@pytest.mark.pyodide
def test_draw_is_not_a_move_of_its_own_in_standard():
    """pagat: the draw is the end of the turn, so there is no separate Draw move."""
    d = position(piles={"N": "9H"}, hands=["2C", "3C"])
    assert "draw" not in legal(d)
    assert refusal(d, "draw") == "You draw when your turn ends: use End turn."


@pytest.mark.pyodide
def test_empty_stock_play_continues_without_drawing():
    """pagat: if the centre stock runs out, play continues without drawing."""
    d = position(piles={"N": "9H"}, hands=["2C", "3C"], stock=0)
    assert d.stock == ()
    assert refusal(d, "draw") == "The stock is empty: there is nothing to draw."
    after = play(d, "end")
    assert after.hand(0) == cards("2C") and after.to_act == 1 and not after.over
    assert after.history[-1].drew == 0


@pytest.mark.pyodide
def test_turn_passes_clockwise():
    """pagat: players take turns clockwise (seat numbers run clockwise)."""
    d = position(piles={"N": "9H"}, hands=["2C", "3C", "4C", "5C"], seat=2)
    seats = []
    for _ in range(5):
        d = play(d, "end")
        seats.append(d.to_act)
    assert seats == [3, 0, 1, 2, 3]


# -- the end of a deal -----------------------------------------------------------------------------
@pytest.mark.pyodide
def test_going_out_wins_the_deal_at_once():
    """pagat: if you play all the cards in your hand, you have won, and play ceases (no draw)."""
    d = position(piles={"N": "9H"}, hands=["8S", "3C.KH"], top="QD")
    after = play(d, "8S>N")
    assert after.over and after.outcome.winner == 0 and not after.outcome.impasse
    assert after.outcome.hands == ((), cards("3C.KH"))
    assert after.legal_moves() == ()
    assert after.stock == d.stock
    assert refusal(after, "end") == "The deal is over."


@pytest.mark.pyodide
def test_impasse_ends_the_deal():
    """pagat: play ends at an impasse, the stock run out and everyone unable or unwilling to play."""
    d = position(piles={"N": "9H"}, hands=["2C", "3C", "4C"], stock=0)
    d = play(d, "end", "end")
    assert not d.over and d.idle_round == 2
    d = play(d, "end")
    assert d.over and d.outcome.impasse and d.outcome.winner is None
    assert d.outcome.hands == (cards("2C"), cards("3C"), cards("4C"))


@pytest.mark.pyodide
def test_a_pile_move_breaks_an_impasse_round():
    """Product decision: an impasse is a full round with nothing played, moved or drawn."""
    d = position(piles={"N": "9H", "E": "8S"}, hands=["2C", "3C"], stock=0)
    d = play(d, "end", "E>N", "end")
    assert not d.over and d.idle_round == 0
    d = play(d, "end", "end")
    assert d.over and d.outcome.impasse


@pytest.mark.pyodide
def test_no_impasse_while_the_stock_lasts():
    """pagat: an impasse needs the stock to have run out (every turn draws until then)."""
    d = position(piles={"N": "9H"}, hands=["2C", "3C"], stock=3)
    d = play(d, "end", "end", "end")
    assert not d.over and len(d.stock) == 0
    d = play(d, "end", "end")
    assert d.over and d.outcome.impasse


@pytest.mark.pyodide
def test_completed_pile_is_recorded_and_stays():
    """Product decision: a 13-card pile (K to A) is recorded as completed by the mover; it stays on the table."""
    d = position(piles={"NE": "KS.QH.JS.10H.9S.8H.7S.6H.5S.4H.3S.2H"}, hands=["AS.5C", "3C"])
    after = play(d, "AS>NE")
    assert after.completed == ((0, Place.NE),)
    assert len(after.piles[Place.NE]) == 13 and after.aside == ()
    assert refusal(after, "5C>NE") == "Nothing can be played on an ace: A♠ ends the north-east pile."


# -- dealing -------------------------------------------------------------------------------------
def _deal_by_hand(seed: int, players: int, dealer: int):
    """The deal as the rules describe it, written out independently of Deal.new."""
    pack = list(deck())
    Rng(seed).shuffle(pack)
    hands = [[] for _ in range(players)]
    for i in range(7 * players):
        hands[(dealer + 1 + i) % players].append(pack.pop())  # one at a time, from the dealer's left
    layout = [pack.pop() for _ in range(4)]
    return [sorted(h) for h in hands], layout, pack


@pytest.mark.pyodide
@pytest.mark.parametrize(("players", "dealer"), [(2, 0), (2, 1), (3, 2), (4, 1), (6, 5)])
def test_deal(players, dealer):
    """pagat: seven cards each from the dealer's left; four cards turned up N, E, S, W; corners empty; rest is stock."""
    d = Deal.new(STANDARD, seed=1234, players=players, dealer=dealer)
    hands, layout, stock = _deal_by_hand(1234, players, dealer)
    assert [list(h) for h in d.hands] == hands
    assert [p for p in d.piles[:4]] == [(c,) for c in layout]
    assert d.piles[4:] == ((),) * 4
    assert list(d.stock) == stock and len(stock) == 52 - 4 - 7 * players
    assert d.start == d.piles
    assert d.card_count() == 52


@pytest.mark.pyodide
@pytest.mark.parametrize(("players", "dealer", "first"), [(2, 0, 1), (2, 1, 0), (3, 0, 1), (4, 2, 3), (4, 3, 0)])
def test_first_to_act_is_left_of_dealer(players, dealer, first):
    """pagat: play starts with the player to the dealer's left (Wikipedia: with two, the non-dealer)."""
    d = Deal.new(STANDARD, seed=5, players=players, dealer=dealer)
    assert d.to_act == first and d.turn.number == 0 and d.turn.pending == 0


def test_bad_dealer_and_seed():
    """Product decision: readable errors for a dealer or seed that cannot be."""
    with pytest.raises(ValueError, match="dealer must be a seat from 0 to 1"):
        Deal.new(STANDARD, seed=1, players=2, dealer=2)
    with pytest.raises(ValueError, match="seed must be"):
        Deal.new(STANDARD, seed=-5, players=2)


# -- legality is checked, and refusals change nothing ---------------------------------------------
@pytest.mark.pyodide
def test_illegal_move_raises_and_leaves_state_unchanged():
    """Product decision: play() raises IllegalMoveError (a ValueError) and the deal value is untouched."""
    d = position(piles={"N": "9H", "E": "8S"}, hands=["7C.KD", "2S"], top="QS")
    before_position, before_legal, before_history = d.position(), d.legal_moves(), d.history
    for text in ("7C>N", "KD>N", "2S>N", "N>E", "draw", "QS>NE"):
        with pytest.raises(IllegalMoveError):
            d.play(Move.parse(text))
    with pytest.raises(ValueError):
        d.play(Move.parse("7C>N"))
    with pytest.raises(IllegalMoveError, match="is not a move"):
        d.play("end")  # a string, not a Move
    assert d.position() == before_position
    assert d.legal_moves() == before_legal and d.history == before_history
    assert d == Deal.from_position(before_position, STANDARD)


@pytest.mark.pyodide
def test_legal_moves_order_and_explain():
    """Product decision: moves come in a stable order (plays by pile, pile moves, draw, end); explain(legal) is None."""
    d = position(piles={"N": "9H", "E": "8S", "S": "2H", "W": "9D", "NE": "KC"}, hands=["8C.QH.KS", "2S"])
    assert legal(d) == ["8C>N", "8C>W", "QH>NE", "KS>SE", "KS>SW", "KS>NW", "E>N", "E>W", "end"]
    for m in d.legal_moves():
        assert d.explain(m) is None and d.is_legal(m)
    assert d.legal_moves()[-1] == END_TURN and DRAW not in d.legal_moves()
    assert isinstance(d.legal_moves()[0], Play)


@pytest.mark.pyodide
def test_deal_values_are_immutable_and_history_grows():
    """Product decision: play() returns a new deal; the old one is unchanged."""
    d = Deal.new(preset("standard"), seed=3, players=2)
    m = d.legal_moves()[0]
    after = d.play(m)
    assert after is not d and d.history == () and after.history[-1].move == m and after.history[-1].seat == d.to_act
    assert list(after.moves()) == [m]
    with pytest.raises(AttributeError):
        d.piles = ()  # type: ignore[misc]
