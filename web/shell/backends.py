"""Where saved data is kept (pure): a string key-value store, ``localStorage`` in the browser
(:class:`web.shell.boot.LocalStorage`), memory in tests, and the fallback that writes in memory over what
was saved when the browser stops letting the page write (:class:`Overlay`)."""

from __future__ import annotations

from typing import Protocol


class Backend(Protocol):
    """A string key-value store (``localStorage`` in the browser). Any method may raise."""

    def get(self, key: str) -> str | None: ...

    def set(self, key: str, value: str) -> None: ...

    def remove(self, key: str) -> None: ...


class MemoryBackend:
    """A backend in memory: for tests, and the fallback when the real one fails."""

    def __init__(self) -> None:
        self.data: dict[str, str] = {}

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)


class Overlay:
    """Writes kept in memory over a backend that is only read any more (the fallback): what was saved stays as it
    was, and is still read where the browser lets it be."""

    def __init__(self, under: Backend) -> None:
        self.under = under
        self.data: dict[str, str | None] = {}  #: written here (None: removed here)

    def get(self, key: str) -> str | None:
        if key in self.data:
            return self.data[key]
        try:
            return self.under.get(key)
        except Exception:  # blocked storage throws on reading too
            return None

    def set(self, key: str, value: str) -> None:
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data[key] = None


__all__ = ["Backend", "MemoryBackend", "Overlay"]
