"""Klondike's declaration (pure): how a deal is set up, the new-game dialog's form, the settings, the address, the
keys and the rules page. What the table says around the game (the log, the rules and keys dialogs, the statistics
and records) is the shell's :class:`~web.shell.features.Features`, as :class:`web.klondike.dealing.Features`
declares. There is no tutorial: a tap does the obvious thing, and the hint shows the rest.

A setup is the engine's rules (one of its presets, or a custom choice of draw, passes and scoring), whether only
deals the solver can win are dealt, and optionally a seed or the date of a daily deal.

>>> setup = parse_setup([("You", "human")], "draw-one", {"draw": "3", "passes": "0", "scoring": "standard"}, "7")
>>> setup.rules.id, setup.rules.draw, setup.seed, setup.winnable
('draw-three', 3, 7, False)
>>> FORM.rules_from_form(preset("draw-one"), {"draw": "3", "passes": "2", "scoring": "vegas"}).name
'Draw three, 2 passes, Vegas'

What the player chose last: the shared prefs (``kings.prefs``) and Klondike's own (``kings.klondike.settings``): the
new-game setup (rules, winnable deals only) and the Vegas running total, which carries over from deal to deal.

The address: ``?game=klondike&seed=42``. Parameters (all optional; any one of them but ``speed`` deals a new deal):
``seed`` (a whole number), ``rules`` (a preset: ``draw-one``, ``draw-three``, ``vegas-one``, ``vegas-three``),
``draw`` (1 or 3), ``passes`` (0 for no limit, to 9), ``scoring`` (``standard``, ``vegas``, ``none``), ``winnable``
(``1`` or ``0``), ``speed`` (kept for the house's links). A bad value gets a notice saying what was used instead.
``?game=klondike&daily=2026-11-25`` is the shell's, as in every game (web/shell/daily.py): Klondike declares its
daily, :data:`DAILY`: draw three, the first winnable deal from the day's seed.

>>> req = parse_query("?seed=42&rules=draw-three")
>>> req.setup.seed, req.setup.rules.id, req.errors
(42, 'draw-three', ())
>>> for notice in parse_query("?draw=2").errors:
...     print(notice)
draw: '2' is not one of the choices; using 1.

The keys: the piles are one Tab stop (roving focus): arrows move between them (left and right along a row, up and
down between the top row and the columns). Enter or Space on a pile picks its card up, and on another pile puts it
there (on the same pile: to its best place); ``1`` to ``7`` pick up from or put on a column, ``W`` the waste, ``F``
puts the card picked up home. ``D`` draws, ``H`` hint, ``U`` or ``Ctrl+Z`` undo, ``A`` auto-complete, ``V`` asks the
solver, ``N`` new deal, ``Escape`` puts the card back, ``I`` reads the table, ``?`` the keys.

>>> command = KEYMAP.command
>>> command("3"), command("w"), command("z", ctrl=True), command("ArrowLeft"), command("x"), command("d", alt=True)
(('pile', 'C3'), ('pile', 'waste'), ('action', 'undo'), ('arrow', 'ArrowLeft'), None, None)

The rules page is generated from the engine's own rules data (:mod:`kings.klondike.rulesdoc`, which also writes
docs/klondike-rules.md), for the rules on the table, with what this table does for the player after "How to play".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from kings.errors import RulesError
from kings.i18n import N_, _, ngettext, pgettext
from kings.klondike.rules import MAX_PASSES, PRESETS, Rules, Scoring, preset
from web.shell.address import Address, Request
from web.shell.daily import Daily
from web.shell.keyhelp import KeyHelp, Keymap, bound
from web.shell.rulesview import CREDITS, Section, from_doc
from web.shell.seats import HUMAN, SeatConfig
from web.shell.settingsio import TableSettings
from web.shell.setupform import FormField, Option, RulesForm, SetupForm, same_preset
from web.shell.setupform import preset_name as named_preset


def at_the_table() -> Section:
    """What this table does for the player (the rules page's section after "How to play")."""
    return Section(
        "table", _("At this table"),
        _("Tap a card to send it to its best place, drag it where you want it, or double-tap it to send it home."),
        items=(
            _("Tap the stock to draw; once it is empty, tap it again to turn the waste over (if the rules allow "
              "another pass)."),
            _("Hint lights up a good move (worked out from the cards you can see, never the face-down ones). Undo "
              "takes back any number of moves."),
            _("Once every card is face up, Finish sends them all home."),
            _("Can it be won? asks the solver, which looks at every card, whether the deal can still be won from "
              "here."),
            # Translators: keep the address ?game=klondike&daily=2026-11-25 as it is
            _("New game… chooses draw one or three, the passes, the scoring and winnable deals only. A daily deal is "
              "the same for everyone: ?game=klondike&daily=2026-11-25. Press ? for the keys."),
        ),
    )  # fmt: skip


def rules_page(current: Rules | None = None) -> tuple[Section, ...]:
    """The sections of the rules page for ``current`` (the rules on the table; draw one if None)."""
    from kings.klondike.rulesdoc import sections  # the page's text loads when the page is opened

    page = from_doc(sections(current or Rules()))
    return (page[0], at_the_table(), *page[1:], CREDITS)


# -- the keys ------------------------------------------------------------------------------------------
ACTION_KEYS = {**bound("action", {"draw": "d", "hint": "h", "undo": "u", "auto": "a", "verdict": "v", "new-deal": "n",
                                  "cancel": "escape"}),
               **bound("pile", {"home": "f", "waste": "w"}), **bound("enter", {"": "enter space"})}
ARROWS = ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End")

#: The keys dialog's rows, in English (marked for the catalogs): :func:`keys_help` is what the dialog shows.
KEYS: tuple[tuple[str, tuple[KeyHelp, ...]], ...] = (
    (N_("Playing"), (
        KeyHelp(N_("Arrow keys"), N_("Move between the piles (Tab leaves the table)")),
        KeyHelp(N_("Enter or Space"), N_("Pick up the card of the pile in focus; on another pile, put it there; on "
                                         "the same pile, send it to its best place")),
        KeyHelp(N_("1 to 7"), N_("Pick up from that column, or put the card picked up on it")),
        KeyHelp("W", N_("Pick up the waste's card")),
        KeyHelp("F", N_("Send the card picked up home to its foundation")),
        KeyHelp(N_("Escape"), N_("Put the card back")),
        KeyHelp("D", N_("Draw from the stock (or turn the waste over)")),
        KeyHelp(N_("U or Ctrl+Z"), N_("Undo the last move")),
        KeyHelp("H", N_("Hint: the move to make, lit on the table")),
        KeyHelp("A", N_("Finish: send every card home once all are face up")),
        KeyHelp("V", N_("Can this deal still be won? The solver answers")),
        KeyHelp("N", N_("New deal")),
    )),
    (N_("Hearing the game"), (
        KeyHelp("I", N_("The whole table: every pile, the time, the moves and the score")),
        KeyHelp("?", N_("This list of keys")),
    )),
)  # fmt: skip
_KEY_NAMES = {"Arrow keys", "Enter or Space", "1 to 7", "Escape", "U or Ctrl+Z"}  #: the keys said in words


def keys_help() -> tuple[tuple[str, tuple[KeyHelp, ...]], ...]:
    """:data:`KEYS` in the language in use (a key's letter stays as it is: it is the key on the keyboard)."""
    return tuple((_(title), tuple(KeyHelp(_(k.keys) if k.keys in _KEY_NAMES else k.keys, _(k.does)) for k in rows))
                 for title, rows in KEYS)  # fmt: skip


#: The game's single keys (they never fire while typing in a form).
KEYMAP = Keymap(ACTION_KEYS, exact={str(n): ("pile", f"C{n}") for n in range(1, 8)} | {k: ("arrow", k) for k in ARROWS},
                undo=True)  # fmt: skip


def step(index: int, key: str, top_row: int = 6, columns: int = 7) -> int:
    """The pile an arrow key leads to from pile ``index`` (:data:`web.klondike.words.PILES` order: the six piles of
    the top row, then the seven columns, each column under its top-row pile).

    >>> step(0, "ArrowLeft"), step(5, "ArrowRight"), step(2, "ArrowDown"), step(12, "ArrowUp"), step(8, "End")
    (5, 0, 9, 5, 12)
    """
    total = top_row + columns
    row_start, row_len = (0, top_row) if index < top_row else (top_row, columns)
    pos = index - row_start
    if key == "Home":
        return row_start
    if key == "End":
        return row_start + row_len - 1
    if key in ("ArrowLeft", "ArrowRight"):
        return row_start + (pos + (1 if key == "ArrowRight" else -1)) % row_len
    if key == "ArrowDown" and index < top_row:
        return top_row + min(pos + (1 if pos >= 2 else 0), columns - 1)  # the top row has a gap over column 3
    if key == "ArrowUp" and index >= top_row:
        return min(max(0, pos - (1 if pos >= 2 else 0)), top_row - 1) if pos != 2 else 1
    return index % total


CUSTOM = "custom"
YOU = (SeatConfig("You", HUMAN),)  #: the one seat: Klondike is played alone
MAX_BANK = 10**9  #: the largest Vegas running total a saved deal may carry (far more than anyone plays)


@dataclass(frozen=True, slots=True)
class Setup:
    """Everything needed to deal. ``seed`` None: a fresh one; ``daily``: the date of a daily deal (YYYY-MM-DD)."""

    rules: Rules = PRESETS["draw-one"]
    winnable: bool = False  #: deal only what the solver proves it can win
    seed: int | None = None
    daily: str = ""

    @property
    def seats(self) -> tuple[SeatConfig, ...]:
        return YOU

    def to_dict(self) -> dict[str, Any]:
        return {"rules": self.rules.to_dict(), "winnable": self.winnable}

    @classmethod
    def from_dict(cls, data: Any) -> Setup:
        """Read :meth:`to_dict` output (no seed); raises ValueError (or RulesError) on anything else."""
        if not isinstance(data, dict) or not isinstance(data.get("winnable", False), bool):
            raise ValueError("a setup must be an object with its rules")
        return cls(Rules.from_dict(data.get("rules")).validate(1), bool(data.get("winnable", False)))


def preset_name(rules_id: str) -> str:
    """A preset's name for the statistics (``Draw one``), ``Custom rules`` for any other rules."""
    return _(PRESETS[rules_id].name) if rules_id in PRESETS else named_preset(rules_id, PRESETS)


def title(rules: Rules) -> str:
    """The rules' name as the table shows it, in the language in use: a preset's (``Draw three``), else the options
    in a few words (a saved deal's ``name`` is the language it was saved in: never shown)."""
    found = PRESETS.get(rules.id)
    return _(found.name) if found is not None and found == rules else describe(rules)


def named(rules: Rules) -> Rules:
    """``rules`` under the id and name of the preset whose options they are, or as custom rules."""
    found = same_preset(rules, PRESETS)
    return replace(rules, id=CUSTOM, name=describe(rules)) if found is None else found


def describe(rules: Rules) -> str:
    """``Draw three, 3 passes, Vegas``: the options in a few words."""
    passes = (_("no pass limit") if rules.passes == 0 else _("one pass") if rules.passes == 1
              else ngettext("{n} pass", "{n} passes", rules.passes).format(n=rules.passes))  # fmt: skip
    scoring = {Scoring.STANDARD: _("standard score"), Scoring.VEGAS: _("Vegas"),
               Scoring.NONE: _("no score")}[rules.scoring]  # fmt: skip
    # Translators: a custom set of rules in a few words: "Draw three, 2 passes, Vegas"
    text = _("Draw one, {passes}, {scoring}") if rules.draw == 1 else _("Draw three, {passes}, {scoring}")
    return text.format(passes=passes, scoring=scoring)


def _build(base: Rules, changes: dict[str, Any]) -> Rules:
    """``base`` with the dialog's changes (read as saved rules are), under a preset's name or as custom rules."""
    return named(Rules.from_dict({**base.to_dict(), **changes}).validate(1))


def _form() -> RulesForm[Rules]:
    """Klondike's new-game dialog, in the language in use: one seat (yours), the engine's presets, and the draw, the
    passes and the scoring."""
    passes = (("0", _("No limit")), ("1", _("One pass")),
              *((str(n), ngettext("{n} pass", "{n} passes", n).format(n=n)) for n in range(2, MAX_PASSES + 1)))
    scorings = (("standard", _("Standard (points for progress)")), ("vegas", _("Vegas (a 52 stake, 5 a card home)")),
                ("none", _("None: win or lose")))  # fmt: skip
    return RulesForm(
        _("Klondike"), (1,), (), (), PRESETS, {pid: _("{rules}.").format(rules=describe(r)) for pid, r in
                                               PRESETS.items()}, (
            Option("draw", pgettext("option", "Draw"),
                   _("Cards turned from the stock at a time (only the top one can be played)."), "choice",
                   (("1", _("One card")), ("3", _("Three cards"))), main=True, numeric=True),
            Option("passes", _("Passes through the stock"), _("Turning the waste over starts the next pass."),
                   "choice", passes, main=True, numeric=True),
            Option("scoring", pgettext("option", "Scoring"), _("Vegas keeps a running total over your deals."),
                   "choice", scorings, main=True),
        ), build=_build, groups=((_("Klondike"), tuple((pid, _(r.name)) for pid, r in PRESETS.items())),),
        first="draw-one",
    )  # fmt: skip


#: Klondike's new-game dialog (:func:`_form`), as the address and the dialog's answers are read with it.
FORM = _form()


def form_fields(rules: Rules, winnable: bool) -> tuple[FormField, ...]:
    """The options of the dialog, with ``rules``' values, and winnable deals only."""
    return (*_form().form_fields(rules),
            FormField("winnable", _("Winnable deals only"), _("The solver checks each deal first: it can be won with "
                      "perfect play (knowing every card)."), "bool", "on" if winnable else "", main=True))  # fmt: skip


def setup_form(setup: Setup) -> SetupForm:
    """The new-game dialog as it opens on ``setup`` (:mod:`web.shell.dom_setup` draws it)."""
    # (a Setup has the seats and rules of the shell's SeatedSetup, and a winnable deal besides)
    return _form().setup_form(setup, form_fields(setup.rules, setup.winnable))  # type: ignore[arg-type]


def parse_setup(seats: Sequence[tuple[str, str]], preset_id: str, values: Mapping[str, str], seed: str) -> Setup:
    """The setup the new-game dialog describes; raises RulesError (or ValueError) saying what is wrong."""
    _seats, rules, number = FORM.read(seats, preset_id, values, seed)
    return Setup(rules, values.get("winnable", "") == "on", number)


@dataclass(frozen=True, slots=True)
class Settings(TableSettings[Setup]):
    """What the player chose last (the shared prefs all off by default)."""

    setup_type = Setup
    first_setup = Setup

    bank: int = 0  #: the Vegas running total of the deals finished so far

    def own(self) -> dict[str, Any]:
        return {"bank": self.bank}

    @classmethod
    def read_own(cls, data: dict[str, Any]) -> dict[str, Any]:
        return {"bank": read_bank(data)}


def read_bank(data: dict[str, Any]) -> int:
    """The Vegas running total saved in ``data`` (the settings, or a deal: the total it started from); ValueError
    when it is no whole number a player could reach."""
    bank = data.get("bank", 0)
    if isinstance(bank, bool) or not isinstance(bank, int) or abs(bank) > MAX_BANK:
        raise ValueError("the Vegas total must be a whole number")
    return bank


GAME_KEYS = ("seed", "rules", "draw", "passes", "scoring", "winnable")
UrlRequest = Request[Setup]  #: what the address asks for: a deal (or None), a speed, and what was wrong


def parse_query(query: str, base: Setup | None = None) -> UrlRequest:
    """Parse ``location.search`` (the page's own keys already taken out), on top of ``base`` (the last setup).
    Never raises."""
    a = Address(query, GAME_KEYS)
    values, errors = a.values, a.errors
    if not a.starts_game():
        return a.request(None)
    setup = base or Setup()
    rules = a.rules(PRESETS, base=setup.rules)
    try:  # the draw, the passes and the scoring, each read as the new-game dialog reads it
        rules = FORM.rules_from_form(rules, a.options(FORM.options, rules))
    except RulesError as exc:  # (every value was checked: a safety net)
        errors.append(str(exc))
        rules = setup.rules
    winnable = setup.winnable
    if "winnable" in values:
        winnable = values["winnable"].lower() in ("1", "yes", "true", "on")
    return a.request(Setup(rules, winnable, a.seed()))


#: The daily deal (web/shell/daily.py): draw three, the first deal the solver can win from the day's seed (the seeds
#: Klondike's daily always had: :func:`kings.klondike.seeds.daily_seed`).
DAILY = Daily(lambda day, seed: Setup(PRESETS["draw-three"], True, seed, day.isoformat()),
              N_("draw three, a winnable deal"))


__all__ = ["CUSTOM", "KEYMAP", "Setup", "UrlRequest", "form_fields", "named", "parse_query", "parse_setup", "preset",
           "setup_form", "step"]
