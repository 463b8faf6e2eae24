"""Around the game, through the controller (web/corners/app.py's Features and App on a fake page):
announcements, the tutorial, settings, the help dialogs, sounds, statistics files."""

from __future__ import annotations

import json

from kings.cards import Card
from kings.corners import END_TURN, Deal, Play
from tests.test_web_app import FakeUi, Harness, first_human_seed, play_out
from web.corners.app import App
from web.corners.session import Session
from web.corners.spec import SEED, Settings
from web.shell.stats import Stats
from web.shell.statsio import export_text
from web.shell.storage import MemoryBackend, Store


def spoken(h: Harness) -> list[str]:
    return [text for _n, text in h.ui.table.extras.speech]


def test_moves_are_announced_for_screen_readers() -> None:
    seed = first_human_seed("human,easy", lambda d: any(isinstance(m, Play) for m in d.legal_moves()))
    h = Harness(query=f"?seed={seed}&seats=human,easy&speed=instant")
    move = next(m for m in h.session.shown.legal_moves() if isinstance(m, Play))
    h.app.tap_card(move.card.code)
    assert spoken(h)[-1].startswith(f"Holding the {move.card.name}: it can go on the ")
    h.app.tap_pile(move.pile.name)
    assert spoken(h)[-1].startswith(f"You played {move.card.label}") or "You put" in spoken(h)[-1]
    h.app.press("end")
    h.settle()
    lines = spoken(h)
    assert any(line.startswith("Ada ") for line in lines), lines  # the CPU's moves, in words
    serials = [n for n, _t in h.ui.table.extras.speech]
    assert serials == sorted(set(serials)) and len(serials) <= 8


def test_hear_keys_read_the_table() -> None:
    h = Harness(query="?seed=5&seats=human,easy&speed=instant")
    h.settle()
    h.app.press("say-hand")
    assert spoken(h)[-1].startswith("Your hand, ")
    h.app.press("say-hand")  # the same words again are announced again (a new serial)
    assert spoken(h)[-1] == spoken(h)[-2]
    h.app.press("say-scores")
    assert spoken(h)[-1].startswith("Scores. You: ")


def test_first_visit_offers_the_tutorial_until_declined() -> None:
    h = Harness()
    coach = h.ui.table.extras.coach
    assert coach is not None and [a for a, _l in coach.actions] == ["tutorial-start", "tutorial-later"]
    h.app.press("tutorial-later")
    assert h.ui.table.extras.coach is None
    assert Harness(backend=h.backend).ui.table.extras.coach is None  # a second visit: no offer


def test_the_first_visit_offer_comes_with_the_table_and_holds_nothing() -> None:
    """Issue 12, the first minutes. Over the table, the offer held the CPUs under it (a review: "Ben waits for your
    answer"); asked on your turn only, it came seconds after the table, over the stock and the side piles, and took a
    phone's tap meant for a pile (another review). Now it comes with the table's first drawing, beside your part, and
    holds nothing: the CPUs play, you play, and a move of yours answers it."""
    h = next(h for h in (Harness(entropy=e) for e in range(1, 60)) if h.session.shown.history)  # a CPU went first
    first = next(i for i, t in enumerate(h.ui.tables) if t.extras.coach is not None)
    assert first <= 1 and h.ui.tables[first].actor == "cpu"  # boot's drawing (start's, then the welcome's)
    assert all(t.extras.coach is not None for t in h.ui.tables[first:])  # the CPUs played under it
    assert h.session.actor == "human" and h.ui.table.status.startswith("Your turn")
    coach = h.ui.table.extras.coach
    assert coach is not None and not coach.over_table and coach.primary == "tutorial-start"
    assert h.app.can_act()
    h.app.press("end")  # a move of yours: the offer goes
    h.settle()
    assert h.ui.table.extras.coach is None
    declined = next(h for h in (Harness(entropy=e) for e in range(1, 60)) if h.session.actor == "human")
    declined.app.press("tutorial-later")
    assert declined.ui.table.extras.coach is None and declined.app.can_act()


