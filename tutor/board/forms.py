"""The board's set-up form (plain GET fields) read into item fields.

People type cards as codes separated by spaces (``JH JD AH KS 9C``; ``10H`` and ``J♥``
work too), a trick as its leader's seat and the cards in the order played
(``3: TC AD QC KC``), one finished trick per line. Shapes are checked here with a reason
per field; the position itself is checked by ``fields.read_position`` and the judge.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.board import codec
from tutor.board.fields import FieldErrors
from tutor.engine import Variant, parse_card

SEATS = ("seat", "dealer", "maker", "defender_alone")
NUMBERS = ("round", "bid")
TEXTS = ("kind", "variant", "upcard", "discard", "blind_trump")
CARD_LISTS = ("hand", "dealt")
MAX_FIELD = 400


def _trick(line: str) -> tuple[int, list[str]]:
    leader, colon, cards = line.partition(":")
    if not colon or not leader.strip().isdigit():
        raise ValueError("write a trick as its leader's seat, a colon and the cards: 3: TC AD")
    return int(leader.strip()), cards.split()


def _number(raw: str, name: str, errors: dict[str, str]) -> int | None:
    if not raw:
        return None
    if not raw.isdigit() or len(raw) > 2:
        errors[name] = "must be a number"
        return None
    return int(raw)


def item_from_form(form: Mapping[str, str]) -> dict[str, Any]:
    """Item fields from the set-up form; ``FieldErrors`` for a field that cannot be read."""
    errors: dict[str, str] = {}
    values = {name: str(form.get(name, "")).strip()[:MAX_FIELD] for name in form}
    item: dict[str, Any] = {}
    for name in TEXTS:
        if values.get(name):
            item[name] = values[name]
    for name in (*SEATS, *NUMBERS):
        number = _number(values.get(name, ""), name, errors)
        if number is not None:
            item[name] = number
    for name in CARD_LISTS:
        if values.get(name):
            item[name] = values[name].replace(",", " ").split()
    for name in ("alone", "upcard_taken"):
        item[name] = values.get(name) in ("1", "on", "true")
    trump = values.get("trump", "")
    if trump in ("NH", "NL"):
        item["no_trump"] = "high" if trump == "NH" else "low"
    elif trump:
        item["trump"] = trump
    scores = values.get("scores", "").replace("-", " ").replace(",", " ").split()
    if scores:
        try:
            item["scores"] = [int(s) for s in scores]
        except ValueError:
            errors["scores"] = "write the scores as numbers, yours first: 3 4"
    tricks: list[tuple[str, int, list[str]]] = []
    for name, letter in (("history", "p"), ("trick", "c")):
        for line in values.get(name, "").splitlines():
            if not line.strip():
                continue
            try:
                leader, cards = _trick(line)
            except ValueError as error:
                errors[name] = str(error)
                continue
            tricks.append((letter, leader, [_two_letters(c) for c in cards]))
    hands = _hands_lines(values.get("hands", ""), values.get("variant") or "standard", errors)
    if hands is not None:
        item["hands"] = hands
    bids = values.get("bids", "").split()
    if bids:
        try:
            item["bids"] = [_call(call) for call in bids]
        except ValueError as error:
            errors["bids"] = str(error)
    if errors:
        raise FieldErrors(errors)
    item.update({"history": [], "trick": []})
    try:
        codec.place_tricks(item, tricks)
    except ValueError as error:
        raise FieldErrors({"history": str(error)}) from error
    return item


def _hands_lines(text: str, preset: str, errors: dict[str, str]) -> list[list[str]] | None:
    """ "Show all hands": one line per seat, ``seat: cards``."""
    if not text.strip():
        return None
    try:
        players = Variant.preset(preset).players
    except (ValueError, KeyError):
        return None  # the variant field says why
    hands: list[list[str]] = [[] for _ in range(players)]
    for line in text.splitlines():
        if not line.strip():
            continue
        try:
            seat, cards = _trick(line)
        except ValueError:
            errors["hands"] = "one line per seat: the seat, a colon and its cards, e.g. 1: TS QD"
            return None
        if seat >= players:
            errors["hands"] = f"seat {seat} does not exist"
            return None
        hands[seat] = [_two_letters(c) for c in cards]
    return hands


def _two_letters(card: str) -> str:
    """Card codes as the position string spells them (``10H`` is ``TH``); checked later."""
    try:
        return parse_card(card).code
    except ValueError:
        return card[:2] if len(card) == 2 else "??"


def _call(text: str) -> dict[str, Any]:
    seat, colon, tricks = text.partition(":")
    if not colon or not seat.isdigit() or not (tricks == "-" or tricks.isdigit()):
        raise ValueError("write each call as seat:tricks or seat:- for a pass, e.g. 0:4 1:-")
    return {"seat": int(seat), "bid": None if tricks == "-" else int(tricks)}


def _trick_line(trick: list[Mapping[str, Any]]) -> str:
    return f"{trick[0]['seat']}: " + " ".join(str(p["card"]) for p in trick) if trick else ""


def form_values(item: Mapping[str, Any]) -> dict[str, str]:
    """The set-up form's fields showing ``item`` (the inverse of ``item_from_form``)."""
    values = {name: str(item[name]) for name in (*TEXTS, *SEATS, *NUMBERS) if name in item}
    for name in CARD_LISTS:
        if item.get(name):
            values[name] = " ".join(item[name])
    for name in ("alone", "upcard_taken"):
        if item.get(name):
            values[name] = "1"
    if item.get("no_trump"):
        values["trump"] = "NL" if item["no_trump"] == "low" else "NH"
    elif item.get("trump"):
        values["trump"] = str(item["trump"])
    if item.get("scores"):
        values["scores"] = " ".join(str(s) for s in item["scores"])
    values["history"] = "\n".join(_trick_line(t) for t in item.get("history") or [])
    values["trick"] = _trick_line(item.get("trick") or [])
    if item.get("hands"):
        values["hands"] = "\n".join(
            f"{seat}: " + " ".join(hand) for seat, hand in enumerate(item["hands"]) if hand
        )
    if item.get("bids"):
        values["bids"] = " ".join(
            f"{c['seat']}:{'-' if c['bid'] is None else c['bid']}" for c in item["bids"]
        )
    return values
