"""A tutorial of steps, for any game (pure): some steps wait for Next, others for the player's moves.

A game gives its steps and the deal to play them on; :class:`~web.shell.features.Features` shows each step in
the coach panel and moves it on.

>>> t = Tutorial((Step("Hello", "Read me."), Step("Play", "Play a card.", moves=1), Step("Done", "Bye.")))
>>> t.progress(), t.waits
('Step 1 of 3', False)
>>> t.next(); t.waits, t.passed(True), t.done
(True, True, True)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from web.shell.seats import HUMAN, make_seats


@dataclass(frozen=True, slots=True)
class Step:
    title: str
    text: str
    moves: int = 0  #: moves of the player's that end the step (0: press Next)


class Tutorial:
    """Where the tutorial is; moves on as the player presses Next or makes the step's moves."""

    def __init__(self, steps: tuple[Step, ...]) -> None:
        self.steps = steps
        self.step = 0
        self.made = 0  #: moves made in this step

    @property
    def done(self) -> bool:
        """On the last step (it has no moves: its button leaves the tutorial)."""
        return self.step >= len(self.steps) - 1

    @property
    def current(self) -> Step:
        return self.steps[self.step]

    @property
    def waits(self) -> bool:
        """The step waits for the player's moves (not for Next)."""
        return self.current.moves > 0

    def progress(self) -> str:
        return f"Step {self.step + 1} of {len(self.steps)}"

    def words(self) -> str:
        """What screen readers hear when the step begins."""
        return f"{self.progress()}: {self.current.title}. {self.current.text}"

    def next(self) -> None:
        """Next was pressed (on a step that waits for no move)."""
        if not self.waits and not self.done:
            self.step += 1
            self.made = 0

    def passed(self, counts: bool) -> bool:
        """The player made a move (``counts``: one the step is about); True if the step moved on."""
        if not counts or not self.waits:
            return False
        self.made += 1
        if self.made < self.current.moves:
            return False
        self.step += 1
        self.made = 0
        return True


def every_move(move: Any) -> bool:
    """Each of the player's moves moves a waiting step on: the tutorial's default (a game whose steps wait for some
    moves only, King's cards, declares its own)."""
    return True


def on_a_fixed_deal(steps: tuple[Step, ...], session: Any, setup: Any, rules: Any, seed: int,
                    cpus: Sequence[str] = ("medium",)) -> Callable[[], tuple[Tutorial, Any]]:  # fmt: skip
    """A game's tutorial: its steps and a new game on its fixed deal each time, you against ``cpus`` under ``rules``
    (``session`` and ``setup``: the game's classes, ``session.new(setup(seats, rules), seed)``)."""

    def tutorial() -> tuple[Tutorial, Any]:
        return Tutorial(steps), session.new(setup(make_seats([HUMAN, *cpus]), rules), seed)

    return tutorial
