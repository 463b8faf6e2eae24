"""Klondike's events for the host page of the embeddable widget (pure): ``ready``, ``match-start`` (a new deal),
``deal-over`` and ``match-over`` when a deal ends (a deal is the whole game: won, stuck, or given up by the player),
as in docs/embed.md. A deal the host replaces with its ``new-game`` command is not one that ended."""

from __future__ import annotations

from typing import Any

from web.klondike.session import Session
from web.shell.embed import Post


def scores(session: Session) -> list[dict[str, Any]]:
    over = ended(session)
    return [{"seat": 0, "name": "You", "total": session.total, "change": session.deal.score if over else None,
             "out": False}]  # fmt: skip


def ended(session: Session) -> bool:
    """Whether the deal has ended: over, or counted in the statistics (a deal given up is counted, lost)."""
    return session.deal.over or session.counted


class Reporter:
    """Compares each render's session with the last one and posts what happened in between."""

    def __init__(self, post: Post) -> None:
        self.post = post
        self._key: tuple[Any, ...] | None = None
        self._over = False

    def _start(self, kind: str, s: Session) -> None:
        rules = s.deal.rules
        self.post(kind, {"game": "klondike", "rules": rules.id, "rulesName": rules.name,
                         "players": [{"seat": 0, "name": "You", "kind": "human"}], "deals": int(ended(s)),
                         "scores": scores(s)})  # fmt: skip

    def update(self, s: Session | None) -> None:
        if s is None or s.checking:
            return
        deal = s.deal
        key = (deal.seed, deal.rules)
        if self._key is None:
            self._start("ready", s)
        elif key != self._key or (self._over and not deal.moves):
            self._start("match-start", s)
        elif ended(s) and not self._over:
            winners = ["You"] if deal.won else []
            self.post("deal-over", {"deal": 1, "winners": winners, "scores": scores(s)})
            self.post("match-over", {"deals": 1, "winners": winners, "scores": scores(s)})
        self._key, self._over = key, ended(s)


# -- the lobby's tile ------------------------------------------------------------------------------------
def lobby_entry(session: Session) -> dict[str, Any]:
    """The lobby tile's entry for ``session`` (:mod:`web.shell.lobbyline`).

    >>> from web.klondike.setup import Setup
    >>> lobby_entry(Session.new(Setup(), 5))
    {'resume': True, 'last': 'Draw one: 0 of 52 cards home, 21 face down.'}
    """
    deal = session.deal
    name = deal.rules.name
    if deal.won:
        return {"resume": False, "last": f"Last deal: won in {len(deal.moves)} moves ({name})."}
    if deal.over:
        return {"resume": False, "last": f"Last deal: {deal.home_count} of 52 cards home ({name})."}
    return {"resume": True, "last": f"{name}: {deal.home_count} of 52 cards home, {deal.hidden_count} face down."}
