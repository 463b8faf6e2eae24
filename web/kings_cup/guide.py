"""Kings Cup's in-game rules page, generated from the engine's own rules data (pure): the words are the engine's
(:mod:`kings.kings_cup.rulesdoc`, which also writes docs/kings-cup-rules.md). The deck on the table comes first
(whatever it holds, drawn as text), then both built-in decks, the decks of one's own, and every decision.

What the table says around the game is the shell's (:class:`~web.shell.features.Features`, as :class:`Features`
declares): the engine's narration after each move, the reading keys, the rules and keys dialogs; Kings Cup adds large
text, and counts a game once it is over. There is no tutorial: the table says what to do.

Kings Cup's keyboard: which key does what.

``D``, Space or Enter draws (Space and Enter only when the focus is on no button or field, which they press
themselves); ``U`` or ``Ctrl+Z`` undoes the last move; ``1`` to ``9``, then ``0``, ``-`` and ``=`` (the rest of the
number row, for players 10 to 12) give a point to that player (in list order) for the last card; ``M`` and ``R``
move the focus to the mate buttons and the house rule's field; ``I`` reads the table, ``C`` the card and its rule,
``O`` the points; ``L`` large text; ``?`` lists the keys.

>>> command = KEYMAP.command
>>> command("d"), command(" "), command("z", ctrl=True), command("3"), command("x"), command("d", alt=True)
(('action', 'draw'), ('action', 'draw'), ('action', 'undo'), ('point', '2'), None, None)
>>> command("0"), command("="), POINT_KEYS[11]
(('point', '9'), ('point', '11'), '=')
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from kings.kings_cup.moves import Draw, Move
from kings.kings_cup.rules import Rules
from kings.kings_cup.texts import narrate
from web.kings_cup.decks import Ui
from web.kings_cup.report import record_game
from web.kings_cup.session import Session
from web.kings_cup.setup import Settings
from web.kings_cup.words import POINT_KEYS, say
from web.shell import protocols
from web.shell.features import Features as ShellFeatures
from web.shell.features import FeatureSpec
from web.shell.keyhelp import KeyHelp, Keymap
from web.shell.rulesview import CREDITS, Section, from_doc

#: The table's controls, after the engine's "How to play": what the screen does for the players.
AT_THE_TABLE = Section(
    "table", "At this table",
    "One phone or laptop goes round: the screen says whose turn it is, and shows the card drawn with its rule.",
    items=(
        "Draw: the big button, or D, Space or Enter. Pass the phone to the next player: the screen says whose turn it "
        "is.",
        "Some cards give a role that lasts (question master, thumb master, a mate) or let you make a house rule: the "
        "table lists them with who holds them until they are replaced.",
        "With the party deck, slips cost points: after a card, tap +1 beside whoever slipped up (a mate's point is "
        "added by the game). The fewest points wins.",
        "Undo takes back the last move. Decks… lets you make your own deck, share it as a file or a link, and import "
        "one. Press ? for the keys.",
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
    return (page[0], AT_THE_TABLE, *page[1:], CREDITS)


# -- the keys ------------------------------------------------------------------------------------------
ACTION_KEYS: dict[str, tuple[str, str]] = {
    "d": ("action", "draw"),
    " ": ("action", "draw"),
    "enter": ("action", "draw"),
    "u": ("action", "undo"),
    "m": ("focus", "mate"),
    "r": ("focus", "rule"),
    "l": ("action", "large"),
    "c": ("say", "card"),
    "o": ("say", "points"),
}

KEYS: tuple[tuple[str, tuple[KeyHelp, ...]], ...] = (
    ("Playing", (
        KeyHelp("D, Space or Enter", "Draw the next card (Space and Enter press a button that has the focus)"),
        KeyHelp("1 to 9, 0, -, =", "Give that player (in list order: 0 is the tenth) a point for the last card"),
        KeyHelp("M", "Go to the mate buttons, when a mate is to be chosen"),
        KeyHelp("R", "Go to the house rule's field, when a rule is to be made"),
        KeyHelp("U or Ctrl+Z", "Undo the last move (a card, a point, a mate, a rule)"),
        KeyHelp("L", "Large text on or off"),
        KeyHelp("Tab / Shift+Tab", "Move between the buttons and fields"),
    )),
    ("Hearing the game", (
        KeyHelp("I", "Everything: whose turn, the card and its rule, kings, roles, house rules, points"),
        KeyHelp("C", "The card on the table and its rule"),
        KeyHelp("O", "Everyone's points"),
        KeyHelp("?", "This list of keys"),
    )),
)  # fmt: skip


#: The game's single keys (they never fire while typing in a form).
KEYMAP = Keymap(ACTION_KEYS, exact={k: ("point", str(i)) for i, k in enumerate(POINT_KEYS)}, undo=True)


def move_sound(before: Session, after: Session, move: Move) -> tuple[str | None, bool]:
    over = after.game.over  # (every seat is a player at the phone going round: every move is sounded)
    return ("win" if over else "draw" if isinstance(move, Draw) else "play"), over


class Features(ShellFeatures):
    """Speech, dialogs, large text and statistics for one :class:`~web.kings_cup.app.App`."""

    app: protocols.Controller[Ui, Settings, Session, Any, Any]
    spec = FeatureSpec(
        keys=KEYS, rules_page=rules_page, speak=say, move_words=lambda before, after, move: narrate(before.game, move),
        deal_ended=lambda before, after: after.game.over, move_sound=move_sound,
    )  # fmt: skip

    def own(self, action: str) -> Callable[[], object] | None:
        return self.toggle_large if action == "large" else None

    def toggle_large(self) -> None:
        app = self.app
        app.settings = replace(app.settings, large=not app.settings.large)
        app.save_settings()
        self.announce("Large text " + ("on." if app.settings.large else "off."))
        app.render()

    def count(self, s: Session) -> Session:
        """``s`` with its finished game added to the statistics, saved (once per game)."""
        if not s.game.over or s.counted:
            return s
        return self.count_once(s, record_game)
