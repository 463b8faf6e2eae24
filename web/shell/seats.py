"""Who sits at a table, for every game (pure): a seat's name and kind (``human`` or a CPU level),
names as players type them, default names, whole numbers as players type them.

A game says which kinds it has (its CPU levels, from the engine registry); everything else about a
seat is the same in every game.

>>> make_seats(["human", "medium", "hard"])
(SeatConfig(name='You', kind='human'), SeatConfig(name='Ada', kind='medium'), SeatConfig(name='Ben', kind='hard'))
>>> SeatConfig("Ada", "medium").level_label, clean_name("  Ann   Lee  ")
('CPU · medium', 'Ann Lee')
>>> seats_from_list([{"name": "Zed", "kind": "wizard"}], ("human", "easy"), 4)
Traceback (most recent call last):
  ...
ValueError: a seat must have a name and a kind
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Generic, Protocol, Self, TypeVar

from kings.i18n import N_, _, pgettext

HUMAN = "human"
#: The CPUs' default names, one per seat of the largest table any game seats (Kings Cup's 12), so no two seats share
#: one at any size (seat 8 of 3-13 was a second "Ada", review 75); the first six as they always were.
CPU_NAMES: tuple[str, ...] = ("Ada", "Ben", "Cleo", "Dev", "Eve", "Finn", "Gus", "Hana", "Ivo", "Jade", "Kai", "Lena")
MAX_NAME = 40
#: The CPU levels' names, as a seat's menu shows them (``CPU · medium``).
LEVEL_NAMES = {"random": N_("random"), "easy": N_("easy"), "medium": N_("medium"), "hard": N_("hard"),
               "expert": N_("expert")}


def kind_label(kind: str) -> str:
    """``Human``, or ``CPU · medium``: how a seat's kind reads in menus and on the table."""
    if kind == HUMAN:
        return pgettext("kind of player", "Human")
    return _("CPU · {level}").format(level=_(LEVEL_NAMES.get(kind, kind)))


@dataclass(frozen=True, slots=True)
class SeatConfig:
    """One seat at the table: a name shown as text, and ``human`` or a CPU level. ``remote``: played from another
    browser in an online game (:mod:`web.shell.online`), so this device neither plays it nor shows its cards.
    ``watched``: the player of a replay link, watched by someone else (never saved), whom results name, not "you"."""

    name: str
    kind: str = HUMAN
    remote: bool = field(default=False, repr=False)
    watched: bool = field(default=False, repr=False)

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    @property
    def level_label(self) -> str:
        return kind_label(self.kind)

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, **({"remote": True} if self.remote else {})}

    @classmethod
    def from_dict(cls, data: Any, kinds: Sequence[str]) -> SeatConfig:
        """Read :meth:`to_dict` output whose kind is one of ``kinds``; raises ValueError on anything else."""
        if not isinstance(data, dict) or data.get("kind") not in kinds or not isinstance(data.get("name"), str):
            raise ValueError("a seat must have a name and a kind")
        return cls(clean_name(data["name"]) or "Player", data["kind"], data.get("remote") is True)


def seats_from_list(raw: Any, kinds: Sequence[str], most: int) -> tuple[SeatConfig, ...]:
    """Saved seats (:func:`seats_to_list`'s list, at most ``most``); raises ValueError on anything else. A human's
    default name, saved in whatever language it was made in, reads as the seat's default in the page's language
    (:func:`names_as_read`).

    >>> saved = [{"name": "Jogador 1", "kind": "human"}, {"name": "Jugador 2", "kind": "human", "typed": True}]
    >>> [s.name for s in seats_from_list(saved, ("human",), 4)]
    ['Player 1', 'Jugador 2']
    """
    if not isinstance(raw, list) or len(raw) > most:
        raise ValueError(f"the seats must be a list of at most {most}")
    seats = tuple(SeatConfig.from_dict(s, kinds) for s in raw)
    kept = [i for i, s in enumerate(seats) if not s.is_human or raw[i].get("typed") is True]  # (CPUs' are their own)
    names = names_as_read([s.name for s in seats], kept)
    return tuple(replace(s, name=name) for s, name in zip(seats, names, strict=True))


