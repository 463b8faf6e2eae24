"""Kings Cup's declaration (pure): who plays and with which deck, the new-game dialog's form, the settings, the
address, the keys and the rules page. What the table says around the game is the shell's
(:class:`~web.shell.features.Features`, declared in :mod:`web.kings_cup.app`). There is no tutorial: the table says
what to do.

Who plays: two to twelve players by name, in seat order (the dialog can move a player up or down); the deck (the
party deck, the classic deck, the player's own decks); how many kings end the game; who draws first. Names are checked
by the engine (:func:`~kings.kings_cup.cup.check_names`), so its plain messages are what the dialog shows.

>>> from kings.kings_cup.library import DeckLibrary
>>> setup = parse_setup([("Ann", "human"), ("Bo", "human")], "party", {"kings": "2", "first": "2"}, "7",
...                     DeckLibrary())
>>> setup.names, setup.rules.id, setup.first, setup.seed
(('Ann', 'Bo'), 'party-short', 1, 7)
>>> parse_setup([("Ann", "human"), ("ann", "human")], "party", {}, "", DeckLibrary())
Traceback (most recent call last):
  ...
kings.errors.RulesError: Two players are called Ann: tell them apart.

What the players chose last: the shared prefs (``kings.prefs``) and Kings Cup's own (``kings.kings-cup.settings``):
the new-game setup, whether the age notice of the adult decks was confirmed on this device, and large text. Large
text is off by default on every screen: the table's card and rule are already sized to be read across a table (they
grow with the window), and on a phone larger text would push the Draw button off the screen. It is for players who
want more (a laptop at the far end of the table, low vision): on, every text of the table grows.

The address: ``?game=kings-cup&players=4&names=Ann,Bo,Cy,Di&deck=party&kings=2&seed=5``. Parameters (all optional;
any one of players, names, deck (an id), kings, first or seed starts a new game): ``players`` (2 to 12), ``names``
(comma-separated, in seat order; the engine checks them), ``deck`` (a deck's id: ``party``, ``classic`` or one of
your own; or a deck link, ``kc1...``, which is offered for import instead), ``kings`` (1 to 4: the king that ends the
game), ``first`` (who draws first: 1 to the number of players, or ``random``), ``seed`` (a whole number), ``speed``
(kept for the house's links; Kings Cup has no CPU). A bad value gets a notice saying what was used instead.

>>> req = parse_query("?players=4&names=Ann,Bo,Cy,Di&deck=party&kings=2&seed=5", DeckLibrary())
>>> req.setup.names, req.setup.rules.id, req.setup.seed, req.errors
(('Ann', 'Bo', 'Cy', 'Di'), 'party-short', 5, ())
>>> parse_query("?players=13&kings=9", DeckLibrary()).errors
('players: 13 is not 2 to 12; using 4.', 'kings: 9 is not 1 to 4; using 4.')

The keys: ``D``, Space or Enter draws (Space and Enter only when the focus is on no button or field, which they press
themselves); ``U`` or ``Ctrl+Z`` undoes the last move; ``1`` to ``9``, then ``0``, ``-`` and ``=`` (the rest of the
number row, for players 10 to 12) give a point to that player (in list order) for the last card; ``M`` and ``R``
move the focus to the mate buttons and the house rule's field; ``I`` reads the table, ``C`` the card and its rule,
``O`` the points; ``L`` large text; ``?`` lists the keys.

>>> command = KEYMAP.command
>>> command("d"), command(" "), command("z", ctrl=True), command("3"), command("x"), command("d", alt=True)
(('action', 'draw'), ('action', 'draw'), ('action', 'undo'), ('point', '2'), None, None)
>>> command("0"), command("="), POINT_KEYS[11]
(('point', '9'), ('point', '11'), '=')

The rules page is generated from the engine's own rules data (:mod:`kings.kings_cup.rulesdoc`, which also writes
docs/kings-cup-rules.md): the deck on the table first (drawn as text), then both built-in decks, then every decision.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from kings.errors import RulesError
from kings.i18n import N_, _
from kings.kings_cup.codec import LINK_PREFIX
from kings.kings_cup.cup import check_names, default_names
from kings.kings_cup.deck import LIMITS, DeckError, RuleDeck
from kings.kings_cup.library import DeckLibrary
from kings.kings_cup.rules import MAX_KINGS, MAX_PLAYERS, MIN_PLAYERS, Rules, for_deck
from web.kings_cup.words import POINT_KEYS
from web.shell.address import Address, Request
from web.shell.daily import Daily
from web.shell.ending import ordinal
from web.shell.keyhelp import KeyHelp, Keymap, bound
from web.shell.quoting import quoted, shown
from web.shell.rulesview import CREDITS, Section, from_doc
from web.shell.seats import HUMAN, SeatConfig, names_as_read, read_typed, typed_defaults, whole_number
from web.shell.settingsio import TableSettings
from web.shell.setupform import FormField, SetupForm, parse_seed


def at_the_table() -> Section:
    """The table's controls, after the engine's "How to play": what the screen does for the players."""
    return Section(
    "table", _("At this table"),
    _("One phone or laptop goes round: the screen says whose turn it is, and shows the card drawn with its rule."),
    items=(
        _("Draw: the big button, or D, Space or Enter. Pass the phone to the next player: the screen says whose turn "
          "it is."),
        _("Some cards give a role that lasts (question master, thumb master, a mate) or let you make a house rule: "
          "the table lists them with who holds them until they are replaced."),
        _("With the party deck, slips cost points: after a card, tap +1 beside whoever slipped up (a mate's point is "
          "added by the game). The fewest points wins."),
        _("Undo takes back the last move. Decks… lets you make your own deck, share it as a file or a link, and "
          "import one. Press ? for the keys."),
    ),
)  # fmt: skip


def rules_page(current: Rules | None = None) -> tuple[Section, ...]:
    """The sections of the rules page for ``current`` (the game on the table; the party deck if None): its deck
    first, then every other built-in deck, rank by rank."""
    from kings.kings_cup.builtin import BUILT_IN  # the page's text loads when the page is opened
    from kings.kings_cup.rulesdoc import deck_section, sections

    rules = current or Rules()
    doc = list(sections(rules))
    others = [deck_section(d, f"deck-{d.id}") for d in BUILT_IN.values() if d != rules.deck]
    doc[2:2] = others  # after the deck on the table
    page = from_doc(doc)
    return (page[0], at_the_table(), *page[1:], CREDITS)


# -- the keys ------------------------------------------------------------------------------------------
ACTION_KEYS = {**bound("action", {"draw": "d space enter", "undo": "u", "large": "l"}),
               **bound("focus", {"mate": "m", "rule": "r"}), **bound("say", {"card": "c", "points": "o"})}

#: The keys dialog's rows, in English (marked for the catalogs): :func:`keys_help` is what the dialog shows.
KEYS: tuple[tuple[str, tuple[KeyHelp, ...]], ...] = (
    (N_("Playing"), (
        KeyHelp(N_("D, Space or Enter"), N_("Draw the next card (Space and Enter press a button that has the "
                                            "focus)")),
        KeyHelp(N_("1 to 9, 0, -, ="), N_("Give that player (in list order: 0 is the tenth) a point for the last "
                                      "card")),
        KeyHelp("M", N_("Go to the mate buttons, when a mate is to be chosen")),
        KeyHelp("R", N_("Go to the house rule's field, when a rule is to be made")),
        KeyHelp(N_("U or Ctrl+Z"), N_("Undo the last move (a card, a point, a mate, a rule)")),
        KeyHelp("L", N_("Large text on or off")),
        KeyHelp(N_("Tab / Shift+Tab"), N_("Move between the buttons and fields")),
    )),
    (N_("Hearing the game"), (
        KeyHelp("I", N_("Everything: whose turn, the card and its rule, kings, roles, house rules, points")),
        KeyHelp("C", N_("The card on the table and its rule")),
        KeyHelp("O", N_("Everyone's points")),
        KeyHelp("?", N_("This list of keys")),
    )),
)  # fmt: skip
_KEY_NAMES = {"D, Space or Enter", "U or Ctrl+Z", "1 to 9, 0, -, =", "Tab / Shift+Tab"}


def keys_help() -> tuple[tuple[str, tuple[KeyHelp, ...]], ...]:
    """:data:`KEYS` in the language in use (a key's letter stays as it is: it is the key on the keyboard)."""
    return tuple((_(title), tuple(KeyHelp(_(k.keys) if k.keys in _KEY_NAMES else k.keys, _(k.does)) for k in rows))
                 for title, rows in KEYS)  # fmt: skip


#: The game's single keys (they never fire while typing in a form).
KEYMAP = Keymap(ACTION_KEYS, exact={k: ("point", str(i)) for i, k in enumerate(POINT_KEYS)}, undo=True)


RANDOM = "random"  #: "who starts" chosen at random (from the seed, so a replay starts the same way)


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
        """The names (``typed``: the seats whose typed name reads as a default name, :func:`typed_defaults`), rules
        and first player, as the settings keep them."""
        typed = typed_defaults(self.names)
        return {"names": list(self.names), **({"typed": list(typed)} if typed else {}), "rules": self.rules.to_dict(),
                "first": self.first}  # fmt: skip

    @classmethod
    def from_dict(cls, data: Any) -> Setup:
        """Read :meth:`to_dict` output (no seed); raises ValueError (or RulesError) on anything else."""
        if not isinstance(data, dict):
            raise ValueError("a setup must be an object")
        names = names_as_read(check_names(data.get("names")), read_typed(data))  # type: ignore[arg-type]  # checked
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
        if deck.for_adults and "adults" not in deck.name:
            return deck.id, _("{deck} (adults only)").format(deck=deck.shown_name)
        return deck.id, deck.shown_name

    built = tuple(item(d) for d in library.decks() if d.locked)
    own = tuple(item(d) for d in library.own)
    return ((_("Built-in decks"), built),) + (((_("Your decks"), own),) if own else ())


def about(deck: RuleDeck) -> str:
    """The line under the deck menu: the deck's description, and that adults must confirm an age notice."""
    if deck.description:
        lines = [deck.say(deck.description)]
    elif deck.keeps_score:
        lines = [_("{deck}: a deck of your own, which keeps score (the fewest points wins).").format(deck=deck.name)]
    else:
        lines = [_("{deck}: a deck of your own, which keeps no score.").format(deck=deck.name)]
    if deck.for_adults:
        lines.append(_("For adults: you will be asked to confirm an age notice."))
    return " ".join(lines)


def form_fields(rules: Rules, first: int | None) -> tuple[FormField, ...]:
    """The options under the deck menu: how many kings end the game, and who draws first."""
    kings = ((_("The first king"), _("The second king"), _("The third king"), _("The fourth king (all four)")))
    starts = ((RANDOM, _("Anyone: picked at random")), ("1", _("The 1st in the list (top)")),
              *((str(n), _("The {nth} in the list").format(nth=ordinal(n))) for n in range(2, MAX_PLAYERS + 1)))
    return (
        FormField("kings", _("The game ends with"), _("Drawing this king ends the game at once."), "choice",
                  str(rules.kings), tuple((str(n), kings[n - 1]) for n in range(1, MAX_KINGS + 1)), main=True),
        FormField("first", _("Who draws first"), _("Play goes round the list from them, in order."), "choice",
                  RANDOM if first is None else str(first + 1), starts, main=True, per_seat=True),
    )  # fmt: skip


def setup_form(setup: Setup, library: DeckLibrary) -> SetupForm:
    """The new-game dialog as it opens on ``setup`` (:mod:`web.shell.dom_setup` draws it)."""
    deck_id = setup.rules.deck.id
    ids = {d.id for d in library.decks()}
    return SetupForm(
        counts=tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1)), kinds=((HUMAN, _("Player")),), level_lines=(),
        presets=deck_menu(library), abouts={d.id: about(d) for d in library.decks()}, seats=setup.seats,
        preset=deck_id if deck_id in ids else "party", fields=form_fields(setup.rules, setup.first), new_kind=HUMAN,
        notes=(_("Play goes round the list in order: move players up or down to change it."),), reorder=True,
        custom=False, preset_label=_("Deck"), name_limit=LIMITS["player name"],
    )  # fmt: skip


