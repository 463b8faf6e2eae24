"""King's short tutorial (pure): the first tricks of a game on a fixed deal, a step at a time.

It deals a fixed game (you lead the first hand, No tricks, against three medium CPUs) and explains,
step by step, what the game is, which cards you may play (the lit ones), who takes a trick, and how to
lose tricks on purpose, then where the positive hands and the auction come. Some steps wait for you
to play a card, others for Next. Nothing of the tutorial's game is saved or counted.

>>> t = Tutorial()
>>> t.progress(), t.waits_for_card
('Step 1 of 5', False)
>>> t.next(); t.waits_for_card
True
"""

from __future__ import annotations

from dataclasses import dataclass

from kings.cards import Card
from kings.king.moves import Move
from kings.king.rules import preset
from web.king.session import Session
from web.king.setup import Setup
from web.shell.seats import HUMAN, make_seats

SEED = 2  #: a deal where you deal, so you lead the first trick

DONE_TITLE = "That's the game"
DONE_TEXT = ("After the six negative hands come four positive ones: each player in turn chooses to play up (+25 a "
             "trick, with or without trumps) or down, or auctions that choice. Rules explains it all; the score "
             "sheet shows every hand. Good luck!")  # fmt: skip


@dataclass(frozen=True, slots=True)
class Step:
    title: str
    text: str
    cards: int = 0  #: cards you must play to go on (0: press Next)


STEPS: tuple[Step, ...] = (
    Step("Welcome to King", "Four players, each alone, play ten hands of thirteen tricks. In the first six hands "
         "you try NOT to take something: tricks, hearts, queens, kings and jacks, the king of hearts, the last two "
         "tricks. The highest total after ten hands wins."),
    Step("Hand 1: No tricks", "Every trick you take costs 20. You lead first. Your cards that may be played are "
         "lit; tap one to play it (or press Enter on it). A low card is a good start.", cards=1),
    Step("Following suit", "Everyone must follow the suit led if they can. The highest card of that suit takes the "
         "trick and leads the next. To lose tricks, play under the highest card on the table.", cards=2),
    Step("When you cannot follow", "With no card of the suit led you may play any card: throw your highest ones "
         "then, since they cannot take the trick. Tap a dimmed card to hear why it may not be played.", cards=1),
    Step(DONE_TITLE, DONE_TEXT),
)  # fmt: skip


class Tutorial:
    """Where the tutorial is; moves on as you press Next or play its cards."""

    def __init__(self) -> None:
        self.step = 0
        self.played = 0  #: cards played in this step

    @property
    def done(self) -> bool:
        return self.step >= len(STEPS) - 1

    @property
    def current(self) -> Step:
        return STEPS[self.step]

    @property
    def waits_for_card(self) -> bool:
        return self.current.cards > 0

    def progress(self) -> str:
        return f"Step {self.step + 1} of {len(STEPS)}"

    def session(self) -> Session:
        """The tutorial's game: you and three medium CPUs, standard rules, the fixed deal."""
        return Session.new(Setup(make_seats([HUMAN, "medium", "medium", "medium"]), preset("standard")), SEED)

    def next(self) -> None:
        """Next was pressed (on a step without cards to play)."""
        if not self.waits_for_card and not self.done:
            self.step += 1
            self.played = 0

    def passed(self, move: Move) -> None:
        """You played ``move``: a card counts towards the step."""
        if isinstance(move, Card) and self.waits_for_card:
            self.played += 1
            if self.played >= self.current.cards:
                self.step += 1
                self.played = 0
