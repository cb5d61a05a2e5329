"""British and three-hand calling on the web: the item pages in both languages, an answer
judged with its explanation, the Benny shown in the dealer's hand, a refused value."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest
from flask import Flask

from tests.web.quiz_forms import answer
from tutor.quiz import load_catalogue
from tutor.quiz.bank import QuizItem

CATALOGUE = load_catalogue()
BRITISH = CATALOGUE["british-calling"]
THREE_HAND = CATALOGUE["three-hand-calling"]


def _number(items: Sequence[QuizItem], wanted: Callable[[QuizItem], object]) -> int:
    for number, item in enumerate(items, start=1):
        if wanted(item):
            return number
    raise AssertionError("no such item in the bank")


def test_a_benny_item_shows_the_joker_and_both_choices(real_app: Flask) -> None:
    client = real_app.test_client()
    number = _number(BRITISH.items, lambda item: item.get("blind_trump"))
    html = client.get(f"/quizzes/british-calling/{number}?lang=en").get_data(as_text=True)
    assert "The Benny (the joker) was turned up" in html
    assert 'value="with-partner"' in html
    assert 'value="alone"' in html
    assert "Play with your partner" in html
    assert "joker" in html.lower()  # the Benny in the hand has a text label
    korean = client.get(f"/quizzes/british-calling/{number}?lang=ko").get_data(as_text=True)
    assert "베니(조커)" in korean
    assert "파트너와 함께 하기" in korean


def test_the_dealers_partner_is_offered_only_alone_or_pass(real_app: Flask) -> None:
    client = real_app.test_client()
    number = _number(BRITISH.items, lambda item: sorted(item.choices) == ["alone", "pass"])
    html = client.get(f"/quizzes/british-calling/{number}?lang=en").get_data(as_text=True)
    assert 'value="order-up"' not in html
    assert "only by going alone" in html


def test_a_right_three_hand_answer_shows_the_explanation(real_app: Flask) -> None:
    client = real_app.test_client()
    item = THREE_HAND.items[0]
    status, html = answer(client, "/quizzes/three-hand-calling/1", item.answer[0])
    assert status == 200
    assert 'data-result="correct"' in html
    assert "plays alone against" in html or "play alone against" in html
    assert "minus the average of your opponents" in html


def test_ordering_a_hand_without_a_third_trick_is_named_as_the_slip(real_app: Flask) -> None:
    client = real_app.test_client()
    # One that quotes S0-3, which counts on a partner: the text says it does not carry over.
    number = _number(
        THREE_HAND.items,
        lambda item: "no-third-trick" in item.themes and item.get("principle") == "S0-3",
    )
    status, html = answer(client, f"/quizzes/three-hand-calling/{number}?lang=en", "order-up")
    assert status == 200
    assert 'data-result="incorrect"' in html
    # The slip is told by comparison with the answer on the item's own proving deals
    # (tutor/quiz/feedback), and the explanation names the missing third trick.
    assert "with “Order it up” and" in html
    assert "points less" in html
    assert "no third trick of your own" in html
    assert "does not carry over to three-hand Euchre" in html  # S0-3 counts on a partner


def test_a_korean_wrong_answer_is_explained_in_korean(real_app: Flask) -> None:
    client = real_app.test_client()
    number = _number(BRITISH.items, lambda item: item.answer == ["order-up"])
    status, html = answer(client, f"/quizzes/british-calling/{number}?lang=ko", "pass")
    assert status == 200
    assert 'data-result="incorrect"' in html
    assert "영국식 규칙에서는" in html


def test_an_answer_that_is_not_a_choice_is_refused(real_app: Flask) -> None:
    client = real_app.test_client()
    number = _number(BRITISH.items, lambda item: item.get("blind_trump"))
    status, html = answer(client, f"/quizzes/british-calling/{number}", "order-up")
    assert status == 400
    assert 'data-result="' not in html


def test_the_sets_are_listed_under_their_kinds_and_lessons(real_app: Flask) -> None:
    client = real_app.test_client()
    index = client.get("/quizzes/?lang=en").get_data(as_text=True)
    assert "British calling" in index
    assert "Three-hand calling" in index
    korean = client.get("/quizzes/?lang=ko").get_data(as_text=True)
    assert "영국식 부르기" in korean
    assert "3인 유커 부르기" in korean


@pytest.mark.parametrize(
    ("lesson", "set_id"),
    [
        ("british-euchre", "british-calling"),
        ("three-hand-euchre", "three-hand-calling"),
        ("three-hand-strategy", "three-hand-calling"),
    ],
)
def test_the_lessons_of_each_variant_link_its_calling_set(
    real_app: Flask, lesson: str, set_id: str
) -> None:
    client = real_app.test_client()
    for lang in ("en", "ko"):
        html = client.get(f"/lessons/{lesson}?lang={lang}").get_data(as_text=True)
        assert f'href="/quizzes/{set_id}/"' in html
