"""Kings in the Corner's declaration (pure): who plays and by which rules (the new-game dialog's form, the address),
what the player chose last, its CPU players, its tutorial and its keys; the shell does the rest (:data:`TABLE`).

Two to six seats; the rules are a preset or a custom choice of every option of the engine's catalogue
(:data:`kings.corners.options.OPTIONS`: some are its scoring's, ``scoring.target``), so the dialog cannot offer one the
engine does not know. The address: ``?seed=42&rules=standard&players=2`` (``level``, ``seats``, ``names``, ``speed``
as in every game); a bad value gets a notice and a default.

>>> FORM.rules_from_form(preset("standard"), {"draw": "start", "layout_kings_to_corners": "on"}).id
'wikihow'
>>> req = Setup.from_address("?seed=42&rules=standard&players=2&level=wizard")
>>> req.setup.seed, req.setup.rules.id, [s.kind for s in req.setup.seats], req.errors
(42, 'standard', ['human', 'medium'], ("level: 'wizard' is not one of easy, medium, hard, expert; using medium.",))

Its CPU players: the seeds of a CPU move and of a hint, the hint's own player and a safety net while
:mod:`kings.corners.players` grows; the shell does the rest (its loop :class:`web.shell.cpuloop.CpuLoop`, Hint button
:class:`web.shell.hinting.Hints` and worker thinker :class:`web.shell.thinker.MatchThinker`). Hard and expert CPUs
think in the worker.

A hint is the hard level's move with the human's cards, on smaller playout budgets (:data:`HINT_SETTINGS`), so that
it shows at once: the page thinks of it itself unless the CPU worker is already at work for the table's CPUs
(:meth:`~web.shell.controller.TableApp.wants_worker`: a hard or expert seat started it with the table). A table of
easy or medium CPUs never starts the worker, and a hint that booted it waited for its Pyodide: 1.5 to 5.5 s for the
first hint (issue 46). A CPU's move that fails (or is illegal) is :class:`FallbackPlayer`'s, for that move only.

>>> from kings.corners import Match, MatchRecord, preset
>>> match = Match.new(preset("standard"), 42, 2)
>>> move = Thinker().think(MatchRecord.of(match).to_json(), match.match_seat(match.deal.to_act), "medium", 7)
>>> move in {str(m) for m in match.deal.legal_moves()}
True

Its first-deal tutorial, on the shell's runner (:mod:`web.shell.tutorial`): a fixed seeded deal and four steps
checked by the engine, then its end. You play a two-player deal
against an easy CPU (seed :data:`SEED`, standard rules) whose first turn holds one of each lesson: a build, a king to
a corner, a pile move and the end of the turn. Each step accepts any legal move of its kind and refuses the others
with the step's words; the move it suggests (and the table highlights) is the engine's first legal move of that kind.

>>> t, s = tutorial()
>>> t.progress(), t.current.title, str(t.pointed(s))
('Step 1 of 5', 'Build on a pile', '6D>N')
>>> t.refusal(s, t.pointed(s)) is None, t.refusal(s, END_TURN) is not None
(True, True)

Its keys: the hand is one Tab stop and the table another (a "roving tabindex": the arrow keys move between the
cards, or between the piles). Enter or Space picks a card up (or a pile), then the arrows, a number or a letter
choose where it goes. :data:`KEYS` is the list the ``?`` dialog shows; :data:`KEYMAP` turns a key into an intent.

>>> command = KEYMAP.command
>>> command("3"), command("n"), command("t"), command("?"), command("x")
(('pile', 'NE'), ('pile', 'N'), ('action', 'end'), ('keys', ''), None)
>>> grid_move("N", "ArrowDown"), grid_move("N", "ArrowLeft"), grid_move("W", "ArrowLeft")
('S', 'NW', 'W')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

from kings import registry
from kings.corners import CARD_VALUES, END_TURN, PRESETS, Deal, Move, Observation, Play, Rules, Shift, preset
from kings.corners.notation import rules_from_json, rules_to_json
from kings.corners.options import OPTIONS as ENGINE_OPTIONS
from kings.corners.players import Player
from kings.corners.presets import PRESET_GROUPS, PRESET_GUIDE, plain_name
from kings.corners.rules import MAX_PLAYERS, MIN_PLAYERS, Build
from kings.i18n import N_, _
from kings.seeding import Rng
from web.corners import GAME
from web.shell.daily import seated
from web.shell.keyhelp import KeyHelp, Keymap
from web.shell.match_session import HINT_SEED
from web.shell.newgame import TableSpec
from web.shell.players import CpuSpec
from web.shell.rulesview import CREDITS, Section, from_doc
from web.shell.seats import make_seats, seats_to_list
from web.shell.settingsio import TableSettings
from web.shell.setupform import FieldKind, FormSetup, Option, RulesForm, cpu_levels
from web.shell.thinker import MatchThinker
from web.shell.tutorial import Step, Tutorial

if TYPE_CHECKING:
    from web.corners.session import Session

# -- who plays, by which rules ---------------------------------------------------------------------------------------
#: The CPU levels a player may choose (the engine registry's), weakest first, and one plain sentence on each.
LEVELS, LEVEL_LINES = cpu_levels(registry.game(GAME))

#: (min, max) for whole-number options; the engine validates again.
_RANGES: dict[str, tuple[int, int]] = {
    "hand_size": (1, 13), "draw_count": (1, 3), "king_penalty": (0, 50), "open_space_draw": (0, 5),
    "scoring.target": (1, 10000), "scoring.deals": (1, 100), "scoring.first_turn_bonus": (0, 100),
    "scoring.corner_bonus": (0, 100), "scoring.ante": (0, 100), "scoring.idle_fee": (0, 100),
    "scoring.start_chips": (0, 10000), "scoring.shared_chips": (0, 10000),
}  # fmt: skip
_NONE = ("scoring.target", "scoring.deals")  #: may be left empty: no target, no set number of deals
MAIN_FIELDS = ("scoring.method", "scoring.target", "scoring.deals")  #: at the top; the rest under "All rule options"


def _text(value: Any) -> str:
    """A choice as the form's text: a build's ``down-alternate``, card values' id, an enum's value."""
    if isinstance(value, Build):
        return f"{value.direction.value}-{value.colour.value}"
    return str(getattr(value, "id", None) or value.value)


def _option(o: Any) -> Option:
    """An option of the engine's catalogue (:data:`kings.corners.options.OPTIONS`) as the dialog's."""
    main, (low, high) = o.field in MAIN_FIELDS, _RANGES.get(o.field, (0, 0))
    if o.choices or o.field == "scoring.values":
        choices = o.choices or tuple((v, v.name) for v in CARD_VALUES.values())
        return Option(o.field, o.label, o.help, "choice", tuple((_text(v), label) for v, label in choices), main=main,
                      show=_text)  # fmt: skip
    kind: FieldKind = "optional-int" if o.field in _NONE else "int" if o.field in _RANGES else "bool"
    return Option(o.field, o.label, o.help, kind, low=low, high=high, main=main)


def _build(base: Rules, changes: dict[str, Any]) -> Rules:
    """``base`` with the form's changes, read as saved rules are: ``scoring.target`` goes into the scoring, a build
    (``down-alternate``) becomes its direction and colour; a value the engine refuses raises its RulesError."""
    data = base.to_dict()
    for key, value in changes.items():
        if key in ("sides", "corners"):
            value = dict(zip(("direction", "colour"), value.split("-"), strict=True))
        part, _dot, name = key.rpartition(".")
        (data[part] if part else data)[name] = value
    return Rules.from_dict(data)


#: Kings in the Corner's new-game dialog: two to six seats (you and two medium CPUs first), its presets in the
#: catalogue's groups under plain names (the Rules page cites their sources), every option of the engine's catalogue.
FORM = RulesForm(
    "Kings in the Corner", tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1)), LEVELS, LEVEL_LINES, PRESETS,
    {pid: PRESET_GUIDE[pid][1] for pid in PRESETS}, tuple(_option(o) for o in ENGINE_OPTIONS), start=3,
    build=_build, check=Rules.validate,
    groups=tuple((label, tuple((pid, plain_name(pid)) for pid in PRESETS if PRESET_GUIDE[pid][0] == gid))
                 for gid, label in PRESET_GROUPS),
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Setup(FormSetup[Rules]):
    """Everything needed to start a match. ``seed`` None means a fresh random seed."""

    form = FORM

    def to_dict(self) -> dict[str, Any]:
        """The seats and rules as the settings keep them: a preset by its id (the seed is never kept)."""
        return {"seats": seats_to_list(self.seats), "rules": rules_to_json(self.rules)}

    @classmethod
    def read_rules(cls, raw: Any, players: int) -> Rules:
        return rules_from_json(raw).validate(players)


@dataclass(frozen=True, slots=True)
class Settings(TableSettings[Setup]):
    """What the player chose last: animation speed, the new-game setup (without a seed), the high-contrast theme,
    sounds and striped red cards (all off by default; high contrast stripes red cards whatever this says), saved as
    the shared prefs (``kings.prefs``) and this game's own (``kings.corners.settings``)."""

    setup_type = Setup
    first_setup = staticmethod(Setup.first)


