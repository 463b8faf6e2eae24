"""Take-away's controller on the shell's CpuTable (pure): everything is a declaration (its setup, parts, CPU players
and features) but the scene it hands its view and the hint's words. The new-game dialog, the address, a rematch, the
first-visit offer and the Hint and Next buttons come from the shell (:class:`web.shell.cpuloop.CpuTable`)."""

from __future__ import annotations

from tests.toygame.engine import Move
from tests.toygame.web import GAME, view
from tests.toygame.web.players import CPU
from tests.toygame.web.results import lobby_entry
from tests.toygame.web.session import Session
from tests.toygame.web.setup import Settings, Setup
from web.shell.controller import Parts
from web.shell.cpuloop import CpuTable


class App(CpuTable):
    game = GAME
    cpu = CPU
    setup = Setup
    features = view.FEATURES
    parts = Parts(Settings, Session, view.build, lobby_entry)
    session: Session | None
    hint: Move | None

    def hint_words(self, s: Session, move: Move) -> str:
        return view.hint_words(move)

    def scene(self) -> view.Scene:
        assert self.session is not None
        return view.Scene(self.session, self.hint, self.message, self.running, tuple(self.store.notices),
                          self.settings.speed, self.more.extras(), self.thinking)  # fmt: skip
