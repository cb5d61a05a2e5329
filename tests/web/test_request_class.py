"""``TutorRequest`` reads a urlencoded form exactly as Flask's own request class does: the
same fields, the same refusals (413 over either limit, 400 for a body cut short), and the
same hand-over to Werkzeug for every other kind of body. ``TutorResponse`` sends the
headers Flask's own response sends."""

from __future__ import annotations

from io import BytesIO
from typing import Any
from urllib.parse import urlencode

import pytest
from flask import Flask, Request, Response
from hypothesis import given, settings
from hypothesis import strategies as st
from werkzeug.exceptions import HTTPException

from tutor.web.request_class import URLENCODED, TutorRequest, TutorResponse

MAX_CONTENT = 4096
MAX_FORM = 2048


@pytest.fixture(scope="module")
def limits_app() -> Flask:
    app = Flask(__name__)
    app.config.update(MAX_CONTENT_LENGTH=MAX_CONTENT, MAX_FORM_MEMORY_SIZE=MAX_FORM)
    return app


def environ(body: bytes, content_type: str | None, length: str | None, **extra: Any) -> Any:
    made: dict[str, Any] = {
        "REQUEST_METHOD": "POST",
        "PATH_INFO": "/",
        "SERVER_NAME": "localhost",
        "SERVER_PORT": "80",
        "wsgi.url_scheme": "http",
        "wsgi.input": BytesIO(body),
        **extra,
    }
    if content_type is not None:
        made["CONTENT_TYPE"] = content_type
    if length is not None:
        made["CONTENT_LENGTH"] = length
    return made


def outcome(app: Flask, request_class: type[Request], made: dict[str, Any]) -> Any:
    """The form and files as lists of pairs, or the HTTP error that reading them raised."""
    body = made["wsgi.input"].getvalue()
    fresh = dict(made, **{"wsgi.input": BytesIO(body)})
    with app.app_context():
        request = request_class(fresh)
        try:
            return (
                list(request.form.items(multi=True)),
                list(request.files.items(multi=True)),
                request.stream.read(),
            )
        except HTTPException as error:
            return type(error), error.code


FIELD_TEXT = st.text(alphabet=st.characters(codec="utf-8"), max_size=40) | st.sampled_from(
    ["", "a b", "x=y&z", "100%", "+", "%zz", "\x00", "J♣", "잭"]
)
FIELDS = st.lists(st.tuples(FIELD_TEXT, FIELD_TEXT), max_size=6)
RAW = st.binary(max_size=200) | st.sampled_from(
    [b"a=1&a=2", b"=&=", b"%ff%fe=1", b"\xff\xfe", b"a=%", b"a=1;b=2", b"&&&", b"a"]
)


@settings(max_examples=400, deadline=None)
@given(
    body=FIELDS.map(lambda pairs: urlencode(pairs).encode()) | RAW,
    content_type=st.sampled_from(
        [
            URLENCODED,
            URLENCODED + "; charset=UTF-8",
            "multipart/form-data",
            "text/plain",
            "APPLICATION/X-WWW-FORM-URLENCODED",
            None,
        ]
    ),
    length_change=st.sampled_from([0, 0, 0, -1, 3, None, "x", "-1", "٣"]),
    chunked=st.booleans(),
)
def test_a_form_body_reads_as_flasks_request_reads_it(
    limits_app: Flask, body: bytes, content_type: str | None, length_change: Any, chunked: bool
) -> None:
    if length_change is None:
        length = None
    elif isinstance(length_change, str):
        length = length_change
    else:
        length = str(max(0, len(body) + length_change))
    extra = {"HTTP_TRANSFER_ENCODING": "chunked"} if chunked else {}
    made = environ(body, content_type, length, **extra)
    assert outcome(limits_app, TutorRequest, made) == outcome(limits_app, Request, made)


@pytest.mark.parametrize(
    ("size", "expected"),
    [(MAX_FORM, None), (MAX_FORM + 1, 413), (MAX_CONTENT, 413), (MAX_CONTENT + 1, 413)],
)
def test_a_body_over_either_limit_is_refused_as_flask_refuses_it(
    limits_app: Flask, size: int, expected: int | None
) -> None:
    body = b"a=" + b"x" * (size - 2)
    made = environ(body, URLENCODED, str(size))
    ours = outcome(limits_app, TutorRequest, made)
    assert ours == outcome(limits_app, Request, made)
    if expected is None:
        assert ours[0] == [("a", "x" * (size - 2))]
    else:
        assert ours[1] == expected


