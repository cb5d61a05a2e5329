"""Defending alone on the web: the two buttons in both languages, the position the
defender sees, the mistake a wrong answer names, and a refused value."""

from __future__ import annotations

from flask import Flask

from tests.web.quiz_forms import answer
from tutor.quiz import load_catalogue

CATALOGUE = load_catalogue()
CARDGAMES = CATALOGUE["defend-alone-cardgames"]
BRITISH = CATALOGUE["defend-alone-british"]


def _number(answer_value: str, counter: bool) -> int:
    for number, item in enumerate(CARDGAMES.items, start=1):
        if item.answer == [answer_value] and bool(item.get("counter_example")) == counter:
            return number
    raise AssertionError(f"no {answer_value} item (counter={counter}) in the bank")


def test_the_item_offers_both_defences_in_both_languages(real_app: Flask) -> None:
    client = real_app.test_client()
    html = client.get("/quizzes/defend-alone-cardgames/1?lang=en").get_data(as_text=True)
    assert 'value="defend-alone"' in html
    assert 'value="defend-together"' in html
    assert "Defend with your partner" in html
    assert "Do you defend alone?" in html
    korean = client.get("/quizzes/defend-alone-cardgames/1?lang=ko").get_data(as_text=True)
    assert "파트너와 함께 수비하기" in korean
    assert "혼자 수비할까요?" in korean


def test_the_british_item_shows_a_lone_maker_and_the_score_rule(real_app: Flask) -> None:
    client = real_app.test_client()
    item = BRITISH.items[0]
    html = client.get("/quizzes/defend-alone-british/1?lang=en").get_data(as_text=True)
    assert "goes alone" in html
    assert "against a lone maker" in html
    for card in item.data["hand"]:
        assert f'data-card="{card}"' in html or card in html


def test_a_missed_lone_defence_is_named_as_the_mistake(real_app: Flask) -> None:
    client = real_app.test_client()
    url = f"/quizzes/defend-alone-cardgames/{_number('defend-alone', True)}"
    status, html = answer(client, url, "defend-together")
    assert status == 200
    assert 'data-result="incorrect"' in html
    assert "The slip" in html
    # What each defence did on the confirming deals, compared (tutor/quiz/feedback).
    assert "“Defend with your partner”: on 256 deals the makers marched" in html
    # The counter-example's note and the tallies of the confirming deals are shown.
    assert "a euchre scores 4 points instead of 2" in html
    assert "took three or more tricks" in html
    assert "Expected points for your side" in html


def test_a_needless_lone_defence_is_named_and_the_partner_accepted(real_app: Flask) -> None:
    client = real_app.test_client()
    url = f"/quizzes/defend-alone-cardgames/{_number('defend-together', False)}"
    status, html = answer(client, url, "defend-alone")
    assert status == 200
    assert 'data-result="incorrect"' in html
    assert "“Defend alone”: on " in html
    status, html = answer(client, url, "defend-together")
    assert status == 200
    assert 'data-result="correct"' in html
    assert "Defend with your partner" in html


def test_an_answer_that_is_not_a_choice_is_refused(real_app: Flask) -> None:
    client = real_app.test_client()
    status, html = answer(client, "/quizzes/defend-alone-british/1", "alone")
    assert status == 400
    assert 'data-result="' not in html
