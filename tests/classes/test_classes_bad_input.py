"""Whatever is typed or forged into a class form, the answer is a clear 4xx or a success,
never a server error (hypothesis drives the forms with arbitrary text)."""

from __future__ import annotations

from classes_helpers import School, sign_in
from flask.testing import FlaskClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor.extensions import db, limiter

FUZZ = settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
# Arbitrary text, including NUL, surrogates are not valid form data so Unicode letters only.
TEXT = st.text(st.characters(exclude_categories=("Cs",)), max_size=200)
NUMBERISH = st.one_of(TEXT, st.integers(-(10**12), 10**12).map(str))
OK_OR_REFUSED = {200, 302, 400, 403, 404, 409, 410, 422}


@FUZZ
@given(code=TEXT, username=TEXT, password=TEXT)
def test_join_never_fails_with_a_server_error(
    client: FlaskClient, school: School, code: str, username: str, password: str
) -> None:
    sign_in(client, None)
    limiter.reset()  # the rate limit is tested elsewhere; here every example must get in
    response = client.post("/join", data={"code": code, "username": username, "password": password})
    assert response.status_code in OK_OR_REFUSED
    db.session.rollback()


@FUZZ
@given(
    name=TEXT,
    preset=TEXT,
    target=NUMBERISH,
    deck=TEXT,
    loner=st.sampled_from(["", "yes", "no", "maybe"]),
)
def test_class_creation_never_fails_with_a_server_error(
    client: FlaskClient, school: School, name: str, preset: str, target: str, deck: str, loner: str
) -> None:
    sign_in(client, school.teacher)
    response = client.post(
        "/classes/new",
        data={
            "name": name,
            "preset": preset,
            "target_score": target,
            "deck": deck,
            "canadian_loner": loner,
        },
    )
    assert response.status_code in OK_OR_REFUSED


@FUZZ
@given(
    title=TEXT,
    due=TEXT,
    percent=NUMBERISH,
    items=NUMBERISH,
    sets=st.lists(st.one_of(TEXT, st.just("trick-winner-bowers")), max_size=3),
)
def test_assignment_creation_never_fails_with_a_server_error(
    client: FlaskClient,
    school: School,
    title: str,
    due: str,
    percent: str,
    items: str,
    sets: list[str],
) -> None:
    sign_in(client, school.teacher)
    response = client.post(
        f"/classes/{school.class_a.id}/assignments/new",
        data={
            "title": title,
            "due_on": due,
            "goal_percent": percent,
            "goal_min_items": items,
            "quiz_sets": sets,
        },
    )
    assert response.status_code in OK_OR_REFUSED


@FUZZ
@given(sort=TEXT, theme=TEXT)
def test_grid_and_practice_never_fail_with_a_server_error(
    client: FlaskClient, school: School, sort: str, theme: str
) -> None:
    sign_in(client, school.teacher)
    a = school.class_a.id
    grid = client.get(f"/classes/{a}/grid", query_string={"sort": sort})
    assert grid.status_code in OK_OR_REFUSED
    practice = client.post(f"/classes/{a}/misconceptions/practice", data={"theme": theme})
    assert practice.status_code in OK_OR_REFUSED


# Few examples, one name each: every account costs a deliberately slow password hash.
@settings(
    max_examples=8,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(names=TEXT)
def test_bulk_names_never_fail_with_a_server_error(
    client: FlaskClient, school: School, names: str
) -> None:
    sign_in(client, school.teacher)
    bulk = client.post(f"/classes/{school.class_a.id}/students/new", data={"names": names[:80]})
    assert bulk.status_code in OK_OR_REFUSED
