"""The trick on King's table (web/king/view.py): who led and who takes it, penalty cards marked, a finished trick
kept in sight until the next card, and the last trick behind its button."""

from __future__ import annotations

import pytest

from tests.king_tables import table
from tests.test_king_web_session import advance, session

pytestmark = pytest.mark.pyodide  # pure modules: also run inside Pyodide under Node


# -- the trick ----------------------------------------------------------------------------------------------
def test_the_trick_shows_who_led_and_keeps_a_finished_trick_in_sight_until_the_next_card() -> None:
    s = session()  # you lead
    one = s.play(s.game.legal_moves()[0])
    t = table(one)
    assert [x.position for x in t.trick] == ["south", "west", "north", "east"] and not t.trick_done
    assert [x.card.code if x.card else None for x in t.trick] == [str(one.log[0][1]), None, None, None]
    assert [x.leader for x in t.trick] == [True, False, False, False] and not any(x.winner for x in t.trick)
    four = advance(one, lambda x: len(x.log) == 4)
    t = table(four)
    winner, cards = four.game.hand.taken[0]  # type: ignore[union-attr]
    assert t.trick_done and [x.winner for x in t.trick] == [x.seat == winner for x in t.trick]
    assert [x.card.code for x in t.trick if x.card] == [str(c) for c in cards] and t.trick[0].leader
    assert {x.card.code for x in t.trick if x.card and x.card.penalty} == set()  # No tricks: no penalty cards
    five = advance(four, lambda x: len(x.log) == 5)
    t = table(five)
    assert not t.trick_done and [x.seat for x in t.trick if x.card] == [winner]
    assert [x.seat for x in t.trick if x.leader] == [winner] and not any(x.winner for x in t.trick)


def test_penalty_cards_are_marked_on_the_trick() -> None:
    s = advance(session(), lambda x: x.game.number == 2 and x.game.hand is not None and bool(x.game.hand.taken)
                and any(c.rank.code == "Q" for c in x.game.hand.taken[-1][1]))  # fmt: skip
    t = table(s)
    assert t.contract.title == "No queens" and t.trick_done
    assert {x.card.code for x in t.trick if x.card and x.card.penalty} == {
        x.card.code for x in t.trick if x.card and x.card.rank == "Q"}  # fmt: skip


def test_the_finished_hand_shows_its_last_trick() -> None:
    s = advance(session(), lambda x: x.hand_over)
    t = table(s)
    winner, cards = s.game.results[0].taken[-1]
    assert t.trick_done and [x.card.code for x in t.trick if x.card] != []
    assert {x.card.code for x in t.trick if x.card} == {str(c) for c in cards}
    assert [x.seat for x in t.trick if x.winner] == [winner]


def test_the_last_trick_button() -> None:
    s = session()
    assert table(s).controls[1].id == "last" and not table(s).controls[1].enabled
    done = advance(s, lambda x: len(x.log) == 4)
    assert not table(done).controls[1].enabled  # the trick on the table is the only one
    six = advance(s, lambda x: len(x.log) == 6)
    t = table(six)
    assert t.controls[1].enabled and t.last_trick is None and t.controls[1].pressed is False
    shown = table(six, show_last=True)
    last = shown.last_trick
    winner, cards = six.game.hand.taken[0]  # type: ignore[union-attr]
    assert last is not None and shown.controls[1].pressed is True
    assert last.title == f"Trick 1: {six.names()[winner]} takes it".replace("You takes", "You take")
    assert {x.card.code for x in last.slots if x.card} == {str(c) for c in cards}
    assert [x.seat for x in last.slots if x.leader] == [0] and [x.seat for x in last.slots if x.winner] == [winner]
    eight = advance(s, lambda x: len(x.log) == 8)  # trick 2 done and on the table: the last one is trick 1
    assert table(eight, show_last=True).last_trick == last
    nine = advance(s, lambda x: len(x.log) == 9)
    assert table(nine, show_last=True).last_trick.title.startswith("Trick 2: ")  # type: ignore[union-attr]
