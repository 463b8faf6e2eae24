"""The one layout check every game's table passes, at every screen size (issue 32): used by e2e/test_fit.py per
game and size, and by any test that wants to know that a table fits.

What it measures, in the page itself (``FIT_JS``, installed before the page's own scripts):

- **overflow**: how far the page scrolls sideways (``scrollWidth - clientWidth``); must be 0;
- **scroll**: how far the page itself scrolls down (``scrollHeight - innerHeight``); must be 0 in a game (on a
  narrow screen the side panels lie under the table, inside the game's own scrolling area, not the page's), and
  that area itself stays at its top while the table is played (nothing needed scrolling to), and never scrolls
  sideways (a hand wider than the window);
- **main action**: what the player needs at the moment (``MAIN``: the hand's playable cards and where they go, Draw,
  End turn, the end screen's buttons, an open dialog's main button) must be whole in the window as the page is, with
  nothing scrolled: a button under the fold of a box that scrolls is out of sight (the check once let Kings Cup's
  Draw pass below the fold of a phone on its side);
- **outside**: other interactive elements (buttons, links, fields, cards, anything focusable) a player cannot reach:
  not inside the window, nor inside a box that scrolls (a log, the side panels on a phone) that is itself whole in
  sight;
- **hidden rows**: rows of the end-of-hand banner or an open dialog cut off with no way to scroll to them, or the
  player's own row (``tr.you``) out of sight; and a banner's summary table wider than the banner (its last columns
  only in reach by scrolling it sideways); a player's name (``.name-text``) there on more than one line, or without
  its whole in its title;
- **CLS**: the browser's ``layout-shift`` entries since :meth:`Fit.start` without recent input (the cumulative
  layout shift a player feels), and for information all of them (``cls_all``);
- **covered**: a control in sight that a tap at its centre would not reach (``elementFromPoint`` there is neither
  it nor inside it: something lies over it); a card of a fanned hand is tapped in the strip the next card leaves;
- **clipped**: a control, or a text, cut off by a box that hides what overflows it and has no scroll bar (the
  name cut to "B.", a hint ending in "...", buttons under the foot of a panel that cannot scroll); a name may end in
  an ellipsis (``NAMES``) only with its whole in a title;
- **sliced**: a line of text cut by an edge of the box that scrolls it, where the box rests (a log's first entry
  cut at its top, its last one mid-sentence, a caption half under a banner's fold), or lying above or left of the
  box at scroll 0, where no scrolling reaches;
- **dead control**: at the end of a deal, a game or a match, a control of the table shown that can do nothing more
  (greyed out): the banner's buttons are what is left to press;
- **narrow**: a card that may be played, on a touch screen, showing less than ``MIN_TAP`` px across where a
  finger can tap it.

And :meth:`Fit.reach`, on a touch screen: every control a player needs (``REQUIRED``) comes into sight by real
swipes (touch events through DevTools, as a finger makes them), not by a script scrolling it into view.
"""

from __future__ import annotations

import fcntl
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playwright.sync_api import Page

from e2e.fit_page import FIT_JS, JS_LAYOUT, JS_OUT_OF_SIGHT, JS_TO_TOP

#: The screens every table must fit: name -> (width, height, embedded as the widget).
SIZES: dict[str, tuple[int, int, bool]] = {
    "desktop": (1280, 800, False),
    "laptop": (1366, 768, False),
    "wide": (1920, 1080, False),
    "phone": (390, 844, False),
    "small-phone": (360, 640, False),
    "landscape": (844, 390, False),
    "widget": (360, 500, True),
}
TOUCH = {"phone", "small-phone", "landscape", "widget"}  #: sizes played with a finger
MAX_CLS = 0.05
#: no card still flying or arriving (finite transitions and animations done; a spinner's endless one aside)
SETTLED = """() => document.getAnimations().every(a => a.playState !== 'running' || a.effect === null
    || a.effect.getTiming().iterations === Infinity)"""
