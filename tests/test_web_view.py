"""What the table shows (web/corners/view.py): from the engine's state and legal moves, nothing else."""

from __future__ import annotations

import doctest
import importlib
import re
from dataclasses import replace
from pathlib import Path

import pytest

from kings.cards import JOKER, Card, parse_cards
from kings.corners import DRAW, END_TURN, PLACES, Move, Play, Shift, preset
from web.corners.results import lobby_entry
from web.corners.session import Session
from web.corners.spec import Setup
from web.corners.view import Scene, build, card_view, display_order, end_label, targets
from web.corners.viewmodels import Message, Selection
from web.shell.ending import amount, join_names
from web.shell.seats import HUMAN, make_seats

pytestmark = pytest.mark.pyodide  # pure modules: also run inside Pyodide under Node

ROOT = Path(__file__).resolve().parent.parent


def session(kinds: str = "human,easy", seed: int = 42, rules: str = "standard") -> Session:
    return Session.new(Setup(make_seats(kinds.split(",")), preset(rules)), seed)


def human_first(kinds: str = "human,easy", rules: str = "standard") -> Session:
    for seed in range(1, 3000):
        s = session(kinds, seed, rules)
        if s.to_act == 0:
            return s
    raise AssertionError


def test_piles_hand_and_seats_mirror_the_engine() -> None:
    s = session("human,easy,hard", 42)
    t = build(Scene(s))
    deal = s.shown
    assert [p.place for p in t.piles] == [p.name for p in PLACES]
    assert [[c.code for c in p.cards] for p in t.piles] == [[c.code for c in pile] for pile in deal.piles]
    assert sorted(c.code for c in t.hand) == sorted(c.code for c in deal.hand(0))
    assert t.stock == len(deal.stock)
    assert [(x.name, x.cards, x.to_act) for x in t.seats] == [
        (s.seats[i].name, len(deal.hand(i)), deal.to_act == i) for i in range(3)
    ]
    assert t.position == deal.position() and '"seed": 42' in t.record


def test_hand_order_alternates_colours_high_first() -> None:
    hand = parse_cards("AH.KC.2S.QD.7H.JK.3C")
    assert [c.code for c in display_order(hand)] == ["KC", "3C", "QD", "2S", "7H", "AH", "JK"]


def test_card_faces() -> None:
    q = card_view(Card.parse("QH"))
    assert (q.code, q.rank, q.suit, q.suit_name, q.red, q.name) == ("QH", "Q", "♥", "hearts", True, "queen of hearts")
    ten = card_view(Card.parse("10S"))
    assert (ten.rank, ten.red, ten.suit_name) == ("10", False, "spades")
    placed = card_view(Card.parse("JK=7D"))
    assert (placed.code, placed.rank, placed.suit, placed.joker) == ("JK=7D", "7", "♦", True)
    assert card_view(JOKER).joker and card_view(JOKER).code == "JK"


def test_targets_come_from_the_legal_moves() -> None:
    s = human_first()
    legal = s.shown.legal_moves()
    for card in s.shown.hand(0):
        want = {m.pile for m in legal if isinstance(m, Play) and m.card == card}
        assert targets(legal, Selection(card=card)) == want
    for place in PLACES:
        want = {m.target for m in legal if isinstance(m, Shift) and m.source == place}
        assert targets(legal, Selection(pile=place)) == want
    assert targets(legal, None) == frozenset()


def test_a_picked_card_lights_its_targets() -> None:
    s = human_first()
    play = next(m for m in s.shown.legal_moves() if isinstance(m, Play))
    t = build(Scene(s, selection=Selection(card=play.card)))
    assert play.pile.name in {p.place for p in t.piles if p.target}
    assert [c.code for c in t.hand if c.selected] == [play.card.code]
    assert all(c.selectable for c in t.hand)


def test_controls_follow_the_rules_in_force() -> None:
    s = human_first()
    t = build(Scene(s))
    controls = {c.id: c for c in t.controls}
    assert controls["end"].label == "Draw & end turn" and controls["end"].enabled
    assert not controls["draw"].visible and controls["hint"].enabled
    cpu_turn = build(Scene(s, busy=True))
    assert not any(c.enabled for c in cpu_turn.controls)
    assert "Your turn" in t.status


def test_the_turn_line_says_in_plain_words_what_you_may_do() -> None:
    """Issue 46: 'Your turn: play, then draw & end turn.' left a new player asking what to play, and where."""
    t = build(Scene(human_first()))
    assert t.status == "Your turn: play a card onto a pile, or draw and end your turn."
    two = build(Scene(human_first("human,human,easy")))
    assert two.status.endswith(", your turn: play a card onto a pile, or draw and end your turn.")


@pytest.mark.parametrize(
    ("rules", "label"),
    [
        ("standard", "Draw & end turn"),
        ("draw-two", "Draw 2 & end turn"),
        ("wikihow", "End turn"),
        ("draw-until-playable", "Draw & end turn"),
    ],
)
def test_end_of_turn_label(rules: str, label: str) -> None:
    s = session(rules=rules)
    assert end_label(preset(rules), s.shown) == label
    empty = replace(s.shown, stock=())
    assert end_label(preset(rules), empty) == "End turn"


