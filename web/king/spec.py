"""King's declaration (pure): its CPU players, its rules page, its tutorial, its keys, and what the table says
around the game; the shell does the rest (the CPU loop :class:`web.shell.cpuloop.CpuLoop`, the Hint button
:class:`web.shell.hinting.Hints`, the worker's :class:`web.shell.thinker.MatchThinker`, and
:class:`~web.shell.features.Features`, as :data:`FEATURES` declares).

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

from typing import Protocol

from kings.cards import Card
from kings.king.api import KingMatch
from kings.king.moves import Move
from kings.king.rules import Rules, preset
from kings.king.rulesdoc import sections
from web.king import words
from web.king.results import deal_score, game_won
from web.king.session import Session
from web.king.setup import Settings, Setup
from web.king.viewmodels import TableView
from web.shell import protocols
from web.shell.cpuloop import PAUSES
from web.shell.features import FeatureSpec
from web.shell.keyhelp import KeyHelp, Keymap
from web.shell.players import CpuSpec
from web.shell.rulesview import CREDITS, Section, from_doc
from web.shell.thinker import MatchThinker
from web.shell.tutorial import Step, on_a_fixed_deal

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


CPU: CpuSpec[Session] = CpuSpec(game="king", match=_match, turn_key=_turn_key, hint_key=_hint_key, pause=_pause)


class Thinker(MatchThinker):
    """King's thinker in the CPU worker (:mod:`web.shell.worker`)."""

    cpu = CPU


# -- the rules page and the tutorial -----------------------------------------------------------------
#: How to play, in short, before the full rules: what the table does for the player.
HOW_TO_PLAY = Section(
    "how", "How to play",
    "Four players, each alone, play ten hands of thirteen tricks with one pack, aces high. Everyone must follow "
    "the suit led if they can; the highest card of that suit takes the trick, or the highest trump.",
    items=(
        "Six negative hands: take no tricks, no hearts, no queens, no kings or jacks, not the king of hearts, not "
        "the last two tricks. Each costs points, -1300 in all.",
        "Four positive hands: each player in turn chooses to play up (+25 a trick, with or without trumps) or down "
        "(325, less 75 a trick), or auctions that choice. They share +1300.",
        "The highest total after ten hands wins; the whole game always sums to zero.",
        "Playing: the cards you may play are lit; tap one, or drag it onto the table. A dimmed card says why it may "
        "not be played. Hint shows what the hard CPU would do. Press ? for the keys.",
    ),
)  # fmt: skip


def rules_page(current: Rules | None = None) -> tuple[Section, ...]:
    """The sections of the rules page for ``current`` (the game on the table; the standard rules if None)."""
    return (HOW_TO_PLAY, *from_doc(sections(current or preset("standard"))), CREDITS)


SEED = 2  #: a deal where you deal, so you lead the first trick

DONE_TITLE = "That's the game"
DONE_TEXT = ("After the six negative hands come four positive ones: each player in turn chooses to play up (+25 a "
             "trick, with or without trumps) or down, or auctions that choice. Rules explains it all; the score "
             "sheet shows every hand. Good luck!")  # fmt: skip


STEPS: tuple[Step, ...] = (
    Step("Welcome to King", "Four players, each alone, play ten hands of thirteen tricks. In the first six hands "
         "you try NOT to take something: tricks, hearts, queens, kings and jacks, the king of hearts, the last two "
         "tricks. The highest total after ten hands wins."),
    Step("Hand 1: No tricks", "Every trick you take costs 20. You deal this hand (\"Dealer\" by your name, \"D\" on a "
         "small screen), so you lead first. Your cards that may be played are lit; tap one to play it (or press "
         "Enter on it). A low card is a good start.", moves=1),
    Step("Following suit", "Everyone must follow the suit led if they can. The highest card of that suit takes the "
         "trick and leads the next. To lose tricks, play under the highest card on the table.", moves=2),
    Step("When you cannot follow", "With no card of the suit led you may play any card: throw your highest ones "
         "then, since they cannot take the trick. Tap a dimmed card to hear why it may not be played.", moves=1),
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

KEYS: tuple[tuple[str, tuple[KeyHelp, ...]], ...] = (
    ("Moving around", (
        KeyHelp("Tab / Shift+Tab", "Go to your cards, the auction's answers, the buttons (your cards are one stop)"),
        KeyHelp("← → ↑ ↓", "Move between your cards"),
        KeyHelp("Home / End", "Your first or last card"),
    )),
    ("Playing", (
        KeyHelp("Enter or Space", "Play the card under focus (or hear why it may not be played); press a button "
                "of the auction"),
        KeyHelp("H", "Hint: show what the hard CPU would play or say"),
        KeyHelp("L", "Show or hide the last trick"),
        KeyHelp("S", "The score sheet"),
        KeyHelp("Escape", "Hide the last trick (or close a dialog)"),
    )),
    ("Hearing the game", (
        KeyHelp("I", "Everything: the hand being played, whose turn, your cards, the trick, the scores"),
        KeyHelp("C", "Your cards"),
        KeyHelp("T", "The trick on the table"),
        KeyHelp("K", "What this hand is played for"),
        KeyHelp("O", "The scores, and the tricks each player has taken"),
        KeyHelp("?", "This list of keys"),
    )),
)  # fmt: skip


#: The game's single keys (they never fire while typing in a form).
KEYMAP = Keymap(ACTION_KEYS)


class Ui(protocols.Ui[TableView, Settings], Protocol):
    """The page, as the controller sees it: the shell's table and dialogs, and King's score sheet."""

    def show_sheet(self) -> None: ...


#: What King's table says around the game: speech, tutorial, dialogs and statistics.
FEATURES = FeatureSpec(
    keys=KEYS, rules_page=rules_page, speak=words.say, tutorial=tutorial, step_counts=counts,
    offer_title="New to King?",
    offer_text="A short tutorial shows the first tricks: which cards you may play, who takes a trick, and how to "
    "lose tricks on purpose.",
    deal_score=deal_score, match_won=game_won, move_words=lambda before, after, move: words.last_line(after),
    move_sound=words.move_sound,
)  # fmt: skip
