"""The pure parts around 3-13's table: the tutorial's steps and deal (web/three_thirteen/tutorial.py), the statistics
it adds (record.py), the lobby line (lobby.py), the embed events (report.py), the CPU worker's thinker (thinker.py),
the address (urlparams.py), the new-game dialog (setup.py), the settings (settings.py) and the rules page
(rulespage.py)."""

from __future__ import annotations

import json
from dataclasses import fields, replace
from typing import Any

import pytest

from kings import registry
from kings.errors import KingsError, RulesError
from kings.seeding import MAX_SEED, Rng, derive_seed
from kings.three_thirteen.api import MatchRecord
from kings.three_thirteen.match import Match
from kings.three_thirteen.moves import DISCARD, parse_move
from kings.three_thirteen.rules import PRESETS, Rules, preset
from kings.three_thirteen.rulesdoc import sections
from tests.test_three_thirteen_web_session import advance, game_over, medium, round_over, session
from web.shell.embed import split_query
from web.shell.seats import make_seats
from web.shell.stats import Stats
from web.three_thirteen import players
from web.three_thirteen.lobby import lobby_entry
from web.three_thirteen.record import home_seat, record_game, record_round
from web.three_thirteen.report import Reporter
from web.three_thirteen.rulespage import rules_page
from web.three_thirteen.settings import Settings
from web.three_thirteen.setup import (
    KINDS,
    LEVELS,
    OPTIONS,
    Setup,
    default_setup,
    form_fields,
    parse_setup,
    preset_name,
    rules_from_form,
    setup_form,
)
from web.three_thirteen.thinker import HINT, Thinker
from web.three_thirteen.tutorial import SEED, STEPS, counts, tutorial
from web.three_thirteen.urlparams import KNOWN_KEYS, parse_query, share_query

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
    t.passed(counts(DISCARD))  # a move on a Next step counts for nothing
    assert t.step == 0
    t.next()
    assert t.step == 1 and t.waits and t.current.title == "Draw"
    t.next()  # Next does not skip a step that waits for a move
    assert t.step == 1
    s = s.play(DISCARD)  # take the 7♠: a set of sevens
    assert t.passed(counts(DISCARD)) and t.current.title == "Go out"
    out = parse_move("out:KC")
    assert out in s.shown.legal_moves()  # what the step says can be done
    s = s.play(out)
    assert t.passed(counts(out)) and t.current.title == "One more turn each" and not t.waits
    t.next()
    assert t.done and t.current.title == "That's the game" and t.progress() == "Step 5 of 5"
    t.next()
    assert t.step == len(STEPS) - 1  # the last step stays
    assert s.shown.out == 0 and s.in_round and s.to_act == 1  # Ada's one more turn is still to come
    s = s.play(medium(s, s.shown.legal_moves()))
    s = s.play(medium(s, s.shown.legal_moves()))
    assert not s.in_round and s.match.results[0].points[0] == 0  # yours counts nothing this round


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
    tied = replace(s, match=replace(s.match, totals=(30, 10, 10), over=False)).next_round()
    done = advance(tied, lambda x: not x.in_round)
    assert done.match.results[-1].seats == (1, 2)
    assert record_round(Stats(), done, done.match.results[-1]) == Stats()


# -- the lobby line --------------------------------------------------------------------------------------------
def test_the_lobby_line_of_a_game_in_progress() -> None:
    assert lobby_entry(session()) == {"resume": True, "last": "Round 1 of 11 in progress against 2 CPUs (medium), "
                                                              "standard rules."}  # fmt: skip
    assert lobby_entry(session("human,easy,hard,easy", rules="jokers"))["last"] == (
        "Round 1 of 11 in progress against 3 CPUs (easy and hard), jokers wild rules.")  # fmt: skip
    assert lobby_entry(session("human,easy"))["last"].startswith("Round 1 of 11 in progress against 1 CPU (easy)")
    assert lobby_entry(session("human,human"))["last"] == "Round 1 of 11 in progress in pass and play for 2, " \
        "standard rules."  # fmt: skip
    s = advance(session(), lambda x: len(x.match.results) == 3 and x.in_round)
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
        s = s.play(medium(s, s.shown.legal_moves())) if s.in_round else s.next_round()
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


