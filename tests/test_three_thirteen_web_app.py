"""3-13's controller (web/three_thirteen/app.py) driven through a fake page (tests/three_thirteen_harness.py):
starting (the tutorial offered to a new player, a game from the address, a saved game resumed or dropped with a
notice), a whole game against CPUs, the new-game dialog, and rounds counted in the statistics once. CPU moves run
when the harness settles its tasks; sleeping is instant."""

from __future__ import annotations

import json

from tests.test_three_thirteen_web_session import ADA_FIRST, YOU_FIRST, medium
from tests.three_thirteen_harness import Harness, moves_made, play_until

NOTICE = "Your saved match in progress could not be read, so a new game was started."


# -- booting --------------------------------------------------------------------------------------------------
def test_a_new_player_is_offered_the_tutorial_with_the_table_and_plays_on_under_it() -> None:
    """The offer comes with the table's first drawing, a panel beside your part that holds nothing: the CPUs before
    you play theirs (over the table they waited on it: "Ada waits for your answer", a review), and so may you (asked
    on your turn only, it came seconds late and took a tap meant for the table, another review)."""
    h = Harness(entropy=ADA_FIRST)
    t = h.table
    assert h.session.match.seed == ADA_FIRST and t.actor == "human" and t.to_act == 0
    assert [e.seat for e in h.session.shown.history if e.kind != "rebuild"] == [1, 1, 2, 2]  # Ada and Ben played
    assert all(table.extras.coach is not None for table in h.ui.tables[1:])  # from boot's drawing on
    coach = t.extras.coach
    assert coach is not None and coach.title == "New to 3-13?" and not coach.over_table
    assert [a for a, _ in coach.actions] == ["tutorial-start", "tutorial-later"]
    assert h.app.can_act()
    h.app.press("tutorial-later")
    h.settle()
    t = h.table
    assert t.extras.coach is None and t.actor == "human" and t.to_act == 0
    again = Harness(backend=h.backend)
    assert again.table.extras.coach is None and again.session == h.session  # offered once; the game resumes


def test_an_address_starts_its_game_and_is_cleared() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&rules=jokers&seats=human,easy,hard,medium&names=Ann,,,Max&speed=fast")
    s = h.session
    assert h.ui.queries == [""] and s.match.seed == YOU_FIRST and s.match.rules.id == "jokers"
    assert [(x.name, x.kind) for x in s.seats] == [("Ann", "human"), ("Ada", "easy"), ("Ben", "hard"),
                                                   ("Max", "medium")]  # fmt: skip
    assert h.app.settings.speed == "fast" and h.table.speed == "fast" and h.table.extras.coach is None
    assert h.app.settings.setup is not None and h.app.settings.setup.seed is None  # the seed is not kept
    many = Harness(query="?players=5&level=easy&seed=3&speed=instant")
    assert [x.kind for x in many.session.seats] == ["human"] + ["easy"] * 4 and many.session.match.rules.packs == 3


def test_a_saved_game_resumes_on_the_very_move() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&speed=instant")
    play_until(h, lambda: moves_made(h) >= 7 and h.table.phase == "discard")
    before = h.table
    again = Harness(backend=h.backend)
    t = again.table
    assert (t.position, t.record, t.log, t.hand) == (before.position, before.record, before.log, before.hand)
    assert (t.seats, t.sheet, t.stock, t.pile) == (before.seats, before.sheet, before.stock, before.pile)
    assert again.ui.queries == [] and t.notices == () and t.extras.coach is None and t.phase == "discard"


def test_a_bad_saved_game_is_dropped_with_a_notice_and_a_new_one_starts() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&speed=instant")
    data = h.saved()
    data["record"] = data["record"].replace('"rounds": [[]]', '"rounds": [["sideways"]]')
    h.app.store.save("match", data)
    again = Harness(backend=h.backend, entropy=YOU_FIRST + 1)
    t = again.table
    assert t.notices == (NOTICE,)
    assert again.session.match.seed == YOU_FIRST + 1 and t.state == "ready" and t.extras.coach is None
    again.app.press("dismiss")
    assert again.table.notices == ()
    assert Harness(backend=h.backend).session.match.seed == YOU_FIRST + 1  # the new game was saved


