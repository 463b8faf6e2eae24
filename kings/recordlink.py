"""A whole match in a few hundred characters: the record a replay link carries (issue 50).

A match is fixed by its game, rules, seed and seats, and then by the moves played: each of them one of the
legal moves the engine lists, in its fixed order, for the deal in progress. So a move is written as its
*index* in that list, and the indexes of the whole match as one number in a mixed radix (the first move's
index plus the number of its choices times the rest's number, and so on): a forced move costs nothing, a
choice among 13 cards under 4 bits. Between deals the only thing to do is to deal the next, so it is not
written. The text is URL-safe (letters, digits, ``-``, ``_`` and ``.``)::

    1.king.standard.42.4.523.<the indexes' number, base64url>

version, game id, rules (a preset's id, or ``~`` and its rules as compressed JSON), seed, seats, moves; the
number is preceded by three bytes of checksum over everything before it. A game played one deal at a time (a
Klondike deal, a Kings Cup party) is written as that deal, the seats followed by ``d`` and the seat that
starts (``1.klondike.draw-three.7.1d0.…``): :meth:`~kings.registry.GameInfo.new` deals it, not a match.

Reading is strict and bounded, since a link can come from anyone: at most :data:`MAX_TEXT` characters and
:data:`MAX_PLAYS` moves, every part checked, and the number must be used up exactly by the moves it claims;
anything else is a :class:`~kings.errors.NotationError` that says, in plain words, that the link is damaged.

>>> from kings import registry
>>> king = registry.game("king")
>>> m = king.new_match(king.preset(), 42, 4)
>>> plays = []
>>> for _ in range(30):
...     move = m.deal.legal_moves()[-1]
...     plays.append(move)
...     m = m.play(move)
>>> text = encode("king", king.preset(), 42, 4, plays)
>>> text.startswith("1.king.standard.42.4.30.")
True
>>> decode(text).moves == tuple(plays)
True
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from kings import registry
from kings.errors import KingsError, NotationError
from kings.seeding import check_seed

VERSION = "1"
MAX_TEXT = 8_000  #: characters a link's record may have (a whole King game takes a few hundred)
MAX_PLAYS = 5_000  #: moves a record may claim (more than any real match)
MAX_RULES = 16_000  #: bytes of custom rules, once inflated (a Kings Cup deck of one's own is some 8 KB)
_PART = re.compile(r"[A-Za-z0-9_-]*")
_SEATS = re.compile(r"([0-9]{1,2})(?:d([0-9]{1,2}))?")  #: players, and the seat that starts one deal
DAMAGED = "This replay link is damaged or incomplete: ask for the link again."


@dataclass(frozen=True, slots=True)
class Replay:
    """A match to replay: its game, rules, seed and seats, and every move played, oldest first."""

    game_id: str
    rules: Any
    seed: int
    players: int
    moves: tuple[Any, ...]
    dealer: int | None = None  #: one deal, started by this seat (None: a whole match)

    def matches(self) -> Iterator[Any]:
        """The match (or the one deal) before the first move, then after each move (a new deal is dealt as it is
        reached)."""
        match = _start(registry.game(self.game_id), self.rules, self.seed, self.players, self.dealer)
        yield match
        for move in self.moves:
            match = _play(match, move, self.dealer is not None)
            yield match


def _start(game: registry.GameInfo, rules: Any, seed: int, players: int, dealer: int | None) -> Any:
    return game.new_match(rules, seed, players) if dealer is None else game.new(rules, seed, players, dealer)


def _legal(position: Any, one: bool) -> list[Any]:
    """The moves at ``position`` (a match, or ``one`` deal), in the engine's fixed order."""
    if one:
        return list(position.legal_moves())
    return list(position.deal.legal_moves()) if position.deal is not None else []


def _deal(match: Any) -> Any:
    """The deal to move in: the one in progress, or the next one dealt (between deals nothing else happens)."""
    if match.deal is None and not match.over:
        match = match.next_deal()
    return match


def _play(match: Any, move: Any, one: bool = False) -> Any:
    return (match if one else _deal(match)).play(move)


def _rules_part(game: registry.GameInfo, rules: Any) -> str:
    for preset_id, preset in game.presets().items():
        if preset == rules:
            return preset_id
    raw = json.dumps(rules.to_dict(), separators=(",", ":")).encode()
    if len(raw) > MAX_RULES:  # (a Kings Cup deck of long rules: a link that could not be read back is not made)
        raise NotationError("These rules are too long for a replay link.")
    packed = zlib.compress(raw, 9)
    return "~" + base64.urlsafe_b64encode(packed).decode().rstrip("=")


def _b64(text: str) -> bytes:
    if not _PART.fullmatch(text):
        raise NotationError(DAMAGED)
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        raise NotationError(DAMAGED) from None