def seats_to_list(seats: Sequence[SeatConfig]) -> list[dict[str, Any]]:
    """``seats`` as saved (each :meth:`SeatConfig.to_dict`): a human's name that the player typed and that reads as some
    language's default name for that seat (``Jugador 2`` typed on a page in English) is marked ``typed``, so that
    :func:`seats_from_list` keeps it as typed.

    >>> seats_to_list([SeatConfig("Player 1"), SeatConfig("Jugador 2"), SeatConfig("Jugador 3", "easy")])
    [{'name': 'Player 1', 'kind': 'human'}, {'name': 'Jugador 2', 'kind': 'human', 'typed': True}, \
{'name': 'Jugador 3', 'kind': 'easy'}]
    """
    typed = set(typed_defaults([s.name for s in seats]))
    return [{**s.to_dict(), **({"typed": True} if s.is_human and i in typed else {})} for i, s in enumerate(seats)]


def clean_name(text: str) -> str:
    """A name as typed, trimmed, with runs of whitespace collapsed and at most 40 characters."""
    return " ".join(str(text).split())[:MAX_NAME]


def shortened(name: str, most: int) -> str:
    """``name`` (cleaned) in at most ``most`` characters: a longer one is cut after its last whole word (or part of a
    hyphenated one) that leaves room for "…", mid-word when that would keep less than half, its number kept: a name
    cut at the field's limit read as another word ("Sam the Designated Drive", review 72).

    >>> shortened("Sam the Designated Driver", 24), shortened("Ann", 24), shortened("Bartholomew-Fitzgerald-W", 10)
    ('Sam the Designated…', 'Ann', 'Bartholom…')
    >>> shortened("Maximilian Alexander Wolfgang 10", 24), shortened("Bartholomew Fitzgerald-Worthington III", 24)
    ('Maximilian Alexander… 10', 'Bartholomew Fitzgerald…')
    """
    name = " ".join(str(name).split())
    if len(name) <= most:
        return name
    base, tail = split_number(name)
    room = max(1, most - len(tail) - 1)  # (the "…")
    head = base[: room + 1]
    at = max(head.rfind(" "), head.rfind("-"))  # (a double-barrelled name is cut between its parts too)
    kept = head[:at] if at >= room // 2 else base[:room].rstrip()
    return f"{kept.rstrip(' ,.-')}…{tail}"


#: A human seat's default name (``Player 2``) as each of the site's languages writes it (English, Brazilian
#: Portuguese, Spanish): saved games, settings and backups hold it in the language it was made in.
SAVED_DEFAULTS = ("Player {n}", "Jogador {n}", "Jugador {n}")


def seat_default(seat: int) -> str:
    """``Player 2``: the name of human seat ``seat`` (from 0) when none was typed, in the page's language."""
    return _("Player {n}").format(n=seat + 1)


def made_default(name: str, seat: int) -> bool:
    """Whether ``name`` is seat ``seat``'s default name in the page's language or in any the site has spoken.

    >>> made_default("Jogador 2", 1), made_default("Jugador 2", 1), made_default("Jogador 3", 1), made_default("Ann", 0)
    (True, True, False, False)
    """
    return name == seat_default(seat) or any(name == form.format(n=seat + 1) for form in SAVED_DEFAULTS)


def typed_defaults(names: Sequence[str]) -> tuple[int, ...]:
    """The seats whose name reads as another language's default name for that seat: only a player types one (the
    table gives the page's own), and it is saved marked so, to stay as typed (:func:`names_as_read`)."""
    return tuple(i for i, name in enumerate(names) if made_default(name, i) and name != seat_default(i))


