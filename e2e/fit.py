"""The one layout check every game's table passes, at every screen size (issue 32): used by e2e/test_fit.py per
game and size, and by any test that wants to know that a table fits.

What it measures, in the page itself (``FIT_JS``, installed before the page's own scripts):

- **overflow**: how far the page scrolls sideways (``scrollWidth - clientWidth``); must be 0;
- **scroll**: how far the page itself scrolls down (``scrollHeight - innerHeight``); must be 0 in a game (on a
  narrow screen the side panels lie under the table, inside the game's own scrolling area, not the page's), and
  that area itself stays at its top while the table is played (nothing needed scrolling to);
- **main action**: what the player needs at the moment (``MAIN``: the hand's playable cards and where they go, Draw,
  End turn, the end screen's buttons, an open dialog's main button) must be whole in the window as the page is, with
  nothing scrolled: a button under the fold of a box that scrolls is out of sight (the check once let Kings Cup's
  Draw pass below the fold of a phone on its side);
- **outside**: other interactive elements (buttons, links, fields, cards, anything focusable) a player cannot reach:
  not inside the window, nor inside a box that scrolls (a log, the side panels on a phone) that is itself whole in
  sight;
- **hidden rows**: rows of the end-of-hand banner or an open dialog cut off with no way to scroll to them, or the
  player's own row (``tr.you``) out of sight; and a banner's summary table wider than the banner (its last columns
  only in reach by scrolling it sideways);
- **CLS**: the browser's ``layout-shift`` entries since :meth:`Fit.start` without recent input (the cumulative
  layout shift a player feels), and for information all of them (``cls_all``).
"""

from __future__ import annotations