def rules_page(current: Rules | None = None) -> tuple[Section, ...]:
    """The sections of the rules page (:mod:`kings.corners.rulesdoc`'s); the first describes ``current`` (the match on
    the table), if given."""
    from kings.corners.rulesdoc import sections  # the page's text loads when the page is opened

    return (*from_doc(sections(current)), CREDITS)


# -- the CPU players (the shell's HINT_SEED is mixed into the match's seed for a hint's choices) -------------------
#: The hint's player: the hard level with 3,000 playout moves a plan at every table size, close calls not extended and
#: our own later turns played as the medium (the hard level: 8,000 at three seats, extended up to twice, a later turn
#: searched; 6,500 at four or more), and heads-up, where nothing is played out, the next player's replies sampled on 8
#: hands, not 12. A hint plans the turn afresh at every press: on the hard level's budgets it took 154 ms of CPU at p50
#: and 328 at p95 in Pyodide at three seats, and a new player waited 1.5 to 5.5 s for the first one (issue 46). On the
#: positions of ten first deals (seed 5; CPython CPU p50 / p95) it chose the hard level's move at 94% of them heads-up
#: (6 / 29 ms against 9 / 41), 86% at three seats (18 / 26 against 70 / 146), 95% at four, 96% at six (21 / 33 against
#: 48 / 102): as often as the hard level agrees with itself on another generator (87, 82, 91 and 96%), which is the
#: noise of its sampling (bench/hint_time.py; bench/README.md).
#: (Fields of :class:`kings.corners.players.hard.Settings`: the level is imported when first asked, as
#: :func:`~kings.corners.players.make_player` does, so the table opens without loading it.)
HINT_SETTINGS: dict[str, Any] = {
    "samples": 8,
    "finalists": 4,
    "reply_total": 3000,
    "playouts": 3000,
    "playouts_crowd": 3000,
    "playout_extend": 0.0,
    "playout_extend_crowd": 0.0,
    "later_turns": 0,
}


