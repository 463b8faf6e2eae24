"""Turns at King's table, through the controller on a fake page (tests/king_harness.py; web/king/app.py,
players.py): the player's cards and auction answers (an illegal one refused with the engine's reason), pass and
play, the hint, the last trick, the sheet's layout; the CPUs' turns, paused by speed, waiting while the table is
hidden, played in the worker. Sleeping is instant."""

from __future__ import annotations

from kings.cards import Suit
from kings.king.api import KingRecord
from kings.king.moves import parse_move
from kings.seeding import Rng, derive_seed
from tests.king_harness import ADA_FIRST, YOU_FIRST, Harness, human_move, legal, play_until, seed_where
from web.king.spec import CPU, HINT_SEED, TRICK_PAUSES
from web.shell.cpuloop import PAUSES


# -- the player's moves -------------------------------------------------------------------------------------------
def test_an_illegal_card_is_refused_with_the_engines_reason_and_changes_nothing() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&speed=instant")
    human_move(h, legal(h)[0])  # you lead; the CPUs play to your next turn
    play_until(h, lambda: h.session.to_act == 0 and len(legal(h)) < len(h.session.game.cards(0)))
    s = h.session
    card = next(c for c in s.game.cards(0) if c not in legal(h))
    h.app.tap_card(card.code)
    t = h.ui.table
    assert t.message is not None and t.message.tone == "error" and t.message.text == s.game.explain(card)
    assert h.session is s and h.saved() == s.to_dict()
    other = s.game.cards(1)[0]
    h.app.tap_card(other.code)
    assert h.ui.table.message.text == f"You do not hold {other.label}." and h.session is s  # type: ignore[union-attr]
    h.app.tap_card("XX")
    h.app.tap_card("JK")
    assert h.session is s
    human_move(h, legal(h)[0])
    assert h.ui.table.message is None  # a move clears the error


def test_a_card_during_the_auction_step_or_the_cpus_turn_is_not_played() -> None:
    h = Harness(query=f"?seed={ADA_FIRST}&speed=instant", settle=False)
    assert h.app.running and h.ui.table.actor == "cpu"
    h.app.tap_card(h.session.game.cards(0)[0].code)
    assert h.ui.table.message is not None and h.ui.table.message.text == "Wait: it is Ada's turn."
    assert h.session.log == ()
    h.settle()
    assert h.ui.table.actor == "human" and [seat for seat, _ in h.session.log] == [1, 2, 3]
    play_until(h, lambda: h.session.game.phase != "play" and h.session.to_act == 0)
    phase = h.session.game.phase
    h.app.tap_card(h.session.game.cards(0)[0].code)
    assert h.ui.table.message.text == "Answer above first: the hand is still being chosen."  # type: ignore
    assert h.session.game.phase == phase


def test_auction_answers_are_played_by_notation() -> None:
    h = Harness(query=f"?seed={seed_where(2)}&level=easy&speed=instant")  # Ben deals first, you deal hand 7
    play_until(h, lambda: h.ui.table.state == "ready" and h.session.game.phase == "choose")
    s = h.session
    assert s.to_act == 0 and h.ui.table.bidding is not None and h.ui.table.bidding.stage == "choose"
    h.app.choose("sideways")
    h.app.choose("9 up")  # no such bid: not a move; the notation's reader says so, and nothing is played
    assert h.session is s and h.ui.table.message is not None and h.ui.table.message.tone == "error"
    assert h.ui.table.message.text.startswith("'9 up' is not a move: ")
    h.app.choose("accept")  # a move, not legal now: the engine's reason
    assert h.ui.table.message is not None and h.ui.table.message.tone == "error"
    assert h.ui.table.message.text == s.game.explain(parse_move("accept"))
    assert h.session is s
    h.app.choose("auction")
    h.settle()
    s = h.session
    assert s.game.phase == "settle" and s.to_act == 0  # the easy CPUs passed: the answer is yours again
    assert [(seat, str(m)) for seat, m in s.hand_log()] == [(0, "auction"), (1, "pass"), (2, "pass"), (3, "pass")]
    h.app.choose(" Up:S ")  # spelled as a player might
    hand = h.session.game.hand
    assert hand is not None and hand.contract.trump is Suit.SPADES and not hand.contract.down


def test_two_humans_pass_the_device() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&seats=human,easy,human,easy&names=Ann,,Bob&speed=instant")
    human_move(h, legal(h)[0])
    t = h.ui.table
    assert (t.state, t.to_act, t.viewer, t.hand, t.hand_hidden) == ("handoff", 2, 0, (), True)
    h.app.tap_card(h.session.game.cards(2)[0].code)  # nobody plays behind the hand-off screen
    h.app.choose(str(legal(h)[0]))
    h.app.press("hint")
    assert len(h.session.log) == 2 and h.app.hint is None
    h.app.press("handoff")
    t = h.ui.table
    assert (t.state, t.viewer, t.hand_label) == ("ready", 2, "Bob's cards")
    assert {c.code for c in t.hand} == {str(c) for c in h.session.game.cards(2)}
    assert Harness(backend=h.backend).ui.table.viewer == 2  # saved with the device's holder


