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


URLENCODED = "application/x-www-form-urlencoded"
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


# A chunked body whose chunk header is not a hexadecimal length, and one whose chunk is not
# followed by its line break. The server de-chunks the body while the app reads it, after
# the view has been chosen: Werkzeug's server raises OSError, gunicorn (production) its own
# ParseException, which nothing in Flask turned into a 400 (the probe's 21 × 500).
MALFORMED_CHUNKED_BODIES = [b"zz\r\ncsrf_token=x\r\n0\r\n\r\n", b"5\r\nabcdefgh\r\n0\r\n\r\n"]
SERVERS = ["gunicorn", "werkzeug"]


def _chunked_environ(body: bytes, server: str) -> dict[str, object]:
    from io import BytesIO

    stream: object
    if server == "gunicorn":
        from gunicorn.http.body import Body, ChunkedReader
        from gunicorn.http.unreader import IterUnreader

        stream = Body(ChunkedReader(object(), IterUnreader([body])))
    else:
        from werkzeug.serving import DechunkedInput

        stream = DechunkedInput(BytesIO(body))
    return {
        "wsgi.input": stream,
        "wsgi.input_terminated": True,
        "HTTP_TRANSFER_ENCODING": "chunked",
    }


@pytest.mark.parametrize("server", SERVERS)
@pytest.mark.parametrize("body", MALFORMED_CHUNKED_BODIES)
def test_a_malformed_chunked_body_is_a_clear_400_on_every_post_url(
    world: World, body: bytes, server: str
) -> None:
    posts = [rule for rule in app_rules(world.app) if "POST" in (rule.methods or set())]
    assert len(posts) >= 15
    for who in ("anonymous", "teacher"):
        client = world.client(who)
        for rule in posts:
            args = {key: str(value) for key, value in world.valid_args(rule).items()}
            url = fill(rule, args)
            for content_type in (URLENCODED, "multipart/form-data; boundary=XX"):
                response = client.post(
                    url,
                    content_type=content_type,
                    environ_overrides=_chunked_environ(body, server),
                )
                assert response.status_code == 400, (who, url, content_type, response.status_code)
                assert 'data-error="400"' in response.get_data(as_text=True)


def test_a_well_formed_chunked_body_is_read(world: World) -> None:
    # The guard refuses broken chunking, not chunking: a correct chunked sign-in goes through
    # to the form (a wrong password: 401, not a 400).
    form = f"csrf_token={world.csrf_token}&username=nobody&password=wrong-password".encode()
    body = b"%x\r\n%s\r\n0\r\n\r\n" % (len(form), form)
    client = world.client("anonymous")
    for server in SERVERS:
        response = client.post(
            "/auth/login", content_type=URLENCODED, environ_overrides=_chunked_environ(body, server)
        )
        assert response.status_code == 401, server


CRLF_NEXTS = [
    "/quizzes/\r\nSet-Cookie: x=1",
    "/\nLocation: //evil.example",
    "/%0d%0aX: 1",
    "/\tx",
    "/\x7f",
    "/\\evil.example",  # a browser goes to //evil.example
]


@pytest.mark.parametrize("target", CRLF_NEXTS)
def test_cr_lf_in_next_after_register_and_sign_in_goes_home_not_500(
    world: World, target: str
) -> None:
    from tests.conftest import TEST_PASSWORD

    client = world.client("anonymous")
    form = {
        "csrf_token": world.csrf_token,
        "username": "newcomer",
        "password": TEST_PASSWORD,
        "password2": TEST_PASSWORD,
        "role": "learner",
    }
    response = client.post("/auth/register", data=form, query_string={"next": target})
    assert response.status_code == 302, response.status_code
    location = response.headers["Location"]
    assert "\n" not in location
    assert "\r" not in location
    # Encoded as text ("%0d%0a" stays text in a path) or, with a real control character
    # or a backslash, home: never a second header.
    assert location == ("/%0d%0aX:%201" if target.startswith("/%0d") else "/")
    assert response.headers.getlist("Set-Cookie") == [
        value for value in response.headers.getlist("Set-Cookie") if "x=1" not in value
    ]
    assert response.headers.getlist("X") == []
    other = world.client("anonymous")
    response = other.post(
        "/auth/login",
        data={"csrf_token": world.csrf_token, "username": "newcomer", "password": TEST_PASSWORD},
        query_string={"next": target},
    )
    assert response.status_code == 302, response.status_code
    assert response.headers["Location"] == location


@pytest.mark.parametrize(
    "header", ["HTTP_HX_CURRENT_URL", "HTTP_REFERER", "HTTP_ACCEPT_LANGUAGE", "HTTP_COOKIE"]
)
def test_cr_lf_in_request_headers_is_never_a_500(world: World, header: str) -> None:
    # What a browser cannot send but a raw socket can (through a lenient proxy): a line
    # break inside a header's value, on pages and on posts.
    client = world.client("anonymous")
    value = "en\r\nSet-Cookie: x=1" if header != "HTTP_COOKIE" else "session=a\r\nX: 1"
    for method, url in (("GET", "/"), ("GET", "/auth/login?next=/x"), ("POST", "/auth/login")):
        response = client.open(
            url,
            method=method,
            data={"csrf_token": world.csrf_token},
            environ_overrides={header: value},
        )
        assert response.status_code < 500, (header, method, url, response.status_code)
        assert "x=1" not in response.headers.get("Set-Cookie", "")