class FallbackPlayer:
    """The first play or pile move the engine lists, else end the turn."""

    level = "fallback"

    def choose(self, obs: Observation, legal: Sequence[Move], rng: Rng) -> Move:
        for move in legal:
            if isinstance(move, (Play, Shift)):
                return move
        return END_TURN if END_TURN in legal else legal[0]


def hint_player() -> Player:
    """A new hint player (:data:`HINT_SETTINGS`)."""
    from kings.corners.players.hard import HardPlayer, Settings

    return HardPlayer(Settings()._replace(**HINT_SETTINGS), "hint")


def _turn_key(s: Session) -> tuple[int, ...]:
    return s.match.seed, 7, len(s.match.results), len(s.shown.history)


def _hint_key(s: Session) -> tuple[int, ...]:
    return s.match.seed, HINT_SEED


CPU: CpuSpec[Session] = CpuSpec(
    game="corners", turn_key=_turn_key, hint_key=_hint_key, worker_levels=("hard", "expert"),
    hint_player=hint_player, rescue=FallbackPlayer(), hint_boots_worker=False)  # fmt: skip


class Thinker(MatchThinker):
    """Kings in the Corner's thinker in the CPU worker (:mod:`web.shell.worker`)."""

    cpu = CPU


# -- the tutorial ----------------------------------------------------------------------------------------------
SEED = 35  #: standard rules, two players: you start with 6♦ for the 7♣, K♥ for a corner, and N fits on E

