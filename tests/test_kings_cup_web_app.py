"""Kings Cup's controller (web/kings_cup/app.py) through a fake page (tests/webfakes.py): buttons and keys in, tables
out. A whole game to the last king; points, mates and house rules; undo; a reload resuming the very card; damaged
saved data; the age notice before an adult deck (and only once a device confirmed it); the Decks dialog and the
editor through the controller; a deck offered by the address; large text, speech, statistics counted once."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from kings.kings_cup.builtin import PARTY
from kings.kings_cup.codec import deck_to_json, deck_to_link
from kings.kings_cup.deck import AGE_NOTICE
from kings.kings_cup.moves import DRAW, MakeRule
from tests import webfakes
from tests.test_kings_cup_web_session import own
from web.kings_cup.app import App
from web.kings_cup.decks import DecksView, EditorView
from web.kings_cup.editor import DraftError, rule_changed
from web.kings_cup.session import Session
from web.kings_cup.viewmodels import TableView
from web.shell.storage import MemoryBackend

GAME = "?players=4&names=Ada,Bo,Cy,Di&seed=5"  #: seed 5: the first card is a jack (a house rule to make)
NOTICE = "Your saved match in progress could not be read, so a new game was started."


class CupUi(webfakes.FakeUi):
    """The fake page, with Kings Cup's own dialogs."""

    def __init__(self) -> None:
        super().__init__()
        self.age: tuple[str, str] | None = None
        self.decks: DecksView | None = None
        self.editor: EditorView | None = None
        self.editor_errors: list[DraftError | None] = []
        self.copied: list[str] = []
        self.focused: list[str] = []
        self.rested = 0
        self.closed: list[str] = []

    def show_age(self, deck: str, notice: str) -> None:
        self.age = (deck, notice)

    def close_age(self) -> None:
        self.age = None

    def show_decks(self, view: DecksView) -> None:
        self.decks = view

    def copy_link(self, query: str) -> None:
        self.copied.append(query)

    def show_editor(self, view: EditorView) -> None:
        self.editor = view

    def editor_error(self, error: DraftError | None) -> None:
        self.editor_errors.append(error)

    def close_editor(self) -> None:
        self.editor = None

    def focus_choice(self, kind: str) -> None:
        self.focused.append(kind)

    def rest(self) -> None:
        self.rested += 1

    def close_dialog(self, dialog_id: str) -> None:
        self.closed.append(dialog_id)
        super().close_dialog(dialog_id)


class Harness(webfakes.Harness):
    app_class = App
    ui_class = CupUi
    app: App
    ui: CupUi


    @property
    def session(self) -> Session:
        assert self.app.session is not None
        return self.app.session

    @property
    def table(self) -> TableView:
        table: TableView = self.ui.tables[-1]
        return table

    def step(self) -> None:
        """One turn as a table plays it, through the controller: draw; choose the first mate offered; make a rule."""
        t = self.table
        if t.choice is not None and t.choice.kind == "mate":
            self.app.choose(f"mate:{t.choice.mates[0][0]}")
        elif t.choice is not None:
            self.app.make_rule("No pointing")
        else:
            self.app.press("draw")


def harness(query: str = GAME, backend: Any = None) -> Harness:
    return Harness(backend, query)


def announced(h: Harness) -> list[str]:
    return [text for _, text in h.app.more.speech]


# -- a game -------------------------------------------------------------------------------------------------------
def test_the_address_starts_the_game_and_leaves_the_address_bar() -> None:
    h = harness()
    assert h.ui.queries == [""] and h.session.game.names == ("Ada", "Bo", "Cy", "Di") and h.session.game.seed == 5
    t = h.table
    assert t.state == "ready" and t.turn == "Ada, draw the first card" and t.draw.enabled


def test_a_whole_game_to_the_last_king_through_the_controller() -> None:
    h = harness()
    for _ in range(200):
        if h.table.state == "game-over":
            break
        h.step()
    t = h.table
    assert t.state == "game-over" and h.session.game.kings == 4 and t.banner is not None
    assert h.session.counted and len(h.app.stats.history) == 1
    assert announced(h)[-1] == t.banner.speech()
    h.app.press("draw")  # nothing more to draw: the engine says why
    assert t.banner is not None and h.table.message is not None and h.table.message.tone == "error"
    h.app.undo()
    h.app.press("draw")  # the last king again: counted once
    assert len(h.app.stats.history) == 1
    h.app.press("rematch")
    assert not h.session.game.drawn and h.session.game.names == ("Ada", "Bo", "Cy", "Di")


