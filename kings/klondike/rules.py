"""Klondike's rules as data: how many cards a draw turns, how many passes through the stock, how a deal is scored.

Source: ``seeds/000_07c215abc0a5bb30.txt`` ("Cards on the foundations need to be stacked by the same suit from Ace
to King. Cards on the tableau need to be stacked by alternating color from high rank (King) to low rank (Ace).
Empty spots on the tableau can be filled with a King of any suit."), summarised in ``RULES.md`` section 4. The
source gives nothing more; the rest is the game as the classic computer versions play it (decisions on the rules
page, :mod:`kings.klondike.rulesdoc`):

* **Draw** one card or three at a time from the stock to the waste.
* **Passes** through the stock: unlimited (0), or a number; turning the waste over into the stock starts a pass.
* **Scoring** (:class:`Scoring`): the Windows standard scoring, Vegas (a 52 stake a deal, 5 back for every card
  home) or none. Vegas plays with its usual pass limits (one pass drawing one, three passes drawing three).
* **Taking back** a card from a foundation to the tableau is allowed unless ``take_back`` is off.
* **A session** (the house protocol's match) is ``session_deals`` deals whose scores add up (Vegas's cumulative
  score).

>>> preset("vegas-three").passes, Rules().draw, Rules().validate(1).id
(3, 1, 'draw-one')
>>> Rules.from_dict(preset("draw-three").to_dict()) == preset("draw-three")
True
>>> Rules().validate(2)
Traceback (most recent call last):
  ...
kings.errors.RulesError: Klondike is played alone: one player, not 2.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from enum import Enum
from typing import Any

from kings.errors import RulesError
from kings.i18n import N_, _

PLAYERS = 1
DRAWS = (1, 3)  #: cards a draw may turn
MAX_PASSES = 9  #: the most passes a limited table may allow (0 is unlimited)
MAX_SESSION = 100  #: the most deals a session may hold


class Scoring(Enum):
    """How a deal is scored."""

    STANDARD = "standard"  #: the Windows standard scoring: points for progress, less for going round the stock
    VEGAS = "vegas"  #: a stake of 52 a deal, 5 for every card sent home
    NONE = "none"  #: no score: win or lose


@dataclass(frozen=True, slots=True)
class Rules:
    """Every option of Klondike. The defaults are the most played game: draw one, unlimited passes, standard score."""

    id: str = "draw-one"
    name: str = N_("Draw one")  #: (English, as saved: shown through the catalogs, _(PRESETS[id].name))
    #: cards turned from the stock to the waste at a time: 1 or 3
    draw: int = 1
    #: passes through the stock allowed; 0: unlimited (turning the waste over starts the next pass)
    passes: int = 0
    scoring: Scoring = Scoring.STANDARD
    #: the top card of a foundation may come back down onto the tableau
    take_back: bool = True
    #: deals in a session (the house's match): their scores add up, as Vegas's cumulative score
    session_deals: int = 10

    @property
    def recycles(self) -> int | None:
        """How many times the waste may be turned over into the stock (None: no limit)."""
        return None if self.passes == 0 else self.passes - 1

    def validate(self, players: int | None = None) -> Rules:
        """Return self, or raise :class:`~kings.errors.RulesError` saying what cannot be played."""
        if self.draw not in DRAWS:
            raise RulesError(_("A draw turns 1 or 3 cards, not {n}.").format(n=self.draw))
        if not 0 <= self.passes <= MAX_PASSES:
            raise RulesError(_("The stock allows 1 to {most} passes, or 0 for no limit, not {n}.").format(
                most=MAX_PASSES, n=self.passes))
        if not isinstance(self.scoring, Scoring):
            raise RulesError(_("The scoring is standard, vegas or none."))
        if not 1 <= self.session_deals <= MAX_SESSION:
            raise RulesError(_("A session holds 1 to {most} deals, not {n}.").format(most=MAX_SESSION,
                                                                                    n=self.session_deals))
        if players is not None and players != PLAYERS:
            raise RulesError(_("Klondike is played alone: one player, not {n}.").format(n=players))
        return self

    def to_dict(self) -> dict[str, Any]:
        """Every option as JSON values (the scoring by its name)."""
        return {f.name: (getattr(self, f.name).value if f.name == "scoring" else getattr(self, f.name))
                for f in fields(self)}  # fmt: skip

    @classmethod
    def from_dict(cls, data: Any) -> Rules:
        """Rules from :meth:`to_dict`'s output; anything else is a RulesError saying what is wrong."""
        if not isinstance(data, dict):
            raise RulesError(_("Klondike's rules are a JSON object of options."))
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise RulesError(_("Klondike has no option {name}.").format(name=repr(unknown[0])))
        values: dict[str, Any] = {}
        for key, value in data.items():
            default = getattr(cls(), key)
            if key == "scoring":
                try:
                    values[key] = Scoring(value)
                except ValueError:
                    raise RulesError(_("The scoring is standard, vegas or none.")) from None
            elif isinstance(default, str):
                if not isinstance(value, str) or len(value) > 80:
                    raise RulesError(_("The option {name} must be a short text.").format(name=repr(key)))
                values[key] = value
            elif isinstance(default, bool):
                if not isinstance(value, bool):
                    raise RulesError(_("The option {name} must be true or false.").format(name=repr(key)))
                values[key] = value
            else:
                if isinstance(value, bool) or not isinstance(value, int):
                    raise RulesError(_("The option {name} must be a whole number.").format(name=repr(key)))
                values[key] = value
        return replace(cls(), **values).validate()


PRESETS: dict[str, Rules] = {
    r.id: r
    for r in (
        Rules(),
        Rules(id="draw-three", name=N_("Draw three"), draw=3),
        Rules(id="vegas-one", name=N_("Vegas, draw one (one pass)"), passes=1, scoring=Scoring.VEGAS),
        Rules(id="vegas-three", name=N_("Vegas, draw three (three passes)"), draw=3, passes=3, scoring=Scoring.VEGAS),
    )
}


def preset(preset_id: str) -> Rules:
    """The preset with this id; an unknown id is a RulesError naming the presets."""
    try:
        return PRESETS[preset_id]
    except KeyError:
        raise RulesError(_("Klondike has no preset {name}: choose {presets}.").format(name=repr(preset_id),
                                                                             presets=", ".join(PRESETS))) from None
