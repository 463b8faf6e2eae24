"""King's declaration (pure): who plays and by which rules (the new-game dialog's form, the address), what the
player chose last, its CPU players, its rules page, its tutorial, its keys, and what the table says around the game.
The shell does the rest: its :class:`~web.shell.newgame.TableSpec` (:data:`TABLE`) names these to the controller
(the CPU loop :class:`web.shell.cpuloop.CpuLoop`, the Hint button :class:`web.shell.hinting.Hints`, the worker's
:class:`web.shell.thinker.MatchThinker`, and :class:`~web.shell.features.Features`, as :data:`FEATURES` declares).

King is for four. Each seat is a human or a CPU level (the engine registry's); the rules are one of the engine's
presets or a custom choice of its options, every one a yes/no, drawn from :data:`OPTIONS` (so the dialog cannot
offer an option the engine does not know).

>>> setup = Setup.from_form([("Ann", "human"), ("", "easy"), ("", "medium"), ("", "hard")], "quick", {}, "7")
>>> [s.name for s in setup.seats], setup.rules.id, setup.seed
(['Ann', 'Ada', 'Ben', 'Cleo'], 'quick', 7)
>>> FORM.rules_from_form(preset("standard"), {"quick": "on"}).id
'quick'

What the player chose last (:class:`Settings`): the CPU speed, high contrast, sounds and stripes (shared by every
game: ``kings.prefs``) and King's own: the new-game setup and how the score sheet is laid out
(``kings.king.settings``).

King's address: ``?game=king&seed=42&rules=quick&seats=human,hard,hard,hard``. Parameters (all optional; any one of
seed, rules, seats, level or names starts a new game): ``seed`` (a whole number from 0 to 2**64-1; the same seed and
rules deal the same cards), ``rules`` (a preset id: ``standard``, ``quick``, ``open-bidding``, ``leader-forfeit``,
``nominate``), ``level`` (``easy``, ``medium`` or ``hard``: the level of the three CPUs, default medium), ``seats``
(four comma-separated kinds, ``human,easy,medium,hard``, overriding level), ``names`` (comma-separated, one per seat;
blank keeps the default), ``speed`` (``slow``, ``normal``, ``fast`` or ``instant``). A bad value is reported in
plain words and replaced by a sensible default; it never stops the game.

>>> req = Setup.from_address("?seed=42&rules=quick&level=hard")
>>> req.setup.seed, req.setup.rules.id, [s.kind for s in req.setup.seats], req.errors
(42, 'quick', ['human', 'hard', 'hard', 'hard'], ())
>>> for line in Setup.from_address("?seats=human,human&rules=nope").errors:
...     print(line)
rules: there is no preset 'nope'; using standard.
seats: 'human,human' is not four of human, easy, medium, hard; using human,medium,medium,medium.

CPU players: the seeds of a CPU move and of a hint, and the longer pause after a trick. A hard CPU and a hint think
in the worker, which imports this module for its :class:`Thinker` (:mod:`web.shell.games`).

>>> from kings.king.api import KingRecord
>>> from kings.king.game import KingGame
>>> game = KingGame.new(42)
>>> move = Thinker().think(KingRecord.of(game).to_json(), game.acting, "medium", 7)
>>> move in {str(m) for m in game.legal_moves()}
True

The rules page is generated from the engine's own rules data: the words are :mod:`kings.king.rulesdoc`'s (which also
writes docs/king-rules.md), so the page cannot disagree with the game: how a hand is played, the ten hands and their
points, the positive hands and the auction, the scoring, every decision the engine makes where the source is silent,
the options and presets, and the CPU levels. :mod:`web.shell.dom_help` draws the sections (text only).

The short tutorial deals a fixed game (you lead the first hand, No tricks, against three medium CPUs) and explains,
step by step, what the game is, which cards you may play (the lit ones), who takes a trick, and how to lose tricks on
purpose, then where the positive hands and the auction come. Some steps wait for you to play a card, others for
Next. Nothing of the tutorial's game is saved or counted.

>>> t, session = tutorial()
>>> t.progress(), t.waits, session.game.seed == SEED
('Step 1 of 5', False, True)
>>> t.next(); t.waits
True

The keys: your cards are one Tab stop (a roving tabindex: the arrow keys move between them); Enter or Space plays the
card under focus, or says why it may not be played. The answers of the auction step are ordinary buttons. The single
keys below act anywhere outside forms and dialogs.

>>> command = KEYMAP.command
>>> command("h"), command("L"), command("?"), command("x"), command("h", ctrl=True)
(('action', 'hint'), ('action', 'last'), ('keys', ''), None, None)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, Protocol

from kings import registry
from kings.cards import Card
from kings.i18n import N_, _
from kings.king.api import KingMatch
from kings.king.moves import Move
from kings.king.rules import PRESETS, Rules, preset
from kings.king.rulesdoc import sections
from web.king import GAME, narration
from web.king.results import deal_score, game_won
from web.king.session import Session
from web.king.viewmodels import TableView
from web.shell import protocols
from web.shell.cpuloop import PAUSES
from web.shell.daily import seated
from web.shell.features import FeatureSpec
from web.shell.keyhelp import KeyHelp, Keymap
from web.shell.newgame import TableSpec
from web.shell.players import CpuSpec
from web.shell.rulesview import CREDITS, Section, from_doc
from web.shell.settingsio import TableSettings
from web.shell.setupform import FormSetup, Option, RulesForm, cpu_levels
from web.shell.thinker import MatchThinker
from web.shell.tutorial import Step, on_a_fixed_deal

# -- who plays, by which rules -------------------------------------------------------------------------
PLAYERS = 4
#: The CPU levels a player may choose (the engine registry's), weakest first, and one plain sentence on each.
LEVELS, LEVEL_LINES = cpu_levels(registry.game(GAME))

#: Every rule option: (field of :class:`~kings.king.rules.Rules`, label, help), in the dialog's order (words marked
#: here, translated where the dialog shows them).
OPTIONS: tuple[tuple[str, str, str], ...] = (
    # Translators: the new-game dialog's rule options: a label, then its help
    ("quick", N_("Quick game: seven hands"),
     N_("The six negative hands are played as three (1 with 6, 2 with 5, 3 with 4), each keeping its points.")),
    ("nominate_dealer", N_("The king of hearts names the dealer"),
     N_("Whoever is dealt the king of hearts chooses who deals first, themselves included.")),
    ("rebid_after_pass", N_("Passing is not final"),
     N_("A player who passed in an auction may bid again later in it.")),
    ("forfeit_without_auction", N_("Forfeit without an auction"),
     N_("The dealer of a positive hand may mark 4 up for themselves and 3 up for each other player without an "
        "auction.")),
)  # fmt: skip

#: The preset menu's sentence on each preset: what it changes for the player.
ABOUT: dict[str, str] = {
    # Translators: the new-game dialog, a sentence on each rules preset
    "standard": N_("The ten hands as the Brazilian rules describe them."),
    "quick": N_("Seven hands: the negative hands are played two at a time."),
    "open-bidding": N_("In an auction, a player who passed may bid again."),
    "leader-forfeit": N_("The dealer of a positive hand may take 4 up and give 3 up to each other, with no auction."),
    "nominate": N_("Whoever is dealt the king of hearts names the first dealer."),
}

#: King's new-game dialog: four seats, the engine's presets, every option a yes/no at the top.
FORM = RulesForm(
    "King", (PLAYERS,), LEVELS, LEVEL_LINES, PRESETS, ABOUT,
    tuple(Option(key, label, text, main=True) for key, label, text in OPTIONS),
    notes=(N_("King is for four: each plays alone."),),
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Setup(FormSetup[Rules]):
    """Everything needed to start a game. ``seed`` None means a fresh random seed."""

    form = FORM


# -- what the player chose last ------------------------------------------------------------------------
Columns = Literal["one", "two"]


@dataclass(frozen=True, slots=True)
class Settings(TableSettings[Setup]):
    """What the player chose last (all off by default; high contrast stripes red cards whatever this says)."""

    setup_type = Setup
    first_setup = staticmethod(Setup.first)

    columns: Columns = "one"  #: the score sheet: one column per player, or a negative and a positive one

    def own(self) -> dict[str, Any]:
        return {"columns": self.columns}

    @classmethod
    def read_own(cls, data: dict[str, Any]) -> dict[str, Any]:
        columns = data.get("columns", "one")
        if columns not in ("one", "two"):
            raise ValueError("the score sheet has one or two columns a player")
        return {"columns": columns}


# -- the CPU players ------------------------------------------------------------------------------------
HINT_SEED = 31337  #: mixed into the game's seed for a hint's random choices

#: Seconds to wait after a finished trick, by speed, instead of :data:`~web.shell.cpuloop.PAUSES`: everyone sees who
#: took it.
TRICK_PAUSES: dict[str, float] = {"slow": 2.2, "normal": 1.3, "fast": 0.6, "instant": 0.0}


def _match(s: Session) -> KingMatch:
    return KingMatch(s.game)  # a King match is its one game


def _turn_key(s: Session) -> tuple[int, ...]:
    return s.game.seed, 7, len(s.game.moves)


def _hint_key(s: Session) -> tuple[int, ...]:
    return s.game.seed, HINT_SEED, len(s.game.moves)


def _pause(s: Session, speed: str) -> float:
    hand = s.game.hand
    trick_ended = hand is not None and not hand.trick and bool(hand.taken) and bool(s.log)
    return (TRICK_PAUSES if trick_ended else PAUSES).get(speed, 0.6)


CPU: CpuSpec[Session] = CpuSpec(game=GAME, match=_match, turn_key=_turn_key, hint_key=_hint_key, pause=_pause)


class Thinker(MatchThinker):
    """King's thinker in the CPU worker (:mod:`web.shell.worker`)."""

    cpu = CPU