def test_a_saved_game_that_is_not_an_object_or_plays_on_after_its_end_is_dropped_too() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&level=easy&speed=instant")
    s = h.session
    while not s.match.over:
        s = s.play(medium(s, s.shown.legal_moves())) if s.in_deal else s.next_deal()
    record = json.loads(s.to_dict()["record"])
    record["rounds"][-1].append("stock")
    h.app.store.save("match", {**s.to_dict(), "record": json.dumps(record)})
    again = Harness(backend=h.backend)
    assert again.table.notices == (NOTICE,) and again.session.match.results == ()
    again.app.store.save("match", ["not", "a", "game"])  # (h's view is out of date: it would not save over again's)
    assert Harness(backend=h.backend).table.notices == (NOTICE,)


# -- a whole game ---------------------------------------------------------------------------------------------
def test_a_whole_game_against_cpus_completes_with_every_rounds_banner() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&level=easy&speed=instant")
    banners: list[str] = []
    shorts: list[str] = []  # the same for a short phone

    def done() -> bool:
        t = h.table
        if t.state == "deal-over" and len(banners) < len(h.session.match.results):
            assert t.banner is not None and t.banner.actions == (("next", "Next round"),)
            assert t.banner.ending is not None and t.banner.ending.kind == "deal-over"
            banners.append(t.round.number)
            shorts.append(t.round.number_short)
        return t.state == "match-over"

    play_until(h, done)
    t = h.table
    assert banners == [f"Round {n} of 11" for n in range(1, 11)]  # the last round's banner is the game's
    assert shorts == [f"{n}/11" for n in range(1, 11)]
    assert t.banner is not None and t.banner.kind == "match-over" and t.banner.ending is not None
    assert t.banner.ending.kind == "match-over" and t.status == "The game is over after 11 rounds."
    match = h.session.match
    assert [int(x) for x in t.sheet.totals] == list(match.totals) and len(match.results) == 11
    assert not any(h.ui.animated) and set(h.sleeps) <= {0.0}  # instant: no flights, no waits
    assert h.app.stats.total.deals == 11 and h.app.stats.total.matches == 1
    assert h.app.stats.by_level["easy"].deals == 11 and len(h.app.stats.history) == 11
    assert h.app.stats.total.matches_won == int(0 in match.winners)
    h.app.press("next")  # nothing: the game is over
    assert h.table.state == "match-over"
    again = Harness(backend=h.backend)
    assert again.table.state == "match-over" and again.app.stats.total.deals == 11
    assert again.app.stats.total.matches == 1 and again.app.store.lobby_line()["resume"] is False
    again.app.press("rematch")
    again.settle()
    s = again.session
    assert s.match.results == () and s.match.seed == 99 and [x.kind for x in s.seats] == ["human", "easy", "easy"]
    assert again.app.stats.total.matches == 1


# -- the new-game dialog ------------------------------------------------------------------------------------------
def test_the_setup_dialog_opens_on_the_game_in_play() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&rules=deuces-arent-wild&seats=human,hard,easy,human&speed=instant")
    h.app.press("new")
    form = h.ui.form
    assert form is not None and form.counts == tuple(range(2, 9)) and form.preset == "deuces-arent-wild"
    assert [s.kind for s in form.seats] == ["human", "hard", "easy", "human"]
    values = {f.key: f.value for f in form.fields}
    assert (values["fourteen_round"], values["jokers"], values["packs"]) == ("on", "2", "0")
    h.app.setup_preset("aces-high")
    assert {f.key: f.value for f in h.ui.fields} == {"ace_high": "on", "high_faces": "", "jokers": "0",
                                                     "wild_melds": "on", "fourteen_round": "", "tie_break": "",
                                                     "packs": "0", "stock_rebuilds": "2"}  # fmt: skip
    h.app.setup_preset("nope")
    assert {f.key: f.value for f in h.ui.fields}["ace_high"] == "on"  # unchanged


SEATS = [("Zoe", "human"), ("", "easy"), ("", "medium")]


