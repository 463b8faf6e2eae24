"""The rules, keys, settings and tutorial dialogs, the tutorial's coach panel and the spoken
announcements: page code, owned by :class:`web.corners.dom.Page`. Text goes in as text only.
"""

from __future__ import annotations

from typing import Any, Protocol

from kings.i18n import _
from web.shell.extras import Coach, Extras
from web.shell.keyhelp import KeyHelp
from web.shell.page import PageCode, nn
from web.shell.rulesview import Section


class Prefs(Protocol):
    """The settings the settings dialog shows (every game's settings have them)."""

    @property
    def contrast(self) -> bool: ...

    @property
    def stripes(self) -> bool: ...

    @property
    def sound(self) -> bool: ...




def top(dialog: Any) -> None:
    """Show a long dialog from its start: the focus on its title (read first), scrolled to the top."""
    title = nn(dialog.querySelector("h2"))
    if title is not None:
        title.tabIndex = -1
        title.focus()
    dialog.scrollTop = 0


class Help(PageCode):
    """Fills and opens the help dialogs; draws the coach panel and the live region."""

    def __init__(self, document: Any, proxy: Any, prefix: str = "", area: str = ".play-area") -> None:
        super().__init__(document, proxy)
        self.prefix = prefix  #: before the ids of the game's own coach and table (``king-``: ``#king-coach``)
        self.area = area  #: where a tutorial step sits (a CSS selector): the game's table area, above its hand
        self._spoken = 0  #: serial of the last announcement written
        self._coach: Coach | None = None
        self._contrast: bool | None = None
        self.extras = Extras()  #: as last drawn

    def open(self, dialog_id: str) -> None:
        """Open one dialog (modal: the page behind is inert), closing any other first."""
        for other in self.doc.querySelectorAll("dialog[open]"):
            if str(other.id) != dialog_id:
                other.close()
        dialog = self.by_id(dialog_id)
        if not dialog.open:
            dialog.showModal()
            top(dialog)

    def close(self, dialog_id: str) -> None:
        dialog = nn(self.by_id(dialog_id))
        if dialog is not None and dialog.open:
            dialog.close()

    # -- rules -----------------------------------------------------------------------------------
    def show_rules(self, sections: tuple[Section, ...]) -> None:
        parts = []
        heading = nn(self.by_id("help-title"))
        dialog_title = str(heading.textContent).strip() if heading is not None else ""
        for s in sections:
            box = self.el("section", "rules-section")
            box.setAttribute("data-section", s.key)
            # (a game's words written where no language is known yet, its constants, are translated here)
            if _(s.title) != dialog_title:  # ("How to play" under "How to play" said it twice)
                box.appendChild(self.el("h3", "", _(s.title)))
            if s.intro:
                box.appendChild(self._words("p", _(s.intro)))
            if s.entries:
                dl = self.el("dl", "rules-list")
                for e in s.entries:
                    dl.append(self.el("dt", "", _(e.term)), self._words("dd", _(e.text)))
                box.appendChild(dl)
            if s.items:
                ul = self.el("ul")
                for item in s.items:
                    ul.appendChild(self._words("li", _(item)))
                box.appendChild(ul)
            parts.append(box)
        self.by_id("rules-body").replaceChildren(*parts)
        self.open("help")

    def _words(self, tag: str, text: str) -> Any:
        """An element of ``text`` whose `spans` (a preset's id, an address) are code, not words between backticks."""
        el = self.el(tag)
        parts = text.split("`") if text.count("`") % 2 == 0 else [text]
        for i, part in enumerate(parts):
            if part:
                el.append(self.el("code", "", part) if i % 2 else part)
        return el

    # -- keys --------------------------------------------------------------------------------------
    def show_keys(self, groups: tuple[tuple[str, tuple[KeyHelp, ...]], ...]) -> None:
        tables = []
        for title, rows in groups:
            table = self.el("table", "keys-table")
            table.appendChild(self.el("caption", "", _(title)))
            for row in rows:
                tr = self.el("tr")
                th = self.el("th")
                th.scope = "row"
                th.appendChild(self.el("kbd", "", _(row.keys)))
                tr.append(th, self.el("td", "", _(row.does)))
                table.appendChild(tr)
            tables.append(table)
        self.by_id("keys-body").replaceChildren(*tables)
        self.open("keys")

    # -- settings and tutorial ---------------------------------------------------------------------
    def show_settings(self, settings: Prefs) -> None:
        self.by_id("set-contrast").checked = settings.contrast
        self.by_id("set-stripes").checked = settings.stripes
        self.by_id("set-sound").checked = settings.sound
        self.open("settings")

    def show_tutorial(self) -> None:
        self.open("tutorial")

    # -- on every render ---------------------------------------------------------------------------
    def invalidate(self) -> None:
        """Forget what was drawn on the page's shared parts (another game drew there since)."""
        self._contrast = None

    def render(self, extras: Extras, system_contrast: bool = False) -> None:
        """``system_contrast``: the system asks for more contrast (the theme then applies too)."""
        self.extras = extras
        contrast = extras.contrast or system_contrast
        if self._contrast != contrast:
            self._contrast = contrast
            self.doc.body.toggleAttribute("data-contrast", contrast)
        self.doc.body.toggleAttribute("data-tutorial", extras.tutorial)
        self.doc.body.toggleAttribute("data-stripes", extras.stripes)
        self._render_speech(extras.speech)
        if extras.coach != self._coach:
            self._coach = extras.coach
            self._render_coach(extras.coach)

    def _render_speech(self, speech: tuple[tuple[int, str], ...]) -> None:
        box = self.by_id("announcer")
        for serial, text in speech:
            if serial > self._spoken:
                self._spoken = serial
                box.appendChild(self.el("p", "", text))
        while box.childElementCount > 6:
            box.firstElementChild.remove()

    def _render_coach(self, coach: Coach | None) -> None:
        """A question over the table (the game waits for it), or a tutorial step in the table area, just above
        the player's part (``.me``): what to do next, next to the hand it is done with, on every screen."""
        panel = self.by_id(self.prefix + "coach")
        panel.hidden = coach is None
        if coach is None:
            return
        if coach.over_table:
            home = self.by_id(self.prefix + "table")
            if panel.parentElement is not home:
                home.prepend(panel)
        else:
            home = self.doc.querySelector(self.area)
            me = nn(home.querySelector(":scope > .me"))
            if panel.parentElement is not home or panel.nextElementSibling is not me:
                home.insertBefore(panel, me)
        panel.classList.toggle("over-table", coach.over_table)
        panel.classList.toggle("offer", any(action == "tutorial-start" for action, _label in coach.actions))
        self.by_id(self.prefix + "coach-title").textContent = coach.title
        self.by_id(self.prefix + "coach-text").textContent = coach.text
        buttons = self.action_buttons(coach.actions, "control")
        for (action, _label), button in zip(coach.actions, buttons, strict=True):
            button.classList.toggle("primary", action == coach.primary)
        self.by_id(self.prefix + "coach-actions").replaceChildren(*buttons)
