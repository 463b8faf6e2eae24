"""Every game's achievements and what its finished games are worth (pure data, and the test of each).

An achievement is unlocked by what the statistics a player already has say (:class:`~web.shell.stats.Stats`: the
tallies, the last deals one by one with the facts a game noted of each, and a game's records): it is tested again
each time the profile is shown, so nothing is stored for it and nothing can go out of step. Each test is a
:class:`Need`, plain data (so a test can build the statistics that meet it, or just miss it).

The declarations live here, beside the games' names (:mod:`web.shell.games`), not in each game's package: the
profile page opens from the lobby, which has none of the games' code, and a game's code loads only when it opens.
What a game adds to its statistics for them (a King auction won, a 3-13 round gone out, a King's Court game won
by a triple jump) it notes in its own results (:attr:`web.shell.tally.DealScore.facts`).

>>> from web.shell.stats import DealEntry, Stats, Tally
>>> [a.id for a in GAMES["klondike"].achievements if a.need.met(Stats(Tally(deals=1, deals_won=1)))]
['first-win']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from kings.i18n import N_
from web.shell.profile import Experience, experience, level_of, saved_stats
from web.shell.stats import DealEntry, Stats, Tally
from web.shell.storage import Store

What = Literal["deals", "matches", "streak", "presets", "record-under", "record-at-least"]


@dataclass(frozen=True, slots=True)
class Need:
    """What unlocks an achievement: at least ``count`` of ``what`` (deals, matches, deals won in a row, rules
    presets), won or only finished, narrowed to a CPU ``level`` at the table, a rules ``preset``, a ``fact`` the
    game noted, at least ``players`` seats, or no penalty points (``clean``); or a record of the game (``record``,
    a name or, ending in ``:``, any of a kind: ``time:``) under or at least ``count``."""

    what: What
    count: int = 1
    won: bool = True
    level: str = ""
    preset: str = ""
    fact: str = ""
    players: int = 0
    clean: bool = False
    record: str = ""

    @property
    def by_deal(self) -> bool:
        """Whether it is counted deal by deal in the history (the tallies cannot say it)."""
        return bool(self.fact or self.players or self.clean or (self.level and self.preset))

    def met(self, stats: Stats) -> bool:
        if self.what == "deals" and self.by_deal:
            return sum(1 for e in stats.history if self._fits(e)) >= self.count
        if self.what in ("deals", "matches"):
            t = stats.by_level.get(self.level) if self.level else stats.by_preset.get(self.preset) if self.preset \
                else stats.total  # fmt: skip
            t = t or Tally()
            if self.what == "deals":
                return (t.deals_won if self.won else t.deals) >= self.count
            return (t.matches_won if self.won else t.matches) >= self.count
        if self.what == "streak":
            run = best = 0
            for e in stats.history:
                run = run + 1 if e.won else 0
                best = max(best, run)
            return best >= self.count
        if self.what == "presets":
            return sum(1 for t in stats.by_preset.values() if (t.deals_won if self.won else t.deals)) >= self.count
        values = [v for k, v in stats.records.items()
                  if k == self.record or (self.record.endswith(":") and k.startswith(self.record))]  # fmt: skip
        if self.what == "record-under":
            return any(0 <= v < self.count for v in values)
        return any(v >= self.count for v in values)

    def _fits(self, e: DealEntry) -> bool:
        return ((e.won or not self.won) and (not self.level or self.level in e.levels)
                and (not self.preset or e.rules == self.preset) and (not self.fact or self.fact in e.facts)
                and e.players >= self.players and (not self.clean or e.penalty == 0))  # fmt: skip


@dataclass(frozen=True, slots=True)
class Achievement:
    """One achievement: a stable id (never reused), a plain name, a one-line how-to, and what unlocks it."""

    id: str
    name: str
    how: str
    need: Need


@dataclass(frozen=True, slots=True)
class GameProfile:
    """What a game declares for the profile: what its deals and matches are worth, and its achievements."""

    worth: Experience
    achievements: tuple[Achievement, ...]


def _a(id: str, name: str, how: str, what: What, count: int = 1, **narrowed: object) -> Achievement:
    return Achievement(id, name, how, Need(what, count, **narrowed))  # type: ignore[arg-type]


GAMES: dict[str, GameProfile] = {
    "corners": GameProfile(Experience(win=10, loss=3, match_win=30, match_loss=10), (
        _a("first-win", N_("First win"), N_("Win a deal."), "deals"),
        _a("hard-win", N_("Giant slayer"), N_("Win a deal with a hard CPU at the table."), "deals", level="hard"),
        _a("match-win", N_("Match winner"), N_("Win a whole match."), "matches"),
        _a("hard-match", N_("Against the best"), N_("Win a match with a hard CPU at the table."),
           "matches", level="hard"),
        _a("expert-win", N_("Expert beater"), N_("Win a deal with an expert CPU at the table."),
           "deals", level="expert"),
        _a("full-table", N_("Full table"), N_("Win a deal at a table of six."), "deals", players=6),
        _a("streak", N_("Hot streak"), N_("Win three deals in a row."), "streak", 3),
        _a("online-win", N_("Across the wire"), N_("Win a deal played online."), "deals", fact="online"),
        _a("presets", N_("Rule bender"), N_("Win deals under three different rule presets."), "presets", 3),
        _a("regular", N_("Regular"), N_("Finish 50 deals."), "deals", 50, won=False),
    )),
    "king": GameProfile(Experience(win=8, loss=3, match_win=40, match_loss=12), (
        _a("first-win", N_("Best hand"), N_("Score the most points of the table in a hand."), "deals"),
        _a("game-win", N_("King of the table"), N_("Win a whole game of King."), "matches"),
        _a("auction", N_("Auctioneer"), N_("Win an auction for a positive hand."), "deals", won=False, fact="auction"),
        _a("clean", N_("Clean hands"), N_("Take no penalty at all in a negative hand."),
           "deals", won=False, clean=True),
        _a("hard-win", N_("Giant slayer"), N_("Score the most in a hand with a hard CPU at the table."), "deals",
           level="hard"),
        _a("hard-game", N_("Against the best"), N_("Win a game with a hard CPU at the table."),
           "matches", level="hard"),
        _a("online-win", N_("Across the wire"), N_("Score the most in a hand played online."), "deals", fact="online"),
        _a("streak", N_("Hot streak"), N_("Score the most in three hands in a row."), "streak", 3),
        _a("regular", N_("Regular"), N_("Finish 50 hands."), "deals", 50, won=False),
    )),
    "three-thirteen": GameProfile(Experience(win=6, loss=2, match_win=40, match_loss=12), (
        _a("first-win", N_("Low scorer"), N_("Score the lowest in a round."), "deals"),
        _a("out", N_("Out!"), N_("Go out: meld every card and end a round."), "deals", won=False, fact="out"),
        _a("clean", N_("Perfect round"), N_("Finish a round with no penalty points."), "deals", won=False, clean=True),
        _a("game-win", N_("Game winner"), N_("Win a whole game of eleven rounds."), "matches"),
        _a("hard-game", N_("Against the best"), N_("Win a game with a hard CPU at the table."),
           "matches", level="hard"),
        _a("online-win", N_("Across the wire"), N_("Score the lowest in a round played online."),
           "deals", fact="online"),
        _a("streak", N_("Hot streak"), N_("Score the lowest in three rounds in a row."), "streak", 3),
        _a("outs", N_("Always out"), N_("Go out in ten rounds."), "deals", 10, won=False, fact="out"),
        _a("regular", N_("Regular"), N_("Finish 55 rounds (five whole games)."), "deals", 55, won=False),
    )),
    "kings-cup": GameProfile(Experience(win=10, loss=5), (
        _a("first-game", N_("Cheers"), N_("Finish a game of Kings Cup."), "deals", won=False),
        _a("first-win", N_("Top of the cup"), N_("Finish a game with the fewest points."), "deals"),
        _a("party", N_("Party of eight"), N_("Finish a game with eight players or more."),
           "deals", won=False, players=8),
        _a("full-house", N_("Full house"), N_("Finish a game with twelve players."), "deals", won=False, players=12),
        _a("decks", N_("New rules"), N_("Finish games with two different decks or endings."), "presets", 2, won=False),
        _a("streak", N_("Lucky run"), N_("Finish three games in a row with the fewest points."), "streak", 3),
        _a("regular", N_("Regular"), N_("Finish 10 games."), "deals", 10, won=False),
        _a("host", N_("Life of the party"), N_("Finish 25 games."), "deals", 25, won=False),
    )),
    "klondike": GameProfile(Experience(win=20, loss=4), (
        _a("first-win", N_("Solved"), N_("Win a deal."), "deals"),
        _a("quick", N_("Quick hands"), N_("Win a deal in under three minutes."), "record-under", 180, record="time:"),
        _a("lightning", N_("Lightning"), N_("Win a deal in under two minutes."), "record-under", 120, record="time:"),
        _a("draw-three", N_("Three at a time"), N_("Win a deal drawing three cards."), "deals", preset="draw-three"),
        _a("vegas", N_("High roller"), N_("Win a Vegas deal, drawing one."), "deals", preset="vegas-one"),
        _a("streak", N_("Three in a row"), N_("Win three deals in a row."), "record-at-least", 3, record="best_streak"),
        _a("streak-five", N_("On a roll"), N_("Win five deals in a row."), "record-at-least", 5, record="best_streak"),
        _a("ten-wins", N_("Ten solved"), N_("Win ten deals."), "deals", 10),
        _a("regular", N_("Patience"), N_("Finish 100 deals."), "deals", 100, won=False),
    )),
    "kings-court": GameProfile(Experience(win=15, loss=5, match_win=30, match_loss=10), (
        _a("first-win", N_("First win"), N_("Win a game."), "deals"),
        _a("hard-win", N_("Giant slayer"), N_("Win a game against the hard CPU."), "deals", level="hard"),
        _a("triple-jump", N_("Triple jump"), N_("Win a game with a jump over three pieces."),
           "deals", fact="triple-jump"),
        _a("match-win", N_("Match winner"), N_("Win a whole match."), "matches"),
        _a("hard-match", N_("Against the best"), N_("Win a match against the hard CPU."), "matches", level="hard"),
        _a("online-win", N_("Across the wire"), N_("Win a game played online."), "deals", fact="online"),
        _a("streak", N_("Hot streak"), N_("Win three games in a row."), "streak", 3),
        _a("regular", N_("Regular"), N_("Finish 25 games."), "deals", 25, won=False),
    )),
}


def unlocked(game: str, stats: Stats) -> tuple[tuple[Achievement, bool], ...]:
    """Each of ``game``'s achievements, and whether ``stats`` unlock it."""
    return tuple((a, a.need.met(stats)) for a in GAMES[game].achievements)


def level_in(store: Store, game: str) -> int:
    """The player's level in ``game`` as its saved statistics give it (the profile page's figure; 0 for a game
    with no levels): what they report at a public table."""
    declared = GAMES.get(game)
    if declared is None:
        return 0
    return level_of(experience(saved_stats(store, game), declared.worth)).number
