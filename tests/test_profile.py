"""The profile (issue 48): levels counted from the statistics, every game's achievements from crafted histories, the
facts games note at a deal's end, the name and avatar stored, backed up, restored and read strictly."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from web.shell import achievements, profile
from web.shell.achievements import Need
from web.shell.backup import backup_text, read_backup
from web.shell.games import GAMES
from web.shell.profile import MAX_LEVEL, Experience, Profile, experience, level_of, threshold
from web.shell.restore import restore
from web.shell.seats import SeatConfig
from web.shell.stats import DealEntry, Stats, Tally
from web.shell.storage import MemoryBackend, Store
from web.shell.tally import DealScore, add_deal

# -- levels ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("number", [2, 3, 4, 10, 50, MAX_LEVEL])
def test_a_level_starts_exactly_at_its_threshold(number: int) -> None:
    assert level_of(threshold(number) - 1).number == number - 1
    reached = level_of(threshold(number))
    assert (reached.number, reached.into) == (number, 0)


def test_levels_grow_and_stop_at_the_top() -> None:
    assert [threshold(n) for n in (1, 2, 3, 4)] == [0, 50, 150, 300]
    assert level_of(0) == profile.Level(1, 0, 0, 50)
    half = level_of(100)
    assert (half.number, half.percent, half.to_next) == (2, 50, 50)
    top = level_of(10**9)
    assert (top.number, top.span, top.percent) == (MAX_LEVEL, 0, 100)


def _history(*entries: tuple[bool, tuple[str, ...], tuple[str, ...]]) -> Stats:
    history = tuple(DealEntry(0, "standard", levels, 2, won, None, 0, facts) for won, levels, facts in entries)
    total, by_level = Tally(), {}
    for e in history:
        total = total.add_deal(e.won, None)
        for level in e.levels:
            by_level[level] = by_level.get(level, Tally()).add_deal(e.won, None)
    return Stats(total, by_level, {"standard": total}, history)


def test_experience_from_a_history_a_loss_earns_and_stronger_tables_earn_more() -> None:
    worth = Experience(win=10, loss=3, match_win=30, match_loss=10)
    assert experience(Stats(), worth) == 0
    assert experience(_history((False, ("easy",), ())), worth) == 3
    easy, medium, hard = (experience(_history((True, (lvl,), ())), worth) for lvl in ("easy", "medium", "hard"))
    online = experience(_history((True, (), ("online",))), worth)
    assert (easy, medium, hard, online) == (10, 15, 20, 20)
    matches = Stats(Tally(matches=3, matches_won=1))
    assert experience(matches, worth) == 30 + 2 * 10
    stats = _history(*[(True, ("hard",), ())] * 3)  # 3 wins against hard: 60, level 2 (50) and 10 into it
    assert (level_of(experience(stats, worth)).number, level_of(experience(stats, worth)).into) == (2, 10)


# -- achievements, for every game of the registry ----------------------------------------------------------


def witness(need: Need, count: int | None = None, won: bool | None = None) -> Stats:
    """Statistics that meet ``need`` (with ``count`` or ``won`` changed: that just miss it)."""
    n = need.count if count is None else count
    win = need.won if won is None else won
    if need.what == "record-under":
        name = need.record + ("draw-one" if need.record.endswith(":") else "")
        return Stats(records={name: need.count - 1 if count is None else need.count})
    if need.what == "record-at-least":
        return Stats(records={need.record: n})
    if need.what == "presets":
        return Stats(by_preset={f"p{i}": Tally(deals=1, deals_won=int(win)) for i in range(n)})
    if need.what == "matches":
        t = Tally(matches=n, matches_won=n if win else 0)
        return Stats(t, {need.level: t} if need.level else {}, {need.preset: t} if need.preset else {})
    entry = DealEntry(0, need.preset or "standard", (need.level,) if need.level else (), max(need.players, 2), win,
                      0 if need.clean else None, 0, (need.fact,) if need.fact else ())  # fmt: skip
    stats = Stats()
    for _ in range(n):
        stats = stats.tallied(entry.levels, entry.rules, lambda t: t.add_deal(win, entry.penalty))
        stats = replace(stats, history=(*stats.history, entry))
    return stats


@pytest.mark.parametrize("game", list(GAMES))
def test_every_game_declares_eight_achievements_each_unlockable_and_lockable(game: str) -> None:
    declared = achievements.GAMES[game]
    feats = declared.achievements
    assert len(feats) >= 8
    assert len({a.id for a in feats}) == len(feats) and len({a.name for a in feats}) == len(feats)
    assert all(a.how.endswith(".") and len(a.how) <= 70 for a in feats)  # one plain line
    assert not any(done for _a, done in achievements.unlocked(game, Stats()))  # nothing played: all locked
    for feat in feats:
        need = feat.need
        assert need.met(witness(need)), feat.id
        if need.what == "record-under":
            assert not need.met(witness(need, count=0)), feat.id  # a time just too slow
        elif need.count > 1:
            assert not need.met(witness(need, count=need.count - 1)), feat.id
        if need.won and need.what not in ("record-under", "record-at-least"):
            assert not need.met(witness(need, won=False)), feat.id  # finished but lost
        if need.level or need.fact or need.players or need.clean or need.preset:
            plain = Need(need.what, need.count, need.won)
            assert not need.met(witness(plain)), feat.id  # the same deals, without what it asks for
    assert declared.worth.win > declared.worth.loss > 0


def test_a_streak_is_deals_won_in_a_row() -> None:
    need = Need("streak", 3)
    assert not need.met(_history(*[(True, (), ())] * 2, (False, (), ()), (True, (), ())))
    assert need.met(_history((False, (), ()), *[(True, (), ())] * 3))


def test_klondike_times_from_its_records() -> None:
    quick = next(a for a in achievements.GAMES["klondike"].achievements if a.id == "quick").need
    assert quick.met(Stats(records={"time:draw-three": 179, "best_streak": 1}))
    assert not quick.met(Stats(records={"time:draw-three": 180, "best_streak": 200}))


# -- the facts a deal notes ---------------------------------------------------------------------------------


class _Table:
    def __init__(self, *seats: SeatConfig) -> None:
        self.seats = seats
        self.humans = tuple(i for i, s in enumerate(seats) if s.is_human)


def test_a_deal_notes_online_and_the_games_facts_and_old_history_still_reads() -> None:
    online = _Table(SeatConfig("Ann"), SeatConfig("Bo", remote=True))
    stats = add_deal(Stats(), online, "standard", DealScore(True, None, 1, ("auction",)))
    assert stats.history[-1].facts == ("online", "auction")
    offline = add_deal(Stats(), _Table(SeatConfig("Ann"), SeatConfig("Ada", "hard")), "standard",
                       DealScore(True, None, 1))  # fmt: skip
    assert offline.history[-1].facts == () and "facts" not in offline.to_dict()["history"][-1]
    assert Stats.from_dict(stats.to_dict()) == stats
    old = {"at": 5, "rules": "standard", "levels": ["hard"], "players": 2, "won": True, "penalty": None, "delta": 1}
    assert DealEntry.from_dict(old).facts == ()
    for bad in (["<b>"], "online", ["x"] * 9, [1]):
        with pytest.raises(ValueError):
            DealEntry.from_dict({**old, "facts": bad})


def test_king_notes_an_auction_won() -> None:
    from kings.king.results import HandResult
    from web.king.results import deal_score

    hand = HandResult.__new__(HandResult)
    for name, value in {"contract": type("C", (), {"positive": True})(), "forfeited": False,
                        "points": (100, 25, 0, 0), "bidder": 0}.items():  # fmt: skip
        object.__setattr__(hand, name, value)
    assert deal_score(None, 0, hand, 0).facts == ("auction",)  # type: ignore[arg-type]
    assert deal_score(None, 0, hand, 1).facts == ()  # type: ignore[arg-type]


def test_three_thirteen_notes_a_round_gone_out_and_kings_court_a_triple_jump_win() -> None:
    from types import SimpleNamespace

    from kings.kings_court.moves import Move
    from web.kings_court.results import deal_score as court_score
    from web.three_thirteen.results import deal_score as round_score

    went_out = SimpleNamespace(seats=(0, 1), points=(0, 12), out=0)
    assert round_score(None, 0, went_out, 0).facts == ("out",)  # type: ignore[arg-type,union-attr]
    assert round_score(None, 0, went_out, 1).facts == ()  # type: ignore[arg-type,union-attr]
    triple, double = Move((0, 2, 4, 6)), Move((0, 2, 4))
    won = SimpleNamespace(outcome=SimpleNamespace(winner=0), moves=(double, triple))
    assert court_score(None, 0, won, 0).facts == ("triple-jump",)  # type: ignore[arg-type,union-attr]
    assert court_score(None, 0, won, 1).facts == ()  # type: ignore[arg-type,union-attr]  # (the loser's)
    by_a_double = SimpleNamespace(outcome=won.outcome, moves=(triple, double))
    assert court_score(None, 0, by_a_double, 0).facts == ()  # type: ignore[arg-type,union-attr]


# -- the name and the avatar --------------------------------------------------------------------------------


def _stored(store: Store, data: object) -> None:
    store.backend.set("kings.profile", json.dumps({"schema": 1, "kind": "profile", "data": data}))


def test_a_profile_is_saved_and_read_back() -> None:
    store = Store(MemoryBackend())
    assert profile.load_profile(store) == Profile() and Profile().shown_name == "You"
    profile.save_profile(store, Profile("Ann", "heart"))
    assert profile.load_profile(store) == Profile("Ann", "heart") and store.notices == []


@pytest.mark.parametrize(("typed", "shown"), [("  Ann   Lee ", "Ann Lee"), ("<b>Bo</b>", "<b>Bo</b>"),
                                              ("Eve\u202egnidlo\u0007", "Evegnidlo"), (" \t ", "")])  # fmt: skip
def test_a_name_is_read_as_online_play_reads_one(typed: str, shown: str) -> None:
    assert profile.named(Profile(), typed) == (Profile(shown), None)


def test_a_long_or_empty_looking_name_is_refused_with_a_reason() -> None:
    same, why = profile.named(Profile("Ann"), "x" * 41)
    assert same == Profile("Ann") and why is not None and "at most 40" in why
    assert profile.named(Profile("Ann"), "\u0007\u200b")[1] is not None


def test_corrupt_profile_data_is_set_aside_with_a_notice() -> None:
    store = Store(MemoryBackend())
    store.backend.set("kings.profile", "{not json")
    assert profile.load_profile(store) == Profile()
    assert store.backend.get("kings.profile") is None
    assert "profile" in str(store.notices[-1]) and "set aside" in str(store.notices[-1])
    assert "{not json" in store.unreadable_file()[1]


def test_a_damaged_part_is_dropped_and_the_rest_kept() -> None:
    store = Store(MemoryBackend())
    _stored(store, {"name": "Ann", "avatar": "dragon"})
    assert profile.load_profile(store) == Profile("Ann", "crown")
    assert "the avatar" in str(store.notices[-1])
    _stored(store, {"name": "y" * 500, "avatar": "star"})
    assert profile.load_profile(store) == Profile("", "star")
    _stored(store, ["not", "an", "object"])
    assert profile.load_profile(store) == Profile()


def test_backup_and_restore_carry_the_profile() -> None:
    store = Store(MemoryBackend())
    profile.save_profile(store, Profile("Ann", "knight"))
    text = backup_text(store, {g: ("settings", "match", "stats") for g in GAMES}, at=0)
    other = Store(MemoryBackend())
    summary = restore(other, read_backup(text), "merge")
    assert profile.load_profile(other) == Profile("Ann", "knight")
    assert any("profile" in line for line in summary.taken)
    profile.save_profile(other, Profile("Bo", "sun"))  # merging keeps this device's own; replacing takes the file's
    restore(other, read_backup(text), "merge")
    assert profile.load_profile(other) == Profile("Bo", "sun")
    restore(other, read_backup(text), "replace")
    assert profile.load_profile(other) == Profile("Ann", "knight")


def test_a_damaged_profile_in_a_backup_is_refused_alone() -> None:
    doc = json.loads(backup_text(Store(MemoryBackend()), {}, at=0))
    doc["shared"]["profile"] = {"schema": 1, "data": {"name": "Cy", "avatar": "nope"}}
    store = Store(MemoryBackend())
    summary = restore(store, read_backup(json.dumps(doc)), "merge")
    assert profile.load_profile(store) == Profile("Cy", "crown")
    assert any("avatar" in line for line in summary.refused)
    doc["shared"]["profile"] = {"schema": 1, "data": "junk"}
    summary = restore(Store(MemoryBackend()), read_backup(json.dumps(doc)), "merge")
    assert any("your profile: could not be read" in line for line in summary.refused)


def test_the_seat_card_and_saved_stats_read_without_writing() -> None:
    store = Store(MemoryBackend())
    won = _history(*[(True, ("hard",), ())] * 4)
    store.for_game("king").save("stats", won.to_dict())
    store.backend.set("kings.corners.stats", "{bad")
    before = dict(store.backend.data) if hasattr(store.backend, "data") else None
    stats = {g: profile.saved_stats(store, g) for g in GAMES}
    assert stats["king"] == won and stats["corners"] == Stats()
    if before is not None:
        assert store.backend.data == before  # type: ignore[attr-defined]
    card = profile.seat_card(Profile("Ann", "heart"), stats, {g: d.worth for g, d in achievements.GAMES.items()})
    levels = dict(card.levels)
    assert (card.name, card.avatar, set(levels)) == ("Ann", "heart", set(GAMES))
    assert levels["king"] == level_of(experience(won, achievements.GAMES["king"].worth)).number > 1
    assert levels["corners"] == 1
