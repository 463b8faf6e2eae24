"""Every rule option (kings.corners.rules) and preset (kings.corners.presets), each shown on a hand-built
position against standard.

Sources are named per test: pagat (000, 004), Wikipedia (001), 002, wikiHow (003), 004, or "product decision".
The last test checks that every preset in PRESETS has at least one test here.
"""


import pytest

from kings.cards import deck
from kings.corners import (
    CARD_VALUES,
    PRESETS,
    STANDARD,
    Deal,
    DrawTiming,
    Kings,
    Place,
    hand_value,
    preset,
    score_deal,
)
from kings.corners.rules import DOWN_IN_SUIT, UP_ALTERNATE
from kings.seeding import Rng
from tests.helpers import COVERED, cards, covers, legal, play, position, refusal

SIDES = {"N": "9H", "E": "9S", "S": "4C", "W": "JD"}  # no empty side: any card could fill one
FULL = "KS.QH.JS.10H.9S.8H.7S.6H.5S.4H.3S.2H"  # a corner pile waiting for its ace
FULL_SIDES = {"N": "9D", "E": "7C", "S": "4C", "W": "JD"}  # sides that leave FULL's cards free


# -- draw timing -----------------------------------------------------------------------------------
@pytest.mark.pyodide
@covers("wikihow")
def test_draw_at_start():
    """wikiHow: each turn begins by drawing one card; the explicit Draw is then the only legal move."""
    r = preset("wikihow")
    assert r.draw is DrawTiming.START and r.layout_kings_to_corners
    d = position(rules=r, piles=SIDES, hands=["8S.2C", "3C"], top="8C", pending=1)
    assert legal(d) == ["draw"]
    assert refusal(d, "8S>N") == "Draw first: the rules give you 1 card to draw now."
    assert refusal(d, "end") == "Draw first: the rules give you 1 card to draw now."
    d = play(d, "draw")
    assert d.hand(0) == cards("2C.8C.8S") and legal(d) == ["8C>N", "8S>N", "end"]
    assert refusal(d, "draw") == "You draw at the start of your turn, not during it: use End turn."
    after = play(d, "8C>N", "end")
    assert after.hand(0) == cards("2C.8S"), "no draw at the end of the turn"
    assert after.to_act == 1 and legal(after) == ["draw"] and after.turn.pending == 1
    # standard: no draw to begin with
    assert legal(position(piles=SIDES, hands=["8S.2C", "3C"])) == ["8S>N", "end"]


@pytest.mark.pyodide
def test_draw_at_start_but_stock_empty():
    """pagat: with the stock run out, play continues without drawing (no pending draw at the start)."""
    r = preset("wikihow")
    d = position(rules=r, piles=SIDES, hands=["8S.2C", "3C"], stock=1)
    after = play(d, "end")
    assert after.turn.pending == 1, "one card left: the next player draws it"
    after = play(after, "draw", "end")
    assert after.turn.pending == 0 and legal(after) == ["8S>N", "end"]


def test_deal_new_starts_with_a_pending_draw():
    """wikiHow: the first player draws first as well."""
    d = Deal.new(preset("wikihow"), seed=4, players=3)
    assert d.turn.pending == 1 and [str(m) for m in d.legal_moves()] == ["draw"]


def test_draw_at_start_and_end():
    """wikiHow variant: draw a card at the start and another at the end of the turn."""
    r = STANDARD.with_options(draw=DrawTiming.START_AND_END)
    d = position(rules=r, piles=SIDES, hands=["8S.2C", "3C"], top="5H.8C", pending=1)
    assert legal(d) == ["draw"]
    after = play(d, "draw", "8C>N", "end")
    assert after.hand(0) == cards("2C.5H.8S")
    assert after.turn.pending == 1 and after.to_act == 1


def test_draw_only_if_no_play():
    """wikiHow variant: players only draw a card if they cannot (did not) play a card."""
    r = STANDARD.with_options(draw=DrawTiming.IF_NO_PLAY)
    d = position(rules=r, piles=SIDES, hands=["8S.2C", "3C"], top="5H")
    assert legal(d) == ["8S>N", "end"]
    assert refusal(play(d, "8S>N"), "draw") == "You played a card this turn, so you do not draw: use End turn."
    played = play(d, "8S>N", "end")
    assert played.hand(0) == cards("2C") and played.stock == d.stock
    passed = play(d, "end")
    assert passed.hand(0) == cards("2C.5H.8S") and len(passed.stock) == len(d.stock) - 1


