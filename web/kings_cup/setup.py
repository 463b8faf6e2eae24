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
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from kings.errors import RulesError
from kings.kings_cup.cup import check_names, default_names
from kings.kings_cup.deck import DeckError, RuleDeck
from kings.kings_cup.library import DeckLibrary
from kings.kings_cup.rules import MAX_KINGS, MAX_PLAYERS, MIN_PLAYERS, Rules, for_deck
from kings.seeding import MAX_SEED
from web.shell.ending import ordinal
from web.shell.seats import HUMAN, SeatConfig, whole_number
from web.shell.setupform import FormField, SetupForm

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
    text = seed.strip()
    number = whole_number(text, MAX_SEED) if text else None
    if text and number is None:
        raise ValueError(f"The seed must be a whole number from 0 to {MAX_SEED} (or empty for a random shuffle).")
    return Setup(names, for_deck(deck, kings), first, number)