def test_draw_first_rules_show_a_draw_button() -> None:
    s = human_first(rules="wikihow")
    t = build(Scene(s))
    controls = {c.id: c for c in t.controls}
    assert controls["draw"].visible and controls["draw"].enabled
    assert DRAW in s.shown.legal_moves() and t.status == "Your turn: draw first."


def test_hint_marks_card_pile_or_button() -> None:
    s = human_first()
    play = next(m for m in s.shown.legal_moves() if isinstance(m, Play))
    t = build(Scene(s, hint=play, message=Message("Hint: x")))
    assert [c.code for c in t.hand if c.hint] == [play.card.code]
    assert [p.place for p in t.piles if p.hint] == [play.pile.name]
    t = build(Scene(s, hint=END_TURN))
    assert [c.id for c in t.controls if c.hint] == ["end"]


def test_deal_over_and_match_over() -> None:
    s = session("human,easy", 9)
    match = s.match
    while match.deal is not None:
        match = match.play(match.deal.legal_moves()[0])
    over = Session.of(match, s.seats)
    t = build(Scene(over))
    assert t.state == "deal-over" and t.actor == "none" and t.banner is not None
    assert t.banner.actions == (("next", "Next deal"),)
    assert t.banner.ending is not None and len(t.banner.ending.table.rows) == 2 and t.sheet.headers == ("1",)
    shown = [tuple(c.code for c in pile) for pile in over.shown.piles]
    assert [tuple(c.code for c in p.cards) for p in t.piles] == shown
    while not match.over:
        match = match.play(match.deal.legal_moves()[0]) if match.deal else match.next_deal()
    done = build(Scene(Session.of(match, s.seats)))
    assert done.state == "match-over" and done.banner is not None
    assert done.banner.actions[0] == ("rematch", "Play again")
    won = match.winners
    assert done.status == f"The match is over after {len(match.results)} deals."  # the banner names the winner
    assert done.banner.title == ("You win!" if won == (0,) else "Ada wins the match" if won == (1,) else
                                 "You share the win with Ada!")  # fmt: skip
    assert sum(r.leader for r in done.sheet.rows) >= 1


def test_log_lines_name_the_players() -> None:
    s = session("human,easy", 7)
    for _ in range(6):
        assert s.match.deal is not None
        s = s.play(s.match.deal.legal_moves()[-1])
    t = build(Scene(s))
    assert len(t.log) == 6 and t.log[0].startswith("1. ")
    names = {x.name for x in s.seats}
    assert all(line.split(" ", 2)[1] in names for line in t.log)


def test_joker_choices_are_offered_as_buttons() -> None:
    s = session("human,easy", 3, "jokers")
    options = (Move.parse("JK=QH>N"), Move.parse("JK=QD>N"))
    t = build(Scene(s, choices=options))
    assert [(c.move, c.label) for c in t.choices] == [("JK=QH>N", "as Q♥"), ("JK=QD>N", "as Q♦")]


def test_all_cpu_table_shows_no_hand() -> None:
    s = session("easy,medium", 5)
    t = build(Scene(s))
    assert t.viewer is None and t.hand == () and t.actor == "cpu"
    assert HUMAN not in {x.level for x in t.seats}


WEB_MODULES = sorted(
    ".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
    for p in (ROOT / "web").rglob("*.py")
    if p.name != "boot.py"  # the one module that imports the browser (it runs only in Pyodide)
)
WITH_EXAMPLES = {"web.corners.spec", "web.corners.words", "web.corners.session",
                 "web.corners.results", "web.shell.lobbyline", "web.shell.stats", "web.shell.storage",
                 "web.shell.games", "web.shell.worker", "web.shell.embed", "web.shell.statsio"}  # fmt: skip


@pytest.mark.parametrize("module", WEB_MODULES)
def test_docstring_examples(module: str) -> None:
    """Every web module's examples pass; those known to have examples really run some."""
    result = doctest.testmod(importlib.import_module(module), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0 and (result.attempted > 0 or module not in WITH_EXAMPLES)


def test_the_lobby_line_speaks_to_you_and_names_units() -> None:
    """After a deal the lobby's tile names the leaders by their total in the match's unit (as every game's tile, in
    the shell's words: "You lead", not "You leads"), and at the end who won."""
    seats = make_seats([HUMAN, "easy", "hard"])
    for rules, unit in (("standard", "point"), ("chips", "chip"), ("corners-owned", "corner")):
        s = Session.new(Setup(seats, preset(rules)), 21)
        while s.in_deal:
            s = s.play(s.shown.legal_moves()[0])
        last = lobby_entry(s)["last"]
        top = [r.seat for r in s.match.standings() if r.place == 1]
        assert last.startswith("After 1 deal, ") and re.search(rf" with {s.match.totals[top[0]]} {unit}s?\.$", last)
        if top == [0]:
            assert ", You lead with " in last
        while not s.match.over:
            s = s.play(s.shown.legal_moves()[0]) if s.in_deal else s.next_deal()
        won = s.match.winners
        verb = "won" if len(won) == 1 else "shared the win"
        total = amount(s.match.totals[won[0]], unit)
        names = join_names([s.seats[w].name for w in won])
        assert lobby_entry(s) == {"resume": False, "last": f"Last match: {names} {verb} with {total}."}
