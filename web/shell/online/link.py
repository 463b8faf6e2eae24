"""What a game gives online play (pure): its adapter, ``web/<game>/online.py``, on the game protocol.

The host's table sends each guest only what that guest's seat may see, as the game's own state with every
card the seat cannot see replaced by a stand-in (:data:`HIDDEN`): the guest's page draws it with the game's own
view, and holds no card it could not see at a real table. A game's adapter says how to mask and write that
state, how to read it back into a session for the guest's table, and which seat the engine waits on.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Protocol

from kings import registry
from kings.cards import JOKER, Card
from kings.i18n import N_, _
from web.shell.online.codec import WireError
from web.shell.seats import SeatConfig

#: The stand-in for a card a seat cannot see (the guest's table shows only how many there are).
HIDDEN: Card = JOKER


def hidden(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """As many stand-ins as ``cards``."""
    return (HIDDEN,) * len(cards)


class GameLink(Protocol):
    """A game's adapter for online play."""

    #: the button that deals the next hand for the whole table (the host plays it for a guest who presses it),
    #: or None when moving on is each viewer's own (King: the game goes on, each table shows the result until
    #: its player has seen it)
    next_action: str | None

    def acting(self, session: Any) -> int | None:
        """The seat whose move the engine waits for (None between deals and at the end)."""
        ...

    def legal(self, session: Any) -> Sequence[Any]:
        """The engine's legal moves of the seat it waits for."""
        ...

    def explain(self, session: Any, move: Any) -> str | None:
        """The engine's reason ``move`` is illegal now (None if it is legal)."""
        ...

    def parse_move(self, text: str) -> Any:
        """A move from its notation; raises a KingsError or ValueError on bad text."""
        ...

    def table(self, session: Any, seat: int) -> Any:
        """What ``seat`` may see of ``session``, as JSON-able data (the game's state, masked)."""
        ...

    def replica(self, data: Any, seats: tuple[SeatConfig, ...], seat: int, before: Any) -> Any:
        """The guest's session from :meth:`table`'s data (``before``: the guest's previous one, or None); raises a
        ValueError (:class:`web.shell.online.codec.WireError`) on data that is not a table."""
        ...


class MatchLink:
    """The defaults of a :class:`GameLink` for a game whose session holds a match of deals (``session.match``,
    ``session.shown`` the deal on the table, ``session.in_deal``, ``session.to_act``): a game declares its
    :attr:`game` id, its :attr:`codec` and :meth:`mask`, and :attr:`session` class, and overrides what differs."""

    game: ClassVar[str]  #: the engine's game id (its move notation is read by the registry's game)
    codec: ClassVar[Any]  #: writes and reads the masked match (:class:`web.shell.online.codec.Codec`)
    session: ClassVar[Any]  #: the game's session class, with ``of(match, seats, seat)``
    over: ClassVar[str] = N_("The deal is over.")  #: the reason every move is refused between deals
    next_action: str | None = "next"

    def mask(self, match: Any, seat: int) -> Any:
        """``match`` as match seat ``seat`` sees it: no seed, no card it cannot see."""
        raise NotImplementedError

    def acting(self, session: Any) -> int | None:
        return session.to_act  # type: ignore[no-any-return]

    def legal(self, session: Any) -> Sequence[Any]:
        return session.shown.legal_moves() if session.in_deal else ()

    def explain(self, session: Any, move: Any) -> str | None:
        return session.shown.explain(move) if session.in_deal else _(self.over)  # (a game's own marked N_)

    def parse_move(self, text: str) -> Any:
        return registry.game(self.game).load().parse_move(text)

    def table(self, session: Any, seat: int) -> Any:
        return self.codec.encode(self.mask(session.match, seat))

    def replica(self, data: Any, seats: tuple[SeatConfig, ...], seat: int, before: Any) -> Any:
        match = self.codec.decode(data)
        try:
            return self.of(match, seats, seat, before)
        except (ValueError, IndexError) as exc:
            raise WireError(f"not a table: {exc}") from None

    def of(self, match: Any, seats: tuple[SeatConfig, ...], seat: int, before: Any) -> Any:
        """The guest's session for the match read (``before``: its previous one, or None)."""
        return self.session.of(match, seats, seat)