def test_setup_errors_are_said_in_plain_words_and_start_nothing() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&speed=instant")
    h.app.press("new")
    s = h.session
    cases = [
        (SEATS[:1], "standard", {}, "", "3-13 is for 2 to 8 players, not 1."),
        (SEATS * 3, "standard", {}, "", "3-13 is for 2 to 8 players, not 9."),
        ([*SEATS[:2], ("", "wizard")], "standard", {}, "", "'wizard' is not a kind of player."),
        (SEATS, "nope", {}, "", "There is no 3-13 rules preset 'nope'."),
        (SEATS, "standard", {}, "-4", "The seed must be a whole number from 0 to 18446744073709551615 (or empty "
                                      "for a random deal)."),
        (SEATS, "standard", {}, "9" * 30, "The seed must be a whole number"),
        (SEATS, "custom", {"packs": "x"}, "", "Packs: 'x' is not one of the choices."),
        (SEATS, "custom", {"jokers": "5"}, "", "Jokers: '5' is not one of the choices."),
        (SEATS, "custom", {"stock_rebuilds": "99"}, "", "Stock rebuilds: choose a whole number from 0 to 9."),
        (SEATS, "custom", {"stock_rebuilds": "-1"}, "", "Stock rebuilds: choose a whole number from 0 to 9."),
        ([("", "human")] * 8, "custom", {"packs": "1"}, "", "8 players need at least 107 cards"),
    ]  # fmt: skip
    for seats, preset_id, values, seed, said in cases:
        h.app.submit_setup(seats, preset_id, values, seed)
        assert h.ui.setup_errors[-1].startswith(said), h.ui.setup_errors[-1]
    assert len(h.ui.setup_errors) == len(cases) and h.ui.form is not None and h.session is s


def test_custom_rules_and_presets_from_the_dialog() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&speed=instant")
    h.app.press("new")
    h.app.submit_setup(SEATS, "custom", {"ace_high": "on", "high_faces": "on", "packs": "0"}, " 12 ")
    h.settle()
    s = h.session
    assert h.ui.form is None and s.match.seed == 12
    assert (s.match.rules.id, s.match.rules.ace_high, s.match.rules.high_faces) == ("custom", True, True)
    assert [x.name for x in s.seats] == ["Zoe", "Ada", "Ben"] and s.match.rules.packs == 2
    h.app.press("new")
    assert h.ui.form is not None and h.ui.form.preset == "custom"
    values = {f.key: f.value for f in h.ui.fields}
    assert values["packs"] == "0"  # one pack for every two players, as chosen: not this table's two
    h.app.submit_setup([*SEATS, *[("", "easy")] * 5], "custom", values, "")  # eight players: four packs
    h.settle()
    assert h.ui.setup_errors == [] and h.session.match.rules.packs == 4 and h.session.match.players == 8
    h.app.press("new")
    h.app.submit_setup(SEATS, "standard", {"jokers": "2"}, "")  # the options equal a preset: that preset
    h.settle()
    assert h.session.match.rules.id == "jokers" and h.session.match.seed == 99
    again = Harness(backend=h.backend)
    assert again.session.match.rules.id == "jokers"
    again.app.start(again.app.settings.start_setup())  # the dialog's last setup is remembered, without its seed
    assert again.session.match.rules.id == "jokers" and again.session.seats[0].name == "Zoe"


# -- statistics ------------------------------------------------------------------------------------------------------
def test_rounds_are_counted_once_and_a_reload_never_counts_twice() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&level=easy&speed=instant")
    play_until(h, lambda: h.table.state == "deal-over")
    stats = h.app.stats
    result = h.session.match.results[0]
    assert stats.total.deals == 1 and stats.by_preset["standard"].deals == 1 and stats.total.matches == 0
    entry = stats.history[-1]
    points = result.points[0]
    assert (entry.rules, entry.levels, entry.players, entry.delta, entry.penalty) == ("standard", ("easy", "easy"), 3,
                                                                                       points, points)  # fmt: skip
    assert entry.won == (points == min(result.points))
    for _ in range(2):
        again = Harness(backend=h.backend)
        assert again.app.stats.total.deals == 1 and again.table.state == "deal-over"
    again.app.press("next")
    again.settle()
    assert Harness(backend=h.backend).app.stats.total.deals == 1
    h.app.press("stats")
    assert h.ui.stats == h.app.stats and h.ui.overview[-1][0] == "3-13"
