"""A lead against a loner, spelled as a best-play item stores its position: hearts trump,
the dealer (seat 0) alone on the K♥ turn-up, you (seat 1) to lead. The tests of A-8 (an
opening-lead rule) and of its trap a trick in build their positions from it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def loner_lead_item(
    hand: list[str], history: Sequence[list[dict[str, Any]]] = ()
) -> dict[str, Any]:
    """The position's fields; each trick of ``history`` was won by you (seat 1)."""
    return {
        "id": "best-play/standard/0/1",
        "kind": "best-play",
        "variant": "standard",
        "dealer": 0,
        "seat": 1,
        "maker": 0,
        "alone": True,
        "trump": "H",
        "upcard": "KH",
        "upcard_taken": True,
        "no_trump": None,
        "hand": hand,
        "history": list(history),
        "trick": [],
        "tricks_won": [0, len(history), 0, 0],
    }
