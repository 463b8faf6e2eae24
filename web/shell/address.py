"""A game's address, read parameter by parameter (pure): ``?seed=42&rules=quick&level=hard&names=Ann``.

A game's ``setup`` module opens an :class:`Address` on ``location.search`` (the page's own keys, such as
``game``, already taken out), asks it for the parameters every card table reads alike (seed, rules preset, CPU
level, seats, names), reads its own from :attr:`Address.values`, and builds its request from the answers. A bad
value never stops a game: it becomes one short notice in :attr:`Address.errors` and a sensible default.

>>> a = Address("?seed=42&level=hard&colour=red&speed=warp", ("seed", "level"))
>>> a.starts_game(), a.seed(), a.level(("easy", "medium", "hard")), a.speed
(True, 42, 'hard', None)
>>> for line in a.errors:
...     print(line)
Unknown address parameter 'colour' ignored.
speed: 'warp' is not one of slow, normal, fast, instant; keeping your setting.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar, cast
from urllib.parse import parse_qs, urlencode

from kings.errors import RulesError
from kings.i18n import _, ngettext
from kings.seeding import MAX_SEED
from web.shell.quoting import quoted
from web.shell.seats import SeatConfig, made_default, seat_default, whole_number
from web.shell.settingsio import SPEEDS

UNKNOWN_LISTED = 3  #: unknown parameters named one by one; more than this are counted in one notice
R = TypeVar("R")
S = TypeVar("S")


@dataclass(frozen=True, slots=True)
class Request(Generic[S]):
    """What an address asks for: a match to start with its setup (None: none), a speed, and what was wrong."""

    setup: S | None = None
    speed: str | None = None
    errors: tuple[str, ...] = ()


class Address:
    """One address's parameters (each the first value given, stripped) and the notices its bad values earned."""

    def __init__(self, query: str, game_keys: Sequence[str]) -> None:
        self.values = {k: v[0].strip() for k, v in parse_qs(query.lstrip("?"), keep_blank_values=True).items()}
        self.game_keys = tuple(game_keys)  #: the keys of which any one starts a new game
        self.errors = self.unknown_notices(sorted(set(self.values) - {*game_keys, "speed"}))
        speed = self.values.get("speed")
        if speed is not None and speed not in SPEEDS:
            self.errors.append(_("speed: {value} is not one of {choices}; keeping your setting.").format(
                value=quoted(speed), choices=", ".join(SPEEDS)))
            speed = None
        self.speed = speed  #: a speed asked for (it changes the settings, it does not start a game)

    def unknown_notices(self, unknown: list[str]) -> list[str]:
        """The notices on parameters the game does not read (``unknown``, sorted): the first few by name."""
        unknown_one = _("Unknown address parameter {name} ignored.")
        notices = [unknown_one.format(name=quoted(k)) for k in unknown[:UNKNOWN_LISTED]]
        if len(unknown) > UNKNOWN_LISTED:
            more = len(unknown) - UNKNOWN_LISTED
            notices.append(ngettext("{n} more unknown address parameter ignored.",
                                    "{n} more unknown address parameters ignored.", more).format(n=more))
        return notices

    def starts_game(self) -> bool:
        """Whether the address asks for a new game (it names any of the game's keys)."""
        return any(k in self.values for k in self.game_keys)

    def seed(self) -> int | None:
        """``seed``: None (a random seed) when it is missing, blank or not a seed."""
        text = self.values.get("seed")
        if not text:
            return None
        seed = whole_number(text, MAX_SEED)
        if seed is None:
            self.errors.append(_("seed: {value} is not a whole number from 0 to {max}; using a random seed.").format(
                value=quoted(text), max=MAX_SEED))
        return seed

    def rules(self, presets: Mapping[str, R], default: str = "standard", base: R | None = None) -> R:
        """``rules``: the preset it names, else ``base`` (the rules in use, when an address changes only some of
        them: custom rules too, which are no preset) or the ``default`` preset.

        >>> from types import SimpleNamespace as Rules
        >>> quick, mine = Rules(id="quick"), Rules(id="custom")
        >>> a = Address("?rules=slow", ("rules",))
        >>> a.rules({"quick": quick}, base=mine) is mine, a.errors
        (True, ["rules: there is no preset 'slow'; using custom."])
        """
        name = self.values.get("rules")
        fallback = presets[default] if base is None else base
        if name is None:
            return fallback
        if name not in presets:
            using = default if base is None else cast(Preset, base).id
            self.errors.append(_("rules: there is no preset {name}; using {using}.").format(name=quoted(name),
                                                                                          using=using))  # fmt: skip
            return fallback
        return presets[name]

    def options(self, options: Sequence[Any], base: Any) -> dict[str, str]:
        """The rule options the address gives by their keys (``?draw=3&passes=0``) that the game's options (each a
        :class:`web.shell.setupform.Option`) accept, as the new-game dialog's values; a value one refuses becomes a
        notice, and ``base`` (the rules in use) keeps its own.

        >>> from types import SimpleNamespace as Rules
        >>> from web.shell.setupform import Option
        >>> draw = Option("draw", "Draw", "", "choice", (("1", "One"), ("3", "Three")))
        >>> a = Address("?draw=2", ("draw",))
        >>> a.options((draw,), Rules(draw=1)), a.errors
        ({}, ["draw: '2' is not one of the choices; using 1."])
        """
        given = {}
        for option in options:
            text = self.values.get(option.key)
            if not text:
                continue
            try:
                option.parse(text)
            except RulesError as exc:
                why = str(exc).removeprefix(f"{_(option.label)}: ").removesuffix(".")
                self.errors.append(_("{key}: {why}; using {value}.").format(key=option.key, why=why,
                                                                            value=option.field(base).value))
                continue
            given[option.key] = text
        return given

    def level(self, levels: Sequence[str], default: str = "medium") -> str:
        """``level``: the CPUs' level, one of ``levels``."""
        level = self.values.get("level") or default
        if level not in levels:
            self.errors.append(_("level: {value} is not one of {choices}; using {default}.").format(
                value=quoted(level), choices=", ".join(levels), default=default))
            return default
        return level

    def seats(self, kinds: list[str], allowed: Sequence[str], counts: range, count_text: str) -> list[str]:
        """``seats``: a kind (of ``allowed``) for each seat, ``len(counts)`` of them; else ``kinds``.

        ``count_text`` says how many seats may be asked for in a notice (``four``, ``2 to 8``)."""
        text = self.values.get("seats")
        if text is None:
            return kinds
        asked = [k.strip().lower() for k in text.split(",")]
        if len(asked) in counts and all(k in allowed for k in asked):
            return asked
        # Translators: {count} says how many seats ("four", "2 to 8"); {kinds} the kinds of player, as typed
        self.errors.append(_("seats: {value} is not {count} of {kinds}; using {using}.").format(
            value=quoted(text), count=count_text, kinds=", ".join(allowed), using=",".join(kinds)))
        return kinds

    def request(self, setup: S | None) -> Request[S]:
        """The request: ``setup`` to start (None: none), the speed asked for, the notices so far."""
        return Request(setup, self.speed, tuple(self.errors))

    def names(self) -> list[str]:
        """``names``: one per seat, comma-separated (a blank one keeps that seat's default, and so does that seat's
        default name in any language: a link shared from a page in Portuguese says ``Jogador 2``)."""
        text = self.values.get("names")
        return ["" if made_default(name.strip(), i) else name for i, name in enumerate(text.split(","))] if text else []


class Preset(Protocol):
    @property
    def id(self) -> str: ...


class Shareable(Protocol):
    """A game's setup, as an address carries it."""

    @property
    def seats(self) -> tuple[SeatConfig, ...]: ...

    @property
    def rules(self) -> Preset: ...


def share_query(game: str | None, setup: Shareable, seed: int, presets: Mapping[str, object]) -> str | None:
    """The query that starts this game again (None for custom rules, which an address cannot carry); ``game`` None
    leaves the game out (the page's first game, Kings in the Corner, has always been shared without it)."""
    if presets.get(setup.rules.id) != setup.rules:
        return None
    return "?" + urlencode({**({} if game is None else {"game": game}), "seed": str(seed), "rules": setup.rules.id,
                            "seats": ",".join(s.kind for s in setup.seats),
                            "names": ",".join(_shared_name(i, s) for i, s in enumerate(setup.seats))})  # fmt: skip


def _shared_name(seat: int, s: SeatConfig) -> str:
    """Seat ``seat``'s name as an address carries it: blank for a human's default name (``Player 2``), which the
    address's reader says in their own language."""
    return "" if s.is_human and s.name == seat_default(seat) else s.name.replace(",", " ")