DONE_TITLE = N_("Tutorial complete")
DONE_TEXT = (N_("Well done: you built, started a corner, moved a pile and ended your turn. That is the whole game: "
             "be the first to play every card. An empty N/E/S/W space takes any card. Go back to your game "
             "when you are ready, or play this deal on."))  # fmt: skip


def fits(kind: str, deal: Deal, move: Move) -> bool:
    """Whether ``move`` is of the ``kind`` a step teaches (``build``, ``king``, ``shift``, ``end``); legality is the
    engine's business."""
    if kind == "build":
        return isinstance(move, Play) and not move.pile.is_corner and bool(deal.piles[move.pile])
    if kind == "king":
        return isinstance(move, Play) and move.pile.is_corner and move.card.stands_for.rank.code == "K"
    if kind == "shift":
        return isinstance(move, Shift)
    return move == END_TURN


def suggestion(kind: str, s: Session) -> Move | None:
    """The engine's first legal move of the ``kind`` (what the step suggests and the table highlights)."""
    deal = s.shown
    return next((m for m in deal.legal_moves() if fits(kind, deal, m)), None)


def instruction(kind: str, rule: str, how: str, s: Session) -> str:
    """The step's text: the ``rule`` in general, then ``how`` with ``{move}`` the suggested move in words."""
    from web.corners.words import phrase  # the worker, which imports this module, never needs it

    move = suggestion(kind, s)
    words = phrase(move, s.shown.piles) if move is not None else _("play on")
    if isinstance(move, Play) and not move.pile.is_corner:
        # Translators: {move} is a move in words ("play 6♦ on 7♣"), {place} a compass point.
        words = _("{move} (the {place} pile)").format(move=words, place=move.pile.word)
    elif isinstance(move, Shift):
        words = _("{move} (from the {source} pile to the {target} pile)").format(move=words, source=move.source.word,
                                                                                 target=move.target.word)
    return _(rule) + " " + _(how).format(move=words)


def lesson(kind: str, title: str, rule: str, how: str, tap: str) -> Step:
    """A step that takes one move of its ``kind`` (:func:`fits`), refuses the others and points at
    :func:`suggestion`, in the words of :func:`instruction`: ``how`` with a mouse and keys, ``tap`` on a touch
    screen (taps only: a phone has no keys to press)."""
    return Step(title, partial(instruction, kind, rule, how), moves=1, allows=lambda s, move: fits(kind, s.shown, move),
                points=partial(suggestion, kind), touch=partial(instruction, kind, rule, tap))  # fmt: skip


STEPS: tuple[Step, ...] = (
    lesson("build", N_("Build on a pile"),
           N_("A card goes on a pile whose top card is one rank higher and of the other colour: a red 6 on a black 7."),
           N_("Now {move}: pick the card up (click it, or press Enter on it), then click the pile (or press its key)."),
           N_("Now {move}: tap the card, then tap the pile.")),
    lesson("king", N_("A king to a corner"),
           N_("Only a king can start one of the four corner piles."),
           N_("Now {move}: pick up the king (click it, or press Enter on it), then click an empty corner (or press "
              "its key)."),
           N_("Now {move}: tap the king, then tap an empty corner.")),
    lesson("shift", N_("Move a whole pile"),
           N_("A pile can join another when its bottom card fits that pile's top card: it moves as a block."),
           N_("Now {move}: pick up the pile (click it, or press its key), then click where it goes (or press that "
              "pile's key)."),
           N_("Now {move}: tap the pile, then tap where it goes.")),
    lesson("end", N_("End your turn"),
           N_("When you have played what you want, end the turn; under these rules you draw one card."),
           N_("Click Draw & end turn (or press T)."), N_("Tap Draw & end turn.")),
    Step(DONE_TITLE, lambda position: _(DONE_TEXT)),
)  # fmt: skip


def tutorial() -> tuple[Tutorial, Session]:
    """The tutorial's steps and its match: you against Ada (easy), standard rules, seed :data:`SEED`."""
    from web.corners.session import Session  # the worker, which imports this module, never needs it

    return Tutorial(STEPS), Session.new(Setup(make_seats(["human", "easy"]), preset("standard")), SEED)


