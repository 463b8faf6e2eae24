"""What every game's table draws the same way (page code): the message line, the status, the page's title and the
notices (each with its OK button), and the attributes the tests, the CSS and the sounds read (the body's dataset,
the ``*-state`` element's position, record and hint, the speed). A game's ``Dom`` stands on :class:`TableLines`
and names its own elements by its id prefix (``king-``: ``king-message``, ``king-status``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, Protocol

from kings.i18n import _, pgettext
from web.shell.dom_ending import Banner
from web.shell.dom_markup import state_element
from web.shell.dom_movelog import MoveLog
from web.shell.notice import actions
from web.shell.page import PageCode

ANIM_MS = {"slow": 520, "normal": 320, "fast": 170, "instant": 0}  #: a card's flight at each speed
Rect = tuple[float, float]  #: a card's (left, top) on the page


class Line(Protocol):
    """A game's message line (its view model's ``Message``)."""

    @property
    def text(self) -> str: ...

    @property
    def tone(self) -> str: ...


def seat_text(seat: int | None) -> str:
    """A seat in the body's dataset (``toAct``, ``viewer``): its number, or empty for none."""
    return "" if seat is None else str(seat)


class Drawn(Protocol):
    """What every card table's view model says the same way (the body's dataset, the ``*-state`` element, the
    banner)."""

    @property
    def state(self) -> str: ...

    @property
    def actor(self) -> str: ...

    @property
    def to_act(self) -> int | None: ...

    @property
    def viewer(self) -> int | None: ...

    @property
    def moves(self) -> int: ...

    @property
    def speed(self) -> str: ...

    @property
    def position(self) -> str: ...

    @property
    def record(self) -> str: ...

    @property
    def hint(self) -> str | None: ...

    @property
    def banner(self) -> Any: ...


