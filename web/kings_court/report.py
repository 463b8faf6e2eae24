"""King's Court's events for the host page of the embeddable widget (pure): ``ready``, ``match-start``,
``deal-over`` (a game of the match ended) and ``match-over``, as in docs/embed.md."""

from __future__ import annotations

from typing import Any

from web.kings_court import GAME
from web.kings_court.results import points
from web.kings_court.session import Session
from web.shell.embed import Post


def scores(session: Session) -> list[dict[str, Any]]:
    m = session.match
    last = len(m.results) - 1
    change = [points(m.results[-1], (seat - last) % 2) if m.results else None for seat in range(2)]
    return [{"seat": i, "name": s.name, "total": m.totals[i], "change": change[i], "out": False}
            for i, s in enumerate(session.seats)]  # fmt: skip


class Reporter:
    """Compares each render's session with the last one and posts what happened in between."""

    def __init__(self, post: Post) -> None:
        self.post = post
        self._key: tuple[Any, ...] | None = None
        self._results = 0
        self._over = False

    def _start(self, kind: str, s: Session) -> None:
        self.post(kind, {"game": GAME, "rules": s.match.rules.id, "rulesName": s.match.rules.name,
                         "players": [{"seat": i, "name": c.name, "kind": c.kind} for i, c in enumerate(s.seats)],
                         "deals": len(s.match.results), "scores": scores(s)})  # fmt: skip

    def update(self, s: Session | None) -> None:
        if s is None:
            return
        m = s.match
        key = (m.seed, m.rules, s.seats)
        if self._key is None:
            self._start("ready", s)
        elif key != self._key or len(m.results) < self._results:
            self._start("match-start", s)
        else:
            for i in range(self._results, len(m.results)):
                outcome = m.results[i].outcome
                assert outcome is not None
                winners = [] if outcome.winner is None else [s.seats[(outcome.winner + i) % 2].name]
                self.post("deal-over", {"deal": i + 1, "winners": winners, "scores": scores(s)})
            if m.over and not self._over:
                self.post("match-over", {"deals": len(m.results), "winners": [s.seats[w].name for w in m.winners],
                                         "scores": scores(s)})  # fmt: skip
        self._key, self._results, self._over = key, len(m.results), m.over
