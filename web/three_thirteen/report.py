"""3-13's events for the host page of the embeddable widget (pure): ``ready``, ``match-start``, ``deal-over``
(a round ended) and ``match-over`` (the game ended), as in docs/embed.md."""

from __future__ import annotations

from typing import Any

from web.shell.embed import Post
from web.three_thirteen.session import Session


def scores(session: Session) -> list[dict[str, Any]]:
    m = session.match
    last = m.results[-1] if m.results else None
    return [{"seat": i, "name": s.name, "total": m.totals[i],
             "change": None if last is None or i not in last.seats else last.points[i], "out": False}
            for i, s in enumerate(session.seats)]  # fmt: skip


class Reporter:
    """Compares each render's session with the last one and posts what happened in between."""

    def __init__(self, post: Post) -> None:
        self.post = post
        self._key: tuple[Any, ...] | None = None
        self._results = 0
        self._over = False

    def _start(self, kind: str, s: Session) -> None:
        self.post(kind, {"game": "three-thirteen", "rules": s.match.rules.id, "rulesName": s.match.rules.name,
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
            for result in m.results[self._results :]:
                low = min(result.points[x] for x in result.seats)
                names = [s.seats[x].name for x in result.seats if result.points[x] == low]
                self.post("deal-over", {"deal": result.number + 1, "winners": names, "scores": scores(s)})
            if m.over and not self._over:
                self.post("match-over", {"deals": len(m.results), "winners": [s.seats[w].name for w in m.winners],
                                         "scores": scores(s)})  # fmt: skip
        self._key, self._results, self._over = key, len(m.results), m.over
