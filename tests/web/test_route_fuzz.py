"""Hypothesis drives every route of the app (``app.url_map``: every rule, every method)
with hostile path parameters, query strings, form fields, files, headers and cookies, as
an anonymous visitor, a learner in the class and its teacher.

Whatever comes in: never a 5xx, and a refused request (4xx) stores nothing in the tables
of learners, accounts and classes. 10,020 requests on one shared app, derandomised (the
same requests on every run), in well under a minute.
"""

from __future__ import annotations

import io
import itertools
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from flask_wtf import FlaskForm
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from werkzeug.datastructures import MultiDict
from werkzeug.security import generate_password_hash
from wtforms.fields.core import UnboundField

from tests.conftest import make_config
from tests.web.world import (
    FAST_HASH,
    IDENTITIES,
    World,
    WriteCounter,
    app_rules,
    build_world,
    converters_of,
    methods_of,
)
from tutor import create_app
from tutor.classes import forms as class_forms
from tutor.extensions import db, limiter
from tutor.web import answer_token, content
from tutor.web import forms as web_forms

BATCH = 10  # requests per example: the engine's own cost per example is shared
REQUESTS_PER_IDENTITY = 3340  # x 3 identities: 10,020 requests
settings.register_profile(
    "route-fuzz",
    max_examples=REQUESTS_PER_IDENTITY // BATCH,
    derandomize=True,  # a fixed seed: CI sends the same requests every run
    database=None,
    deadline=None,
    phases=[Phase.explicit, Phase.generate, Phase.shrink],
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.function_scoped_fixture,
    ],
)
# The tables of people, progress and classes. A refused request writes none of them (a
# table added later for bookkeeping, such as login throttling, is not held to this).
DOMAIN_TABLES = frozenset(
    {
        "user",
        "learner",
        "attempt",
        "lesson_read",
        "classroom",
        "classroom_teacher",
        "classroom_student",
        "assignment",
        "assignment_item",
        "assignment_recipient",
    }
)
# The remember cookie's own hostile values are the accounts work's to test.
COOKIE_NAMES = ["session", "lang", "csrf_token", "theme", "x"]
EXTRA_METHODS = ["PUT", "DELETE", "PATCH", "HEAD", "OPTIONS"]


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory, migrated_template: Path) -> Iterator[World]:
    database = tmp_path_factory.mktemp("fuzz") / "fuzz.sqlite"
    database.write_bytes(migrated_template.read_bytes())
    app = create_app(make_config(database))
    with pytest.MonkeyPatch.context() as patch:
        # scrypt is slow on purpose; accounts the fuzzer makes get a cheap hash instead.
        patch.setattr(
            "tutor.models.generate_password_hash",
            lambda password, method=None: generate_password_hash(password, method=FAST_HASH),
            raising=False,
        )
        with app.app_context():
            yield build_world(app)
            db.session.remove()
            db.engine.dispose()
    content.forget_loaded_content()


def form_field_names() -> list[str]:
    """Every field name of every form class the app defines."""
    names = {"answer", "token", "item_id", "csrf_token", "next"}
    for module in (web_forms, class_forms):
        for value in vars(module).values():
            if isinstance(value, type) and issubclass(value, FlaskForm):
                names |= {n for n in dir(value) if isinstance(getattr(value, n), UnboundField)}
    return sorted(names)


def answer_tokens(world: World) -> list[str]:
    with world.app.test_request_context():
        return [
            answer_token.issue(item.id)
            for quiz_set in content.playable_sets()
            for item in quiz_set.items[:2]
        ]


TEXT = st.text(st.characters(exclude_categories=("Cs",)), max_size=60)
HOSTILE_SAMPLES = [
    "",
    " ",
    "\x00",
    "a\x00b",
    "[" * 300,
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "../../etc/passwd",
    "%00",
    "\r\n",
    "é" * 50,
    "🂡" * 20,
    "\u202e\u0301x",
    "9" * 400,
    "-1",
    str(2**63),
    "1e309",
    "NaN",
    "x" * 3000,
]
HOSTILE_TEXT = st.one_of(TEXT, st.sampled_from(HOSTILE_SAMPLES))
# Characters for the noise: ASCII, Latin-1, Hangul, cards, NUL, controls, combining marks,
# direction overrides and the highest code point.
NOISE_CHARACTERS = (
    [chr(c) for c in range(32, 127)]
    + ["\x00", "\t", "\n", "\r", "\x7f", "é", "ÿ", "한", "글", "♠", "🂡", "\u0301", "\u202e"]
    + ["\ufeff", "\U0010ffff"]
)
HEADER_NAMES = [
    "HX-Current-URL",
    "HX-History-Restore-Request",
    "HX-Target",
    "HX-Trigger",
    "Accept-Language",
    "Referer",
    "X-Forwarded-For",
    "Origin",
]
QUERY_NAMES = ["lang", "sort", "code", "next", "page", "q"]