# -- hints, the last trick, the sheet ------------------------------------------------------------------------------
def test_a_hint_without_a_worker_is_thought_out_on_the_page() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&speed=instant")
    h.app.press("hint")
    s = h.session
    want = CPU.hint(s.game.observe(0), Rng(derive_seed(s.game.seed, HINT_SEED, 0)))
    assert h.app.hint == want and want in legal(h)
    t = h.ui.table
    assert [c.code for c in t.hand if c.hint] == [str(want)] and t.hint == str(want)
    assert t.message is not None and t.message.text == f"Hint: play the {want.name} ({want.label})."  # type: ignore
    human_move(h, legal(h)[0])
    assert h.app.hint is None and not any(c.hint for c in h.ui.table.hand)


def test_the_last_trick_toggles_and_hides_after_a_move() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&level=easy&speed=instant")
    human_move(h, legal(h)[0])
    human_move(h, legal(h)[0])  # trick 2 under way: trick 1 is the last one
    t = h.ui.table
    assert t.controls[1].enabled and t.last_trick is None
    h.app.press("last")
    t = h.ui.table
    assert t.last_trick is not None and t.last_trick.title.startswith("Trick 1: ") and t.controls[1].pressed
    h.app.press("last")
    assert h.ui.table.last_trick is None
    h.app.press("last")
    h.app.press("cancel")  # Escape
    assert h.ui.table.last_trick is None
    h.app.press("last")
    human_move(h, legal(h)[0])
    assert h.ui.table.last_trick is None and not h.app.show_last


def test_the_sheet_layout_is_saved() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&speed=instant")
    assert h.ui.table.sheet.columns == "one"
    h.app.press("columns-two")
    assert h.ui.table.sheet.columns == "two" and h.app.settings.columns == "two"
    again = Harness(backend=h.backend)
    assert again.ui.table.sheet.columns == "two"
    again.app.set_columns("three")
    assert again.app.settings.columns == "two"
    again.app.press("columns-one")
    assert Harness(backend=h.backend).ui.table.sheet.columns == "one"
    again.app.press("sheet")
    assert again.ui.opened == ["sheet"]


# -- on screen or not ------------------------------------------------------------------------------------------------
def test_hidden_the_table_draws_nothing_and_its_cpus_wait() -> None:
    h = Harness(query=f"?seed={ADA_FIRST}&speed=instant", settle=False)
    h.app.hide()
    renders = len(h.ui.tables)
    h.settle()  # the CPU task wakes, sees the table hidden, and stops
    assert h.session.log == () and len(h.ui.tables) == renders and not h.app.running
    h.app.schedule()
    assert not h.tasks
    h.app.show()
    assert h.ui.invalidated == 1 and len(h.ui.tables) == renders + 1 and h.tasks
    h.settle()
    assert [seat for seat, _ in h.session.log] == [1, 2, 3]
    h.app.show()  # already shown: nothing more
    assert h.ui.invalidated == 1


def test_cpus_wait_between_moves_by_speed_and_longer_after_a_trick() -> None:
    h = Harness(query="?seed=8&speed=slow")  # Ada leads
    assert h.sleeps == [PAUSES["slow"]] * 3 and any(h.ui.animated)
    human_move(h, legal(h)[0])  # your card ends the trick; Ben takes it and leads after a longer pause
    assert h.session.game.hand.taken[0][0] == 2  # type: ignore[union-attr]
    assert h.sleeps[3:] == [TRICK_PAUSES["slow"], PAUSES["slow"]]  # Ben leads, Cleo follows
    h.app.set_speed("warp")
    assert h.app.settings.speed == "slow"
    h.app.set_speed("fast")
    assert Harness(backend=h.backend).app.settings.speed == "fast"


def test_a_cpu_in_the_worker_plays_the_pages_move() -> None:
    from web.king.spec import Thinker

    worker = Thinker()
    asked: list[str] = []

    async def think(record: str, seat: int, level: str, seed: int) -> str | None:
        asked.append(level)
        return worker.think(record, seat, level, seed)

    async def broken(record: str, seat: int, level: str, seed: int) -> str | None:
        raise RuntimeError("the worker died")

    query = f"?seed={ADA_FIRST}&seats=human,hard,easy,easy&speed=instant"
    alone = Harness(query=query)
    via = Harness(query=query, think=think)
    assert asked == ["hard"]  # the easy CPUs answer on the page at once
    assert via.session.log == alone.session.log and len(alone.session.log) == 3
    assert Harness(query=query, think=broken).session.log == alone.session.log
    assert KingRecord.from_json(via.ui.table.record).replay() == alone.session.game