def encode(game_id: str, rules: Any, seed: int, players: int, moves: Sequence[Any], dealer: int | None = None) -> str:
    """The link text of a match of ``game_id`` dealt from ``rules``, ``seed`` and ``players`` (or of one deal, which
    seat ``dealer`` starts) and played with ``moves`` (every move of every deal, oldest first). A move that is not
    legal where it stands is a :class:`~kings.errors.IllegalMoveError` (the record does not belong to this deal)."""
    game = registry.game(game_id)
    match = _start(game, rules, seed, players, dealer)
    number, scale = 0, 1
    for move in moves:
        match = match if dealer is not None else _deal(match)
        legal = _legal(match, dealer is not None)
        index = legal.index(move) if move in legal else -1
        if index < 0:
            match.play(move)  # raises the engine's own reason
            raise NotationError(f"{move} cannot be played here.")  # (an engine that let it pass)
        number += index * scale
        scale *= len(legal)
        match = match.play(move)
    seats = str(players) if dealer is None else f"{players}d{dealer}"
    head = ".".join((VERSION, game_id, _rules_part(game, rules), str(seed), seats, str(len(moves))))
    number_bytes = number.to_bytes((number.bit_length() + 7) // 8, "big")
    body = base64.urlsafe_b64encode(_check(head, number_bytes) + number_bytes).decode().rstrip("=")
    if len(head) + 1 + len(body) > MAX_TEXT:  # (a link that could not be read back is not made)
        raise NotationError("This game is too long for a replay link.")
    return f"{head}.{body}"


def _check(head: str, number: bytes) -> bytes:
    """Three bytes of CRC-32 over the rest: a link cut short or mistyped is caught, not replayed as another game."""
    return (zlib.crc32(number, zlib.crc32(head.encode())) & 0xFFFFFF).to_bytes(3, "big")


def _read_rules(game: registry.GameInfo, part: str) -> Any:
    if not part.startswith("~"):
        presets = game.presets()
        if part not in presets:
            raise NotationError(DAMAGED)
        return presets[part]
    try:
        inflater = zlib.decompressobj()
        raw = inflater.decompress(_b64(part[1:]), MAX_RULES)
        if inflater.unconsumed_tail:
            raise NotationError(DAMAGED)
        rules_class: Any = type(game.preset())  # (every game's Rules reads its own to_dict)
        return rules_class.from_dict(json.loads(raw))
    except (zlib.error, ValueError, TypeError, KingsError):
        raise NotationError(DAMAGED) from None


def decode(text: object, game_id: str | None = None) -> Replay:
    """Read a link's record back (every move checked by the engine as it is replayed); a
    :class:`~kings.errors.NotationError` for anything damaged, forged or too large, or (``game_id``) of another game,
    refused before its engine is asked for anything (a page loads only its own game's code)."""
    if not isinstance(text, str) or len(text) > MAX_TEXT:
        raise NotationError(DAMAGED)
    parts = text.split(".")
    if len(parts) != 7 or parts[0] != VERSION:
        raise NotationError(DAMAGED)
    _, named, rules_part, seed_part, players_part, count_part, body = parts
    if game_id is not None and named != game_id:
        raise NotationError(DAMAGED)
    try:
        game = registry.game(named)
    except KingsError:
        raise NotationError(DAMAGED) from None
    seats = _SEATS.fullmatch(players_part)
    if seats is None or not all(p.isascii() and p.isdigit() and len(p) <= 20 for p in (seed_part, count_part)):
        raise NotationError(DAMAGED)
    players, count = int(seats[1]), int(count_part)
    dealer = None if seats[2] is None else int(seats[2])
    if players not in game.players or count > MAX_PLAYS or (dealer or 0) >= players:
        raise NotationError(DAMAGED)
    try:
        seed = check_seed(int(seed_part))
    except ValueError:
        raise NotationError(DAMAGED) from None
    rules = _read_rules(game, rules_part)
    payload = _b64(body)
    if len(payload) < 3 or payload[:3] != _check(text.rsplit(".", 1)[0], payload[3:]):
        raise NotationError(DAMAGED)
    number = int.from_bytes(payload[3:], "big")
    try:
        match = _start(game, rules, seed, players, dealer)
        moves = []
        for _ in range(count):
            match = match if dealer is not None else _deal(match)
            legal = _legal(match, dealer is not None)
            if not legal:
                raise NotationError(DAMAGED)
            number, index = divmod(number, len(legal))
            moves.append(legal[index])
            match = match.play(legal[index])
    except (KingsError, ValueError) as exc:  # (a game with no dealer refuses another seat with a ValueError)
        raise NotationError(DAMAGED) from exc
    if number:  # more was written than the moves use: not a record this code wrote
        raise NotationError(DAMAGED)
    return Replay(named, rules, seed, players, tuple(moves), dealer)