import fcntl
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playwright.sync_api import Page

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
  return then === 'open' ? window.__fit.open(arg) : window.__fit.check(arg);
}"""
FIGURES = Path(__file__).resolve().parent.parent / "test-results" / "fit.json"
#: what a player needs at the moment, in sight without scrolling anything: the end screen's buttons and an open
#: dialog's main button at every table, and each game's own: the hand's playable cards and the piles they go to, the
#: button that ends a turn, draws or goes out (what does not show at the moment is not asked for)
MAIN_ANY = "dialog[open] .primary, [id$='banner']:not([hidden]) [id$='banner-actions'] button"
MAIN: dict[str, str] = {
    "corners": "#hand [data-card], #table [data-pile], main[data-table='corners'] .controls [data-action='end']",
    "king": "#king-hand .card:not(.dim), #king-bidding button[data-move]",
    "three-thirteen": "#tt-hand .card, #tt-stock, #tt-pile, main[data-table='three-thirteen'] [data-action='out']",
    "kings-cup": ".kc-draw, .kc-mate, #kc-rule-field, .kc-rule-buttons button",
    "klondike": "main[data-table='klondike'] :is([data-pile='stock'], .kl-felt [data-card], [data-action='auto'])",
    "kings-court": "#court-grid [data-square], [data-seat-chip]",
}

FIT_JS = r"""
(() => {
  const fit = (window.__fit = {shifts: [], since: 0});
  const say = (n) => !n || !n.tagName ? String(n && n.nodeName) : n.tagName.toLowerCase() + (n.id ? '#' + n.id : '')
      + (typeof n.className === 'string' && n.className ? '.' + n.className.trim().split(/\s+/).join('.') : '')
      + (n.dataset && (n.dataset.card || n.dataset.pile) ? '[' + (n.dataset.card || n.dataset.pile) + ']' : '');
  fit.say = say;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) fit.shifts.push({t: e.startTime, v: e.value, input: e.hadRecentInput,
      src: (e.sources || []).map((s) => say(s.node) + ' ' + Math.round(s.previousRect.y) + '>'
        + Math.round(s.currentRect.y))});
  }).observe({type: 'layout-shift', buffered: true});
  fit.start = () => { fit.since = performance.now(); };
  // the spans of time the page was at one size (and theme): a shift counts for the size it happened at; none
  // counts between a resize and the next span (the resize itself moves everything, and is no player's doing)
  fit.spans = [];
  fit.open = (size) => { fit.spans.push({size, start: performance.now(), end: Infinity}); };
  fit.close = () => {
    const w = fit.spans[fit.spans.length - 1];
    if (w && w.end === Infinity) w.end = performance.now();
  };
  fit.bySize = () => {
    const out = {};
    for (const w of fit.spans) out[w.size] = out[w.size] || {cls: 0, all: 0, worst: []};
    for (const s of fit.shifts) {
      const w = fit.spans.find((w) => s.t >= w.start && s.t < w.end);
      if (!w) continue;
      const o = out[w.size];
      o.all += s.v;
      if (!s.input) { o.cls += s.v; o.worst.push(s.v.toFixed(4) + ' ' + s.src.join(', ')); }
    }
    return out;
  };
  fit.cls = () => {
    const now = fit.shifts.filter((s) => s.t >= fit.since);
    const spec = now.filter((s) => !s.input);
    const top = (list) => [...list].sort((a, b) => b.v - a.v).slice(0, 4)
      .map((s) => s.v.toFixed(4) + ' ' + s.src.join(', '));
    return {cls: spec.reduce((a, s) => a + s.v, 0), all: now.reduce((a, s) => a + s.v, 0), worst: top(spec),
            worstAll: top(now)};
  };
  const scrolls = (e) => {
    const st = getComputedStyle(e);
    return (/(auto|scroll)/.test(st.overflowY) && e.scrollHeight > e.clientHeight + 1)
        || (/(auto|scroll)/.test(st.overflowX) && e.scrollWidth > e.clientWidth + 1);
  };
  const shown = (e) => {
    const r = e.getBoundingClientRect();
    return r.width > 1 && r.height > 1 && !e.closest('dialog:not([open]), [hidden], [inert]')
        && getComputedStyle(e).visibility !== 'hidden';
  };
  // the part of e no clipping ancestor hides (up to the window)
  const visible = (e) => {
    let r = e.getBoundingClientRect(), [l, t, rt, b] = [r.left, r.top, r.right, r.bottom];
    for (let a = e.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const st = getComputedStyle(a);
      if (st.overflowX === 'visible' && st.overflowY === 'visible') continue;
      const c = a.getBoundingClientRect();
      l = Math.max(l, c.left); t = Math.max(t, c.top); rt = Math.min(rt, c.right); b = Math.min(b, c.bottom);
    }
    l = Math.max(l, 0); t = Math.max(t, 0); rt = Math.min(rt, innerWidth); b = Math.min(b, innerHeight);
    return {w: Math.max(0, rt - l), h: Math.max(0, b - t), r};
  };
  const inside = (r, c) => r.left >= c.left - 1 && r.top >= c.top - 1 && r.right <= c.right + 1
      && r.bottom <= c.bottom + 1;
  const screen = () => ({left: 0, top: 0, right: innerWidth, bottom: innerHeight});
  // wholly in sight: inside the window and not clipped by any box (no scrolling of anything brings it closer)
  const whole = (e) => { const v = visible(e); return v.w >= v.r.width - 1 && v.h >= v.r.height - 1; };
  fit.check = (needed) => {
    const doc = document.scrollingElement, problems = [];
    const overflow = Math.max(0, doc.scrollWidth - doc.clientWidth);
    const scroll = Math.max(0, doc.scrollHeight - innerHeight);
    // the game's own area scrolls only for the player (to the side panels under the table), never by itself
    for (const main of document.querySelectorAll('main.game'))
      if (main.scrollTop > 0 && shown(main)) problems.push('the game scrolled by ' + Math.round(main.scrollTop) + 'px');
    const interactive = 'button, a[href], select, input:not([type=hidden]), textarea, [tabindex]:not([tabindex="-1"]),'
        + ' [role=button], [data-card]';
    // the main action of the moment (the game's, the end screen's, an open dialog's): in sight as the page is
    const mains = new Set([...document.querySelectorAll(needed || ':not(*)')].filter((e) => shown(e)));
    for (const e of mains)
      if (!whole(e)) {
        const r = e.getBoundingClientRect();
        problems.push('main action out of sight: ' + say(e) + ' at '
            + [r.left, r.top, r.right, r.bottom].map(Math.round));
      }
    for (const e of document.querySelectorAll(interactive)) {
      if (!shown(e) || e.closest('.sr') || mains.has(e)) continue;
      const r = e.getBoundingClientRect();
      let box = null;
      for (let a = e.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement)
        if (scrolls(a)) { box = a; break; }
      // in a scrolling box: the box itself must be in sight, and the element must lie inside it across the box's
      // fixed axis; else the element itself must be on screen
      if (box) {
        const c = box.getBoundingClientRect();
        const across = getComputedStyle(box).overflowX === 'visible' || box.scrollWidth <= box.clientWidth + 1;
        if (!whole(box) || (across && (r.left < c.left - 1 || r.right > c.right + 1)))
          problems.push('out of reach: ' + say(e) + ' in ' + say(box));
      } else if (!inside(r, screen())) {
        problems.push('outside the window: ' + say(e) + ' at ' + [r.left, r.top, r.right, r.bottom].map(Math.round));
      }
    }
    const boxes = [...document.querySelectorAll('dialog[open], [id$="banner"]:not([hidden])')].filter(shown);
    for (const box of boxes) {
      if (!inside(box.getBoundingClientRect(), screen())) problems.push('box off screen: ' + say(box));
      // the end of a hand or game shows every column of its summary at once: nobody scrolls a banner sideways
      if (box.matches('[id$="banner"]'))
        for (const wide of box.querySelectorAll('.ending-scroll'))
          if (shown(wide) && wide.scrollWidth > wide.clientWidth + 1)
            problems.push('columns cut off: ' + say(box) + ' is ' + wide.scrollWidth + 'px wide in '
                + wide.clientWidth);
      for (const row of box.querySelectorAll('tr, li, th, td')) {
        if (!shown(row)) continue;
        const v = visible(row), cell = row.matches('th, td');
        if (cell ? v.w >= v.r.width - 1 : v.h >= v.r.height - 1) continue;
        let canScroll = false;
        for (let a = row.parentElement; a; a = a.parentElement) {
          if (scrolls(a)) { canScroll = true; break; }
          if (a === box) break;
        }
        if (!canScroll) problems.push('row cut off: ' + say(box) + ' > ' + row.textContent.trim().slice(0, 40));
        else if (row.matches('.you')) problems.push('your row out of sight: ' + say(box));
      }
    }
    return {overflow, scroll, problems};
  };
})();
"""


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
        found: dict[str, Any] = self.page.evaluate(SETTLE_THEN, [10_000, 0, "check", needed])
        f = self.sizes.setdefault(self.size, Figures())
        f.checks += 1
        f.overflow = max(f.overflow, int(found["overflow"]))
        f.scroll = max(f.scroll, int(found["scroll"]))
        for p in found["problems"]:
            f.problems.setdefault(str(p), f"{where}, {self.theme}")

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