@covers("draw-until-playable")
def test_draw_until_playable():
    """Wikipedia/002: a player who cannot play draws until a playable card is found, plays it, then ends with a draw."""
    r = preset("draw-until-playable")
    d = position(rules=r, piles=SIDES, hands=["2C.3C", "3D"], top="KS.8C.5D.2D")
    assert legal(d) == ["draw"]
    assert refusal(d, "end") == "You cannot play, so you draw until you can: use Draw."
    d = play(d, "draw", "draw")
    assert d.hand(0) == cards("2C.3C.2D.5D") and legal(d) == ["draw"]
    d = play(d, "draw")
    assert legal(d) == ["8C>N"], "a drawn card that can be played must be played"
    assert refusal(d, "end") == "You drew a card you can play, so play it: 8♣ on the north pile."
    assert refusal(d, "draw") == "You can play a card, so there is no need to draw."
    d = play(d, "8C>N")
    assert legal(d) == ["end"]
    assert refusal(d, "draw") == "You have played a card this turn, so you draw by ending the turn."
    d = play(d, "end")
    assert d.hand(0) == cards("2C.3C.2D.5D.KS") and d.history[-1].drew == 1 and d.to_act == 1


def test_draw_until_playable_keep_it_and_empty_stock():
    """Product decision: with a playable card there is no draw (you may keep it); an empty stock ends freely."""
    r = preset("draw-until-playable")
    d = position(rules=r, piles=SIDES, hands=["8C.3C", "3D"])
    assert legal(d) == ["8C>N", "end"]
    assert refusal(d, "draw") == "You can play a card, so there is no need to draw."
    d = position(rules=r, piles=SIDES, hands=["2C.3C", "3D"], stock=0)
    assert legal(d) == ["end"]
    assert refusal(d, "draw") == "The stock is empty: there is nothing to draw."
    d = position(rules=r, piles=SIDES, hands=["2C.3C", "3D"], stock=1)
    d = play(d, "draw")
    assert legal(d) == ["end"], "the stock ran out: the turn may end without a play"


@covers("draw-two")
def test_draw_two():
    """pagat: some play that two cards are drawn on each turn."""
    d = position(rules=preset("draw-two"), piles=SIDES, hands=["8S", "3C"], top="2C.5D.6D")
    after = play(d, "end")
    assert after.hand(0) == cards("5D.6D.8S") and after.history[-1].drew == 2
    one = play(position(piles=SIDES, hands=["8S", "3C"], top="2C.5D.6D"), "end")
    assert one.hand(0) == cards("6D.8S")


# -- must play, kings compulsory -------------------------------------------------------------------
@pytest.mark.pyodide
@covers("must-play")
def test_must_play():
    """004: "If a player can play a card, he must" (vs "Keep it"): end is refused while a card can be played."""
    r = preset("must-play")
    d = position(rules=r, piles=SIDES, hands=["8S.2C", "3C"], flags="t")
    assert legal(d) == ["8S>N"]
    assert refusal(d, "end") == "You must play while you can: 8♠ on the north pile."
    assert legal(play(d, "8S>N")) == ["end"]
    keep = position(piles=SIDES, hands=["8S.2C", "3C"])
    assert legal(keep) == ["8S>N", "end"], "standard: keep it"


def test_must_play_never_forces_a_pile_move():
    """Product decision: must-play binds cards from hand only; moving piles is never compulsory."""
    d = position(rules=preset("must-play"), piles={**SIDES, "E": "8C"}, hands=["2D.2C", "3C"], flags="t")
    assert legal(d) == ["E>N", "end"]
    after = play(d, "E>N")
    assert "end" not in legal(after), "but once a space is open, any card fits and must be played"
    assert refusal(after, "end") == "You must play while you can: 2♣ on the east pile."


