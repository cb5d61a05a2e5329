"""Replay the rule vectors kept as data in data/vectors.toml."""

import tomllib
from pathlib import Path
from typing import Any

import pytest

from tutor.engine import (
    Suit,
    Variant,
    game_winner,
    legal_plays,
    parse_card,
    parse_cards,
    score_hand,
    trick_winner,
)

VECTORS: dict[str, list[dict[str, Any]]] = tomllib.loads(
    (Path(__file__).parent / "data" / "vectors.toml").read_text(encoding="utf-8")
)


def contract(text: str) -> tuple[Suit | None, bool]:
    if text in ("NT", "NTL"):
        return None, text == "NTL"
    return Suit.parse(text), False


def label(vector: dict[str, Any]) -> str:
    return str(vector.get("why") or vector.get("cards") or vector.get("variant"))


@pytest.mark.parametrize("vector", VECTORS["trick"], ids=label)
def test_trick_vector(vector: dict[str, Any]) -> None:
    cards = parse_cards(vector["cards"])
    trump, low = contract(vector["trump"])
    assert cards[trick_winner(cards, trump, low=low)] == parse_card(vector["winner"])


@pytest.mark.parametrize("vector", VECTORS["legal"], ids=label)
def test_legal_vector(vector: dict[str, Any]) -> None:
    led = parse_card(vector["led"]) if vector["led"] else None
    trump, _ = contract(vector["trump"])
    legal = legal_plays(parse_cards(vector["hand"]), led, trump)
    assert legal == parse_cards(vector["legal"])


@pytest.mark.parametrize("vector", VECTORS["score"], ids=label)
def test_score_vector(vector: dict[str, Any]) -> None:
    score = score_hand(
        Variant.preset(vector["variant"]),
        maker_tricks=vector["tricks"],
        alone=vector.get("alone", False),
        defender_alone=vector.get("defender_alone", False),
        bid=vector.get("bid"),
    )
    assert (score.makers, score.defenders) == (vector["makers"], vector["defenders"])


@pytest.mark.parametrize("vector", VECTORS["game"], ids=label)
def test_game_vector(vector: dict[str, Any]) -> None:
    winner = game_winner(
        Variant.preset(vector["variant"]), vector["scores"], qualifying=vector.get("qualifying")
    )
    assert winner == vector.get("winner")


def test_every_kind_of_vector_is_present() -> None:
    assert {kind: len(rows) >= 5 for kind, rows in VECTORS.items()} == {
        "trick": True,
        "legal": True,
        "score": True,
        "game": True,
    }
