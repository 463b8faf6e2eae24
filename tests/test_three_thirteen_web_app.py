"""3-13's controller (web/three_thirteen/app.py) driven through a fake page (tests/webfakes.py): taps and buttons in,
tables out. CPU moves run when the harness settles its tasks; sleeping is instant."""

from __future__ import annotations

import json
from typing import Any

from kings.cards import Card
from kings.seeding import Rng, derive_seed
from kings.three_thirteen.api import MatchRecord
from kings.three_thirteen.moves import DISCARD, STOCK, Discard, Draw, Move
from tests import webfakes
from tests.test_three_thirteen_web_session import ADA_FIRST, YOU_FIRST, medium
from web.shell.cpuloop import PAUSES
from web.three_thirteen import players
from web.three_thirteen.app import App
from web.three_thirteen.hints import HINT_SEED
from web.three_thirteen.session import Session
from web.three_thirteen.viewmodels import CardView, TableView

OUT_SEED = 268  #: you and a CPU: take the 7♠ from the pile and your 7♣ 7♦ make a set; discard the K♣ to go out
NOTICE = "Your saved match in progress could not be read, so a new game was started."


class Harness(webfakes.Harness):
    app_class = App
    app: App

    @property
    def session(self) -> Session:
        assert self.app.session is not None
        return self.app.session

    @property
    def table(self) -> TableView:
        table: TableView = self.ui.table
        return table


def legal(h: Harness) -> tuple[Move, ...]:
    return h.session.shown.legal_moves()


def cards_of(t: TableView) -> list[CardView]:
    return [c for g in t.hand for c in g.cards]


def key_of(h: Harness, card: Card) -> str:
    """The key of ``card`` in the hand shown."""
    return next(c.key for c in cards_of(h.table) if c.code == card.code)


def human_move(h: Harness, move: Move) -> None:
    """Play ``move`` as the page would: a tap on the stock or the pile; a card tapped twice; Go out on a card picked."""
    if isinstance(move, Draw):
        h.app.press("pile" if move.pile else "stock")
    elif move.out:
        h.app.tap_card(key_of(h, move.card))
        h.app.press("out")
    else:
        key = key_of(h, move.card)
        h.app.tap_card(key)
        assert [c.key for c in cards_of(h.table) if c.selected] == [key]
        h.app.tap_card(key)
    h.settle()


def moves_made(h: Harness) -> int:
    return h.table.moves


def play_until(h: Harness, done: Any, pick: Any = None, limit: int = 3000) -> None:
    """The human plays ``pick``'s moves (the medium CPU's by default) and presses Next round until ``done()``."""
    for _ in range(limit):
        if done():
            return
        t = h.table
        if t.state == "deal-over":
            h.app.press("next")
            h.settle()
        elif t.state == "handoff":
            h.app.press("handoff")
        else:
            assert t.actor == "human", t.status
            before = moves_made(h)
            human_move(h, pick(legal(h)) if pick else medium(h.session, legal(h)))
            assert moves_made(h) > before
    raise AssertionError("not reached")


# -- booting --------------------------------------------------------------------------------------------------
def test_a_new_player_is_offered_the_tutorial_and_the_cpus_wait_for_the_answer() -> None:
    h = Harness(entropy=ADA_FIRST)
    t = h.table
    coach = t.extras.coach
    assert coach is not None and coach.title == "New to 3-13?" and coach.over_table
    assert [a for a, _ in coach.actions] == ["tutorial-start", "tutorial-later"]
    assert h.session.match.seed == ADA_FIRST and h.session.shown.moves == () and t.to_act == 1
    assert t.status == "Ada waits for your answer."
    h.app.press("stock")
    assert h.session.shown.moves == ()
    h.app.press("tutorial-later")
    h.settle()
    t = h.table
    assert t.extras.coach is None and t.actor == "human" and t.to_act == 0
    assert [e.seat for e in h.session.shown.history if e.kind != "rebuild"] == [1, 1, 2, 2]  # Ada and Ben played
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
        s = s.play(medium(s, s.shown.legal_moves())) if s.in_round else s.next_round()
    record = json.loads(s.to_dict()["record"])
    record["rounds"][-1].append("stock")
    h.app.store.save("match", {**s.to_dict(), "record": json.dumps(record)})
    again = Harness(backend=h.backend)
    assert again.table.notices == (NOTICE,) and again.session.match.results == ()
    h.app.store.save("match", ["not", "a", "game"])
    assert Harness(backend=h.backend).table.notices == (NOTICE,)