# -- the rules page and the tutorial -----------------------------------------------------------------
#: How to play, in short, before the full rules: what the table does for the player (marked here, translated by
#: :func:`rules_page`).
HOW_TO_PLAY = Section(
    "how", N_("How to play"),
    N_("Four players, each alone, play ten hands of thirteen tricks with one pack, aces high. Everyone must follow "
       "the suit led if they can; the highest card of that suit takes the trick, or the highest trump."),
    items=(
        N_("Six negative hands: take no tricks, no hearts, no queens, no kings or jacks, not the king of hearts, not "
           "the last two tricks. Each costs points, -1300 in all."),
        N_("Four positive hands: each player in turn chooses to play up (+25 a trick, with or without trumps) or down "
           "(325, less 75 a trick), or auctions that choice. They share +1300."),
        N_("The highest total after ten hands wins; the whole game always sums to zero."),
        N_("Playing: the cards you may play are lit; tap one, or drag it onto the table. A dimmed card says why it may "
           "not be played. Hint shows what the hard CPU would do. Press ? for the keys."),
    ),
)  # fmt: skip


def rules_page(current: Rules | None = None) -> tuple[Section, ...]:
    """The sections of the rules page for ``current`` (the game on the table; the standard rules if None), in the
    language in use."""
    how = Section(HOW_TO_PLAY.key, _(HOW_TO_PLAY.title), _(HOW_TO_PLAY.intro),
                  items=tuple(_(item) for item in HOW_TO_PLAY.items))  # fmt: skip
    return (how, *from_doc(sections(current or preset("standard"))), CREDITS)


