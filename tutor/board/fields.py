"""Reading a posted position, field by field: each wrong field gets its own reason.

The board and ``POST /api/analyse`` take the position fields of the quiz item format
(design.md). ``read_position`` checks their shapes (a seat that exists, card codes, a
variant that exists) and returns them normalised (canonical card codes, ints), so the same
position always reads the same; the engine's own consistency checks come after, in
``tutor.board.judging``, and are attributed to a field the same way.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.analysis.hearing import READINGS, UNIFORM
from tutor.analysis.position import item_variant
from tutor.engine import Suit, Variant, parse_card

# The decisions the engine-judged banks ask, by their item kind.
KINDS = (
    "best-play",
    "order-up",
    "name-trump",
    "discard",
    "go-alone",
    "defend-alone",
    "bid-amount",
    "bid-declare",
    "british-call",
    "three-hand-call",
)
MAX_CARDS = 33  # the largest pack (32 cards and the Benny)
MAX_TRICKS = 8


class FieldErrors(ValueError):
    """An impossible or malformed position: a reason per field."""

    def __init__(self, errors: Mapping[str, str]) -> None:
        super().__init__("; ".join(f"{name}: {reason}" for name, reason in errors.items()))
        self.errors = dict(errors)


def _seat(raw: Any, name: str, players: int, errors: dict[str, str]) -> int | None:
    if raw is None:
        return None
    if isinstance(raw, bool) or not isinstance(raw, int):
        errors[name] = "must be a seat number"
        return None
    if not 0 <= raw < players:
        errors[name] = f"seat {raw} does not exist: seats are 0 to {players - 1}"
        return None
    return raw


def _card_code(raw: Any) -> str:
    if not isinstance(raw, str):
        raise ValueError(f"{raw!r} is not a card code")
    return parse_card(raw).code


def _cards(raw: Any, name: str, errors: dict[str, str]) -> list[str] | None:
    if raw is None:
        return None
    if isinstance(raw, str):
        raw = raw.split()
    if not isinstance(raw, list) or len(raw) > MAX_CARDS:
        errors[name] = "must be a list of card codes"
        return None
    try:
        return [_card_code(code) for code in raw]
    except ValueError as error:
        errors[name] = str(error)
        return None


def _trick(raw: Any, name: str, players: int, errors: dict[str, str]) -> list[dict[str, Any]]:
    if not isinstance(raw, list) or len(raw) > players:
        raise ValueError("a trick is a list of plays, one per player at most")
    plays = []
    for play in raw:
        if not isinstance(play, Mapping):
            raise ValueError('a play is {"seat": N, "card": CODE}')
        seat = _seat(play.get("seat"), name, players, errors)
        if seat is None:
            raise ValueError('a play is {"seat": N, "card": CODE} with a seat that exists')
        plays.append({"seat": seat, "card": _card_code(play.get("card"))})
    return plays


def _tricks(raw: Any, name: str, players: int, errors: dict[str, str]) -> list[Any] | None:
    try:
        if name == "trick":
            return _trick(raw or [], name, players, errors)
        if not isinstance(raw or [], list) or len(raw or []) > MAX_TRICKS:
            raise ValueError("must be a list of finished tricks")
        return [_trick(trick, name, players, errors) for trick in raw or []]
    except ValueError as error:
        errors.setdefault(name, str(error))
        return None


def _variant(body: Mapping[str, Any], errors: dict[str, str]) -> Variant | None:
    name = body.get("variant", "standard")
    if not isinstance(name, str):
        errors["variant"] = "must be a preset name"
        return None
    try:
        Variant.preset(name)
    except (ValueError, KeyError):
        errors["variant"] = f"no preset is called {name!r}"
        return None
    options = body.get("variant_options")
    if options is not None and not isinstance(options, Mapping):
        errors["variant_options"] = "must be an object of rule options"
        return None
    try:
        return item_variant({"variant": name, "variant_options": options})
    except (ValueError, TypeError) as error:
        errors["variant_options"] = str(error) or "these rule options cannot be combined"
        return None


def _small_int(raw: Any, name: str, low: int, high: int, errors: dict[str, str]) -> int | None:
    if raw is None:
        return None
    if isinstance(raw, bool) or not isinstance(raw, int) or not low <= raw <= high:
        errors[name] = f"must be a whole number from {low} to {high}"
        return None
    return raw


def read_position(body: Mapping[str, Any]) -> dict[str, Any]:
    """The position in ``body`` as item fields, normalised; ``FieldErrors`` if malformed."""
    errors: dict[str, str] = {}
    kind = body.get("kind", "best-play")
    if kind not in KINDS:
        errors["kind"] = f"must be one of: {', '.join(KINDS)}"
    variant = _variant(body, errors)
    if variant is None:
        raise FieldErrors(errors)
    players = variant.players
    item: dict[str, Any] = {"kind": kind, "variant": body.get("variant", "standard")}
    if body.get("variant_options"):
        item["variant_options"] = dict(body["variant_options"])
    for name in ("seat", "dealer", "maker", "defender_alone"):
        item[name] = _seat(body.get(name), name, players, errors)
    for name in ("seat", "dealer"):
        if body.get(name) is None:
            errors.setdefault(name, "a seat is needed")
    for name in ("hand", "dealt"):
        item[name] = _cards(body.get(name), name, errors)
    if item["hand"] is None:
        errors.setdefault("hand", "the player's cards are needed")
    for name in ("upcard", "discard"):
        raw = body.get(name)
        try:
            item[name] = None if raw is None else _card_code(raw)
        except ValueError as error:
            errors[name] = str(error)
    trump = body.get("trump")
    try:
        item["trump"] = None if trump is None else Suit.parse(str(trump)).code
    except ValueError as error:
        errors["trump"] = str(error)
    no_trump = body.get("no_trump")
    if no_trump not in (None, "high", "low"):
        errors["no_trump"] = 'must be "high", "low" or null'
    item["no_trump"] = no_trump
    for name in ("alone", "upcard_taken"):
        if not isinstance(body.get(name, False), bool):
            errors[name] = "must be true or false"
        item[name] = bool(body.get(name, False))
    item["history"] = _tricks(body.get("history"), "history", players, errors)
    item["trick"] = _tricks(body.get("trick"), "trick", players, errors)
    item["bid"] = _small_int(body.get("bid"), "bid", 1, MAX_TRICKS, errors)
    item["round"] = _small_int(body.get("round"), "round", 1, 2, errors)
    scores = body.get("scores", body.get("score"))
    item["scores"] = _scores(scores, variant, errors)
    item["bids"] = _bids(body.get("bids"), players, errors)
    item["hands"] = _all_hands(body.get("hands"), players, errors)
    blind = body.get("blind_trump")
    try:
        item["blind_trump"] = None if blind is None else Suit.parse(str(blind)).code
    except ValueError as error:
        errors["blind_trump"] = str(error)
    reading = body.get("calling_model")
    if reading is not None and reading != UNIFORM and reading not in READINGS:
        errors["calling_model"] = f"must be one of: {', '.join([UNIFORM, *sorted(READINGS)])}"
    item["calling_model"] = reading
    if errors:
        raise FieldErrors(errors)
    return {name: value for name, value in item.items() if value is not None}


def _scores(raw: Any, variant: Variant, errors: dict[str, str]) -> list[int] | None:
    if raw is None:
        return None
    sides = 3 if variant.players == 3 else 2
    limit = 10 * variant.target
    if (
        not isinstance(raw, list)
        or len(raw) != sides
        or not all(isinstance(s, int) and not isinstance(s, bool) for s in raw)
        or not all(-limit <= s < limit for s in raw)
    ):
        errors["scores"] = f"must be {sides} game scores, one per side, below the target"
        return None
    return list(raw)


def _bids(raw: Any, players: int, errors: dict[str, str]) -> list[dict[str, Any]] | None:
    if raw is None:
        return None
    if not isinstance(raw, list) or len(raw) > 2 * players:
        errors["bids"] = 'must be a list of calls {"seat": N, "bid": tricks or null}'
        return None
    calls = []
    for call in raw:
        if not isinstance(call, Mapping):
            errors["bids"] = 'must be a list of calls {"seat": N, "bid": tricks or null}'
            return None
        seat = _seat(call.get("seat"), "bids", players, errors)
        tricks = _small_int(call.get("bid"), "bids", 1, MAX_TRICKS, errors)
        if seat is None or (call.get("bid") is not None and tricks is None):
            return None
        calls.append({"seat": seat, "bid": tricks})
    return calls


def _all_hands(raw: Any, players: int, errors: dict[str, str]) -> list[list[str]] | None:
    """ "Show all hands": every seat's remaining cards, one list per seat."""
    if raw is None:
        return None
    if not isinstance(raw, list) or len(raw) != players:
        errors["hands"] = f"must be {players} lists of card codes, one per seat"
        return None
    hands = []
    for hand in raw:
        cards = _cards(hand, "hands", errors)
        if cards is None:
            errors.setdefault("hands", "must be lists of card codes")
            return None
        hands.append(cards)
    return hands
