"""Kings Cup's controller: one object owns the game and the decks, and turns the players' intents into engine moves.

DOM handlers are one-line calls into :class:`App` (``app.press("draw")``, ``app.choose("point:2")``,
``app.make_rule(text)``, ``app.deck_action("duplicate", "party")``). There is no CPU and nothing hidden: every seat
is a person at the table, and the controller waits for them. What every game's controller does alike (boot, save
after every move, settings, the new-game dialog) is the shell's :class:`~web.shell.controller.TableApp`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from kings.errors import NotationError
from kings.i18n import _
from kings.kings_cup.deck import AGE_NOTICE
from kings.kings_cup.moves import DRAW, NO_RULE, Draw, MakeRule, Move, parse_move
from kings.kings_cup.texts import narrate
from web.kings_cup import GAME, view, words
from web.kings_cup.decks import Decks, Ui
from web.kings_cup.editor import Draft
from web.kings_cup.session import Session
from web.kings_cup.spec import (
    KEYS,
    Settings,
    Setup,
    UrlRequest,
    keys_help,
    parse_query,
    parse_setup,
    rules_page,
    setup_form,
)
from web.shell import protocols
from web.shell.controller import TableApp
from web.shell.features import Features as ShellFeatures
from web.shell.features import FeatureSpec
from web.shell.newgame import Parts
from web.shell.stats import Stats
from web.shell.storage import Store
from web.shell.tally import DealScore, add_deal


def move_sound(before: Session, after: Session, move: Move) -> tuple[str | None, bool]:
    over = after.game.over  # (every seat is a player at the phone going round: every move is sounded)
    return ("win" if over else "draw" if isinstance(move, Draw) else "play"), over


HOME = 0  #: the seat the statistics follow: the first in the list


def record_game(stats: Stats, session: Session, at: int = 0) -> Stats:
    """``stats`` with the finished game of ``session`` added (unchanged while it goes on). A "deal" of the statistics
    is a whole game (there are no matches), by deck and ending (the rules' id: ``party``, ``party-short``,
    ``classic``, ``custom``), with no CPU levels.

    They follow the first player in the list, as every game of the house follows its first human seat: at a party
    that is usually the phone's owner. "Won" is their sharing the fewest points; their points are the game's
    penalty (a deck that keeps no score has neither: it counts as a game played)."""
    outcome = session.game.outcome
    if outcome is None:
        return stats
    game = session.game
    points = game.points[HOME] if game.rules.keeps_score else None
    return add_deal(stats, session, game.rules.id, DealScore(HOME in outcome.winners, points, points or 0), at)


class Features(ShellFeatures):
    """Speech, dialogs, large text and statistics for one :class:`App`: the engine's narration after each move, the
    reading keys, the rules and keys dialogs (the shell's); Kings Cup adds large text, and counts a game once over."""

    app: protocols.Controller[Ui, Settings, Session, Any, Any]
    spec = FeatureSpec(
        keys=KEYS, rules_page=rules_page, speak=words.say,
        move_words=lambda before, after, move: narrate(before.game, move),
        deal_ended=lambda before, after: after.game.over, move_sound=move_sound,
    )  # fmt: skip

    def own(self, action: str) -> Callable[[], object] | None:
        """Large text, and the keys dialog in the language in use (:func:`~web.kings_cup.spec.keys_help`: the spec's
        :data:`~web.kings_cup.spec.KEYS` are the English)."""
        if action == "keys":
            return lambda: self.app.ui.show_keys(keys_help())
        return self.toggle_large if action == "large" else None

    def toggle_large(self) -> None:
        app = self.app
        app.settings = replace(app.settings, large=not app.settings.large)
        app.save_settings()
        self.announce(_("Large text on.") if app.settings.large else _("Large text off."))
        app.render()

    def count(self, s: Session) -> Session:
        """``s`` with its finished game added to the statistics, saved (once per game)."""
        if not s.game.over or s.counted:
            return s
        return self.count_once(s, record_game)


class App(TableApp[Session, Settings, Features, Ui]):
    """Owns the session, the decks and the message; reacts to intents."""

    game = GAME
    features = Features
    parts = Parts(Settings, Session, view.build, view.lobby_entry)  # its address and dialog read its decks too

    def __init__(self, ui: Ui, store: Store, **kwargs: Any) -> None:
        super().__init__(ui, store, **kwargs)
        self.decks = Decks(self.store)
        self.pending: Setup | None = None  #: a game for an adult deck, waiting for the age notice's answer

    # -- the shared controller's hooks (web.shell.controller) ---------------------------------------
    def _parse_query(self, query: str) -> UrlRequest:
        request = parse_query(query, self.decks.library)
        errors = list(request.errors)
        if request.link is not None and (problem := self.decks.offered(request.link)) is not None:
            errors.append(problem)
        setup = request.setup
        if setup is not None and setup.rules.for_adults and not self.settings.adults:
            self.pending, setup = setup, None  # asked once the table is up: the notice comes first
        return replace(request, setup=setup, errors=tuple(errors))

    def _parse_setup(self, seats: list[tuple[str, str]], preset_id: str, values: Mapping[str, str],
                     seed: str) -> Setup:  # fmt: skip
        return parse_setup(seats, preset_id, values, seed, self.decks.library)

    def scene(self) -> view.Scene:
        assert self.session is not None
        return view.Scene(self.session, self.message, tuple(self.store.notices), self.settings.large,
                          self.more.extras())  # fmt: skip

    def _load_own(self) -> None:
        self.store.notices.extend(self.decks.load())

    def boot(self, query: str = "") -> None:
        """Read the saved decks (keeping every one that can be read), then boot as every game does; ask about an
        adult deck the address named, and offer a deck an address holds."""
        self._load_own()
        super().boot(query)
        if self.pending is not None:
            self.ui.show_age(self.pending.rules.deck.shown_name, _(AGE_NOTICE))
        elif self.decks.offer is not None:
            self.ui.show_decks(self.decks.view())

    def hide(self) -> None:
        """Another game or the lobby is on screen: let the screen sleep (the wake lock is the table's)."""
        super().hide()
        self.ui.rest()

    # -- the players' intents ---------------------------------------------------------------------------
    def play(self, move: Move) -> bool:
        """Play ``move``; if illegal, say the engine's reason. Returns whether it was played."""
        s = self.session
        if s is None:
            return False
        reason = s.game.explain(move)
        if reason is not None:
            self._say(reason, "error")
            self.render()
            return False
        self._apply(move)
        return True

    def choose(self, notation: str) -> None:
        """A move written on a button (``point:2``, ``mate:1``)."""
        try:
            move = parse_move(notation)
        except NotationError:
            return
        self.play(move)

    def point(self, seat: int) -> None:
        """A number key: a point for the player at ``seat`` (the key's number less one)."""
        s = self.session
        if s is not None and 0 <= seat < s.game.players:
            self.choose(f"point:{seat}")

    def make_rule(self, text: str) -> bool:
        """Make a house rule of ``text`` (refused with the engine's reason: the field keeps the text)."""
        if not text.strip():
            self._say(_("Write the house rule first, or choose No rule."), "error")
            self.render()
            return False
        try:
            move = MakeRule(text)
        except NotationError as exc:
            self._say(str(exc), "error")
            self.render()
            return False
        return self.play(move)

    def undo(self) -> None:
        s = self.session
        if s is None:
            return
        what = words.undo_words(s.game)
        if self._take_back(s) is None:
            return
        self.undone(what)

    def actions(self) -> Mapping[str, Callable[[], object]]:
        """The game's own buttons and keys: ``draw``, ``undo``, ``no-rule``, ``decks``, ``large``, ..."""
        return {
            "draw": lambda: self.play(DRAW), "undo": self.undo, "no-rule": lambda: self.play(NO_RULE),
            "decks": self.open_decks, "age-yes": self.confirm_age, "age-no": self.decline_age,
        }  # fmt: skip

    def focus(self, kind: str) -> None:
        """``M`` and ``R``: the focus to the mate buttons or the rule's field, when that choice is open."""
        s = self.session
        if s is not None and s.game.phase == kind:
            self.ui.focus_choice(kind)
        elif s is not None:
            self._say(_("There is no mate to choose now.") if kind == "mate" else
                      _("There is no house rule to make now."))
            self.render()

    # -- the new-game dialog and the age notice -----------------------------------------------------------
    def open_setup(self, deck_id: str | None = None) -> None:
        form = setup_form(self.table_setup(), self.decks.library)
        if deck_id is not None and self.decks.deck(deck_id) is not None:
            form = replace(form, preset=deck_id)
        self.ui.show_setup(form)

    def submit_setup(self, seats: list[tuple[str, str]], preset_id: str, values: Mapping[str, str],
                     seed: str) -> None:  # fmt: skip
        """Start the game the dialog describes; an adult deck first asks the age notice (once per device)."""
        setup = self.dialog_setup(seats, preset_id, values, seed)
        if setup is None:
            return
        if setup.rules.for_adults and not self.settings.adults:
            self.pending = setup
            self.ui.show_age(setup.rules.deck.shown_name, _(AGE_NOTICE))
            return
        self.ui.close_setup()
        self.start(setup)

    def confirm_age(self) -> None:
        """Everyone playing is of age: remembered on this device; the waiting game starts."""
        self.settings = replace(self.settings, adults=True)
        self.save_settings()
        self.ui.close_age()
        setup, self.pending = self.pending, None
        if setup is not None:
            self.ui.close_setup()
            self.start(setup)

    def decline_age(self) -> None:
        """Not for this table: back to the dialog (as it was), or to the game on the table."""
        self.pending = None
        self.ui.close_age()

    # -- decks --------------------------------------------------------------------------------------------
    def open_decks(self) -> None:
        self.decks.note = None
        self.ui.show_decks(self.decks.view())

    def deck_action(self, action: str, deck_id: str) -> None:
        """A button of the Decks dialog on the deck ``deck_id``."""
        d = self.decks
        if action == "edit":
            opened = d.edit(deck_id or None)
            if opened is not None:
                self.ui.show_editor(opened)
                return
        elif action == "use":
            self.ui.close_dialog("kc-decks")  # the new game's dialog replaces it: starting it returns to the table
            self.open_setup(deck_id)
            return
        elif action == "export":
            found = d.export_file(deck_id)
            if found is not None:
                self.ui.download(*found)
        elif action == "share":
            query = d.share(deck_id)
            if query is not None:
                self.ui.copy_link(query)
        else:
            steps: dict[str, Callable[[str], object]] = {
                "duplicate": d.duplicate, "delete": d.ask_delete, "delete-yes": d.delete,
                "delete-no": lambda _id: d.keep(), "offer-yes": lambda _id: d.take_offer(),
                "offer-no": lambda _id: d.decline_offer(),
            }  # fmt: skip
            step = steps.get(action)
            if step is None:
                return
            step(deck_id)
        self.ui.show_decks(d.view())

    def import_file(self, text: str, size: int | None = None) -> None:
        self.decks.import_file(text, size)
        self.ui.show_decks(self.decks.view())

    def import_link(self, text: str) -> None:
        self.decks.import_link(text)
        self.ui.show_decks(self.decks.view())

    def save_deck(self, draft: Draft) -> None:
        """The editor's Save: the deck saved, or the engine's message next to the field at fault (draft kept)."""
        error = self.decks.save_draft(draft)
        self.ui.editor_error(error)
        if error is None:
            self.ui.close_editor()
            self.ui.show_decks(self.decks.view())

    def cancel_editor(self) -> None:
        self.decks.close_editor()
        self.ui.close_editor()