SEED = 2  #: a deal where you deal, so you lead the first trick

# Translators: the tutorial's last step: its title, then its text
DONE_TITLE = N_("That's the game")
DONE_TEXT = N_("After the six negative hands come four positive ones: each player in turn chooses to play up (+25 a "
               "trick, with or without trumps) or down, or auctions that choice. Rules explains it all; the score "
               "sheet shows every hand. Good luck!")  # fmt: skip


# Translators: the tutorial's fourth step ("When you cannot follow"), where you have no card of the suit led
MAY_DISCARD = N_("With no card of the suit led you may play any card: throw your highest ones then, since they cannot "
                 "take the trick. Tap a dimmed card to see why it may not be played.")
# Translators: the same step where you do hold the suit led (the deal's cards depend on what you played before)
MUST_FOLLOW = N_("You hold the suit led, so you must play it: the dimmed cards may not be played now (tap one to see "
                 "why). With no card of the suit led you could play any card: then throw your highest ones, since "
                 "they cannot take the trick.")
# Translators: the same step where you lead the trick
YOU_LEAD = N_("You lead this trick: play any lit card. When you hold no card of the suit led, you may play any card: "
              "throw your highest ones then, since they cannot take the trick.")


def follow_words(position: Any) -> str:
    """The fourth step's words for the table as it is (``position``: the session): the fixed deal reaches that step
    with the tutorial's player (seat 0) void in the suit led, holding it, or leading, depending on the cards played
    before, and "when you cannot follow" must not be said over cards that must follow."""
    hand = position.game.hand if position is not None and position.game.phase == "play" else None
    if hand is None or hand.acting != 0 or not hand.trick:
        return _(YOU_LEAD if hand is not None and hand.acting == 0 else MAY_DISCARD)
    led = hand.trick[0].suit
    return _(MUST_FOLLOW if any(card.suit == led for card in hand.hands[0]) else MAY_DISCARD)


