"""The page's language on Python's side: which catalogs are in use while a game (or the lobby) shows.

web/shell/language.js chose the language before the first paint; the boot module (web/shell/pyodide_boot.mjs)
wrote the shell's catalog and the first game's beside the code, under :data:`LOCALE_DIR`; a game opened later from
the lobby has its catalog fetched with its code (:meth:`PageLanguage.url`). Each game has a catalog of its own
(the same English can mean another thing in another game: King's "Pass" is not 3-13's), so the one in use is the
shown game's, then the shell's (:meth:`PageLanguage.speak`). A catalog missing or damaged leaves its words in
English, with a warning in the console: never a table that fails to open.
"""

from __future__ import annotations

import os
from collections.abc import Callable

from kings.i18n import ENGLISH, LANGUAGES, PSEUDO, WORDS

LOCALE_DIR = "/home/pyodide/locale"  #: where the page writes the catalogs it fetched (pyodide_boot.mjs's LOCALE)


def domain_of(game_id: str) -> str:
    """A game's catalog domain: its package's name (``three-thirteen`` -> ``three_thirteen``)."""
    return game_id.replace("-", "_")


class PageLanguage:
    """The page's language and the catalogs it has on disk."""

    def __init__(self, language: str, directory: str = LOCALE_DIR, warn: Callable[[str], None] = print) -> None:
        self.language = language if language in (*LANGUAGES, PSEUDO) else ENGLISH
        self.directory = directory
        self.warn = warn

    @property
    def needs_catalogs(self) -> bool:
        """False for English and the pseudo-locale, which translate without files."""
        return self.language not in (ENGLISH, PSEUDO)

    def path(self, domain: str) -> str:
        return f"{self.directory}/{self.language}/{domain}.mo"

    def url(self, game_id: str) -> str:
        """Where the page fetches ``game_id``'s catalog in this language (relative to index.html)."""
        return f"./vendor/locale/{self.language}/{domain_of(game_id)}.mo"

    def missing(self, game_id: str) -> bool:
        """Whether ``game_id``'s catalog is still to be fetched."""
        return self.needs_catalogs and not os.path.isfile(self.path(domain_of(game_id)))

    def store(self, game_id: str, data: bytes) -> None:
        """Keep ``game_id``'s fetched catalog on disk."""
        path = self.path(domain_of(game_id))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(data)

    def speak(self, game_id: str = "") -> None:
        """Use the shown game's catalog, then the shell's (the lobby: the shell's alone)."""
        if not self.needs_catalogs:
            WORDS.use(self.language)
            return
        found: list[bytes] = []
        for domain in ([domain_of(game_id)] if game_id else []) + ["shell"]:
            try:
                with open(self.path(domain), "rb") as f:
                    data = f.read()
            except OSError:
                data = b""
            if data:  # (an empty file: the page asked for it and none came)
                found.append(data)
            else:
                self.warn(f"Kings: no {self.language} words for {domain} here; they show in English")
        try:
            WORDS.use(self.language, found)
        except (OSError, ValueError) as exc:  # a damaged file: English rather than no table
            self.warn(f"Kings: the {self.language} words could not be read ({exc}); they show in English")
            WORDS.use(ENGLISH)


__all__ = ["LOCALE_DIR", "PageLanguage", "domain_of"]
