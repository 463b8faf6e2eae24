"""Klondike's table in words and keys (web/klondike/words.py, spec.py, lobby.py,
record.py, view.py): what a move said, what each pile's control is called, the keys, the records. Product
decisions unless named."""

from __future__ import annotations

import pytest

from kings.cards import Card
from kings.klondike.deal import Deal
from kings.klondike.moves import DRAW, RECYCLE, Put
from kings.klondike.rules import PRESETS
from web.klondike import spec as features
from web.klondike import words
from web.klondike.dealing import Records, record_lines
from web.klondike.session import Session
from web.klondike.spec import Setup, rules_page
from web.klondike.view import Scene, build, lobby_entry, pickable
from web.shell.stats import Stats

command = features.KEYMAP.command

pytestmark = pytest.mark.pyodide


def test_a_move_in_words_names_the_cards_the_column_and_what_turned_over() -> None:
    deal = Deal.new(PRESETS["draw-one"], 7)
    move = Put(Card.parse("3C"), 1)
    assert words.said(deal, move, deal.play(move)) == "3 of clubs to the 4 of diamonds, column 1; the 2 of spades " \
                                                      "turned over"  # fmt: skip
    three = Deal.new(PRESETS["draw-three"], 7)
    assert words.said(three, DRAW, three.play(DRAW)).startswith("Drew 3 cards, the ")
    limited = Deal.new(PRESETS["vegas-three"], 7)
    while limited.stock:
        limited = limited.play(DRAW)
    assert words.said(limited, RECYCLE, limited.play(RECYCLE)) == "Turned the waste over: pass 2 of 3"


def test_every_pile_is_a_labelled_control() -> None:
    t = build(Scene(Session.new(Setup(), 7)))
    assert [p.id for p in t.piles] == list(words.PILES)
    labels = {p.id: p.label for p in t.piles}
    assert labels["stock"] == "Stock: 24 cards. Draw" and labels["F3"] == "Hearts foundation: empty"
    assert labels["C3"] == "Column 3: 2 face down, then jack of spades"
    assert all(not c.code for c in t.piles[-1].cards[:6])  # face-down cards are never in the page
    assert [p.key for p in t.piles if p.key] == ["D", "W", *"1234567"]


def test_keys() -> None:
    assert command("4") == ("pile", "C4") and command("8") is None
    assert command("Enter") == ("enter", "") and command("h") == ("action", "hint")
    assert command("z", ctrl=True) == ("action", "undo") and command("c", ctrl=True) is None
    for i in range(13):
        for key in ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"):
            assert 0 <= features.step(i, key) < 13
    assert features.step(6, "ArrowUp") == 0 and features.step(1, "ArrowDown") == 7
    listed = " ".join(k.keys for _, group in features.KEYS for k in group)
    for key in ("Arrow", "Enter", "1 to 7", "W", "F", "D", "U", "H", "A", "V", "N", "I", "?"):
        assert key in listed


def test_the_keyboard_picks_the_card_that_can_move() -> None:
    deal = Deal.new(PRESETS["draw-one"], 7)
    assert pickable(deal, "C5") == Card.parse("3C") and pickable(deal, "waste") is None
    assert pickable(deal, "F1") is None and pickable(deal, "stock") is None


def test_the_clock_in_words() -> None:
    assert (words.clock(0), words.clock(65), words.clock(3600)) == ("0:00", "1:05", "1:00:00")
    assert (words.duration(0), words.duration(61), words.duration(120)) == ("0 seconds", "1 minute 1 second",
                                                                            "2 minutes")  # fmt: skip


def test_records_keep_streaks_and_the_best_of_each_preset() -> None:
    r = Records()
    for won, seconds, score in ((True, 300, 500), (True, 200, 450), (False, 50, 10), (True, 400, 900)):
        r = r.add("draw-three", won, seconds, score)
    assert (r.streak, r.best_streak, r.best["draw-three"]) == (1, 2, (200, 900))
    assert Records.from_dict(r.to_dict()) == r
    for bad in ([], {"streak": 3, "best_streak": 2}, {"best": {"x": [1]}}, {"best": {"x": ["a", 1]}}):
        with pytest.raises(ValueError):
            Records.from_dict(bad)
    assert Records.of(r.into(Stats())) == r  # kept in the statistics' records
    odd = Stats(records={"streak": 9, "best_streak": 2, "time:x": -5, "score:x": -40, "other": 1})
    assert Records.of(odd) == Records(2, 2, {"x": (None, -40)})  # never a streak past the best, nor a time below 0
    lines = dict((line.label, line.value) for line in record_lines(Stats(), r, "draw-three", True))
    assert lines["Best time"] == "3:20" and lines["Best score"] == "900" and lines["Win rate"] == "–"


def test_the_lobby_line_and_the_rules_page() -> None:
    s = Session.new(Setup(), 5)
    assert lobby_entry(s)["resume"] is True
    page = rules_page(PRESETS["vegas-three"])
    assert [sec.key for sec in page][:2] == ["play", "table"] and page[-1].key == "credits"
