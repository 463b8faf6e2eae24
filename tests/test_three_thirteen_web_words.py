"""3-13's table in words (web/three_thirteen/words.py, results.py, guide.py, hints.py): every kind of
turn has its line, "You" takes the verb's plural, the melds and the wild rank by name, the endings, what the hear
keys read aloud, the keys."""

from __future__ import annotations

import re

import pytest

from kings.cards import Card
from kings.three_thirteen.events import Event
from kings.three_thirteen.meld_layout import Meld
from kings.three_thirteen.moves import DISCARD, STOCK, Discard
from tests.test_three_thirteen_web_session import advance, first, game_over, round_over, session
from web.shell.keyhelp import roving
from web.three_thirteen import results, words
from web.three_thirteen.spec import KEYMAP, KEYS
from web.three_thirteen.view import Scene, build
from web.three_thirteen.words import hint_words, say

command = KEYMAP.command

pytestmark = pytest.mark.pyodide  # pure modules: also run inside Pyodide under Node

#: "You" with a verb in the third person singular (every verb the table's words use), or made possessive with 's.
WRONG = re.compile(
    r"\b[Yy]ou (is|was|has|draws|takes|discards|goes|throws|wins|leads|waits|plays|finishes|shares|holds)\b"
    r"|\b[Yy]ou's\b"
)
NAMES = ["You", "Ada", "Ben"]
C7H, C9S, CKC = Card.parse("7H"), Card.parse("9S"), Card.parse("KC")


def wrong_you(text: str) -> list[str]:
    return [m.group(0) for m in WRONG.finditer(text)]


# -- the log ------------------------------------------------------------------------------------------------
def test_every_event_has_its_line_and_you_take_the_plural() -> None:
    events = [Event(0, "stock"), Event(1, "stock"), Event(0, "pile", C7H), Event(2, "pile", C7H),
              Event(0, "throw", CKC), Event(1, "throw", CKC), Event(0, "out", C9S), Event(2, "out", C9S),
              Event(1, "rebuild")]  # fmt: skip
    assert [words.event_line(NAMES, e) for e in events] == [
        "You draw from the stock.", "Ada draws from the stock.", "You take 7♥ from the discard pile.",
        "Ben takes 7♥ from the discard pile.", "You discard K♣.", "Ada discards K♣.", "You go out, discarding 9♠!",
        "Ben goes out, discarding 9♠!",
        "The stock ran out: the discards under the top card were shuffled into a new stock.",
    ]  # fmt: skip
    assert [words.last_action(e) for e in events[::2]] == ["drew from the stock", "picked up 7♥", "discarded K♣",
                                                             "went out with 9♠", ""]  # fmt: skip


def test_the_wild_rank_and_the_melds_by_name() -> None:
    assert [words.wild_words(r) for r in range(1, 14)] == [
        "Aces are wild", "Twos are wild", "Threes are wild", "Fours are wild", "Fives are wild", "Sixes are wild",
        "Sevens are wild", "Eights are wild", "Nines are wild", "Tens are wild", "Jacks are wild", "Queens are wild",
        "Kings are wild"]  # fmt: skip
    assert [words.rank_text(r) for r in (1, 2, 10, 11, 12, 13)] == ["A", "2", "10", "J", "Q", "K"]
    sevens = Meld("set", (C7H, Card.parse("7S"), Card.parse("3C")), 7)
    wilds = Meld("set", (Card.parse("3C"), Card.parse("3D"), Card.parse("JK")), 0)
    hearts = Meld("run", (Card.parse("5H"), Card.parse("6H"), C7H), 5, 2)
    queens = Meld("set", (Card.parse("QH"), Card.parse("QS"), Card.parse("QD")), 12)
    assert [words.meld_label(m) for m in (sevens, wilds, hearts, queens)] == [
        "Set of sevens", "Wild cards", "Run of hearts", "Set of queens"]  # fmt: skip


