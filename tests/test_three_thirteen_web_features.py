"""Around 3-13's table, through the controller on a fake page (web/three_thirteen/spec.py and results.py with
web/three_thirteen/app.py): the tutorial (nothing of it saved or counted), what screen readers hear,
the dialogs and settings, sounds, hints from the CPU worker.
What King and 3-13 do alike around the table (the offer's end, toggles, statistics files, late or missing hints,
the widget) is tested for both in tests/test_web_table_features.py."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from kings.three_thirteen.api import MatchRecord
from kings.three_thirteen.match import Match
from kings.three_thirteen.moves import STOCK
from kings.three_thirteen.rules import preset
from tests.test_three_thirteen_web_session import ADA_FIRST, YOU_FIRST
from tests.three_thirteen_harness import Harness, cards_of, human_move, legal, play_until
from web.shell.players import HINT
from web.shell.stats import Stats
from web.shell.thinker import ask
from web.three_thirteen.spec import CPU, KEYS, SEED, STEPS, rules_page
from web.three_thirteen.words import say


def spoken(h: Harness) -> list[str]:
    return [text for _n, text in h.table.extras.speech]


# -- the tutorial ---------------------------------------------------------------------------------------------
def test_the_tutorial_steps_on_and_nothing_of_it_is_saved_or_counted() -> None:
    h = Harness(entropy=YOU_FIRST)  # a new player: the game is dealt and saved, the tutorial offered
    saved, lobby = h.saved(), h.app.store.lobby_line()
    h.app.press("tutorial-start")
    t = h.table
    assert h.session.match.seed == SEED and t.extras.tutorial and h.app.more.offer is False
    assert t.extras.coach is not None and t.extras.coach.title == f"Step 1 of 5: {STEPS[0].title}"
    assert [a for a, _ in t.extras.coach.actions] == ["tutorial-next", "tutorial-exit"]
    assert spoken(h)[-1].startswith("Step 1 of 5: Welcome to 3-13.")
    h.app.press("tutorial-next")
    coach = h.table.extras.coach
    assert coach is not None and coach.title == "Step 2 of 5: Draw" and coach.primary == ""
    assert [a for a, _ in coach.actions] == ["tutorial-exit"]  # this step waits for your draw
    h.app.press("tutorial-next")
    assert h.table.extras.coach.title == "Step 2 of 5: Draw"  # type: ignore[union-attr]
    h.app.press("pile")  # the 7♠: a set of sevens
    assert h.table.extras.coach.title == "Step 3 of 5: Go out"  # type: ignore[union-attr]
    assert h.table.out is not None and h.table.out.move == "out:KC"
    h.app.press("out")
    h.settle()  # Ada's one more turn
    t = h.table
    assert t.extras.coach is not None and t.extras.coach.title == "Step 4 of 5: One more turn each"
    assert t.state == "deal-over" and t.banner is not None and t.banner.title == "You went out!"
    h.app.press("tutorial-next")
    assert h.table.extras.coach.actions == (("tutorial-exit", "Back to my game"),)  # type: ignore[union-attr]
    assert h.app.stats == Stats() and h.app.store.load("stats") is None  # the round ended: not counted
    h.app.press("next")
    h.settle()
    assert h.saved() == saved and h.app.store.lobby_line() == lobby  # the tutorial's game is never saved
    h.app.press("tutorial-exit")
    h.settle()
    t = h.table
    assert not t.extras.tutorial and t.extras.coach is None and h.session.match.seed == YOU_FIRST
    assert Harness(backend=h.backend).session.match.seed == YOU_FIRST


def test_declining_the_tutorial_lets_the_game_go_on() -> None:
    h = Harness(entropy=ADA_FIRST)
    assert len(h.session.shown.moves) == 4 and h.table.extras.coach is not None  # on your first turn
    h.app.press("tutorial-later")
    assert h.table.extras.coach is None and h.app.can_act()
    h.app.press("tutorial")  # the menu's Tutorial opens its dialog
    assert h.ui.opened[-1] == "tutorial"


# -- what screen readers hear ---------------------------------------------------------------------------------
def test_moves_and_endings_are_announced() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&level=easy&speed=instant")
    human_move(h, STOCK)
    assert spoken(h) == ["You draw from the stock."]
    human_move(h, next(m for m in legal(h) if str(m)[0] != "o"))
    lines = spoken(h)
    assert lines[1].startswith("You discard ") and lines[2].startswith("Ada ") and lines[-1].startswith("Ben ")
    play_until(h, lambda: h.table.state == "deal-over")
    banner = h.table.banner
    assert banner is not None and spoken(h)[-1] == banner.speech() and banner.speech().startswith(banner.title)
    serials = [n for n, _ in h.table.extras.speech]
    assert serials == sorted(set(serials)) and len(serials) <= 8


@pytest.mark.parametrize("topic", ["all", "hand", "table", "scores"])
def test_the_hear_keys_say_what_the_table_shows(topic: str) -> None:
    h = Harness(query=f"?seed={ADA_FIRST}&speed=instant")
    h.app.press(f"say-{topic}")
    assert spoken(h)[-1] == say(h.ui.tables[-2], topic)


# -- dialogs, settings, sounds ----------------------------------------------------------------------------------
def test_the_rules_keys_and_settings_dialogs() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&rules=deuces-arent-wild&speed=instant")
    h.app.press("help")
    assert h.ui.shown["help"] == rules_page(preset("deuces-arent-wild").for_players(3))
    h.app.press("keys")
    assert h.ui.shown["keys"] == KEYS
    h.app.press("settings")
    assert h.ui.shown["settings"] == h.app.settings
    h.app.press("nonsense")
    assert h.ui.opened == ["help", "keys", "settings"]


def test_sounds_follow_the_setting_and_the_speed() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&speed=fast")
    human_move(h, STOCK)
    assert h.ui.sounds == []  # off by default
    h.app.press("sound")
    human_move(h, legal(h)[0])
    assert h.ui.sounds[0] == "play" and "draw" in h.ui.sounds[1:]  # yours, and the CPUs' at this speed
    quiet = Harness(query=f"?seed={YOU_FIRST}&speed=instant")
    quiet.app.press("sound")
    human_move(quiet, STOCK)
    human_move(quiet, legal(quiet)[0])
    assert quiet.ui.sounds == ["draw", "play"]  # at instant speed only your own moves


# -- hints from the CPU worker ---------------------------------------------------------------------------------------
def test_asking_the_worker() -> None:
    match = Match.new(preset("standard"), YOU_FIRST, 3)
    seat = match.match_seat(match.round.acting)  # type: ignore[union-attr]
    good = "discard"

    async def answer(text: Any) -> Any:
        async def think(record: str, seat: int, level: str, seed: int) -> str | None:
            if isinstance(text, Exception):
                raise text
            return text  # type: ignore[no-any-return]

        return await ask(think, CPU, match, seat, "hard", 1)

    assert str(asyncio.run(answer(good))) == "discard"
    for bad in (None, "", "QS", "out:QS", "ZZ", RuntimeError("the worker died")):
        assert asyncio.run(answer(bad)) is None
    assert asyncio.run(ask(None, CPU, match, seat, "hard", 1)) is None

    async def never(record: str, seat: int, level: str, seed: int) -> str | None:
        raise AssertionError("the easy CPU is not sent to the worker")

    assert asyncio.run(ask(never, CPU, match, seat, "easy", 1)) is None
    between = match
    while between.round is not None:
        between = between.play(between.round.legal_moves()[-1])
    assert asyncio.run(ask(never, CPU, between, seat, "hard", 1)) is None  # no round: nothing to ask
    assert CPU.slow_levels == ("hard", HINT)


def test_the_workers_hint_is_shown_when_it_arrives_and_a_second_press_waits() -> None:
    asked: list[tuple[int, str]] = []

    async def think(record: str, seat: int, level: str, seed: int) -> str | None:
        asked.append((seat, level))
        match = MatchRecord.from_json(record).replay()
        return str(match.round.legal_moves()[-1])  # type: ignore[union-attr]

    h = Harness(query=f"?seed={YOU_FIRST}&speed=instant&level=hard", think=think)  # (hard CPUs: the worker runs)
    h.app.press("hint")
    h.app.press("hint")  # a second press while the first is on its way asks nothing more
    assert h.app.hint is None and len(h.tasks) == 1
    h.settle()
    assert asked == [(0, HINT)] and h.app.hint == legal(h)[-1]
    t = h.table
    assert t.message is not None and t.message.text == f"Hint: take the {h.session.shown.pile[-1].label} from the " \
        "discard pile." and t.pile.hint  # fmt: skip


def test_without_a_worker_at_work_a_hint_is_thought_on_the_page_at_once() -> None:
    """Medium CPUs never start the worker, and a hint that booted it kept "Thinking of a hint…" up about 3 s for a
    3-card hand (review 63): the hard player answers in Pyodide in 5 ms (p50), 276 ms at most, so the page thinks."""
    asked: list[str] = []

    async def think(record: str, seat: int, level: str, seed: int) -> str | None:
        asked.append(level)
        return None

    h = Harness(query=f"?seed={YOU_FIRST}&speed=instant", think=think)
    h.app.press("hint")
    h.settle()
    assert asked == [] and h.app.hint in legal(h)


def test_a_hint_puts_back_the_card_picked() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&speed=instant")
    human_move(h, STOCK)
    h.app.tap_card(cards_of(h.table)[0].key)
    assert h.app.selected is not None
    h.app.press("hint")
    assert h.app.selected is None and h.app.hint is not None