def names_as_read(names: Sequence[str], typed: Sequence[int] = ()) -> tuple[str, ...]:
    """Saved names as the page says them: a seat's default name, saved in whatever language it was made in (``Jogador
    2``), is that seat's default in the page's language (``Player 2``), so a table follows the language chosen since;
    a name the player typed stays as typed, and so do the seats in ``typed`` (:func:`typed_defaults`, as saved) and a
    default that would then be another seat's name too.

    >>> names_as_read(["Jogador 1", "Jugador 2", "Ann", "Jogador 4"], typed=[3])
    ('Player 1', 'Player 2', 'Ann', 'Jogador 4')
    >>> names_as_read(["Player 2", "Jogador 2"])  # (a typed "Player 2" is the first seat's name already)
    ('Player 2', 'Jogador 2')
    """
    out = list(names)
    for i, name in enumerate(names):
        said = seat_default(i)
        if i not in typed and name != said and made_default(name, i) \
                and all(other.casefold() != said.casefold() for j, other in enumerate(out) if j != i):
            out[i] = said
    return tuple(out)


def read_typed(data: Any) -> tuple[int, ...]:
    """The seats a saved object marks ``typed`` (a list of seat numbers, :func:`typed_defaults`): what is not one is
    left out (a game saved before they were marked has none)."""
    raw = data.get("typed") if isinstance(data, dict) else None
    return tuple(i for i in raw if type(i) is int) if isinstance(raw, list) else ()


def default_name(seat: int, kind: str, humans: int = 1) -> str:
    """``You`` for the first seat if it is the only human, ``Player 2`` for other humans (and ``Player 1`` when
    several share the device: "Pass the device to You" would read wrong), a short name for CPUs: each seat its own
    (:data:`CPU_NAMES` has one for each seat of the largest table; a CPU in the first seat has the last).

    >>> [s.name for s in make_seats(["human", "human", "easy"], ["You"])]
    ['Player 1', 'Player 2', 'Ben']
    >>> [s.name for s in make_seats(["human"] + ["easy"] * 7)]
    ['You', 'Ada', 'Ben', 'Cleo', 'Dev', 'Eve', 'Finn', 'Gus']
    """
    if kind == HUMAN:
        return "You" if seat == 0 and humans <= 1 else seat_default(seat)
    return CPU_NAMES[(seat - 1) % len(CPU_NAMES)]


def in_words(scene: Any) -> Any:
    """``scene`` (a game's, with its ``session``) as the page shows it: the one human's default name, kept as
    ``You`` in what is saved (saved games are the same in every language), said in the page's language.

    >>> from types import SimpleNamespace as NS
    >>> in_words(NS(session=NS(seats=(SeatConfig("You"),)))).session.seats[0].name  # (English: as it is)
    'You'
    """
    you, session = _("You"), getattr(scene, "session", None)
    seats: tuple[SeatConfig, ...] = getattr(session, "seats", ())
    if session is None or you == "You" or "seats" not in getattr(session, "__dataclass_fields__", {}) \
            or not any(seat.name == "You" for seat in seats):
        return scene
    shown = tuple(replace(seat, name=you) if seat.name == "You" else seat for seat in seats)
    return replace(scene, session=replace(session, seats=shown))


def make_seats(kinds: Sequence[str], names: Sequence[str] | None = None) -> tuple[SeatConfig, ...]:
    """Seats from kinds and optional names (missing or blank names get defaults)."""
    given, humans = names or [], list(kinds).count(HUMAN)
    seats = []
    for i, kind in enumerate(kinds):
        name = clean_name(given[i]) if i < len(given) else ""
        if name == "You" and humans > 1:  # the one-human default, left in the form: hand-offs name people
            name = ""
        seats.append(SeatConfig(name or default_name(i, kind, humans), kind))
    return tuple(seats)


