"""3-13's line over the hand names a card to discard (the best, or the hint's) that may lie in a meld the table shows:
the solver lays the hand out with the drawn card, and the discard breaks that meld (the rest regroups) or leaves it a
meld without the card. A new player's review read "Discard 10♣: ..." beside a meld holding 10♣ as a mistake: the line
says what happens, and where a copy of the card lies outside the melds (two packs) the hint marks that copy. The
engine's moves and hints are untouched (web/three_thirteen/words.py, the line over the hand)."""

from __future__ import annotations

from dataclasses import replace

from kings.cards import Card
from kings.seeding import Rng
from kings.three_thirteen.melds import best_arrangement
from kings.three_thirteen.moves import Discard
from kings.three_thirteen.players import make_player
from kings.three_thirteen.round import Round
from kings.three_thirteen.rules import preset
from tests.three_thirteen_tables import hand_cards, table
from web.shell.seats import HUMAN, make_seats
from web.three_thirteen.spec import Session, Setup
from web.three_thirteen.words import best_discard, hint_meld, hint_words, penalty_text


def drawn_round(hand: str, drawn: str) -> Round:
    """Round 2 (four cards, fours wild) at two seats, seat 0 to discard holding ``hand`` (codes), ``drawn`` drawn."""
    r = Round.new(preset("standard"), 5, 2, dealer=1, number=1)
    cards = tuple(sorted(Card.parse(c) for c in hand.split()))
    return replace(r, hands=(cards, r.hands[1]), turn=0, drawn=Card.parse(drawn))


def test_a_discard_out_of_a_meld_says_the_melds_regroup_or_that_the_meld_stays() -> None:
    r = drawn_round("5H 6H 7H 8H 9C", "9C")
    shown = best_arrangement(r.hands[0], r.wild, r.rules)
    assert [len(m.cards) for m in shown.melds] == [4] and shown.deadwood == (Card.parse("9C"),)
    # the best discard lies outside the melds: the line as it was
    assert penalty_text(r, 0, None, shown) == ("Discard 9♣ to go out.", "Discard 9♣ to go out.")
    # 8♥ leaves the run, which melds without it; 6♥ breaks it and nothing melds
    assert penalty_text(r, 0, Card.parse("8H"), shown) == (
        "Discard 8♥: its meld still melds without it; 9 points are left not melded.",
        "Discard 8♥, meld stays: 9 points.")
    assert penalty_text(r, 0, Card.parse("6H"), shown) == (
        "Discard 6♥: your melds regroup without it and leave 29 points not melded.",
        "Discard 6♥, new melds: 29 points.")
    # the hand in the player's own order shows no melds: nothing to say of them
    assert penalty_text(r, 0, Card.parse("6H"), None)[0] == "Discard 6♥: leaves 29 points not melded."


def four_players(until_card: str = "") -> tuple[Session, Card]:
    """A 3-13 match of four (two packs) played by medium players at every seat, to your first discard whose best card
    lies in a meld the table shows and leaves points not melded: its only copy (``until_card`` empty), or with a copy
    outside the melds too."""
    s = Session.new(Setup(make_seats([HUMAN, "medium", "medium", "medium"], None), preset("standard")), 1)
    player, rng = make_player("medium"), Rng(1)
    while True:
        if not s.in_deal:
            s = s.next_deal()
            continue
        r = s.shown
        if r.acting == 0 and r.drawn is not None:
            card, left = best_discard(r.hands[0], r)
            a = best_arrangement(r.hands[0], r.wild, r.rules)
            in_meld = any(card in m.cards for m in a.melds)
            if in_meld and left and (card in a.deadwood) == bool(until_card):
                return s, card
        assert r.acting is not None
        s = s.play(player.choose(r.observe(r.acting), r.legal_moves(), rng))


def test_the_best_discard_in_a_meld_is_said_to_regroup_the_melds() -> None:
    s, card = four_players()
    t = table(s)
    assert t.penalty.startswith(f"Discard {card.label}: your melds regroup without it and leave "), t.penalty
    assert t.penalty_short.startswith(f"Discard {card.label}, new melds: "), t.penalty_short
    assert len(t.penalty_short) <= 36


def test_the_hint_marks_the_copy_of_its_card_outside_the_melds() -> None:
    """Two packs: the hint's 10♠ was marked in a run of 9♠ 10♠ J♠ while the other 10♠ lay not melded, the one whose
    discard leaves what the line says."""
    s, card = four_players(until_card="deadwood")
    t = table(s, hint=Discard(card))
    marked = [(g.kind, c.key) for g in t.hand for c in g.cards if c.hint]
    assert marked == [("left", f"{card.code}#2")], (marked, [(g.kind, [c.key for c in g.cards]) for g in t.hand])
    assert sum(c.code == card.code for c in hand_cards(t)) == 2
    assert t.penalty.startswith(f"Discard {card.label}: leaves "), t.penalty  # (it lies outside the melds)


def test_the_hint_says_so_too_where_the_line_is_not_shown() -> None:
    """The widget shows what to do in the line's place on your turn: the hint's own words say what the discard does
    to the melds shown ("Hint: discard J♥" beside a run holding J♥), and only where the hand shows its melds."""
    s, card = four_players()
    move = Discard(card)
    assert hint_words(move, "", hint_meld(s.shown, move, arranged=True)) == (
        f"discard {card.label}; your melds regroup")
    assert hint_words(move, "", hint_meld(s.shown, move, arranged=False)) == f"discard {card.label}"
    r = drawn_round("5H 6H 7H 8H 9C", "9C")
    assert hint_words(Discard(Card.parse("8H")), "", hint_meld(r, Discard(Card.parse("8H")), True)) == (
        "discard 8♥; its meld stays")
