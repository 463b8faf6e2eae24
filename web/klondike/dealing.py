"""Klondike's dealing (pure; a part of the controller, :class:`web.klondike.app.App`): a new deal, the same deal
again, today's deal, the new-game dialog's game, and leaving a deal in play for one of them.

A deal in play (moves made, not over) that is left for another counts as lost, as the classic versions count it,
and ends the streak of won deals: so the table asks first, "Give up this deal?" over the table, saying what it
costs (the streak, the Vegas score that stays in the running total). A stuck deal's banner (no moves left) or a
deal never touched goes at once. The next deal's message line says how the last one was counted.

Here too is the controller's :class:`Features`: what the table says around the game (speech, the log, the dialogs,
the statistics and Klondike's records) on the shell's. A deal counts once in the statistics (the house's tallies and
Klondike's :class:`Records`): when it is won, given up, or left unfinished for a new deal (as the classic versions
count a game as played once its first card has moved); a stuck deal counts when the player moves on, so Undo stays
open.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from kings.i18n import N_, _
from kings.klondike.deal import Deal
from kings.klondike.moves import Draw, Move, Put, Recycle
from web.klondike import view, words
from web.klondike.session import Session
from web.klondike.spec import FORM, KEYS, Settings, Setup, form_fields, keys_help, preset_name, rules_page, setup_form
from web.klondike.viewmodels import RecordLine, TableView
from web.klondike.words import say
from web.shell import protocols
from web.shell.controller import TableApp
from web.shell.features import Features as ShellFeatures
from web.shell.features import FeatureSpec
from web.shell.stats import MAX_COUNT, MAX_NAME, MAX_SLICES, Figures, Stats
from web.shell.tally import DealScore, add_deal

LOG = 40  #: moves the log keeps

Ui = protocols.Ui[TableView, Settings]  #: the page, as the controller sees it


class Features(ShellFeatures):
    """Speech, the log, dialogs and statistics for one :class:`~web.klondike.app.App`."""

    app: Dealing
    spec = FeatureSpec(keys=KEYS, rules_page=rules_page, speak=say,
                       move_words=lambda before, after, move: words.said(before.deal, move, after.deal) + ".")

    def own(self, action: str) -> Callable[[], object] | None:
        """The statistics, and the keys dialog in the language in use (:func:`~web.klondike.spec.keys_help`: the
        spec's :data:`~web.klondike.spec.KEYS` are the English)."""
        if action == "keys":
            return lambda: self.app.ui.show_keys(keys_help())
        return self.show_stats if action == "stats" else None

    def count(self, s: Session) -> Session:
        """``s`` with its deal added to the statistics once it is won (other endings count when the player moves
        on: a stuck deal may still be undone)."""
        if not s.deal.over:
            return s
        s = self.app.stop_clock(s)
        if not s.deal.won or s.counted:
            return s
        return self.tally(s)

    def tally(self, s: Session) -> Session:
        """Add the deal of ``s`` to the statistics and records, and save them (its time is the session's: the
        clock folded in, or stopped at the last move)."""
        return self.count_once(s, lambda stats, s, at: record_deal(stats, s, s.elapsed, at))

    def figures(self) -> tuple[Figures, ...]:
        """The statistics dialog's tables of Klondike's records: streaks, best times and scores."""
        return figures(self.app.records, preset_name)

    def after(self, before: Session, move: Move, human: bool) -> None:
        """A move was played: say it, log it, sound it."""
        app = self.app
        after = app.session
        assert after is not None
        text = words.said(before.deal, move, after.deal)
        app.log = (*app.log, text)[-LOG:]
        self.announce(self.move_words(before, after, move))
        if after.deal.over:
            self.announce_banner()
        name = "win" if after.deal.won else "draw" if isinstance(move, Draw | Recycle) else "play"
        if app.settings.sound and (isinstance(move, Put) or name != "play"):
            app.ui.sound(name)


#: What "Give up" goes on to, by what asked to leave the deal (the confirmation's button says it).
LEAVING = {"new-deal": N_("Give up and deal again"), "replay": N_("Give up and replay"),
           "daily": N_("Give up for today's deal"), "new": N_("Give up and start")}  # fmt: skip


class Dealing(TableApp[Session, Settings, Features, Ui]):
    """New deals of every kind, and "Give up this deal?" before leaving one in play. What the controller's helpers
    (its :class:`Features`, its worker's :class:`~web.klondike.thinker.Jobs`) use of it is declared here too."""

    log: tuple[str, ...]
    selected: Any
    hint: Move | None
    busy: str  #: what the worker does for the player now
    finishing: bool  #: auto-complete is playing
    #: a new deal asked for while this deal is in play: what asked (a :data:`LEAVING` key) and what it does,
    #: waiting for "Give up" or "Keep playing"
    leaving: tuple[str, Callable[[], None]] | None = None

    @property
    def records(self) -> Records:
        """The streaks and bests, kept in the statistics (so the statistics file carries them)."""
        return Records.of(self.stats)

    @property
    def clock(self) -> Callable[[], float]:
        return self.more.clock

    if TYPE_CHECKING:  # the controller's (web.klondike.app.App): declared, not defined, here

        def live(self) -> bool: ...

        def play(self, move: Move) -> bool: ...

        def stop_clock(self, s: Session) -> Session: ...

    def _fold(self) -> None:
        """Put the time played so far into the session (the controller's clock)."""
        raise NotImplementedError

    def scene(self) -> view.Scene:
        raise NotImplementedError

    def start(self, setup: Any) -> None:
        """A new deal: the one on the table is counted first (a deal left unfinished is a deal lost)."""
        self._leave()
        self.log = ()  # the moves panel is the new deal's
        super().start(setup)
        # the settings keep the rules and the option, never a daily deal's date (the next deal is a fresh one)
        self.settings = replace(self.settings, setup=Setup(setup.rules, setup.winnable))

    def _leave(self) -> str:
        """The deal on the table is left for another: count it, and carry the Vegas total on. Returns what the
        player is told once the next deal is on the table: a deal not won counts as lost, and what it cost."""
        s = self.session
        if s is None or s.checking or not s.deal.moves:
            return ""
        self._fold()
        s = self.session  # with the time played folded in (the statistics count it)
        assert s is not None
        if not s.counted:
            self.session = self.more.tally(s)
        if s.vegas:
            self.settings = replace(self.settings, bank=s.total)
            self.save_settings()
        if s.deal.won:
            return ""
        if s.daily:
            if s.vegas:
                # Translators: {date} is the daily deal's date (25 November 2026), {score} Vegas dollars ("-$47")
                return _("Daily deal {date} counted as lost (Vegas: {score}).").format(
                    date=view.daily_date(s), score=view.money(s.deal.score))
            return _("Daily deal {date} counted as lost.").format(date=view.daily_date(s))
        if s.vegas:
            return _("Deal {seed} counted as lost (Vegas: {score}).").format(seed=s.seed,
                                                                             score=view.money(s.deal.score))
        return _("Deal {seed} counted as lost.").format(seed=s.seed)

    def in_play(self) -> bool:
        """Whether leaving the deal on the table gives it up: moves made, not over, not counted yet."""
        s = self.session
        return s is not None and not s.checking and bool(s.deal.moves) and not s.deal.over and not s.counted

    def ask_leave(self, what: str, then: Callable[[], None]) -> None:
        """``then`` (a new deal of some kind), at once if nothing is at stake; with a deal in play, first the
        question "Give up this deal?" over the table (it counts as lost: a player should not lose a streak to a
        stray tap of New deal)."""
        if not self.in_play():
            self._leaving(then)
            return
        self.leaving = (what, then)
        self.selected = None
        self.render()
        banner = view.build(self.scene()).banner
        if banner is not None:
            self.more.announce(banner.speech())
            self.render()

    def give_up(self) -> None:
        """"Give up" answered: the deal counts as lost and what was asked for goes ahead."""
        if self.leaving is None:
            return
        _what, then = self.leaving
        self.leaving = None
        self._leaving(then, given_up=True)

    def keep_playing(self) -> None:
        if self.leaving is not None:
            self.leaving = None
            self.more.announce(_("Back to the deal."))
            self.render()

    def _leaving(self, then: Callable[[], None], given_up: bool = False) -> None:
        """Leave the deal (counted), then ``then``; the next deal's table says how the last one was counted."""
        note = self._leave()
        if given_up and note:
            # the deal given up, counted, is drawn once: a widget's host hears that it ended, lost
            # (web/klondike/session.py's Reporter); the next deal replaces it before the page paints
            self.render()
        then()
        if note:
            self._say(note)
            self.more.announce(note)
            self.render()

    def replay(self) -> None:
        """The same deal again from the start (the same seed, rules and the daily deal's date)."""
        s = self.session
        if s is None or s.checking:
            return
        self._leave()
        fresh = Session(Deal.new(s.deal.rules, s.seed), s.winnable, s.daily, bank=self.settings.bank)
        self.set_session(fresh)
        self.message = None
        self.log = ()
        self.more.announce(_("The same deal again, from the start."))
        self._save()
        self.render()

    def daily(self) -> None:
        """Today's daily deal, the shell's (web/shell/dailyplay.py), once the deal in play is given up."""
        self.dailies.deal(self.dailies.today)

    # -- the new-game dialog ----------------------------------------------------------------------------------
    def submit_setup(self, seats: list[tuple[str, str]], preset_id: str, values: Mapping[str, str],
                     seed: str) -> None:  # fmt: skip
        """The dialog's game, once "Give up this deal?" is answered when the deal on the table is in play."""
        setup = self.dialog_setup(seats, preset_id, values, seed)
        if setup is None:
            return
        self.ui.close_setup()
        self.ask_leave("new", lambda: self.start(setup))

    def open_setup(self) -> None:
        self.ui.show_setup(setup_form(self.table_setup()))

    def setup_preset(self, preset_id: str) -> None:
        """Another preset chosen in the dialog: its options fill the fields."""
        if preset_id in FORM.presets:
            self.ui.fill_rules(form_fields(FORM.presets[preset_id], self.settings.start_setup().winnable))


# -- the statistics: a deal counts once, and Klondike's records --------------------------------------------
Best = tuple[int | None, int | None]  #: (fewest seconds to win, highest score of a won deal)


@dataclass(frozen=True, slots=True)
class Records:
    """Klondike's own records besides the house's tallies: the current and best streak of wins over every deal, and
    the best time and score of each rules preset, kept in the statistics' records (:attr:`web.shell.stats.Stats.
    records`: ``streak``, ``best_streak``, ``time:<preset>``, ``score:<preset>``) so the statistics file carries
    them; the statistics dialog shows them as :func:`figures`.

    >>> r = Records().add("draw-one", True, 95.0, 640).add("draw-one", True, 120.0, 700).add("draw-one", False, 9, 5)
    >>> r.streak, r.best_streak, r.best["draw-one"]
    (0, 2, (95, 700))
    """

    streak: int = 0  #: deals won in a row, up to the last one
    best_streak: int = 0
    best: dict[str, Best] = field(default_factory=dict)

    def add(self, preset: str, won: bool, seconds: float, score: int) -> Records:
        """These records after a deal ended."""
        if not won:
            return replace(self, streak=0)
        streak = min(MAX_COUNT, self.streak + 1)
        fastest, top = self.best.get(preset, (None, None))
        t = max(0, int(seconds))
        best = dict(self.best)
        best[preset] = (t if fastest is None else min(fastest, t), score if top is None else max(top, score))
        return Records(streak, max(self.best_streak, streak), best)

    @classmethod
    def of(cls, stats: Stats) -> Records:
        """The records kept in ``stats`` (a damaged one is read as nothing: a streak never longer than the best)."""
        rec = stats.records
        top = max(0, rec.get("best_streak", 0))
        best: dict[str, Best] = {}
        for key, value in rec.items():
            kind, _colon, preset = key.partition(":")
            if preset and kind in ("time", "score") and (kind == "score" or value >= 0):
                fastest, score = best.get(preset, (None, None))
                best[preset] = (value, score) if kind == "time" else (fastest, value)
        return cls(min(top, max(0, rec.get("streak", 0))), top, best)

    def into(self, stats: Stats) -> Stats:
        """``stats`` keeping these records (the other games' records are never Klondike's business)."""
        rec = {"streak": self.streak, "best_streak": self.best_streak}
        for preset, (fastest, score) in self.best.items():
            if fastest is not None:
                rec[f"time:{preset}"] = fastest
            if score is not None:
                rec[f"score:{preset}"] = score
        return replace(stats, records=rec)

    def to_dict(self) -> dict[str, Any]:
        """The old layout, saved apart as ``kings.klondike.records`` (read once, then moved into the statistics)."""
        return {"streak": self.streak, "best_streak": self.best_streak,
                "best": {k: list(v) for k, v in sorted(self.best.items())}}  # fmt: skip

    @classmethod
    def from_dict(cls, data: Any) -> Records:
        """Read :meth:`to_dict` output; raises ValueError on anything else."""
        if not isinstance(data, dict):
            raise ValueError("records must be an object")
        streak, top = data.get("streak", 0), data.get("best_streak", 0)
        if not all(_count(v) for v in (streak, top)) or streak > top:
            raise ValueError("streaks must be counts, the current no longer than the best")
        raw = data.get("best", {})
        if not isinstance(raw, dict) or len(raw) > MAX_SLICES:
            raise ValueError("best must be an object of presets")
        best: dict[str, Best] = {}
        for key, pair in raw.items():
            if not isinstance(key, str) or len(key) > MAX_NAME or not isinstance(pair, list) or len(pair) != 2:
                raise ValueError("a best time and score must be a pair")
            if not all(v is None or _count(v, signed=True) for v in pair):
                raise ValueError("a best time and score must be whole numbers")
            best[key] = (pair[0], pair[1])
        return cls(streak, top, best)


def _count(v: Any, signed: bool = False) -> bool:
    return not isinstance(v, bool) and isinstance(v, int) and (-MAX_COUNT if signed else 0) <= v <= MAX_COUNT


def record_deal(stats: Stats, session: Session, seconds: float, at: int = 0) -> Stats:
    """``stats`` with the deal of ``session`` added (won or not), its records too."""
    deal = session.deal
    won = deal.won
    score = view.final_score(session, seconds)
    rules = deal.rules.id
    stats = add_deal(stats, session, rules, DealScore(won, None, score), at)
    return Records.of(stats).add(rules, won, seconds, score).into(stats)


def record_lines(stats: Stats, records: Records, preset: str, scored: bool) -> tuple[RecordLine, ...]:
    """The side panel's figures: played, won, win rate, streaks, and this preset's best time and score."""
    t = stats.total
    rate = f"{round(100 * t.deals_won / t.deals)}%" if t.deals else "–"
    fastest, score = records.best.get(preset, (None, None))
    lines = [RecordLine(_("Played"), str(t.deals)), RecordLine(_("Won"), str(t.deals_won)),
             RecordLine(_("Win rate"), rate), RecordLine(_("Streak"), str(records.streak)),
             RecordLine(_("Best streak"), str(records.best_streak)),
             RecordLine(_("Best time"), _shown(fastest, words.clock))]  # fmt: skip
    if scored:
        lines.append(RecordLine(_("Best score"), _shown(score)))
    return tuple(lines)


def figures(records: Records, rules_name: Callable[[str], str]) -> tuple[Figures, ...]:
    """The statistics dialog's tables of the records: the streaks, then each preset's best time and score.

    >>> [f.rows for f in figures(Records(1, 4, {"draw-one": (95, 640)}), str.title)]
    [(('Current streak', '1'), ('Best streak', '4')), (('Draw-One', '1:35', '640'),)]
    """
    streaks = Figures(_("Streaks of won deals"), ("", _("Deals")),
                      ((_("Current streak"), str(records.streak)), (_("Best streak"), str(records.best_streak))))
    if not records.best:
        return (streaks,)
    rows = tuple((rules_name(preset), _shown(fastest, words.clock), _shown(score))
                 for preset, (fastest, score) in sorted(records.best.items()))  # fmt: skip
    return streaks, Figures(_("Best won deals by rules"), ("", _("Best time"), _("Best score")), rows)


def _shown(value: int | None, show: Callable[[int], str] = str) -> str:
    return "–" if value is None else show(value)