# -- a whole game ---------------------------------------------------------------------------------------------
def test_a_whole_game_against_cpus_completes_with_every_rounds_banner() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&level=easy&speed=instant")
    banners: list[str] = []

    def done() -> bool:
        t = h.table
        if t.state == "deal-over" and len(banners) < len(h.session.match.results):
            assert t.banner is not None and t.banner.actions == (("next", "Next round"),)
            assert t.banner.ending is not None and t.banner.ending.kind == "deal-over"
            banners.append(t.round.number)
        return t.state == "match-over"

    play_until(h, done)
    t = h.table
    assert banners == [f"Round {n} of 11" for n in range(1, 11)]  # the last round's banner is the game's
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
    assert again.app.stats.total.matches == 1 and again.app.store.load("lobby")["resume"] is False
    again.app.press("rematch")
    again.settle()
    s = again.session
    assert s.match.results == () and s.match.seed == 99 and [x.kind for x in s.seats] == ["human", "easy", "easy"]
    assert again.app.stats.total.matches == 1


# -- the player's taps ----------------------------------------------------------------------------------------
def test_the_stock_and_the_pile_draw() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&speed=instant")
    top = h.session.shown.pile[-1]
    h.app.tap_pile()
    s = h.session
    assert s.shown.moves == (DISCARD,) and s.shown.drawn == top and h.saved() == s.to_dict()
    assert [c.code for c in cards_of(h.table) if c.drawn] == [top.code]
    h.app.tap_stock()  # drawn already: the engine's reason
    assert h.table.message is not None and h.table.message.tone == "error" and h.session is s
    assert h.table.message.text == s.shown.explain(STOCK)
    other = Harness(query=f"?seed={YOU_FIRST}&speed=instant")
    other.app.tap_stock()
    assert other.session.shown.moves == (STOCK,) and other.table.phase == "discard"


def test_a_card_in_the_draw_phase_says_to_draw_first() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&speed=instant")
    s = h.session
    h.app.tap_card(cards_of(h.table)[0].key)
    top = s.shown.pile[-1].label
    assert h.table.message is not None and h.table.message.text == f"Draw first: tap the stock, or the {top} on " \
        "the discard pile."  # fmt: skip
    assert h.session is s and h.app.selected is None and not any(c.selected for c in cards_of(h.table))
    h.app.tap_pile()
    assert h.table.message is None  # a move clears the message


def test_a_card_picked_then_tapped_again_is_discarded_and_the_pile_takes_a_picked_card() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&seats=human,medium&speed=instant")
    h.app.tap_stock()
    h.app.tap_pile()  # nothing picked
    assert h.table.message is not None and h.table.message.text == "Pick the card to discard first: tap it in your " \
        "hand."  # fmt: skip
    views = cards_of(h.table)
    h.app.tap_card(views[0].key)
    h.app.tap_card(views[1].key)  # another card: the pick moves
    assert [c.key for c in cards_of(h.table) if c.selected] == [views[1].key] and h.table.pile.can_throw
    h.app.press("cancel")  # Escape puts it back
    assert not any(c.selected for c in cards_of(h.table)) and not h.table.pile.can_throw
    h.app.tap_card(views[1].key)
    h.app.tap_card(views[1].key)
    h.settle()
    s = h.session
    assert s.shown.moves[:2] == (STOCK, Discard(Card.parse(views[1].code)))
    assert s.shown.history[1].kind == "throw" and h.app.selected is None
    play_until(h, lambda: h.table.phase == "discard")
    key = cards_of(h.table)[-1].key
    count = len(h.session.shown.moves)
    h.app.tap_card(key)
    h.app.tap_pile()
    h.settle()
    assert str(h.session.match.round.moves[count]) == key.split("#")[0]  # type: ignore[union-attr]