def id_values(world: World) -> st.SearchStrategy[str]:
    known = sorted(
        {
            world.class_id,
            world.assignment_id,
            world.item_id,
            world.student_id,
            world.managed_id,
            world.teacher_id,
            1,
            2,
        }
    )
    return st.one_of(
        st.sampled_from([str(n) for n in known]),
        st.integers(-(2**70), 2**70).map(str),
        st.sampled_from([str(2**31), str(2**63), "9" * 5000, "٣", "0x1", "1.5", "00001"]),
        TEXT.filter(bool),
    )


def string_values(world: World) -> st.SearchStrategy[str]:
    return st.one_of(
        st.sampled_from([*world.set_ids, *world.lesson_slugs, "style.css", "tutor.js"]),
        TEXT.filter(bool),
        st.sampled_from(["..", "%2e%2e", "a/b", "\x00", "🂡", "x" * 2000]),
    )


class Noise:
    """The rest of a request (form fields, files, headers, query, cookies) from a Random
    that Hypothesis seeds: one draw instead of dozens keeps 10,000 requests affordable,
    and the same seed gives the same request."""

    def __init__(self, world: World, field_names: list[str], tokens: list[str]) -> None:
        self.world = world
        self.field_names = field_names
        self.values = [
            *HOSTILE_SAMPLES,
            *["ann", "ms.park", "kid.one", "trumps-and-bowers", "standard", "teacher"],
            *[*world.set_ids, *world.lesson_slugs, "JD", "AH", "10S", "TC", "9H", "S"],
            *tokens,
            *["2030-01-01", "yes", "no", "1", "-1", "0", "on", "behind", "name", "200"],
        ]

    def text(self, rng: random.Random) -> str:
        return "".join(rng.choices(NOISE_CHARACTERS, k=rng.choice([0, 1, 3, 8, 20, 60])))

    def value(self, rng: random.Random) -> str:
        roll = rng.random()
        if roll < 0.55:
            return rng.choice(self.values)
        if roll < 0.7:
            return str(rng.randint(-(10**12), 10**12))
        return self.text(rng)

    def name(self, rng: random.Random) -> str:
        return rng.choice(self.field_names) if rng.random() < 0.85 else self.text(rng)

    def fill(self, rng: random.Random, request: dict[str, Any]) -> None:
        form = [(self.name(rng), self.value(rng)) for _ in range(rng.randint(0, 7))]
        headers: dict[str, str] = {}
        csrf = rng.choice(["field", "field", "field", "header", "none", "forged"])
        if csrf == "field":
            form.append(("csrf_token", self.world.csrf_token))
        elif csrf == "header":
            headers["X-CSRFToken"] = self.world.csrf_token
        elif csrf == "forged":
            form.append(("csrf_token", self.value(rng)))
        rng.shuffle(form)
        if rng.random() < 0.5:
            headers["HX-Request"] = "true"
        for _ in range(rng.choice([0, 0, 1, 2])):
            headers[rng.choice(HEADER_NAMES)] = on_the_wire(self.value(rng))
        files = [
            (self.name(rng) or "f", rng.randbytes(rng.randint(0, 200)), self.text(rng))
            for _ in range(1 if rng.random() < 0.15 else 0)
        ]
        query = [
            (rng.choice(QUERY_NAMES), rng.choice(["ko", "en", "name", "behind", self.value(rng)]))
            for _ in range(rng.choice([0, 0, 1, 2]))
        ]
        cookies = [
            (rng.choice(COOKIE_NAMES), self.value(rng)) for _ in range(rng.choice([0, 0, 0, 1]))
        ]
        # Now and then a raw multipart body with a part that has no name at all.
        raw = rng.random() < 0.05
        request.update(
            form=form, files=files, headers=headers, query=query, cookies=cookies, raw=raw
        )


def request_strategy(world: World, who: str) -> st.SearchStrategy[dict[str, Any]]:
    """Requests as ``who`` to any route: Hypothesis draws the route, the method and the
    path parameters (the parts that decide which code runs, and that it shrinks well);
    ``Noise`` adds the rest. The strategies are made once: they are cheap to draw from,
    not to make."""
    rules = app_rules(world.app)
    ids = id_values(world)
    strings = string_values(world)
    routes = st.sampled_from([(rule, method) for rule in rules for method in methods_of(rule)])
    rare = st.tuples(st.sampled_from(rules), st.sampled_from(EXTRA_METHODS))
    route_or_rare = st.one_of(routes, routes, routes, routes, routes, routes, routes, rare)
    placeholders = {
        rule.rule: [
            (kind, re.compile(rf"<(?:[a-z]+(?:\([^)]*\))?:)?{name}>"))
            for name, kind in converters_of(rule).items()
        ]
        for rule in rules
    }

    @st.composite
    def one(draw: st.DrawFn) -> dict[str, Any]:
        rule, method = draw(route_or_rare)
        path = rule.rule
        for kind, placeholder in placeholders[rule.rule]:
            value = draw(ids if kind == "int" else strings)
            quoted = quote(value, safe="/" if kind == "path" else "")
            path = placeholder.sub(quoted.replace("\\", "\\\\"), path)
        return {"who": who, "method": method, "path": path}

    return one()


