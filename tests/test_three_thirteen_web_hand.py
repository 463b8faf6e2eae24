"""The hand on 3-13's table (web/three_thirteen/view.py): exactly the viewer's cards, each with a key of its own,
laid out in the engine's melds with what is left over and what it costs, or in the player's own order; wilds
marked and read with what they stand for; the card picked and the card drawn marked."""

from __future__ import annotations

import random

import pytest

from kings.cards import Card, Rank
from kings.three_thirteen.discards import discard_penalties
from kings.three_thirteen.match import Match
from kings.three_thirteen.melds import best_arrangement, is_wild
from kings.three_thirteen.moves import DISCARD, STOCK, Discard
from kings.three_thirteen.rules import Rules
from tests.test_three_thirteen_web_session import (
    advance,
    medium,
    own_keys,
    session,
)
from tests.three_thirteen_tables import codes, hand_cards, mixed, table, viewer_cards
from web.three_thirteen.spec import Session
from web.three_thirteen.view import best_discard, keyed, own_order
from web.three_thirteen.viewmodels import CardView, TableView

pytestmark = pytest.mark.pyodide  # pure modules: also run inside Pyodide under Node


# -- the hand -----------------------------------------------------------------------------------------------
def check_hand(s: Session, t: TableView) -> None:
    """The hand laid out is exactly the viewer's cards, each key once, and costs what the engine says."""
    r = s.shown
    cards = viewer_cards(s)
    views = hand_cards(t)
    assert codes(views) == codes(cards)
    assert sorted(c.key for c in views) == sorted(k for k, _ in keyed(cards))  # 7H, 7H#2, ... each once
    assert len({c.key for c in views}) == len(views)
    for c in views:
        assert c.wild == (c.joker or is_wild(Card.parse(c.code), r.wild)) and (", wild" in c.name) == c.wild
    a = best_arrangement(cards, r.wild, r.rules)
    if t.arrange:
        melds = [g for g in t.hand if g.kind in ("set", "run")]
        left = [g for g in t.hand if g.kind == "left"]
        assert [g.kind for g in t.hand] == [g.kind for g in melds] + [g.kind for g in left]  # melds first
        assert [[c.code for c in g.cards] for g in melds] == [[c.code for c in m.cards] for m in a.melds]
        assert codes(c for g in left for c in g.cards) == codes(a.deadwood)
        if a.deadwood:  # once drawn, the group's figure is said to be now's (the line's is the best discard's)
            points = f"{a.penalty} point{'' if a.penalty == 1 else 's'}"
            drawn = r.acting == s.deal_seat(s.viewer) and r.drawn is not None
            assert left[0].label == (f"Not melded ({points} now)" if drawn else f"Not melded: {points}")
        else:
            assert not left
        for g, m in zip(melds, a.melds, strict=True):
            for c, stands in zip(g.cards, m.stands_for, strict=True):
                assert (c.stands != "") == c.wild  # a wild says what it stands for
                if c.wild and stands is not None:
                    assert c.stands == stands.label
    else:
        assert [g.kind for g in t.hand] == ["own"]
    if r.acting == s.deal_seat(s.viewer) and r.drawn is not None:
        allowed = {m.card for m in r.legal_moves() if isinstance(m, Discard)}  # (not the card just taken)
        penalties = {c: p for c, p in discard_penalties(cards, r.wild, r.rules).items() if c in allowed}
        best = min(penalties.values())
        # issue 46's second review: the line named no card ("Discard: your best discard leaves 24 points not
        # melded"): it names one that leaves the least
        card = next(c for c in penalties if t.penalty.startswith((f"Discard {c.label}: ", f"Discard {c.label} to",
                                                                   f"Discard {c.label} from its meld to")))
        # a new player's review: the card named lay in a meld on the table (the solver lays the rest out anew once it
        # goes) and the line read as a mistake: it says that the melds regroup, or that the meld stays without it
        meld = next((m for m in a.melds if card in m.cards), None) if t.arrange and card not in a.deadwood else None
        rest = list(cards)
        rest.remove(card)
        stays = meld is not None and any(codes([*m.cards, card]) == codes(meld.cards)
                                         for m in best_arrangement(rest, r.wild, r.rules).melds)  # fmt: skip
        # review 62: a card that goes out is said to (a discard of it goes out: app.py)
        out = Discard(card, out=True) in r.legal_moves()
        going = f"Discard {card.label} from its meld to go out." if meld else f"Discard {card.label} to go out."
        assert out == (t.penalty == going)
        assert penalties[card] == best and (best == 0 and not out) == ("every other card melds" in t.penalty)
        # issue 32: one word for one thing: the group says what is not melded now, the line what the discard leaves
        # not melded (was "Left over: 15" beside "the best leaves 6")
        plural = "" if best == 1 else "s"
        left_over = "1 point is left" if best == 1 else f"{best} points are left"
        assert best == 0 or out or t.penalty == (
            f"Discard {card.label}: its meld still melds without it; {left_over} not melded." if stays else
            f"Discard {card.label}: your melds regroup without it and leave {best} point{plural} not melded." if meld
            else f"Discard {card.label}: leaves {best} point{plural} not melded.")  # fmt: skip
        # a narrow table (a phone, the widget) says it in fewer words: its one line holds 38 characters
        assert t.penalty_short == (going if out else
                                   f"Discard {card.label}, meld stays: {best} point{plural}." if stays else
                                   f"Discard {card.label}, new melds: {best} point{plural}." if meld else
                                   f"Discard {card.label}: the rest melds." if best == 0 else
                                   f"Discard {card.label}: leaves {best} point{plural}.")  # fmt: skip
        assert len(t.penalty_short) <= 38
        assert [c.code for c in views if c.drawn] == [r.drawn.code]
    else:
        # the line says what the group's label does not: with the hand in its melds, the label says the figure and
        # the line said it again ("31 points not melded." under "Not melded: 31 points")
        said = f"{a.penalty} point{'' if a.penalty == 1 else 's'} not melded."
        assert t.penalty == ("Everything melds." if not a.penalty else "" if t.arrange else said)
        assert t.penalty_short == t.penalty
        assert not any(c.drawn for c in views)
    assert len(t.penalty_short) <= 36, t.penalty_short


