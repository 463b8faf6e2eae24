"""What a page calls to have a move computed off its main thread, by the CPU worker (pure): the protocol alone, so
the page, the controller and the CPU loop name it without loading the worker's side (:mod:`web.shell.worker`)."""

from __future__ import annotations

from collections.abc import Awaitable
from typing import Protocol


class Think(Protocol):
    """What a game's controller calls to have a move computed off the main thread: (record JSON, seat, level, seed
    of the move's generator; for a hint, maybe the notations of the moves to choose among, one per line) -> the
    move's notation, or None when the worker cannot."""

    def __call__(self, record: str, seat: int, level: str, seed: int, among: str = "") -> Awaitable[str | None]: ...
