"""King's Court's declaration (pure): who plays and by which rules (the new-game dialog's form, the address), what
the player chose last, the match at the table, its CPU players, how to play, its tutorial and its keys. The shell does
the rest: its :class:`~web.shell.newgame.TableSpec` (:data:`TABLE`) names these to the controller.

Two seats, each a human or a CPU level (the engine registry's); the first seat plays Orange in the first game
(a match swaps colours after each game). The rules are one of the engine's presets or a custom choice of its
options (:data:`OPTIONS`), so the dialog cannot offer an option the engine does not know.

>>> setup = Setup.from_form([("Ann", "human"), ("", "hard")], "checkers", {}, "7")
>>> [s.name for s in setup.seats], setup.rules.id, setup.seed
(['Ann', 'Ada'], 'checkers', 7)
>>> FORM.rules_from_form(preset("standard"), {"opening": "any"}).id
'any-side'

King's Court's address: ``?game=kings-court&seed=42&rules=checkers&level=hard``. Parameters (all optional; any one
of seed, rules, seats, level or names starts a new match): ``seed`` (a whole number: it decides the CPUs' choices
between equally good moves), ``rules`` (a preset id), ``level`` (easy, medium, hard: the CPU you play), ``seats``
(two kinds, the first plays Orange in the first game: ``hard,human`` plays Green against a hard CPU;
``human,human`` is pass and play), ``names`` (comma-separated), ``speed`` (slow, normal, fast, instant). A bad
value gets a notice and a default.

>>> req = Setup.from_address("?seed=42&rules=checkers&level=hard")
>>> req.setup.seed, req.setup.rules.id, [s.kind for s in req.setup.seats], req.errors
(42, 'checkers', ['human', 'hard'], ())
>>> print(Setup.from_address("?seats=human,wizard").errors[0])
seats: 'human,wizard' is not two of human, easy, medium, hard; using human,medium.

A match of King's Court at the table (:class:`Session`, pure, JSON round trip): the engine's match, who sits where,
and taking moves back, on the shell's :class:`~web.shell.match_session.MatchSession`. ``shown`` is the game on the
board: the one in progress, or the one that just ended until the next begins. Match seat 0 plays Orange in the first
game, and the colours swap after each game. Nothing is hidden, so pass and play needs no hand-off: the device just
goes round. Saved as the match's record (rules + seed + every game's moves), which replays it exactly.

>>> s = Session.new(Setup.first(), seed=42)
>>> s = s.play(s.shown.legal_moves()[0])
>>> Session.from_dict(s.to_dict()) == s, s.to_act, s.undo().shown.moves
(True, 1, ())

Its CPU players: the seeds of a CPU move and of a hint; the shell does the rest (its loop
:class:`web.shell.cpuloop.CpuLoop`, Hint button :class:`web.shell.hinting.Hints` and, the players being the engine's
own, worker thinker :func:`web.shell.thinker.engine_thinker`). Medium and hard CPUs (medium looks two moves ahead) and
a hint think in the worker.

>>> from kings.kings_court.api import MatchRecord
>>> from kings.kings_court.match import Match
>>> from web.shell.thinker import engine_thinker
>>> match = Match.new(Rules(), 42)
>>> engine_thinker(GAME).think(MatchRecord.of(match).to_json(), 0, "medium", 7) in {str(m) for m in
...                                                                                 match.deal.legal_moves()}
True

Its rules page is generated from the engine's own rules data: the words are the engine's
(:mod:`kings.kings_court.rulesdoc`, which also writes docs/kings-court-rules.md).

Its short tutorial: the first moves of a game against a medium CPU, a step at a time. You play Orange and move
first: step a piece into the Court; Green answers from the other side; then a move of your own, perhaps a jump.
The steps say why, and how the turned board's neighbours lie. Nothing of the tutorial's game is saved or counted.

>>> t, session = tutorial()
>>> t.progress(), session.seats[0].kind, session.seats[1].kind, len(session.shown.legal_moves())
('Step 1 of 5', 'human', 'medium', 8)

Its keys: the board is one Tab stop: the arrow keys move a cursor over its squares along the grid, as the notation
reads it (``↑`` the next rank, ``→`` the next file: on the board turned 45 degrees, up-left and up-right). Enter or
Space on a square picks the piece there, or moves the picked piece there (a multi-jump, one landing after another);
Enter on the last landing again, or ``S``, stops a jump that could go on. ``Escape`` puts the piece back, ``H``
hint, ``U`` or ``Ctrl+Z`` undo, ``N`` next game; ``I`` ``T`` ``L`` ``B`` read aloud, ``?`` the keys.

>>> command = KEYMAP.command
>>> command("h"), command("z", ctrl=True), command("?"), command("x"), command("u", alt=True)
(('action', 'hint'), ('action', 'undo'), ('keys', ''), None, None)
>>> step(18, "ArrowUp"), step(18, "ArrowRight"), step(7, "ArrowRight"), step(0, "ArrowDown")
(26, 19, 7, 0)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from kings import registry
from kings.i18n import N_
from kings.kings_court.api import MatchRecord
from kings.kings_court.match import Match
from kings.kings_court.outcome import colour_name
from kings.kings_court.rules import MAX_MATCH, PRESETS, QUIET_RANGE, REPETITION_RANGE, Rules, preset
from kings.kings_court.rulesdoc import CHOICES
from kings.kings_court.rulesdoc import OPTIONS as ENGINE_OPTIONS
from kings.kings_court.state import CourtGame
from web.kings_court import GAME, words
from web.kings_court.results import deal_score
from web.kings_court.viewmodels import TableView
from web.shell import protocols
from web.shell.daily import seated
from web.shell.features import FeatureSpec
from web.shell.keyhelp import KeyHelp, Keymap
from web.shell.match_session import MatchSession
from web.shell.newgame import TableSpec
from web.shell.players import CpuSpec
from web.shell.rulesview import Section, credits, from_doc
from web.shell.settingsio import TableSettings
from web.shell.setupform import FieldKind, FormSetup, Option, RulesForm, cpu_levels
from web.shell.tutorial import Step, every_move, on_a_fixed_deal

# -- who plays, by which rules ---------------------------------------------------------------------------------------
PLAYERS = 2
#: The CPU levels a player may choose (the engine registry's), weakest first, and one plain sentence on each.
LEVELS, LEVEL_LINES = cpu_levels(registry.game(GAME))


def _option(key: str, kind: FieldKind, choices: tuple[str, ...] = (), low: int = 0, high: int = 0,
            main: bool = False, text: str = "") -> Option:  # fmt: skip
    """One rule option under the engine's rules page's label and help (``text``: its own help instead), its choices
    named as the rules page names them (words marked there, translated where the dialog shows them)."""
    label, about = ENGINE_OPTIONS[key]
    return Option(key, label, text or about, kind, tuple((c, CHOICES[c]) for c in choices), low, high, main)


#: The helps of the options with a range of whole numbers besides 0 (the engine's REPETITION_RANGE, QUIET_RANGE:
#: tests/test_kings_court_i18n.py checks the figures agree)
REPETITION_HELP = N_("The same position (the same pieces, the same player to move) for this many times draws the game; "
                     "0: never. From 2 to 5.")
QUIET_HELP = N_("This many moves by each player without a capture draw the game; 0: never. From 10 to 500.")

OPTIONS: tuple[Option, ...] = (
    _option("captures", "choice", ("free", "compulsory"), main=True),
    _option("jumps", "choice", ("may-stop", "must-continue"), main=True),
    _option("opening", "choice", ("opposite", "any"), main=True),
    _option("match_games", "int", low=1, high=MAX_MATCH, main=True),
    _option("blocked", "choice", ("loses", "draw")),
    _option("repetition", "int", low=0, high=REPETITION_RANGE[1], text=REPETITION_HELP),
    _option("quiet_moves", "int", low=0, high=QUIET_RANGE[1], text=QUIET_HELP),
)  # fmt: skip

#: The preset menu's sentence on each preset: what it changes for the player.
ABOUT: dict[str, str] = {
    # Translators: the new-game dialog, a sentence on each rules preset
    "standard": N_("The printed rules: jumping is a choice, and a multi-jump may stop after any jump."),
    "checkers": N_("As in checkers: when you can capture you must, and a jump goes on while it can."),
    "any-side": N_("Green's first piece may enter the Court from any side."),
}


def _build(base: Rules, changes: dict[str, Any]) -> Rules:
    """``base`` with the form's changes, read as saved rules are (a value the engine refuses raises its RulesError)."""
    return Rules.from_dict({**base.to_dict(), **changes})


