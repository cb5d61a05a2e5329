"""Quiz pages: the item form, grading through tutor.quiz, recording, and bad input."""

from __future__ import annotations

import json
import re

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import func, select
from werkzeug.datastructures import MultiDict

from tests.web.quiz_forms import HTMX, answer, open_item
from tutor.extensions import db
from tutor.models import Attempt
from tutor.quiz.bank import load_catalogue

TRICK = "/quizzes/trick-winner-demo/1"  # hearts trump: AD JD KD 9D, the left bower JD wins
LEGAL = "/quizzes/legal-plays-demo/1"  # hearts led, hand JD AD KS TH 9C: JD and TH
ORDER = "/quizzes/bower-rank-demo/1"  # clubs trump: JC JS AC KC
SCORE = "/quizzes/scoring-demo/1"  # a march: 2 points
BEST = "/quizzes/best-play-demo/1"  # clubs led, hand 9C KD AC: play the ace


def attempts(app: Flask) -> list[Attempt]:
    with app.app_context():
        return list(db.session.scalars(select(Attempt).order_by(Attempt.id)))


def attempt_count(app: Flask) -> int:
    with app.app_context():
        return int(db.session.scalar(select(func.count(Attempt.id))) or 0)


def test_set_list_offers_only_generated_sets(client: FlaskClient) -> None:
    html = client.get("/quizzes/").get_data(as_text=True)
    for set_id in ("trick-winner-demo", "legal-plays-demo", "bower-rank-demo", "scoring-demo"):
        assert f'data-set="{set_id}"' in html
    assert "best-play-empty" not in html


def test_item_page_draws_the_trick_and_card_buttons(client: FlaskClient) -> None:
    html = client.get(TRICK).get_data(as_text=True)
    assert "<html" in html
    assert 'method="post"' in html
    assert f'action="{TRICK}"' in html
    assert 'name="csrf_token"' in html
    for code in ("AD", "JD", "KD", "9D"):
        assert f'<button type="submit" name="answer" value="{code}"' in html
    # Before the answer no card is named a bower: that would give the answer away.
    assert 'aria-label="jack of diamonds"' in html
    assert "left bower" not in html
    assert "Trump" in html
    assert "hearts" in html
    assert "dealer" in html
    assert "made trump" in html


def test_htmx_get_returns_the_component_only(client: FlaskClient) -> None:
    html = client.get(TRICK, headers=HTMX).get_data(as_text=True)
    assert "<html" not in html
    assert 'class="quiz-item' in html
    assert 'hx-post="/quizzes/trick-winner-demo/1"' in html


def test_right_answer_by_htmx_is_a_fragment_marked_correct(app: Flask, client: FlaskClient) -> None:
    status, html = answer(client, TRICK, "JD")
    assert status == 200
    assert "<html" not in html
    assert 'data-result="correct"' in html
    assert 'aria-label="jack of diamonds, left bower"' in html  # now it may say so
    assert "<li>It is a trump, so it beats every diamond.</li>" in html
    assert 'href="/quizzes/trick-winner-demo/"' in html  # next
    [attempt] = attempts(app)
    assert (attempt.item_id, attempt.answer, attempt.correct) == (
        "trick-winner/standard/1/1",
        "JD",
        True,
    )
    assert attempt.set_id == "trick-winner-demo"
    assert attempt.kind == "trick-winner"
    assert attempt.themes == "left-bower"
    assert attempt.time_taken_ms is not None
    assert 0 <= attempt.time_taken_ms < 60_000


def test_answering_sends_an_htmx_trigger(client: FlaskClient) -> None:
    form = open_item(client, TRICK)
    response = client.post(TRICK, data=MultiDict(form.fields("JD")), headers=HTMX)
    assert json.loads(response.headers["HX-Trigger"]) == {
        "quiz-answered": {"correct": True, "set": "trick-winner-demo"}
    }
    wrong = client.post(TRICK, data=MultiDict(open_item(client, TRICK).fields("AD")), headers=HTMX)
    assert json.loads(wrong.headers["HX-Trigger"]) == {
        "quiz-answered": {"correct": False, "set": "trick-winner-demo"}
    }
    assert wrong.headers["Content-Type"] == "text/html; charset=utf-8"