def parse_setup(seats: Sequence[tuple[str, str]], deck_id: str, values: Mapping[str, str], seed: str,
                library: DeckLibrary) -> Setup:  # fmt: skip
    """The setup the new-game dialog describes; raises RulesError (or ValueError) saying what is wrong."""
    # a name left blank is that seat's "Player N", as in every game (review 71: the refusal went unseen on a phone)
    defaults = default_names(len(seats))
    names = check_names([name if name.strip() else defaults[i] for i, (name, _kind) in enumerate(seats)])
    try:
        deck = library.get(deck_id)
    except DeckError:
        raise RulesError(_("That deck is not in your decks any more: choose another.")) from None
    kings = whole_number(values.get("kings", str(MAX_KINGS)).strip(), MAX_KINGS)
    if kings is None or kings < 1:
        raise RulesError(_("The game ends with the first to the fourth king: choose 1 to {most}.").format(
            most=MAX_KINGS))
    starts = values.get("first", "1").strip()
    first: int | None = None
    if starts != RANDOM:
        n = whole_number(starts, MAX_PLAYERS)
        if n is None or not 1 <= n <= len(names):
            raise RulesError(_("Who draws first: there are {n} players, so choose one of the first {n} in the list, "
                               "or anyone at random.").format(n=len(names)))  # fmt: skip
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
DEFAULT_PLAYERS = 4


