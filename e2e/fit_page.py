"""The measures of e2e/fit.py as they run in the page: ``FIT_JS`` (installed before the page's own scripts, it
keeps the layout shifts and answers ``window.__fit.check``), the two small scripts of a touch check's swipes, and
the page's layout as a list (``JS_LAYOUT``, to compare two themes). Their meaning is told in e2e/fit.py's docstring."""

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
    // and a game that scrolls at all has more than a few px past its foot: a table that runs a few px past it
    // (3-13's widget, round 11: the last row's panel flush with the frame's foot, its margin past it, read as cut
    // cards) fits but for its margin, and its fold cuts nothing for this check's others to see
    for (const main of document.querySelectorAll('main.game')) {
      const past = main.scrollHeight - main.clientHeight;
      if (shown(main) && past > 1 && past < 16) problems.push('the game runs ' + past + 'px past its foot');
    }
    // nor sideways: a hand wider than the window made the game's area scroll sideways, its last cards out of sight
    // (3-13's 12 unmelded cards on a phone, issue 46), which the page's own overflow above does not see
    for (const main of document.querySelectorAll('main.game'))
      if (shown(main) && main.scrollWidth > main.clientWidth + 1)
        problems.push('the game scrolls sideways by ' + (main.scrollWidth - main.clientWidth) + 'px');
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
    // a line of text in a box that scrolls (a log, a banner's table, a dialog): where the box rests, no line is sliced
    // by its edges (a log's first entry cut at the top: "...Oglethorpe moved the Q♣ pile onto K♥"; its last entry
    // stopping mid-sentence; a caption under the fold showing the top half of its letters), and none lies above or
    // left of the box at scroll 0, where no scrolling reaches. The game's own area on a narrow screen is a page that
    // scrolls: its fold cuts what it cuts; so does a dialog's foot at scroll 0 (a long statistics or rules dialog).
    const sliced = (e, r) => {
      for (let x = e.parentElement; x && x !== document.body; x = x.parentElement) {
        if (!scrolls(x)) continue;
        if (x.matches('main.game, .info-area')) return;
        // a dialog is read from its top, like a page: at scroll 0 its foot cuts what its scroll bar goes on to
        const dialogFoot = x.matches('dialog') && x.scrollTop === 0;
        const c = x.getBoundingClientRect(), top = c.top + x.clientTop, left = c.left + x.clientLeft;
        const bottom = top + x.clientHeight, edge = (y) => r.top < y - 1 && r.bottom > y + 1;
        const quote = ' "' + e.textContent.trim().slice(0, 40) + '"';
        if (r.top + x.scrollTop < top - 1 || r.left + x.scrollLeft < left - 1)
          problems.push('out of scroll reach: ' + say(e) + ' in ' + say(x) + quote);
        else if (edge(top) || (edge(bottom) && !dialogFoot))
          problems.push('sliced by the ' + (edge(top) ? 'top' : 'foot') + ' of ' + say(x) + ': ' + say(e) + quote);
        return;
      }
    };
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
      const titled = e.closest('[title]');
      const shortened = st.textOverflow === 'ellipsis' && e.matches(fit.names)
          && e.clientWidth >= 3 * parseFloat(st.fontSize) && !!titled && titled.title.includes(text);
      if (hidesOverflow(st) && !/(auto|scroll)/.test(st.overflowX + st.overflowY) && !shortened
          && (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1) && texts.includes(e))
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
      if (texts.includes(e)) sliced(e, r);
    }
    // the player's part (.me): its rows (the turn's line, the buttons, the line over the hand, the hand) never lie
    // over one another, nor does what runs out of one of them (3-13's groups of cards, taller than the hand's room,
    // ran over the buttons and the line over them when Go out was offered on a phone: review 62); what floats over
    // the table by design (the widget's message) is out of flow
    for (const me of document.querySelectorAll('main.game .me')) {
      if (!shown(me)) continue;
      const parts = [...me.children].filter((c) => shown(c) && !srOnly(c)
          && !/(absolute|fixed)/.test(getComputedStyle(c).position));
      const extent = (c) => {
        const r = c.getBoundingClientRect(), box = [r.left, r.top, r.right, r.bottom];
        for (const d of c.querySelectorAll('*')) {
          if (!shown(d) || srOnly(d)) continue;
          const q = d.getBoundingClientRect();
          box[0] = Math.min(box[0], q.left); box[1] = Math.min(box[1], q.top);
          box[2] = Math.max(box[2], q.right); box[3] = Math.max(box[3], q.bottom);
        }
        return box;
      };
      const boxes = parts.map(extent), areas = parts.map((c) => getComputedStyle(c).gridArea);
      for (let i = 0; i < parts.length; i++)
        for (let j = i + 1; j < parts.length; j++) {
          if (areas[i] === areas[j]) continue;  // (the turn's line and a message share their band by design)
          const [a, b] = [boxes[i], boxes[j]];
          const w = Math.min(a[2], b[2]) - Math.max(a[0], b[0]), h = Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
          if (w > 2 && h > 2) problems.push('overlap in the player\'s part: ' + say(parts[i]) + ' and '
              + say(parts[j]) + ' by ' + Math.round(h) + 'px');
        }
    }
    // the end of a deal, a game or a match: no control on the table that can do nothing more (a greyed Undo, Hint,
    // End turn beside the banner's buttons)
    if (/^(deal-over|hand-over|match-over|game-over|won|stuck|gave-up)$/.test(document.body.dataset.state || ''))
      for (const e of document.querySelectorAll('main.game :is(.control, .controls button):is([aria-disabled="true"],'
          + ' :disabled)'))
        if (shown(e) && !e.closest('[id$="banner"], dialog')) problems.push('dead control at the end: ' + say(e));
    const boxes = [...document.querySelectorAll('dialog[open], [id$="banner"]:not([hidden])')].filter(shown);
    for (const box of boxes) {
      if (!inside(box.getBoundingClientRect(), screen())) problems.push('box off screen: ' + say(box));
      // the end of a hand or game shows every column of its summary at once: nobody scrolls a banner sideways
      if (box.matches('[id$="banner"]'))
        for (const wide of box.querySelectorAll('.ending-scroll'))
          if (shown(wide) && wide.scrollWidth > wide.clientWidth + 1)
            problems.push('columns cut off: ' + say(box) + ' is ' + wide.scrollWidth + 'px wide in '
                + wide.clientWidth);
      // a player's name in its table: one line, ending in "..." where it does not fit, its whole in its title (it
      // read "Wilhelm / ina Montgo / mery", broken anywhere; clamped to two lines, half a name was lost)
      for (const name of box.querySelectorAll('.name-text')) {
        if (!shown(name)) continue;
        const words = document.createRange();
        words.selectNodeContents(name);
        const lines = new Set([...words.getClientRects()].filter((b) => b.width > 0).map((b) => Math.round(b.top)));
        if (lines.size > 1) problems.push('name on ' + lines.size + ' lines: ' + say(box) + ' > ' + name.textContent);
        if (name.title !== name.textContent) problems.push('name without its title: ' + say(box) + ' > '
            + name.textContent);
      }
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


#: Every element's box (to a tenth of a pixel), with its scroll offsets where it is scrolled: the layout as the page
#: is, which a theme (colours) must leave as it is
JS_LAYOUT = """() => [...document.querySelectorAll('body *')].map((e) => {
    const r = e.getBoundingClientRect();
    return window.__fit.say(e) + ' ' + [r.left, r.top, r.width, r.height].map((v) => Math.round(v * 10) / 10)
        + (e.scrollTop || e.scrollLeft ? ' at ' + [e.scrollLeft, e.scrollTop] : '');
  })"""


#: Every box back to its top, again at each frame until three frames running find nothing moved (a swipe's last
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
