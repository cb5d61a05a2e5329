"""The compact position string of the board's URL (``/analyse/?p=…``).

A position is a list of segments joined by ``_``; each segment is one letter naming a
field and its value. Cards are their two-letter codes written together (``JHJDAHKS9C``);
a trick is its leader's seat and its cards in the order played (the seats follow from the
table: ``p3TCADQCKC`` is a trick led by seat 3).

| segment | field |
|---|---|
| ``k`` kind | ``kbest-play``, ``korder-up`` … (the decision asked) |
| ``v``, ``o`` | preset ``vstandard``; a house rule ``otarget.11``, ``ocanadian-loner.true`` |
| ``s`` ``d`` ``m`` | the player's seat, the dealer, the maker |
| ``a``, ``D`` | the maker plays alone; ``D2``: seat 2 defends alone |
| ``t`` | trump ``tH``; no-trump ``tNH`` (high) or ``tNL`` (low) |
| ``u``, ``U`` | the turn-up, turned down (``u9H``) or taken (``U9H``) |
| ``x`` ``h`` ``g`` | the player's discard, hand, and (go-alone) the five dealt cards |
| ``p``, ``c`` | a finished trick (in order, one segment each), the current trick |
| ``r`` ``b`` ``B`` | calling round; the winning bid; a call of the auction (``B04``, ``B1-``) |
| ``n`` ``z`` | game scores per side (``n3.4``); the blind trump named (three-hand) |
| ``H`` | "show all hands": a seat's remaining cards (``H1TSQDKD``), one segment per seat |
| ``e`` | the calling model the calls are heard with (``ecount``; absent: uniform deals) |

A house rule's name and value write ``-`` for ``_`` (the separator). ``decode`` returns
the item fields (checked afterwards by ``tutor.board.fields``); a string that cannot be
read raises ``ValueError`` naming the segment.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.analysis.position import Position, item_variant

SEPARATOR = "_"
MAX_LENGTH = 400


def _cards(text: str) -> list[str]:
    if len(text) % 2:
        raise ValueError(f"{text!r} is not a run of two-letter card codes")
    return [text[i : i + 2] for i in range(0, len(text), 2)]


def _trick_text(trick: list[Mapping[str, Any]]) -> str:
    if not trick:
        return ""
    return str(trick[0]["seat"]) + "".join(str(play["card"]) for play in trick)


def encode(item: Mapping[str, Any]) -> str:
    """The position string of normalised item fields (``fields.read_position``)."""
    parts = [f"k{item.get('kind', 'best-play')}", f"v{item.get('variant', 'standard')}"]
    for name, value in sorted((item.get("variant_options") or {}).items()):
        text = str(value).lower() if isinstance(value, bool) else str(value)
        # Rule names and values use "_", the separator: written with "-" instead.
        parts.append(f"o{name.replace('_', '-')}.{text.replace('_', '-')}")
    for letter, name in (("s", "seat"), ("d", "dealer"), ("m", "maker")):
        if item.get(name) is not None:
            parts.append(f"{letter}{item[name]}")
    if item.get("alone"):
        parts.append("a")
    if item.get("defender_alone") is not None:
        parts.append(f"D{item['defender_alone']}")
    if item.get("trump") is not None:
        parts.append(f"t{item['trump']}")
    elif item.get("no_trump") is not None:
        parts.append("tNL" if item["no_trump"] == "low" else "tNH")
    if item.get("upcard") is not None:
        parts.append(("U" if item.get("upcard_taken") else "u") + str(item["upcard"]))
    for letter, name in (("x", "discard"), ("z", "blind_trump")):
        if item.get(name) is not None:
            parts.append(f"{letter}{item[name]}")
    for letter, name in (("h", "hand"), ("g", "dealt")):
        if item.get(name) is not None:
            parts.append(letter + "".join(item[name]))
    parts += ["p" + _trick_text(trick) for trick in item.get("history") or []]
    if item.get("trick"):
        parts.append("c" + _trick_text(item["trick"]))
    for letter, name in (("r", "round"), ("b", "bid")):
        if item.get(name) is not None:
            parts.append(f"{letter}{item[name]}")
    for call in item.get("bids") or []:
        parts.append(f"B{call['seat']}{'-' if call['bid'] is None else call['bid']}")
    if item.get("scores") is not None:
        parts.append("n" + ".".join(str(s) for s in item["scores"]))
    for seat, hand in enumerate(item.get("hands") or []):
        parts.append(f"H{seat}" + "".join(hand))
    if item.get("calling_model") is not None:
        parts.append(f"e{item['calling_model']}")
    return SEPARATOR.join(parts)


def _option_value(text: str) -> Any:
    if text in ("true", "false"):
        return text == "true"
    try:
        return int(text)
    except ValueError:
        return text


def _seat_digit(text: str, segment: str) -> int:
    if len(text) != 1 or not text.isdigit():
        raise ValueError(f"segment {segment!r}: a seat is one digit")
    return int(text)


def decode(text: str) -> dict[str, Any]:
    """Item fields from a position string (their values are checked afterwards)."""
    if len(text) > MAX_LENGTH:
        raise ValueError("the position string is too long")
    item: dict[str, Any] = {"history": [], "trick": []}
    options: dict[str, Any] = {}
    tricks: list[tuple[str, int, list[str]]] = []
    bids: list[dict[str, Any]] = []
    for segment in filter(None, text.split(SEPARATOR)):
        letter, value = segment[0], segment[1:]
        if letter == "k":
            item["kind"] = value
        elif letter == "v":
            item["variant"] = value
        elif letter == "o":
            name, _, raw = value.partition(".")
            options[name.replace("-", "_")] = _option_value(raw.replace("-", "_"))
        elif letter in "sdmD":
            name = {"s": "seat", "d": "dealer", "m": "maker", "D": "defender_alone"}[letter]
            item[name] = _seat_digit(value, segment)
        elif letter == "a" and not value:
            item["alone"] = True
        elif letter == "t":
            if value in ("NH", "NL"):
                item["no_trump"] = "high" if value == "NH" else "low"
            else:
                item["trump"] = value
        elif letter in "uU":
            item["upcard"], item["upcard_taken"] = value, letter == "U"
        elif letter == "e":
            item["calling_model"] = value
        elif letter in "xz":
            item["discard" if letter == "x" else "blind_trump"] = value
        elif letter in "hg":
            item["hand" if letter == "h" else "dealt"] = _cards(value)
        elif letter in "pc" and value:
            tricks.append((letter, _seat_digit(value[0], segment), _cards(value[1:])))
        elif letter in "rb" and value.isdigit() and len(value) <= 2:
            item["round" if letter == "r" else "bid"] = int(value)
        elif letter == "B" and len(value) >= 2:
            tricks_bid = value[1:]
            if tricks_bid != "-" and not tricks_bid.isdigit():
                raise ValueError(f"segment {segment!r}: a call is a number of tricks or -")
            bids.append(
                {
                    "seat": _seat_digit(value[0], segment),
                    "bid": None if tricks_bid == "-" else int(tricks_bid),
                }
            )
        elif letter == "H" and value:
            seat = _seat_digit(value[0], segment)
            hands = item.setdefault("hands", [])
            while len(hands) <= seat:
                hands.append([])
            hands[seat] = _cards(value[1:])
        elif letter == "n":
            try:
                item["scores"] = [int(s) for s in value.split(".")]
            except ValueError as error:
                raise ValueError(f"segment {segment!r}: scores are numbers") from error
        else:
            raise ValueError(f"segment {segment!r} is not part of a position")
    if options:
        item["variant_options"] = options
    if bids:
        item["bids"] = bids
    place_tricks(item, tricks)
    return item


def place_tricks(item: dict[str, Any], tricks: list[tuple[str, int, list[str]]]) -> None:
    """Give each card of each trick its seat: the active players in turn from the leader."""
    if not tricks:
        return
    try:
        variant = item_variant({"variant": item.get("variant", "standard"), **item})
    except (ValueError, TypeError, KeyError) as error:
        raise ValueError(f"the rules cannot be read: {error}") from error
    # Only who sits out matters for the order of play.
    table = Position(
        variant=variant,
        trump=None,
        low=False,
        dealer=int(item.get("dealer", 0)),
        maker=int(item.get("maker", 0)),
        alone=bool(item.get("alone")),
        hands=[[] for _ in range(variant.players)],
        defender_alone=item.get("defender_alone"),
    )
    for letter, leader, cards in tricks:
        if leader >= variant.players:
            raise ValueError(f"seat {leader} does not exist")
        seat, plays = leader, []
        for card in cards:
            plays.append({"seat": seat, "card": card})
            seat = table.next_active(seat)
        if letter == "p":
            item["history"].append(plays)
        else:
            item["trick"] = plays
