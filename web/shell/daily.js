/* The lobby's daily deals (plain JavaScript, like the rest of the lobby: it never waits for Python).
 *
 * Each game logs its dailies in kings.<id>.daily (web/shell/daily.py: {"days": {"2026-12-04": {"outcome": "won",
 * ...}}, "open": ...}). Each tile says whether today's daily is done and the streak of days in a row, and lists the
 * last 28 days, each a link to that day's deal (the page keeps working offline, so past days do too). The day is the
 * UTC date, as the games deal it. web/shell/shell.js calls window.kingsDaily.refresh() whenever the lobby shows. */
"use strict";
(() => {
  const DAY = 86400000;
  const DAYS = 28; // the calendar: web/shell/daily.py's CALENDAR
  const SIGN = { won: "✓", lost: "✗", played: "•" };
  const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

  const iso = (t) => new Date(t).toISOString().slice(0, 10);
  const spoken = (t) => { const d = new Date(t); return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`; };

  /** The days logged for game ``id`` (date -> {outcome}), {} when there are none or they cannot be read (the game
   *  sets damaged data aside when it opens). */
  function days(id) {
    try {
      const envelope = JSON.parse(localStorage.getItem(`kings.${id}.daily`) || "null");
      const d = envelope && envelope.kind === "daily" && envelope.data && envelope.data.days;
      return d && typeof d === "object" && !Array.isArray(d) ? d : {};
    } catch (e) {
      return {};
    }
  }

  /** Days in a row with a daily played, up to today (or yesterday: today's may still come). */
  function streak(log, now) {
    let t = Object.hasOwn(log, iso(now)) ? now : now - DAY;
    let n = 0;
    while (Object.hasOwn(log, iso(t))) {
      n += 1;
      t -= DAY;
    }
    return n;
  }

  function outcome(entry) {
    return entry && Object.hasOwn(SIGN, entry.outcome) ? entry.outcome : "played";
  }

  function line(log, now) {
    const today = log[iso(now)];
    const n = streak(log, now);
    const run = n > 1 ? ` · ${n} days in a row` : "";
    if (today) return `Today's daily: ${outcome(today)} ${SIGN[outcome(today)]}${run}`;
    return n ? `Daily streak: ${n} day${n > 1 ? "s" : ""}. Play today's to keep it.` : "";
  }

  function calendar(list, id, log, now) {
    const cells = [];
    for (let i = DAYS - 1; i >= 0; i -= 1) {
      const t = now - i * DAY;
      const date = iso(t);
      const entry = Object.hasOwn(log, date) ? log[date] : null;
      const a = document.createElement("a");
      a.href = `?game=${encodeURIComponent(id)}&daily=${date}`;
      a.dataset.dailyGame = id; // (web/shell/shell.js opens it as it opens a game)
      a.dataset.daily = date;
      a.className = "day" + (entry ? ` ${outcome(entry)}` : "") + (i === 0 ? " today" : "");
      a.textContent = `${new Date(t).getUTCDate()}${entry ? SIGN[outcome(entry)] : ""}`;
      a.setAttribute("aria-label", `${spoken(t)}: ${entry ? outcome(entry) : "not played"}`);
      const li = document.createElement("li");
      li.append(a);
      cells.push(li);
    }
    list.replaceChildren(...cells);
  }

  /** Every tile's daily line and calendar, from what the games logged. */
  function refresh() {
    const now = Date.now();
    for (const tile of document.querySelectorAll("[data-tile][data-ready]")) {
      const id = tile.dataset.tile;
      const log = days(id);
      const state = tile.querySelector("[data-daily-state]");
      const text = line(log, now);
      if (state) {
        state.textContent = text;
        state.hidden = !text;
      }
      tile.toggleAttribute("data-daily-done", Object.hasOwn(log, iso(now)));
      const list = tile.querySelector("[data-daily-days]");
      if (list) calendar(list, id, log, now);
    }
  }

  window.kingsDaily = { refresh };
  if (document.documentElement.dataset.view === "lobby") refresh(); // (deferred: the lobby was filled before)
})();
