"""King's controller (web/king/app.py) driven through a fake page: intents in, tables out. CPU moves run when the
harness settles its tasks; sleeping is instant."""

from __future__ import annotations

import json
from typing import Any

from kings.cards import Card, Suit
from kings.king.api import KingRecord
from kings.king.game import first_dealer
from kings.king.moves import Move, parse_move
from kings.seeding import Rng, derive_seed
from tests import webfakes
from web.king import players
from web.king.app import App
from web.king.cputurns import PAUSES, TRICK_PAUSES
from web.king.hints import HINT_SEED
from web.king.session import Session


class Harness(webfakes.Harness):
    """King's App on the fake page of tests/webfakes.py."""

    app_class = App
    app: App

    @property
    def session(self) -> Session:
        assert self.app.session is not None
        return self.app.session


def seed_where(dealer: int, start: int = 1) -> int:
    """A seed whose first dealer (who leads the first hand) is ``dealer``."""
    return next(s for s in range(start, 500) if first_dealer(s) == dealer)


YOU_FIRST = seed_where(0)  # 2
ADA_FIRST = seed_where(1)  # 1


def legal(h: Harness) -> tuple[Move, ...]:
    return h.session.game.legal_moves()


def human_move(h: Harness, move: Move) -> None:
    """Play ``move`` as the page would: a tap on a card, or a press on an answer of the auction step."""
    if isinstance(move, Card):
        h.app.tap_card(move.code)
    else:
        h.app.choose(str(move))
    h.settle()


def play_until(h: Harness, done: Any, pick: Any = None, limit: int = 1500) -> None:
    """The human plays ``pick``'s moves (first legal by default) and presses Next hand until ``done()``."""
    for _ in range(limit):
        if done():
            return
        t = h.ui.table
        if t.state == "hand-over":
            h.app.press("next")
            h.settle()
        elif t.state == "handoff":
            h.app.press("handoff")
        else:
            assert t.actor == "human", t.status
            moves = legal(h)
            before = len(h.session.log)
            human_move(h, pick(moves) if pick else moves[0])
            assert len(h.session.log) > before
    raise AssertionError("not reached")


# -- booting --------------------------------------------------------------------------------------------------
def test_a_new_player_is_offered_the_tutorial_and_the_cpus_wait_for_the_answer() -> None:
    h = Harness(entropy=ADA_FIRST)
    t = h.ui.table
    coach = t.extras.coach
    assert coach is not None and coach.title == "New to King?" and coach.over_table
    assert [a for a, _ in coach.actions] == ["tutorial-start", "tutorial-later"]
    assert h.session.game.seed == ADA_FIRST and h.session.log == () and t.to_act == 1
    assert t.status == "Ada waits for your answer."
    h.app.tap_card(str(h.session.game.cards(0)[0]))
    assert h.session.log == ()
    h.app.press("tutorial-later")
    h.settle()
    t = h.ui.table
    assert t.extras.coach is None and t.actor == "human" and [seat for seat, _ in h.session.log] == [1, 2, 3]
    again = Harness(backend=h.backend)
    assert again.ui.table.extras.coach is None  # offered once


def test_an_address_starts_its_game_and_is_cleared() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&rules=quick&seats=human,easy,hard,medium&names=Ann,,,Max&speed=fast")
    s = h.session
    assert h.ui.queries == [""] and s.game.seed == YOU_FIRST and s.game.rules.id == "quick"
    assert [(x.name, x.kind) for x in s.seats] == [("Ann", "human"), ("Ada", "easy"), ("Ben", "hard"),
                                                   ("Max", "medium")]  # fmt: skip
    assert h.app.settings.speed == "fast" and h.ui.table.speed == "fast" and h.ui.table.extras.coach is None
    assert h.app.settings.setup is not None and h.app.settings.setup.seed is None  # the seed is not kept


