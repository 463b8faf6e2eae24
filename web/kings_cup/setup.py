"""Who plays Kings Cup and with which deck, and the new-game dialog's form (pure).

Two to twelve players by name, in seat order (the dialog can move a player up or down); the deck (the party deck,
the classic deck, the player's own decks); how many kings end the game; who draws first. Names are checked by the
engine (:func:`~kings.kings_cup.cup.check_names`), so its plain messages are what the dialog shows.

>>> from kings.kings_cup.library import DeckLibrary
>>> setup = parse_setup([("Ann", "human"), ("Bo", "human")], "party", {"kings": "2", "first": "2"}, "7",
...                     DeckLibrary())
>>> setup.names, setup.rules.id, setup.first, setup.seed
(('Ann', 'Bo'), 'party-short', 1, 7)
>>> parse_setup([("Ann", "human"), ("ann", "human")], "party", {}, "", DeckLibrary())
Traceback (most recent call last):
  ...
kings.errors.RulesError: Two players are called Ann: tell them apart.

What the players chose last, for Kings Cup (pure): the shared prefs (``kings.prefs``) and Kings Cup's own
(``kings.kings-cup.settings``): the new-game setup, whether the age notice of the adult decks was confirmed on
this device, and large text.

Large text is off by default on every screen: the table's card and rule are already sized to be read across a
table (they grow with the window), and on a phone larger text would push the Draw button off the screen. It is
for players who want more (a laptop at the far end of the table, low vision): on, every text of the table grows.

Kings Cup's address: ``?game=kings-cup&players=4&names=Ann,Bo,Cy,Di&deck=party&kings=2&seed=5`` (pure).

Parameters (all optional; any one of players, names, deck (an id), kings, first or seed starts a new game):
``players`` (2 to 12), ``names`` (comma-separated, in seat order; the engine checks them), ``deck`` (a deck's id:
``party``, ``classic`` or one of your own; or a deck link, ``kc1...``, which is offered for import instead),
``kings`` (1 to 4: the king that ends the game), ``first`` (who draws first: 1 to the number of players, or
``random``), ``seed`` (a whole number), ``speed`` (kept for the house's links; Kings Cup has no CPU). A bad value
gets a notice saying what was used instead; nothing else is lost.

>>> from kings.kings_cup.library import DeckLibrary
>>> req = parse_query("?players=4&names=Ann,Bo,Cy,Di&deck=party&kings=2&seed=5", DeckLibrary())
>>> req.setup.names, req.setup.rules.id, req.setup.seed, req.errors
(('Ann', 'Bo', 'Cy', 'Di'), 'party-short', 5, ())
>>> parse_query("?players=13&kings=9", DeckLibrary()).errors
('players: 13 is not 2 to 12; using 4.', 'kings: 9 is not 1 to 4; using 4.')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qs

from kings.errors import RulesError
from kings.kings_cup.codec import LINK_PREFIX
from kings.kings_cup.cup import check_names, default_names
from kings.kings_cup.deck import DeckError, RuleDeck
from kings.kings_cup.library import DeckLibrary
from kings.kings_cup.rules import MAX_KINGS, MAX_PLAYERS, MIN_PLAYERS, Rules, for_deck
from kings.seeding import MAX_SEED
from web.shell.ending import ordinal
from web.shell.quoting import quoted, shown
from web.shell.seats import HUMAN, SeatConfig, whole_number
from web.shell.settingsio import SPEEDS, TableSettings
from web.shell.setupform import FormField, SetupForm, parse_seed

RANDOM = "random"  #: "who starts" chosen at random (from the seed, so a replay starts the same way)
_KING_WORDS = ("first", "second", "third", "fourth")


@dataclass(frozen=True, slots=True)
class Setup:
    """Everything needed to start a game. ``first`` None: a player chosen at random; ``seed`` None: a fresh one."""

    names: tuple[str, ...]
    rules: Rules
    first: int | None = 0
    seed: int | None = None

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def seats(self) -> tuple[SeatConfig, ...]:
        """Every player is a person at the table (no CPU players in a party game)."""
        return tuple(SeatConfig(name, HUMAN) for name in self.names)

    def first_seat(self, seed: int) -> int:
        """The seat that draws first: the chosen one, or one picked from the seed."""
        return seed % self.players if self.first is None else self.first

    def to_dict(self) -> dict[str, Any]:
        return {"names": list(self.names), "rules": self.rules.to_dict(), "first": self.first}

    @classmethod
    def from_dict(cls, data: Any) -> Setup:
        """Read :meth:`to_dict` output (no seed); raises ValueError (or RulesError) on anything else."""
        if not isinstance(data, dict):
            raise ValueError("a setup must be an object")
        names = check_names(data.get("names"))  # type: ignore[arg-type]  # checked there
        rules = Rules.from_dict(data.get("rules")).validate(len(names))
        first = data.get("first", 0)
        if first is not None and (isinstance(first, bool) or not isinstance(first, int) or
                                  not 0 <= first < len(names)):  # fmt: skip
            raise ValueError("the first player must be a seat of the table")
        return cls(names, rules, first)


def default_setup() -> Setup:
    """The first game a new table sees: four players, the party deck to the fourth king, the first player starts."""
    return Setup(default_names(4), Rules())


def deck_menu(library: DeckLibrary) -> tuple[tuple[str, tuple[tuple[str, str], ...]], ...]:
    """The deck menu's groups: the built-in decks, then the player's own (adult decks say so)."""

    def item(deck: RuleDeck) -> tuple[str, str]:
        return deck.id, deck.name + (" (adults only)" if deck.for_adults and "adults" not in deck.name else "")

    built = tuple(item(d) for d in library.decks() if d.locked)
    own = tuple(item(d) for d in library.own)
    return (("Built-in decks", built),) + ((("Your decks", own),) if own else ())


def about(deck: RuleDeck) -> str:
    """The line under the deck menu: the deck's description, and that adults must confirm an age notice."""
    lines = [deck.description or f"{deck.name}: a deck of your own, which "
             f"{'keeps score (the fewest points wins)' if deck.keeps_score else 'keeps no score'}."]
    if deck.for_adults:
        lines.append("For adults: you will be asked to confirm an age notice.")
    return " ".join(lines)