@covers("kings-compulsory")
def test_kings_penalty_once_per_turn():
    """pagat: a king must go to a corner at the first opportunity, 3 points (or chips) otherwise; fined once a turn."""
    r = preset("kings-compulsory")
    assert r.kings is Kings.PENALTY and r.king_penalty == 3
    d = position(rules=r, piles=SIDES, hands=["KS.KC.2C", "3C"], stock=0)
    assert "end" in legal(d)
    fined = play(d, "end")
    assert fined.king_fines == (1, 0), "two kings held back, one fine for the turn"
    assert play(d, "KS>NE", "KC>SE", "end").king_fines == (0, 0)
    assert play(d, "KS>NE", "end").king_fines == (1, 0), "KC could still go to a corner"
    blocked = position(rules=r.with_options(jokers=True), piles={**SIDES, "NE": "JK=KS"}, hands=["KS", "3C"])
    assert play(blocked, "end").king_fines == (0, 0), "K♠ cannot go to a corner (a joker stands for it): no fine"
    assert play(position(piles=SIDES, hands=["KS.2C", "3C"]), "end").king_fines == (0, 0), "standard: kings are free"
    # the fine is scored: 3 points per fine on top of the cards (penalty scoring)
    over = play(fined, "end")
    assert over.over and over.outcome.impasse and over.outcome.king_fines == (1, 0)
    assert score_deal(r, over.outcome).deltas == (10 + 10 + 1 + 3, 1)


def test_kings_enforced():
    """pagat notes people cannot enforce the kings rule; software can: no end while a king could go to a corner."""
    r = STANDARD.with_options(kings=Kings.ENFORCED)
    d = position(rules=r, piles=SIDES, hands=["KS.2C", "3C"])
    assert legal(d) == ["KS>NE", "KS>SE", "KS>SW", "KS>NW"]
    assert refusal(d, "end") == "Kings are compulsory: put K♠ in the north-east corner first."
    assert legal(play(d, "KS>SW")) == ["end"]


# -- the four-card deal (Becker) -------------------------------------------------------------------
@pytest.mark.pyodide
@covers("four-card")
def test_four_card_deal_must_draw_and_fill_space():
    """pagat (Becker): playing your last card with stock left, you draw; a card that fits an empty space goes
    there and you draw again; otherwise you keep it and the next person plays."""
    r = preset("four-card")
    assert r.hand_size == 4 and r.stock_must_empty
    d = position(rules=r, piles={"N": "9H", "E": "9S", "S": "4C"}, hands=["8S", "3C"], top="2C.5D")
    d = play(d, "8S>N")
    assert not d.over and legal(d) == ["draw"] and d.turn.becker
    d = play(d, "draw")
    assert d.hand(0) == cards("5D")
    assert legal(d) == ["5D>W"], "the drawn card must go into the empty space"
    d = play(d, "5D>W")
    assert not d.over and legal(d) == ["draw"]
    d = play(d, "draw")
    assert d.hand(0) == cards("2C") and legal(d) == ["end"], "no empty space: keep it"
    assert refusal(d, "2C>S") == (
        "With the four-card rule, the card you drew may only go to an empty space, not on the south pile."
    )
    assert refusal(d, "S>W") == "With the four-card rule you may only place the card you drew."
    assert refusal(d, "draw") == (
        "You have drawn: put the card into an empty space if it fits, or end the turn and keep it."
    )
    stock = len(d.stock)
    d = play(d, "end")
    assert d.to_act == 1 and d.hand(0) == cards("2C") and len(d.stock) == stock, "no further draw"
    assert d.king_fines == (0, 0) and d.idle_turns == (0, 0)


def test_four_card_deal_ends_when_stock_is_empty():
    """pagat (Becker): the game cannot end until the stock has run out; then going out ends it."""
    r = preset("four-card")
    d = position(rules=r, piles={"N": "9H", "E": "9S", "S": "4C"}, hands=["8S", "3C"], top="5D", stock=0)
    d = play(d, "8S>N", "draw", "5D>W")
    assert d.over and d.outcome.winner == 0
    d = position(rules=r, piles={"N": "9H", "E": "9S", "S": "4C"}, hands=["8S", "3C"], stock=0)
    assert play(d, "8S>N").over
    std = position(piles={"N": "9H", "E": "9S", "S": "4C"}, hands=["8S", "3C"])
    assert play(std, "8S>N").over, "standard: going out ends the deal even with stock left"


def test_four_card_drawn_king_may_start_a_corner():
    """Product decision: an empty corner is an empty space for a drawn king (Becker)."""
    r = preset("four-card")
    d = position(rules=r, piles={**SIDES, "NE": "KC", "SE": "KD", "SW": "KH"}, hands=["8S", "3C"], top="KS")
    d = play(d, "8S>N", "draw")
    assert legal(d) == ["KS>NW"]