@pytest.mark.parametrize(
    ("rules", "kinds"),
    [("standard", "human,medium,medium"), ("jokers", "human,medium,medium,medium"), ("aces-high", "human,medium")],
)
def test_the_hand_laid_out_is_the_viewers_cards_in_the_engines_melds(rules: str, kinds: str) -> None:
    s = session(kinds, rules=rules, seed=4)
    policy = mixed(2)
    copies = jokers = wilds = stands = 0
    for i in range(400):
        if s.match.over:
            break
        if not s.in_deal:
            s = s.next_deal()
            continue
        if s.to_act == 0:
            t = table(s, arrange=i % 3 != 0)
            check_hand(s, t)
            views = hand_cards(t)
            copies += any("#" in c.key for c in views)
            jokers += any(c.joker for c in views)
            wilds += any(c.wild and not c.joker for c in views)
            stands += any(c.stands for c in views)
        s = s.play(policy(s, s.shown.legal_moves()))
    assert wilds and stands and (copies or kinds.count(",") == 1)
    assert (jokers > 0) == (rules == "jokers")


def test_copies_of_a_card_get_keys_of_their_own() -> None:
    cards = tuple(Card.parse(c) for c in ("7H", "7H", "JK", "7H", "JK", "2C"))
    assert [k for k, _ in keyed(cards)] == ["7H", "7H#2", "JK", "7H#3", "JK#2", "2C"]
    assert [c.code for c in own_order(tuple(Card.parse(x) for x in ("JK", "9H", "2S", "AD", "KC", "5D")))] == [
        "KC", "AD", "5D", "2S", "9H", "JK"]  # fmt: skip  # ♣ ♦ ♠ ♥, low to high, jokers last


def test_your_own_order_is_the_hand_in_the_order_you_gave() -> None:
    s = session().play(STOCK)
    keys = own_keys(s)
    t = table(s, arrange=False)
    assert [c.key for c in hand_cards(t)] == keys and t.hand[0].label == "Your order" and not t.arrange
    mine = (keys[2], keys[0])
    t = table(s.arranged((*mine, "ZZ", keys[2])), arrange=False)  # unknown keys and repeats are ignored
    assert [c.key for c in hand_cards(t)] == [keys[2], keys[0], keys[1], keys[3]]
    check_hand(s, t)
    assert codes(hand_cards(table(s.arranged(mine), arrange=True))) == codes(viewer_cards(s))  # the melds again


