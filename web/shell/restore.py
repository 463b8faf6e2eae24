"""Restoring a backup (pure, but it loads each game's modules): every entry checked by the game's own readers, then
merged with what this device has or replacing it, as the player chose, and a summary of what was taken, what this
device kept, and what was refused and why.

Each game's entries are checked the way the game reads its saved data when it opens: they are written into a
scratch store and the game's controller (its :class:`~web.shell.controller.TableApp`, found in its table module)
reads them there (:meth:`~web.shell.controller.TableApp.check_saved`), field by field and entry by entry; what it
keeps is what is restored, what it drops is refused with its reason. A new game is checked the moment it registers
(:mod:`web.shell.games`): nothing here names a game.

Merging keeps this device's saved game, settings and own data where it has them and takes the backup's where it has
none; of two sets of statistics it keeps the one counting more deals (the same deals may be in both: adding them up
would count them twice). Replacing makes this device's saved data the backup's: what the backup does not hold is
cleared, what it holds but cannot be used is left as it was. Online play's saved room, game and seat
(:data:`web.shell.storage.ONLINE_KINDS`) are never in a backup and a restore leaves them as they are.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from kings.i18n import N_, _, ngettext
from web.shell import quarantine
from web.shell.backends import MemoryBackend
from web.shell.backup import BASE_KINDS, NOUNS, Backup
from web.shell.games import GAMES
from web.shell.settingsio import read_prefs, salvage_fields
from web.shell.stats import Stats
from web.shell.storage import ONLINE_KINDS, Store

MERGE, REPLACE = "merge", "replace"


@dataclass
class Summary:
    """What a restore did, line by line, in words for the player."""

    taken: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)  #: what this device kept instead of the backup's (merge)
    refused: list[str] = field(default_factory=list)


def app_class(game_id: str) -> Any:
    """The game's controller class (a TableApp subclass), or None."""
    from web.shell.controller import TableApp

    app = GAMES[game_id].app()
    return app if isinstance(app, type) and issubclass(app, TableApp) and app.game == game_id else None


def kinds(game_id: str) -> tuple[str, ...]:
    """What ``game_id`` saves: every game's kinds, and its own (without loading the game: :mod:`web.shell.games`)."""
    return (*BASE_KINDS, *GAMES[game_id].kinds)


def noun(game_id: str, kind: str) -> str:
    name = GAMES[game_id].title if game_id in GAMES else game_id
    return _("{game} {what}").format(game=name, what=_(NOUNS.get(kind, kind)))


def check(game_id: str, entries: Mapping[str, Any], summary: Summary) -> dict[str, Any]:
    """The entries of ``game_id`` its own readers keep (each as the game would save it again); what they drop is
    added to ``summary`` with the reason."""
    app = app_class(game_id)
    if app is None:
        summary.refused.append(_("{game}: this version cannot check its saved data").format(game=GAMES[game_id].title))
        return {}
    scratch = Store(MemoryBackend())
    part = scratch.for_game(game_id)
    for kind, data in entries.items():
        part.write(kind, data)
    app(None, scratch).check_saved()
    why = {e["key"]: e["why"] for e in quarantine.entries(scratch.peek)}
    kept: dict[str, Any] = {}
    for kind in entries:
        key, data = part.key(kind), part.load(kind)
        if data is None:
            summary.refused.append(_("{what}: {why}").format(what=noun(game_id, kind),
                                                             why=_(why.get(key, N_("could not be read")))))
            continue
        kept[kind] = data
        if key in why:
            summary.refused.append(_("{what}, in part: {why}").format(what=noun(game_id, kind), why=_(why[key])))
    return kept


def _not_kept(kind: str) -> str:
    """Why a backup's entry of ``kind`` is not a game's saved data."""
    if kind in ONLINE_KINDS:
        return _("online play's data stays on the device that played it")
    return _("this game keeps nothing of that kind")


def _deals(data: Any) -> int:
    try:
        return Stats.salvaged(data)[0].total.deals
    except ValueError:
        return -1


def restore(store: Store, backup: Backup, mode: str) -> Summary:
    """Restore ``backup`` into ``store`` (merging or replacing, ``mode``); every game then reads its data again."""
    summary = Summary(refused=list(backup.refused))
    prefs = backup.shared.get("prefs")
    if prefs is not None:
        try:
            _value, good, dropped = salvage_fields(read_prefs, prefs, read_prefs({}))
            _take(store.shared(), "prefs", good, mode, summary, _("Settings shared by every game"))
            if dropped:
                summary.refused.append(_("settings shared by every game, in part: {parts}").format(
                    parts=", ".join(_(part) for part in dropped)))
        except ValueError:
            summary.refused.append(_("settings shared by every game: could not be read"))
    _restore_profile(store, backup, mode, summary)
    for game_id, entries in backup.games.items():
        if game_id not in GAMES:
            summary.refused.append(_("{game}: there is no such game here").format(game=game_id))
            continue
        known = {k: v for k, v in entries.items() if k in kinds(game_id)}
        summary.refused += [_("{what}: {why}").format(what=noun(game_id, k), why=_not_kept(k)) for k in entries
                            if k not in known]  # fmt: skip
        good = check(game_id, known, summary)
        part = store.for_game(game_id)
        for kind, data in good.items():
            _take(part, kind, data, mode, summary, noun(game_id, kind), backup.lobby.get(game_id))
    if mode == REPLACE:
        for game_id in GAMES:
            held = backup.games.get(game_id, {})
            for kind in kinds(game_id):
                if kind not in held and store.for_game(game_id).peek(store.for_game(game_id).key(kind)) is not None:
                    store.for_game(game_id).clear(kind)
                    summary.taken.append(_("{what}: cleared (the backup has none)").format(what=noun(game_id, kind)))
    store.restored()
    return summary


def _take(part: Store, kind: str, data: Any, mode: str, summary: Summary, what: str, lobby: Any = None) -> None:
    """Write one checked entry (merging: unless this device's own is to be kept)."""
    mine = part.load(kind) if mode == MERGE else None
    if mine is not None:
        if kind != "stats":
            summary.kept.append(_("{what}: this device has its own").format(what=what))
            return
        here, there = _deals(mine), _deals(data)
        if here >= there:
            kept = _("{what}: this device counts as many deals or more ({here}; the backup {there})")
            summary.kept.append(kept.format(what=what, here=here, there=there))
            return
    part.write(kind, data, lobby if kind == "match" and isinstance(lobby, dict) else None)
    if kind == "stats":
        deals = _deals(data)
        what = ngettext("{what} ({n} deal)", "{what} ({n} deals)", deals).format(what=what, n=deals)
    summary.taken.append(what)


def _restore_profile(store: Store, backup: Backup, mode: str, summary: Summary) -> None:
    """The backup's profile (name and avatar), read as the profile page reads it (:mod:`web.shell.profile`)."""
    data = backup.shared.get("profile")
    if data is None:
        return
    from web.shell.profile import KIND, read_profile

    try:
        profile, dropped = read_profile(data)
    except ValueError:
        summary.refused.append(_("your profile: could not be read"))
        return
    _take(store.shared(), KIND, profile.to_dict(), mode, summary, _("Your profile (name and avatar)"))
    if dropped:
        summary.refused.append(_("your profile, in part: {parts} could not be read").format(
            parts=_(" and ").join(_(part) for part in dropped)))
