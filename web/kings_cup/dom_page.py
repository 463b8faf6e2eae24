"""Kings Cup's whole page: the table (:class:`web.kings_cup.dom.Dom`) plus the keyboard, the spoken live region,
the dialogs (new game, decks, the editor, the age notice, rules, keys, settings, statistics), sounds and the screen's
wake lock (page code; it implements the controller's Ui)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from web.kings_cup import GAME
from web.kings_cup.decks import DecksView, EditorView
from web.kings_cup.dom import Dom
from web.kings_cup.dom_decks import DecksDialog
from web.kings_cup.dom_editor import Editor
from web.kings_cup.dom_input import Input
from web.kings_cup.dom_keys import Keys
from web.kings_cup.dom_wake import WakeLock
from web.kings_cup.editor import DraftError
from web.shell import dom_toside
from web.shell.dom_dialogs import DialogsUi
from web.shell.dom_help import Help, Prefs
from web.shell.dom_setup import SetupDialog, SetupUi
from web.shell.dom_sound import Sounds
from web.shell.dom_stats import StatsPage
from web.shell.games import GAMES

if TYPE_CHECKING:
    from web.kings_cup.app import App
    from web.kings_cup.viewmodels import TableView

_RULES = {"party": "Party deck", "party-short": "Party deck, to the second king", "classic": "Classic Kings Cup",
          "custom": "Decks of your own"}  # fmt: skip


def rules_name(rules_id: str) -> str:
    return _RULES.get(rules_id, rules_id)


class Page(DialogsUi, SetupUi, Dom):
    """:class:`~web.kings_cup.dom.Dom` and everything around the table."""

    # where the players lie under the table (in the widget too: its players stay there), the way to them and to the
    # first +1 that may be given
    to_side = dom_toside.ToSide("Players", to=".kc-players-panel", row=".kc-actions", widget=True,
                                focus="#kc-players .kc-plus:not([aria-disabled='true'])")

    def __init__(self, document: Any, window: Any, proxy: Any) -> None:
        super().__init__(document, window, proxy)
        self.help = Help(document, proxy, prefix="kc-", area='main[data-table="kings-cup"] .play-area')
        self.dialogs = SetupDialog(document, proxy)
        self.decks = DecksDialog(document, window, proxy)
        self.decks.build()  # before the keys bind to every dialog's close
        self.editor = Editor(document, proxy)
        self.editor.build()
        self.input = Input(self)
        self.keys = Keys(self)
        self.stats_page = StatsPage(document, window, proxy, rules_name, GAMES[GAME].name, ("game", "matches"))
        self.sounds = Sounds(window, self.state)
        self.wake = WakeLock(window, proxy, self.state)
        self._reduced = window.matchMedia("(prefers-reduced-motion: reduce)")
        self._contrast = window.matchMedia("(prefers-contrast: more)")

    def bind(self, app: App) -> None:
        self.app = app
        self.dialogs.bind(app)
        self.banner.bind()
        self.input.bind(app)
        self.keys.bind(app)
        self.stats_page.bind(app.more.import_stats)
        self.decks.on_file = app.import_file
        self.decks.on_link = app.import_link
        self.editor.on_save = app.save_deck
        self.editor.on_cancel = app.cancel_editor
        self.listen(self.by_id("kc-age"), "cancel", lambda e: app.press("age-no"))
        self.listen(self._contrast, "change", lambda e: self.help.render(self.help.extras, bool(e.matches)))
        self.listen(self.doc, "visibilitychange", lambda e: self.wake.visible())

    def render(self, t: TableView, animate: bool) -> None:
        before = self.keys.where()
        super().render(t, animate and not bool(self._reduced.matches))
        self.help.render(t.extras, bool(self._contrast.matches))
        self.keys.after_render(before, t)
        # the points once it keeps score; at the end its ranking fills the table, the cue with nothing to lead to
        dom_toside.say(self.root, "Players and points" if t.keeps_score else "Players", shown=t.state != "game-over")
        self.wake.set(t.state == "ready")
        self.by_id("set-large").checked = t.large

    def rest(self) -> None:
        """The game left the screen: let the screen sleep."""
        self.wake.set(False)

    def invalidate(self) -> None:
        super().invalidate()
        self.help.invalidate()

    # -- dialogs -------------------------------------------------------------------------------------------
    def show_settings(self, settings: Prefs) -> None:
        self.by_id("set-large").checked = bool(getattr(settings, "large", False))
        super().show_settings(settings)

    def show_age(self, deck: str, notice: str) -> None:
        self.decks.show_age(deck, notice)

    def close_age(self) -> None:
        self.decks.close("kc-age")

    def show_decks(self, view: DecksView) -> None:
        self.decks.show(view)

    def copy_link(self, query: str) -> None:
        self.decks.copy_link()

    def show_editor(self, view: EditorView) -> None:
        self.editor.show(view)

    def editor_error(self, error: DraftError | None) -> None:
        self.editor.error(error)

    def close_editor(self) -> None:
        self.editor.close_editor()