#: The tutorial's steps (marked here, translated where the tutorial shows them).
STEPS: tuple[Step, ...] = (
    # Translators: the tutorial's steps: a title, then a text
    Step(N_("Welcome to King"), N_("Four players, each alone, play ten hands of thirteen tricks. In the first six "
         "hands you try NOT to take something: tricks, hearts, queens, kings and jacks, the king of hearts, the last "
         "two tricks. The highest total after ten hands wins.")),
    Step(N_("Hand 1: No tricks"), N_("Every trick you take costs 20. You deal this hand (\"Dealer\" by your name, "
         "\"D\" on a small screen), so you lead first. Your cards that may be played are lit; tap one to play it (or "
         "press Enter on it). A low card is a good start."), moves=1,
         touch=N_("Every trick you take costs 20. You deal this hand (\"Dealer\" by your name, \"D\" on a small "
                  "screen), so you lead first. Your cards that may be played are lit; tap one to play it. A low card "
                  "is a good start.")),
    Step(N_("Following suit"), N_("Everyone must follow the suit led if they can. The highest card of that suit "
         "takes the trick and leads the next. To lose tricks, play under the highest card on the table."), moves=2),
    Step(N_("When you cannot follow"), follow_words, moves=1),
    Step(DONE_TITLE, DONE_TEXT),
)  # fmt: skip


#: the tutorial's game: you and three medium CPUs, standard rules, the fixed deal
tutorial = on_a_fixed_deal(STEPS, Session, Setup, preset("standard"), SEED, ("medium",) * 3)


def counts(move: Move) -> bool:
    """The moves the tutorial's steps wait for: cards played."""
    return isinstance(move, Card)


# -- the keys ------------------------------------------------------------------------------------------
ACTION_KEYS: dict[str, tuple[str, str]] = {
    "h": ("action", "hint"),
    "l": ("action", "last"),
    "s": ("action", "sheet"),
    "c": ("say", "hand"),
    "t": ("say", "trick"),
    "o": ("say", "scores"),
    "k": ("say", "contract"),
    "escape": ("action", "cancel"),
}

#: The keys' help (words marked here, translated where the list of keys shows them).
KEYS: tuple[tuple[str, tuple[KeyHelp, ...]], ...] = (
    # Translators: the list of keys: group titles, key names, what each key does
    (N_("Moving around"), (
        KeyHelp(N_("Tab / Shift+Tab"), N_("Go to your cards, the auction's answers, the buttons (your cards are one "
                                          "stop)")),
        KeyHelp("← → ↑ ↓", N_("Move between your cards")),
        KeyHelp(N_("Home / End"), N_("Your first or last card")),
    )),
    (N_("Playing"), (
        KeyHelp(N_("Enter or Space"), N_("Play the card under focus (or see why it may not be played); press a "
                                         "button of the auction")),
        KeyHelp("H", N_("Hint: show what the hard CPU would play or say")),
        KeyHelp("L", N_("Show or hide the last trick")),
        KeyHelp("S", N_("The score sheet")),
        KeyHelp(N_("Escape"), N_("Hide the last trick (or close a dialog)")),
    )),
    (N_("Hearing the game"), (
        KeyHelp("I", N_("Everything: the hand being played, whose turn, your cards, the trick, the scores")),
        KeyHelp("C", N_("Your cards")),
        KeyHelp("T", N_("The trick on the table")),
        KeyHelp("K", N_("What this hand is played for")),
        KeyHelp("O", N_("The scores, and the tricks each player has taken")),
        KeyHelp("?", N_("This list of keys")),
    )),
)  # fmt: skip


#: The game's single keys (they never fire while typing in a form).
KEYMAP = Keymap(ACTION_KEYS)


class Ui(protocols.Ui[TableView, Settings], Protocol):
    """The page, as the controller sees it: the shell's table and dialogs, and King's score sheet."""

    def show_sheet(self) -> None: ...


#: What King's table says around the game: speech, tutorial, dialogs and statistics.
FEATURES = FeatureSpec(
    keys=KEYS, rules_page=rules_page, speak=narration.say, tutorial=tutorial, step_counts=counts,
    offer_title=N_("New to King?"),
    offer_text=N_("A short tutorial shows the first tricks: which cards you may play, who takes a trick, and how to "
                  "lose tricks on purpose."),
    deal_score=deal_score, match_won=game_won, move_words=lambda before, after, move: narration.last_line(after),
    move_sound=narration.move_sound,
)  # fmt: skip


#: King's table, as its controller reads it: the new-game dialog and the address (from :class:`Setup`'s form), the
#: settings, the CPU players and what the table says. No shared address: King's table offers none (shared=False).
TABLE = TableSpec(game=GAME, setup=Setup, settings=Settings, cpu=CPU, features=FEATURES, shared=False)

#: The daily deal (web/shell/daily.py: the shell deals it, logs it and offers it).
DAILY = seated(Setup, ("hard", "hard", "hard"), N_("you against three hard CPUs, standard rules"))
