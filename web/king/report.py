"""King's events for the host page of the embeddable widget (pure): ``ready``, ``match-start``,
``deal-over`` (a hand ended) and ``match-over`` (the game ended), in the format of docs/embed.md;
the shell adds ``resize``. Events carry only what the host could see on the screen: the rules,
the seats' names and kinds, and the scores."""

from __future__ import annotations

from typing import Any

from web.king.session import Session
from web.shell.embed import Post


def scores(session: Session) -> list[dict[str, Any]]:
    game = session.game
    last = game.results[-1] if game.results else None
    return [{"seat": i, "name": s.name, "total": game.totals[i], "change": None if last is None else last.points[i],
             "out": False} for i, s in enumerate(session.seats)]  # fmt: skip


class Reporter:
    """Compares each render's session with the last one and posts what happened in between."""

    def __init__(self, post: Post) -> None:
        self.post = post
        self._key: tuple[Any, ...] | None = None
        self._results = 0
        self._over = False

    def _start(self, kind: str, s: Session) -> None:
        self.post(kind, {"game": "king", "rules": s.game.rules.id, "rulesName": s.game.rules.name,
                         "players": [{"seat": i, "name": c.name, "kind": c.kind} for i, c in enumerate(s.seats)],
                         "deals": len(s.game.results), "scores": scores(s)})  # fmt: skip

    def update(self, s: Session | None) -> None:
        if s is None:
            return
        game = s.game
        key = (game.seed, game.rules, s.seats)
        if self._key is None:
            self._start("ready", s)
        elif key != self._key or len(game.results) < self._results:
            self._start("match-start", s)
        else:
            for result in game.results[self._results :]:
                best = max(result.points)
                names = [s.seats[i].name for i in range(len(s.seats)) if result.points[i] == best]
                self.post("deal-over", {"deal": result.number + 1, "winners": names, "scores": scores(s)})
            if game.over and not self._over and game.outcome is not None:
                names = [s.seats[w].name for w in game.outcome.winners]
                self.post("match-over", {"deals": len(game.results), "winners": names, "scores": scores(s)})
        self._key, self._results, self._over = key, len(game.results), game.over