def test_points_mates_and_rules_through_the_buttons() -> None:
    h = harness()
    h.app.press("draw")
    assert h.table.choice is not None and h.table.choice.kind == "rule"
    assert not h.app.make_rule("   ")  # nothing written: asked to write it, or choose No rule
    assert h.table.message is not None and "Write the house rule first" in h.table.message.text
    assert h.app.make_rule("x" * 121) is False and "at most" in h.table.message.text
    assert h.app.make_rule("No pointing")
    assert h.table.lines[-1].text == "No pointing" and h.table.lines[-1].who == "Ada"
    assert announced(h)[-1] == "Ada made a house rule: “No pointing”."
    h.step()
    while h.table.phase != "draw":
        h.step()
    moves = h.table.moves
    h.app.point(2)  # the key 3
    assert h.table.players[2].points == 1 and h.table.moves == moves + 1
    h.app.point(2)  # twice for one card: refused, nothing played
    assert h.table.players[2].points == 1 and h.table.message is not None and h.table.message.tone == "error"
    h.app.point(7)  # no player 8: nothing
    h.app.choose("point:nonsense")
    assert h.table.moves == moves + 1


def test_undo_says_what_it_took_back_and_is_saved() -> None:
    h = harness()
    h.app.undo()
    assert h.table.message is not None and "nothing to undo" in h.table.message.text
    h.app.press("draw")
    card = h.session.game.drawn[-1].card.label
    h.app.press("undo")
    assert not h.session.game.drawn and h.table.message.text == f"Undone: Ada's {card} goes back on the deck."
    assert announced(h)[-1] == f"Undone: Ada's {card} goes back on the deck."
    saved = Session.from_dict(h.saved())
    assert saved.game.moves == ()


def test_a_reload_resumes_the_very_card() -> None:
    backend = MemoryBackend()
    h = harness(backend=backend)
    for _ in range(12):
        h.step()
    position = h.session.game.position()
    again = harness("", backend)
    assert again.session.game.position() == position and again.table.position == position
    assert not again.app.store.notices


@pytest.mark.parametrize("saved", ["{", '{"schema": 1, "kind": "match", "data": {"record": "{"}}',
                                   '{"schema": 1, "kind": "match", "data": 7}'])  # fmt: skip
def test_a_damaged_saved_game_starts_a_new_one_and_says_so(saved: str) -> None:
    backend = MemoryBackend()
    backend.set("kings.kings-cup.match", saved)
    h = harness("", backend)
    assert h.table.state == "ready" and not h.session.game.drawn and NOTICE in h.table.notices


def test_keys_large_text_and_hearing() -> None:
    h = harness()
    h.app.press("large")
    assert h.table.large and h.app.settings.large and announced(h)[-1] == "Large text on."
    assert harness("", h.backend).table.large  # remembered
    h.app.press("say-card")
    assert announced(h)[-1] == "No card has been drawn yet."
    h.app.press("keys")
    assert h.ui.opened[-1] == "keys"
    h.app.press("help")
    assert h.ui.opened[-1] == "help"
    h.app.focus("mate")
    assert h.table.message is not None and h.table.message.text == "There is no mate to choose now."
    h.app.press("draw")
    h.app.focus("rule")
    assert h.ui.focused == ["rule"]


def test_new_game_dialog_round_trip() -> None:
    h = harness()
    h.app.press("new")
    assert h.ui.form is not None and [s.name for s in h.ui.form.seats] == ["Ada", "Bo", "Cy", "Di"]
    h.app.submit_setup([("Ann", "human"), ("Ann", "human")], "party", {}, "")
    assert h.ui.setup_errors and "Two players are called Ann" in h.ui.setup_errors[-1]
    h.app.submit_setup([("Ann", "human"), ("Bo", "human")], "party", {"kings": "1"}, "3")
    assert h.ui.form is None and h.session.game.names == ("Ann", "Bo") and h.session.game.rules.kings == 1


def test_a_name_left_blank_is_that_seats_player_n() -> None:
    """A party wipes "Player 3" and forgets to type: the game starts with the seat's own name, not a refusal."""
    h = harness()
    h.app.press("new")
    h.app.submit_setup([("Ann", "human"), ("  ", "human"), ("", "human")], "party", {}, "")
    assert h.ui.form is None and h.session.game.names == ("Ann", "Player 2", "Player 3")


# -- the age notice -------------------------------------------------------------------------------------------------
def test_the_classic_deck_asks_the_age_notice_first() -> None:
    h = harness()
    h.app.press("new")
    h.app.submit_setup([("Ann", "human"), ("Bo", "human")], "classic", {}, "")
    assert h.ui.age == ("Classic Kings Cup", AGE_NOTICE) and h.session.game.rules.deck == PARTY  # not started yet
    h.app.press("age-no")
    assert h.ui.age is None and h.session.game.rules.deck == PARTY and not h.app.settings.adults
    h.app.submit_setup([("Ann", "human"), ("Bo", "human")], "classic", {}, "")
    h.app.press("age-yes")
    assert h.ui.age is None and h.session.game.rules.deck.id == "classic" and h.app.settings.adults
    h.app.submit_setup([("Ann", "human"), ("Bo", "human")], "classic", {}, "")
    assert h.ui.age is None  # confirmed once on this device