@dataclass(frozen=True, slots=True)
class UrlRequest(Request[Setup]):
    link: str | None = None  #: a deck link (``kc1...``) to offer for import


def _names(values: dict[str, str], errors: list[str]) -> tuple[str, ...]:
    given = [n.strip() for n in values["names"].split(",")] if values.get("names") else []
    players = len(given) if MIN_PLAYERS <= len(given) <= MAX_PLAYERS else DEFAULT_PLAYERS
    if given and not MIN_PLAYERS <= len(given) <= MAX_PLAYERS:
        errors.append(_("names: {n} names, not {least} to {most}; using {players} players.").format(
            n=len(given), least=MIN_PLAYERS, most=MAX_PLAYERS, players=players))
    if "players" in values:
        n = whole_number(values["players"], MAX_PLAYERS)
        if n is not None and n >= MIN_PLAYERS:
            players = n
        else:
            errors.append(_("players: {value} is not {least} to {most}; using {players}.").format(
                value=shown(values["players"]), least=MIN_PLAYERS, most=MAX_PLAYERS, players=players))
    defaults = default_names(players)
    names = [(given[i] if i < len(given) and given[i] else defaults[i]) for i in range(players)]
    try:
        return check_names(names)
    except RulesError as exc:
        errors.append(_("names: {reason} Using {first} to {last}.").format(reason=exc, first=defaults[0],
                                                                            last=defaults[-1]))
        return defaults


