"""What every game's controller adds around its table (pure): the spoken announcements, the settings
every game shares (high contrast, sounds, striped red cards), the tutorial, and the statistics dialog and files.

A game declares what is its own in one :class:`FeatureSpec` (its keys dialog, rules page and reading keys, its
tutorial and first-visit offer, what a finished deal is worth, what is said and sounded after a move); the
controller makes its :class:`Features` from it and calls them at a few points. A game that does more around its
table (Kings in the Corner's held cards, Klondike's log) subclasses :class:`Features` and overrides its hooks.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, Protocol, TypeVar

from kings.i18n import _, pgettext
from web.shell.extras import Coach, Extras
from web.shell.replaydesk import replay_query
from web.shell.stats import Figures, Overview, Stats
from web.shell.statsfiles import StatsFiles
from web.shell.storage import Store
from web.shell.tally import ScoreOf, home_seat, match_winner, tally_deal, tally_match

__all__ = ["SPOKEN", "FeatureSpec", "Features", "Host", "StatsUi", "home_seat", "results_grew"]
from web.shell.tutorial import Tutorial

S = TypeVar("S")

SPOKEN = 8  #: announcements kept for the live region


class StatsUi(Protocol):
    """What the shared features need from the page."""

    def show_stats(self, stats: Stats, overview: Overview, extra: tuple[Figures, ...] = ()) -> None: ...

    def show_settings(self, settings: Any) -> None: ...

    def stats_note(self, text: str, error: bool) -> None: ...

    def download(self, name: str, text: str) -> None: ...


class Host(Protocol):
    """The game's controller, as the shared features see it."""

    game: str  #: the registry id (its statistics and saved settings)
    ui: Any  #: the page (a :class:`StatsUi` and more)
    store: Store  #: the game's namespace
    settings: Any  #: the game's settings (a frozen dataclass with ``contrast``, ``sound`` and ``stripes``)
    stats: Stats
    message: Any

    session: Any  #: the game in play (None before the first), as :class:`~web.shell.seating.Seated`
    hint: Any  #: the move the table highlights (a tutorial step's that points at one: :attr:`Step.points`)

    def render(self, animate: bool = False) -> None: ...

    def table_view(self) -> Any: ...

    def save_settings(self) -> None: ...

    def set_session(self, session: Any) -> None: ...

    def schedule(self) -> None: ...

    def resume(self) -> bool: ...

    def start(self, setup: Any) -> None: ...

    def reload_saved(self) -> None: ...


def results_grew(before: Any, after: Any) -> bool:
    """Whether a move ended a deal: the match has one more result (the sessions' ``match``)."""
    return len(after.match.results) > len(before.match.results)


def _silent(before: Any, after: Any, move: Any) -> tuple[str | None, bool]:
    return None, False


@dataclass(frozen=True, kw_only=True)
class FeatureSpec:
    """What one game says around its table; :class:`Features` does the rest. The hooks take the sessions before
    and after a move (and the move). Calling the spec with a controller makes its :class:`Features`."""

    keys: Any = ()  #: the keys dialog's rows (the game's keymap)
    #: the rules dialog for the rules in play (None before a game: the defaults)
    rules_page: Callable[[Any], Any]
    #: what a reading key (``say-<topic>``) says of the table drawn now
    speak: Callable[[Any, str], str]
    #: the tutorial's steps and its fixed deal (a session); None: the game has no tutorial
    tutorial: Callable[[], tuple[Tutorial, Any]] | None = None
    #: which of the player's moves a tutorial step is about (None: no tutorial)
    step_counts: Callable[[Any], bool] | None = None
    offer_title: str = ""  #: the tutorial's first-visit offer
    offer_text: str = ""
    #: the offer is a question over the table, on the player's turn, and the table waits for the answer (King's Court:
    #: its side column, where the panel goes, is below the board on a phone); else a panel beside the player's part
    offer_over_table: bool = False
    #: what a finished deal was worth to the home seat (:data:`web.shell.tally.ScoreOf`), for :meth:`Features.count`
    deal_score: ScoreOf | None = None
    #: whether the home seat won the finished match
    match_won: Callable[[Any, int], bool] = match_winner
    #: what screen readers are told of a move
    move_words: Callable[[Any, Any, Any], str] = lambda before, after, move: ""
    #: whether the move ended a deal (its banner is then said)
    deal_ended: Callable[[Any, Any], bool] = results_grew
    #: the move's sound (None: silent) and whether the player won with it (a win sounds at any speed)
    move_sound: Callable[[Any, Any, Any], tuple[str | None, bool]] = _silent

    def __call__(self, app: Host, clock: Callable[[], float] = time.time) -> Features:
        return Features(app, clock, spec=self)


