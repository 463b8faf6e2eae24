"""King's helpers around the table (pure): what screen readers hear after each move, the tutorial,
the rules and keys dialogs, the statistics (the shell's :class:`~web.shell.features.Features` does the
shared settings, the statistics dialog and its files).

King's keyboard: which key does what.

Your cards are one Tab stop (a roving tabindex: the arrow keys move between them); Enter or Space
plays the card under focus, or says why it may not be played. The answers of the auction step are
ordinary buttons. The single keys below act anywhere outside forms and dialogs.

>>> command = KEYMAP.command
>>> command("h"), command("L"), command("?"), command("x"), command("h", ctrl=True)
(('action', 'hint'), ('action', 'last'), ('keys', ''), None, None)
>>> roving(2, 7, "ArrowRight"), roving(6, 7, "ArrowRight"), roving(0, 7, "End")
(3, 0, 6)

What the keyboard's "hear" keys read aloud at King's table (pure): built from the same
:class:`~web.king.viewmodels.TableView` the screen shows, so speech and screen agree.

>>> from web.king.setup import default_setup
>>> from web.king.session import Session
>>> from web.king.view import Scene, build
>>> say(build(Scene(Session.new(default_setup(), seed=3))), "contract")
'Hand 1 of 10: No tricks. Each trick you take costs 20 (-260 in all).'
"""

from __future__ import annotations

from typing import Protocol

from kings.cards import Card
from kings.king.moves import Move
from web.king import GAME, narrate
from web.king.guide import counts, rules_page, tutorial
from web.king.results import deal_score, game_won
from web.king.session import Session
from web.king.setup import Settings
from web.king.view import Scene
from web.king.viewmodels import Message, TableView
from web.shell import protocols
from web.shell.features import Features as ShellFeatures
from web.shell.keyhelp import KeyHelp, Keymap, reading, roving
from web.shell.tutorial import Tutorial

__all__ = ["KEYMAP", "KEYS", "roving"]

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


def _cards(t: TableView) -> str:
    if t.hand_hidden or not t.hand:
        return "No cards are shown."
    playable = [c.name for c in t.hand if c.legal]
    words = f"{t.hand_label}: {', '.join(c.name for c in t.hand)}."
    if t.actor == "human" and t.phase == "play" and len(playable) < len(t.hand):
        words += f" You may play: {', '.join(playable)}."
    return words


def _trick(t: TableView) -> str:
    names = {s.seat: s.name for s in t.seats}
    first = next((s.seat for s in t.trick if s.leader), 0)
    order = sorted((s for s in t.trick if s.card), key=lambda s: (s.seat - first) % 4)  # in the order played
    played = [f"{names[s.seat]}, {s.card.name}" for s in order if s.card]
    if not played:
        return "No card on the table."
    winner = next((names[s.seat] for s in t.trick if s.winner), "")
    lead = next((names[s.seat] for s in t.trick if s.leader), "")
    words = f"{'The last trick' if t.trick_done else 'The trick'}, led by {lead}: {'; '.join(played)}."
    return words + (f" {winner} took it." if winner else "")


def _scores(t: TableView) -> str:
    return " ".join(f"{s.name}: {s.total} in all, {s.tricks} trick{'' if s.tricks == 1 else 's'} this hand"
                    + (f" ({s.points})." if s.points else ".") for s in t.seats)  # fmt: skip


def _contract(t: TableView) -> str:
    return f"{t.contract.number}: {t.contract.title}. {t.contract.detail}"


def _all(t: TableView) -> str:
    return " ".join((_contract(t), t.status, _cards(t), _trick(t), _scores(t)))


#: The table read aloud: ``hand``, ``trick``, ``scores``, ``contract`` or ``all``.
say = reading({"hand": _cards, "trick": _trick, "scores": _scores, "contract": _contract}, _all)


class Ui(protocols.Ui[TableView, Settings], Protocol):
    """The page, as the controller sees it: the shell's table and dialogs, and King's score sheet."""

    def show_sheet(self) -> None: ...


class Controller(protocols.Controller[Ui, Settings, Session, Scene, Message], protocols.Thinking[Move], Protocol):
    """The controller (:class:`web.king.app.App`) as its helpers use it."""


class Features(ShellFeatures):
    """Speech, tutorial, dialogs and statistics for one :class:`~web.king.app.App`."""

    game = GAME
    app: Controller
    keys = KEYS
    rules_page = staticmethod(rules_page)
    speak = staticmethod(say)
    deal_score = staticmethod(deal_score)
    match_won = staticmethod(game_won)

    offer_title = "New to King?"
    offer_text = ("A short tutorial shows the first tricks: which cards you may play, who takes a trick, and how "
                  "to lose tricks on purpose.")

    def new_tutorial(self) -> tuple[Tutorial, Session]:
        return tutorial()

    # -- after each move -------------------------------------------------------------------------
    step_counts = staticmethod(counts)

    def move_words(self, before: Session, after: Session, move: Move) -> str:
        return narrate.last_line(after)

    def deal_ended(self, before: Session, after: Session) -> bool:
        return len(after.game.results) > len(before.game.results)

    def move_sound(self, before: Session, after: Session, move: Move) -> tuple[str | None, bool]:
        you = after.humans[0] if after.humans else None
        outcome = after.game.outcome
        won = self.deal_ended(before, after) and after.game.over and outcome is not None and you in outcome.winners
        return ("win" if won else "play" if isinstance(move, Card) else None), won