# -- the CPU worker's thinker ------------------------------------------------------------------------------------------
def play(levels: list[str], seed: int, moves: int, thinker: Thinker | None) -> list[str]:
    """``moves`` moves of a game of CPUs as the page plays them (its own players), or as the worker answers."""
    match = Match.new(preset("standard"), seed, len(levels))
    local = {i: players.player_for(level) for i, level in enumerate(levels)}
    out: list[str] = []
    while len(out) < moves and not match.over:
        if match.round is None:
            match = match.next_deal()
            continue
        r = match.round
        assert r.acting is not None
        seat = match.match_seat(r.acting)
        move_seed = derive_seed(seed, 7, match.number, len(r.moves))  # as web/three_thirteen/cputurns.py
        if thinker is None:
            move = str(players.choose(local[seat], match.observe(r.acting), Rng(move_seed)))
        else:
            move = thinker.think(MatchRecord.of(match).to_json(), seat, levels[seat], move_seed)
        out.append(move)
        match = match.play(parse_move(move))
    return out


def test_the_worker_plays_the_moves_the_page_would() -> None:
    levels = ["hard", "easy", "medium"]
    assert play(levels, 5, 90, Thinker()) == play(levels, 5, 90, None)  # across several rounds


def test_a_hint_from_the_worker_is_the_hint_the_page_would_give() -> None:
    match = Match.new(preset("standard"), 3, 3)
    seat = match.match_seat(match.round.acting)  # type: ignore[union-attr]
    local = players.hint(match.observe(match.round.acting), Rng(9))  # type: ignore[union-attr]
    assert Thinker().think(MatchRecord.of(match).to_json(), seat, HINT, 9) == str(local)