def test_a_saved_game_resumes_on_the_very_move() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&speed=instant")
    for _ in range(3):
        human_move(h, legal(h)[-1])
    before = h.ui.table
    again = Harness(backend=h.backend)
    t = again.ui.table
    assert (t.position, t.record, t.log, t.hand, t.trick) == (before.position, before.record, before.log,
                                                               before.hand, before.trick)  # fmt: skip
    assert again.ui.queries == [] and t.notices == () and t.extras.coach is None


def test_a_bad_saved_game_is_dropped_with_a_notice_and_a_new_one_starts() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&speed=instant")
    data = h.saved()
    data["record"] = data["record"].replace('"moves": []', '"moves": ["sideways"]')
    h.app.store.save("match", data)
    again = Harness(backend=h.backend, entropy=YOU_FIRST + 1)
    t = again.ui.table
    assert t.notices == ("Your saved match in progress could not be read, so a new game was started.",)
    assert again.session.game.seed == YOU_FIRST + 1 and t.state == "ready" and t.extras.coach is None
    again.app.press("dismiss")
    assert again.ui.table.notices == ()


def test_a_saved_game_with_a_move_after_its_end_is_dropped_too() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&level=easy&speed=instant")
    s = h.session
    while not s.game.over:
        s = s.play(s.game.legal_moves()[0])
    record = json.loads(s.to_dict()["record"])
    h.app.store.save("match", {**s.to_dict(), "record": json.dumps({**record, "moves": [*record["moves"], "2C"]})})
    again = Harness(backend=h.backend)
    assert any("could not be read" in n for n in again.ui.table.notices) and again.session.game.moves == ()


# -- a whole game ---------------------------------------------------------------------------------------------
def test_a_whole_game_against_cpus_completes_with_every_hands_banner() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&level=easy&speed=instant")
    banners: list[str] = []
    rng = Rng(4)

    def done() -> bool:
        t = h.ui.table
        if t.state == "hand-over" and (not banners or banners[-1] != t.banner.title):  # type: ignore[union-attr]
            assert t.banner is not None and t.banner.actions == (("next", "Next hand"),)
            banners.append(t.banner.title)
        return t.state == "game-over"

    play_until(h, done, pick=lambda moves: rng.choice(moves))
    t = h.ui.table
    assert len(banners) == 9 and banners[0].startswith("Hand 1 of 10: ") and banners[-1].startswith("Hand 9 of 10")
    assert t.banner is not None and t.banner.kind == "game-over" and t.banner.ending is not None
    assert t.banner.ending.kind == "match-over" and t.status == "The game is over after 10 hands."
    assert t.sheet.rows[-1].total == "0" and sum(h.session.game.totals) == 0
    assert not any(h.ui.animated) and set(h.sleeps) <= {0.0}  # instant: no flights, no waits
    assert h.app.stats.total.deals == 10 and h.app.stats.total.matches == 1
    assert h.app.stats.by_level["easy"].deals == 10 and len(h.app.stats.history) == 10
    h.app.press("next")  # nothing: the game is over
    assert h.ui.table.state == "game-over"
    again = Harness(backend=h.backend)
    assert again.ui.table.state == "game-over" and again.app.stats.total.deals == 10
    assert again.app.stats.total.matches == 1
    assert again.app.store.load("lobby")["resume"] is False
    again.app.press("rematch")
    again.settle()
    s = again.session
    assert s.game.results == () and s.game.seed == 99 and [x.kind for x in s.seats] == ["human"] + ["easy"] * 3
    assert again.app.stats.total.matches == 1


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
    h.app.choose("9 up")  # no such bid: not a move
    assert h.session is s and h.ui.table.message is None
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
    want = players.hint(s.game.observe(0), Rng(derive_seed(s.game.seed, HINT_SEED, 0)))
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