def test_wrong_answer_highlights_the_right_card_and_shows_the_mistake(
    app: Flask, client: FlaskClient
) -> None:
    status, html = answer(client, TRICK, "AD")
    assert status == 200
    assert 'data-result="incorrect"' in html
    # The right answer is marked on the table, by a badge and not only by colour.
    east = re.search(r'<div class="seat seat-right winner" data-seat="1">.*?</div>', html, re.S)
    assert east
    assert 'data-card="JD"' in east.group(0)
    assert "the answer" in east.group(0)
    [attempt] = attempts(app)
    assert attempt.correct is False
    assert attempt.answer == "AD"
    if attempt.mistake:  # the quiz part diagnoses trick-winner slips
        assert 'class="mistake"' in html


def test_without_javascript_the_same_form_gives_a_full_page(client: FlaskClient) -> None:
    status, html = answer(client, TRICK, "JD", htmx=False)
    assert status == 200
    assert "<html" in html
    assert 'data-result="correct"' in html


def test_card_codes_are_read_in_any_spelling(app: Flask, client: FlaskClient) -> None:
    status, html = answer(client, TRICK, "j♦")
    assert status == 200
    assert 'data-result="correct"' in html
    assert attempts(app)[0].answer == "JD"


def test_multi_answer_uses_checkboxes_and_needs_every_legal_card(
    app: Flask, client: FlaskClient
) -> None:
    html = client.get(LEGAL).get_data(as_text=True)
    assert html.count('type="checkbox" name="answer"') == 5
    assert answer(client, LEGAL, "TH")[1].count('data-result="incorrect"') == 1
    status, html = answer(client, LEGAL, "TH", "JD")
    assert status == 200
    assert 'data-result="correct"' in html
    assert [a.correct for a in attempts(app)] == [False, True]


def test_multi_answer_table_shows_the_upcard_and_your_hand(client: FlaskClient) -> None:
    html = client.get(LEGAL).get_data(as_text=True)
    assert "Turned up" in html
    assert "taken by the dealer" in html
    # Every choice is a card in the hand, so the hand itself is the answer form.
    hand = re.search(
        r'<div class="choices hand-choices".*?</div>\s*<p class="order-actions">', html, re.S
    )
    assert hand
    assert re.findall(r'value="(\w+)"', hand.group(0)) == ["JD", "AD", "KS", "TH", "9C"]
    assert 'class="your-hand"' not in html  # not drawn twice
    assert "You" in html
    assert "Your partner" in html


def test_hand_cards_that_are_not_choices_are_shown_but_not_offered(client: FlaskClient) -> None:
    html = client.get(BEST).get_data(as_text=True)
    hand = re.search(r'<div class="choices hand-choices".*?</form>', html, re.S)
    assert hand
    assert re.findall(r'data-card="(\w+)"', hand.group(0)) == ["9C", "KD", "AC"]
    assert re.findall(r'name="answer" value="(\w+)"', hand.group(0)) == ["9C", "AC"]
    # The number keys follow the cards as shown: 9C is 1, AC (after KD) is 2.
    assert re.findall(r'value="(\w+)"[^>]*data-key="(\d)"', hand.group(0)) == [
        ("9C", "1"),
        ("AC", "2"),
    ]
    assert "not a choice" in hand.group(0)
    status, result = answer(client, BEST, "KD")
    assert status == 400
    status, result = answer(client, BEST, "AC")
    assert 'data-result="correct"' in result
    assert 'class="your-hand"' in result  # answered: the hand is drawn with the answer marked


def test_order_answer_posts_the_cards_in_order(app: Flask, client: FlaskClient) -> None:
    html = client.get(ORDER).get_data(as_text=True)
    assert html.count('<select name="answer"') == 4  # works without JavaScript too
    assert 'class="choices order-pool"' in html
    status, html = answer(client, ORDER, "JC", "AC", "JS", "KC")
    assert status == 200
    assert 'data-result="incorrect"' in html
    status, html = answer(client, ORDER, "JC", "JS", "AC", "KC")
    assert 'data-result="correct"' in html
    assert attempts(app)[1].answer == "JC JS AC KC"


def test_order_answer_with_an_empty_place_is_refused(app: Flask, client: FlaskClient) -> None:
    status, html = answer(client, ORDER, "JC", "JS", "AC", "")
    assert status == 400
    assert "order" in html
    assert attempt_count(app) == 0


def test_non_card_answers_are_text_buttons(app: Flask, client: FlaskClient) -> None:
    html = client.get(SCORE).get_data(as_text=True)
    for points in ("1", "2", "4"):
        assert f'name="answer" value="{points}" class="choice text-choice"' in html
    _status, html = answer(client, SCORE, "2")
    assert 'data-result="correct"' in html
    assert "A march scores 2 points." in html


