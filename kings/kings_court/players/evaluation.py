"""How good a position is for the player to move: the CPU players' evaluation, on bitboards.

``evaluate(own, opp)`` scores the position for the owner of ``own``, who is to move, in hundredths of a piece. Its
terms, each from the mover's side minus the other's:

* **material**: 100 a piece;
* **Court control**: :data:`COURT_VALUE` for the pieces in the Court, most for the second one (with one piece left
  in the Court a single capture loses the game) and less for each after;
* **mobility**: :data:`MOBILITY` for every empty square next to a piece (where the side's steps can go);
* **safety**: pieces that can be jumped at once (a piece next to them, an empty square beyond). The mover's chances
  count :data:`THREAT` each, the other side's :data:`HANGING` (the mover can still run or defend), more for a piece
  in the Court (:data:`COURT_HANGING`), the most when it is that side's last piece in the Court (the game hangs on it).

>>> from kings.kings_court.board import START_GREEN, START_ORANGE
>>> evaluate(START_ORANGE, START_GREEN) == evaluate(START_GREEN, START_ORANGE)  # the start is fair
True
"""

from __future__ import annotations

from kings.kings_court.board import COURT, FULL, INNER, NOT_A, NOT_H

PIECE = 100
#: Worth of 0, 1, 2, ... pieces in the Court (16 at most).
COURT_VALUE = (0, 0, 90, 140, 175, 200, 220, 235, 245, 250, 255, 260, 265, 270, 275, 280, 285)
MOBILITY = 3
THREAT = 12
HANGING = 25
COURT_HANGING = 30
LAST_IN_COURT = 400  #: the mover can capture the other side's last piece in the Court (the other side's for its own)


def targets(attackers: int, victims: int, empty: int) -> int:
    """The ``victims`` that some attacker can jump at once: an attacker on one side, an empty square on the other
    (shifts written out: this runs at every node of the search)."""
    vertical = ((attackers << 8) & (empty >> 8)) | ((attackers >> 8) & (empty << 8))
    horizontal = (((attackers << 1) & (empty >> 1)) | ((attackers >> 1) & (empty << 1))) & INNER
    return victims & (vertical | horizontal)


def evaluate(own: int, opp: int) -> int:
    """The position's worth for the player to move (owning ``own``), in hundredths of a piece."""
    empty = FULL & ~(own | opp)
    own_court, opp_court = own & COURT, opp & COURT
    mine = targets(own, opp, empty)  # what the mover can capture now
    theirs = targets(opp, own, empty)  # what the other side could capture next
    own_room = (own << 8) | (own >> 8) | ((own << 1) & NOT_A) | ((own >> 1) & NOT_H)
    opp_room = (opp << 8) | (opp >> 8) | ((opp << 1) & NOT_A) | ((opp >> 1) & NOT_H)
    score = PIECE * (own.bit_count() - opp.bit_count())
    score += COURT_VALUE[own_court.bit_count()] - COURT_VALUE[opp_court.bit_count()]
    score += MOBILITY * ((own_room & empty).bit_count() - (opp_room & empty).bit_count())
    score += THREAT * mine.bit_count() - HANGING * theirs.bit_count()
    score += COURT_HANGING // 2 * (mine & COURT).bit_count() - COURT_HANGING * (theirs & COURT).bit_count()
    if opp_court and not opp_court & ~mine:
        score += LAST_IN_COURT
    if own_court and not own_court & ~theirs:
        score -= LAST_IN_COURT // 4
    return score


def court_in_danger(own: int, opp: int) -> bool:
    """True when every piece ``own`` has in the Court can be jumped by ``opp`` at once: one capture may lose."""
    court = own & COURT
    return bool(court) and not court & ~targets(opp, court, FULL & ~(own | opp))
