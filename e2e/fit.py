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
  layout shift a player feels), and for information all of them (``cls_all``);
- **covered**: a control in sight that a tap at its centre would not reach (``elementFromPoint`` there is neither
  it nor inside it: something lies over it); a card of a fanned hand is tapped in the strip the next card leaves;
- **clipped**: a control, or a text, cut off by a box that hides what overflows it and has no scroll bar (the
  name cut to "B.", a hint ending in "...", buttons under the foot of a panel that cannot scroll);
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
         " .kc-line-who, .kc-turn-name, .name-text, .bar .title")
#: Controls a player must be able to reach on a touch screen, besides the main action (``MAIN``): each game's own.
REQUIRED: dict[str, str] = {
    "kings-cup": ".kc-plus",
}

FIT_JS = r"""
(() => {
  const fit = (window.__fit = {shifts: [], since: 0, touch: false, minTap: 40, names: ':not(*)'});
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
    // -- covered, clipped, narrow ------------------------------------------------------------------------------
    const modal = document.querySelector('dialog[open]:modal');
    const srOnly = (e) => { const st = getComputedStyle(e); return st.clipPath === 'inset(50%)'
        || (st.position === 'absolute' && parseFloat(st.width) <= 1 && parseFloat(st.height) <= 1); };
    const hidesOverflow = (st) => /(hidden|clip)/.test(st.overflowX + ' ' + st.overflowY);
    // the point a tap aims at: a card's strip the next card of its row leaves, else the centre of what is in sight
    const aim = (e) => {
      const v = visible(e), r = v.r;
      let left = Math.max(r.left, 0), right = Math.min(r.right, innerWidth);
      const next = e.matches('[data-card]') ? e.nextElementSibling : null;
      if (next && next.matches('[data-card]')) {
        const n = next.getBoundingClientRect();
        const over = n.left > r.left && n.left < r.right && n.top < r.bottom && n.bottom > r.top;
        if (over) right = Math.min(right, n.left);
      }
      let top = Math.max(r.top, 0), bottom = Math.min(r.bottom, innerHeight);
      for (let a = e.parentElement; a && a !== document.documentElement; a = a.parentElement) {
        const st = getComputedStyle(a);
        if (st.overflowX === 'visible' && st.overflowY === 'visible') continue;
        const c = a.getBoundingClientRect();
        left = Math.max(left, c.left); right = Math.min(right, c.right);
        top = Math.max(top, c.top); bottom = Math.min(bottom, c.bottom);
      }
      return {x: (left + right) / 2, y: (top + bottom) / 2, w: right - left, h: bottom - top};
    };
    // a box's sticky foot (a dialog's buttons) passing over a control of the same scrolling box: the player
    // scrolls the box on and the control comes out from under it (that the box scrolls so far is checked above)
    const underStickyFoot = (e, hit) => {
      let sticky = null;
      for (let x = hit; x && x !== document.body; x = x.parentElement)
        if (getComputedStyle(x).position === 'sticky') { sticky = x; break; }
      if (!sticky) return false;
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement)
        if (scrolls(a)) return a.contains(sticky) && a.scrollTop + a.clientHeight < a.scrollHeight - 1;
      return false;
    };
    for (const e of document.querySelectorAll(interactive)) {
      if (!shown(e) || e.closest('.sr') || srOnly(e) || e.closest('[inert], [aria-hidden="true"]')) continue;
      if (modal && !modal.contains(e)) continue;  // behind an open dialog: out of play by design
      const a = aim(e);
      if (a.w < 4 || a.h < 4) continue;  // out of sight: reaching it is the check above
      const hit = document.elementFromPoint(a.x, a.y);
      const label = hit && hit.closest ? hit.closest('label') : null;  // a field's label takes its tap
      // an end screen's banner lies over the table by design: the game is over, nothing under it is to be played
      const banner = hit && hit.closest ? hit.closest('[id$="banner"]:not([hidden])') : null;
      if (hit && hit !== e && !e.contains(hit) && !(label && label.contains(e)) && !(banner && !banner.contains(e))
          && !underStickyFoot(e, hit))
        problems.push('covered: ' + say(e) + ' under ' + say(hit));
    }
    const narrow = fit.touch ? [...mains].filter((e) => e.matches('[data-card]')) : [];
    for (const e of narrow) {
      const a = aim(e);
      if (a.w < fit.minTap - 0.5) problems.push('narrow: ' + say(e) + ' ' + Math.round(a.w) + 'px to tap');
    }
    const texts = [...document.querySelectorAll('body *')].filter((e) => [...e.childNodes].some(
        (n) => n.nodeType === 3 && n.textContent.trim()) && !e.matches('script, style, title, option'));
    for (const e of new Set([...document.querySelectorAll(interactive), ...texts])) {
      if (!shown(e) || e.closest('.sr') || e.closest('[aria-hidden="true"]')) continue;
      let skip = false;
      for (let x = e; x && x !== document.body; x = x.parentElement) if (srOnly(x)) { skip = true; break; }
      if (skip) continue;
      const r = e.getBoundingClientRect(), st = getComputedStyle(e);
      // its own words cut: a box that hides what overflows it, text wider or taller than the box. A player's name
      // (NAMES) may end in an ellipsis where a good part of it shows (three letters' widths: "Wilhelm…", not "B.")
      const text = e.textContent.trim();
      const shortened = st.textOverflow === 'ellipsis' && e.matches(fit.names)
          && e.clientWidth >= 3 * parseFloat(st.fontSize);
      if (hidesOverflow(st) && !/(auto|scroll)/.test(st.overflowX + st.overflowY) && !shortened
          && (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 2) && texts.includes(e))
        problems.push('text cut: ' + say(e) + ' "' + text.slice(0, 40) + '"');
      // or cut by a box around it that hides what overflows and cannot scroll to it (a box that scrolls takes it in:
      // whether a player can scroll to it is the check of reach above)
      for (let x = e.parentElement; x && x !== document.body; x = x.parentElement) {
        const xs = getComputedStyle(x);
        if (/(auto|scroll)/.test(xs.overflowX + xs.overflowY)) break;
        if (!hidesOverflow(xs)) continue;
        const c = x.getBoundingClientRect();
        const cutX = /(hidden|clip)/.test(xs.overflowX) && (r.left < c.left - 1 || r.right > c.right + 1);
        const cutY = /(hidden|clip)/.test(xs.overflowY) && (r.top < c.top - 1 || r.bottom > c.bottom + 1);
        if ((cutX || cutY) && r.width > 1 && r.height > 1) {
          problems.push('clipped: ' + say(e) + ' by ' + say(x) + ' "' + e.textContent.trim().slice(0, 30) + '"');
          break;
        }
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


#: The controls matching a selector that are shown but not wholly in the window as the page is (by name).
JS_OUT_OF_SIGHT = """(sel) => [...document.querySelectorAll(sel)].filter((e) => {
    const r = e.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1 || e.closest('dialog:not([open]), [hidden], [inert]')) return false;
    return r.top < -1 || r.left < -1 || r.bottom > innerHeight + 1 || r.right > innerWidth + 1;
  }).map((e) => window.__fit.say(e) + (e.getAttribute('aria-label') ? ' ' + e.getAttribute('aria-label') : ''))"""


#: Every box the swipes scrolled, back at its top.
#: every box back to its top, again at each frame until three frames running find nothing moved (a swipe's last
#: pixels of momentum land after the first reset)
JS_TO_TOP = """async () => {
  const frame = () => new Promise((r) => requestAnimationFrame(r));
  for (let still = 0, i = 0; still < 3 && i < 120; i++, await frame()) {
    let moved = false;
    for (const e of [document.scrollingElement, ...document.querySelectorAll('*')])
      if (e && e.scrollTop) { e.scrollTop = 0; moved = true; }
    still = moved ? 0 : still + 1;
  }
}"""


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
        self.page.evaluate("([touch, tap, names]) => Object.assign(window.__fit, {touch, minTap: tap, names})",
                           [self._touch, MIN_TAP, NAMES])
        found: dict[str, Any] = self.page.evaluate(SETTLE_THEN, [10_000, 0, "check", needed])
        f = self.sizes.setdefault(self.size, Figures())
        f.checks += 1
        f.overflow = max(f.overflow, int(found["overflow"]))
        f.scroll = max(f.scroll, int(found["scroll"]))
        for p in found["problems"]:
            f.problems.setdefault(str(p), f"{where}, {self.theme}")

    def reach(self, where: str) -> None:
        """On a touch screen: every control the player needs (the main action, and ``REQUIRED``) that is out of sight
        comes into sight by swipes up from the middle of the screen (touch events through DevTools, as a finger
        makes them; at most fourteen), each noted as a problem if it never does; then back to the top."""
        if not self._touch:
            return
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
