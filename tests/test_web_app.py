"""The controller (web/corners/app.py) driven through a fake page: intents in, tables out."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any

import pytest

from kings.corners import END_TURN, PLACES, PRESETS, Match, Move, Play, Shift, preset
from web.corners.app import App
from web.corners.session import Session
from web.corners.spec import Setup
from web.corners.viewmodels import TableView
from web.shell.setupform import FormField, SetupForm
from web.shell.stats import Overview, Stats
from web.shell.storage import MemoryBackend, Store


class FakeUi:
    """Records what the controller asks of the page."""

    def __init__(self) -> None:
        self.tables: list[TableView] = []
        self.animated: list[bool] = []
        self.queries: list[str] = []
        self.setup_errors: list[str] = []
        self.dialog: tuple[SetupForm, tuple[FormField, ...]] | None = None
        self.stats: Stats | None = None
        self.overview: Overview = ()
        self.opened: list[str] = []  #: the other dialogs, in the order they were opened
        self.shown: dict[str, Any] = {}  #: what each of them was shown
        self.notes: list[tuple[str, bool]] = []
        self.downloads: list[tuple[str, str]] = []
        self.sounds: list[str] = []

    @property
    def table(self) -> TableView:
        return self.tables[-1]

    def render(self, table: TableView, animate: bool) -> None:
        self.tables.append(table)
        self.animated.append(animate)

    def show_setup(self, form: SetupForm) -> None:
        self.dialog = (form, form.fields)

    def show_replay(self, bar: Any) -> None:
        self.replay_bar = bar

    def fill_rules(self, fields: tuple[FormField, ...]) -> None:
        assert self.dialog is not None
        self.dialog = (self.dialog[0], fields)

    def close_setup(self) -> None:
        self.dialog = None

    def setup_error(self, text: str) -> None:
        self.setup_errors.append(text)

    def show_stats(self, stats: Stats, overview: Overview) -> None:
        self.stats = stats
        self.overview = overview

    def set_query(self, query: str) -> None:
        self.queries.append(query)

    def invalidate(self) -> None:
        self.invalidated = getattr(self, "invalidated", 0) + 1

    def _open(self, name: str, what: Any = None) -> None:
        self.opened.append(name)
        self.shown[name] = what

    def show_rules(self, sections: Any) -> None:
        self._open("help", sections)

    def show_keys(self, groups: Any) -> None:
        self._open("keys", groups)

    def show_settings(self, settings: Any) -> None:
        self._open("settings", settings)

    def show_tutorial(self) -> None:
        self._open("tutorial")

    def close_dialog(self, dialog_id: str) -> None:
        self.shown.pop(dialog_id, None)

    def stats_note(self, text: str, error: bool) -> None:
        self.notes.append((text, error))

    def download(self, name: str, text: str) -> None:
        self.downloads.append((name, text))

    def sound(self, name: str) -> None:
        self.sounds.append(name)


class Harness:
    """An App on a fake page and in-memory storage; CPU tasks run when :meth:`settle` is called."""

    def __init__(self, backend: Any = None, query: str = "", entropy: int = 99) -> None:
        self.backend = backend if backend is not None else MemoryBackend()
        self.ui = FakeUi()
        self.tasks: list[Coroutine[Any, Any, None]] = []
        self.sleeps: list[float] = []
        self.app = App(self.ui, Store(self.backend), sleep=self._sleep, spawn=self.tasks.append,
                       entropy=lambda: entropy)  # fmt: skip
        self.app.boot(query)
        self.settle()

    async def _sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)

    def settle(self) -> None:
        while self.tasks:
            asyncio.run(self.tasks.pop(0))

    @property
    def session(self) -> Session:
        assert self.app.session is not None
        return self.app.session


def first_human_seed(kinds: str, want: Any = None, rules: str = "standard") -> int:
    """A seed where seat 0 acts first (and ``want(deal)`` holds)."""
    n = len(kinds.split(","))
    for seed in range(1, 5000):
        deal = Match.new(preset(rules), seed, n).deal
        assert deal is not None
        if deal.to_act == 0 and (want is None or want(deal)):
            return seed
    raise AssertionError("no seed found")


def test_url_starts_the_seeded_match_and_is_then_cleared() -> None:
    seed = first_human_seed("human,easy")
    h = Harness(query=f"?seed={seed}&seats=human,easy&speed=instant")
    deal = Match.new(preset("standard"), seed, 2).deal
    assert deal is not None
    t = h.ui.table
    assert h.ui.queries == [""]
    assert (t.state, t.actor, t.to_act, t.viewer, t.speed) == ("ready", "human", 0, 0, "instant")
    assert [[c.code for c in p.cards] for p in t.piles] == [[c.code for c in p] for p in deal.piles]
    assert sorted(c.code for c in t.hand) == sorted(c.code for c in deal.hand(0))


def test_tap_card_then_tap_target_plays_and_saves() -> None:
    seed = first_human_seed("human,easy", lambda d: any(isinstance(m, Play) for m in d.legal_moves()))
    h = Harness(query=f"?seed={seed}&seats=human,easy&speed=instant")
    move = next(m for m in h.session.shown.legal_moves() if isinstance(m, Play))
    h.app.tap_card(move.card.code)
    t = h.ui.table
    assert [c.code for c in t.hand if c.selected] == [move.card.code]
    assert move.pile.name in {p.place for p in t.piles if p.target}
    h.app.tap_pile(move.pile.name)
    assert h.session.shown.history[-1].move == move
    assert h.ui.table.piles[move.pile].cards[-1].code == move.card.code
    assert h.ui.animated[-1] is False  # instant speed never animates
    saved = Session.from_dict(h.app.store.load("match"))
    assert saved.shown.position() == h.session.shown.position()


def test_illegal_drop_is_refused_with_the_engine_reason() -> None:
    seed = first_human_seed("human,easy")
    h = Harness(query=f"?seed={seed}&seats=human,easy&speed=instant")
    deal = h.session.shown
    card = deal.hand(0)[0]
    move = next(Play(card, p) for p in PLACES if Play(card, p) not in deal.legal_moves())
    h.app.pick_card(card.code)
    h.app.drop(move.pile.name)
    t = h.ui.table
    assert t.message is not None and t.message.tone == "error"
    assert t.message.text == deal.explain(move)
    assert h.session.shown is deal and not any(p.target for p in t.piles)


def test_dragging_a_pile_onto_a_pile() -> None:
    seed = first_human_seed("human,medium", lambda d: any(isinstance(m, Shift) for m in d.legal_moves()))
    h = Harness(query=f"?seed={seed}&seats=human,medium&speed=instant")
    shift = next(m for m in h.session.shown.legal_moves() if isinstance(m, Shift))
    assert h.app.pick_pile(shift.source.name)
    assert shift.target.name in {p.place for p in h.ui.table.piles if p.target}
    h.app.drop(shift.target.name)
    assert h.session.shown.history[-1].move == shift
    assert "moved the" in h.ui.table.log[-1]


def test_dropping_off_the_table_puts_the_card_back() -> None:
    h = Harness(query=f"?seed={first_human_seed('human,easy')}&seats=human,easy")
    card = h.session.shown.hand(0)[0]
    h.app.pick_card(card.code)
    h.app.drop(None)
    assert h.app.selection is None and h.session.shown.history == ()


def test_cpus_play_until_the_human_is_to_act() -> None:
    seed = next(s for s in range(1, 500) if (d := Match.new(preset("standard"), s, 3).deal) and d.to_act != 0)
    h = Harness(query=f"?seed={seed}&players=3&speed=fast")
    t = h.ui.table
    assert (t.state, t.actor, t.to_act) == ("ready", "human", 0)
    assert h.sleeps and set(h.sleeps) == {0.25}
    assert any(x.actor == "cpu" for x in h.ui.tables)
    assert any(h.ui.animated)  # CPU moves fly at this speed
    assert h.session.shown.history[-1].move == END_TURN


def test_human_cannot_act_during_cpu_turns() -> None:
    seed = next(s for s in range(1, 500) if (d := Match.new(preset("standard"), s, 2).deal) and d.to_act == 1)
    h = Harness.__new__(Harness)
    h.backend, h.ui, h.tasks, h.sleeps = MemoryBackend(), FakeUi(), [], []
    h.app = App(h.ui, Store(h.backend), sleep=h._sleep, spawn=h.tasks.append)
    h.app.boot(f"?seed={seed}&players=2")
    assert h.app.running and h.ui.table.actor == "cpu"
    h.app.press("end")
    assert h.ui.table.message is not None and "turn" in h.ui.table.message.text
    assert h.session.shown.history == ()
    h.settle()
    assert h.ui.table.actor == "human"


def test_hint_highlights_a_legal_move() -> None:
    h = Harness(query=f"?seed={first_human_seed('human,easy')}&seats=human,easy&speed=instant")
    h.app.press("hint")
    hint = h.app.hint
    assert hint is not None and hint in h.session.shown.legal_moves()
    t = h.ui.table
    assert t.message is not None and t.message.text.startswith("Hint: ")
    if isinstance(hint, Play):
        assert [c.code for c in t.hand if c.hint] == [hint.card.code]
        assert [p.place for p in t.piles if p.hint] == [hint.pile.name]
    elif hint == END_TURN:
        assert [c.id for c in t.controls if c.hint] == ["end"]


def play_out(h: Harness, deals: int = 1) -> None:
    """Play the human's hints (and the next deals) until ``deals`` deals have ended or the match is over."""
    for _ in range(5000):
        s = h.session
        if len(s.match.results) >= deals or s.match.over:
            return
        if not s.in_deal:
            h.app.press("next")
        else:
            h.app.press("hint")
            assert h.app.hint is not None
            assert h.app.play(h.app.hint)
        h.settle()
    raise AssertionError("the deal did not end")