def test_the_welcome_goes_when_the_first_deal_ends_before_your_first_turn() -> None:
    """A reviewer's first deal: Ben went out before the player's first turn, and under "Ben went out" the message line
    still said "Welcome! Tap a card...". The welcome goes with the deal it greeted, or with your first move."""
    h = next(h for h in (Harness(entropy=e) for e in range(1, 400)) if not h.session.in_deal)  # a CPU went out
    assert not any(e.seat == 0 for e in h.session.shown.history)  # before you had a turn
    assert any(t.message is not None and t.message.text.startswith("Welcome!") for t in h.ui.tables)
    assert h.ui.table.message is None or not h.ui.table.message.text.startswith("Welcome!")
    you = next(h for h in (Harness(entropy=e) for e in range(1, 60)) if h.session.actor == "human")
    assert you.ui.table.message is not None and you.ui.table.message.text.startswith("Welcome!")
    you.app.press("end")
    you.settle()
    assert you.ui.table.message is None or not you.ui.table.message.text.startswith("Welcome!")


def test_a_tutorial_step_offers_skip_as_a_secondary_button() -> None:
    h = Harness(query="?seed=77&seats=human,medium&speed=instant")
    h.app.press("tutorial-start")
    step = h.ui.table.extras.coach
    assert step is not None and not step.over_table and step.primary == ""  # the step's move is the thing to do
    assert [a for a, _l in step.actions] == ["tutorial-exit"]


def test_the_card_just_drawn_is_marked_in_the_hand_until_the_next_move() -> None:
    seed = first_human_seed("human,easy", lambda d: any(isinstance(m, Play) for m in d.legal_moves()))
    h = Harness(query=f"?seed={seed}&seats=human,easy&speed=instant")
    assert not any(c.drawn for c in h.ui.table.hand)
    before = {c.code for c in h.ui.table.hand}
    h.app.press("end")  # standard rules: draw one card and end the turn
    h.settle()
    marked = [c.code for c in h.ui.table.hand if c.drawn]
    assert len(marked) == 1 and marked[0] not in before, marked
    move = next(m for m in h.session.shown.legal_moves() if isinstance(m, Play))
    h.app.play(move)
    assert not any(c.drawn for c in h.ui.table.hand)  # the player has moved on


def test_the_tutorial_runs_on_its_own_deal_and_gives_the_game_back() -> None:
    h = Harness(query="?seed=77&seats=human,medium&speed=instant")
    h.settle()
    mine = h.backend.data["kings.corners.match"]
    stats_before = h.backend.data.get("kings.corners.stats")
    h.app.press("tutorial")
    assert h.ui.opened[-1] == "tutorial"
    h.app.press("tutorial-start")
    assert h.session.match.seed == SEED and h.ui.table.extras.tutorial
    t = h.app.more.tutorial
    assert t is not None
    assert h.ui.table.hint == str(t.pointed(h.session))  # the step's move is highlighted
    h.app.play(END_TURN)  # not this step's lesson: refused, with what to do
    assert h.ui.table.message is not None and h.ui.table.message.text.startswith("Not yet")
    assert len(h.session.shown.history) == 0
    for _ in range(4):
        move = t.pointed(h.session)
        assert move is not None and h.app.play(move)
    coach = h.ui.table.extras.coach
    assert t.done and coach is not None and coach.title == "Step 5 of 5: Tutorial complete"
    h.settle()
    assert h.backend.data["kings.corners.match"] == mine and h.backend.data.get("kings.corners.stats") == stats_before
    h.app.press("tutorial-exit")
    h.settle()
    assert h.session.match.seed == 77 and not h.ui.table.extras.tutorial and h.ui.table.extras.coach is None


def test_a_new_game_ends_the_tutorial() -> None:
    h = Harness(query="?seed=77&seats=human,medium&speed=instant")
    h.app.press("tutorial-start")
    h.app.rematch()
    assert h.app.more.tutorial is None and h.session.match.seed != SEED