def short_names(names: Sequence[str], most: int = 4) -> tuple[str, ...]:
    """Each name as a label of at most ``most`` characters, unique at the table (case aside), for a column too narrow
    for names: the names whole where they all fit, else their first words, else the fewest first letters (three at
    least) that tell each first word from the others', else the words' initials, else letters and the seat's number.
    A sheet's heads read "Wil…", "Ma…", "Bar…", told apart by nothing (review 60).

    >>> short_names(["You", "Wilhelmina Montgomery", "Maximilian von Wolkenstein", "Bartholomew Q"])
    ('You', 'Wil', 'Max', 'Bar')
    >>> short_names(["You", "Ann", "Anna Lee", "Ada"]), short_names(["Player 1", "Player 2", "Ben"])
    (('You', 'Ann', 'Anna', 'Ada'), ('P1', 'P2', 'B'))
    >>> short_names(["Wilhelmina Montgomery", "Maximilian von W", "You"], 12), short_names(["Ann", "Ann"])
    (('Wilhelmina', 'Maximilian', 'You'), ('An1', 'An2'))
    """
    firsts = [(n.split() or ["?"])[0] for n in names]

    def telling(i: int) -> str:  # the first word's fewest first letters (3 at least) no other first word begins with
        word, others = firsts[i], [f.casefold() for j, f in enumerate(firsts) if j != i]
        for k in range(min(3, len(word)), len(word) + 1):
            if all(o[:k] != word[:k].casefold() for o in others):
                return word[:k]
        return word

    tries = (list(names), firsts, [telling(i) for i in range(len(names))],
             ["".join(w[0] for w in (n.split() or ["?"])) for n in names])  # fmt: skip
    for labels in tries:
        if all(0 < len(x) <= most for x in labels) and len({x.casefold() for x in labels}) == len(labels):
            return tuple(labels)
    return tuple(f"{f[: max(1, most - len(str(i + 1)) - 1)]}{i + 1}" for i, f in enumerate(firsts))


def whole_number(text: str, most: int) -> int | None:
    """``text`` as a whole number from 0 to ``most`` in ASCII digits (leading zeros allowed), else None.

    int() is never given text it refuses: ``"²"`` is a digit to str.isdigit() but not to int(), and
    CPython's int() refuses more than 4,300 digits.

    >>> whole_number("0042", 99), whole_number("²", 99), whole_number("9" * 5000, 99), whole_number("-1", 99)
    (42, None, None, None)
    """
    if not (text.isascii() and text.isdigit()):
        return None
    digits = text.lstrip("0") or "0"
    if len(digits) > len(str(most)):
        return None
    number = int(digits)
    return number if number <= most else None


class RulesLike(Protocol):
    """A game's rules, as a setup keeps them."""

    def to_dict(self) -> dict[str, Any]: ...


R = TypeVar("R", bound=RulesLike)


@dataclass(frozen=True, slots=True)
class SeatedSetup(Generic[R]):
    """Everything needed to start a match: who sits where, and the rules. ``seed`` None means a fresh random seed.

    A game's ``Setup`` subclasses it and says how its saved seats and rules are read (:meth:`read_seats`,
    :meth:`read_rules`); settings keep a setup as :meth:`to_dict` writes it, without the seed."""

    seats: tuple[SeatConfig, ...]
    rules: R
    seed: int | None = None

    @property
    def players(self) -> int:
        return len(self.seats)

    def to_dict(self) -> dict[str, Any]:
        """The seats and rules, as the settings keep them (the seed is never kept: each match gets a new one)."""
        return {"seats": seats_to_list(self.seats), "rules": self.rules.to_dict()}

    @classmethod
    def read_seats(cls, raw: Any) -> tuple[SeatConfig, ...]:
        """Saved seats; raises ValueError on anything the game does not seat."""
        raise NotImplementedError

    @classmethod
    def read_rules(cls, raw: Any, players: int) -> R:
        """Saved rules for ``players`` seats; raises ValueError (or an engine error) on anything else."""
        raise NotImplementedError

    @classmethod
    def from_dict(cls, raw: Any) -> Self:
        """Read :meth:`to_dict` output; raises ValueError (or an engine error) on anything else."""
        if not isinstance(raw, dict):
            raise ValueError("setup must be an object")
        seats = cls.read_seats(raw.get("seats"))
        return cls(seats, cls.read_rules(raw.get("rules"), len(seats)))


def split_number(name: str) -> tuple[str, str]:
    """``name`` and the number at its end (" 12": what tells two players of one name apart), or ``(name, "")``: where
    a long name is cut short, its base ends in "…" and the number stays in sight ("Guinevere Wor… 12").

    >>> split_number("Guinevere Worthington 12"), split_number("Ann"), split_number("7")
    (('Guinevere Worthington', ' 12'), ('Ann', ''), ('7', ''))
    """
    base, _space, tail = name.rpartition(" ")
    return (base, " " + tail) if base.strip() and tail.isdigit() else (name, "")