def test_a_deal_to_its_end_records_statistics_once_and_survives_reload() -> None:
    h = Harness(query="?seed=77&players=3&speed=instant")
    play_out(h)
    t = h.ui.table
    assert t.state in ("deal-over", "match-over") and t.banner is not None
    assert t.sheet.headers == ("1",)
    assert h.app.stats.total.deals == 1
    again = Harness(backend=h.backend)  # a reload: same storage, new page
    assert again.ui.table.position == t.position and again.ui.table.state == t.state
    assert again.app.stats.total.deals == 1
    again.app.press("next")
    assert again.ui.table.state == "ready" and again.ui.table.title.startswith("Deal 2")
    assert again.app.stats.total.deals == 1


def test_a_whole_match_ends_with_a_summary_and_a_rematch() -> None:
    h = Harness(query="?seed=5&players=2&level=easy&speed=instant")
    play_out(h, deals=100)
    t = h.ui.table
    assert t.state == "match-over" and t.banner is not None and t.banner.kind == "match-over"
    assert t.status.endswith(".") and "match" in t.status
    assert h.app.stats.total.matches == 1
    h.app.press("rematch")
    h.settle()
    assert h.ui.table.state == "ready" and h.session.match.seed == 99 and h.session.match.results == ()


def test_reload_mid_deal_resumes_exactly() -> None:
    h = Harness(query="?seed=31&players=4&speed=instant")
    h.app.press("end")
    h.settle()
    before = h.ui.table
    again = Harness(backend=h.backend)
    assert again.ui.table.position == before.position and again.ui.table.record == before.record
    assert again.ui.table.log == before.log


