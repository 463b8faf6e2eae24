"""What a seat shows and does at an online table beyond its name and state (page code, issue 48): the level its
player reports (a public table's), the host's *Remove* before the start, and quick reactions in the online bar.

A base of :class:`web.shell.online.dom_panel.PanelDrawing`: the panel and the bar call :meth:`SeatExtras.with_level`,
:meth:`SeatExtras.remove_button`, :meth:`SeatExtras.reaction_on` and :meth:`SeatExtras.reaction_controls` as they
draw; the clicks on what these draw are read here (``data-remove``, ``data-react``), not by the page's own handler.
Reactions show in the online bar, which stays in view during play in every game, by the sender's seat, for a few
seconds (:data:`web.shell.online.reactions.SHOWN`); *Mute reactions* hides them on this device, remembered.
"""

from __future__ import annotations

import time
from typing import Any

from kings.i18n import N_, _
from web.shell.online import reactions
from web.shell.online.panel import SeatLine
from web.shell.online.play import OnlineGuest, OnlineHost
from web.shell.page import Dialogs, nn

#: The title of a player's level: nothing checks it (a browser could report any level).
LEVEL_TITLE = N_("Level as the player reports it")


class SeatExtras(Dialogs):
    """The level, Remove and reactions of the seats (a base of the online panel's drawing)."""

    app: Any
    win: Any
    note: str
    mode: OnlineHost | OnlineGuest | None
    _dialog: Any
    _bar: Any
    _extras_bound: Any = None  #: the panel and the bar whose clicks are read here
    _menu = False  #: the reactions' buttons are open in the bar
    _muted: bool | None = None  #: reactions muted on this device (None: not read yet)
    _expiry: Any = None  #: the timer that draws the bar again when a reaction has shown long enough
    _expire: Any = None

    def draw(self) -> None:
        raise NotImplementedError

    # -- the level -----------------------------------------------------------------------------------
    def with_level(self, name: Any, level: int) -> Any:
        """``name`` (a seat's or a table's name element) followed by the level its player reports, if any."""
        if level > 0:
            # Translators: a player's level in this game, after their name ("Ann · level 7")
            chip = self.el("span", "online-level", " · " + _("level {n}").format(n=level))
            chip.title = _(LEVEL_TITLE)
            chip.appendChild(self.el("span", "sr", " (" + _(LEVEL_TITLE) + ")"))
            name.appendChild(chip)
        return name

    # -- Remove --------------------------------------------------------------------------------------
    def remove_button(self, line: SeatLine) -> Any:
        """The host's *Remove* on a guest's seat before the start; what it does said whole to screen readers."""
        button = self.el("button", "online-remove", _("Remove"))
        button.type = "button"
        button.setAttribute("data-remove", str(line.seat))
        words = _("Remove {name} from the table").format(name=line.name)
        button.setAttribute("aria-label", words)
        button.title = words
        return button

    def _remove(self, seat: int) -> None:
        mode = self.mode
        if not isinstance(mode, OnlineHost) or not 0 <= seat < len(mode.room.chairs):
            return
        name = mode.room.chairs[seat].name
        if mode.room.remove(seat):
            self.note = _("{name} was removed from the table and cannot sit at it again. The seat is free.").format(
                name=name)

    # -- reactions -----------------------------------------------------------------------------------
    def muted(self) -> bool:
        if self._muted is None:
            self._muted = reactions.muted(self.app.store.shared().load(reactions.MUTE))
        return self._muted

    def _recent(self) -> dict[int, tuple[str, float]]:
        return self.mode.room.reactions if self.mode is not None else {}

    def _may_react(self) -> bool:
        """This player may send a reaction: the game is on, and they sit at it."""
        mode = self.mode
        if isinstance(mode, OnlineHost):
            return mode.started
        return mode is not None and mode.seated and mode.room.seat is not None and not mode.room.over

    def reaction_on(self, item: Any, seat: int) -> None:
        """The bar's seat ``item``: the reaction its player just sent, unless reactions are muted here."""
        self._listen_once()
        shown = reactions.showing(self._recent(), time.monotonic())
        if seat not in shown or self.muted():
            return
        symbol, words = reactions.REACTIONS[shown[seat]]
        chip = self.el("span", "online-reaction", symbol or _(words))
        chip.setAttribute("data-reaction", shown[seat])
        if symbol:
            chip.setAttribute("role", "img")
            chip.setAttribute("aria-label", _(words))
            chip.title = _(words)
        item.appendChild(chip)
        if self._expiry is None:  # drawn again once it has shown long enough
            if self._expire is None:
                self._expire = self.proxy(self._expired)
            self._expiry = self.win.setTimeout(self._expire, int(reactions.SHOWN * 1000) + 100)

    def _expired(self, *args: Any) -> None:
        self._expiry = None
        if self.mode is not None:
            self.draw()

    def reaction_controls(self, bar: Any) -> None:
        """The bar's *React* button, and while it is open the reactions and *Mute reactions*."""
        self._listen_once()
        if not self._may_react():
            return
        # Translators: a button of the online bar opening the quick reactions (👍, 👏, "Good game"...)
        toggle = self.el("button", "online-react", _("React"))
        toggle.type = "button"
        toggle.setAttribute("data-react", "menu")
        toggle.setAttribute("aria-expanded", "true" if self._menu else "false")
        bar.appendChild(toggle)
        if not self._menu:
            return
        group = self.el("span", "online-reactions")
        group.setAttribute("role", "group")
        group.setAttribute("aria-label", _("Reactions"))
        for rid, (symbol, words) in reactions.REACTIONS.items():
            button = self.el("button", "", symbol or _(words))
            button.type = "button"
            button.setAttribute("data-react", rid)
            button.setAttribute("aria-label", _(words))
            button.title = _(words)
            group.appendChild(button)
        mute = self.el("button", "", _("Mute reactions"))
        mute.type = "button"
        mute.setAttribute("data-react", "mute")
        mute.setAttribute("aria-pressed", "true" if self.muted() else "false")
        group.appendChild(mute)
        bar.appendChild(group)

    def _react(self, what: str) -> None:
        mode = self.mode
        if what == "menu":
            self._menu = not self._menu
        elif what == "mute":
            self._muted = not self.muted()
            self.app.store.shared().save(reactions.MUTE, {"muted": self._muted})  # this device only
        elif reactions.is_reaction(what) and self._may_react():
            self._menu = False
            if isinstance(mode, OnlineHost):
                host = next((i for i, c in enumerate(mode.room.chairs) if c.kind == "host"), 0)
                mode.room.react(host, what, time.monotonic())
            elif mode is not None:
                mode.room.react(what)  # shown when the host relays it back (or not, if it came too soon)

    # -- the clicks on what is drawn here ---------------------------------------------------------------
    def _listen_once(self) -> None:
        if self._extras_bound is not None or self._dialog is None or self._bar is None:
            return
        self._extras_bound = (self._dialog, self._bar)
        for el in self._extras_bound:
            self.listen(el, "click", self._extras_click)

    def _extras_click(self, event: Any) -> None:
        target = nn(event.target.closest("[data-remove], [data-react]"))
        if target is None or self.mode is None:
            return
        removing = nn(target.getAttribute("data-remove"))
        if removing is not None:
            self._remove(int(str(removing)))
        else:
            self._react(str(target.getAttribute("data-react")))
        self.draw()
