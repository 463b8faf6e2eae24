"""Errors shared by every game. Each message is written for a player to read."""

from __future__ import annotations


class KingsError(Exception):
    """Base class of every error the engine raises on purpose."""


class IllegalMoveError(KingsError, ValueError):
    """A move that the rules do not allow in this position; the position is unchanged."""


class NotationError(KingsError, ValueError):
    """Text that is not valid card, move, position or record notation."""


class RulesError(KingsError, ValueError):
    """A rules object, option value or combination of options that cannot be played."""


class UnknownGameError(KingsError, LookupError):
    """A game id that names no playable game (see :mod:`kings.registry`)."""