def test_a_card_picked_and_the_card_drawn_are_marked() -> None:
    s = session().play(STOCK)
    drawn = s.shown.drawn
    assert drawn is not None
    key = own_keys(s)[1]
    t = table(s, selected=key)
    assert [c.key for c in hand_cards(t) if c.selected] == [key] and t.pile.can_throw
    assert [c.code for c in hand_cards(t) if c.drawn] == [drawn.code]
    assert not table(s).pile.can_throw  # nothing picked
    assert not table(session(), selected=key).pile.can_throw  # the draw comes first


def test_a_joker_and_the_rounds_rank_are_wild() -> None:
    s = advance(session(rules="jokers", seed=4), lambda x: x.in_deal and x.to_act == 0 and x.shown.phase == "discard"
                and any(c.is_joker for c in viewer_cards(x)) and any(is_wild(c, x.shown.wild) and not c.is_joker
                                                                    for c in viewer_cards(x)))  # fmt: skip
    for arrange in (True, False):
        views = hand_cards(table(s, arrange=arrange))
        joker = next(c for c in views if c.joker)
        assert (joker.code, joker.rank, joker.suit, joker.suit_name, joker.wild) == ("JK", "★", "🃏", "joker", True)
        assert joker.name == "joker, wild" or joker.name.startswith("joker, wild as ")
        wild = next(c for c in views if c.wild and not c.joker)
        assert Card.parse(wild.code).rank.value == s.shown.wild and ", wild" in wild.name
        assert all(c.wild == (c.joker or Card.parse(c.code).rank.value == s.shown.wild) for c in views)
    top = table(s).pile.top
    assert top is not None and top.wild == is_wild(s.shown.pile[-1], s.shown.wild)
    assert table(s).pile.label.endswith(", wild") == top.wild


def test_the_widgets_line_says_what_to_do_whole() -> None:
    """Issue 46: the widget has no status line, and its one line over the hand (about 38 characters) was cut to
    "Discard one: the best discard leaves...". On your turn it says what to do in fewer words, whole; on another's
    it says what your hand costs."""
    s = session()
    seen = set()
    for _ in range(600):
        t = table(s)
        if t.actor == "human":
            assert len(t.status_short) <= 37 and t.status_short.endswith("."), t.status_short
            last = s.shown.out is not None
            assert t.status_short.startswith("Last turn: " if last else ("Draw:" if t.phase == "draw" else "Discard:"))
            assert ("stock or" in t.status_short) == (t.phase == "draw") and "pile" in t.status_short
            seen.add((t.phase, last))
        else:
            assert t.status_short == ""
        if s.match.over:
            s = session(seed=len(seen) + 1)
        s = s.play(medium(s, s.shown.legal_moves())) if s.in_deal else s.next_deal()
    assert {("draw", False), ("discard", False), ("draw", True), ("discard", True)} <= seen


def test_a_wild_cards_star_is_explained_where_it_shows() -> None:
    """Issue 46: a gold star on a card was never explained. The round's line has its key (in full, and in fewer words
    where narrow), a wild card's name says so, and the rules page says what the star and the tag on it mean."""
    from web.three_thirteen.spec import HOW_TO_PLAY

    s = advance(session(seed=4), lambda x: x.in_deal and x.to_act == 0 and any(
        is_wild(c, x.shown.wild) for c in viewer_cards(x)))  # fmt: skip
    t = table(s)
    assert t.round.legend == ("★ marks a wild card", "★ = wild")
    assert all(", wild" in c.name for c in hand_cards(t) if c.wild) and any(c.wild for c in hand_cards(t))
    assert any("★" in item and "wild" in item and "stands for" in item for item in HOW_TO_PLAY.items)


SPOKEN_RANKS = {"a two", "a three", "a four", "a five", "a six", "a seven", "an eight", "a nine", "a ten", "a jack",
                "a queen", "a king", "an ace"}  # fmt: skip
BY_LABEL = {Card.parse(f"{r}{s}").label: Card.parse(f"{r}{s}") for r in "A23456789TJQK" for s in "CDHS"}


