"""Kings in the Corner's events for the host page of the embeddable widget (pure).

:class:`Reporter` turns the match as it stands after each render into the events the widget
posts to its host (``ready``, ``match-start``, ``deal-over``, ``match-over``); the shell adds
``resize`` (web/shell/shell.js). The format is documented in docs/embed.md. Events carry only what
the host already knows or could see on the screen: the rules, the seats' names and kinds, and the
scores.
"""

from __future__ import annotations

from typing import Any

from web.corners.session import Session
from web.shell.embed import Post


def players(session: Session) -> list[dict[str, Any]]:
    return [{"seat": i, "name": s.name, "kind": s.kind} for i, s in enumerate(session.seats)]


def scores(session: Session) -> list[dict[str, Any]]:
    """Every seat's total (and change in the last finished deal, None if it sat out)."""
    m = session.match
    last = m.results[-1] if m.results else None
    return [
        {"seat": i, "name": s.name, "total": m.totals[i], "change": None if last is None else last.delta(i),
         "out": m.out[i]}
        for i, s in enumerate(session.seats)
    ]  # fmt: skip


class Reporter:
    """Compares each render's session with the last one and posts what happened in between."""

    def __init__(self, post: Post) -> None:
        self.post = post
        self._key: tuple[Any, ...] | None = None
        self._results = 0
        self._over = False

    def _start(self, kind: str, s: Session) -> None:
        self.post(kind, {"rules": s.match.rules.id, "rulesName": s.match.rules.name, "players": players(s),
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
                names = [s.seats[w].name for w in result.winners]
                self.post("deal-over", {"deal": result.number, "winners": names, "scores": scores(s)})
            if m.over and not self._over:
                names = [s.seats[w].name for w in m.winners]
                self.post("match-over", {"deals": len(m.results), "winners": names, "scores": scores(s)})
        self._key, self._results, self._over = key, len(m.results), m.over
