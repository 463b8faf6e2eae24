"""The settings dialog's "Your saved data" part: "Back up everything" and "Restore" (page code, for every game).

The file format and the restore itself are pure (:mod:`web.shell.backup`, :mod:`web.shell.restore`); this binds the
two controls to the open game's features (:meth:`web.shell.features.Features.backup` and ``restore``) and shows the
summary of a restore, line by line, as text.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kings.i18n import _
from web.shell.dom_stats import save_file
from web.shell.page import PageCode, nn

Restore = Callable[[str, str], tuple[list[str], bool]]  #: (file text, merge or replace) -> (summary, refused)
MAX_FILE = 12_000_000  #: a bigger file is refused before it is read (web.shell.backup refuses it too)


class BackupPage(PageCode):
    """``#backup-now`` saves the backup file; ``#restore-file`` restores the file picked, merging or replacing as
    ``input[name=restore-mode]`` says; ``#backup-note`` tells what happened."""

    def __init__(self, document: Any, window: Any, proxy: Any) -> None:
        super().__init__(document, proxy)
        self.win = window

    def bind(self, backup: Callable[[], tuple[str, str]], restore: Restore) -> None:
        if nn(self.by_id("restore-file")) is None:  # a page without the controls (an old index.html): nothing to do
            return
        self.listen(self.by_id("backup-now"), "click", lambda _e: self._backup(backup))
        self.listen(self.by_id("restore-file"), "change", lambda e: self._restore(e, restore))

    def _backup(self, backup: Callable[[], tuple[str, str]]) -> None:
        name, text = backup()
        save_file(self.doc, self.win, name, text)
        self.note([_("Saved {name}: keep it somewhere safe, and restore it here on any device.").format(name=name)],
                  False)  # fmt: skip

    def _restore(self, event: Any, restore: Restore) -> None:
        file = self.picked_file(event)
        if file is None:
            return
        if int(file.size) > MAX_FILE:
            self.note([_("Not restored: this file is too large to be a Kings backup. Nothing was changed.")], True)
            return
        checked = nn(self.doc.querySelector("input[name='restore-mode']:checked"))
        mode = "replace" if checked is not None and str(checked.value) == "replace" else "merge"
        self.read_text(file, lambda text: self.note(*restore(text, mode)))

    def note(self, lines: list[str], error: bool) -> None:
        note = self.by_id("backup-note")
        note.replaceChildren(*(self.el("p", "", line) for line in lines))
        note.className = "message " + ("error" if error else "info")