def test_a_body_shorter_than_its_length_is_a_client_disconnect(limits_app: Flask) -> None:
    made = environ(b"a=1", URLENCODED, "10")
    ours = outcome(limits_app, TutorRequest, made)
    assert ours == outcome(limits_app, Request, made)
    assert ours[1] == 400


def test_the_app_reads_its_forms_with_the_tutor_request(app: Flask) -> None:
    assert app.request_class is TutorRequest


def _streamed() -> Any:
    yield b"part"


RESPONSES: list[tuple[Any, int, list[tuple[str, str]]]] = [
    ("<p>a page</p>", 200, [("Vary", "HX-Request"), ("X-Frame-Options", "DENY")]),
    ("", 302, [("Location", "/quizzes/b\u00e9/1?lang=ko")]),
    ("", 302, [("Location", "https://example.org/x y")]),
    ("moved", 200, [("Content-Location", "/lessons/caf\u00e9")]),
    ("", 204, [("Content-Length", "0"), ("Vary", "Cookie")]),
    ("", 304, [("Content-Type", "text/html"), ("Content-Length", "9"), ("ETag", '"e"')]),
    ("given", 200, [("Content-Length", "5")]),
    (_streamed, 200, [("Cache-Control", "no-store")]),
    ("two", 200, [("Set-Cookie", "a=1; Path=/"), ("Set-Cookie", "b=2; Path=/")]),
]


@pytest.mark.parametrize(("body", "status", "headers"), RESPONSES)
@pytest.mark.parametrize("autocorrect", [False, True])
def test_our_response_sends_the_headers_werkzeug_sends(
    body: Any, status: int, headers: list[tuple[str, str]], autocorrect: bool
) -> None:
    made = environ(b"", None, None, REQUEST_METHOD="GET", PATH_INFO="/quizzes/x/2")
    sent = []
    for kind in (Response, TutorResponse):
        response = kind(body() if callable(body) else body, status=status, headers=headers)
        response.autocorrect_location_header = autocorrect
        sent.append(list(response.get_wsgi_headers(made).items()))
    assert sent[0] == sent[1]
    assert sent[1]  # every response here sends at least its content type


def test_the_app_keeps_what_flask_says_of_a_function_being_sync() -> None:
    from tutor.web.request_class import TutorFlask

    app = TutorFlask(__name__)

    def page() -> str:
        return "sync"

    asked: list[object] = []
    flask_ensure_sync = Flask.ensure_sync

    def counted(self: Flask, func: Any) -> Any:
        asked.append(func)
        return flask_ensure_sync(self, func)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Flask, "ensure_sync", counted)
        assert app.ensure_sync(page) is page
        assert app.ensure_sync(page) is page
    assert asked == [page]  # worked out once
    assert isinstance(app.request_class(environ(b"", None, None)), TutorRequest)
    assert app.response_class is TutorResponse


def _matched(adapter: Any, path: str, method: str) -> Any:
    try:
        rule, values = adapter.match(path, method, return_rule=True)
    except HTTPException as refused:  # 404, 405, or a redirect to the slashed path
        return (type(refused).__name__, getattr(refused, "new_url", None))
    return (rule.rule, rule.endpoint, values)


MATCHED_PATHS = [
    ("/quizzes/best-play-count-trumps/1", "GET"),
    ("/quizzes/best-play-count-trumps/1", "POST"),
    ("/quizzes/best-play-count-trumps/1", "DELETE"),
    ("/quizzes/best-play-count-trumps/99999999999", "GET"),
    ("/quizzes/best-play-count-trumps", "GET"),
    ("/quizzes//best-play-count-trumps/2", "GET"),
    ("/lessons/following-suit", "GET"),
    ("/no/such/page", "GET"),
    ("/static/style.css", "GET"),
]


def test_the_apps_url_map_matches_as_werkzeugs_does(app: Flask) -> None:
    from werkzeug.routing import Map

    from tutor.web.request_class import KeptMatcher

    kept = app.url_map
    assert isinstance(kept._matcher, KeptMatcher)
    plain = Map(strict_slashes=kept.strict_slashes, merge_slashes=kept.merge_slashes)
    plain.converters = kept.converters
    for rule in kept.iter_rules():
        plain.add(rule.empty())
    ours, theirs = kept.bind("localhost"), plain.bind("localhost")
    for _ in range(2):  # found, then kept
        for path, method in MATCHED_PATHS:
            assert _matched(ours, path, method) == _matched(theirs, path, method)
    rule, values = ours.match("/quizzes/best-play-count-trumps/1", "GET", return_rule=True)
    values.clear()  # a view's values are its own: the kept match is untouched
    assert ours.match("/quizzes/best-play-count-trumps/1", "GET")[1] == {
        "set_id": "best-play-count-trumps",
        "number": 1,
    }