def test_a_wild_in_a_meld_is_read_with_what_it_stands_for() -> None:
    read = 0
    for seed in range(30):
        s = advance(session(seed=seed), lambda x: x.in_deal and x.to_act == 0 and x.shown.phase == "discard"
                    and x.shown.number >= 3)  # fmt: skip
        for group in table(s, arrange=True).hand:
            for c in (c for c in group.cards if c.wild):
                if group.kind == "left" or not c.stands:
                    assert c.name.endswith(", wild")
                    continue
                read += 1
                spoken = c.name.split(", wild as ")[1]
                if group.kind == "run":  # 'eight of clubs, wild as the nine of hearts'
                    assert spoken == f"the {BY_LABEL[c.stands].name}"
                else:  # 'three of hearts, wild as a six', 'an eight'
                    assert spoken in SPOKEN_RANKS
    assert read >= 5


#: a set's badge (the rank it stands for, as the card's corner writes it) -> its rank's number
BADGE_RANKS = {"A": 1, "J": 11, "Q": 12, "K": 13} | {str(n): n for n in range(2, 11)}


def said_as(c: CardView) -> str:
    """What a wild card's badge says it stands for, in the words its name should end with: ``as the jack of clubs``
    (a run's card), ``as a seven`` (a set's rank)."""
    if c.stands in BY_LABEL:
        return f"as the {BY_LABEL[c.stands].name}"
    rank = BADGE_RANKS[c.stands]
    return f"as {'an' if rank in (1, 8) else 'a'} {Rank(rank).word}"


@pytest.mark.parametrize(("rules", "kinds"), [("standard", "human" + ",medium" * 7), ("jokers", "human,medium,medium")])
def test_every_wild_cards_name_says_what_its_badge_shows(rules: str, kinds: str) -> None:
    """Review 75: on the last screen a king in "Set of sevens" wore a 7 and was read "king of clubs, wild as the jack
    of clubs". Every table of a game (both ways of laying the hand out, every turn of the viewer's, each round's end
    and the game's): each wild card's name says what its badge shows, the badge of a set's wild is the set's rank, and
    a card with no badge is read with no "as"."""
    s, policy, read = session(kinds, rules=rules, seed=11), mixed(5), 0
    while True:
        for arrange in (True, False):
            for group in table(s, arrange=arrange).hand:
                for c in group.cards:
                    if not c.stands:
                        assert " as " not in c.name, (group.label, c)
                        continue
                    read += 1
                    assert c.wild and c.name.endswith(f", wild {said_as(c)}"), (group.label, c)
                    if group.kind == "set" and c.stands in BADGE_RANKS:  # the rank of the set's natural cards
                        naturals = {Card.parse(n.code).rank.value for n in group.cards if not n.wild}
                        assert naturals <= {BADGE_RANKS[c.stands]}, (group.label, c)
        if s.match.over:
            break
        s = s.next_deal() if not s.in_deal else s.play(policy(s, s.shown.legal_moves()))
    assert read >= 50, read
    assert s.match.over and len(s.match.results) >= 11

def test_the_discard_line_names_a_card_the_rules_let_go() -> None:
    """Review 61: the card just taken from the pile may not go straight back, yet the line said "Discard K♠: every
    other card melds" of it, beside "Go out: discard 9♠". Found by a random game: the least the others leave is
    reached only by the card just taken; the line names the best card that may go."""
    match, rng = Match.new(Rules(), 0, 3), random.Random(0)
    for _ in range(40):  # (the search's first such state: seed 0, 40 random moves, then the pile's Q♣ taken)
        match = match.play(rng.choice(match.round.legal_moves()))  # type: ignore[union-attr]
    r = match.play(DISCARD).round
    assert r is not None and r.drawn is not None and r.drawn.code == "QC"
    allowed = {m.card for m in r.legal_moves() if isinstance(m, Discard)}
    everything = discard_penalties(r.hands[r.acting], r.wild, r.rules)
    assert min(everything, key=lambda c: everything[c]) not in allowed  # the case: the least is the taken card's
    card, left = best_discard(r.hands[r.acting], r)
    assert card in allowed and left == min(p for c, p in everything.items() if c in allowed)
