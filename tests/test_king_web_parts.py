"""The pure parts around King's table that keep count and tell: the tutorial's steps and the rules page
(web/king/spec.py), and the statistics each hand adds, the lobby line and the embed events (web/king/results.py)."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from kings.king.game import first_dealer
from kings.king.rules import preset
from kings.king.rulesdoc import sections
from tests.test_king_web_session import advance, finished, moves_of, randomly, session
from web.king.results import Reporter, deal_score, game_won, lobby_entry
from web.king.spec import DONE_TITLE, SEED, STEPS, counts, rules_page, tutorial
from web.shell.stats import Stats
from web.shell.tally import home_seat, tally_deal, tally_match


def record_hand(stats: Stats, s: Any, result: Any, at: int = 0) -> Stats:
    """A finished hand added to ``stats`` as the table adds it (the shell's Features.count)."""
    return tally_deal(stats, s, s.game.results.index(result), result, deal_score, at)


def record_game(stats: Stats, s: Any) -> Stats:
    return tally_match(stats, s, game_won)

pytestmark = pytest.mark.pyodide  # pure modules: also run inside Pyodide under Node


# -- the tutorial ------------------------------------------------------------------------------------------
def test_the_tutorials_deal_is_yours_to_lead_against_three_medium_cpus() -> None:
    s = tutorial()[1]
    assert s.game.seed == SEED and s.game.rules == preset("standard")
    assert [x.kind for x in s.seats] == ["human", "medium", "medium", "medium"]
    assert s.to_act == 0 and s.actor == "human" and s.game.number == 0
    # you deal it: the step that has you lead says what the badge by your name is (a bare "D" puzzled a new player)
    assert first_dealer(SEED) == 0
    assert '"Dealer" by your name, "D" on a small screen' in STEPS[1].text


def test_steps_advance_on_next_and_on_the_players_cards() -> None:
    t, s = tutorial()
    assert (t.progress(), t.current.title, t.waits, t.done) == ("Step 1 of 5", "Welcome to King", False, False)
    t.passed(counts(s.game.legal_moves()[0]))  # a card on a Next step counts for nothing
    assert t.step == 0
    t.next()
    assert t.step == 1 and t.waits and t.current.moves == 1
    t.next()  # Next does not skip a step that waits for cards
    assert t.step == 1
    from kings.king.moves import PASS

    t.passed(counts(PASS))  # only cards count
    assert t.step == 1
    needed = [step.moves for step in STEPS]
    assert needed == [0, 1, 2, 1, 0]
    for _ in range(1 + 2 + 1):
        card = s.game.legal_moves()[0]
        t.passed(counts(card))
        s = s.play(card)
    assert t.done and t.current.title == DONE_TITLE and t.progress() == "Step 5 of 5" and not t.waits
    t.next()
    assert t.step == len(STEPS) - 1  # the last step stays


# -- statistics ------------------------------------------------------------------------------------------
def test_each_hand_is_a_deal_of_the_statistics() -> None:
    s = advance(session("human,easy,hard,easy"), lambda x: x.hand_over)
    result = s.game.results[0]
    stats = record_hand(Stats(), s, result, at=1_700_000_000)
    (entry,) = stats.history
    assert (entry.at, entry.rules, entry.levels, entry.players) == (
        1_700_000_000,
        "standard",
        ("easy", "easy", "hard"),
        4,
    )
    assert entry.delta == result.points[0] and entry.penalty == -result.points[0]
    assert entry.won == (result.points[0] == max(result.points))
    assert stats.total.deals == 1 and stats.total.deals_won == int(entry.won) and stats.total.matches == 0
    assert set(stats.by_level) == {"easy", "hard"} and stats.by_level["easy"].deals == 1
    assert stats.by_preset["standard"].penalty == -result.points[0]
    assert Stats.from_dict(json.loads(json.dumps(stats.to_dict()))) == stats
    assert record_hand(Stats(), s, result, at=-5).history[0].at == 0


def test_positive_hands_have_no_penalty_and_a_game_is_a_match() -> None:
    done = finished(session("human,easy,easy,easy", seed=4))
    stats = Stats()
    for result in done.game.results:
        stats = record_hand(stats, done, result)
    stats = record_game(stats, done)
    assert stats.total.deals == 10 and stats.total.matches == 1 and stats.total.penalty_deals == 6
    assert [e.penalty is None for e in stats.history] == [False] * 6 + [True] * 4
    assert stats.total.penalty == -sum(r.points[0] for r in done.game.results[:6])
    won = 0 in (done.game.outcome.winners if done.game.outcome else ())
    assert stats.total.matches_won == int(won) and stats.by_level["easy"].matches == 1
    assert record_game(Stats(), session()) == Stats()  # a game not over is not a match yet


def test_a_forfeit_has_no_penalty_and_pass_and_play_follows_the_first_human() -> None:
    s = moves_of(advance(session("easy,human,easy,human", seed=4, rules="leader-forfeit"),
                         lambda x: not x.hand_over and x.game.phase == "choose"), "forfeit")  # fmt: skip
    assert home_seat(s) == 1
    entry = record_hand(Stats(), s, s.game.results[-1]).history[0]
    assert entry.penalty is None and entry.delta == s.game.results[-1].points[1] == 75
    assert entry.levels == ("easy", "easy") and entry.rules == "leader-forfeit"
    cpus = finished(session("easy,easy,easy,easy"))
    assert home_seat(cpus) is None and record_hand(Stats(), cpus, cpus.game.results[0]) == Stats()
    assert record_game(Stats(), cpus) == Stats()


# -- the lobby line --------------------------------------------------------------------------------------------
def test_the_lobby_line() -> None:
    assert lobby_entry(session()) == {"resume": True, "last": "Hand 1 of 10 in progress against 3 CPUs (medium), "
                                                              "standard rules."}  # fmt: skip
    assert lobby_entry(session("human,hard,easy,easy", rules="quick"))["last"] == (
        "Hand 1 of 7 in progress against 3 CPUs (easy and hard), quick game rules.")  # fmt: skip
    assert lobby_entry(session("human,human,human,easy"))["last"].endswith("against an easy CPU, standard rules.")
    assert "pass and play for 4" in lobby_entry(session("human,human,human,human"))["last"]
    two = advance(session(), lambda x: len(x.game.results) == 2)
    totals = two.game.totals
    best = max(totals)
    leaders = [two.names()[i] for i in range(4) if totals[i] == best]
    assert lobby_entry(two)["resume"] is True
    assert lobby_entry(two)["last"].startswith(f"After 2 of 10 hands, {' and '.join(leaders)} ")
    assert lobby_entry(two)["last"].endswith(f" with {best:+d}.")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_lobby_line_of_a_finished_game_names_the_winner(seed: int) -> None:
    done = finished(session(seed=seed))
    totals = done.game.totals
    best = max(totals)
    winners = [done.names()[i] for i in range(4) if totals[i] == best]
    entry = lobby_entry(done)
    assert entry == {"resume": False, "last": f"Last game: {winners[0]} won with {best:+d}."}
    assert "wons" not in entry["last"]


def test_a_shared_win_in_the_lobby_line() -> None:
    done = finished(session(seed=2))
    game = done.game
    even = replace(game, results=tuple(replace(r, points=(0, 0, 0, 0)) for r in game.results))
    assert lobby_entry(replace(done, game=even))["last"] == "Last game: You, Ada, Ben and Cleo shared the win " \
        "at 0."  # fmt: skip


# -- embed events ------------------------------------------------------------------------------------------------
def test_the_reporter_posts_ready_each_hand_the_games_end_once_and_a_new_game() -> None:
    posted: list[tuple[str, dict[str, Any]]] = []
    reporter = Reporter(lambda kind, data: posted.append((kind, data)))
    s = session(names="Ann")
    reporter.update(None)
    reporter.update(s)
    reporter.update(s)  # a render without news posts nothing
    assert [k for k, _ in posted] == ["ready"]
    ready = posted[0][1]
    assert ready["game"] == "king" and ready["rules"] == "standard" and ready["deals"] == 0
    assert ready["players"][0] == {"seat": 0, "name": "Ann", "kind": "human"} and len(ready["players"]) == 4
    assert [(x["name"], x["total"], x["change"]) for x in ready["scores"]] == [
        ("Ann", 0, None), ("Ada", 0, None), ("Ben", 0, None), ("Cleo", 0, None)]  # fmt: skip
    policy = randomly(2)
    while not s.game.over:
        s = s.next_deal() if s.hand_over else s.play(policy(s, s.game.legal_moves()))
        reporter.update(s)
    kinds = [k for k, _ in posted]
    assert kinds == ["ready"] + ["deal-over"] * 10 + ["match-over"]
    for number, (_, data) in enumerate(posted[1:11], start=1):
        result = s.game.results[number - 1]
        assert data["deal"] == number and len(data["scores"]) == 4
        best = max(result.points)
        assert data["winners"] == [s.seats[i].name for i in range(4) if result.points[i] == best]
    last = posted[10][1]
    assert [x["total"] for x in last["scores"]] == list(s.game.totals)
    assert [x["change"] for x in last["scores"]] == list(s.game.results[-1].points)
    end = posted[-1][1]
    assert end["deals"] == 10 and end["winners"] == [s.seats[w].name for w in s.game.outcome.winners]  # type: ignore
    reporter.update(s)
    assert len(posted) == 12
    reporter.update(session(names="Ann", seed=4))  # Play again
    assert posted[-1][0] == "match-start" and posted[-1][1]["deals"] == 0
    allowed = {"game", "rules", "rulesName", "players", "deals", "scores", "deal", "winners"}
    assert all(set(data) <= allowed for _, data in posted)  # no seed, no cards, no position


# -- the rules page ------------------------------------------------------------------------------------------------
def test_the_rules_page_is_the_engines() -> None:
    page = rules_page()
    doc = sections(preset("standard"))
    assert page[0].key == "how" and page[-1].key == "credits"  # how to play, the engine's sections, credits
    assert [s.key for s in page[1:-1]] == [d.key for d in doc]
    assert [len(s.entries) for s in page[1:-1]] == [len(d.entries) for d in doc]
    quick = rules_page(preset("quick"))
    assert [s.key for s in quick[1:-1]] == [d.key for d in sections(preset("quick"))]
