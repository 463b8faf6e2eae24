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
  // The page's words in its language (web/shell/language.js; scripts/page_words.py extracts every t("...")).
  const t = (text) => (window.kingsLanguage ? window.kingsLanguage.t(text) : text);
  const lang = () => (window.kingsLanguage ? window.kingsLanguage.lang : "en");

  const iso = (time) => new Date(time).toISOString().slice(0, 10);
  /** A day as a screen reader says it: "4 December 2026" in English, the language's own way in the others. */
  const spoken = (time) => {
    const d = new Date(time);
    if (lang() === "en" || lang() === "en-XA") return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
    return d.toLocaleDateString(lang(), { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  };

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
    let time = Object.hasOwn(log, iso(now)) ? now : now - DAY;
    let n = 0;
    while (Object.hasOwn(log, iso(time))) {
      n += 1;
      time -= DAY;
    }
    return n;
  }

  function outcome(entry) {
    return entry && Object.hasOwn(SIGN, entry.outcome) ? entry.outcome : "played";
  }

  /** "Today's daily: won ✓" (and " · 3 days in a row"), or the streak to keep, in the page's language. */
  function line(log, now) {
    const today = log[iso(now)];
    const n = streak(log, now);
    const run = n > 1 ? " · " + t("{n} days in a row").replace("{n}", n) : "";
    if (today) {
      const done = outcome(today);
      const said = done === "won" ? t("Today's daily: won {sign}")
        : done === "lost" ? t("Today's daily: lost {sign}") : t("Today's daily: played {sign}");
      return said.replace("{sign}", SIGN[done]) + run;
    }
    if (!n) return "";
    return n === 1 ? t("Daily streak: 1 day. Play today's to keep it.")
      : t("Daily streak: {n} days. Play today's to keep it.").replace("{n}", n);
  }

  /** A day of the calendar as a screen reader says it: its date and how its daily went. */
  function dayLabel(time, entry) {
    const said = !entry ? t("{date}: not played")
      : outcome(entry) === "won" ? t("{date}: won")
        : outcome(entry) === "lost" ? t("{date}: lost") : t("{date}: played");
    return said.replace("{date}", spoken(time));
  }

  /** The first day of the week where the page's language is spoken (0 Sunday .. 6 Saturday): Sunday in the United
   *  States and Brazil, Monday in Spain; the browser's week data where it has them. */
  function weekStart() {
    try {
      const locale = new Intl.Locale(lang() === "en-XA" ? "en-US" : lang() === "en" ? "en-US" : lang());
      const info = typeof locale.getWeekInfo === "function" ? locale.getWeekInfo() : locale.weekInfo;
      if (info && info.firstDay) return info.firstDay % 7;
    } catch {
      /* no week data in this browser: the table below */
    }
    return lang() === "es" ? 1 : 0;
  }

  /** The row of weekday initials over the calendar, from ``start`` (for the eyes: each day's link says its date). */
  function weekdays(start) {
    const names = [];
    for (let i = 0; i < 7; i += 1) {
      const day = Date.UTC(2026, 10, 1 + ((start + i) % 7)); // 1 November 2026 was a Sunday
      const li = document.createElement("li");
      li.className = "weekday";
      li.setAttribute("aria-hidden", "true");
      li.textContent = new Date(day).toLocaleDateString(lang() === "en-XA" ? "en" : lang(),
        { weekday: "narrow", timeZone: "UTC" });
      names.push(li);
    }
    return names;
  }

  function calendar(list, id, log, now) {
    const start = weekStart();
    const cells = weekdays(start);
    for (let i = DAYS - 1; i >= 0; i -= 1) {
      const time = now - i * DAY;
      const date = iso(time);
      const entry = Object.hasOwn(log, date) ? log[date] : null;
      const a = document.createElement("a");
      a.href = `?game=${encodeURIComponent(id)}&daily=${date}`;
      a.dataset.dailyGame = id; // (web/shell/shell.js opens it as it opens a game)
      a.dataset.daily = date;
      a.className = "day" + (entry ? ` ${outcome(entry)}` : "") + (i === 0 ? " today" : "");
      a.textContent = `${new Date(time).getUTCDate()}${entry ? SIGN[outcome(entry)] : ""}`;
      a.setAttribute("aria-label", dayLabel(time, entry));
      const li = document.createElement("li");
      li.append(a);
      // a month's name over its first day shown and over each 1st (28 days run over two months: "8 ... 5" said
      // nothing of which), then the day under its weekday (each column one weekday), the rest following
      const first = i === DAYS - 1 || new Date(time).getUTCDate() === 1;
      if (first) {
        const month = document.createElement("li");
        month.className = "month";
        month.setAttribute("aria-hidden", "true"); // (each day's link says its whole date)
        month.textContent = new Date(time).toLocaleDateString(lang() === "en-XA" ? "en" : lang(),
          { month: "long", timeZone: "UTC" });
        cells.push(month);
        li.style.gridColumnStart = String(((new Date(time).getUTCDay() - start + 7) % 7) + 1);
      }
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