def test_pass_and_play_hides_the_next_hand_until_taken() -> None:
    seed = first_human_seed("human,human")
    h = Harness(query=f"?seed={seed}&seats=human,human&names=Ann,Bob&speed=instant")
    assert h.ui.table.hand_label == "Ann's hand"
    h.app.press("end")
    t = h.ui.table
    assert (t.state, t.to_act, t.viewer, t.hand, t.hand_hidden) == ("handoff", 1, 0, (), True)
    assert t.banner is not None and t.banner.title == "Pass the device to Bob"
    h.app.tap_card(h.session.shown.hand(1)[0].code)
    assert h.app.selection is None  # nobody may act behind the hand-off screen
    h.app.press("handoff")
    t = h.ui.table
    assert (t.state, t.viewer, t.hand_label) == ("ready", 1, "Bob's hand")
    assert sorted(c.code for c in t.hand) == sorted(c.code for c in h.session.shown.hand(1))


def test_new_game_dialog() -> None:
    h = Harness(query="?seed=3&players=2&speed=instant")
    h.app.press("new")
    assert h.ui.dialog is not None and len(h.ui.dialog[0].seats) == 2
    h.app.setup_preset("kleplek")
    values = {f.key: f.value for f in h.ui.dialog[1]}
    assert values["scoring.values"] == "kleplek"
    h.app.submit_setup([("Zoe", "human")], "kleplek", values, "")
    assert h.ui.setup_errors[-1].startswith("Kings in the Corner is for 2 to 6")
    h.app.submit_setup([("<b>Zoe</b>", "human"), ("Max", "hard"), ("", "easy")], "kleplek", values, "12")
    assert h.ui.dialog is None
    s = h.session
    assert s.match.seed == 12 and s.match.rules is preset("kleplek")
    assert [x.name for x in s.seats] == ["<b>Zoe</b>", "Max", "Ben"]
    assert h.ui.table.seats[0].name == "<b>Zoe</b>"  # plain text; the page renders it with textContent
    h.settle()