def test_an_address_naming_the_classic_deck_asks_first_too() -> None:
    h = harness("?deck=classic&players=3")
    assert h.ui.age is not None and h.session.game.rules.deck == PARTY
    h.app.press("age-yes")
    assert h.session.game.rules.deck.id == "classic" and h.session.game.players == 3


# -- decks through the controller -----------------------------------------------------------------------------------
def test_decks_duplicate_edit_save_and_play() -> None:
    h = harness()
    h.app.press("decks")
    assert h.ui.decks is not None and h.ui.decks.own == 0
    h.app.deck_action("duplicate", "party")
    copy = h.app.decks.library.own[0]
    assert h.ui.decks.own == 1
    h.app.deck_action("edit", "party")  # locked: a note, no editor
    assert h.ui.editor is None and h.ui.decks.note is not None and h.ui.decks.note.error
    h.app.deck_action("edit", copy.id)
    assert h.ui.editor is not None and h.ui.editor.deck_id == copy.id
    draft = h.ui.editor.draft
    bad = replace(draft, rules=rule_changed(draft, "A", title=""))
    h.app.save_deck(bad)
    assert h.ui.editor is not None and h.ui.editor_errors[-1] is not None
    assert h.ui.editor_errors[-1].field == "rule-A-title" and h.app.decks.draft == bad  # kept as typed
    good = replace(draft, name="Office party", rules=rule_changed(draft, "A", title="Coffee run"))
    h.app.save_deck(good)
    assert h.ui.editor is None and h.ui.editor_errors[-1] is None and h.ui.decks.note.text == "Office party is saved."
    h.app.deck_action("use", copy.id)
    assert h.ui.form is not None and h.ui.form.preset == copy.id and h.ui.closed == ["kc-decks"]
    h.app.submit_setup([("Ann", "human"), ("Bo", "human")], copy.id, {}, "1")
    assert h.session.game.rules.deck.name == "Office party" and h.session.game.rules.id == "custom"
    h.app.deck_action("delete", copy.id)
    h.app.deck_action("delete-yes", copy.id)
    assert h.app.decks.library.own == () and h.session.game.rules.deck.name == "Office party"  # the game goes on
    again = harness("", h.backend)
    assert again.session.game.rules.deck.name == "Office party"  # and resumes: its record holds the deck


def test_export_share_and_import_through_the_controller() -> None:
    h = harness()
    h.app.deck_action("export", "party")
    assert h.ui.downloads == [("kings-cup-party.json", deck_to_json(PARTY))]
    h.app.deck_action("share", "party")
    assert h.ui.copied and h.ui.copied[0].startswith("?game=kings-cup&deck=kc1.")
    h.app.import_file(deck_to_json(own("From a file")))
    assert [d.name for d in h.app.decks.library.own] == ["From a file"]
    h.app.import_file('{"format": "kings-cup-deck", "version": 1, "evil": "<script>"}')
    assert h.ui.decks is not None and h.ui.decks.note is not None and h.ui.decks.note.error
    assert "Your decks are unchanged." in h.ui.decks.note.text and len(h.app.decks.library.own) == 1
    h.app.import_link(deck_to_link(own("From a link")))
    assert [d.name for d in h.app.decks.library.own] == ["From a file", "From a link"]
    h.app.deck_action("bogus", "party")  # an unknown action: nothing
    assert len(h.app.decks.library.own) == 2


def test_a_deck_link_in_the_address_is_offered_once_the_table_is_up() -> None:
    link = deck_to_link(own("Shared deck"))
    h = harness(f"?deck={link}")
    assert h.ui.decks is not None and h.ui.decks.offer is not None and h.ui.decks.offer.name == "Shared deck"
    assert not h.app.decks.library.own and h.ui.queries == [""]
    h.app.deck_action("offer-yes", "")
    assert [d.name for d in h.app.decks.library.own] == ["Shared deck"] and h.ui.decks.offer is None


def test_a_bad_deck_link_in_the_address_is_a_notice_and_nothing_else() -> None:
    h = harness("?deck=kc1.AAAA")
    assert any(n.startswith("The address holds a deck that cannot be read") for n in h.table.notices)
    assert h.app.decks.library.own == () and h.ui.decks is None


def test_damaged_saved_decks_are_a_notice_and_the_game_still_opens() -> None:
    backend = MemoryBackend()
    backend.set("kings.kings-cup.decks", json.dumps({"schema": 1, "kind": "decks", "data": "{"}))
    h = harness("", backend)
    assert h.table.state == "ready" and any("saved decks could not be read" in n for n in h.table.notices)


def test_hide_lets_the_screen_sleep() -> None:
    h = harness()
    h.app.hide()
    assert h.ui.rested == 1


def test_a_house_rule_in_markup_is_kept_as_text_in_the_saved_game() -> None:
    h = harness()
    h.app.press("draw")
    h.app.make_rule("<b>bold</b>")
    back = Session.from_dict(h.saved())
    assert back.game.house_rules[-1].text == "<b>bold</b>" and back.game.moves[-1] == MakeRule("<b>bold</b>")
    assert back.game.moves[0] == DRAW