class TableLines(PageCode):
    """A game's table on the page: parts drawn again only when they changed, and the lines every table has."""

    dropped: dict[str, Rect] | None = None  #: card positions measured at a drop: cards fly on (or back) from there
    banner: Any  #: the game's :class:`~web.shell.dom_ending.Banner`

    def __init__(self, document: Any, proxy: Any, prefix: str = "") -> None:
        super().__init__(document, proxy)
        self._prefix = prefix  #: the game's element ids' prefix
        self._sig: dict[str, str] = {}  #: what each part was last drawn from
        self._speed = "normal"

    def grow(self, window: Any, table: str, skeleton: Callable[[Any, Any], None], **banner: Any) -> None:
        """The game's ``<main data-table=...>`` (``root``), grown from its ``skeleton``; its control buttons by
        action (``buttons``), its ``<prefix>state`` element (``state``) and its
        :class:`~web.shell.dom_ending.Banner` (``banner``, made with ``banner``)."""
        self.win = window
        self.root = self.doc.querySelector(f'main[data-table="{table}"]')
        skeleton(self, self.root)
        buttons = self.root.querySelectorAll(".controls [data-action]")
        self.buttons = {str(b.getAttribute("data-action")): b for b in buttons}
        self.state = state_element(self, self._prefix)
        self.banner = Banner(self.doc, window, self._proxy, prefix=self._prefix, **banner)

    def _changed(self, name: str, sig: str) -> bool:
        if self._sig.get(name) == sig:
            return False
        self._sig[name] = sig
        return True

    def _text(self, el_id: str, text: str) -> None:
        if self._changed("#" + el_id, text):
            self.by_id(el_id).textContent = text

    def line_log(self, el_id: str) -> MoveLog:
        """The move log ``el_id``, a ``<li>`` per line, kept in step by key (a move adds its line, nothing else),
        resting at its newest line with no entry cut at its edges (:mod:`web.shell.dom_movelog`)."""
        return MoveLog(self, self.doc.defaultView, self.by_id(el_id))

    def invalidate(self) -> None:
        """Another game drew on the page's shared parts (the title, the notices): draw them again."""
        for key in ("#title", "#notices"):
            self._sig.pop(key, None)

    def render_message(self, message: Line | None) -> str:
        """The message line (``<prefix>message``): its text, in its tone; returns the text."""
        el_id = self._prefix + "message"
        text, tone = (message.text, message.tone) if message else ("", "")
        if self._changed("#" + el_id, text + tone):
            msg = self.by_id(el_id)
            msg.className = f"message {tone}"
            msg.textContent = text
            # a message longer than the band's two lines takes the room of the cue beside it rather than scroll (a
            # phone hid a Spanish hint's third line: review 2026-12-05); the band keeps its height: nothing moves
            msg.toggleAttribute("data-long", False)
            if text and getattr(msg, "scrollHeight", 0) > getattr(msg, "clientHeight", 0) + 1:
                msg.toggleAttribute("data-long", True)
        return text

    def render_notices(self, notices: tuple[str, ...]) -> None:
        """The page's notices, each with the buttons of what it offers (:mod:`web.shell.notice`: "Download the
        unreadable data", "Reload") and its OK button (``data-action=dismiss``)."""
        if not self._changed("#notices", repr([(n, actions(n)) for n in notices])):
            return
        items = []
        for line in notices:
            p = self.el("p", "notice")
            p.appendChild(self.el("span", "", line))
            for action, label in actions(line):
                offer = self.el("button", "", _(label))
                offer.type = "button"
                offer.setAttribute("data-action", action)
                p.appendChild(offer)
            btn = self.el("button", "", pgettext("button", "OK"))
            btn.type = "button"
            btn.setAttribute("data-action", "dismiss")
            btn.setAttribute("aria-label", _("Dismiss notice"))
            p.appendChild(btn)
            items.append(p)
        self.by_id("notices").replaceChildren(*items)

    def render_lines(self, message: Line | None, status: str, title: str, notices: tuple[str, ...]) -> None:
        """The message line, the status (``<prefix>status``), the page's title and the notices."""
        self.render_message(message)
        self._text(self._prefix + "status", status)
        if self._changed("#title", title):  # a narrow header ends it in "…": the whole of it is in its title
            el = self.by_id("title")
            el.textContent = title
            el.title = title
        self.render_notices(notices)

    def mark_thinking(self, line: Any) -> None:
        """The "thinking" mark on a seat's line while its CPU's move is computed in the worker (for the eyes: the
        status line says it to screen readers)."""
        mark = self.el("span", "seat-thinking", " thinking")
        mark.setAttribute("aria-hidden", "true")
        line.appendChild(mark)

    def render_controls(self, controls: Iterable[Any]) -> None:
        """Each control button as its :class:`~web.shell.tableparts.ControlView` says (label, shown, enabled, lit as
        the hinted move's, a toggle's state), redrawn only when it changed."""
        for c in controls:
            if self._changed("ctl-" + c.id, repr(c)):
                el = self.buttons[c.id]
                el.textContent = c.label
                el.hidden = not c.visible
                el.setAttribute("aria-disabled", "false" if c.enabled else "true")
                el.classList.toggle("hint", c.hint)
                if c.pressed is not None:
                    el.setAttribute("aria-pressed", "true" if c.pressed else "false")

    def render_dataset(self, **values: str) -> None:
        """The body's data attributes (``state``, ``actor``, ``toAct``, ...), each written only when it changed."""
        ds = self.doc.body.dataset
        for k, v in values.items():
            if getattr(ds, k, None) != v:
                setattr(ds, k, v)

    def render_state(self, state: Any, position: str, record: str, hint: str | None = None) -> None:
        """The ``*-state`` element's position and record, and its hinted move (``data-hint``) unless None."""
        state.setAttribute("data-position", position)
        state.setAttribute("data-record", record)
        if hint is not None:
            state.setAttribute("data-hint", hint)

    def render_speed(self, speed: str) -> None:
        """The flights' length (``--anim``) and the speed select."""
        self.doc.body.style.setProperty("--anim", f"{ANIM_MS.get(speed, 320)}ms")
        select = self.by_id("speed")
        if select.value != speed:
            select.value = speed
        self._speed = speed

    def render_table(self, t: Drawn, state: Any, **extra: str) -> None:
        """The body's dataset (the game's ``extra`` too: ``phase``), the ``state`` element and the speed."""
        self.render_dataset(state=t.state, actor=t.actor, toAct=seat_text(t.to_act), viewer=seat_text(t.viewer),
                            moves=str(t.moves), speed=t.speed, **extra)  # fmt: skip
        self.render_state(state, t.position, t.record, t.hint or "")
        self.render_speed(t.speed)

    # -- cards that fly (FLIP: measured before a render, moved back to where they were, then let go) -------------
    def rects(self) -> dict[str, Rect]:
        """Where the table's cards are now, by key (a game that flies cards says, often through :meth:`where`)."""
        return {}

    @staticmethod
    def where(*keyed: Mapping[str, Any]) -> dict[str, Rect]:
        """Where the elements of ``keyed`` (each key -> element) that are on the page are now: each one's top left."""
        out: dict[str, Rect] = {}
        for elements in keyed:
            for key, el in elements.items():
                if el.isConnected:
                    r = el.getBoundingClientRect()
                    out[key] = (r.left, r.top)
        return out

    def starts(self, measure: bool) -> dict[str, Rect]:
        """Where the cards were before this render: as measured at a drop, else now if ``measure``; the drop's
        measure is used once."""
        first = self.dropped if self.dropped is not None else (self.rects() if measure else {})
        self.dropped = None
        return first

    def fly(self, flights: Iterable[tuple[Any, Rect | None]], slack: float = 0) -> bool:
        """Each element of ``flights`` that moved from its start (``None``: it has none) starts back there and glides
        to its place, flagged ``flying`` until it lands; whether any flies. A move under a pixel each way stays
        still, and one under ``slack`` pixels in all."""
        moving = []
        for el, start in flights:
            if start is None:
                continue
            r = el.getBoundingClientRect()
            dx, dy = start[0] - r.left, start[1] - r.top
            if (abs(dx) < 1 and abs(dy) < 1) or abs(dx) + abs(dy) < slack:
                continue
            el.style.transition = "none"
            el.style.transform = f"translate({dx:.1f}px, {dy:.1f}px)"
            el.classList.add("flying")
            moving.append(el)
        if not moving:
            return False
        _reflow = self.doc.body.offsetWidth  # commit the start positions before transitioning
        for el in moving:
            el.style.transition = ""
            el.style.transform = ""
        return True

    def land(self, t: Drawn, flights: bool, animated: bool) -> None:
        """The banner, once the cards that fly (``flights``) have landed; ``animated``: the render follows a move."""
        self.banner.render(t.banner, flights_ms=ANIM_MS.get(t.speed, 320) if flights else 0, animated=animated)
