"""The pure parts around King's table: the tutorial's steps (web/king/tutorial.py), the statistics it adds
(record.py), the lobby line (lobby.py), the embed events (report.py), the CPU worker's thinker (thinker.py), the
address (urlparams.py), the new-game dialog (setup.py), the settings (settings.py) and the rules page
(rulespage.py)."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from kings import registry
from kings.errors import KingsError, RulesError
from kings.king.api import KingRecord
from kings.king.game import KingGame
from kings.king.rules import PRESETS, Rules, preset
from kings.king.rulesdoc import sections
from kings.seeding import MAX_SEED, Rng, derive_seed
from tests.test_king_web_session import advance, finished, moves_of, randomly, session
from web.king import players
from web.king.lobby import lobby_entry
from web.king.record import home_seat, record_game, record_hand
from web.king.report import Reporter
from web.king.rulespage import rules_page
from web.king.settings import Settings
from web.king.setup import (
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
from web.king.thinker import HINT, Thinker
from web.king.tutorial import DONE_TITLE, SEED, STEPS, counts, tutorial
from web.king.urlparams import KNOWN_KEYS, parse_query, share_query
from web.shell.embed import split_query
from web.shell.seats import make_seats
from web.shell.stats import Stats

pytestmark = pytest.mark.pyodide  # pure modules: also run inside Pyodide under Node


# -- the tutorial ------------------------------------------------------------------------------------------
def test_the_tutorials_deal_is_yours_to_lead_against_three_medium_cpus() -> None:
    s = tutorial()[1]
    assert s.game.seed == SEED and s.game.rules == preset("standard")
    assert [x.kind for x in s.seats] == ["human", "medium", "medium", "medium"]
    assert s.to_act == 0 and s.actor == "human" and s.game.number == 0


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
    assert lobby_entry(session("human,human,human,easy"))["last"].endswith("against 1 CPU (easy), standard rules.")
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
    assert lobby_entry(replace(done, game=even))["last"] == "Last game: You and Ada and Ben and Cleo shared the win " \
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
        s = s.next_hand() if s.hand_over else s.play(policy(s, s.game.legal_moves()))
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


# -- the CPU worker's thinker ------------------------------------------------------------------------------------------
def play(levels: list[str], seed: int, moves: int, thinker: Thinker | None) -> list[str]:
    """``moves`` moves of a game of CPUs as the page plays them (its own players), or as the worker answers."""
    game = KingGame.new(seed)
    local = {i: players.player_for(level) for i, level in enumerate(levels)}
    out: list[str] = []
    while len(out) < moves and not game.over:
        seat = game.acting
        assert seat is not None
        move_seed = derive_seed(seed, 7, len(game.moves))  # as web/king/cputurns.py
        if thinker is None:
            move = str(players.choose(local[seat], game.observe(seat), Rng(move_seed)))
        else:
            move = thinker.think(KingRecord.of(game).to_json(), seat, levels[seat], move_seed)
        out.append(move)
        game = game.play(next(m for m in game.legal_moves() if str(m) == move))
    return out


def test_the_worker_plays_the_moves_the_page_would() -> None:
    levels = ["medium", "easy", "medium", "easy"]
    assert play(levels, 5, 400, Thinker()) == play(levels, 5, 400, None)  # into the positive hands


def test_a_hint_from_the_worker_is_the_hint_the_page_would_give() -> None:
    game = KingGame.new(3)
    local = players.hint(game.observe(0), Rng(9))
    assert Thinker().think(KingRecord.of(game).to_json(), 0, HINT, 9) == str(local)


def test_the_thinker_advances_by_the_new_moves_and_replays_a_changed_record(monkeypatch: pytest.MonkeyPatch) -> None:
    replays: list[int] = []
    real = KingRecord.replay

    def counted(self: KingRecord) -> KingGame:
        replays.append(self.seed)
        return real(self)

    monkeypatch.setattr(KingRecord, "replay", counted)
    thinker = Thinker()
    game = KingGame.new(5)
    for _ in range(30):
        move = thinker.think(KingRecord.of(game).to_json(), game.acting or 0, "medium", len(game.moves))
        game = game.play(next(m for m in game.legal_moves() if str(m) == move))
    assert replays == [5]  # the first call replayed; the others only added the new moves
    other = KingGame.new(6)
    thinker.think(KingRecord.of(other).to_json(), other.acting or 0, "medium", 1)
    assert replays == [5, 6]  # another game
    early = KingGame.new(5)
    for move in game.moves[:10]:
        early = early.play(move)
    branch = early.play(next(m for m in early.legal_moves() if m != game.moves[10]))
    thinker.think(KingRecord.of(branch).to_json(), branch.acting or 0, "medium", 1)
    assert replays == [5, 6, 5]  # not an extension of the last record: replayed
    assert thinker._game == branch


def test_the_thinker_refuses_a_seat_not_to_act_and_a_bad_record() -> None:
    game = KingGame.new(5)
    other = ((game.acting or 0) + 1) % 4
    with pytest.raises(ValueError):
        Thinker().think(KingRecord.of(game).to_json(), other, "medium", 1)
    with pytest.raises(KingsError):
        Thinker().think("{", 0, "medium", 1)


def test_a_refused_record_is_forgotten_not_built_on() -> None:
    game = KingGame.new(5)
    for _ in range(3):
        game = game.play(game.legal_moves()[0])
    thinker, good = Thinker(), KingRecord.of(game).to_json()
    assert thinker.think(good, game.acting or 0, "medium", 1)
    data = json.loads(good)
    data["moves"] += [str(game.legal_moves()[0]), "AS"]  # the last is not in the hand to play
    with pytest.raises(KingsError):
        thinker.think(json.dumps(data), game.acting or 0, "medium", 1)
    # Extends the refused record by a card legal in the last good game: refused too, never played on that game.
    after = game.play(game.legal_moves()[1])
    data["moves"] += [str(game.legal_moves()[1])]
    with pytest.raises(KingsError):
        thinker.think(json.dumps(data), after.acting or 0, "medium", 1)
    assert thinker.think(good, game.acting or 0, "medium", 1) == Thinker().think(good, game.acting or 0, "medium", 1)


# -- the address ---------------------------------------------------------------------------------------------------
def test_every_address_parameter() -> None:
    req = parse_query("?seed=42&rules=quick&seats=human,easy,medium,hard&names=Ann,,Max&speed=fast")
    assert req.errors == () and req.speed == "fast" and req.setup is not None
    assert (req.setup.seed, req.setup.rules) == (42, preset("quick"))
    assert [(x.name, x.kind) for x in req.setup.seats] == [("Ann", "human"), ("Ada", "easy"), ("Max", "medium"),
                                                            ("Cleo", "hard")]  # fmt: skip
    level = parse_query("?level=hard").setup
    assert level is not None and [x.kind for x in level.seats] == ["human", "hard", "hard", "hard"]
    assert level.seed is None and level.rules == preset("standard")
    both = parse_query("?level=easy&seats=hard,hard,human,hard").setup
    assert both is not None and [x.kind for x in both.seats] == ["hard", "hard", "human", "hard"]
    assert parse_query("?seats= HUMAN,Easy ,easy,easy").setup.seats[1].kind == "easy"  # type: ignore[union-attr]
    for rules in PRESETS:
        assert parse_query(f"?rules={rules}").setup.rules is PRESETS[rules]  # type: ignore[union-attr]
    assert parse_query("") == parse_query("?") == type(parse_query(""))()
    assert parse_query("?speed=slow").setup is None and parse_query("?speed=slow").speed == "slow"
    assert parse_query("?seed=").setup.seed is None and parse_query("?seed=").errors == ()  # type: ignore[union-attr]
    assert parse_query(f"?seed={MAX_SEED}").setup.seed == MAX_SEED  # type: ignore[union-attr]
    assert set(KNOWN_KEYS) == {"seed", "rules", "seats", "level", "names", "speed"}


BAD = {
    "?seed=x": "seed: 'x' is not a whole number from 0 to 18446744073709551615; using a random seed.",
    f"?seed={MAX_SEED + 1}": f"seed: '{MAX_SEED + 1}' is not a whole number",
    "?seed=-3": "seed: '-3' is not",
    "?seed=²": "seed: '²' is not",
    "?rules=nope": "rules: there is no preset 'nope'; using standard.",
    "?level=god": "level: 'god' is not one of easy, medium, hard; using medium.",
    "?seats=human": "seats: 'human' is not four of human, easy, medium, hard; using human,medium,medium,medium.",
    "?seats=human,wizard,easy,easy": "seats: 'human,wizard,easy,easy' is not four of",
    "?speed=warp": "speed: 'warp' is not one of slow, normal, fast, instant; keeping your setting.",
    "?colour=red": "Unknown address parameter 'colour' ignored.",
}


@pytest.mark.parametrize("query", sorted(BAD))
def test_a_bad_value_is_said_in_plain_words_and_replaced(query: str) -> None:
    req = parse_query(query)
    assert len(req.errors) == 1 and req.errors[0].startswith(BAD[query])
    if req.setup is not None:
        assert req.setup.rules.validate(4) and len(req.setup.seats) == 4 and req.setup.seats[0].kind in KINDS


def test_hostile_values_give_short_notices() -> None:
    long = "9" * 5000
    req = parse_query(f"?seed={long}&rules={'x' * 5000}&level=💥{'y' * 300}&names={'n' * 5000}")
    assert len(req.errors) == 3 and all(len(e) < 200 for e in req.errors) and "…" in req.errors[0]
    assert req.setup is not None and len(req.setup.seats[0].name) <= 40
    many = parse_query("?" + "&".join(f"k{i}=v" for i in range(500)))
    assert many.errors[-1] == "497 more unknown address parameters ignored." and len(many.errors) == 4
    odd = parse_query("?%ZZ=%&&&=&seed=%F0%9F%92%A5")
    assert odd.setup is not None and odd.setup.seed is None and all(len(e) < 200 for e in odd.errors)


def test_a_shared_address_starts_the_same_game() -> None:
    setup = Setup(make_seats(["human", "hard", "easy", "human"], ["Ann, Lee", "", "", "Bob"]), preset("nominate"))
    query = share_query(setup, 77)
    assert query is not None
    game_query, page = split_query(query)
    assert page == "?game=king"
    req = parse_query(game_query)
    assert req.errors == () and req.setup is not None
    assert (req.setup.seed, req.setup.rules) == (77, setup.rules)
    assert [x.kind for x in req.setup.seats] == [x.kind for x in setup.seats]
    assert [x.name for x in req.setup.seats] == ["Ann Lee", "Ada", "Ben", "Bob"]
    custom = replace(setup, rules=replace(preset("quick"), id="custom", name="Custom rules", nominate_dealer=True))
    assert share_query(custom, 77) is None  # custom rules do not fit in an address


# -- the new-game dialog -------------------------------------------------------------------------------------------
def test_the_dialog_offers_every_rule_option_and_the_engines_levels() -> None:
    from dataclasses import fields

    options = {f.name for f in fields(Rules)} - {"id", "name"}
    assert {key for key, _, _ in OPTIONS} == options
    assert tuple(level.id for level in registry.game("king").offered_levels) == LEVELS and KINDS[0] == "human"
    form = setup_form(default_setup(), form_fields(preset("open-bidding")))
    assert form.counts == (4,) and [k for k, _ in form.kinds] == list(KINDS) and len(form.level_lines) == len(LEVELS)
    assert [pid for pid, _ in form.presets[0][1]] == list(PRESETS) and set(form.abouts) == {*PRESETS, "custom"}
    assert {f.key: f.value for f in form.fields}["rebid_after_pass"] == "on" and form.preset == "standard"
    assert all(f.kind == "bool" for f in form.fields)
    custom = Setup(
        default_setup().seats, replace(preset("quick"), id="custom", name="Custom rules", rebid_after_pass=True)
    )
    assert setup_form(custom, ()).preset == "custom"
    assert preset_name("quick") == "Quick game (seven hands)" and preset_name("custom") == "Custom rules"


def test_rules_from_the_form() -> None:
    standard = preset("standard")
    assert rules_from_form(standard, {}) is standard
    assert rules_from_form(standard, {"quick": "on"}) is preset("quick")
    assert rules_from_form(preset("quick"), {"quick": ""}) is standard
    assert rules_from_form(preset("quick"), {"quick": "off"}) is standard
    both = rules_from_form(standard, {"quick": "on", "nominate_dealer": "true", "bogus": "on", "id": "on"})
    assert (both.id, both.name, both.quick, both.nominate_dealer) == ("custom", "Custom rules", True, True)
    assert both.rebid_after_pass is False


def test_parse_setup() -> None:
    setup = parse_setup([("  Ann  ", "human"), ("", "hard"), ("Max", "easy"), ("", "human")], "nominate", {}, " 0042 ")
    assert setup.seed == 42 and setup.rules is preset("nominate") and setup.players == 4
    assert [(x.name, x.kind) for x in setup.seats] == [("Ann", "human"), ("Ada", "hard"), ("Max", "easy"),
                                                       ("Player 4", "human")]  # fmt: skip
    assert parse_setup([("", "human")] * 4, "custom", {"quick": "on"}, "").rules is preset("quick")
    assert parse_setup([("", "human")] * 4, "standard", {}, "").seed is None
    with pytest.raises(ValueError, match=r"King is for four players, not 5\."):
        parse_setup([("", "human")] * 5, "standard", {}, "")
    with pytest.raises(ValueError, match=r"'god' is not a kind of player\."):
        parse_setup([("", "human")] * 3 + [("", "god")], "standard", {}, "")
    with pytest.raises(RulesError, match=r"There is no King rules preset 'x'\."):
        parse_setup([("", "human")] * 4, "x", {}, "")
    for seed in ("-1", "1.5", "x", str(MAX_SEED + 1), "²"):
        with pytest.raises(ValueError, match="The seed must be a whole number"):
            parse_setup([("", "human")] * 4, "standard", {}, seed)


# -- settings ------------------------------------------------------------------------------------------------------
def test_settings_round_trip_and_refuse_what_they_cannot_read() -> None:
    custom = replace(preset("quick"), id="custom", name="Custom rules", rebid_after_pass=True)
    settings = Settings("fast", Setup(make_seats(["human", "hard", "human", "easy"], ["Ann"]), custom), True, True,
                        True, "two")  # fmt: skip
    back = Settings.from_dict(json.loads(json.dumps(settings.to_dict())))
    assert back == settings and back.start_setup().rules == custom
    assert Settings.from_dict({}) == Settings() and Settings().start_setup() == default_setup()
    for bad in (None, [], {"speed": "warp"}, {"columns": "three"}, {"setup": []}, {"sound": 1},
                {"setup": {"seats": [], "rules": {}}}, {"setup": {"seats": settings.to_dict()["setup"]["seats"],
                                                                   "rules": {"jokers": True}}}):  # fmt: skip
        with pytest.raises(ValueError):
            Settings.from_dict(bad)


# -- the rules page ------------------------------------------------------------------------------------------------
def test_the_rules_page_is_the_engines() -> None:
    page = rules_page()
    doc = sections(preset("standard"))
    assert page[0].key == "how" and page[-1].key == "credits"  # how to play, the engine's sections, credits
    assert [s.key for s in page[1:-1]] == [d.key for d in doc]
    assert [len(s.entries) for s in page[1:-1]] == [len(d.entries) for d in doc]
    quick = rules_page(preset("quick"))
    assert [s.key for s in quick[1:-1]] == [d.key for d in sections(preset("quick"))]
