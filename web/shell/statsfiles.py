"""The statistics dialog and every file the table reads or writes (pure): the statistics' export and import, the
unreadable data set aside, the backup of everything and its restore. A mixin of
:class:`web.shell.features.Features`, which gives it the controller (``app``), the game's id and a clock.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import Any

from kings.i18n import _, long_date, ngettext
from web.shell.games import GAMES
from web.shell.stats import Figures, Overview, Stats, combined
from web.shell.statsio import ImportRefused, export_name, export_text, import_text, load_games, replace_games


class StatsFiles:
    """The statistics dialog, the statistics files and the backup, for one game's controller."""

    app: Any  #: the controller (its ``ui``, ``store``, ``stats``)
    clock: Callable[[], float]
    game: str  #: the registry id (its statistics)

    def all_stats(self) -> dict[str, Stats]:
        """Every game's statistics, in the lobby's order: this game's as they stand, the others' as saved."""
        app = self.app
        saved = load_games(app.store, [g for g in GAMES if g != self.game])
        return {g: app.stats if g == self.game else saved[g] for g in GAMES if g == self.game or g in saved}

    def overview(self) -> Overview:
        """(game name, its totals) for every game with statistics, this one always included."""
        return tuple((GAMES[g].title, s.total) for g, s in self.all_stats().items())

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
        # Translators: the English says "deals" whatever the number; a language's singular form may say "deal"
        exported = ngettext("Exported {n} deals to a file.", "Exported {n} deals to a file.", total.deals)
        app.ui.stats_note(exported.format(n=total.deals), False)

    def import_stats(self, text: str) -> None:
        """Replace every game's statistics with a file's; a bad file is refused and nothing changes."""
        app = self.app
        try:
            games = import_text(text)
        except ImportRefused as exc:
            app.ui.stats_note(_("Not imported: {why} Your statistics are unchanged.").format(why=exc), True)
            return
        replace_games(app.store.shared(), games, GAMES)
        app.stats = games.get(self.game, Stats())
        self.show_stats()
        total = combined(s.total for s in games.values())
        deals = ngettext("{n} deal", "{n} deals", total.deals).format(n=total.deals)
        matches = ngettext("{n} match", "{n} matches", total.matches).format(n=total.matches)
        app.ui.stats_note(_("Imported {deals} and {matches}: they replace the statistics this device had.").format(
            deals=deals, matches=matches), False)

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
            return [_("Not restored: {why} Nothing was changed.").format(why=exc)], True
        summary = restore(self.app.store.shared(), backup, mode)
        self.app.reload_saved()
        day = shown_day(backup.exported)
        if mode == "merge":
            lines = [_("Restored the backup of {day}, merged with what this device had.").format(day=day)]
        else:
            lines = [_("Restored the backup of {day}, replacing what this device had.").format(day=day)]
        for head, items in ((_("Taken: {items}."), summary.taken), (_("Kept from this device: {items}."), summary.kept),
                            (_("Refused: {items}."), summary.refused)):  # fmt: skip
            if items:
                lines.append(head.format(items="; ".join(items)))
        return lines, False


def shown_day(stamp: str) -> str:
    """The day of an ISO time stamp (a backup's ``exported``), written out: ``20 November 2026``.

    >>> shown_day("2026-11-20T10:00:00Z"), shown_day("")
    ('20 November 2026', 'an unknown day')
    """
    try:
        return long_date(datetime.date.fromisoformat(stamp[:10]))
    except ValueError:
        return _("an unknown day")