def test_the_log_of_a_round_in_the_table() -> None:
    s = advance(session(), lambda x: len(x.shown.moves) == 6)
    t = build(Scene(s))
    assert t.log[0] == "Round 1 of 11: 3 cards, threes are wild."
    assert list(t.log[1:]) == [words.event_line(s.names(), e) for e in s.shown.history]
    assert t.log[1].startswith("You ") and t.log[3].startswith("Ada ") and t.log[5].startswith("Ben ")
    over = round_over(s)
    assert build(Scene(over)).log[-len(over.shown.history) :] == tuple(
        words.event_line(over.names(), e) for e in over.shown.history)  # fmt: skip


def test_no_line_of_a_whole_game_gets_you_wrong() -> None:
    done = game_over()
    for result in done.match.results:
        for line in words.round_lines(done.names(), result.final.history, "Round"):
            assert not wrong_you(line), line
        ending = results.round_ending(done, result, done.match.rounds)
        assert not wrong_you(ending.spoken + ending.headline + ending.lead)
    two = game_over("human,medium,human")  # pass and play: the first seat is called "You"
    for text in (results.match_ending(two, "normal").spoken, results.match_ending(done, "normal").spoken):
        assert not wrong_you(text), text


# -- the endings ----------------------------------------------------------------------------------------------
def test_a_rounds_ending_names_who_went_out_and_each_hand() -> None:
    s = round_over(session(names="Ann"))
    result = s.match.results[0]
    ending = results.round_ending(s, result, 11)
    who = s.seats[result.out].name if result.out is not None else ""
    assert ending.headline == ("You went out!" if result.out == 0 else f"{who} went out")
    assert [r.name for r in ending.table.rows] == ["Ann (you)", "Ada", "Ben"]  # the one human is "you"
    assert ending.table.caption == "Round 1 of 11: each hand laid down" and not ending.table.ranked
    low = min(result.totals)
    leaders = [s.seats[i].name for i in range(3) if result.totals[i] == low]
    assert ending.lead == (f"Lowest total so far: {' and '.join(leaders)} with {low}. Next: round 2 of 11, 4 cards, "
                           "fours are wild.")  # fmt: skip
    for row, points, total in zip(ending.table.rows, result.points, result.totals, strict=True):
        unit = "point" if points == 1 else "points"
        assert f"{row.name}: {points} {unit}, {total} in all" in ending.spoken
    assert (ending.mood == "win") == (result.out == 0) and ending.kind == "deal-over"


def test_a_round_the_stock_ran_out_of() -> None:
    s = round_over(session(), policy=first)
    ending = results.round_ending(s, s.match.results[0], 11)
    assert ending.headline == "Round 1 of 11: the stock ran out" and ending.mood == "neutral"
    assert all(r.cells[0].text for r in ending.table.rows)


def test_the_games_ending_from_your_side() -> None:
    done = game_over()
    ending = results.match_ending(done, "normal")
    won = done.match.winners
    places = {st.seat: st.place for st in done.match.standings()}
    if won == (0,):
        assert ending.headline == "You win!" and ending.mood == "win" and ending.celebrate
    elif 0 in won:
        assert ending.headline.startswith("You share the win with ") and ending.mood == "win"
    else:
        assert ending.mood == "loss" and ending.lead.endswith(f"You finished {results.ordinal(places[0])} of 3 with "
                                                               f"{done.match.totals[0]}. Good game!")  # fmt: skip
    assert not results.match_ending(done, "instant").celebrate  # no celebration at instant speed
    assert ending.table.caption == "The final ranking: lowest total first"
    assert [r.place for r in ending.table.rows] == [results.ordinal(st.place) for st in done.match.standings()]
    two = game_over("human,medium,human")
    pass_and_play = results.match_ending(two, "normal")
    names = [two.seats[w].name for w in two.match.winners]
    cheer = any(two.seats[w].is_human for w in two.match.winners)  # people at the device won: cheered
    text = f"{names[0]} {'win' if names[0] == 'You' else 'wins'} the game" if len(names) == 1 else \
        f"{' and '.join(names)} share the win"  # fmt: skip
    assert pass_and_play.headline == text + ("!" if cheer else "") and pass_and_play.mood == (
        "win" if cheer else "neutral"
    )


