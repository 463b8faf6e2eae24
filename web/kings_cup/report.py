"""Kings Cup's events for the host page of the embeddable widget (pure): ``ready``, ``match-start`` (a new game)
and ``match-over`` (the last king), as in docs/embed.md: the whole game is one deal and the match, so its end sends
``deal-over`` and then ``match-over``."""

from __future__ import annotations

from typing import Any

from web.kings_cup.session import Session
from web.shell.embed import Post


def scores(session: Session) -> list[dict[str, Any]]:
    g = session.game
    over = g.over
    return [{"seat": i, "name": name, "total": g.points[i], "change": g.points[i] if over else None, "out": False}
            for i, name in enumerate(g.names)]  # fmt: skip


class Reporter:
    """Compares each render's session with the last one and posts what happened in between."""

    def __init__(self, post: Post) -> None:
        self.post = post
        self._key: tuple[Any, ...] | None = None
        self._over = False

    def _start(self, kind: str, s: Session) -> None:
        rules = s.game.rules
        self.post(kind, {"game": "kings-cup", "rules": rules.id, "rulesName": rules.name, "deck": rules.deck.name,
                         "players": [{"seat": i, "name": n, "kind": "human"} for i, n in enumerate(s.game.names)],
                         "deals": int(s.game.over), "scores": scores(s)})  # fmt: skip

    def update(self, s: Session | None) -> None:
        if s is None:
            return
        g = s.game
        key = (g.seed, g.rules, g.names, g.first)
        if self._key is None:
            self._start("ready", s)
        elif key != self._key:
            self._start("match-start", s)
        elif g.over and not self._over:
            outcome = g.outcome
            assert outcome is not None
            winners = [g.name(w) for w in outcome.winners]
            self.post("deal-over", {"deal": 1, "winners": winners, "scores": scores(s)})
            self.post("match-over", {"deals": 1, "winners": winners, "scores": scores(s)})
        self._key, self._over = key, g.over
