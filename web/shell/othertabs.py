"""What a game's controller does when another tab (or a restored backup) changed what this page saved (pure): a mixin
of :class:`web.shell.controller.TableApp`, apart so the controller stays one screenful of concerns."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from web.shell.storage import ONLINE_KINDS, PREF_KEYS, PREFIX


class OtherTabs:
    """Another tab's saves, taken or offered to reload (the controller's ``store``, ``settings`` and drawing)."""

    game: str
    store: Any
    settings: Any
    shown: bool
    more: Any
    message: Any
    replays: Any
    _reread: bool

    if TYPE_CHECKING:  # the controller's

        def render(self, animate: bool = False) -> None: ...

        def boot(self, query: str = "") -> None: ...

        def _load_settings(self) -> Any: ...

    def changed_elsewhere(self, key: str | None) -> None:
        """Another tab or window saved ``key`` (None: it cleared everything; the page's ``storage`` event). This
        game's own data: on screen, it stops saving and offers to reload; hidden, it reads everything again when
        shown. The shared prefs are taken at once; online play's keys are the hosting tab's own (not this game's)."""
        own = PREFIX + self.game + "."
        if key is not None and key.removeprefix(own) in ONLINE_KINDS:
            return
        if key is None or key.startswith(own):
            if not self.shown:
                self._reread = True
                return
            self.store.mark_stale()
            self.render()
        elif key == self.store.shared().key("prefs"):
            self._take_prefs()

    def _take_prefs(self) -> None:
        """Another tab changed the shared prefs (speed, contrast, sound, stripes): this page takes them."""
        saved = self._load_settings()
        if saved is not None:
            self.settings = replace(self.settings, **{k: getattr(saved, k) for k in PREF_KEYS})
            self.render()

    def reload_saved(self) -> None:
        """Read this game's saved data again, as a reload of the page would, and go on from it."""
        self.store.forget()
        self._reread = False
        self.more.tutorial = None
        self.message = None
        self.replays.close()  # (a replay shown over this game ends: the game is read again)
        self.boot("")

