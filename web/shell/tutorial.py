"""A tutorial of steps, for any game (pure): some steps wait for Next, others for the player's moves.

A game gives its steps and the deal to play them on; :class:`~web.shell.features.Features` shows each step in
the coach panel and moves it on.

>>> t = Tutorial((Step("Hello", "Read me."), Step("Play", "Play a card.", moves=1), Step("Done", "Bye.")))
>>> t.progress(), t.waits
('Step 1 of 3', False)
>>> t.next(); t.waits, t.passed(True), t.done
(True, True, True)

A step may also be about some moves only, as a game declares them: :attr:`Step.allows` takes the moves it teaches
and the others are refused with a plain message (:meth:`Tutorial.refusal`); :attr:`Step.points` names the move the
table highlights (as a hint does); and its text may be worded from the position. Each is a function of the
position, which the game gives: its session on the table.

>>> even = Step("Even", lambda n: f"Play an even number, such as {n + 1}.", moves=1,
...             allows=lambda n, move: move % 2 == 0, points=lambda n: n + 1)
>>> t = Tutorial((even, Step("Done", "Bye.")))
>>> t.words(1), t.pointed(1)
('Step 1 of 2: Even. Play an even number, such as 2.', 2)
>>> t.refusal(1, 3)
'Not yet: this step is “Even”. Play an even number, such as 2.'
>>> t.refusal(1, 4) is None, t.passed(True), t.refusal(1, 3) is None, t.pointed(1)
(True, True, True, None)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from kings.i18n import _
from web.shell.seats import HUMAN, make_seats

#: a step's text: words, or words from the position (the game's session)
Text = str | Callable[[Any], str]


@dataclass(frozen=True, slots=True)
class Step:
    title: str
    text: Text  #: what the step says (words, or a function of the position: see :meth:`Tutorial.text`)
    moves: int = 0  #: moves of the player's that end the step (0: press Next)
    #: (position, move) -> whether the step takes the move; the others are refused (None: the step takes any)
    allows: Callable[[Any, Any], bool] | None = None
    #: position -> the move the table highlights while the step lasts (None: the step points at none)
    points: Callable[[Any], Any] | None = None
    #: what the step says on a touch screen without a mouse or keys, where :attr:`text` speaks of keys (None: the same)
    touch: Text | None = None


class Tutorial:
    """Where the tutorial is; moves on as the player presses Next or makes the step's moves."""

    def __init__(self, steps: tuple[Step, ...], touch: bool = False) -> None:
        self.steps = steps
        self.step = 0
        self.made = 0  #: moves made in this step
        self.touch = touch  #: played on a touch screen: each step's :attr:`Step.touch` words (taps, never keys)

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
        return _("Step {n} of {of}").format(n=self.step + 1, of=len(self.steps))

    def title(self) -> str:
        """The step's title, in the language in use."""
        return _(self.current.title)

    def text(self, position: Any = None) -> str:
        """The step's text, worded from ``position`` (the game's session) when the step says so; on a touch screen,
        its words for one (:attr:`Step.touch`).

        >>> t = Tutorial((Step("Play", "Click a card (or press Enter).", touch="Tap a card."),), touch=True)
        >>> t.text(), t.words()
        ('Tap a card.', 'Step 1 of 1: Play. Tap a card.')
        """
        step = self.current
        text = step.touch if self.touch and step.touch is not None else step.text
        return _(text) if isinstance(text, str) else text(position)

    def words(self, position: Any = None) -> str:
        """What screen readers hear when the step begins."""
        return _("{progress}: {title}. {text}").format(progress=self.progress(), title=self.title(),
                                                      text=self.text(position))  # fmt: skip

    def refusal(self, position: Any, move: Any) -> str | None:
        """Why the step turns ``move`` down (what to do instead), or None if it takes it (:attr:`Step.allows`)."""
        allows = self.current.allows
        if self.done or allows is None or allows(position, move):
            return None
        return _("Not yet: this step is “{title}”. {text}").format(title=self.title(), text=self.text(position))

    def pointed(self, position: Any) -> Any:
        """The move the table highlights now (:attr:`Step.points`), or None."""
        points = self.current.points
        return None if self.done or points is None else points(position)

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
