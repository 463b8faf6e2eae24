"""The player's profile (pure): a name, an avatar from a built-in set, and a level in each game, grown by the
experience its finished deals and matches earned.

Nothing of the levels is stored: they are counted again each time from the statistics every game keeps (its
tallies, and the last deals one by one), so there is nothing new to corrupt, and an import or a restore of the
statistics moves the levels with them. Only the name and the avatar are stored (``kings.profile``, shared by every
game, backed up with the shared settings). Levels change nothing in any game's rules.

Experience: each game says what a deal and a match are worth, won or lost (:class:`Experience`; a loss earns
something too). A stronger CPU at the table adds to it (:data:`LEVEL_BONUS`, from the tallies by opponent level,
so every deal ever played counts), and so does a deal played online (from the history's ``online`` fact).

>>> from web.shell.stats import Stats, Tally
>>> stats = Stats(Tally(deals=5, deals_won=2), by_level={"hard": Tally(deals=1, deals_won=1)})
>>> experience(stats, Experience(win=10, loss=3))  # 2 won, 3 lost: 29; a deal won against hard: 10 more
39
>>> level_of(49), level_of(50), level_of(149), level_of(150)
(Level(number=1, xp=49, into=49, span=50), Level(number=2, xp=50, into=0, span=100), \
Level(number=2, xp=149, into=99, span=100), Level(number=3, xp=150, into=0, span=150))
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from kings.i18n import N_
from web.shell.online.names import check_name
from web.shell.stats import Stats, Tally
from web.shell.storage import Store

KIND = "profile"  #: the kind the name and avatar are stored under, shared by every game (``kings.profile``)
MAX_LEVEL = 99
STEP = 50  #: level n+1 needs STEP * n more experience than level n: 50 for level 2, 100 more for 3, ...

#: Each extra kind of opponent's share of a deal's experience, in percent: a hard CPU at the table doubles it.
LEVEL_BONUS: dict[str, int] = {"medium": 50, "hard": 100, "expert": 150}
ONLINE_BONUS = 100  #: a deal against players online (the history's ``online`` fact) earns twice as much

#: The built-in avatars: id -> (symbol, colour name). Drawn by CSS from these (web/shell/profile.css): nothing
#: is fetched, and a stored id that is not here is read as the first.
AVATARS: dict[str, tuple[str, str]] = {
    "crown": ("♚", "gold"), "queen": ("♛", "plum"), "rook": ("♜", "slate"), "bishop": ("♝", "teal"),
    "knight": ("♞", "brick"), "pawn": ("♟", "moss"), "spade": ("♠", "ink"), "heart": ("♥", "rose"),
    "diamond": ("♦", "amber"), "club": ("♣", "forest"), "star": ("★", "sky"), "sun": ("☀", "sunset"),
}  # fmt: skip
DEFAULT_AVATAR = "crown"
DEFAULT_NAME = N_("You")  #: (translated where it is shown: a saved name is never this word)


@dataclass(frozen=True, slots=True)
class Experience:
    """What a game's finished deal (hand, round, game of a match) and match earn, won or lost."""

    win: int = 10
    loss: int = 3
    match_win: int = 0
    match_loss: int = 0

    def of(self, t: Tally) -> int:
        """The experience the deals and matches of tally ``t`` earned, before any bonus."""
        return (self.win * t.deals_won + self.loss * (t.deals - t.deals_won)
                + self.match_win * t.matches_won + self.match_loss * (t.matches - t.matches_won))  # fmt: skip


def experience(stats: Stats, worth: Experience) -> int:
    """Every finished deal and match's experience in ``stats``: the base, then each stronger CPU's bonus (from its
    opponent level's tally) and the online deals' of the history."""
    xp = worth.of(stats.total)
    for level, bonus in LEVEL_BONUS.items():
        xp += worth.of(stats.by_level.get(level, Tally())) * bonus // 100
    for entry in stats.history:
        if "online" in entry.facts:
            xp += (worth.win if entry.won else worth.loss) * ONLINE_BONUS // 100
    return max(0, xp)


def threshold(number: int) -> int:
    """The experience level ``number`` starts at: 0 for level 1, 50 for 2, 150 for 3, 300 for 4..."""
    return STEP * (number - 1) * number // 2


