"""Engine values to JSON and back, driven by their type hints (pure): how a table travels to a guest.

Every game's state is frozen dataclasses and named tuples of cards, enums, numbers, text, tuples and moves, so
one reader and writer serves every game: a game names its root type, how its moves are written (their
notation) and, rarely, a type that needs a hand (a linked list, say). Reading is as strict as the other readers
of the shell: the hints say what each value must be, anything else is a :class:`WireError` naming where it is,
and nothing in the data chooses a type (a message can only fill the shapes the game already has).

>>> from dataclasses import dataclass
>>> from kings.cards import Card
>>> @dataclass(frozen=True)
... class Pile:
...     cards: tuple[Card, ...]
...     top: Card | None = None
>>> codec = Codec(Pile)
>>> codec.encode(Pile((Card.parse("QH"), Card.parse("2C")), Card.parse("2C")))
{'cards': ['QH', '2C'], 'top': '2C'}
>>> codec.decode({"cards": ["AS"]})
Pile(cards=(Card.parse('AS'),), top=None)
>>> codec.decode({"cards": ["ZZ"]})
Traceback (most recent call last):
  ...
web.shell.online.codec.WireError: cards[0]: not a card: ZZ
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from collections.abc import Callable, Mapping
from typing import Any

from kings.cards import Card
from kings.errors import KingsError

Encode = Callable[[Any], Any]
Decode = Callable[[Any], Any]

_NONE = type(None)


class WireError(ValueError):
    """Data that is not the value its type hint describes (the message says where)."""


def _where(path: str, exc: Exception) -> WireError:
    text = str(exc)
    return WireError(f"{path}{'' if text.startswith('[') else ': '}{text}" if path else text)


class Codec:
    """Writes values of ``root`` as JSON-able data and reads them back.

    ``moves``: (the hint a game's moves have, their reader); a move is written as its notation (``str(move)``).
    ``custom``: types written by hand, as (write, read). ``keep``: fields the equality leaves out (caches) that
    must travel all the same (by name); other such fields, and fields the constructor does not take, are
    left for the object to compute again.
    """

    def __init__(self, root: Any, *, moves: tuple[Any, Callable[[str], Any]] | None = None,
                 custom: Mapping[Any, tuple[Encode, Decode]] | None = None,
                 keep: frozenset[str] = frozenset()) -> None:  # fmt: skip
        self.root = root
        self._moves = moves
        self._custom = dict(custom or {})
        self._keep = keep
        self._coders: dict[Any, tuple[Encode, Decode]] = {}

    def encode(self, value: Any) -> Any:
        return self._coder(self.root)[0](value)

    def decode(self, data: Any) -> Any:
        try:
            return self._coder(self.root)[1](data)
        except WireError:
            raise
        except (KingsError, ValueError, TypeError, KeyError, IndexError) as exc:
            raise WireError(f"not a valid table: {exc}") from None

    # -- one coder per hint, built once ------------------------------------------------------------
    def _coder(self, hint: Any) -> tuple[Encode, Decode]:
        coder = self._coders.get(hint)
        if coder is None:
            self._coders[hint] = (lambda v: self._coders[hint][0](v), lambda d: self._coders[hint][1](d))  # recursion
            coder = self._coders[hint] = self._build(hint)
        return coder

    def _build(self, hint: Any) -> tuple[Encode, Decode]:
        if hint in self._custom:
            custom: tuple[Encode, Decode] = self._custom[hint]
            return custom
        if self._moves is not None and hint == self._moves[0]:
            return self._move_coder(self._moves[1])
        origin = typing.get_origin(hint)
        if origin is typing.Union or origin is types.UnionType:
            return self._union(typing.get_args(hint))
        if origin is tuple:
            return self._tuple(typing.get_args(hint))
        if origin is frozenset:
            return self._frozenset(typing.get_args(hint)[0])
        if hint is _NONE:
            return _none, _none_check
        if hint is Card:
            return str, _card
        if isinstance(hint, type) and issubclass(hint, enum.Enum):
            return _enum_coder(hint)
        if hint in (bool, int, str):
            return _leaf(hint)
        if isinstance(hint, type) and dataclasses.is_dataclass(hint):
            return self._dataclass(hint)
        if isinstance(hint, type) and issubclass(hint, tuple) and hasattr(hint, "_fields"):
            return self._named_tuple(hint)
        raise TypeError(f"no way to write {hint!r}")

    def _move_coder(self, parse: Callable[[str], Any]) -> tuple[Encode, Decode]:
        def read(data: Any) -> Any:
            if not isinstance(data, str) or len(data) > 64:
                raise WireError(f"not a move: {str(data)[:40]}")
            try:
                return parse(data)
            except (KingsError, ValueError) as exc:
                raise WireError(f"not a move: {data[:40]} ({exc})") from None

        return str, read

    def _union(self, args: tuple[Any, ...]) -> tuple[Encode, Decode]:
        real = [a for a in args if a is not _NONE]
        optional = len(real) < len(args)
        if len(real) == 1:
            enc, dec = self._coder(real[0])
            return ((lambda v: None if v is None else enc(v)),
                    (lambda d: None if d is None and optional else dec(d)))  # fmt: skip
        coders = [self._coder(a) for a in real]
        kinds = [typing.get_origin(a) or a for a in real]

        def write(value: Any) -> Any:
            if value is None and optional:
                return None
            for i, kind in enumerate(kinds):
                if isinstance(value, kind):
                    return [i, coders[i][0](value)]
            raise TypeError(f"{value!r} is none of {real}")

        def read(data: Any) -> Any:
            if data is None and optional:
                return None
            if not (isinstance(data, list) and len(data) == 2 and type(data[0]) is int and 0 <= data[0] < len(real)):
                raise WireError("not one of the kinds this value may be")
            return coders[data[0]][1](data[1])

        return write, read

    def _tuple(self, args: tuple[Any, ...]) -> tuple[Encode, Decode]:
        if len(args) == 2 and args[1] is Ellipsis:
            enc, dec = self._coder(args[0])

            def read_all(data: Any) -> tuple[Any, ...]:
                _list(data)
                out = []
                for i, d in enumerate(data):
                    try:
                        out.append(dec(d))
                    except ValueError as exc:
                        raise _where(f"[{i}]", exc) from None
                return tuple(out)

            return (lambda v: [enc(x) for x in v]), read_all
        coders = [self._coder(a) for a in args]

        def read_fixed(data: Any) -> tuple[Any, ...]:
            _list(data, len(coders))
            out = []
            for i, ((_, dec), d) in enumerate(zip(coders, data, strict=True)):
                try:
                    out.append(dec(d))
                except ValueError as exc:
                    raise _where(f"[{i}]", exc) from None
            return tuple(out)

        return (lambda v: [c[0](x) for c, x in zip(coders, v, strict=True)]), read_fixed

    def _frozenset(self, arg: Any) -> tuple[Encode, Decode]:
        enc, dec = self._coder(arg)
        return (lambda v: sorted(enc(x) for x in v)), (lambda d: frozenset(dec(x) for x in _list(d)))

    def _dataclass(self, cls: type) -> tuple[Encode, Decode]:
        hints = typing.get_type_hints(cls)
        names = [f.name for f in dataclasses.fields(cls) if f.init and (f.compare or f.name in self._keep)]
        coders = {n: self._coder(hints[n]) for n in names}

        def write(value: Any) -> dict[str, Any]:
            return {n: coders[n][0](getattr(value, n)) for n in names}

        def read(data: Any) -> Any:
            if not isinstance(data, dict):
                raise WireError(f"{cls.__name__}: not an object")
            extra = set(data) - set(names)
            if extra:
                raise WireError(f"{cls.__name__}: unknown field {sorted(map(str, extra))[0][:40]}")
            kwargs = {}
            for n, d in data.items():
                try:
                    kwargs[n] = coders[n][1](d)
                except ValueError as exc:
                    raise _where(n, exc) from None
            return cls(**kwargs)

        return write, read

    def _named_tuple(self, cls: type) -> tuple[Encode, Decode]:
        hints = typing.get_type_hints(cls)
        fields: tuple[str, ...] = cls._fields  # type: ignore[attr-defined]
        coders = [self._coder(hints[n]) for n in fields]

        def read(data: Any) -> Any:
            _list(data, len(coders))
            return cls(*(c[1](d) for c, d in zip(coders, data, strict=True)))

        return (lambda v: [c[0](x) for c, x in zip(coders, v, strict=True)]), read


def _list(data: Any, size: int | None = None) -> list[Any]:
    if not isinstance(data, list) or (size is not None and len(data) != size):
        raise WireError("not a list" if size is None else f"not a list of {size}")
    return data


def _none(value: Any) -> None:
    return None


def _none_check(data: Any) -> None:
    if data is not None:
        raise WireError("must be null")


def _card(data: Any) -> Card:
    if not isinstance(data, str) or len(data) > 8:
        raise WireError(f"not a card: {str(data)[:12]}")
    try:
        return Card.parse(data)
    except KingsError:
        raise WireError(f"not a card: {data}") from None


def _enum_coder(cls: type[enum.Enum]) -> tuple[Encode, Decode]:
    """An enum member by its name (values may be anything: tuples, say)."""

    def read(data: Any) -> Any:
        if not isinstance(data, str) or data not in cls.__members__:
            raise WireError(f"not a {cls.__name__}: {str(data)[:20]}")
        return cls[data]

    return (lambda v: v.name), read


def _leaf(kind: type) -> tuple[Encode, Decode]:
    def read(data: Any) -> Any:
        if type(data) is not kind:
            raise WireError(f"not {'a ' + kind.__name__ if kind is not int else 'a whole number'}")
        return data

    return (lambda v: v), read