def test_contrast_and_sound_are_remembered_and_sounds_play_only_when_on() -> None:
    seed = first_human_seed("human,easy", lambda d: any(isinstance(m, Play) for m in d.legal_moves()))
    h = Harness(query=f"?seed={seed}&seats=human,easy&speed=normal")
    move = next(m for m in h.session.shown.legal_moves() if isinstance(m, Play))
    h.app.play(move)
    assert h.ui.sounds == []  # off by default
    h.app.press("settings")
    assert h.ui.opened[-1] == "settings"
    h.app.press("contrast")
    h.app.press("sound")
    assert h.ui.table.extras.contrast and h.ui.shown["settings"] == Settings("normal", h.app.settings.setup, True, True)
    saved = json.loads(h.backend.data["kings.prefs"])["data"]  # shared by every game
    assert saved["contrast"] and saved["sound"] and "setup" not in saved
    h.app.play(END_TURN)
    assert h.ui.sounds[0] == "draw"
    h.settle()
    assert "play" in h.ui.sounds or "draw" in h.ui.sounds[1:]  # the CPU's moves sound too at normal speed
    again = Harness(backend=h.backend)
    assert again.app.settings.sound and again.ui.table.extras.contrast


def test_help_keys_dialogs() -> None:
    h = Harness(query="?seed=5&rules=kleplek&seats=human,easy&speed=instant")
    h.app.press("help")
    sections = h.ui.shown["help"]
    assert sections[0].key == "current" and "Kleplek" in sections[0].title
    h.app.press("keys")
    assert h.ui.opened[-2:] == ["help", "keys"] and h.ui.shown["keys"][0][0] == "Moving around"


def test_export_then_import_replaces_and_a_bad_file_changes_nothing() -> None:
    h = Harness(query="?seed=5&seats=human,easy&speed=instant")
    session = h.session
    while session.in_deal:
        session = session.play(session.shown.legal_moves()[0])
    h.app.stats = Stats()
    h.app.more.count(session)
    assert h.app.stats.total.deals == 1 and len(h.app.stats.history) == 1
    h.app.press("export")
    name, text = h.ui.downloads[-1]
    assert name.startswith("kings-stats-") and json.loads(text)["games"] == {"corners": h.app.stats.to_dict()}
    stored = h.backend.data["kings.corners.stats"]
    h.app.more.import_stats('{"format": "kings-stats", "schema": 2, "stats": {"total": {"deals": "many"}}}')
    assert h.ui.notes[-1][1] is True and "Your statistics are unchanged" in h.ui.notes[-1][0]
    assert h.backend.data["kings.corners.stats"] == stored and h.app.stats.total.deals == 1
    other = Stats.from_dict({"total": {"deals": 9, "deals_won": 4}})
    h.app.more.import_stats(export_text({"corners": other}, 0))
    assert h.app.stats == other and h.ui.stats == other and h.ui.notes[-1] == (
        "Imported 9 deals and 0 matches: they replace the statistics this device had.", False)
    assert Stats.from_dict(json.loads(h.backend.data["kings.corners.stats"])["data"]) == other
    assert h.ui.overview == (("Kings in the Corner", other.total),)


def test_statistics_cover_every_game_in_the_overview_the_file_and_the_import() -> None:
    """Another game's saved statistics show in the overview and go into the export; an import
    replaces every game's, clearing a game the file does not have."""
    h = Harness(query="?seed=5&seats=human,easy&speed=instant")
    h.app.stats = Stats.from_dict({"total": {"deals": 2, "deals_won": 1}})
    later = Stats.from_dict({"total": {"deals": 5, "matches": 1}})
    Store(h.backend).for_game("pinochle").save("stats", later.to_dict())  # a game of a later version
    h.app.press("export")
    exported = json.loads(h.ui.downloads[-1][1])
    assert set(exported["games"]) == {"corners"}  # the shell knows only the games it can open
    h.app.more.import_stats(export_text({"corners": Stats(), "pinochle": later}, 0))
    assert json.loads(h.backend.data["kings.pinochle.stats"])["data"] == later.to_dict()
    assert h.app.stats == Stats() and h.ui.notes[-1][0].startswith("Imported 5 deals and 1 match:")
    h.app.more.import_stats(export_text({"corners": later}, 0))
    assert "kings.pinochle.stats" in h.backend.data  # not a game of this version: left alone
    h.app.press("stats")
    assert h.ui.overview == (("Kings in the Corner", later.total),)


