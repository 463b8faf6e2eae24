"""King's Court's rules as data: the points the sources leave open, each an option with named presets.

The sources agree on the game itself (see the rules page, :mod:`kings.kings_court.rulesdoc`, for every source and
decision): 24 orange and 24 green pieces around the Court, alternating; Orange steps a piece onto the Court, Green
then steps one on from the opposite side, no jumps in these two moves; then a piece steps to a neighbouring empty
square or jumps a neighbouring piece of either colour, on and on, capturing only the opponent's; a player must
keep a piece in the Court, and loses when the last one is captured. They are silent on, and this module decides:

* ``opening``: Green's first piece enters from the side of the Court opposite Orange's (the sources' words), or
  from any side;
* ``captures``: jumping is a free choice (the printed rules: players "can also choose to jump"), or a capture is
  compulsory when one is possible (checkers' rule);
* ``jumps``: a multi-jump may stop after any jump (the printed rules: a player "can jump as many pieces as
  possible"), or must go on while a jump is possible (checkers' rule);
* ``blocked``: a player who cannot move loses (as in checkers) or the game is drawn;
* ``repetition``: the same position with the same player to move for the ``repetition``-th time draws (0: never);
* ``quiet_moves``: that many moves by each player without a capture draw the game (0: never);
* ``match_games``: games in a match (the house's match); the players swap colours after each game.

>>> Rules().validate(2).id, preset("checkers").captures.value
('standard', 'compulsory')
>>> Rules.from_dict(preset("checkers").to_dict()) == preset("checkers")
True
>>> Rules().validate(3)
Traceback (most recent call last):
  ...
kings.errors.RulesError: King's Court is a game for two players, not 3.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from enum import Enum
from typing import Any

from kings.errors import RulesError
from kings.i18n import N_, _

PLAYERS = 2
MAX_MATCH = 20  #: the most games a match may hold
QUIET_RANGE = (10, 500)  #: the no-capture limit, in moves by each player, when there is one
REPETITION_RANGE = (2, 5)  #: how many times a position may occur before it draws, when repetition draws


class Opening(Enum):
    """Where Green's first piece may enter the Court."""

    OPPOSITE = "opposite"  #: from the side opposite the one Orange's piece came in by
    ANY = "any"  #: from any side (still a step onto the Court, no jump)


class Captures(Enum):
    """Whether a capture, when one is possible, must be made."""

    FREE = "free"  #: jumping is a choice like any other move
    COMPULSORY = "compulsory"  #: when some move captures, the move must capture (any capturing move will do)


class Jumps(Enum):
    """How far a multi-jump must go."""

    MAY_STOP = "may-stop"  #: after any jump the player may stop or jump on
    MUST_CONTINUE = "must-continue"  #: the piece jumps on while it can (any way it likes; not necessarily the longest)


class Blocked(Enum):
    """What happens to a player who has no legal move."""

    LOSES = "loses"  #: as in checkers
    DRAW = "draw"  #: a stalemate, as in chess


_ENUMS: dict[str, type[Enum]] = {"opening": Opening, "captures": Captures, "jumps": Jumps, "blocked": Blocked}


@dataclass(frozen=True, slots=True)
class Rules:
    """Every option of King's Court. The defaults are the printed rules as the sources give them."""

    id: str = "standard"
    name: str = N_("Standard")  #: (English, as saved: shown through the catalogs, _(PRESETS[id].name))
    opening: Opening = Opening.OPPOSITE
    captures: Captures = Captures.FREE
    jumps: Jumps = Jumps.MAY_STOP
    blocked: Blocked = Blocked.LOSES
    #: the same position (same pieces, same player to move) for this many times is a draw; 0: never
    repetition: int = 3
    #: this many moves by each player in a row without a capture is a draw; 0: never
    quiet_moves: int = 50
    #: games in a match; the players swap colours after each game
    match_games: int = 2

    def validate(self, players: int | None = None) -> Rules:
        """Return self, or raise :class:`~kings.errors.RulesError` saying what cannot be played."""
        for key, kind in _ENUMS.items():
            if not isinstance(getattr(self, key), kind):
                raise RulesError(_("The option {name} is one of {values}.").format(
                    name=repr(key), values=", ".join(v.value for v in kind)))
        low, high = REPETITION_RANGE
        if self.repetition != 0 and not low <= self.repetition <= high:
            raise RulesError(_("A position repeats {low} to {high} times before the game is drawn, or 0 for never, "
                               "not {n}.").format(low=low, high=high, n=self.repetition))  # fmt: skip
        low, high = QUIET_RANGE
        if self.quiet_moves != 0 and not low <= self.quiet_moves <= high:
            raise RulesError(_("The no-capture limit is {low} to {high} moves each, or 0 for none, not {n}.").format(
                low=low, high=high, n=self.quiet_moves))
        if not 1 <= self.match_games <= MAX_MATCH:
            raise RulesError(_("A match holds 1 to {most} games, not {n}.").format(most=MAX_MATCH, n=self.match_games))
        if players is not None and players != PLAYERS:
            raise RulesError(_("King's Court is a game for two players, not {n}.").format(n=players))
        return self

    def to_dict(self) -> dict[str, Any]:
        """Every option as JSON values (choices by their names)."""
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            out[f.name] = value.value if isinstance(value, Enum) else value
        return out

    @classmethod
    def from_dict(cls, data: Any) -> Rules:
        """Rules from :meth:`to_dict`'s output; anything else is a RulesError saying what is wrong."""
        if not isinstance(data, dict):
            raise RulesError(_("King's Court's rules are a JSON object of options."))
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known, key=str)
        if unknown:
            raise RulesError(_("King's Court has no option {name}.").format(name=repr(unknown[0])))
        values: dict[str, Any] = {}
        for key, value in data.items():
            if key in _ENUMS:
                kind = _ENUMS[key]
                try:
                    values[key] = kind(value)
                except ValueError:
                    raise RulesError(_("The option {name} is one of {values}.").format(
                        name=repr(key), values=", ".join(v.value for v in kind))) from None
            elif key in ("id", "name"):
                if not isinstance(value, str) or not value.strip() or len(value) > 80:
                    raise RulesError(_("The option {name} must be a short text.").format(name=repr(key)))
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
        Rules(id="checkers", name=N_("Checkers' jumps (captures compulsory, jumps completed)"),
              captures=Captures.COMPULSORY, jumps=Jumps.MUST_CONTINUE),
        Rules(id="any-side", name=N_("Green enters from any side"), opening=Opening.ANY),
    )
}  # fmt: skip


def preset(preset_id: str) -> Rules:
    """The preset with this id; an unknown id is a RulesError naming the presets."""
    try:
        return PRESETS[preset_id]
    except KeyError:
        raise RulesError(_("King's Court has no preset {name}: choose {presets}.").format(
            name=repr(preset_id), presets=", ".join(PRESETS))) from None
