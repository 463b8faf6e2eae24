"""What every game's controller adds around its table (pure): the spoken announcements, the settings
every game shares (high contrast, sounds, striped red cards), and the statistics dialog and files.

A game's own features (its tutorial, what its keys read aloud, what happens after its moves) subclass
:class:`Features`; the controller owns one and calls it at a few points.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any, Protocol

from web.shell.extras import Coach, Extras
from web.shell.games import GAMES
from web.shell.stats import Figures, Overview, Stats, combined
from web.shell.statsio import ImportRefused, export_name, export_text, import_text, load_games, replace_games
from web.shell.storage import Store
from web.shell.tally import ScoreOf, match_winner, tally_deal, tally_match
from web.shell.tutorial import Tutorial

SPOKEN = 8  #: announcements kept for the live region


class StatsUi(Protocol):
    """What the shared features need from the page."""

    def show_stats(self, stats: Stats, overview: Overview, extra: tuple[Figures, ...] = ()) -> None: ...

    def show_settings(self, settings: Any) -> None: ...

    def stats_note(self, text: str, error: bool) -> None: ...

    def download(self, name: str, text: str) -> None: ...


class Host(Protocol):
    """The game's controller, as the shared features see it."""

    ui: Any  #: the page (a :class:`StatsUi` and more)
    store: Store  #: the game's namespace
    settings: Any  #: the game's settings (a frozen dataclass with ``contrast``, ``sound`` and ``stripes``)
    stats: Stats
    message: Any

    session: Any  #: the game in play (None before the first), as :class:`~web.shell.seating.Seated`

    def render(self, animate: bool = False) -> None: ...

    def table_view(self) -> Any: ...

    def save_settings(self) -> None: ...

    def set_session(self, session: Any) -> None: ...

    def schedule(self) -> None: ...

    def resume(self) -> bool: ...

    def start(self, setup: Any) -> None: ...

    def reload_saved(self) -> None: ...