@dataclass(frozen=True, slots=True)
class Level:
    """A level reached: its number, the experience in all, how far into this level and how long it is."""

    number: int
    xp: int
    into: int  #: experience since this level started
    span: int  #: experience from this level to the next (0 at :data:`MAX_LEVEL`)

    @property
    def percent(self) -> int:
        """How far to the next level, 0 to 100 (100 at the top level)."""
        return 100 if not self.span else min(100, 100 * self.into // self.span)

    @property
    def to_next(self) -> int:
        return self.span - self.into


def level_of(xp: int) -> Level:
    """The level ``xp`` experience reaches."""
    number = 1
    while number < MAX_LEVEL and threshold(number + 1) <= xp:
        number += 1
    span = threshold(number + 1) - threshold(number) if number < MAX_LEVEL else 0
    return Level(number, xp, xp - threshold(number), span)


@dataclass(frozen=True, slots=True)
class Profile:
    """The player's name and avatar, as stored."""

    name: str = ""  #: "" until the player types one (shown as :data:`DEFAULT_NAME`)
    avatar: str = DEFAULT_AVATAR

    @property
    def shown_name(self) -> str:
        return self.name or DEFAULT_NAME

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "avatar": self.avatar}


def read_profile(data: Any) -> tuple[Profile, list[str]]:
    """A stored profile, part by part, and what could not be read in a few words: a name is read as online play
    reads one (:func:`web.shell.online.names.check_name`: what garbles a line dropped, too long refused), an avatar
    not of the set is the first. Raises ValueError when ``data`` is no object at all."""
    if not isinstance(data, dict):
        raise ValueError("a profile must be an object")
    dropped: list[str] = []
    name, raw = "", data.get("name", "")
    if isinstance(raw, str) and raw:
        name, why = check_name(raw)
        if why is not None:
            dropped.append(N_("the name"))
    elif raw != "":
        dropped.append(N_("the name"))
    avatar = data.get("avatar", DEFAULT_AVATAR)
    if avatar not in AVATARS:
        dropped.append(N_("the avatar"))
        avatar = DEFAULT_AVATAR
    return Profile(name, avatar), dropped


def load_profile(store: Store) -> Profile:
    """The profile saved on this device (the default if none): what cannot be read is set aside, with a notice."""
    shared = store.shared()
    data = shared.load(KIND)
    if data is None:
        return Profile()
    try:
        profile, dropped = read_profile(data)
    except ValueError:
        shared.reject(KIND, N_("could not be read"))
        return Profile()
    if dropped:
        shared.repaired(KIND, dropped, profile.to_dict())
    return profile


def save_profile(store: Store, profile: Profile) -> None:
    store.shared().save(KIND, profile.to_dict())


def named(profile: Profile, typed: str) -> tuple[Profile, str | None]:
    """``profile`` with the name the player ``typed`` (blank: the default), or unchanged and the reason it is
    refused, in plain words."""
    if not str(typed).strip():  # cleared on purpose: the default name again
        return Profile("", profile.avatar), None
    name, why = check_name(typed)
    return (profile, why) if why is not None else (Profile(name, profile.avatar), None)


@dataclass(frozen=True, slots=True)
class SeatCard:
    """What a seat at a public table may show of its player, self-reported: name, avatar id, level in each game."""

    name: str
    avatar: str
    levels: tuple[tuple[str, int], ...]  #: (game id, level), in the lobby's order


def seat_card(profile: Profile, stats: Mapping[str, Stats], worth: Mapping[str, Experience]) -> SeatCard:
    """The seat's self-reported card from the profile and every game's statistics (``worth``: each game's
    :class:`Experience`; a game without statistics is at level 1).

    >>> seat_card(Profile("Ann", "heart"), {}, {"king": Experience()})
    SeatCard(name='Ann', avatar='heart', levels=(('king', 1),))
    """
    levels = tuple((g, level_of(experience(stats.get(g, Stats()), w)).number) for g, w in worth.items())
    return SeatCard(profile.shown_name, profile.avatar, levels)


def saved_stats(store: Store, game: str) -> Stats:
    """``game``'s statistics as saved, read without changing anything (empty when none can be read: the game sets
    unreadable ones aside itself when it opens). The profile page only reads them, so it never writes over a game
    another tab or the open table is saving."""
    from web.shell.storage import UNREADABLE, migrate, read_json

    part = store.for_game(game)
    try:
        envelope = read_json(part.peek(part.key("stats")) or "null")
        if not isinstance(envelope, dict) or envelope.get("kind") != "stats":
            return Stats()
        version = envelope.get("schema")
        if isinstance(version, bool) or not isinstance(version, int):
            return Stats()
        return Stats.salvaged(migrate("stats", version, envelope.get("data")))[0]
    except UNREADABLE:
        return Stats()
