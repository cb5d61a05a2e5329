"""Teachers' own questions: a board position becomes an item of the class's own set only
when its answer is proven by the banks' rule; otherwise the teacher is told why and
nothing is stored. Positions are given as the board's position strings."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

from classes_helpers import School, make_app, make_school, sign_in
from flask.testing import FlaskClient
from flask_babel import force_locale
from sqlalchemy import func, select

from tutor.analysis.proof import LOOKS, MARGIN_POINTS
from tutor.board import codec
from tutor.board.questions import Proven, Refusal, prove_question
from tutor.catalogue import shipped_languages
from tutor.classes import forms, questions, reports, services
from tutor.classes.models import ClassQuestion
from tutor.classes.progress import CellStatus
from tutor.extensions import db
from tutor.models import Attempt

# North, first to speak, holds the right and left bowers, the ace and king of the turned-up
# hearts and the ace of spades: alone is worth four points on every deal.
MONSTER = {
    "kind": "order-up",
    "variant": "standard",
    "dealer": 3,
    "seat": 0,
    "upcard": "9H",
    "upcard_taken": False,
    "hand": ["JH", "JD", "AH", "KH", "AS"],
    "history": [],
    "trick": [],
}
# North leads with the top three trumps: leading any of them is the same play.
THREE_TOP_TRUMPS = {
    "kind": "best-play",
    "variant": "standard",
    "trump": "H",
    "dealer": 3,
    "maker": 0,
    "seat": 0,
    "upcard": "9H",
    "upcard_taken": True,
    "hand": ["JH", "JD", "AH", "KS", "9C"],
    "history": [],
    "trick": [],
}
# Hearts trump; North has won three tricks and holds both bowers: both orders take the rest.
DECIDED = {
    "kind": "best-play",
    "variant": "standard",
    "trump": "H",
    "dealer": 3,
    "maker": 0,
    "seat": 0,
    "upcard": "9S",
    "upcard_taken": False,
    "hand": ["JH", "JD"],
    "history": [
        [{"seat": s, "card": c} for s, c in enumerate(["AH", "AS", "KS", "QS"])],
        [{"seat": s, "card": c} for s, c in enumerate(["KH", "AC", "KC", "QC"])],
        [{"seat": s, "card": c} for s, c in enumerate(["QH", "AD", "KD", "QD"])],
    ],
    "trick": [],
}
TEXTS: dict[str, Any] = {
    "prompt": {
        "en": "North, first to speak: what do you call?",
        "ko": "북쪽이 먼저 말합니다. 무엇을 부를까요?",
    },
    "explanation": {
        "en": "Both bowers and three more hearts take every trick.",
        "ko": "두 바우어와 하트 세 장이면 모든 트릭을 가져옵니다.",
    },
}


def test_a_clear_answer_is_proven_on_fresh_deals_with_the_item_fields() -> None:
    outcome = prove_question(MONSTER, item_id="class/1/own/1", **TEXTS)
    assert isinstance(outcome, Proven)
    item = outcome.item
    assert item["answer"] == ["alone"]
    assert item["choices"] == ["pass", "order-up", "alone"]
    assert item["hand"] == MONSTER["hand"]
    assert item["kind"] == "order-up"
    assert item["evaluation_unit"] == "points"
    assert item["evaluation"]["alone"] == 4.0
    assert item["samples"] == item["confirm"]["samples"] in LOOKS
    assert item["confirm"]["lower_bound"] >= MARGIN_POINTS
    assert item["prompt"]["ko"] == TEXTS["prompt"]["ko"]


def test_a_near_tie_is_refused_with_the_numbers() -> None:
    outcome = prove_question(THREE_TOP_TRUMPS, item_id="x", **TEXTS)
    assert isinstance(outcome, Refusal)
    assert outcome.reason == "near-tie"
    assert outcome.lower_bound < MARGIN_POINTS
    # The three top trumps score alike; the side cards less.
    assert outcome.means["JH"] == outcome.means["JD"] == outcome.means["AH"]
    assert outcome.means["KS"] < outcome.means["JH"]


def test_a_decided_hand_is_refused() -> None:
    outcome = prove_question(DECIDED, item_id="x", **TEXTS)
    assert isinstance(outcome, Refusal)
    assert outcome.reason == "decided"
    assert outcome.means == {"JH": 2.0, "JD": 2.0}


def csrf_of(html: str) -> str:
    match = re.search(r'name="csrf_token"[^>]*value="([^"]*)"', html)
    assert match, "no CSRF token"
    return match.group(1)


def form(position: dict[str, Any], csrf: str) -> dict[str, str]:
    return {
        "csrf_token": csrf,
        "position": codec.encode(position),
        "prompt_en": TEXTS["prompt"]["en"],
        "prompt_ko": TEXTS["prompt"]["ko"],
        "explanation_en": TEXTS["explanation"]["en"],
        "explanation_ko": TEXTS["explanation"]["ko"],
    }


def post_question(client: FlaskClient, class_id: int, position: dict[str, Any]) -> Any:
    page = client.get(f"/classes/{class_id}/questions/new")
    assert page.status_code == 200
    return client.post(
        f"/classes/{class_id}/questions/new",
        data=form(position, csrf_of(page.get_data(as_text=True))),
    )


def stored() -> int:
    return int(db.session.scalar(select(func.count()).select_from(ClassQuestion)) or 0)


def test_a_proven_position_is_published_and_a_student_answers_it(
    client: FlaskClient, school: School
) -> None:
    sign_in(client, school.teacher)
    response = post_question(client, school.class_a.id, MONSTER)
    assert response.status_code == 302
    assert response.headers["Location"].endswith(f"/classes/{school.class_a.id}/quizzes/own/")
    row = db.session.scalars(select(ClassQuestion)).one()
    item = json.loads(row.item_json)
    assert item["answer"] == ["alone"]
    assert item["variant"] == "standard"

    own = f"/classes/{school.class_a.id}/quizzes/own/"
    teacher_page = client.get(f"/classes/{school.class_a.id}/").get_data(as_text=True)
    assert f'href="/classes/{school.class_a.id}/questions/new" data-new-question' in teacher_page
    assert f'href="{own}" data-own-set>Our own questions (1)' in teacher_page

    sign_in(client, school.ann)
    class_page = client.get(f"/classes/{school.class_a.id}/?lang=ko").get_data(as_text=True)
    assert f'href="{own}" data-own-set>우리 학급 문제(1개)' in class_page
    client.get("/?lang=en")
    sign_in(client, school.cy)  # class B's student: class A's questions are not theirs
    assert client.get(own).status_code == 404
    sign_in(client, school.ann)
    target = f"/classes/{school.class_a.id}/quizzes/own/1"
    shown = client.get(target)
    assert shown.status_code == 200
    html = shown.get_data(as_text=True)
    assert TEXTS["prompt"]["en"] in html
    fields = {
        name: re.search(rf'name="{name}" value="([^"]*)"', html).group(1)  # type: ignore[union-attr]
        for name in ("csrf_token", "item_id", "token")
    }
    answered = client.post(
        target, data={**fields, "answer": "alone"}, headers={"HX-Request": "true"}
    )
    assert answered.status_code == 200
    attempt = db.session.scalars(select(Attempt)).one()
    assert attempt.item_id == item["id"]
    assert attempt.correct
    # The answer to a set outside the catalogue leaves every page that reads attempts whole.
    for page in ("/", "/me/", f"/classes/{school.class_a.id}/", "/review/"):
        assert client.get(page).status_code in (200, 302), page
    sign_in(client, school.teacher)
    for page in (f"/classes/{school.class_a.id}/", f"/classes/{school.class_a.id}/grid"):
        assert client.get(page).status_code == 200, page


def test_a_near_tie_is_refused_and_nothing_is_stored(client: FlaskClient, school: School) -> None:
    sign_in(client, school.teacher)
    response = post_question(client, school.class_a.id, THREE_TOP_TRUMPS)
    assert response.status_code == 422
    html = response.get_data(as_text=True)
    assert 'data-refusal="near-tie"' in html
    assert "near tie" in html
    assert "under the margin of 0.15" in html
    assert stored() == 0
    # Under htmx the form's part alone comes back, with the refusal (the proof is the
    # position's result in the queue now: asking again is answered from it).
    page = client.get(f"/classes/{school.class_a.id}/questions/new").get_data(as_text=True)
    again = client.post(
        f"/classes/{school.class_a.id}/questions/new",
        data=form(THREE_TOP_TRUMPS, csrf_of(page)),
        headers={"HX-Request": "true"},
    )
    assert again.status_code == 422
    part = again.get_data(as_text=True)
    assert '<div id="new-question">' in part
    assert "<h1>" not in part
    assert 'data-refusal="near-tie"' in part
    assert stored() == 0
    assert client.get(f"/classes/{school.class_a.id}/quizzes/own/").status_code == 404


def test_a_decided_hand_is_refused_in_korean_too(client: FlaskClient, school: School) -> None:
    sign_in(client, school.teacher)
    client.get(f"/classes/{school.class_a.id}/?lang=ko")  # the choice is remembered
    response = post_question(client, school.class_a.id, DECIDED)
    assert response.status_code == 422
    html = response.get_data(as_text=True)
    assert 'data-refusal="decided"' in html
    assert "이미 승부가 정해진 판입니다" in html
    assert "256판 모두에서" in html
    assert stored() == 0


def test_only_a_teacher_of_the_class_may_make_questions(
    client: FlaskClient, school: School
) -> None:
    url = f"/classes/{school.class_a.id}/questions/new"
    sign_in(client, school.other_teacher)  # teaches class B only: class A is not theirs
    assert client.get(url).status_code == 404
    assert client.post(url, data=form(MONSTER, "")).status_code == 404
    sign_in(client, school.ann)  # a student of class A
    assert client.get(url).status_code == 403
    assert client.post(url, data=form(MONSTER, "")).status_code == 403
    assert stored() == 0


def test_bad_input_is_422_with_the_reason(client: FlaskClient, school: School) -> None:
    sign_in(client, school.teacher)
    url = f"/classes/{school.class_a.id}/questions/new"
    csrf = csrf_of(client.get(url).get_data(as_text=True))
    wrong_hand = {**MONSTER, "hand": ["JH", "JD", "AH", "KH"]}
    response = client.post(url, data=form(wrong_hand, csrf))
    assert response.status_code == 422
    assert "5 cards" in response.get_data(as_text=True)
    garbled = client.post(url, data={**form(MONSTER, csrf), "position": "k" + "x" * 5000})
    assert garbled.status_code == 422
    no_korean = client.post(url, data={**form(MONSTER, csrf), "prompt_ko": ""})
    assert no_korean.status_code == 422
    assert stored() == 0


def test_a_post_without_its_csrf_token_is_400(tmp_path: Path, migrated_template: Path) -> None:
    database = tmp_path / "csrf.sqlite"
    shutil.copyfile(migrated_template, database)
    app = make_app(database, WTF_CSRF_ENABLED=True)
    with app.app_context():
        school = make_school()
        client = sign_in(app.test_client(), school.teacher)
        url = f"/classes/{school.class_a.id}/questions/new"
        assert client.post(url, data=form(MONSTER, "")).status_code == 400
        assert stored() == 0
        assert post_question(client, school.class_a.id, MONSTER).status_code == 302
        assert stored() == 1
        db.session.remove()
        db.engine.dispose()


def test_the_board_links_a_teacher_to_a_question_of_each_class_they_teach(
    client: FlaskClient, school: School
) -> None:
    position = codec.encode(MONSTER)
    sign_in(client, school.teacher)
    board = client.get("/analyse/", query_string={"p": position}).get_data(as_text=True)
    link = f"/classes/{school.class_a.id}/questions/new?p={position}"
    assert link in board
    assert f'data-question-for="{school.class_b.id}"' not in board  # Mr Lee's class
    page = client.get(link).get_data(as_text=True)
    assert f'value="{position}"' in page
    sign_in(client, school.ann)
    board = client.get("/analyse/", query_string={"p": position}).get_data(as_text=True)
    assert "data-question-for" not in board


def test_the_class_house_rules_are_the_rules_of_its_questions(
    client: FlaskClient, school: School
) -> None:
    rules = {"stick_the_dealer": True, "win_by_two": True}
    sticky = services.create_class(school.teacher, "Sticky", "standard", dict(rules))
    three = services.create_class(school.teacher, "Three", "three-hand", {})
    sign_in(client, school.teacher)
    assert post_question(client, sticky.id, MONSTER).status_code == 302
    item = json.loads(db.session.scalars(select(ClassQuestion)).one().item_json)
    assert item["variant"] == "standard"
    assert item["variant_options"] == rules
    # Three-hand has seats 0-2 only: the four-handed position is refused, nothing stored.
    refused = post_question(client, three.id, MONSTER)
    assert refused.status_code == 422
    assert "This position cannot be used" in refused.get_data(as_text=True)
    assert stored() == 1


def test_an_answer_the_fresh_deals_do_not_confirm_is_refused_in_words(
    client: FlaskClient, school: School
) -> None:
    # The deals that chose it favour leading the ace of spades; fresh deals favour the right
    # bower: the winner's curse, caught by confirming on an independent stream.
    position = {**THREE_TOP_TRUMPS, "hand": ["JH", "AS", "9S", "9C", "TD"]}
    outcome = prove_question(position, item_id="x", **TEXTS)
    assert isinstance(outcome, Refusal)
    assert (outcome.answer, outcome.runner_up) == ("AS", "JH")
    assert outcome.margin < 0
    sign_in(client, school.teacher)
    response = post_question(client, school.class_a.id, position)
    assert response.status_code == 422
    html = response.get_data(as_text=True)
    assert "fresh deals do not confirm ace of spades" in html
    assert "On 32 fresh deals jack of hearts scores 0.094 points more" in html
    assert stored() == 0


def test_shown_hands_are_dropped_so_a_question_is_judged_from_the_seat(
    client: FlaskClient, school: School
) -> None:
    sign_in(client, school.teacher)
    shown = codec.encode(MONSTER) + "_H1TSQDKDKS9D_H2ACKCQCJCTC_H3QSJSTHQHAD"
    page = client.get(f"/classes/{school.class_a.id}/questions/new")
    fields = {**form(MONSTER, csrf_of(page.get_data(as_text=True))), "position": shown}
    response = client.post(f"/classes/{school.class_a.id}/questions/new", data=fields)
    assert response.status_code == 302
    item = json.loads(db.session.scalars(select(ClassQuestion)).one().item_json)
    assert "hands" not in item
    assert item["samples"] in LOOKS
    seen = questions.under_house_rules(school.class_a, codec.decode(shown))
    assert "hands" in codec.decode(shown)
    assert "hands" not in seen


def answer_own(client: FlaskClient, class_id: int, number: int, answer: str) -> Any:
    target = f"/classes/{class_id}/quizzes/own/{number}"
    html = client.get(target).get_data(as_text=True)
    fields = {
        name: re.search(rf'name="{name}" value="([^"]*)"', html).group(1)  # type: ignore[union-attr]
        for name in ("csrf_token", "item_id", "token")
    }
    return client.post(target, data={**fields, "answer": answer}, headers={"HX-Request": "true"})


def test_each_class_has_its_own_set_to_assign_and_follow(
    client: FlaskClient, school: School
) -> None:
    """Class A's own set is stored as class/<A>/own: the teacher assigns it, the grid and
    Ann's summary follow it, and Ann's answer there is not counted in class C's set."""
    sign_in(client, school.teacher)
    assert post_question(client, school.class_a.id, MONSTER).status_code == 302
    class_c = services.create_class(school.teacher, "Class C", "standard", {})
    services.add_student(class_c, school.ann)
    (item,) = questions.questions_of(school.class_a)
    db.session.add(
        ClassQuestion(
            classroom_id=class_c.id,
            created_by=school.teacher.id,
            item_json=json.dumps({**item, "id": f"class/{class_c.id}/own/1"}),
        )
    )
    db.session.commit()
    own_a = questions.own_set_id(school.class_a.id)
    assert own_a == f"class/{school.class_a.id}/own"

    form_page = client.get(f"/classes/{school.class_a.id}/assignments/new").get_data(as_text=True)
    assert f'value="{own_a}"' in form_page
    assert f'value="class/{class_c.id}/own"' not in form_page  # another class's set
    created = client.post(
        f"/classes/{school.class_a.id}/assignments/new",
        data={
            "title": "Our questions",
            "note": "",
            "quiz_sets": own_a,
            "goal_percent": "80",
            "goal_min_items": "1",
        },
    )
    assert created.status_code == 302

    assignment = created.headers["Location"].rstrip("/").rsplit("/", 1)[-1]
    sign_in(client, school.ann)
    assert "Our questions" in client.get("/").get_data(as_text=True)
    summary_url = f"/classes/{school.class_a.id}/assignments/{assignment}"
    summary = client.get(summary_url).get_data(as_text=True)
    assert f'href="/classes/{school.class_a.id}/quizzes/own/"' in summary
    assert "Our own questions" in summary
    assert 'data-status="not-started"' in summary
    assert answer_own(client, school.class_a.id, 1, "alone").status_code == 200
    attempt = db.session.scalars(select(Attempt)).one()
    assert attempt.set_id == own_a
    # Class C's question is still Ann's to answer: its set counts apart.
    next_in_c = client.get(f"/classes/{class_c.id}/quizzes/own/").get_data(as_text=True)
    assert f'name="item_id" value="class/{class_c.id}/own/1"' in next_in_c

    done = client.get(summary_url).get_data(as_text=True)
    assert 'data-status="done"' in done
    sign_in(client, school.teacher)
    grid = reports.class_grid(school.class_a, "en")
    (column,) = grid.columns
    assert (column.ref, column.title) == (own_a, "Our own questions")
    cells = {row.student.name: row.cells[0] for row in grid.rows}
    assert (cells["Ann"].answered, cells["Ann"].correct) == (1, 1)
    assert cells["Ann"].status is CellStatus.DONE
    assert cells["Bo"].status is CellStatus.NOT_STARTED
    page = client.get(f"/classes/{school.class_a.id}/grid").get_data(as_text=True)
    assert "Our own questions" in page


