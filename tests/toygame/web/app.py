"""Take-away's controller on the shell's CpuTable (pure): its parts, CPU players and features are declarations;
its one intent is a card (or pass) by notation, and Hint, Next game and the shared buttons are the shell's."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from tests.toygame.engine import PRESETS, Move
from tests.toygame.web import GAME, view
from tests.toygame.web.players import CPU
from tests.toygame.web.results import lobby_entry
from tests.toygame.web.session import Session
from tests.toygame.web.setup import Settings, Setup, form_fields, parse_query, parse_setup, setup_form
from web.shell.controller import Parts
from web.shell.cpuloop import CpuTable


class App(CpuTable):
    game = GAME
    cpu = CPU
    features = view.FEATURES
    parts = Parts(Settings, Session, view.build, lobby_entry, parse_query, parse_setup)
    session: Session | None
    hint: Move | None

    def _setup_of(self, session: Session) -> Setup:
        return Setup(session.seats, session.match.rules)

    def _first_visit(self, saved_settings: Any) -> None:
        if saved_settings is None or self.store.load("stats") is None:
            self.more.offer = True
            self.render()

    def _reset(self) -> None:
        self.hint = None

    def hint_words(self, s: Session, move: Move) -> str:
        return view.hint_words(move)

    def scene(self) -> view.Scene:
        assert self.session is not None
        return view.Scene(self.session, self.hint, self.message, self.running, tuple(self.store.notices),
                          self.settings.speed, self.more.extras(), self.thinking)  # fmt: skip

    def actions(self) -> Mapping[str, Callable[[], object]]:
        return {"hint": self.hints.ask, "next": self.next_deal}

    def open_setup(self) -> None:
        setup = self.settings.start_setup() if self.session is None else self._setup_of(self.session)
        self.ui.show_setup(setup_form(setup, form_fields(setup.rules)))

    def setup_preset(self, preset_id: str) -> None:
        if preset_id in PRESETS:
            self.ui.fill_rules(form_fields(PRESETS[preset_id]))