# -- building rules ----------------------------------------------------------------------------------
@pytest.mark.pyodide
@covers("corners-in-suit")
def test_corners_in_suit():
    """pagat (Ellison, Monsen): the corner piles are built down in suit; the sides still alternate colours."""
    r = preset("corners-in-suit")
    d = position(rules=r, piles={**SIDES, "NE": "KS"}, hands=["QS.QH.8C.8D", "3C"])
    assert legal(d) == ["8C>N", "8D>E", "QS>NE", "end"]
    assert refusal(d, "QH>NE") == "Q♥ does not fit on K♠: it needs the Q♠."
    assert "QH>NE" in legal(position(piles={**SIDES, "NE": "KS"}, hands=["QS.QH.8C.8D", "3C"]))


def test_pile_joins_only_if_it_follows_the_target_rule():
    """Product decision: a pile may join another only if every card of it follows the target's building rule."""
    r = preset("corners-in-suit")
    d = position(rules=r, piles={**SIDES, "NE": "KS.QS.JS.10S", "N": "9S.8H", "E": "9H", "W": "9C"}, hands=["2C", "3C"])
    assert "N>NE" not in legal(d)
    assert (
        refusal(d, "N>NE")
        == "The north pile is not built down in suit, as the north-east pile is, so it cannot join it."
    )
    lone = position(rules=r, piles={**SIDES, "NE": "KS.QS.JS.10S", "N": "9S", "E": "9H", "W": "9C"}, hands=["2C", "3C"])
    assert "N>NE" in legal(lone)


@covers("all-in-suit")
def test_all_piles_in_suit():
    """pagat (Crestanello): all the piles are built downwards in suit."""
    r = preset("all-in-suit")
    d = position(rules=r, piles={**SIDES, "NE": "KS"}, hands=["QS.QH.8C.8D.8H", "3C"])
    assert legal(d) == ["8H>N", "QS>NE", "end"]
    assert refusal(d, "8C>N") == "8♣ does not fit on 9♥: it needs the 8♥."
    assert refusal(d, "8D>E") == "8♦ does not fit on 9♠: it needs the 8♠."


@covers("robinson")
def test_robinson_sides_built_up():
    """pagat (Robinson): N/E/S/W built upwards in alternating colours, corners down in suit; K 13 ... A 1 scoring."""
    r = preset("robinson")
    assert r.sides == UP_ALTERNATE and r.corners == DOWN_IN_SUIT
    d = position(
        rules=r, piles={"N": "9S", "E": "KH", "S": "AC", "W": "QD", "NE": "KS"}, hands=["10H.10C.2D.QS.8H", "3C"]
    )
    moves = legal(d)
    assert "10H>N" in moves and "2D>S" in moves and "QS>NE" in moves
    assert refusal(d, "8H>N") == "8♥ does not fit on 9♠: it needs a red 10."
    assert refusal(d, "10C>N") == "10♣ does not fit on 9♠: it needs a red 10."
    assert refusal(d, "QS>E") == "Nothing can be played on a king: K♥ ends the east pile."
    assert r.scoring.values == CARD_VALUES["robinson"] and r.scoring.target == 100
    assert hand_value(r, cards("AS.10S.JS.QS.KS")) == 1 + 10 + 11 + 12 + 13


def test_robinson_lone_corner_king_may_join_a_side():
    """Product decision: a pile joins any pile whose rule it follows; a lone corner king may go on a red queen."""
    r = preset("robinson")
    d = position(rules=r, piles={"N": "9S", "E": "KH", "S": "AC", "W": "QD", "NE": "KS"}, hands=["3D", "3C"])
    assert "NE>W" in legal(d)
    assert play(d, "NE>W").piles[Place.W] == cards("QD.KS")
    two = position(rules=r, piles={"N": "9S", "E": "KH", "S": "AC", "W": "QD", "NE": "KS.QS"}, hands=["3D", "3C"])
    assert "NE>W" not in legal(two), "K♠ Q♠ is not built up: it cannot join an upward pile"