def test_next_item_is_the_first_not_tried_then_the_first_not_right(client: FlaskClient) -> None:
    first = client.get("/quizzes/trick-winner-demo/").get_data(as_text=True)
    assert 'data-item="trick-winner/standard/1/1"' in first
    answer(client, TRICK, "AD")
    second = client.get("/quizzes/trick-winner-demo/").get_data(as_text=True)
    assert 'data-item="trick-winner/standard/1/2"' in second
    answer(client, "/quizzes/trick-winner-demo/2", "9S")
    again = client.get("/quizzes/trick-winner-demo/").get_data(as_text=True)
    assert 'data-item="trick-winner/standard/1/1"' in again  # the one still wrong
    answer(client, TRICK, "JD")
    done = client.get("/quizzes/trick-winner-demo/").get_data(as_text=True)
    assert 'data-result="done"' in done


@pytest.mark.parametrize(
    ("url", "status"),
    [
        ("/quizzes/no-such-set/", 404),
        ("/quizzes/no-such-set/1", 404),
        ("/quizzes/best-play-empty/", 404),
        ("/quizzes/trick-winner-demo/0", 404),
        ("/quizzes/trick-winner-demo/3", 404),
        ("/quizzes/trick-winner-demo/x", 404),
    ],
)
def test_unknown_sets_and_items_are_404(client: FlaskClient, url: str, status: int) -> None:
    response = client.get(url, headers=HTMX)
    assert response.status_code == status
    assert "There is no such page." in response.get_data(as_text=True)


def test_unknown_card_code_is_a_400_and_not_recorded(app: Flask, client: FlaskClient) -> None:
    status, html = answer(client, TRICK, "ZZ")
    assert status == 400
    assert 'role="alert"' in html
    assert "ZZ" in html
    assert "<html" not in html
    assert attempt_count(app) == 0


def test_a_card_that_is_not_a_choice_is_refused(app: Flask, client: FlaskClient) -> None:
    status, html = answer(client, TRICK, "AS")
    assert status == 400
    assert "not one of this question" in html
    assert attempt_count(app) == 0


def test_two_answers_to_a_single_answer_item_are_refused(app: Flask, client: FlaskClient) -> None:
    status, _html = answer(client, TRICK, "JD", "AD")
    assert status == 400
    assert attempt_count(app) == 0


def test_an_answer_for_another_item_is_refused(app: Flask, client: FlaskClient) -> None:
    other = open_item(client, "/quizzes/trick-winner-demo/2")
    response = client.post(TRICK, data=MultiDict(other.fields("JD")), headers=HTMX)
    assert response.status_code == 400
    assert "another question" in response.get_data(as_text=True)
    assert attempt_count(app) == 0


def test_a_replayed_form_is_refused_and_counted_once(app: Flask, client: FlaskClient) -> None:
    form = open_item(client, TRICK)
    first = client.post(TRICK, data=MultiDict(form.fields("AD")), headers=HTMX)
    replay = client.post(TRICK, data=MultiDict(form.fields("JD")), headers=HTMX)
    assert first.status_code == 200
    assert replay.status_code == 400
    assert "already answered" in replay.get_data(as_text=True)
    assert [(a.answer, a.correct) for a in attempts(app)] == [("AD", False)]


def test_a_forged_or_missing_token_is_refused(app: Flask, client: FlaskClient) -> None:
    form = open_item(client, TRICK)
    forged = [(k, v if k != "token" else v[:-3] + "abc") for k, v in form.fields("JD")]
    assert client.post(TRICK, data=MultiDict(forged), headers=HTMX).status_code == 400
    missing = [(k, v) for k, v in form.fields("JD") if k != "token"]
    response = client.post(TRICK, data=MultiDict(missing), headers=HTMX)
    assert response.status_code == 400
    assert "token" in response.get_data(as_text=True)
    assert attempt_count(app) == 0


def test_a_missing_csrf_token_is_a_400_fragment(app: Flask, client: FlaskClient) -> None:
    form = open_item(client, TRICK)
    fields = [(k, v) for k, v in form.fields("JD") if k != "csrf_token"]
    response = client.post(TRICK, data=MultiDict(fields), headers=HTMX)
    assert response.status_code == 400
    html = response.get_data(as_text=True)
    assert "<html" not in html
    assert "did not come from this site" in html
    assert attempt_count(app) == 0


def test_the_csrf_header_htmx_sends_is_accepted(app: Flask, client: FlaskClient) -> None:
    form = open_item(client, TRICK)
    fields = [(k, v) for k, v in form.fields("JD") if k != "csrf_token"]
    response = client.post(
        TRICK, data=MultiDict(fields), headers={**HTMX, "X-CSRFToken": form.csrf_token}
    )
    assert response.status_code == 200
    assert attempt_count(app) == 1