def form_fields(rules: Rules, first: int | None) -> tuple[FormField, ...]:
    """The options under the deck menu: how many kings end the game, and who draws first."""
    kings = tuple((str(n), f"The {_KING_WORDS[n - 1]} king" + (" (all four)" if n == MAX_KINGS else ""))
                  for n in range(1, MAX_KINGS + 1))  # fmt: skip
    starts = ((RANDOM, "Anyone: picked at random"),
              *((str(n), f"The {ordinal(n)} in the list" + (" (top)" if n == 1 else ""))
                for n in range(1, MAX_PLAYERS + 1)))  # fmt: skip
    return (
        FormField("kings", "The game ends with", "Drawing this king ends the game at once.", "choice", str(rules.kings),
                  kings, main=True),
        FormField("first", "Who draws first", "Play goes round the list from them, in order.", "choice",
                  RANDOM if first is None else str(first + 1), starts, main=True),
    )  # fmt: skip


def setup_form(setup: Setup, library: DeckLibrary) -> SetupForm:
    """The new-game dialog as it opens on ``setup`` (:mod:`web.shell.dom_setup` draws it)."""
    deck_id = setup.rules.deck.id
    ids = {d.id for d in library.decks()}
    return SetupForm(
        counts=tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1)), kinds=((HUMAN, "Player"),), level_lines=(),
        presets=deck_menu(library), abouts={d.id: about(d) for d in library.decks()}, seats=setup.seats,
        preset=deck_id if deck_id in ids else "party", fields=form_fields(setup.rules, setup.first), new_kind=HUMAN,
        notes=("Play goes round the list in order: move players up or down to change it.",), reorder=True,
        custom=False, preset_label="Deck",
    )  # fmt: skip


def parse_setup(seats: Sequence[tuple[str, str]], deck_id: str, values: Mapping[str, str], seed: str,
                library: DeckLibrary) -> Setup:  # fmt: skip
    """The setup the new-game dialog describes; raises RulesError (or ValueError) saying what is wrong."""
    names = check_names([name for name, _ in seats])
    try:
        deck = library.get(deck_id)
    except DeckError:
        raise RulesError("That deck is not in your decks any more: choose another.") from None
    kings = whole_number(values.get("kings", str(MAX_KINGS)).strip(), MAX_KINGS)
    if kings is None or kings < 1:
        raise RulesError(f"The game ends with the first to the fourth king: choose 1 to {MAX_KINGS}.")
    starts = values.get("first", "1").strip()
    first: int | None = None
    if starts != RANDOM:
        n = whole_number(starts, MAX_PLAYERS)
        if n is None or not 1 <= n <= len(names):
            raise RulesError(f"Who draws first: there are {len(names)} players, so choose one of the first "
                             f"{len(names)} in the list, or anyone at random.")  # fmt: skip
        first = n - 1
    number = parse_seed(seed, "shuffle")
    return Setup(names, for_deck(deck, kings), first, number)