def test_the_thinker_advances_by_the_new_moves_across_rounds_and_replays_a_changed_record(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    replays: list[int] = []
    real = MatchRecord.replay

    def counted(self: MatchRecord) -> Match:
        replays.append(self.seed)
        return real(self)

    monkeypatch.setattr(MatchRecord, "replay", counted)
    thinker = Thinker()
    match = Match.new(preset("standard"), 5, 3)
    asked, asked_on = 0, match
    while len(match.results) < 3:
        if match.round is None:
            match = match.next_deal()
            continue
        seat = match.match_seat(match.round.acting)  # type: ignore[arg-type]
        move = thinker.think(MatchRecord.of(match).to_json(), seat, "medium", len(match.round.moves))
        asked += 1
        asked_on, match = match, match.play(parse_move(move))
    assert replays == [5] and asked > 20  # the first call replayed; the others only added the new moves
    assert thinker._match == asked_on  # the game it was last asked about, built move by move
    other = Match.new(preset("standard"), 6, 3)
    thinker.think(MatchRecord.of(other).to_json(), other.match_seat(other.round.acting), "medium", 1)  # type: ignore
    assert replays == [5, 6]  # another game
    early = Match.new(preset("standard"), 5, 3)
    first_round = MatchRecord.of(match).rounds[0]
    for move in first_round[:4]:
        early = early.play(move)
    branch = early.play(next(m for m in early.round.legal_moves() if m != first_round[4]))  # type: ignore[union-attr]
    thinker.think(MatchRecord.of(branch).to_json(), branch.match_seat(branch.round.acting), "medium", 1)  # type: ignore
    assert replays == [5, 6, 5]  # not an extension of the last record: replayed
    assert thinker._match == branch


def test_the_thinker_refuses_a_seat_not_to_act_and_a_bad_record_and_forgets_it() -> None:
    match = Match.new(preset("standard"), 5, 3)
    match = match.play(match.round.legal_moves()[0])  # type: ignore[union-attr]
    match = match.play(match.round.legal_moves()[0])  # type: ignore[union-attr]
    seat = match.match_seat(match.round.acting)  # type: ignore[union-attr]
    thinker = Thinker()
    with pytest.raises(ValueError):
        thinker.think(MatchRecord.of(match).to_json(), (seat + 1) % 3, "medium", 1)
    with pytest.raises(KingsError):
        thinker.think("{", 0, "medium", 1)
    good = MatchRecord.of(match).to_json()
    assert thinker.think(good, seat, "medium", 1)
    data = json.loads(good)
    data["rounds"][0] += ["stock", "stock"]  # the second draw is illegal
    with pytest.raises(ValueError):
        thinker.think(json.dumps(data), seat, "medium", 1)
    data["rounds"][0] += ["stock"]  # a record that extends the refused one is refused too, not built on
    with pytest.raises(ValueError):
        thinker.think(json.dumps(data), seat, "medium", 1)
    assert thinker.think(good, seat, "medium", 1) == Thinker().think(good, seat, "medium", 1)


# -- the address ---------------------------------------------------------------------------------------------------
def test_every_address_parameter() -> None:
    req = parse_query("?seed=42&rules=jokers&seats=human,easy,medium,hard&names=Ann,,Max&speed=fast")
    assert req.errors == () and req.speed == "fast" and req.setup is not None
    assert (req.setup.seed, req.setup.rules) == (42, preset("jokers"))
    assert [(x.name, x.kind) for x in req.setup.seats] == [("Ann", "human"), ("Ada", "easy"), ("Max", "medium"),
                                                            ("Cleo", "hard")]  # fmt: skip
    level = parse_query("?level=hard&players=5").setup
    assert level is not None and [x.kind for x in level.seats] == ["human"] + ["hard"] * 4
    assert level.seed is None and level.rules == preset("standard")
    assert [x.kind for x in parse_query("?level=easy").setup.seats] == ["human", "easy", "easy"]  # type: ignore
    both = parse_query("?level=easy&players=6&seats=hard,human").setup
    assert both is not None and [x.kind for x in both.seats] == ["hard", "human"]  # seats win
    assert parse_query("?seats= HUMAN,Easy ").setup.seats[1].kind == "easy"  # type: ignore[union-attr]
    for rules in PRESETS:
        assert parse_query(f"?rules={rules}").setup.rules is PRESETS[rules]  # type: ignore[union-attr]
    assert parse_query("") == parse_query("?") == type(parse_query(""))()
    assert parse_query("?speed=slow").setup is None and parse_query("?speed=slow").speed == "slow"
    assert parse_query("?seed=").setup.seed is None and parse_query("?seed=").errors == ()  # type: ignore[union-attr]
    assert parse_query(f"?seed={MAX_SEED}").setup.seed == MAX_SEED  # type: ignore[union-attr]
    assert parse_query("?players=8").setup.players == 8 and parse_query("?players=2").setup.players == 2  # type: ignore
    assert set(KNOWN_KEYS) == {"seed", "rules", "players", "seats", "level", "names", "speed"}


BAD = {
    "?seed=x": "seed: 'x' is not a whole number from 0 to 18446744073709551615; using a random seed.",
    f"?seed={MAX_SEED + 1}": f"seed: '{MAX_SEED + 1}' is not a whole number",
    "?seed=-3": "seed: '-3' is not",
    "?seed=²": "seed: '²' is not",
    "?rules=nope": "rules: there is no preset 'nope'; using standard.",
    "?level=god": "level: 'god' is not one of easy, medium, hard; using medium.",
    "?players=1": "players: 1 is not 2 to 8; using 3.",
    "?players=9": "players: 9 is not 2 to 8; using 3.",
    "?players=x": "players: x is not 2 to 8; using 3.",
    "?seats=human": "seats: 'human' is not 2 to 8 of human, easy, medium, hard; using human,medium,medium.",
    "?seats=human,wizard,easy": "seats: 'human,wizard,easy' is not 2 to 8 of",
    "?seats=" + ",".join(["easy"] * 9): "seats: 'easy,easy,easy",
    "?speed=warp": "speed: 'warp' is not one of slow, normal, fast, instant; keeping your setting.",
    "?colour=red": "Unknown address parameter 'colour' ignored.",
}


@pytest.mark.parametrize("query", sorted(BAD))
def test_a_bad_value_is_said_in_plain_words_and_replaced(query: str) -> None:
    req = parse_query(query)
    assert len(req.errors) == 1 and req.errors[0].startswith(BAD[query])
    if req.setup is not None:
        assert req.setup.rules.validate(req.setup.players) and 2 <= req.setup.players <= 8
        assert req.setup.seats[0].kind in KINDS


def test_hostile_values_give_short_notices() -> None:
    long = "9" * 5000
    req = parse_query(f"?seed={long}&rules={'x' * 5000}&level=💥{'y' * 300}&names={'n' * 5000}&players={long}")
    assert len(req.errors) == 4 and all(len(e) < 200 for e in req.errors) and "…" in req.errors[0]
    assert req.setup is not None and len(req.setup.seats[0].name) <= 40 and req.setup.players == 3
    many = parse_query("?" + "&".join(f"k{i}=v" for i in range(500)))
    assert many.errors[-1] == "497 more unknown address parameters ignored." and len(many.errors) == 4
    odd = parse_query("?%ZZ=%&&&=&seed=%F0%9F%92%A5")
    assert odd.setup is not None and odd.setup.seed is None and all(len(e) < 200 for e in odd.errors)


def test_a_shared_address_starts_the_same_game() -> None:
    setup = Setup(make_seats(["human", "hard", "easy", "human"], ["Ann, Lee", "", "", "Bob"]), preset("jokers"))
    query = share_query(setup, 77)
    assert query is not None
    game_query, page = split_query(query)
    assert page == "?game=three-thirteen"
    req = parse_query(game_query)
    assert req.errors == () and req.setup is not None
    assert (req.setup.seed, req.setup.rules) == (77, setup.rules)
    assert [x.kind for x in req.setup.seats] == [x.kind for x in setup.seats]
    assert [x.name for x in req.setup.seats] == ["Ann Lee", "Ada", "Ben", "Bob"]
    custom = replace(setup, rules=replace(preset("standard"), id="custom", name="Custom rules", ace_high=True))
    assert share_query(custom, 77) is None  # custom rules do not fit in an address
    eight = Setup(make_seats(["human"] + ["easy"] * 7), preset("standard"))
    back = parse_query(split_query(share_query(eight, 1) or "")[0]).setup
    assert back is not None and back.players == 8 and back.rules is preset("standard")


# -- the new-game dialog -------------------------------------------------------------------------------------------
def test_the_dialog_offers_every_rule_option_and_the_engines_levels() -> None:
    options = {f.name for f in fields(Rules)} - {"id", "name"}
    assert {o.key for o in OPTIONS} == options
    assert tuple(level.id for level in registry.game("three-thirteen").offered_levels) == LEVELS
    assert ("human", *LEVELS) == KINDS and "random" not in LEVELS
    form = setup_form(default_setup(), form_fields(preset("jokers")))
    assert form.counts == tuple(range(2, 9)) and [k for k, _ in form.kinds] == list(KINDS)
    assert len(form.level_lines) == len(LEVELS)
    assert [pid for pid, _ in form.presets[0][1]] == list(PRESETS) and set(form.abouts) == {*PRESETS, "custom"}
    values = {f.key: f.value for f in form.fields}
    assert values["jokers"] == "2" and values["packs"] == "0" and values["stock_rebuilds"] == "2"
    assert form.preset == "standard" and [s.kind for s in form.seats] == ["human", "medium", "medium"]
    kinds = {f.key: f.kind for f in form.fields}
    assert (kinds["jokers"], kinds["packs"], kinds["stock_rebuilds"], kinds["ace_high"]) == (
        "choice",
        "choice",
        "int",
        "bool",
    )
    custom = Setup(default_setup().seats, replace(preset("standard"), id="custom", name="Custom rules", packs=3))
    assert setup_form(custom, ()).preset == "custom"
    assert preset_name("jokers") == "Jokers wild" and preset_name("custom") == "Custom rules"


def test_rules_from_the_form() -> None:
    standard = preset("standard")
    assert rules_from_form(standard, {}) is standard
    assert rules_from_form(standard, {"ace_high": "on"}) is preset("aces-high")
    assert rules_from_form(preset("aces-high"), {"ace_high": ""}) is standard
    assert rules_from_form(preset("aces-high"), {"ace_high": "off"}) is standard
    assert rules_from_form(standard, {"jokers": "2"}) is preset("jokers")
    both = rules_from_form(standard, {"ace_high": "on", "high_faces": "true", "bogus": "on", "id": "on",
                                      "packs": " 3 ", "stock_rebuilds": "0"})  # fmt: skip
    assert (both.id, both.name, both.ace_high, both.high_faces, both.packs, both.stock_rebuilds) == (
        "custom", "Custom rules", True, True, 3, 0)  # fmt: skip
    for key, value in (("packs", "9"), ("packs", "-1"), ("jokers", "3"), ("stock_rebuilds", "10"),
                       ("stock_rebuilds", "²"), ("stock_rebuilds", "9" * 50)):  # fmt: skip
        with pytest.raises(RulesError):
            rules_from_form(standard, {key: value})


def test_parse_setup() -> None:
    setup = parse_setup([("  Ann  ", "human"), ("", "hard"), ("Max", "easy"), ("", "human")], "jokers", {}, " 0042 ")
    assert setup.seed == 42 and setup.rules is preset("jokers") and setup.players == 4
    assert [(x.name, x.kind) for x in setup.seats] == [("Ann", "human"), ("Ada", "hard"), ("Max", "easy"),
                                                       ("Player 4", "human")]  # fmt: skip
    assert parse_setup([("", "human")] * 2, "custom", {"ace_high": "on"}, "").rules is preset("aces-high")
    assert parse_setup([("", "human")] * 8, "standard", {}, "").seed is None
    with pytest.raises(ValueError, match=r"3-13 is for 2 to 8 players, not 9\."):
        parse_setup([("", "human")] * 9, "standard", {}, "")
    with pytest.raises(ValueError, match=r"'god' is not a kind of player\."):
        parse_setup([("", "human"), ("", "god")], "standard", {}, "")
    with pytest.raises(RulesError, match=r"There is no 3-13 rules preset 'x'\."):
        parse_setup([("", "human")] * 3, "x", {}, "")
    with pytest.raises(RulesError, match="8 players need at least"):
        parse_setup([("", "human")] * 8, "custom", {"packs": "2"}, "")
    for seed in ("-1", "1.5", "x", str(MAX_SEED + 1), "²"):
        with pytest.raises(ValueError, match="The seed must be a whole number"):
            parse_setup([("", "human")] * 3, "standard", {}, seed)


# -- settings ------------------------------------------------------------------------------------------------------
def test_settings_round_trip_and_refuse_what_they_cannot_read() -> None:
    custom = replace(preset("jokers"), id="custom", name="Custom rules", ace_high=True, packs=3)
    settings = Settings("fast", Setup(make_seats(["human", "hard", "human", "easy"], ["Ann"]), custom), True, True,
                        True, False)  # fmt: skip
    back = Settings.from_dict(json.loads(json.dumps(settings.to_dict())))
    assert back == settings and back.start_setup().rules == custom and back.arrange is False
    assert Settings.from_dict({}) == Settings() and Settings().start_setup() == default_setup()
    assert Settings().arrange is True
    seats = settings.to_dict()["setup"]["seats"]
    for bad in (None, [], {"speed": "warp"}, {"arrange": 1}, {"arrange": "yes"}, {"setup": []}, {"sound": 1},
                {"setup": {"seats": [], "rules": {}}}, {"setup": {"seats": seats[:1], "rules": {}}},
                {"setup": {"seats": seats * 3, "rules": {}}},
                {"setup": {"seats": seats, "rules": {"jokers": True}}},
                {"setup": {"seats": seats + seats, "rules": {"packs": 1}}}):  # fmt: skip
        with pytest.raises((ValueError, KingsError)):
            Settings.from_dict(bad)


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