#: in the page: wait until SETTLED (tried at every frame, ``limit`` ms at most), then ``frames`` frames more; then
#: ``then(arg)``'s value. One round trip where wait_for_function and evaluate took two to four at each step of a walk.
SETTLE_THEN = """async ([limit, frames, then, arg]) => {
  const settled = """ + SETTLED + """;
  const frame = () => new Promise((r) => requestAnimationFrame(r));
  for (const until = performance.now() + limit; !settled(); await frame())
    if (performance.now() > until) throw new Error('the page still moves after ' + limit + ' ms');
  for (let i = 0; i < frames; i++) await frame();
  if (then === 'open') return window.__fit.open(arg);
  const [needed, touch, minTap, names] = arg;
  return Object.assign(window.__fit, {touch, minTap, names}).check(needed);
}"""
FIGURES = Path(__file__).resolve().parent.parent / "test-results" / "fit.json"
#: what a player needs at the moment, in sight without scrolling anything: the end screen's buttons and an open
#: dialog's main button at every table, and each game's own: the hand's playable cards and the piles they go to, the
#: button that ends a turn, draws or goes out (what does not show at the moment is not asked for)
MAIN_ANY = "dialog[open] .primary, [id$='banner']:not([hidden]) [id$='banner-actions'] button"
MAIN: dict[str, str] = {
    "corners": "#hand [data-card], #table [data-pile], main[data-table='corners'] .controls [data-action='end']",
    "king": "#king-hand[data-turn] .card:not(.dim), #king-bidding button[data-move]",
    "three-thirteen": "body[data-phase='discard'][data-actor='human'] #tt-hand .card, #tt-stock, #tt-pile,"
                      " main[data-table='three-thirteen'] [data-action='out']",
    "kings-cup": ".kc-draw, .kc-mate, #kc-rule-field, .kc-rule-buttons button",
    "klondike": "main[data-table='klondike'] :is([data-pile='stock'], .kl-felt [data-card], [data-action='auto'])",
    "kings-court": "#court-grid [data-square], [data-seat-chip]",
}

#: The narrowest strip of a card that may be played, on a touch screen: a finger's tap lands there (px).
MIN_TAP = 40
#: The texts that may end in an ellipsis (when a good part shows): a player's name, wherever a table shows it, and
#: the header's title (the match and whose turn, each also said on the table: the match panel, the seat's mark).
NAMES = (".seat-name, .seat-name-text, #sheet th, th.name, th.label, .call-name, .bidding-title, .kc-pname,"
         " .kc-line-who, .kc-turn-name, .kc-draw-who, .name-text, .name-base, .bar .title")
#: Controls a player must be able to reach on a touch screen, besides the main action (``MAIN``): each game's own.
REQUIRED: dict[str, str] = {
    "kings-cup": ".kc-plus",
}

def watch(page: Page) -> None:
    """Install the measures in ``page`` before its scripts run (every load from now on)."""
    page.add_init_script(FIT_JS)


@dataclass
class Figures:
    """What one size showed: the worst overflow and page scroll, the problems seen (problem -> where first)."""

    overflow: int = 0
    scroll: int = 0
    checks: int = 0
    problems: dict[str, str] = field(default_factory=dict)
    cls: float = 0.0
    cls_all: float = 0.0
    worst: list[str] = field(default_factory=list)