def test_the_proof_runs_in_the_queue_and_the_form_asks_again(
    tmp_path: Path, migrated_template: Path
) -> None:
    """No consumer yet: the plain form says the proof is running and offers the same form
    again, htmx gets the part that polls itself; nothing is stored and the proof is queued
    once. Once the queue has worked it out, asking again publishes."""
    database = tmp_path / "queued.sqlite"
    shutil.copyfile(migrated_template, database)
    app = make_app(
        database,
        ANALYSIS_QUEUE_URL=f"sqlite:///{tmp_path / 'queue.sqlite'}",
        ANALYSIS_QUEUE_WORKERS=0,
        ANALYSIS_WAIT_S=0.05,
    )
    with app.app_context():
        school = make_school()
        client = sign_in(app.test_client(), school.teacher)
        url = f"/classes/{school.class_a.id}/questions/new"
        posted = form(MONSTER, "")
        plain = client.post(url, data=posted)
        assert plain.status_code == 202
        html = plain.get_data(as_text=True)
        assert "<h1>" in html
        assert "data-proving" in html
        assert "Check again" in html
        assert f'name="prompt_en" value="{TEXTS["prompt"]["en"]}"' in html
        korean = client.post(f"{url}?lang=ko", data=posted).get_data(as_text=True)
        assert "새로 뽑은 배치로 답을 증명하는 중입니다" in korean
        assert "다시 확인하기" in korean
        fragment = client.post(url, data=posted, headers={"HX-Request": "true"})
        assert fragment.status_code == 202
        part = fragment.get_data(as_text=True)
        assert "<h1>" not in part
        assert 'hx-trigger="load delay:1s, submit"' in part
        assert stored() == 0
        jobs = app.extensions["board_queue"].huey
        assert jobs.pending_count() == 1  # asked twice, queued once
        jobs.execute(jobs.dequeue())  # what a consumer does
        done = client.post(url, data=posted, headers={"HX-Request": "true"})
        assert done.status_code == 200
        assert done.headers["HX-Redirect"] == f"/classes/{school.class_a.id}/quizzes/own/"
        assert stored() == 1
        db.session.remove()
        db.engine.dispose()