def parse_query(query: str, library: DeckLibrary) -> UrlRequest:
    """Parse ``location.search`` (the page's own keys already taken out). Never raises."""
    address = Address(query, GAME_KEYS)
    values, errors = address.values, address.errors
    link = None
    deck_id = values.get("deck", "")
    if deck_id.startswith(LINK_PREFIX):
        link, deck_id = deck_id, ""
        del values["deck"]
    if not address.starts_game():
        return UrlRequest(None, address.speed, tuple(errors), link)
    names = _names(values, errors)
    try:
        deck = library.get(deck_id or "party")
    except DeckError:
        errors.append(_("deck: there is no deck {deck} here; using the party deck.").format(deck=quoted(deck_id)))
        deck = library.get("party")
    kings = MAX_KINGS
    if values.get("kings"):
        n = whole_number(values["kings"], MAX_KINGS)
        if n is not None and n >= 1:
            kings = n
        else:
            errors.append(_("kings: {value} is not 1 to {most}; using {most}.").format(value=shown(values["kings"]),
                                                                                       most=MAX_KINGS))
    first: int | None = 0
    if values.get("first"):
        n = whole_number(values["first"], MAX_PLAYERS)
        if values["first"].lower() == RANDOM:
            first = None
        elif n is not None and 1 <= n <= len(names):
            first = n - 1
        else:
            errors.append(_("first: {value} is not 1 to {n} or random; the first player starts.").format(
                value=shown(values["first"]), n=len(names)))
    setup = Setup(names, for_deck(deck, kings), first, address.seed())
    return UrlRequest(setup, address.speed, tuple(errors), link)

#: The daily deal (web/shell/daily.py): the day's deck order for a party of four, the party deck, Player 1 first.
DAILY = Daily(lambda day, seed: Setup(default_names(4), Rules(), 0, seed),
              N_("the day's deck order for a party of four"), party=True)