def on_the_wire(value: str) -> str:
    """A header or cookie value as it can travel: Latin-1 bytes, no control characters."""
    latin = value.encode("utf-8", "replace").decode("latin-1")
    return "".join(c if c == "\t" or (c >= " " and c != "\x7f") else " " for c in latin)


def nameless_multipart(form: list[tuple[str, str]]) -> tuple[bytes, str]:
    """The form's fields as multipart, plus one part without a name (as no browser sends)."""
    parts = [
        f'--XX\r\nContent-Disposition: form-data; name="{quote(name)}"\r\n\r\n{value}\r\n'
        for name, value in form
    ]
    parts.append("--XX\r\nContent-Disposition: form-data\r\n\r\nno name\r\n")
    body = ("".join(parts) + "--XX--\r\n").encode("utf-8", "replace")
    return body, "multipart/form-data; boundary=XX"


class Visitors:
    """One signed session cookie per identity, made once: each request starts from a new
    client carrying it (cheaper than signing in again, and no state leaks between
    requests). Signing out may end a session for good, so a new one is made after it."""

    def __init__(self, world: World) -> None:
        self.world = world
        self.cookies: dict[str, str | None] = {}

    def client(self, who: str) -> Any:
        if who not in self.cookies:
            made = self.world.client(who).get_cookie("session")
            self.cookies[who] = made.value if made is not None else None
        client = self.world.app.test_client()
        cookie = self.cookies[who]
        if cookie is not None:
            client.set_cookie("session", cookie)
        return client

    def send(self, request: dict[str, Any]) -> Any:
        client = self.client(request["who"])
        for name, value in request["cookies"]:
            client.set_cookie(name, on_the_wire(value))
        data: Any = MultiDict(request["form"])
        for name, body, filename in request["files"]:
            data.add(name, (io.BytesIO(body), filename))
        content_type = None
        if request.get("raw"):
            data, content_type = nameless_multipart(request["form"])
        has_body = request["method"] not in ("GET", "HEAD", "OPTIONS")
        response = client.open(
            request["path"],
            method=request["method"],
            data=data if has_body else None,
            content_type=content_type if has_body else None,
            query_string=request["query"],
            headers=request["headers"],
        )
        if request["path"].startswith("/auth/logout"):
            self.cookies.pop(request["who"], None)
        return response


@pytest.mark.parametrize("who", IDENTITIES)
def test_no_route_answers_a_hostile_request_with_a_server_error(world: World, who: str) -> None:
    writes = WriteCounter(world.app)
    visitors = Visitors(world)
    sent = itertools.count()

    noise = Noise(world, form_field_names(), answer_tokens(world))

    # One seed per example, drawn on its own: Hypothesis repeats values inside a list
    # (a seed drawn per request gave only about 500 different requests in 3,340).
    @settings(settings.get_profile("route-fuzz"))
    @given(
        seed=st.integers(0, 2**32 - 1),
        batch=st.lists(request_strategy(world, who), min_size=BATCH, max_size=BATCH),
    )
    def some_requests(seed: int, batch: list[dict[str, Any]]) -> None:
        for position, drawn in enumerate(batch):
            request = dict(drawn)
            noise.fill(random.Random(f"{seed}:{position}"), request)
            next(sent)
            limiter.reset()  # the limits have their own tests; here every request gets in
            writes.tables.clear()
            response = visitors.send(request)
            status = response.status_code
            response.close()
            stored = sorted(writes.tables & DOMAIN_TABLES)
            assert status < 500, (status, request)
            if status >= 400:
                assert not stored, ("a refused request stored", status, stored, request)
            if who == "anonymous" and request["method"] in ("GET", "HEAD"):
                assert not stored, ("an anonymous page view stored", stored, request)

    try:
        some_requests()
    finally:
        writes.close()
    assert next(sent) >= REQUESTS_PER_IDENTITY
    # The identities held: the teacher is still a teacher, the learner still signed in.
    if who != "anonymous":
        home = visitors.client(who).get("/").get_data(as_text=True)
        assert "Sign out" in home