def test_new_game_while_cpus_play_stops_the_old_task() -> None:
    seed = next(s for s in range(1, 500) if (d := Match.new(preset("standard"), s, 2).deal) and d.to_act == 1)
    h = Harness.__new__(Harness)
    h.backend, h.ui, h.tasks, h.sleeps = MemoryBackend(), FakeUi(), [], []
    h.app = App(h.ui, Store(h.backend), sleep=h._sleep, spawn=h.tasks.append, entropy=lambda: 4)
    h.app.boot(f"?seed={seed}&players=2")
    old = h.tasks.pop()
    h.app.start(Setup(h.session.seats, preset("standard"), seed=first_human_seed("human,easy")))
    asyncio.run(old)  # wakes up, sees the new match, and leaves it alone
    assert h.session.shown.history == () and not h.tasks


@pytest.mark.parametrize("speed", ["slow", "normal", "fast", "instant"])
def test_speed_setting_is_saved(speed: str) -> None:
    h = Harness(query="?seed=3&players=2")
    h.app.set_speed(speed)
    assert Harness(backend=h.backend).ui.table.speed == speed


def test_stats_button_shows_the_statistics() -> None:
    h = Harness(query="?seed=3&players=2")
    h.app.press("stats")
    assert h.ui.stats == h.app.stats


def test_a_card_not_in_hand_is_refused() -> None:
    h = Harness(query=f"?seed={first_human_seed('human,easy')}&seats=human,easy&speed=instant")
    deal = h.session.shown
    card = next(c for c in (Move.parse(f"{r}S>N") for r in "A23456789JQK") if c.card not in deal.hand(0))
    assert not h.app.play(card)
    assert h.ui.table.message is not None and h.ui.table.message.text.startswith("You do not hold")


def test_a_joker_asks_which_card_it_stands_for() -> None:
    from kings.cards import JOKER

    def joker_choice(deal: Any) -> bool:
        return (
            JOKER in deal.hand(0)
            and sum(1 for m in deal.legal_moves() if isinstance(m, Play) and m.card.is_joker and m.pile.name == "N") > 1
        )

    seed = first_human_seed("human,easy", joker_choice, rules="jokers")
    h = Harness(query=f"?seed={seed}&seats=human,easy&rules=jokers&speed=instant")
    h.app.tap_card("JK")
    assert "N" in {p.place for p in h.ui.table.piles if p.target}
    h.app.tap_pile("N")
    t = h.ui.table
    assert len(t.choices) > 1 and t.message is not None and "joker" in t.message.text
    pick = t.choices[-1]
    h.app.choose(pick.move)
    assert str(h.session.shown.history[-1].move) == pick.move
    assert h.ui.table.choices == () and h.ui.table.piles[0].cards[-1].code == pick.move.split(">")[0]


def test_a_first_visit_is_welcomed() -> None:
    h = Harness()
    assert h.ui.table.message is not None and h.ui.table.message.text.startswith("Welcome!")
    assert Harness(backend=h.backend).ui.table.message is None


@pytest.mark.parametrize("rules_id", sorted(PRESETS))
def test_every_preset_plays_a_deal_through_the_table(rules_id: str) -> None:
    h = Harness(query=f"?seed=13&rules={rules_id}&seats=human,easy,hard&speed=instant")
    play_out(h)
    t = h.ui.table
    assert t.state in ("deal-over", "match-over") and t.banner is not None
    assert len(t.sheet.headers) == 1 and h.app.stats.by_preset[rules_id].deals == 1
