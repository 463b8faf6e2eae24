"""The pure parts around 3-13's table that keep count and tell: the tutorial's steps and deal and the rules page
(web/three_thirteen/spec.py), and the statistics each round adds, the lobby line and the embed events
(web/three_thirteen/results.py)."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from kings.three_thirteen.moves import DISCARD, parse_move
from kings.three_thirteen.rules import preset
from kings.three_thirteen.rulesdoc import sections
from tests.test_three_thirteen_web_session import advance, game_over, medium, round_over, session
from web.shell.stats import Stats
from web.shell.tally import home_seat, tally_deal, tally_match
from web.shell.tutorial import every_move
from web.three_thirteen.results import Reporter, deal_score, lobby_entry
from web.three_thirteen.spec import SEED, STEPS, rules_page, tutorial


def record_round(stats: Stats, s: Any, result: Any, at: int = 0) -> Stats:
    """A finished round added to ``stats`` as the table adds it (the shell's Features.count)."""
    return tally_deal(stats, s, s.match.results.index(result), result, deal_score, at)


record_game = tally_match

pytestmark = pytest.mark.pyodide  # pure modules: also run inside Pyodide under Node


# -- the tutorial ------------------------------------------------------------------------------------------
def test_the_tutorials_deal_is_yours_to_play_against_a_medium_cpu() -> None:
    t, s = tutorial()
    assert s.match.seed == SEED and s.match.rules == preset("standard").for_players(2)
    assert [x.kind for x in s.seats] == ["human", "medium"] and s.to_act == 0 and s.actor == "human"
    assert [c.code for c in s.shown.hands[0]] == ["7C", "KC", "7D"] and s.shown.pile[-1].code == "7S"
    assert (t.progress(), t.current.title, t.waits, t.done) == ("Step 1 of 5", "Welcome to 3-13", False, False)


def test_the_steps_move_on_with_next_and_with_the_players_moves() -> None:
    t, s = tutorial()
    assert [step.moves for step in STEPS] == [0, 1, 1, 0, 0]
    t.passed(every_move(DISCARD))  # a move on a Next step counts for nothing
    assert t.step == 0
    t.next()
    assert t.step == 1 and t.waits and t.current.title == "Draw"
    t.next()  # Next does not skip a step that waits for a move
    assert t.step == 1
    s = s.play(DISCARD)  # take the 7♠: a set of sevens
    assert t.passed(every_move(DISCARD)) and t.current.title == "Go out"
    out = parse_move("out:KC")
    assert out in s.shown.legal_moves()  # what the step says can be done
    s = s.play(out)
    assert t.passed(every_move(out)) and t.current.title == "One more turn each" and not t.waits
    t.next()
    assert t.done and t.current.title == "That's the game" and t.progress() == "Step 5 of 5"
    t.next()
    assert t.step == len(STEPS) - 1  # the last step stays
    assert s.shown.out == 0 and s.in_deal and s.to_act == 1  # Ada's one more turn is still to come
    s = s.play(medium(s, s.shown.legal_moves()))
    s = s.play(medium(s, s.shown.legal_moves()))
    assert not s.in_deal and s.match.results[0].points[0] == 0  # yours counts nothing this round


# -- statistics ------------------------------------------------------------------------------------------
def test_each_round_is_a_deal_of_the_statistics() -> None:
    s = round_over(session("human,easy,hard"))
    result = s.match.results[0]
    stats = record_round(Stats(), s, result, at=1_700_000_000)
    (entry,) = stats.history
    assert (entry.at, entry.rules, entry.levels, entry.players) == (1_700_000_000, "standard", ("easy", "hard"), 3)
    assert entry.delta == entry.penalty == result.points[0]
    assert entry.won == (result.points[0] == min(result.points))
    assert stats.total.deals == 1 and stats.total.deals_won == int(entry.won) and stats.total.matches == 0
    assert set(stats.by_level) == {"easy", "hard"} and stats.by_level["easy"].deals == 1
    assert stats.by_preset["standard"].penalty == result.points[0]
    assert Stats.from_dict(json.loads(json.dumps(stats.to_dict()))) == stats
    assert record_round(Stats(), s, result, at=-5).history[0].at == 0


def test_a_game_is_a_match_counted_once_it_is_over() -> None:
    done = game_over()
    stats = Stats()
    for result in done.match.results:
        stats = record_round(stats, done, result)
    stats = record_game(stats, done)
    assert stats.total.deals == 11 and stats.total.matches == 1 and stats.total.penalty_deals == 11
    assert stats.total.penalty == done.match.totals[0]
    assert stats.total.matches_won == int(0 in done.match.winners) and stats.by_level["medium"].matches == 1
    assert record_game(Stats(), session()) == Stats()  # a game not over is not a match yet


def test_pass_and_play_follows_the_first_human_and_cpus_alone_count_nothing() -> None:
    s = round_over(session("easy,human,human"))
    assert home_seat(s) == 1
    entry = record_round(Stats(), s, s.match.results[0]).history[0]
    assert entry.delta == s.match.results[0].points[1] and entry.levels == ("easy",)
    cpus = round_over(session("easy,medium,hard"))
    assert home_seat(cpus) is None and record_round(Stats(), cpus, cpus.match.results[0]) == Stats()
    assert record_game(Stats(), game_over("easy,medium,easy")) == Stats()


def test_a_bonus_round_you_sat_out_is_not_counted() -> None:
    s = advance(session(rules="deuces-arent-wild"), lambda x: len(x.match.results) == x.match.rounds)
    tied = replace(s, match=replace(s.match, totals=(30, 10, 10), over=False)).next_deal()
    done = advance(tied, lambda x: not x.in_deal)
    assert done.match.results[-1].seats == (1, 2)
    assert record_round(Stats(), done, done.match.results[-1]) == Stats()


# -- the lobby line --------------------------------------------------------------------------------------------
def test_the_lobby_line_of_a_game_in_progress() -> None:
    assert lobby_entry(session()) == {"resume": True, "last": "Round 1 of 11 in progress against 2 CPUs (medium), "
                                                              "standard rules."}  # fmt: skip
    assert lobby_entry(session("human,easy,hard,easy", rules="jokers"))["last"] == (
        "Round 1 of 11 in progress against 3 CPUs (easy and hard), jokers wild rules.")  # fmt: skip
    assert lobby_entry(session("human,easy"))["last"].startswith("Round 1 of 11 in progress against an easy CPU")
    assert lobby_entry(session("human,human"))["last"] == "Round 1 of 11 in progress in pass and play for 2, " \
        "standard rules."  # fmt: skip
    s = advance(session(), lambda x: len(x.match.results) == 3 and x.in_deal)
    totals = s.match.totals
    low = min(totals)
    leaders = [s.seats[i].name for i in range(3) if totals[i] == low]
    verb = "lead" if leaders == ["You"] else "leads" if len(leaders) == 1 else "share the lead"
    assert lobby_entry(s) == {"resume": True, "last": f"After 3 of 11 rounds, {' and '.join(leaders)} {verb} with "
                                                      f"{low}."}  # fmt: skip


def test_the_lobby_line_of_a_finished_game() -> None:
    done = game_over()
    low = min(done.match.totals)
    winners = [done.seats[i].name for i in range(3) if done.match.totals[i] == low]
    assert lobby_entry(done) == {"resume": False, "last": f"Last game: {winners[0]} won with {low}."}
    even = replace(done, match=replace(done.match, totals=(40, 40, 50)))
    assert lobby_entry(even)["last"] == "Last game: You and Ada shared the win with 40."


# -- embed events ------------------------------------------------------------------------------------------------
def test_the_reporter_posts_ready_each_round_the_games_end_once_and_a_new_game() -> None:
    posted: list[tuple[str, dict[str, Any]]] = []
    reporter = Reporter(lambda kind, data: posted.append((kind, data)))
    s = session(names="Ann")
    reporter.update(None)
    reporter.update(s)
    reporter.update(s)  # a render without news posts nothing
    assert [k for k, _ in posted] == ["ready"]
    ready = posted[0][1]
    assert ready["game"] == "three-thirteen" and ready["rules"] == "standard" and ready["deals"] == 0
    assert ready["rulesName"] == "Standard" and len(ready["players"]) == 3
    assert ready["players"][0] == {"seat": 0, "name": "Ann", "kind": "human"}
    assert [(x["name"], x["total"], x["change"]) for x in ready["scores"]] == [("Ann", 0, None), ("Ada", 0, None),
                                                                               ("Ben", 0, None)]  # fmt: skip
    while not s.match.over:
        s = s.play(medium(s, s.shown.legal_moves())) if s.in_deal else s.next_deal()
        reporter.update(s)
    assert [k for k, _ in posted] == ["ready"] + ["deal-over"] * 11 + ["match-over"]
    for number, (_, data) in enumerate(posted[1:12], start=1):
        result = s.match.results[number - 1]
        low = min(result.points)
        assert data["deal"] == number and len(data["scores"]) == 3
        assert data["winners"] == [s.seats[i].name for i in range(3) if result.points[i] == low]
    last = posted[11][1]
    assert [x["total"] for x in last["scores"]] == list(s.match.totals)
    assert [x["change"] for x in last["scores"]] == list(s.match.results[-1].points)
    end = posted[-1][1]
    assert end["deals"] == 11 and end["winners"] == [s.seats[w].name for w in s.match.winners]
    reporter.update(s)
    assert len(posted) == 13
    reporter.update(session(names="Ann", seed=4))  # Play again
    assert posted[-1][0] == "match-start" and posted[-1][1]["deals"] == 0
    allowed = {"game", "rules", "rulesName", "players", "deals", "scores", "deal", "winners"}
    assert all(set(data) <= allowed for _, data in posted)  # no seed, no cards, no position
    assert all(set(x) == {"seat", "name", "total", "change", "out"} for _, d in posted for x in d["scores"])


# -- the rules page ------------------------------------------------------------------------------------------------
def test_the_rules_page_is_the_engines() -> None:
    page = rules_page()
    doc = sections(preset("standard"))
    assert page[0].key == "how" and page[-1].key == "credits"
    assert [s.key for s in page[1:-1]] == [d.key for d in doc]
    assert [len(s.entries) for s in page[1:-1]] == [len(d.entries) for d in doc]
    fourteen = rules_page(preset("deuces-arent-wild"))
    assert [s.key for s in fourteen[1:-1]] == [d.key for d in sections(preset("deuces-arent-wild"))]
    assert fourteen != page  # the table's options change what it says
