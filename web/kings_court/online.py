"""King's Court online (pure): the shell's :class:`~web.shell.online.link.GameLink` for this game.

Nothing is hidden on the board, so every seat is sent the same table: the match's record (rules, seed, each game's
moves in notation), which the guest replays through the engine; every move it holds is checked again there. A
guest plays only the moves it has not seen yet onto the match it already has, so a table costs one move's work, not
a whole match's replay.
"""

from __future__ import annotations

import json
from typing import Any

from kings.errors import KingsError
from kings.i18n import N_
from kings.kings_court.api import MatchRecord
from web.kings_court.spec import Session
from web.shell.online.codec import WireError
from web.shell.online.link import MatchLink
from web.shell.players import played_on
from web.shell.seats import SeatConfig

#: the keys of a table, exactly: a match record's (:meth:`MatchRecord.to_json`)
KEYS = frozenset({"game", "kind", "format", "rules", "seed", "players", "games"})


class Link(MatchLink):
    """King's Court's adapter: the shell's defaults, but for the table, which is the match's record."""

    game = "kings-court"
    session = Session
    over = N_("The game is over.")

    def table(self, session: Session, seat: int) -> Any:
        return json.loads(session.record_text)

    def replica(self, data: Any, seats: tuple[SeatConfig, ...], seat: int, before: Session | None) -> Session:
        if not isinstance(data, dict) or set(data) != KEYS:
            raise WireError(f"not a table: its parts must be {', '.join(sorted(KEYS))}")
        try:
            record = MatchRecord.from_json(json.dumps(data))
            match = None if before is None else played_on(before.match, MatchRecord.of(before.match), record)
            return Session.of(match if match is not None else record.replay(), seats, seat)
        except (KingsError, ValueError, IndexError) as exc:
            raise WireError(f"not a table: {exc}") from None