def test_tutorial_moves_are_not_saved_over_the_match() -> None:
    h = Harness(query="?seed=77&seats=human,medium&speed=instant")
    h.settle()
    before = Session.from_dict(json.loads(h.backend.data["kings.corners.match"])["data"])
    h.app.press("tutorial-start")
    move = h.app.more.tutorial.pointed(h.session)
    assert move is not None and h.app.play(move)
    after = Session.from_dict(json.loads(h.backend.data["kings.corners.match"])["data"])
    assert after.match.seed == before.match.seed == 77


def test_a_widget_never_welcomes_or_offers_the_tutorial() -> None:
    """Issue 12, bug 4: an embedded table (a widget) is the host's, and its small box is for the hand."""

    async def no_sleep(_: float) -> None:
        return None

    seed = first_human_seed("human,medium,medium")  # the default table, you first: the offer asks on your turn
    for widget in (False, True):
        ui = FakeUi()
        app = App(ui, Store(MemoryBackend()), sleep=no_sleep, spawn=lambda c: c.close(), widget=widget,
                  entropy=lambda: seed)  # fmt: skip  (a random deal whose CPU went first left the offer for later)
        app.boot("")  # a first visit: nothing saved
        offered = ui.table.extras.coach is not None
        welcomed = ui.table.message is not None and ui.table.message.text.startswith("Welcome!")
        assert offered == welcomed == (not widget)


def test_a_reload_after_the_match_ended_shows_its_summary_and_score_sheet() -> None:
    """Issue 12, bug 6: the finished match stays on the table (banner, summary, scores) until the
    player starts another; nothing is counted twice."""
    h = Harness(query="?seed=5&players=2&level=easy&speed=instant")
    play_out(h, deals=100)
    before = h.ui.table
    assert before.state == "match-over" and h.app.stats.total.matches == 1
    again = Harness(backend=h.backend)
    t = again.ui.table
    assert t.state == "match-over" and t.banner == before.banner and t.sheet == before.sheet
    assert again.session.match.seed == h.session.match.seed and again.app.stats == h.app.stats
    again.app.press("rematch")
    again.settle()
    assert again.ui.table.state == "ready" and again.session.match.results == ()


def test_a_card_that_fits_nowhere_says_so_when_picked_up() -> None:
    """Issue 12, the first minutes: "6♦ can't be played anywhere now" at once, not after a drop."""

    def fits(deal: Deal, card: Card) -> bool:
        return any(isinstance(m, Play) and m.card == card for m in deal.legal_moves())

    def mixed(deal: Deal) -> bool:
        hand = deal.hand(0)
        return any(fits(deal, c) for c in hand) and not all(fits(deal, c) for c in hand)

    seed = first_human_seed("human,easy", mixed)
    h = Harness(query=f"?seed={seed}&seats=human,easy&speed=instant")
    deal = h.session.shown
    stuck = next(c for c in deal.hand(0) if not fits(deal, c))
    free = next(c for c in deal.hand(0) if fits(deal, c))
    h.app.tap_card(stuck.code)
    t = h.ui.table
    assert t.message is not None and t.message.text == f"{stuck.label} can't be played anywhere now."
    h.app.tap_card(stuck.code)  # put back
    h.app.pick_card(free.code)  # a card with somewhere to go: no such message
    assert h.ui.table.message is None or "anywhere" not in h.ui.table.message.text


def test_striped_red_cards_are_a_setting_every_game_shares() -> None:
    """Issue 12: the colour-blind aid is an option (off by default; CSS stripes red cards in high
    contrast whatever it says)."""
    h = Harness(query="?seed=5&seats=human,easy&speed=instant")
    assert not h.ui.table.extras.stripes
    h.app.press("stripes")
    assert h.ui.table.extras.stripes
    assert json.loads(h.backend.data["kings.prefs"])["data"]["stripes"] is True
    assert Harness(backend=h.backend).ui.table.extras.stripes  # remembered
