"""King's Court's controller (web/kings_court/app.py) driven through a fake page (tests/kings_court_harness.py):
starting (the tutorial offered to a new player, a match from the address, a saved match resumed or dropped with a
notice), a whole match against a CPU counted in the statistics once, the new-game dialog, pass and play. CPU moves
run when the harness settles its tasks; sleeping is instant."""

from __future__ import annotations

import json

from kings.kings_court.moves import Move
from tests.kings_court_harness import Harness, human_move, legal, play_until

NOTICE = "Your saved match in progress could not be read, so a new game was started."


def test_a_new_player_is_offered_the_tutorial_and_nothing_moves_until_answered() -> None:
    h = Harness(query="")
    t = h.table
    coach = t.extras.coach
    assert coach is not None and coach.title == "New to King's Court?" and coach.over_table
    assert t.status == "Choose “Start the tutorial” or “No thanks” to begin." and t.squares and not h.marked("movable")
    h.app.tap("d2")
    assert h.session.shown.moves == () and h.app.path == ()
    h.app.press("tutorial-later")
    t = h.table
    assert t.extras.coach is None and len(h.marked("movable")) == 8
    again = Harness(backend=h.backend)
    assert again.table.extras.coach is None and again.session == h.session  # offered once; the match resumes


def test_an_address_starts_its_match_and_is_cleared() -> None:
    h = Harness(query="?seed=8&rules=checkers&seats=hard,human&names=Max,Ann&speed=fast", settle=False)
    s = h.session
    assert h.ui.queries == [""] and s.match.seed == 8 and s.match.rules.id == "checkers"
    assert [(x.name, x.kind) for x in s.seats] == [("Max", "hard"), ("Ann", "human")]
    assert h.table.actor == "cpu" and h.table.extras.coach is None  # Max plays Orange: the CPU moves first
    assert h.app.settings.setup is not None and h.app.settings.setup.seed is None
    h.settle()
    assert h.table.actor == "human" and len(h.session.shown.moves) == 1 and h.table.turn == "green"


def test_a_saved_match_resumes_on_the_very_move_and_a_bad_one_is_dropped() -> None:
    h = Harness(query="?seed=3&level=easy&speed=instant")
    play_until(h, lambda: h.table.moves >= 9)
    before = h.table
    again = Harness(backend=h.backend)
    t = again.table
    assert (t.position, t.record, t.log, t.squares, t.players) == (before.position, before.record, before.log,
                                                                   before.squares, before.players)  # fmt: skip
    assert again.ui.queries == [] and t.notices == ()
    data = h.saved()
    data["record"] = data["record"].replace('"d2-d3"', '"d2-d5"').replace('"games": [[', '"games": [["d2-d5", ')
    h.app.store.save("match", data)
    dropped = Harness(backend=h.backend, entropy=77)
    assert dropped.table.notices == (NOTICE,) and dropped.session.match.seed == 77
    dropped.app.store.save("match", ["not", "a", "match"])  # (h's view is out of date: it would not save over)
    assert Harness(backend=h.backend).table.notices == (NOTICE,)


def test_a_whole_match_against_a_cpu_is_counted_once() -> None:
    h = Harness(query="?seed=3&level=easy&speed=instant")
    banners = []

    def done() -> bool:
        t = h.table
        if t.state == "deal-over" and len(banners) < len(h.session.match.results):
            assert t.banner is not None and t.banner.actions == (("next", "Next game"),)
            banners.append(t.banner.title)
        return t.state == "match-over"

    play_until(h, done)
    t = h.table
    match = h.session.match
    assert len(banners) == 1 and t.banner is not None and t.banner.kind == "match-over" and len(match.results) == 2
    assert not any(h.ui.animated) and set(h.sleeps) <= {0.0}
    stats = h.app.stats
    assert stats.total.deals == 2 and stats.total.matches == 1 and stats.by_level["easy"].deals == 2
    assert [e.delta for e in stats.history] == [
        2 if g.outcome.winner == (0 - i) % 2 else 1 if g.outcome.winner is None else 0  # type: ignore[union-attr]
        for i, g in enumerate(match.results)]
    again = Harness(backend=h.backend)
    assert again.table.state == "match-over" and again.app.stats.total.deals == 2
    assert again.app.store.lobby_line()["resume"] is False
    again.app.press("rematch")
    again.settle()
    assert again.session.match.results == () and again.app.stats.total.matches == 1


def test_pass_and_play_needs_no_hand_off() -> None:
    h = Harness(query="?seats=human,human&names=Ann,Bo&speed=instant")
    assert h.table.status == "Ann (Orange), your move: pick one of your ringed pieces."
    human_move(h, Move.parse("d2-d3"))
    t = h.table
    assert t.state == "ready" and t.actor == "human" and t.to_act == 1 and t.turn == "green"
    assert t.status == "Bo (Green), your move: pick one of your ringed pieces." and t.banner is None
    assert h.app.stats.total.deals == 0


def test_the_setup_dialog_opens_on_the_match_in_play_and_refuses_bad_options() -> None:
    h = Harness(query="?seed=3&rules=checkers&seats=human,hard&speed=instant")
    h.app.press("new")
    form = h.ui.form
    assert form is not None and form.preset == "checkers" and [s.kind for s in form.seats] == ["human", "hard"]
    h.app.setup_preset("any-side")
    assert {f.key: f.value for f in h.ui.fields}["opening"] == "any"
    s = h.session
    h.app.submit_setup([("Zoe", "human"), ("", "easy")], "custom", {"quiet_moves": "3"}, "")
    assert h.ui.setup_errors[-1] == "The no-capture limit is 10 to 500 moves each, or 0 for none, not 3." and \
        h.session is s  # fmt: skip
    h.app.submit_setup([("Zoe", "human"), ("", "easy")], "custom", {"match_games": "1", "blocked": "draw"}, "4")
    h.settle()
    s = h.session
    assert h.ui.form is None and s.match.seed == 4 and s.match.rules.match_games == 1 and s.seats[0].name == "Zoe"
    assert json.loads(h.saved()["record"])["rules"]["blocked"] == "draw"
    assert legal(h) and h.table.game_line == "Game 1 of 1 · Custom rules"
