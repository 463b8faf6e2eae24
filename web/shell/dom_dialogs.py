"""The page's dialogs and sounds as every game's controller asks for them (page code): a mixin for a
game's page, which owns a :class:`~web.shell.dom_help.Help` (``help``), a
:class:`~web.shell.dom_stats.StatsPage` (``stats_page``) and :class:`~web.shell.dom_sound.Sounds`
(``sounds``)."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from web.shell.dom_help import Help, Prefs, top
from web.shell.dom_sound import Sounds
from web.shell.dom_stats import StatsPage
from web.shell.keyhelp import KeyHelp
from web.shell.rulesview import Section
from web.shell.stats import Figures, Overview, Stats


class DialogsUi:
    """The rules, keys, settings, tutorial and statistics dialogs, sounds and the address bar."""

    help: Help
    stats_page: StatsPage
    sounds: Sounds
    win: Any

    if TYPE_CHECKING:  # the page's own (web.shell.page.PageCode)

        def by_id(self, name: str) -> Any: ...

        def _proxy(self, function: Callable[..., object]) -> Any: ...

        _listeners: list[Any]

    def show_stats(self, stats: Stats, overview: Overview, extra: tuple[Figures, ...] = ()) -> None:
        self.stats_page.render(stats, overview, extra)
        self.help.open("stats-dialog")
        top(self.by_id("stats-dialog"))

    def stats_note(self, text: str, error: bool) -> None:
        self.stats_page.note(text, error)

    def download(self, name: str, text: str) -> None:
        self.stats_page.download(name, text)

    def show_rules(self, sections: tuple[Section, ...]) -> None:
        self.help.show_rules(sections)

    def show_keys(self, groups: tuple[tuple[str, tuple[KeyHelp, ...]], ...]) -> None:
        self.help.show_keys(groups)

    def show_settings(self, settings: Prefs) -> None:
        self.help.show_settings(settings)

    def show_tutorial(self) -> None:
        self.help.show_tutorial()

    def close_dialog(self, dialog_id: str) -> None:
        self.help.close(dialog_id)

    def sound(self, name: str) -> None:
        self.sounds.play(name)

    def set_query(self, query: str) -> None:
        with contextlib.suppress(Exception):  # a sandboxed frame may refuse; the game goes on
            # the fragment stays: an invite's #online= code is read and cleared by online play, not here
            location = self.win.location
            self.win.history.replaceState(None, "", location.pathname + query + location.hash)

    def share(self, title: str, text: str, query: str | None, done: Callable[[str], object]) -> None:
        """Hand on ``text`` and the link of ``query`` on this site (None: no link): a phone's share sheet, else the
        clipboard; where the browser allows neither, the Share dialog shows the words to copy by hand. ``done``
        hears how (``shared``, ``copied`` or ``shown``; nothing when the player closes the share sheet)."""
        location, navigator = self.win.location, self.win.navigator
        link = f"{location.origin}{location.pathname}{query}" if query else ""
        whole = f"{text}\n{link}" if link else text

        def kept(function: Callable[[Any], object]) -> Any:
            proxy = self._proxy(function)
            self._listeners.append(proxy)  # (alive until the promise settles, and after: a few per game)
            return proxy

        def show(_: Any = None) -> None:
            box = self.by_id("share-text")
            box.value = whole
            self.help.open("share-dialog")
            box.focus()
            box.select()
            done("shown")

        def copy(_: Any = None) -> None:
            try:
                navigator.clipboard.writeText(whole).then(kept(lambda _: done("copied")), kept(show))
            except Exception:  # no clipboard here (an insecure page, an old browser, a frame that may not)
                show()

        def refused(error: Any) -> None:
            if str(getattr(error, "name", "")) != "AbortError":  # (AbortError: the player closed the sheet)
                copy()

        sheet = getattr(navigator, "share", None)
        if sheet is None or not self.win.matchMedia("(pointer: coarse)").matches:
            copy()  # (a desktop's share sheet, where there is one, offers fewer places than a paste)
            return
        data = self.win.JSON.parse(json.dumps({"title": title, "text": text, **({"url": link} if link else {})}))
        try:
            navigator.share(data).then(kept(lambda _: done("shared")), kept(refused))
        except Exception:
            copy()