def test_sides_in_suit_only():
    """pagat (Crestanello) as an option: sides in suit while corners alternate."""
    r = STANDARD.with_options(sides=DOWN_IN_SUIT)
    d = position(rules=r, piles={**SIDES, "NE": "KS"}, hands=["QS.QH.8C.8H", "3C"])
    assert legal(d) == ["8H>N", "QH>NE", "end"]


# -- set aside, layout kings -------------------------------------------------------------------------
@covers("set-aside")
def test_completed_pile_set_aside():
    """wikiHow optional rule: gather and set aside completed piles (king to ace) to make room for a new pile."""
    r = preset("set-aside")
    sides, full = FULL_SIDES, FULL
    d = position(rules=r, piles={**sides, "NE": full}, hands=["AS.KD", "3C"])
    after = play(d, "AS>NE")
    assert after.piles[Place.NE] == () and after.aside == cards(full + ".AS")
    assert after.completed == ((0, Place.NE),)
    assert "KD>NE" in legal(after)
    assert after.card_count() == 52
    kept = play(position(piles={**sides, "NE": full}, hands=["AS.KD", "3C"]), "AS>NE")
    assert len(kept.piles[Place.NE]) == 13 and kept.aside == ()
    side = play(position(rules=r, piles={**sides, "N": full}, hands=["AS.KD", "3C"]), "AS>N")
    assert side.piles[Place.N] == () and "KD>N" in legal(side), "a side space is freed for any card"


def _layout_by_hand(seed: int, players: int):
    """wikiHow/004 layout, written out independently: kings turned up go to NE, SE, SW, NW and are replaced."""
    pack = list(deck())
    Rng(seed).shuffle(pack)
    del pack[len(pack) - 7 * players :]
    sides, corners = [], []
    while len(sides) < 4:
        card = pack.pop()
        (corners if card.rank == 13 else sides).append(card)
    return sides, corners, pack


@covers("layout-kings")
@pytest.mark.parametrize("seed", [21, 5, 77])
def test_layout_kings_go_to_corners(seed):
    """wikiHow/004: if any kings come up in the layout, move them to the corners and fill the space from the stock."""
    r = preset("layout-kings")
    d = Deal.new(r, seed=seed, players=2)
    sides, corners, stock = _layout_by_hand(seed, 2)
    assert [p for p in d.piles[:4]] == [(c,) for c in sides]
    assert [p for p in d.piles[4:]] == [(c,) for c in corners] + [()] * (4 - len(corners))
    assert list(d.stock) == stock
    if seed == 21:
        assert [str(c) for c in corners] == ["KH", "KD"]
    std = Deal.new(STANDARD, seed=seed, players=2)
    assert std.piles[4:] == ((),) * 4 and std.hands == d.hands


# -- going out with an open space (002) ------------------------------------------------------------
@covers("open-space")
def test_open_space_draw():
    """002: if during play you run out of cards but there is an open N/S/E/W spot, draw three cards and continue."""
    r = preset("open-space")
    gap = {"N": "9H", "E": "9S", "S": "4C"}
    d = position(rules=r, piles=gap, hands=["8S", "3C"], top="2C.5D.6D.7D")
    d = play(d, "8S>N")
    assert not d.over and legal(d) == ["draw"] and d.turn.pending == 3
    d = play(d, "draw")
    assert d.hand(0) == cards("5D.6D.7D") and d.history[-1].drew == 3 and d.to_act == 0
    assert "5D>W" in legal(d) and "end" in legal(d)
    assert play(position(rules=r, piles=SIDES, hands=["8S", "3C"]), "8S>N").over, "no open space: out"
    assert play(position(rules=r, piles=gap, hands=["8S", "3C"], stock=0), "8S>N").over, "no stock: out"
    short = play(position(rules=r, piles=gap, hands=["8S", "3C"], stock=2), "8S>N", "draw")
    assert len(short.hand(0)) == 2 and short.stock == ()
    assert play(position(piles=gap, hands=["8S", "3C"]), "8S>N").over, "standard: out"


def test_every_preset_is_covered():
    """Product decision: every preset has a test showing its effect (here, in test_rules_jokers.py and
    test_rules_scoring_presets.py).

    Those tests live in their own modules: importing them registers them even when this file runs alone."""
    import tests.test_rules_jokers
    import tests.test_rules_scoring_presets  # noqa: F401

    assert set(PRESETS) == COVERED