def test_the_same_position_twice_is_one_question(client: FlaskClient, school: School) -> None:
    """A double click, a refresh or a second teacher posting the same position adds no
    second copy: the teacher is told which question already asks it (409)."""
    sign_in(client, school.teacher)
    assert post_question(client, school.class_a.id, MONSTER).status_code == 302
    again = post_question(client, school.class_a.id, MONSTER)
    assert again.status_code == 409
    html = again.get_data(as_text=True)
    assert "Your class&#39;s own set already asks this position: question 1." in html
    assert stored() == 1
    # The same hand in another order is the same question.
    shuffled = {**MONSTER, "hand": list(reversed(MONSTER["hand"]))}
    assert post_question(client, school.class_a.id, shuffled).status_code == 409
    assert stored() == 1
    # Another class may ask the same position in its own set.
    sign_in(client, school.other_teacher)
    assert post_question(client, school.class_b.id, MONSTER).status_code == 302
    assert stored() == 2


def test_the_question_form_asks_for_each_shipped_language_by_its_name(app: Any) -> None:
    """A field per shipped language, named by part and code and labelled in the page's
    language (Babel's names): a language the package ships brings its fields, no code."""
    parts = ("prompt", "explanation")
    expected = [f"{part}_{lang}" for part in parts for lang in shipped_languages()]
    assert list(forms.QUESTION_FIELDS) == expected
    with app.test_request_context("/"):
        labels = {}
        for lang in ("en", "ko"):
            with force_locale(lang):
                form = forms.QuestionForm()
                labels[lang] = [str(form[name].label.text) for name in forms.QUESTION_FIELDS]
    assert labels["en"][:2] == ["Question in English", "Question in Korean"]
    assert labels["ko"] == ["영어 문제", "한국어 문제", "영어 해설", "한국어 해설"]
