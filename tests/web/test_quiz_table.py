"""What the player knows, on the quiz table: the turn-up's fate, their own discard, the
tricks won, the score, and seats named as the quiz text names them; after answering, a
link to the lesson section that teaches the item's idea (never a rule id)."""

from __future__ import annotations

import json
import re
from html import unescape as html_unescape
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from tests.web.quiz_forms import answer
from tutor.course.curriculum import default_lessons_dir

SET_TOML = """kind = "best-play"
variant = "standard"
themes = []
count = 3
seed = 1
difficulty = 2
lessons = []

[title]
en = "Table demo"
ko = "테이블 예시"

[description]
en = "What the table shows."
ko = "테이블이 보여 주는 것."
"""


def _item(number: int, **fields: Any) -> dict[str, Any]:
    item: dict[str, Any] = {
        "id": f"best-play/standard/1/{number}",
        "kind": "best-play",
        "variant": "standard",
        "no_trump": None,
        "alone": False,
        "history": [],
        "trick": [],
        "prompt": {"en": f"Question {number}?", "ko": f"문제 {number}?"},
        "explanation": {"en": "Because.", "ko": "그래서."},
        "themes": [],
        "difficulty": 2,
        "samples": 32,
        "evaluation_unit": "points",
    }
    return item | fields


ITEMS = [
    # British: you called hearts and, as the caller, took the 9♥; you threw the K♣.
    _item(
        1,
        variant="british",
        trump="H",
        dealer=1,
        maker=2,
        seat=2,
        upcard="9H",
        upcard_taken=True,
        discard="KC",
        hand=["9H", "JH", "AS", "QD", "TC"],
        choices=["9H", "JH", "AS", "QD", "TC"],
        answer=["JH"],
        evaluation={"9H": 0.1, "JH": 0.9, "AS": 0.2, "QD": 0.1, "TC": 0.0},
        principle="S0-1",
        themes=["lead-trump-as-maker"],
    ),
    # The dealer's partner went alone on spades: the J♠ turn-up is dead. One trick played.
    _item(
        2,
        trump="S",
        dealer=0,
        maker=2,
        alone=True,
        seat=3,
        upcard="JS",
        upcard_taken=False,
        history=[[{"seat": 3, "card": "AH"}, {"seat": 1, "card": "9H"}, {"seat": 2, "card": "TH"}]],
        trick=[{"seat": 3, "card": "AD"}, {"seat": 1, "card": "9D"}],
        tricks_won=[0, 0, 0, 1],
        hand=["KC", "QC", "9C", "TD"],
        choices=["KC", "QC", "9C", "TD"],
        answer=["9C"],
        evaluation={"KC": 0.1, "QC": 0.1, "9C": 0.8, "TD": 0.0},
        principle="S0-4",
        themes=[],
    ),
    # A calling question at 8–6.
    _item(
        3,
        kind="order-up",
        id="order-up/standard/1/3",
        trump=None,
        dealer=0,
        maker=None,
        seat=1,
        upcard="9S",
        upcard_taken=False,
        round=1,
        scores=[8, 6],
        target=10,
        hand=["JS", "AS", "KH", "QD", "9C"],
        choices=["pass", "order-up", "alone"],
        answer=["order-up"],
        evaluation={"pass": -0.2, "order-up": 0.9, "alone": 0.3},
        principle="S0-3",
    ),
]


@pytest.fixture
def table_app(app_factory: Any, tmp_path: Path) -> Flask:
    folder = tmp_path / "quizzes"
    folder.mkdir()
    (folder / "table-demo.toml").write_text(SET_TOML, encoding="utf-8")
    bank = {"set": "table-demo", "items": ITEMS}
    (folder / "table-demo.json").write_text(json.dumps(bank, ensure_ascii=False), "utf-8")
    app: Flask = app_factory(QUIZ_DIR=folder, LESSONS_DIR=default_lessons_dir())
    return app


def _page(client: FlaskClient, number: int, lang: str = "en") -> str:
    response = client.get(f"/quizzes/table-demo/{number}?lang={lang}")
    assert response.status_code == 200
    return response.get_data(as_text=True)


def test_your_own_discard_and_that_you_took_the_turn_up(table_app: Flask) -> None:
    html = _page(table_app.test_client(), 1)
    assert "you took it" in html
    assert re.search(
        r'class="own-discard">Your discard: <span[^>]*aria-label="king of clubs"', html
    )


def test_a_dead_turn_up_is_marked_dead_not_turned_down(table_app: Flask) -> None:
    html = _page(table_app.test_client(), 2)
    assert "dead: nobody took it" in html
    assert "turned down" not in html
    assert "Tricks won: your side 1, the opponents 0" in html
    assert html.count("Tricks played so far") == 1


def test_the_score_is_on_the_table_when_it_matters(table_app: Flask) -> None:
    html = _page(table_app.test_client(), 3)
    assert "Score: your side 6, the opponents 8, game to 10" in html
    ko = _page(table_app.test_client(), 3, "ko")
    assert "점수: 우리 팀 6, 상대 팀 8, 10점 게임" in ko


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_seats_carry_the_quiz_texts_names(table_app: Flask, lang: str) -> None:
    html = _page(table_app.test_client(), 2, lang)
    names = re.findall(r'<span class="seat-name">([^<]+)', html)
    expected = {
        "en": ["Left opponent", "Your partner", "Right opponent", "You"],
        "ko": ["왼쪽 상대", "파트너", "오른쪽 상대", "당신"],
    }[lang]
    # Seat 3 plays; the dealer's partner (seat 2) is the right opponent, going alone.
    assert [n.strip() for n in names] == expected


def test_the_answer_links_to_the_lesson_section_not_a_rule_id(table_app: Flask) -> None:
    client = table_app.test_client()
    status, html = answer(client, "/quizzes/table-demo/2", "9C")
    assert status == 200
    link = re.search(r'class="lesson-link">[^<]*<a href="([^"]+)">([^<]+)</a>', html)
    assert link
    assert link.group(1).startswith("/lessons/strategy-partner#")
    assert html_unescape(link.group(2)) == "Don't overtrump your partner"
    assert not re.search(r"\b(?:S0|A)-\d+\b", re.sub(r"<[^>]+>", "", html))
    lesson = client.get(link.group(1).split("#")[0]).get_data(as_text=True)
    assert f'id="{link.group(1).split("#")[1]}"' in lesson