def test_an_illegal_discard_is_refused_with_the_engines_reason_and_changes_nothing() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&speed=instant")
    top = h.session.shown.pile[-1]
    h.app.tap_pile()
    s = h.session
    saved = h.saved()
    key = key_of(h, top)
    h.app.tap_card(key)
    h.app.tap_card(key)  # the card just taken from the pile may not go back
    t = h.table
    assert t.message is not None and t.message.tone == "error"
    assert t.message.text == s.shown.explain(Discard(top)) == f"You took the {top.label} from the discard pile: " \
        "discard another card."  # fmt: skip
    assert h.session is s and h.saved() == saved and h.app.selected is None
    h.app.press("out")  # no out here: said in plain words, nothing played
    assert h.table.message.text.startswith("You cannot go out now") and h.session is s  # type: ignore[union-attr]
    h.app.choose("out:" + top.code)
    assert h.table.message.tone == "error" and h.session is s  # type: ignore[union-attr]
    h.app.choose("sideways")
    h.app.tap_card("XX")
    h.app.tap_card("XX")  # no card: nothing
    absent = next(c for c in s.shown.hands[1] if c not in s.shown.hands[0])
    h.app.tap_card(absent.code)
    h.app.tap_card(absent.code)
    assert h.table.message.text == f"You have no {absent.label} to discard."  # type: ignore[union-attr]
    assert h.session is s and h.saved() == saved


def test_go_out_plays_the_out_the_table_offers() -> None:
    h = Harness(query=f"?seed={OUT_SEED}&seats=human,medium&speed=instant")
    s = h.session
    assert s.to_act == 0 and [c.code for c in s.shown.hands[0]] == ["7C", "KC", "7D"]
    assert s.shown.pile[-1].code == "7S" and h.table.out is None
    h.app.press("pile")
    t = h.table
    assert t.out is not None and t.out.move == "out:KC" and t.out.label == "Go out: discard K♣"
    assert t.out.detail == "Lay down 7♣ 7♦ 7♠"
    h.app.press("out")
    h.settle()
    s = h.session
    assert s.match.results and s.match.results[0].out == 0 and s.match.results[0].points[0] == 0
    t = h.table
    assert t.state == "deal-over" and t.banner is not None and t.banner.title == "You went out!"
    assert t.banner.ending is not None and t.banner.ending.mood == "win"


def test_a_tap_during_a_cpus_turn_is_not_played() -> None:
    h = Harness(query=f"?seed={ADA_FIRST}&speed=instant", settle=False)
    assert h.app.running and h.table.actor == "cpu"
    h.app.tap_stock()
    assert h.table.message is not None and h.table.message.text == "Wait: it is Ada's turn."
    h.app.tap_card(cards_of(h.table)[0].key)
    h.app.go_out()
    h.app.choose("stock")
    assert h.session.shown.moves == ()
    h.settle()
    assert h.table.actor == "human" and len(h.session.shown.moves) == 4


def test_no_status_line_gets_you_wrong() -> None:
    h = Harness(query=f"?seed={ADA_FIRST}&speed=instant")
    play_until(h, lambda: len(h.session.match.results) == 2)
    statuses = {t.status for t in h.ui.tables}
    assert "You are playing…" in statuses  # the last CPU move before yours is drawn while the CPUs still play
    assert not any(s.startswith(("You is", "You waits", "You has")) for s in statuses)


# -- your own order and the arrangement -------------------------------------------------------------------------
def test_your_own_order_is_saved_and_survives_a_reload() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&speed=instant")
    h.app.tap_stock()
    assert h.app.settings.arrange and h.table.arrange and h.table.controls[1].pressed
    h.app.press("arrange")
    assert not h.app.settings.arrange and [g.kind for g in h.table.hand] == ["own"]
    keys = [c.key for c in cards_of(h.table)]
    h.app.move_card(keys[-1], 0)
    h.app.move_card(keys[0], 99)  # past the end: the end
    h.app.move_card("ZZ", 1)  # no such card: nothing
    want = [keys[-1], *keys[1:-1], keys[0]]
    assert [c.key for c in cards_of(h.table)] == want and list(h.session.order) == want
    again = Harness(backend=h.backend)
    assert not again.app.settings.arrange and [c.key for c in cards_of(again.table)] == want
    again.app.press("arrange")
    assert again.table.arrange and [g.kind for g in again.table.hand] != ["own"]
    assert Harness(backend=h.backend).app.settings.arrange is True
    again.app.press("arrange")
    key = want[1]
    again.app.tap_card(key)
    again.app.tap_card(key)
    again.settle()
    assert [c.key for c in cards_of(again.table)][: len(want) - 1] == [k for k in want if k != key]
    assert Harness(backend=h.backend).session.order == again.session.order