class Features:
    """Speech, shared settings, the tutorial and statistics files for one game's controller.

    A game declares its keys dialog (:attr:`keys`), its rules page (:attr:`rules_page`) and what its reading keys say
    (:attr:`speak`); the buttons and keys for them are handled here (:meth:`handler`). A game with a stepped tutorial
    (:mod:`web.shell.tutorial`) sets :attr:`offer_title` and :attr:`offer_text` (the first-visit offer) and implements
    :meth:`new_tutorial`."""

    game: str = ""  #: the registry id (its statistics and saved settings)
    offer_title = ""
    offer_text = ""
    #: the offer is a question over the table, on the player's turn, and the table waits for the answer (King's Court:
    #: its side column, where the panel goes, is below the board on a phone); else a panel beside the player's part
    offer_over_table = False
    keys: Any = ()  #: the keys dialog's rows (the game's keymap)
    #: the rules dialog for the rules in play (None before a game: the defaults)
    rules_page: Callable[[Any], Any]
    #: what a reading key (``say-<topic>``) says of the table drawn now
    speak: Callable[[Any, str], str]

    def __init__(self, app: Host, clock: Callable[[], float] = time.time) -> None:
        self.app = app
        self.clock = clock
        self.speech: tuple[tuple[int, str], ...] = ()
        self._serial = 0
        self.tutorial: Any = None  #: the tutorial being played (its deal is never saved or counted)
        self.offer = False  #: offer the tutorial (first visit), until taken, declined or a move is made (see offering)

    def extras(self) -> Extras:
        """What the table shows besides the game: speech, the coach, the looks."""
        s = self.app.settings
        return Extras(self.speech, self.coach(), s.contrast, self.tutorial is not None, (), s.stripes)

    # -- the tutorial ----------------------------------------------------------------------------------
    def new_tutorial(self) -> tuple[Tutorial, Any]:
        """The tutorial's steps and its fixed deal (a session)."""
        raise NotImplementedError

    def offering(self) -> bool:
        """Whether the first-visit offer shows now: from the table's first drawing until answered or a move of the
        player's. It is a panel beside the player's part, not a question over the table, and holds nothing: over
        the table it held the CPUs (a review: "New here?" over Ben's turn, the player unable to move); shown on the
        player's turn only, it came seconds late, over the piles, and took a tap meant for one (another review).
        A game whose offer is over the table (:attr:`offer_over_table`) asks it on the player's turn only."""
        s = self.app.session
        if not self.offer or s is None or s.needs_handoff:
            return False
        return not self.offer_over_table or s.actor == "human"

    def coach(self) -> Coach | None:
        """The coach panel: the tutorial's step, or the first-visit offer."""
        t = self.tutorial
        if isinstance(t, Tutorial):
            step = t.current
            if t.done:
                return Coach(step.title, step.text, (("tutorial-exit", "Back to my game"),), primary="tutorial-exit")
            actions: tuple[tuple[str, str], ...] = (("tutorial-exit", "Skip the tutorial"),)
            if not t.waits:
                actions = (("tutorial-next", "Next"), *actions)
            primary = "" if t.waits else "tutorial-next"
            return Coach(f"{t.progress()}: {step.title}", step.text, actions, primary=primary)
        if self.offering():
            return Coach(self.offer_title, self.offer_text,
                         (("tutorial-start", "Start the tutorial"), ("tutorial-later", "No thanks")),
                         primary="tutorial-start", over_table=self.offer_over_table)  # fmt: skip
        return None

    def start_tutorial(self) -> None:
        """Deal the tutorial's game (the saved game is left alone: nothing is saved or counted)."""
        app = self.app
        app.ui.close_dialog("tutorial")
        self.offer = False
        self.tutorial, session = self.new_tutorial()
        app.set_session(session)
        app.message = None
        self.announce(self.tutorial.words())
        app.render()
        app.schedule()

    def next_step(self) -> None:
        t = self.tutorial
        if isinstance(t, Tutorial):
            t.next()
            self.announce(t.words())
            self.app.render()
            self.app.schedule()

    def passed(self, counts: bool) -> None:
        """The player made a move in the tutorial (``counts``: one its step is about)."""
        t = self.tutorial
        if isinstance(t, Tutorial) and not t.done and t.passed(counts):
            self.announce(t.words())

    def end_tutorial(self) -> None:
        """Leave the tutorial: back to the saved game, or a new one."""
        app = self.app
        self.tutorial = None
        app.message = None
        if not app.resume():
            app.start(app.settings.start_setup())

    def decline(self) -> None:
        """No tutorial: the player's turn, under the offer, goes on."""
        self.offer = False
        self.app.message = None
        self.app.render()
        self.app.schedule()

    # -- after each move: what the game says of it, whether it ended a deal, its sound ---------------------
    #: which of the player's moves a tutorial step is about (the game's tutorial's ``counts``; None: no tutorial)
    step_counts: Callable[[Any], bool] | None = None

    def move_words(self, before: Any, after: Any, move: Any) -> str:
        """What screen readers are told of ``move`` (``before`` and ``after`` are the sessions around it)."""
        raise NotImplementedError

    def deal_ended(self, before: Any, after: Any) -> bool:
        """Whether the move ended a deal (its banner is then said)."""
        raise NotImplementedError

    def move_sound(self, before: Any, after: Any, move: Any) -> tuple[str | None, bool]:
        """The move's sound (None: silent) and whether the player won with it (a win sounds at any speed)."""
        raise NotImplementedError

    def after(self, before: Any, move: Any, human: bool) -> None:
        """A move was played: say it, say the banner when it ended a deal, move the tutorial on, sound it (a CPU's
        moves are silent at the instant speed, but for a win)."""
        app = self.app
        after = app.session
        if human:
            self.offer = False
        self.announce(self.move_words(before, after, move))
        if self.deal_ended(before, after):
            self.announce_banner()
        if human and self.step_counts is not None:
            self.passed(self.step_counts(move))
        name, won = self.move_sound(before, after, move)
        if name and app.settings.sound and (human or app.settings.speed != "instant" or won):
            app.ui.sound(name)

    # -- buttons and keys ------------------------------------------------------------------------------
    def own(self, action: str) -> Callable[[], object] | None:
        """The handler of a button or key only this game has (none unless the game says)."""
        return None

    def handler(self, action: str) -> Callable[[], object] | None:
        """The handler of a button or key the App does not know itself: the reading keys (``say-*``), the keys and
        rules dialogs, the game's own (:meth:`own`), then the ones every game shares."""
        app = self.app
        if action.startswith("say-"):
            return lambda: self.say(action.removeprefix("say-"))
        return self.own(action) or {
            "keys": lambda: app.ui.show_keys(self.keys),
            "help": lambda: app.ui.show_rules(self.rules_page(app.session.rules if app.session else None)),
        }.get(action) or self.shared(action)

    def say(self, topic: str) -> None:
        """Read part of the table aloud (a reading key)."""
        if self.app.session is None:
            return
        self.announce(self.speak(self.app.table_view(), topic))
        self.app.render()

    def announce_banner(self) -> None:
        """Say the table's banner (a deal's or a match's end), if one shows."""
        banner = self.app.table_view().banner
        if banner is not None:
            self.announce(banner.speech())

    def shared(self, action: str) -> Callable[[], object] | None:
        """The handlers every game shares: settings toggles, the tutorial's buttons, statistics export."""
        app = self.app
        return {
            "settings": lambda: app.ui.show_settings(app.settings), "stats": self.show_stats,
            "contrast": lambda: self.toggle("contrast"), "sound": lambda: self.toggle("sound"),
            "stripes": lambda: self.toggle("stripes"),
            "tutorial": app.ui.show_tutorial, "tutorial-start": self.start_tutorial,
            "tutorial-exit": self.end_tutorial, "tutorial-later": self.decline, "tutorial-next": self.next_step,
            "export": self.export_stats, "download-unreadable": self.download_unreadable,
            "reload-saved": app.reload_saved,
        }.get(action)  # fmt: skip

    def announce(self, text: str) -> None:
        """Say ``text`` in the polite live region (again, even if it is the same as last time)."""
        self._serial += 1
        self.speech = (*self.speech, (self._serial, text))[-SPOKEN:]

    def toggle(self, name: str) -> None:
        """Turn the high-contrast theme, the sounds or the red cards' stripes on or off; remembered."""
        app = self.app
        if name in ("contrast", "sound", "stripes"):
            app.settings = replace(app.settings, **{name: not getattr(app.settings, name)})
        app.save_settings()
        app.ui.show_settings(app.settings)
        app.render()

    # -- the statistics of a match of deals (hands, rounds, games) --------------------------------------
    #: what a finished deal was worth to the home seat (:data:`web.shell.tally.ScoreOf`), for :meth:`count`
    deal_score: ScoreOf
    #: whether the home seat won the finished match
    match_won: Callable[[Any, int], bool] = staticmethod(match_winner)

    def count(self, s: Any) -> Any:
        """``s`` with its finished deals (and match) added to the statistics, saved (not in the tutorial). The
        session has ``match`` (its ``results``, ``over`` and ``rules``), ``counted`` and ``match_counted``."""
        app, match = self.app, s.match
        results = match.results
        if s.counted >= len(results):
            return s
        if self.tutorial is None:
            for number in range(s.counted, len(results)):
                app.stats = tally_deal(app.stats, s, number, results[number], self.deal_score, int(self.clock()))
            if not s.match_counted:
                app.stats = tally_match(app.stats, s, self.match_won)
            app.store.save("stats", app.stats.to_dict())
        return replace(s, counted=len(results), match_counted=match.over)

    # -- statistics files ------------------------------------------------------------------------
    def all_stats(self) -> dict[str, Stats]:
        """Every game's statistics, in the lobby's order: this game's as they stand, the others' as saved."""
        app = self.app
        saved = load_games(app.store, [g for g in GAMES if g != self.game])
        return {g: app.stats if g == self.game else saved[g] for g in GAMES if g == self.game or g in saved}

    def overview(self) -> Overview:
        """(game name, its totals) for every game with statistics, this one always included."""
        return tuple((GAMES[g].name, s.total) for g, s in self.all_stats().items())

    def figures(self) -> tuple[Figures, ...]:
        """The game's own tables for the statistics dialog, from its statistics' records (none by default)."""
        return ()

    def show_stats(self) -> None:
        extra = self.figures()
        if extra:  # the games without tables of their own call the page as they always have
            self.app.ui.show_stats(self.app.stats, self.overview(), extra)
        else:
            self.app.ui.show_stats(self.app.stats, self.overview())

    def export_stats(self) -> None:
        app = self.app
        games = self.all_stats()
        app.ui.download(export_name(self.clock()), export_text(games, self.clock()))
        total = combined(s.total for s in games.values())
        app.ui.stats_note(f"Exported {total.deals} deals to a file.", False)

    def import_stats(self, text: str) -> None:
        """Replace every game's statistics with a file's; a bad file is refused and nothing changes."""
        app = self.app
        try:
            games = import_text(text)
        except ImportRefused as exc:
            app.ui.stats_note(f"Not imported: {exc} Your statistics are unchanged.", True)
            return
        replace_games(app.store.shared(), games, GAMES)
        app.stats = games.get(self.game, Stats())
        self.show_stats()
        total = combined(s.total for s in games.values())
        matches = f"{total.matches} match{'' if total.matches == 1 else 'es'}"
        app.ui.stats_note(f"Imported {total.deals} deals and {matches}: they replace the statistics this device had.",
                          False)  # fmt: skip

    # -- everything saved ------------------------------------------------------------------------------
    def download_unreadable(self) -> None:
        """The notices' "Download the unreadable data": every text set aside, as it was stored."""
        self.app.ui.download(*self.app.store.unreadable_file())

    def backup(self) -> tuple[str, str]:
        """(file name, text) of "Back up everything": every game's saved data and the shared settings."""
        from web.shell.backup import backup_name, backup_text
        from web.shell.restore import kinds

        when = self.clock()
        return backup_name(when), backup_text(self.app.store, {g: kinds(g) for g in GAMES}, when)

    def restore(self, text: str, mode: str) -> tuple[list[str], bool]:
        """Restore a backup file (``mode``: merge or replace): the summary's lines, and whether it was refused. This
        game then reads its data again (the others do when they are shown)."""
        from web.shell.backup import BackupRefused, read_backup
        from web.shell.restore import restore

        try:
            backup = read_backup(text)
        except BackupRefused as exc:
            return [f"Not restored: {exc} Nothing was changed."], True
        summary = restore(self.app.store.shared(), backup, mode)
        self.app.reload_saved()
        how = "merged with what this device had" if mode == "merge" else "replacing what this device had"
        lines = [f"Restored the backup of {backup.exported[:10] or 'an unknown day'}, {how}."]
        for head, items in (("Taken", summary.taken), ("Kept from this device", summary.kept),
                            ("Refused", summary.refused)):  # fmt: skip
            if items:
                lines.append(f"{head}: " + "; ".join(items) + ".")
        return lines, False
