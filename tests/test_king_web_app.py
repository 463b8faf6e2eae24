"""King's controller (web/king/app.py) driven through a fake page (tests/king_harness.py): starting (the tutorial
offered to a new player, a game from the address, a saved game resumed or dropped with a notice), a whole game
against CPUs, the new-game dialog, and hands counted in the statistics once. CPU moves run when the harness
settles its tasks; sleeping is instant."""

from __future__ import annotations

import json

from kings.seeding import Rng
from tests.king_harness import ADA_FIRST, YOU_FIRST, Harness, human_move, legal, play_until


# -- booting --------------------------------------------------------------------------------------------------
def test_a_new_player_is_offered_the_tutorial_with_the_table_and_plays_on_under_it() -> None:
    """The offer comes with the table's first drawing, a panel beside your part that holds nothing: the CPUs before
    you play theirs (over the table they waited on it: "Ada waits for your answer", a review), and so may you (asked
    on your turn only, it came seconds late and took a tap meant for the table, another review)."""
    h = Harness(entropy=ADA_FIRST)
    t = h.ui.table
    assert h.session.game.seed == ADA_FIRST and [seat for seat, _ in h.session.log] == [1, 2, 3]
    assert all(table.extras.coach is not None for table in h.ui.tables[1:])  # from boot's drawing on
    coach = t.extras.coach
    assert coach is not None and coach.title == "New to King?" and not coach.over_table and t.actor == "human"
    assert [a for a, _ in coach.actions] == ["tutorial-start", "tutorial-later"]
    assert h.app.can_act()
    h.app.press("tutorial-later")
    h.settle()
    t = h.ui.table
    assert t.extras.coach is None and t.actor == "human"
    human_move(h, legal(h)[0])
    assert len(h.session.log) > 4
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
    assert again.app.store.lobby_line()["resume"] is False
    again.app.press("rematch")
    again.settle()
    s = again.session
    assert s.game.results == () and s.game.seed == 99 and [x.kind for x in s.seats] == ["human"] + ["easy"] * 3
    assert again.app.stats.total.matches == 1


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