# -- the keys -------------------------------------------------------------------------------------------------
#: The piles in reading order; the number keys 1-8 follow it (the stock sits in the middle).
READING_ORDER: tuple[str, ...] = ("NW", "N", "NE", "W", "E", "SW", "S", "SE")
PILE_KEYS: dict[str, str] = {str(i + 1): place for i, place in enumerate(READING_ORDER)}
PILE_KEYS.update({"n": "N", "e": "E", "s": "S", "w": "W"})

_GRID: dict[str, tuple[int, int]] = {
    "NW": (0, 0), "N": (0, 1), "NE": (0, 2), "W": (1, 0), "E": (1, 2), "SW": (2, 0), "S": (2, 1), "SE": (2, 2),
}  # fmt: skip
_AT = {rc: place for place, rc in _GRID.items()}
_STEPS = {"ArrowUp": (-1, 0), "ArrowDown": (1, 0), "ArrowLeft": (0, -1), "ArrowRight": (0, 1)}


KEYS: tuple[tuple[str, tuple[KeyHelp, ...]], ...] = (
    (N_("Moving around"), (
        KeyHelp("Tab / Shift+Tab", N_("Go to your hand, the table, the buttons (the hand and the table are one stop "
                "each)")),
        KeyHelp("← → ↑ ↓", N_("Move between the cards of your hand, or between the piles of the table")),
        KeyHelp(N_("Home / End"), N_("First or last card of your hand")),
    )),
    (N_("Playing"), (
        KeyHelp(N_("Enter or Space"), N_("Pick up the card (or pile) under focus; on a pile: put what you hold there")),
        KeyHelp(N_("1 to 8"), N_("Put what you hold on a pile, in reading order: 1 north-west corner, 2 north, "
                "3 north-east corner, 4 west, 5 east, 6 south-west corner, 7 south, 8 south-east corner")),
        KeyHelp("N, E, S, W", N_("Put what you hold on the north, east, south or west pile "
                "(with nothing held: pick that pile up to move it)")),
        KeyHelp(N_("Escape"), N_("Put back what you hold (or close a dialog)")),
        KeyHelp("D", N_("Draw (under rules with a draw during the turn)")),
        KeyHelp("T", N_("End your turn (drawing as the rules say)")),
        KeyHelp("H", N_("Hint: show a good move")),
    )),
    (N_("Hearing the game"), (
        KeyHelp("I", N_("Everything: whose turn, your hand, the piles, the scores, the last moves")),
        KeyHelp("C", N_("The cards in your hand")),
        KeyHelp("P", N_("The piles on the table")),
        KeyHelp("O", N_("The scores and how many cards each player holds")),
        KeyHelp("L", N_("The last moves")),
        KeyHelp("?", N_("This list of keys")),
    )),
)  # fmt: skip


#: The game's single keys (they never fire while typing in a form or with Ctrl/Alt/Meta).
KEYMAP = Keymap.of({"d": "draw", "t": "end", "h": "hint", "escape": "cancel"},
                   say={"c": "hand", "p": "piles", "o": "scores", "l": "moves"},
                   other={k: ("pile", place) for k, place in PILE_KEYS.items()})


def grid_move(place: str, key: str) -> str:
    """The pile an arrow key leads to from ``place`` (the stock in the middle is skipped)."""
    step = _STEPS.get(key)
    if step is None or place not in _GRID:
        return place
    r, c = _GRID[place]
    for _step in range(2):
        r, c = r + step[0], c + step[1]
        if not (0 <= r < 3 and 0 <= c < 3):
            return place
        if (r, c) in _AT:
            return _AT[(r, c)]
    return place


#: Kings in the Corner's table, as its controller reads it: the new-game dialog and the address (from :class:`Setup`'s
#: form; a shared address carries no ``game``: the page's first game), the settings and the CPU players.
TABLE = TableSpec(game=GAME, setup=Setup, settings=Settings, cpu=CPU, named=False)

#: The daily deal (web/shell/daily.py: the shell deals it, logs it and offers it).
DAILY = seated(Setup, ("hard", "hard", "hard"), N_("you against three hard CPUs, standard rules"))