# -- the new-game dialog ------------------------------------------------------------------------------------------
def test_the_setup_dialog_opens_on_the_game_in_play() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&rules=nominate&seats=human,hard,easy,human&speed=instant")
    h.app.press("new")
    form = h.ui.form
    assert form is not None and form.counts == (4,) and form.preset == "nominate"
    assert [s.kind for s in form.seats] == ["human", "hard", "easy", "human"]
    assert {f.key: f.value for f in form.fields}["nominate_dealer"] == "on"
    h.app.setup_preset("quick")
    assert {f.key: f.value for f in h.ui.fields} == {"quick": "on", "nominate_dealer": "", "rebid_after_pass": "",
                                                     "forfeit_without_auction": ""}  # fmt: skip
    h.app.setup_preset("nope")
    assert {f.key: f.value for f in h.ui.fields}["quick"] == "on"  # unchanged


SEATS = [("Zoe", "human"), ("", "easy"), ("", "medium"), ("", "hard")]


def test_setup_errors_are_said_in_plain_words_and_start_nothing() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&speed=instant")
    h.app.press("new")
    s = h.session
    cases = [
        (SEATS[:3], "standard", "", "King is for four players, not 3."),
        ([*SEATS[:3], ("", "wizard")], "standard", "", "'wizard' is not a kind of player."),
        (SEATS, "nope", "", "There is no King rules preset 'nope'."),
        (SEATS, "standard", "-4", "The seed must be a whole number from 0 to 18446744073709551615 (or empty for a "
                                  "random deal)."),
        (SEATS, "standard", "9" * 30, "The seed must be a whole number"),
    ]  # fmt: skip
    for seats, preset_id, seed, said in cases:
        h.app.submit_setup(seats, preset_id, {}, seed)
        assert h.ui.setup_errors[-1].startswith(said)
    assert len(h.ui.setup_errors) == len(cases) and h.ui.form is not None and h.session is s


def test_custom_rules_and_presets_from_the_dialog() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&speed=instant")
    h.app.press("new")
    h.app.submit_setup(SEATS, "custom", {"quick": "on", "rebid_after_pass": "on", "nominate_dealer": ""}, " 12 ")
    h.settle()
    s = h.session
    assert h.ui.form is None and s.game.seed == 12
    assert (s.game.rules.id, s.game.rules.quick, s.game.rules.rebid_after_pass) == ("custom", True, True)
    assert [x.name for x in s.seats] == ["Zoe", "Ada", "Ben", "Cleo"]
    assert h.ui.table.title.endswith("· Custom rules")
    h.app.press("new")
    assert h.ui.form is not None and h.ui.form.preset == "custom"
    h.app.submit_setup(SEATS, "standard", {"quick": "on"}, "")  # the options equal a preset: that preset
    h.settle()
    assert h.session.game.rules.id == "quick" and h.session.game.seed == 99
    again = Harness(backend=h.backend)
    assert again.session.game.rules.id == "quick"
    again.app.start(again.app.settings.start_setup())  # the dialog's last setup is remembered, without its seed
    assert again.session.game.rules.id == "quick" and again.session.seats[0].name == "Zoe"


# -- statistics ------------------------------------------------------------------------------------------------------
def test_hands_are_counted_once_and_a_reload_never_counts_twice() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&level=easy&speed=instant")
    play_until(h, lambda: h.ui.table.state == "hand-over")
    stats = h.app.stats
    assert stats.total.deals == 1 and stats.by_preset["standard"].deals == 1 and stats.total.matches == 0
    entry = stats.history[-1]
    points = h.session.game.results[0].points[0]
    assert (entry.rules, entry.levels, entry.players, entry.delta, entry.penalty) == ("standard", ("easy",) * 3, 4,
                                                                                       points, -points)  # fmt: skip
    assert entry.won == (points == max(h.session.game.results[0].points))
    for _ in range(2):
        again = Harness(backend=h.backend)
        assert again.app.stats.total.deals == 1 and again.ui.table.state == "hand-over"
    again.app.press("next")
    again.settle()
    assert Harness(backend=h.backend).app.stats.total.deals == 1
    h.app.press("stats")
    assert h.ui.stats == h.app.stats and h.ui.overview[0][0] == "King"


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
    from web.king.thinker import Thinker

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