def test_you_win_the_game_in_pass_and_play_too() -> None:
    from web.shell.ending import match_headline

    assert match_headline(["You", "Ada", "Player 3"], (0,), None, True, "game") == ("You win the game!", "win")
    assert match_headline(["Ann", "Ada", "Bob"], (2,), None, True, "game") == ("Bob wins the game!", "win")
    assert match_headline(["You", "Ada"], (1,), None, False, "game") == ("Ada wins the game", "neutral")


# -- the hear keys -------------------------------------------------------------------------------------------
def test_the_hear_keys_read_the_table() -> None:
    s = advance(session(), lambda x: x.match.number == 1 and x.to_act == 0 and x.shown.phase == "discard")
    t = build(Scene(s))
    hand = say(t, "hand")
    assert hand.startswith("Your hand. ") and hand.endswith(t.penalty)
    for g in t.hand:
        assert f"{g.label}: {', '.join(c.name for c in g.cards)}" in hand
    table = say(t, "table")
    assert table.startswith(f"{t.pile.label}. {t.stock.size} in stock.")
    for seat in t.seats[1:]:
        if seat.last:
            assert f"{seat.name} {seat.last}" in table
    assert "You " not in table  # your own moves are not read back to you
    scores = say(t, "scores")
    assert scores == " ".join(f"{x.name}: {x.total} points, {x.cards} cards." for x in t.seats)
    everything = say(t, "all")
    assert everything.startswith("Round 2 of 11, 4 cards. Fours are wild. ") and t.status in everything
    assert hand in everything and table in everything and scores in everything and "  " not in everything
    handoff = build(Scene(advance(session("human,easy,human"), lambda x: x.needs_handoff)))
    assert say(handoff, "hand") == "No cards are shown." and say(handoff, "table").startswith("Discard pile: ")
    assert say(build(Scene(session())), "table") == f"Discard pile: {session().shown.pile[-1].name}. " \
        f"{len(session().shown.stock)} in stock."  # fmt: skip


def test_the_last_turn_is_heard_too() -> None:
    s = advance(session(), lambda x: x.in_deal and x.shown.out is not None)
    t = build(Scene(s))
    assert t.round.last_turn and t.round.last_turn in say(t, "all")


# -- keys and hints --------------------------------------------------------------------------------------------
def test_keys() -> None:
    assert [command(k) for k in "dpgha"] == [("action", "stock"), ("action", "pile"), ("action", "out"),
                                             ("action", "hint"), ("action", "arrange")]  # fmt: skip
    assert [command(k) for k in "DPG"] == [command(k) for k in "dpg"]
    assert [command(k) for k in "icto"] == [("say", "all"), ("say", "hand"), ("say", "table"), ("say", "scores")]
    assert command("?") == ("keys", "") and command("Escape") == ("action", "cancel")
    assert command("d", ctrl=True) is None and command("d", alt=True) is None and command("d", meta=True) is None
    assert command("x") is None and command("ArrowLeft") is None and command("Enter") is None
    assert [roving(0, 5, k) for k in ("ArrowLeft", "ArrowUp", "ArrowRight", "Home", "End", "Tab")] == [4, 4, 1, 0, 4, 0]
    keys = {help.keys for _, group in KEYS for help in group}
    assert {"D", "P", "G", "H", "A", "I", "C", "T", "O", "?", "Escape", "Enter or Space"} <= keys
    described = " ".join(h.does for _, group in KEYS for h in group)
    assert "stock" in described and "Go out" in described


def test_hints_in_words() -> None:
    assert hint_words(STOCK, "7♥") == "draw from the stock"
    assert hint_words(DISCARD, "7♥") == "take the 7♥ from the discard pile"
    assert hint_words(Discard(C9S), "") == "discard 9♠"
    assert hint_words(Discard(C9S, out=True), "") == "go out, discarding 9♠"
