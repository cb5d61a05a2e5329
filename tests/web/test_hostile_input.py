"""Raw hostile requests that used to end in a 500: an id too big for the database in any
URL, and a multipart part without a name on any POST URL."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from flask import Flask

from tests.web.world import World, app_rules, build_world, converters_of, fill, methods_of
from tutor.extensions import db

HUGE_IDS = [
    str(2**63),  # the report: past SQLite's INTEGER
    str(2**31),  # past PostgreSQL's integer, which our id columns are
    "9" * 5000,  # past int()'s own limit on digits
    "-1",
    "٣",  # ARABIC-INDIC DIGIT THREE: a digit to \d, not an id
]


@pytest.fixture
def world(app: Flask) -> Iterator[World]:
    with app.app_context():
        yield build_world(app)
        db.session.remove()


def int_routes(app: Flask) -> list[tuple[str, str, str]]:
    """(method, rule, int parameter) for every int parameter of every route."""
    found = []
    for rule in app_rules(app):
        for name, kind in converters_of(rule).items():
            if kind == "int":
                found += [(method, rule.rule, name) for method in methods_of(rule)]
    return found


def test_every_int_route_is_404_for_an_id_no_column_can_hold(world: World) -> None:
    routes = int_routes(world.app)
    assert len(routes) >= 20  # the class pages, their students, assignments, quiz items
    teacher = world.client("teacher")
    by_rule = {rule.rule: rule for rule in app_rules(world.app)}
    for method, rule_text, name in routes:
        rule = by_rule[rule_text]
        for huge in HUGE_IDS:
            args = {key: str(value) for key, value in world.valid_args(rule).items()}
            args[name] = huge
            url = fill(rule, args)
            response = teacher.open(url, method=method, data={"csrf_token": world.csrf_token})
            assert response.status_code == 404, (method, url[:80], response.status_code)


def test_ids_that_exist_still_route(world: World) -> None:
    teacher = world.client("teacher")
    assert teacher.get(f"/classes/{world.class_id}/").status_code == 200
    assert teacher.get(f"/quizzes/{world.set_ids[0]}/1").status_code == 200


NAMELESS_PART = (
    b"--XX\r\nContent-Disposition: form-data\r\n\r\na value without a field name\r\n--XX--\r\n"
)


def test_a_nameless_multipart_part_is_a_clear_400_on_every_post_url(world: World) -> None:
    anonymous = world.client("anonymous", csrf=False)
    posts = [rule for rule in app_rules(world.app) if "POST" in (rule.methods or set())]
    assert len(posts) >= 15
    for rule in posts:
        args = {key: str(value) for key, value in world.valid_args(rule).items()}
        url = fill(rule, args)
        response = anonymous.post(
            url, data=NAMELESS_PART, content_type="multipart/form-data; boundary=XX"
        )
        assert response.status_code == 400, (url, response.status_code)
        assert "Every field of a form must have a name." in response.get_data(as_text=True)


def test_a_file_posted_under_a_text_fields_name_is_a_clear_400_on_every_post_url(
    world: World,
) -> None:
    # Flask-WTF gives a form's text field the file posted under its name, and the field's
    # length check then fails on the file (a 500 the route fuzz found on the login form).
    import io

    posts = [rule for rule in app_rules(world.app) if "POST" in (rule.methods or set())]
    for who in ("anonymous", "teacher"):
        client = world.client(who)
        for rule in posts:
            args = {key: str(value) for key, value in world.valid_args(rule).items()}
            url = fill(rule, args)
            data = {
                "csrf_token": world.csrf_token,
                "username": (io.BytesIO(b"pupil01"), "name.txt"),
                "name": (io.BytesIO(b"x" * 300), "x.bin"),
            }
            response = client.post(url, data=data, content_type="multipart/form-data")
            assert response.status_code == 400, (who, url, response.status_code)
            assert "This form does not take files." in response.get_data(as_text=True)


def test_a_nameless_part_is_refused_for_a_signed_in_user_too(world: World) -> None:
    teacher = world.client("teacher")
    body = (
        b'--XX\r\nContent-Disposition: form-data; name="csrf_token"\r\n\r\n'
        + world.csrf_token.encode()
        + b"\r\n"
        + NAMELESS_PART
    )
    response = teacher.post(
        f"/classes/{world.class_id}/announcement",
        data=body,
        content_type="multipart/form-data; boundary=XX",
    )
    assert response.status_code == 400
