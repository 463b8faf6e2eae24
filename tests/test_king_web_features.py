"""Around King's table, through the controller on a fake page (web/king/spec.py, results.py
with web/king/app.py): the tutorial (nothing of it saved or counted), what screen readers hear, the dialogs and
settings, sounds, hints from the CPU worker.
What King and 3-13 do alike around the table (the offer's end, toggles, statistics files, late or missing hints,
the widget) is tested for both in tests/test_web_table_features.py."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from kings.king.api import KingMatch, KingRecord
from kings.king.game import KingGame
from kings.king.rules import preset
from tests.king_harness import ADA_FIRST, YOU_FIRST, Harness, human_move, legal, play_until
from web.king.narration import say
from web.king.spec import CPU, KEYS, MAY_DISCARD, MUST_FOLLOW, SEED, STEPS, YOU_LEAD, rules_page
from web.shell.players import HINT
from web.shell.stats import Stats
from web.shell.thinker import ask


def spoken(h: Harness) -> list[str]:
    return [text for _n, text in h.ui.table.extras.speech]


# -- the tutorial ---------------------------------------------------------------------------------------------
def test_the_tutorial_steps_on_and_nothing_of_it_is_saved_or_counted() -> None:
    h = Harness(entropy=YOU_FIRST)  # a new player: the game is dealt and saved, the tutorial offered
    saved, lobby = h.saved(), h.app.store.lobby_line()
    h.app.press("tutorial-start")
    t = h.ui.table
    assert h.session.game.seed == SEED and t.extras.tutorial and h.app.more.offer is False
    assert t.extras.coach is not None and t.extras.coach.title == f"Step 1 of 5: {STEPS[0].title}"
    assert [a for a, _ in t.extras.coach.actions] == ["tutorial-next", "tutorial-exit"]
    assert spoken(h)[-1].startswith("Step 1 of 5: Welcome to King.")
    h.app.press("tutorial-next")
    coach = h.ui.table.extras.coach
    assert coach is not None and coach.title == f"Step 2 of 5: {STEPS[1].title}" and coach.primary == ""
    assert [a for a, _ in coach.actions] == ["tutorial-exit"]  # this step waits for your card
    h.app.press("tutorial-next")
    assert h.ui.table.extras.coach.title.startswith("Step 2 of 5")  # type: ignore[union-attr]
    titles = []
    for _ in range(4):
        human_move(h, legal(h)[0])
        titles.append(h.ui.table.extras.coach.title)  # type: ignore[union-attr]
    assert titles == ["Step 3 of 5: Following suit", "Step 3 of 5: Following suit",
                      "Step 4 of 5: When you cannot follow", "Step 5 of 5: That's the game"]  # fmt: skip
    assert h.ui.table.extras.coach.actions == (("tutorial-exit", "Back to my game"),)  # type: ignore[union-attr]
    play_until(h, lambda: h.ui.table.state == "hand-over")  # the tutorial's hand to its end
    h.app.press("next")
    h.settle()
    assert h.app.stats == Stats() and h.app.store.load("stats") is None
    assert h.saved() == saved and h.app.store.lobby_line() == lobby
    h.app.press("tutorial-exit")
    h.settle()
    t = h.ui.table
    assert not t.extras.tutorial and t.extras.coach is None and h.session.game.seed == YOU_FIRST
    assert Harness(backend=h.backend).session.game.seed == YOU_FIRST


@pytest.mark.parametrize(("picks", "says"), [((0, 0, 0), MAY_DISCARD), ((0, 0, -1), MUST_FOLLOW),
                                             ((0, -1, 0), YOU_LEAD)])
def test_the_step_on_not_following_speaks_of_the_cards_you_hold(picks: tuple[int, ...], says: str) -> None:
    """The fixed deal reaches step 4 ("When you cannot follow") void in the suit led, holding it or leading, as the
    cards played before went: its words are the table's (a review read "when you cannot follow" over hearts that had
    to follow hearts)."""
    h = Harness(entropy=YOU_FIRST)
    h.app.press("tutorial-start")
    h.app.press("tutorial-next")
    for pick in picks:
        human_move(h, legal(h)[pick])
    hand = h.session.game.hand
    coach = h.ui.table.extras.coach
    assert coach is not None and coach.title == "Step 4 of 5: When you cannot follow" and hand.acting == 0
    assert coach.text == says
    held = {card.suit for card in hand.hands[0]}
    assert (says == MUST_FOLLOW) == (bool(hand.trick) and hand.trick[0].suit in held)
    assert (says == YOU_LEAD) == (not hand.trick)
    # the dimmed cards the words speak of: the ones that may not be played now
    assert (says == MUST_FOLLOW) == (len(legal(h)) < len(hand.hands[0]))


def test_declining_the_tutorial_lets_the_game_go_on() -> None:
    h = Harness(entropy=ADA_FIRST)
    assert len(h.session.log) == 3 and h.ui.table.extras.coach is not None  # on your first turn
    h.app.press("tutorial-later")
    assert h.ui.table.extras.coach is None and h.app.can_act()
    h.app.press("tutorial")  # the menu's Tutorial opens its dialog
    assert h.ui.opened[-1] == "tutorial"


# -- what screen readers hear ---------------------------------------------------------------------------------
def test_moves_and_endings_are_announced() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&level=easy&speed=instant")
    human_move(h, legal(h)[0])
    lines = spoken(h)
    assert lines[0].startswith("You lead ") and lines[1].startswith("Ada plays ")
    assert any(" the trick" in line for line in lines[3:])  # the fourth card and who took the trick
    play_until(h, lambda: h.ui.table.state == "hand-over")
    banner = h.ui.table.banner
    assert banner is not None and spoken(h)[-1] == banner.speech() and spoken(h)[-1].startswith("Hand 1 of 10: ")
    serials = [n for n, _ in h.ui.table.extras.speech]
    assert serials == sorted(set(serials)) and len(serials) <= 8


@pytest.mark.parametrize("topic", ["all", "hand", "trick", "scores", "contract"])
def test_the_hear_keys_say_what_the_table_shows(topic: str) -> None:
    h = Harness(query=f"?seed={ADA_FIRST}&speed=instant")
    h.app.press(f"say-{topic}")
    assert spoken(h)[-1] == say(h.ui.tables[-2], topic)


# -- dialogs, settings, sounds ----------------------------------------------------------------------------------
def test_the_rules_keys_and_settings_dialogs() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&rules=quick&speed=instant")
    h.app.press("help")
    assert h.ui.shown["help"] == rules_page(preset("quick"))
    h.app.press("keys")
    assert h.ui.shown["keys"] == KEYS
    h.app.press("settings")
    assert h.ui.shown["settings"] == h.app.settings
    h.app.press("nonsense")
    assert h.ui.opened == ["help", "keys", "settings"]


def test_sounds_follow_the_setting_and_the_speed() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&speed=fast")
    human_move(h, legal(h)[0])
    assert h.ui.sounds == []  # off by default
    h.app.press("sound")
    human_move(h, legal(h)[0])
    assert h.ui.sounds[0] == "play" and len(h.ui.sounds) >= 2  # yours, and the CPUs' cards at this speed
    quiet = Harness(query=f"?seed={YOU_FIRST}&speed=instant")
    quiet.app.press("sound")
    human_move(quiet, legal(quiet)[0])
    assert quiet.ui.sounds == ["play"]  # at instant speed only your own card


# -- hints from the CPU worker ---------------------------------------------------------------------------------------
def test_asking_the_worker() -> None:
    game = KingGame.new(YOU_FIRST)
    seat = game.acting or 0
    good = str(game.legal_moves()[2])

    async def answer(text: Any) -> Any:
        async def think(record: str, seat: int, level: str, seed: int) -> str | None:
            if isinstance(text, Exception):
                raise text
            return text  # type: ignore[no-any-return]

        return await ask(think, CPU, KingMatch(game), seat, "hard", 1)

    assert asyncio.run(answer(good)) == game.legal_moves()[2]
    for bad in (None, "", "QS>N", "ZZ", RuntimeError("the worker died")):
        assert asyncio.run(answer(bad)) is None
    assert asyncio.run(ask(None, CPU, KingMatch(game), seat, "hard", 1)) is None

    async def never(record: str, seat: int, level: str, seed: int) -> str | None:
        raise AssertionError("the easy CPU is not sent to the worker")

    assert asyncio.run(ask(never, CPU, KingMatch(game), seat, "easy", 1)) is None
    assert CPU.slow_levels == ("hard", HINT)


def test_the_workers_hint_is_shown_when_it_arrives_and_a_second_press_waits() -> None:
    asked: list[tuple[int, str]] = []

    async def think(record: str, seat: int, level: str, seed: int) -> str | None:
        asked.append((seat, level))
        game = KingRecord.from_json(record).replay()
        return str(game.legal_moves()[-1])

    h = Harness(query=f"?seed={YOU_FIRST}&speed=instant", think=think)
    h.app.press("hint")
    h.app.press("hint")  # a second press while the first is on its way asks nothing more
    assert h.app.hint is None and len(h.tasks) == 1
    h.settle()
    assert asked == [(0, HINT)] and h.app.hint == legal(h)[-1]
    t = h.ui.table
    assert t.message is not None and t.message.text.startswith("Hint: play the ")
    assert [c.code for c in t.hand if c.hint] == [str(legal(h)[-1])]