@dataclass
class Fit:
    """The figures of one table at every size it is turned to (:meth:`at`) while a test plays on one page: a whole
    deal walks the sizes and themes on one booted page instead of booting a page for each."""

    page: Page
    game: str = ""
    size: str = ""
    theme: str = "light"
    sizes: dict[str, Figures] = field(default_factory=dict)
    _touch: bool = False
    devtools: Any = None  #: the session for touch emulation: pass the page's own if it has one (e2e/motion.py)

    def at(self, size: str, theme: str = "light") -> None:
        """Turn the page to ``size`` (with touch on the sizes played with a finger) and ``theme``, let it settle;
        layout shifts from now on count for ``size``."""
        loaded = self.page.evaluate("!!window.__fit && (window.__fit.close(), true)")
        width, height, _ = SIZES[size]
        if self.page.viewport_size != {"width": width, "height": height}:
            self.page.set_viewport_size({"width": width, "height": height})
        touch = size in TOUCH
        if touch != self._touch:
            # the page's one DevTools session if it has one (a second one undoes e2e/motion.py's faster clock)
            self.devtools = self.devtools or self.page.context.new_cdp_session(self.page)
            self.devtools.send("Emulation.setTouchEmulationEnabled", {"enabled": touch, "maxTouchPoints": 1})
            self._touch = touch
        if theme != self.theme or not self.size:
            self.page.emulate_media(color_scheme="dark" if theme == "dark" else "light")
        self.size, self.theme = size, theme
        self.sizes.setdefault(size, Figures())
        if loaded:  # (else no page yet: the spans begin as the page loads, Fit.start)
            self.page.evaluate(SETTLE_THEN, [10_000, 2, "open", size])  # settled, two frames, then the span opens

    def start(self) -> None:
        """From now on layout shifts count, for the size the page is at."""
        self.page.evaluate(f"window.__fit.close(); window.__fit.open({json.dumps(self.size)})")

    def check(self, where: str) -> None:
        """Measure the page as it is now, once what moves has arrived; ``where`` names the moment in the report."""
        needed = ", ".join(filter(None, (MAIN_ANY, MAIN.get(self.game, ""))))
        found: dict[str, Any] = self.page.evaluate(SETTLE_THEN, [10_000, 0, "check",
                                                                 [needed, self._touch, MIN_TAP, NAMES]])
        f = self.sizes.setdefault(self.size, Figures())
        f.checks += 1
        f.overflow = max(f.overflow, int(found["overflow"]))
        f.scroll = max(f.scroll, int(found["scroll"]))
        for p in found["problems"]:
            f.problems.setdefault(str(p), f"{where}, {self.theme}")

    def layout(self) -> list[str]:
        """Every element's box as the page is now (and its scroll offsets where it is scrolled): what a change of
        theme, which changes colours, must leave as it is."""
        return [str(e) for e in self.page.evaluate(JS_LAYOUT)]

    def reach(self, where: str) -> int:
        """On a touch screen: every control the player needs (the main action, and ``REQUIRED``) that is out of sight
        comes into sight by swipes up from the middle of the screen (touch events through DevTools, as a finger
        makes them; at most fourteen), each noted as a problem if it never does; then back to the top. How many
        swipes it took."""
        if not self._touch:
            return 0
        needed = ", ".join(filter(None, (MAIN_ANY, MAIN.get(self.game, ""), REQUIRED.get(self.game, ""))))
        out_of_sight = JS_OUT_OF_SIGHT
        missing = list(self.page.evaluate(out_of_sight, needed))
        swipes = 0
        while missing and swipes < 14:
            self.swipe(-1)
            swipes += 1
            missing = [m for m in self.page.evaluate(out_of_sight, needed) if m in missing]
        f = self.sizes.setdefault(self.size, Figures())
        for m in missing:
            f.problems.setdefault(f"out of reach by swipes: {m}", f"{where}, {self.theme}")
        if swipes:  # back where the player was, for the next check (a fling back does not land to the pixel)
            self.page.wait_for_timeout(400)  # the last swipe's momentum spent first: it moved a box 1 px after a reset
            self.page.evaluate(JS_TO_TOP)
        return swipes

    def swipe(self, direction: int) -> None:
        """A finger's swipe over the middle of the screen: up (``-1``, to see what lies below) or down (``1``)."""
        width, height, _ = SIZES[self.size]
        x, y0 = width / 2, height * (0.7 if direction < 0 else 0.3)
        self.devtools = self.devtools or self.page.context.new_cdp_session(self.page)
        send = self.devtools.send
        send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y0}]})
        for i in range(1, 9):
            y = y0 + direction * height * 0.4 * i / 8
            send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]})
        # the finger rests before it lifts, as a reading player's does: no fling carries the page past what it shows
        self.page.wait_for_timeout(120)
        send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]})
        send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        self.page.wait_for_timeout(150)

    def collect(self) -> None:
        """Add the layout shifts of the page so far to each size's figures (before the page navigates away)."""
        self.page.evaluate("window.__fit.close()")
        for size, shift in dict(self.page.evaluate("window.__fit.bySize()")).items():
            f = self.sizes.setdefault(size, Figures())
            f.cls += shift["cls"]
            f.cls_all += shift["all"]
            f.worst = sorted(f.worst + shift["worst"], reverse=True)[:4]
        self.page.evaluate("window.__fit.spans = []")

    def report(self) -> dict[str, dict[str, Any]]:
        """Assert everything the issue asks, at every size, and return the figures (also in test-results/fit.json)."""
        self.collect()
        out, failures = {}, []
        for size, f in self.sizes.items():
            figures = {"overflow": f.overflow, "scroll": f.scroll, "cls": round(f.cls, 4),
                       "cls_all": round(f.cls_all, 4), "checks": f.checks, "problems": len(f.problems)}
            _record(f"{self.game} {size}", figures)
            out[size] = figures
            if f.overflow:
                failures.append(f"{size}: the page scrolls sideways by {f.overflow}px")
            if f.scroll:
                failures.append(f"{size}: the page scrolls down by {f.scroll}px")
            failures += [f"{size}: {p} (at {w})" for p, w in f.problems.items()]
            if f.cls > MAX_CLS:
                failures.append(f"{size}: layout shift {f.cls:.3f}: {f.worst}")
        assert failures == [], f"{self.game}:\n" + "\n".join(failures)
        return out


def _record(key: str, figures: dict[str, Any]) -> None:
    FIGURES.parent.mkdir(parents=True, exist_ok=True)
    with open(FIGURES.with_suffix(".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # xdist workers record into the one file
        data = json.loads(FIGURES.read_text(encoding="utf-8")) if FIGURES.exists() else {}
        data[key] = figures
        FIGURES.write_text(json.dumps(data, indent=1, sort_keys=True), encoding="utf-8")