def test_a_new_round_starts_in_the_games_order() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&speed=instant")
    h.app.press("arrange")
    h.app.tap_stock()
    keys = [c.key for c in cards_of(h.table)]
    h.app.move_card(keys[-1], 0)
    assert h.session.order
    play_until(h, lambda: h.table.state == "deal-over")
    h.app.press("next")
    h.settle()
    assert h.session.order == () and h.session.shown.number == 1


# -- hints --------------------------------------------------------------------------------------------------------
def test_a_hint_without_a_worker_is_thought_out_on_the_page() -> None:
    h = Harness(query=f"?seed={YOU_FIRST}&speed=instant")
    h.app.press("hint")
    s = h.session
    r = s.shown
    want = players.hint(s.match.observe(0), Rng(derive_seed(s.match.seed, HINT_SEED, 0, 0)))
    assert h.app.hint == want and want in legal(h)
    t = h.table
    words = "draw from the stock" if want == STOCK else f"take the {r.pile[-1].label} from the discard pile"
    assert t.message is not None and t.message.text == f"Hint: {words}." and t.hint == str(want)
    assert t.stock.hint == (want == STOCK) and t.pile.hint == (want == DISCARD)
    human_move(h, want)
    assert h.app.hint is None and not h.table.stock.hint and h.table.hint is None
    h.app.press("hint")
    discard = h.app.hint
    assert isinstance(discard, Discard) and discard in legal(h)
    assert [c.code for c in cards_of(h.table) if c.hint] == [discard.card.code]
    assert h.table.message.text == f"Hint: {'go out, discarding' if discard.out else 'discard'} " \
        f"{discard.card.label}."  # type: ignore[union-attr]  # fmt: skip


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


# -- on screen or not ------------------------------------------------------------------------------------------------
def test_hidden_the_table_draws_nothing_and_its_cpus_wait() -> None:
    h = Harness(query=f"?seed={ADA_FIRST}&speed=instant", settle=False)
    h.app.hide()
    renders = len(h.ui.tables)
    h.settle()  # the CPU task wakes, sees the table hidden, and stops
    assert h.session.shown.moves == () and len(h.ui.tables) == renders and not h.app.running
    h.app.schedule()
    assert not h.tasks
    h.app.show()
    assert h.ui.invalidated == 1 and len(h.ui.tables) == renders + 1 and h.tasks
    h.settle()
    assert len(h.session.shown.moves) == 4 and h.table.actor == "human"
    h.app.show()  # already shown: nothing more
    assert h.ui.invalidated == 1


def test_cpus_wait_between_moves_by_speed() -> None:
    h = Harness(query=f"?seed={ADA_FIRST}&speed=slow")
    assert h.sleeps == [PAUSES["slow"]] * 4 and any(h.ui.animated)
    h.app.set_speed("warp")
    assert h.app.settings.speed == "slow"
    h.app.set_speed("fast")
    assert Harness(backend=h.backend).app.settings.speed == "fast"


def test_a_cpu_in_the_worker_plays_the_pages_move() -> None:
    from web.three_thirteen.thinker import Thinker

    worker = Thinker()
    asked: list[str] = []

    async def think(record: str, seat: int, level: str, seed: int) -> str | None:
        asked.append(level)
        return worker.think(record, seat, level, seed)

    async def broken(record: str, seat: int, level: str, seed: int) -> str | None:
        raise RuntimeError("the worker died")

    query = f"?seed={ADA_FIRST}&seats=human,hard,easy&speed=instant"
    alone = Harness(query=query)
    via = Harness(query=query, think=think)
    assert asked == ["hard", "hard"]  # the easy CPU answers on the page at once
    assert via.session == alone.session and len(alone.session.shown.moves) == 4
    assert Harness(query=query, think=broken).session == alone.session
    assert MatchRecord.from_json(via.table.record).replay() == alone.session.match
