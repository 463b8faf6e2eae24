"""Seeded randomness that gives the same numbers in CPython and in Pyodide.

The engine never touches :mod:`random`: its algorithm is an implementation detail of
CPython. :class:`Rng` is SplitMix64 on Python integers, so a seed means the same shuffle
everywhere, forever (golden tests pin it).

>>> Rng(42).below(100), Rng(42).below(100)
(13, 13)
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1
MAX_SEED = _MASK


def check_seed(seed: object) -> int:
    """Return ``seed`` as an int in 0..2**64-1, or raise ValueError with a readable message."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"a seed must be a whole number, not {seed!r}")
    if not 0 <= seed <= MAX_SEED:
        raise ValueError(f"a seed must be between 0 and {MAX_SEED}, not {seed}")
    return seed


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def derive_seed(seed: int, *path: int) -> int:
    """A child seed, e.g. the seed of deal 3 of a match: ``derive_seed(match_seed, 3)``."""
    s = seed
    for p in path:
        s = _mix((s + 0x9E3779B97F4A7C15 * (p + 1)) & _MASK)
    return s


# Rejection limits for small bounds (shuffles and move choices), computed once: same numbers, less work.
_LIMITS = tuple(0 if n == 0 else (1 << 64) - (1 << 64) % n for n in range(128))


class Rng:
    """A small deterministic generator (SplitMix64). Not for cryptography."""

    __slots__ = ("_state",)

    def __init__(self, seed: int) -> None:
        self._state = check_seed(seed)

    def next_u64(self) -> int:
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
        return _mix(self._state)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)``, without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _LIMITS[n] if n < 128 else (1 << 64) - (1 << 64) % n
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def random(self) -> float:
        """A float in [0, 1)."""
        return (self.next_u64() >> 11) / (1 << 53)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self) -> Rng:
        """An independent generator derived from this one (advances this one by one step)."""
        return Rng(self.next_u64())