@dataclass(frozen=True, slots=True)
class Settings(TableSettings[Setup]):
    """What the players chose last (the shared prefs all off by default)."""

    setup_type = Setup
    first_setup = staticmethod(default_setup)

    adults: bool = False  #: the age notice was confirmed: adult decks start without asking again
    large: bool = False  #: large text on the table

    def own(self) -> dict[str, Any]:
        return {"adults": self.adults, "large": self.large}

    @classmethod
    def read_own(cls, data: dict[str, Any]) -> dict[str, Any]:
        flags = {k: data.get(k, False) for k in ("adults", "large")}
        if not all(isinstance(v, bool) for v in flags.values()):
            raise ValueError("adults and large must be true or false")
        return flags


GAME_KEYS = ("players", "names", "deck", "kings", "first", "seed")
KNOWN_KEYS = (*GAME_KEYS, "speed")
DEFAULT_PLAYERS = 4


@dataclass(frozen=True, slots=True)
class UrlRequest:
    setup: Setup | None = None
    speed: str | None = None
    errors: tuple[str, ...] = ()
    link: str | None = None  #: a deck link (``kc1...``) to offer for import


def _names(values: dict[str, str], errors: list[str]) -> tuple[str, ...]:
    given = [n.strip() for n in values["names"].split(",")] if values.get("names") else []
    players = len(given) if MIN_PLAYERS <= len(given) <= MAX_PLAYERS else DEFAULT_PLAYERS
    if given and not MIN_PLAYERS <= len(given) <= MAX_PLAYERS:
        errors.append(f"names: {len(given)} names, not {MIN_PLAYERS} to {MAX_PLAYERS}; using {players} players.")
    if "players" in values:
        n = whole_number(values["players"], MAX_PLAYERS)
        if n is not None and n >= MIN_PLAYERS:
            players = n
        else:
            errors.append(f"players: {shown(values['players'])} is not {MIN_PLAYERS} to {MAX_PLAYERS}; "
                          f"using {players}.")  # fmt: skip
    defaults = default_names(players)
    names = [(given[i] if i < len(given) and given[i] else defaults[i]) for i in range(players)]
    try:
        return check_names(names)
    except RulesError as exc:
        errors.append(f"names: {exc} Using {defaults[0]} to {defaults[-1]}.")
        return defaults


def parse_query(query: str, library: DeckLibrary) -> UrlRequest:
    """Parse ``location.search`` (the page's own keys already taken out). Never raises."""
    values = {k: v[0].strip() for k, v in parse_qs(query.lstrip("?"), keep_blank_values=True).items()}
    unknown = sorted(set(values) - set(KNOWN_KEYS))
    errors = [f"Unknown address parameter {quoted(k)} ignored." for k in unknown[:3]]
    if len(unknown) > 3:
        errors.append(f"{len(unknown) - 3} more unknown address parameters ignored.")
    speed = values.get("speed")
    if speed is not None and speed not in SPEEDS:
        errors.append(f"speed: {quoted(speed)} is not one of {', '.join(SPEEDS)}; keeping your setting.")
        speed = None
    link = None
    deck_id = values.get("deck", "")
    if deck_id.startswith(LINK_PREFIX):
        link, deck_id = deck_id, ""
        del values["deck"]
    if not any(k in values for k in GAME_KEYS):
        return UrlRequest(None, speed, tuple(errors), link)
    names = _names(values, errors)
    try:
        deck = library.get(deck_id or "party")
    except DeckError:
        errors.append(f"deck: there is no deck {quoted(deck_id)} here; using the party deck.")
        deck = library.get("party")
    kings = MAX_KINGS
    if values.get("kings"):
        n = whole_number(values["kings"], MAX_KINGS)
        if n is not None and n >= 1:
            kings = n
        else:
            errors.append(f"kings: {shown(values['kings'])} is not 1 to {MAX_KINGS}; using {MAX_KINGS}.")
    first: int | None = 0
    if values.get("first"):
        n = whole_number(values["first"], MAX_PLAYERS)
        if values["first"].lower() == RANDOM:
            first = None
        elif n is not None and 1 <= n <= len(names):
            first = n - 1
        else:
            errors.append(f"first: {shown(values['first'])} is not 1 to {len(names)} or random; the first player "
                          "starts.")  # fmt: skip
    seed = None
    if values.get("seed"):
        seed = whole_number(values["seed"], MAX_SEED)
        if seed is None:
            errors.append(f"seed: {quoted(values['seed'])} is not a whole number from 0 to {MAX_SEED}; "
                          "using a random seed.")  # fmt: skip
    return UrlRequest(Setup(names, for_deck(deck, kings), first, seed), speed, tuple(errors), link)
