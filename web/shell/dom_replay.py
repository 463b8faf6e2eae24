"""A replay's controls under the table, the same for every game (page code; issue 50): first, back, play or pause,
forward and last, a slider over every move, the deal to jump to, the link to share and Leave replay, with what the
last move was. ← and → step, Home and End go to either end, Space plays or pauses; each step is said aloud by the
table's announcer (the controller's ``more.announce``). Drawn from :class:`web.shell.replaying.ReplayBar`.

The bar is a child of ``<body>`` after the game's ``<main>``, so the page's column gives the table the rest of the
height (``html[data-replay]`` marks the page while it shows: the end banners' buttons are the game's, not the
replay's, and hide)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from kings.i18n import N_, _
from web.shell.page import nn
from web.shell.replaying import ReplayBar

#: the step buttons: action, what a screen reader calls it, the key that does the same
STEPS = (("replay-first", N_("First move"), "Home"), ("replay-back", N_("Back one move"), "ArrowLeft"),
         ("replay-play", N_("Play"), "Space"), ("replay-next", N_("Forward one move"), "ArrowRight"),
         ("replay-last", N_("Last move"), "End"))  # fmt: skip
KEYS = {"ArrowLeft": "replay-back", "ArrowRight": "replay-next", "Home": "replay-first", "End": "replay-last",
        " ": "replay-play"}  # fmt: skip
FIELDS = ("INPUT", "SELECT", "TEXTAREA")


class ReplayUi:
    """Draws the replay's bar for a game's page (a mixin of :class:`web.shell.dom_page.TablePage`)."""

    prefix: ClassVar[str]
    doc: Any
    app: Any

    if TYPE_CHECKING:  # the page's own (web.shell.page.PageCode)

        def el(self, tag: str, cls: str = "", text: str | None = None) -> Any: ...

        def by_id(self, name: str) -> Any: ...

        def listen(self, target: Any, event: str, handler: Callable[[Any], object]) -> None: ...

        def _proxy(self, function: Callable[..., object]) -> Any: ...

        _listeners: list[Any]

    def show_replay(self, bar: ReplayBar | None) -> None:
        """Show the replay's controls where ``bar`` stands (None: no replay; the bar hides)."""
        box = nn(self.by_id(self.prefix + "replay-bar"))
        root = self.doc.documentElement
        if bar is None:
            if box is not None and not box.hidden:
                box.hidden = True
                root.removeAttribute("data-replay")
            return
        opening = box is None or box.hidden
        if box is None:
            box = self._make_bar()
        box.hidden = False
        root.setAttribute("data-replay", "")
        self._part("place").textContent = bar.place
        self._part("said").textContent = bar.said
        play = self._part("play")
        play.setAttribute("data-playing", "true" if bar.playing else "false")
        play.firstChild.textContent = _("Pause") if bar.playing else _("Play")
        play.setAttribute("aria-pressed", "true" if bar.playing else "false")
        for name, disabled in (("first", bar.at == 0), ("back", bar.at == 0), ("next", bar.at == bar.last),
                               ("last", bar.at == bar.last)):  # fmt: skip
            self._part(name).disabled = disabled
        slider = self._part("range")
        slider.max = str(bar.last)
        slider.value = str(bar.at)
        slider.setAttribute("aria-valuetext", bar.place)
        deals = self._part("deal")
        deals.hidden = not bar.deals
        if bar.deals and deals.options.length != len(bar.deals):
            deals.replaceChildren(*[self._option(label, at) for label, at in bar.deals])
        if bar.deals:
            deals.selectedIndex = bar.current_deal
        self._part("link").hidden = not bar.link
        if opening:
            self._quiet_buttons()
            play.focus()  # (from Watch again, whose banner goes: Space plays, the arrows step)

    def _quiet_buttons(self) -> None:
        """Mark the table's own buttons that would play (not its views, nor Hint): out of sight in a replay."""
        shown = {"hint", *getattr(self.app, "views", ())}
        main = self.doc.querySelector(f'main[data-table="{self.app.game}"]')
        for button in main.querySelectorAll("button[data-action]"):
            if str(button.getAttribute("data-action")) not in shown and nn(button.closest(".banner")) is None:
                button.setAttribute("data-replay-off", "")

    def _part(self, name: str) -> Any:
        return self.by_id(f"{self.prefix}replay-{name}")

    def _option(self, label: str, at: int) -> Any:
        option = self.el("option", "", label)
        option.value = str(at)
        return option

    def _make_bar(self) -> Any:
        p = self.prefix
        box = self.el("section", "replay-bar")
        box.id = p + "replay-bar"
        box.setAttribute("aria-label", _("Replay"))
        top = self.el("div", "replay-top")
        title = self.el("strong", "replay-title", _("Replay"))
        place = self.el("span", "replay-place")
        place.id = p + "replay-place"
        deal = self.el("select", "replay-deal")
        deal.id = p + "replay-deal"
        deal.setAttribute("aria-label", _("Jump to"))
        link = self._button("replay-link replay-icon", "", "replay-link")
        link.id = p + "replay-link"
        link.append(self.el("span", "replay-text", _("Copy link")))  # (a phone shows the icon alone)
        leave = self._button("replay-leave replay-icon", "", "replay-leave")
        leave.append(self.el("span", "replay-text", _("Leave replay")))
        top.replaceChildren(title, place, deal, link, leave)
        controls = self.el("div", "replay-controls")
        for action, label, key in STEPS:
            btn = self._button("replay-step " + action, "", action)
            btn.id = p + action
            btn.append(self.el("span", "replay-label", _(label)))
            btn.setAttribute("aria-keyshortcuts", key)
            controls.append(btn)
        slider = self.el("input", "replay-range")
        slider.id = p + "replay-range"
        slider.type = "range"
        slider.min = "0"
        slider.step = "1"
        slider.setAttribute("aria-label", _("Move"))
        controls.append(slider)
        said = self.el("p", "replay-said")
        said.id = p + "replay-said"
        box.replaceChildren(top, controls, said)

        main = self.doc.querySelector(f'main[data-table="{self.app.game}"]')
        main.after(box)
        self.listen(box, "click", self._clicked)
        self.listen(slider, "input", lambda _e: self.app.replays.go(int(slider.value or 0)))
        self.listen(deal, "change", lambda _e: self.app.replays.go(int(deal.value or 0)))
        keys = self._proxy(self._key)
        self._listeners.append(keys)
        self.doc.addEventListener("keydown", keys, True)  # (before the table's own keys: ← → pick cards there)
        held = self._proxy(self._key_up)
        self._listeners.append(held)
        self.doc.addEventListener("keyup", held, True)
        return box

    def _button(self, cls: str, text: str, action: str) -> Any:
        btn = self.el("button", cls, text or None)
        btn.type = "button"
        btn.setAttribute("data-replay", action)
        return btn

    def _clicked(self, event: Any) -> None:
        target = nn(event.target.closest("button[data-replay]"))  # (the page's root has data-replay too)
        if target is not None and not target.disabled:
            self.app.press(str(target.getAttribute("data-replay")))

    def _key_up(self, event: Any) -> None:
        """Space let go on a focused button: taken by the replay's keydown, not a press of that button too."""
        box = nn(self.by_id(self.prefix + "replay-bar"))
        if box is None or box.hidden or str(event.key) != " " or nn(self.doc.querySelector("dialog[open]")) is not None:
            return
        if str(getattr(event.target, "tagName", "") or "") == "BUTTON":
            event.preventDefault()

    def _key(self, event: Any) -> None:
        box = nn(self.by_id(self.prefix + "replay-bar"))
        if box is None or box.hidden or event.ctrlKey or event.metaKey or event.altKey:
            return
        target = event.target
        tag = str(getattr(target, "tagName", "") or "")
        if tag in FIELDS or nn(self.doc.querySelector("dialog[open]")) is not None:
            return
        action = KEYS.get(str(event.key))
        if action is None:
            return  # (Space plays or pauses wherever the focus is, as a video's does: the table's buttons would play)
        event.preventDefault()
        event.stopImmediatePropagation()
        self.app.press(action)