def test_an_oversized_form_is_refused(app: Flask, client: FlaskClient) -> None:
    form = open_item(client, TRICK)
    fields = [*form.fields("JD"), ("padding", "x" * 70_000)]
    response = client.post(TRICK, data=MultiDict(fields), headers=HTMX)
    assert response.status_code == 413
    assert "too large" in response.get_data(as_text=True)
    assert attempt_count(app) == 0


def test_too_many_answer_values_are_refused(app: Flask, client: FlaskClient) -> None:
    status, html = answer(client, LEGAL, *(["JD"] * 20))
    assert status == 400
    assert "too long" in html
    assert attempt_count(app) == 0


def test_a_bad_answer_without_javascript_shows_the_item_again(client: FlaskClient) -> None:
    status, html = answer(client, TRICK, "ZZ", htmx=False)
    assert status == 400
    assert "<html" in html
    assert 'role="alert"' in html
    assert 'name="answer" value="JD"' in html  # the form is there to try again


def test_the_time_taken_comes_from_the_signed_render_time(
    app: Flask, client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tutor.web import answer_token

    form = open_item(client, TRICK)
    rendered = answer_token.AnswerToken("x", "n", 0)
    later = rendered.time_taken_ms(now_ms=4_321)
    assert later == 4_321
    assert rendered.time_taken_ms(now_ms=10**12) == answer_token.MAX_THINKING_MS
    real_now = answer_token._now_ms
    monkeypatch.setattr(answer_token, "_now_ms", lambda: real_now() + 7_000)
    client.post(TRICK, data=MultiDict(form.fields("JD")), headers=HTMX)
    [attempt] = attempts(app)
    assert attempt.time_taken_ms is not None
    assert 7_000 <= attempt.time_taken_ms < 67_000


def test_on_the_quiz_page_the_address_follows_the_question(client: FlaskClient) -> None:
    on_quiz_page = {**HTMX, "HX-Current-URL": "http://localhost/quizzes/trick-winner-demo/1"}
    response = client.get("/quizzes/trick-winner-demo/", headers=on_quiz_page)
    assert response.headers["HX-Push-Url"] == "/quizzes/trick-winner-demo/1"
    in_a_lesson = {**HTMX, "HX-Current-URL": "http://localhost/lessons/demo-bowers"}
    response = client.get("/quizzes/trick-winner-demo/", headers=in_a_lesson)
    assert "HX-Push-Url" not in response.headers


def test_an_htmx_history_restore_gets_the_whole_page(client: FlaskClient) -> None:
    headers = {**HTMX, "HX-History-Restore-Request": "true"}
    html = client.get(TRICK, headers=headers).get_data(as_text=True)
    assert "<html" in html


def test_item_page_counts_what_is_solved_and_links_its_lesson(client: FlaskClient) -> None:
    html = client.get(TRICK).get_data(as_text=True)
    assert 'class="solved"' not in html
    assert 'href="/lessons/demo-bowers">Trump and the bowers</a>' in html
    answer(client, TRICK, "JD")
    html = client.get("/quizzes/trick-winner-demo/2").get_data(as_text=True)
    assert "✓ 1 solved" in html


def test_finished_tricks_are_listed_once_with_their_winners(client: FlaskClient) -> None:
    html = client.get(BEST).get_data(as_text=True)
    assert html.count('<details class="history">') == 1
    history = re.search(r'<details class="history">.*?</details>', html, re.S)
    assert history
    # Spades trump: South led the right bower, nothing beats it.
    won = re.findall(r'<span class="history-play won">([^<]*)<span[^>]*>([^<]*)<', history.group(0))
    assert won == [("You ", "J♠")]


def _without_tokens(html: str) -> str:
    html = re.sub(r'name="(csrf_token|token)" value="[^"]*"', "", html)
    return re.sub(r'"X-CSRFToken": "[^"]*"', "", html)


@pytest.mark.parametrize("path", [TRICK, LEGAL, ORDER, SCORE, BEST])
def test_cached_item_parts_are_the_page_rendered_afresh(
    client: FlaskClient, path: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The position and the choices of an unanswered item are rendered once per process and
    # language: the page must be the same as rendered without that cache, in each language.
    from tutor.web import quizzes

    pages = {}
    for lang in ("en", "ko", "en", "ko"):
        pages.setdefault(lang, []).append(
            _without_tokens(client.get(f"{path}?lang={lang}").get_data(as_text=True))
        )
    monkeypatch.setattr(quizzes, "fragment", lambda *args: None)  # the templates' fallback
    for lang in ("en", "ko"):
        fresh = _without_tokens(client.get(f"{path}?lang={lang}").get_data(as_text=True))
        assert pages[lang][0] == pages[lang][1] == fresh, lang
    assert pages["en"][0] != pages["ko"][0]
    assert 'lang="ko"' in pages["ko"][0]


@pytest.mark.parametrize(
    ("path", "given"),
    [
        (TRICK, ["JD"]),  # right
        (TRICK, ["AD"]),  # wrong: the position marks the answer and the pick
        (LEGAL, ["JD", "KS"]),
        (ORDER, ["JS", "JC", "AC", "KC"]),
        (BEST, ["AC"]),
    ],
)
def test_cached_answered_positions_are_the_page_rendered_afresh(
    client: FlaskClient, path: str, given: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from tutor.web import quizzes

    results = {}
    for lang in ("en", "ko", "en"):
        status, html = answer(client, f"{path}?lang={lang}", *given)
        assert status == 200
        results.setdefault(lang, []).append(_without_tokens(html))
    monkeypatch.setattr(quizzes, "fragment", lambda *args: None)
    for lang in ("en", "ko"):
        status, html = answer(client, f"{path}?lang={lang}", *given)
        assert status == 200
        assert results[lang][-1] == _without_tokens(html), lang
    assert results["en"][0] == results["en"][1]
    assert 'data-answered="true"' in results["ko"][0]


def test_every_group_of_sets_opens_with_the_standard_game_and_climbs(real_app: Flask) -> None:
    """'Facts of the table' opened with Bid Euchre and 'Order up or pass?' with the Canadian
    loner: a learner meets each rule in the standard game first, then its house rules, then
    the other games; a set whose questions are all at one level says so."""
    from tutor.engine import PRESET_NAMES
    from tutor.web import content

    client = real_app.test_client()
    with real_app.app_context():
        catalogue = content.quiz_catalogue()
    page = client.get("/quizzes/").get_data(as_text=True)
    groups = re.findall(r'<section class="set-group".*?</section>', page, flags=re.S)
    assert groups
    for group in groups:
        ids = re.findall(r'data-set="([^"]+)"', group)
        sets = [catalogue[i] for i in ids]
        order = [(PRESET_NAMES.index(s.variant), bool(s.rules_options)) for s in sets]
        assert order == sorted(order), ids
        if any(s.variant == "standard" and not s.rules_options for s in sets):
            assert sets[0].variant == "standard", ids
            assert not sets[0].rules_options, ids
    facts = re.search(r'aria-labelledby="kind-table-facts".*?</section>', page, flags=re.S)
    assert facts is not None
    first = re.search(r'data-set="([^"]+)"', facts.group(0))
    assert first is not None
    assert catalogue[first.group(1)].variant == "standard"
    single = [s for s in catalogue.sets.values() if s.items and s.single_level]
    assert single, "the catalogue has sets of one level (bower-rank-24: all level 2)"
    for quiz_set in single:
        entry = re.search(rf'data-set="{quiz_set.id}".*?</li>', page, flags=re.S)
        assert entry is not None
        assert f"Every question at level {quiz_set.level} of 5" in entry.group(0)
    korean = client.get("/quizzes/?lang=ko").get_data(as_text=True)
    assert f"모든 문제가 난이도 {single[0].level}/5" in korean


def test_an_engine_judged_item_states_the_score_it_is_valued_at(real_app: Flask) -> None:
    """957 engine-judged items are valued as at 0-0 and did not say so (issue 30): the
    page states it, and an item that carries a score shows that score instead."""
    client = real_app.test_client()
    page = client.get("/quizzes/best-play-win-cheaply/7").get_data(as_text=True)
    assert "Score: nobody has a point yet, game to 10" in page
    korean = client.get("/quizzes/best-play-win-cheaply/7?lang=ko").get_data(as_text=True)
    assert "점수: 아직 모두 0점, 10점 게임" in korean
    # The first item of the bank that carries a score (rebuilds move items about).
    bank = load_catalogue()["defend-alone-cardgames"].items
    place = next(n for n, item in enumerate(bank, 1) if item.data.get("scores"))
    scored = client.get(f"/quizzes/defend-alone-cardgames/{place}?lang=en").get_data(as_text=True)
    assert "nobody has a point yet" not in scored
    assert "Score: your side" in scored
    rules = client.get("/quizzes/trick-winner-basics/1?lang=en").get_data(as_text=True)
    assert "nobody has a point yet" not in rules
