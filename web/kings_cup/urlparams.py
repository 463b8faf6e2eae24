"""Kings Cup's address: ``?game=kings-cup&players=4&names=Ann,Bo,Cy,Di&deck=party&kings=2&seed=5`` (pure).

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

from dataclasses import dataclass
from urllib.parse import parse_qs

from kings.errors import RulesError
from kings.kings_cup.codec import LINK_PREFIX
from kings.kings_cup.cup import check_names, default_names
from kings.kings_cup.deck import DeckError
from kings.kings_cup.library import DeckLibrary
from kings.kings_cup.rules import MAX_KINGS, MAX_PLAYERS, MIN_PLAYERS, for_deck
from kings.seeding import MAX_SEED
from web.kings_cup.setup import RANDOM, Setup
from web.shell.quoting import quoted, shown
from web.shell.seats import whole_number
from web.shell.settingsio import SPEEDS

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