#: King's Court's new-game dialog: two seats, the engine's presets, its options.
FORM = RulesForm(
    "King's Court", (PLAYERS,), LEVELS, LEVEL_LINES, PRESETS, ABOUT, OPTIONS,
    notes=(N_("The first player plays Orange and moves first; in a match the colours swap after each game."),),
    build=_build, seed_word="one",
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Setup(FormSetup[Rules]):
    """Everything needed to start a match. ``seed`` None means a fresh random seed (it decides the CPUs' choices
    between equally good moves: every game starts alike)."""

    form = FORM


# -- what the player chose last --------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Settings(TableSettings[Setup]):
    """What the player chose last: the shared prefs (``kings.prefs``; stripes, a card game's setting, kept for the
    others) and the new-game setup (``kings.kings-court.settings``)."""

    setup_type = Setup
    first_setup = staticmethod(Setup.first)


# -- the match at the table -----------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Session(MatchSession[Match, CourtGame]):
    """The match in progress and its seats."""

    game, match_type, record, most = GAME, Match, MatchRecord, PLAYERS

    @property
    def shown_seats(self) -> tuple[int, ...]:
        """The match seat playing each colour in the shown game, Orange's first (a colour is a seat of the game)."""
        return self.seat_of(0), self.seat_of(1)

    def seat_of(self, colour: int) -> int:
        """The match seat playing ``colour`` (0 Orange, 1 Green) in the shown game."""
        return (colour + self.number) % 2

    def colour_of(self, seat: int) -> int:
        """The colour (0 Orange, 1 Green) match seat ``seat`` plays in the shown game."""
        return (seat - self.number) % 2

    def colour_name(self, seat: int) -> str:
        """The colour ``seat`` plays in the shown game, in the language in use."""
        return colour_name(self.colour_of(seat))

    @property
    def needs_handoff(self) -> bool:
        """Never: nothing is hidden, so the players share the device without handing it over."""
        return False

    # -- play, and next_deal (the next game, the colours swapped), are the shell's Seated's ---------------------------
    def last_human_move(self) -> int | None:
        """The index in the game in progress of the last move a human made (None: none to take back)."""
        game = self.match.current
        if game is None:
            return None
        for i in range(len(game.moves) - 1, -1, -1):
            if self.seats[self.seat_of(i % 2)].is_human:  # Orange makes the even moves, Green the odd ones
                return i
        return None

    def undo(self) -> Session:
        """The match as it was before the last human move of the game in progress (and the CPU's replies); the
        same session if there is none."""
        i = self.last_human_move()
        game = self.match.current
        if i is None or game is None:
            return self
        games = tuple(g.moves for g in self.match.results) + (game.moves[:i],)
        return replace(self, match=MatchRecord(self.match.rules, self.match.seed, games).replay())


# -- the CPU players -------------------------------------------------------------------------------------------------
CPU: CpuSpec[Session] = CpuSpec(game=GAME, turn_key=Session.turn_key, hint_key=Session.hint_key,
                                worker_levels=("medium", "hard"))  # fmt: skip


# -- how to play, the tutorial, the keys -----------------------------------------------------------------------------
#: How to play at this table, before the full rules.
HOW_TO_PLAY = Section(
    "how", N_("Playing at this table"),
    N_("The board is drawn as in the original, turned 45 degrees: the squares in the middle, marked, are the Court. "
    "Neighbouring squares touch along an edge: up-left, up-right, down-left and down-right."),
    items=(
        N_("Your pieces that can move are ringed. Tap one: the squares it can go to light up. Tap one of them."),
        N_("A multi-jump is one landing after another: tap each, tap straight where it ends, or drag the piece along "
        "its path. When the jump could stop or go on, tap its last landing again (or Stop) to end it there."),
        N_("The last move stays marked on the board, and the pieces it captured are crossed out."),
        N_("Each player's chip shows the pieces in the Court, on the board and captured. Undo takes back your last "
        "move (and the CPU's reply); Hint shows what the hard CPU would play. Press ? for the keys."),
    ),
)  # fmt: skip


def rules_page(current: Rules | None = None) -> tuple[Section, ...]:
    """The sections of the rules page for ``current`` (the game on the table; the standard rules if None)."""
    from kings.kings_court.rulesdoc import sections  # the page's text loads when the page is opened

    return (HOW_TO_PLAY, *from_doc(sections(current or preset("standard"))), credits(cards=False))


SEED = 5

STEPS: tuple[Step, ...] = (
    Step(N_("Welcome to King's Court"), N_("The 16 squares in the middle of the board are the Court. Keep a piece of "
         "yours in it at all times, and capture the other side's last piece there to win. You play Orange and move "
         "first.")),
    Step(N_("Into the Court"), N_("Your first move steps a piece onto the Court. The pieces that can are ringed: tap "
         "one next to the Court, then the lit square it can step to."), moves=1),
    Step(N_("Neighbours"), N_("Green stepped in from the opposite side. The board is turned: squares that share an "
         "edge are neighbours, up-left, up-right, down-left and down-right. A piece steps to an empty neighbour, in "
         "any direction.")),
    Step(N_("Jump"), N_("A piece may also jump a neighbour of either colour to the empty square beyond it: a green "
         "piece jumped is captured, an orange one stays. From there it may jump again, one tap a landing. Make a move: "
         "a jump if you find one (Hint helps)."), moves=1),
    Step(N_("That's the game"), N_("Keep a piece in the Court: a move that would leave you none there is not allowed. "
         "Undo takes a move back; Rules has every detail. Good luck!")),
)  # fmt: skip


#: the tutorial's game: you (Orange) and a medium CPU, standard rules; every move of yours moves a step on
tutorial = on_a_fixed_deal(STEPS, Session, Setup, preset("standard"), SEED)


# -- the keys --------------------------------------------------------------------------------------------------------

#: The grid step of each arrow key: (files, ranks).
ARROWS: dict[str, tuple[int, int]] = {"ArrowUp": (0, 1), "ArrowDown": (0, -1), "ArrowRight": (1, 0),
                                      "ArrowLeft": (-1, 0)}  # fmt: skip

KEYS: tuple[tuple[str, tuple[KeyHelp, ...]], ...] = (
    (N_("Moving around"), (
        KeyHelp(N_("Tab / Shift+Tab"), N_("Go to the board (one stop), the buttons, the moves")),
        KeyHelp("↑ ↓", N_("Next or previous rank (on the turned board: up-left, down-right)")),
        KeyHelp("→ ←", N_("Next or previous file (on the turned board: up-right, down-left)")),
        KeyHelp(N_("Home / End"), N_("The square a1 / h8")),
    )),
    (N_("Playing"), (
        KeyHelp(N_("Enter or Space"), N_("On one of your pieces: pick it. On a lit square: move the picked piece "
                "there; a multi-jump is one landing after another")),
        KeyHelp("S", N_("Stop a jump that could go on, where it is (or Enter on that square again)")),
        KeyHelp(N_("Escape"), N_("Put the picked piece back (or close a dialog)")),
        KeyHelp("H", N_("Hint: what the hard CPU would play")),
        KeyHelp(N_("U or Ctrl+Z"), N_("Undo your last move (and the CPU's reply)")),
        KeyHelp("N", N_("Next game, when one has ended")),
    )),
    (N_("Hearing the game"), (
        KeyHelp("I", N_("Everything: whose move, the Court, the pieces, the last move")),
        KeyHelp("T", N_("Whose move, and how many pieces each side has in the Court")),
        KeyHelp("L", N_("The last move")),
        KeyHelp("B", N_("The board: where each side's pieces stand")),
        KeyHelp("?", N_("This list of keys")),
    )),
)  # fmt: skip


#: The game's single keys (they never fire while typing in a form).
KEYMAP = Keymap.of({"h": "hint", "u": "undo", "s": "stop", "n": "next", "escape": "cancel"},
                   say={"t": "turn", "l": "last", "b": "board"}, undo=True)


def step(square: int, key: str) -> int:
    """The square an arrow key (or Home, End) leads to from ``square``; the board's edge stops it."""
    if key == "Home":
        return 0
    if key == "End":
        return 63
    df, dr = ARROWS.get(key, (0, 0))
    f, r = square % 8 + df, square // 8 + dr
    return r * 8 + f if 0 <= f < 8 and 0 <= r < 8 else square


#: What King's Court's table says around the game: speech, tutorial, dialogs and statistics.
FEATURES = FeatureSpec(
    keys=KEYS, rules_page=rules_page, speak=words.say, tutorial=tutorial, step_counts=every_move,
    offer_title=N_("New to King's Court?"),
    offer_text=N_("A short tutorial plays your first moves: stepping into the Court, the turned board, and jumping."),
    offer_over_table=True, deal_score=deal_score, move_words=words.move_words, deal_ended=words.deal_ended,
    move_sound=words.move_sound,
)  # fmt: skip


Ui = protocols.Ui[TableView, Settings]  #: the page, as the controller sees it

#: King's Court's table, as its controller reads it: the new-game dialog and the address (from :class:`Setup`'s
#: form, with a shared address for preset rules), the settings, the CPU players and what the table says.
TABLE = TableSpec(game=GAME, setup=Setup, settings=Settings, cpu=CPU, features=FEATURES)

#: The daily deal (web/shell/daily.py: the shell deals it, logs it and offers it).
DAILY = seated(Setup, ("hard",), N_("you against a hard CPU, standard rules; who moves first alternates by day"),
               alternate=True)