class Features(StatsFiles):
    """Speech, shared settings, the tutorial and statistics files for one game's controller, as its
    :class:`FeatureSpec` (:attr:`spec`) says; the buttons and keys for the dialogs are handled here
    (:meth:`handler`)."""

    spec: FeatureSpec  #: what the game says (a subclass sets it, or :meth:`FeatureSpec.__call__` passes it)

    def __init__(self, app: Host, clock: Callable[[], float] = time.time, *, spec: FeatureSpec | None = None) -> None:
        self.app = app
        self.clock = clock
        if spec is not None:
            self.spec = spec
        self.speech: tuple[tuple[int, str], ...] = ()
        self._serial = 0
        self.tutorial: Any = None  #: the tutorial being played (its deal is never saved or counted)
        self.offer = False  #: offer the tutorial (first visit), until taken, declined or a move is made (see offering)

    @property
    def game(self) -> str:  # type: ignore[override]
        """The registry id (its statistics and saved settings): the controller's."""
        return str(self.app.game)

    def extras(self) -> Extras:
        """What the table shows besides the game: speech, the coach, the looks."""
        s = self.app.settings
        return Extras(self.speech, self.coach(), s.contrast, self.tutorial is not None, (), s.stripes)

    # -- the tutorial ----------------------------------------------------------------------------------
    def new_tutorial(self) -> tuple[Tutorial, Any]:
        """The tutorial's steps and its fixed deal (a session)."""
        if self.spec.tutorial is None:
            raise NotImplementedError(f"{self.game} has no tutorial")
        return self.spec.tutorial()

    def offering(self) -> bool:
        """Whether the first-visit offer shows now: from the table's first drawing until answered or a move of the
        player's. It is a panel beside the player's part, not a question over the table, and holds nothing: over
        the table it held the CPUs (a review: "New here?" over Ben's turn, the player unable to move); shown on the
        player's turn only, it came seconds late, over the piles, and took a tap meant for one (another review).
        A game whose offer is over the table (:attr:`FeatureSpec.offer_over_table`) asks it on the player's turn
        only."""
        s = self.app.session
        if not self.offer or s is None or s.needs_handoff:
            return False
        return not self.spec.offer_over_table or s.actor == "human"

    def coach(self) -> Coach | None:
        """The coach panel: the tutorial's step, or the first-visit offer."""
        t = self.tutorial
        if isinstance(t, Tutorial):
            text = t.text(self.app.session)
            # (every step numbered, the last one too: "Step 5 of 5: That's the game")
            title = _("{progress}: {title}").format(progress=t.progress(), title=t.title())
            if t.done:
                return Coach(title, text, (("tutorial-exit", _("Back to my game")),), primary="tutorial-exit")
            actions: tuple[tuple[str, str], ...] = (("tutorial-exit", _("Skip the tutorial")),)
            if not t.waits:
                actions = (("tutorial-next", pgettext("button", "Next")), *actions)
            primary = "" if t.waits else "tutorial-next"
            return Coach(title, text, actions, primary=primary)
        if self.offering():
            spec = self.spec
            return Coach(_(spec.offer_title), _(spec.offer_text),
                         (("tutorial-start", _("Start the tutorial")), ("tutorial-later", _("No thanks"))),
                         primary="tutorial-start", over_table=spec.offer_over_table)  # fmt: skip
        return None

    def start_tutorial(self) -> None:
        """Deal the tutorial's game (the saved game is left alone: nothing is saved or counted)."""
        app = self.app
        app.ui.close_dialog("tutorial")
        self.offer = False
        self.tutorial, session = self.new_tutorial()
        self.tutorial.touch = app.touch  # (its words: taps on a touch screen, clicks and keys elsewhere)
        app.set_session(session)
        app.message = None
        self.point()
        self.announce(self.tutorial.words(session))
        app.render()
        app.schedule()

    def next_step(self) -> None:
        t = self.tutorial
        if isinstance(t, Tutorial):
            t.next()
            self.point()
            self.announce(t.words(self.app.session))
            self.app.render()
            self.app.schedule()

    def passed(self, counts: bool) -> None:
        """The player made a move in the tutorial (``counts``: one its step is about)."""
        t = self.tutorial
        if isinstance(t, Tutorial) and not t.done and t.passed(counts):
            self.announce(t.words(self.app.session))

    def refusal(self, move: Any) -> str | None:
        """Why the tutorial's step turns the player's ``move`` down, saying what to do instead (None: it does not;
        :attr:`~web.shell.tutorial.Step.allows`)."""
        t = self.tutorial
        return t.refusal(self.app.session, move) if isinstance(t, Tutorial) else None

    def point(self) -> None:
        """On the player's turn, highlight the move the tutorial's step points at, as a hint does (a step that
        points at none leaves the hint alone; :attr:`~web.shell.tutorial.Step.points`)."""
        t, s = self.tutorial, self.app.session
        if isinstance(t, Tutorial) and s is not None and s.actor == "human" and t.current.points is not None:
            self.app.hint = t.pointed(s)

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
    def move_words(self, before: Any, after: Any, move: Any) -> str:
        """What screen readers are told of ``move`` (``before`` and ``after`` are the sessions around it)."""
        return self.spec.move_words(before, after, move)

    def deal_ended(self, before: Any, after: Any) -> bool:
        """Whether the move ended a deal (its banner is then said)."""
        return self.spec.deal_ended(before, after)

    def move_sound(self, before: Any, after: Any, move: Any) -> tuple[str | None, bool]:
        """The move's sound (None: silent) and whether the player won with it (a win sounds at any speed)."""
        return self.spec.move_sound(before, after, move)

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
        if human and self.spec.step_counts is not None:
            self.passed(self.spec.step_counts(move))
        self.point()
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
            "keys": lambda: app.ui.show_keys(self.spec.keys),
            "help": lambda: app.ui.show_rules(self.spec.rules_page(app.session.rules if app.session else None)),
        }.get(action) or self.shared(action)

    def say(self, topic: str) -> None:
        """Read part of the table aloud (a reading key)."""
        if self.app.session is None:
            return
        self.announce(self.spec.speak(self.app.table_view(), topic))
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
    def count(self, s: Any) -> Any:
        """``s`` with its finished deals (and match) added to the statistics, saved (not in the tutorial). The
        session has ``match`` (its ``results``, ``over`` and ``rules``), ``counted`` and ``match_counted``."""
        app, match = self.app, s.match
        results = match.results
        if s.counted >= len(results):
            return s
        if self.tutorial is None:
            for number in range(s.counted, len(results)):
                app.stats = tally_deal(app.stats, s, number, results[number], self._deal_score, int(self.clock()))
            if not s.match_counted and match.over:
                app.stats = tally_match(app.stats, s, self.spec.match_won)
                link = replay_query(app.game, s)  # (the statistics' Watch: its last deal keeps the link)
                app.stats = app.stats.with_replay(link) if link is not None else app.stats
            app.store.save("stats", app.stats.to_dict())
        return replace(s, counted=len(results), match_counted=match.over)

    def _deal_score(self, *args: Any) -> Any:
        score = self.spec.deal_score
        assert score is not None, "a game that counts deals declares deal_score (or overrides count)"
        return score(*args)

    def count_once(self, s: S, record: Callable[[Stats, S, int], Stats]) -> S:
        """``s`` counted: ``record`` adds it to the statistics (with the time now), which are saved."""
        app = self.app
        last = app.stats.history[-1] if app.stats.history else None
        app.stats = record(app.stats, s, int(self.clock()))
        if app.stats.history and app.stats.history[-1] is not last:  # (a game that counts adds its entry)
            link = replay_query(app.game, s)  # (the statistics' Watch)
            app.stats = app.stats.with_replay(link) if link is not None else app.stats
        app.store.save("stats", app.stats.to_dict())
        return replace(s, counted=True)  # type: ignore[type-var]
