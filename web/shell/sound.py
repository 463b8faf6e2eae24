"""Short sounds the site makes itself, as notes for Web Audio oscillators (pure).

Sounds are off until the player turns them on (Settings); :mod:`web.shell.dom_sound` plays these notes.
Which moves make which sound is decided here too.

>>> [n.freq for n in SOUNDS["draw"]]
[392.0, 523.25]
>>> sound_for("7C>N", drew=0, won=False), sound_for("end", drew=1, won=False), sound_for("end", 0, won=True)
('play', 'draw', 'win')
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Note:
    freq: float  #: Hz
    start: float  #: seconds after the sound begins
    length: float  #: seconds
    wave: str = "sine"  #: an OscillatorNode type: sine, triangle, square, sawtooth
    volume: float = 0.12


SOUNDS: dict[str, tuple[Note, ...]] = {
    "play": (Note(660.0, 0.0, 0.07, "triangle"),),
    "draw": (Note(392.0, 0.0, 0.06), Note(523.25, 0.05, 0.07)),
    "win": (Note(523.25, 0.0, 0.12, "triangle"), Note(659.25, 0.1, 0.12, "triangle"),
            Note(783.99, 0.2, 0.12, "triangle"), Note(1046.5, 0.3, 0.3, "triangle")),
}


def sound_for(move: str, drew: int, won: bool) -> str | None:
    """The sound of a move in notation (``7C>N``, ``N>E``, ``draw``, ``end``), or None."""
    if won:
        return "win"
    if move in ("draw", "end"):
        return "draw" if drew else None
    return "play"
