"""Security and caching headers on every route, for every kind of visitor, and pages the
Content-Security-Policy can serve whole (no inline script, style or handler anywhere)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from werkzeug.test import TestResponse

from tests.web.world import IDENTITIES, World, all_pages, app_rules, build_world, fill, methods_of
from tutor.extensions import db
from tutor.web.headers import OVER_HTTPS

TEMPLATES = Path(__file__).parents[2] / "templates"
EXPECTED_CSP = {
    "default-src": "'none'",
    "script-src": "'self'",
    "style-src": "'self'",
    "img-src": "'self'",
    "connect-src": "'self'",
    "form-action": "'self'",
    "frame-ancestors": "'none'",
    "base-uri": "'none'",
    "object-src": "'none'",
}
# What a CSP without 'unsafe-inline' refuses to run or apply.
INLINE_HANDLER = re.compile(r"<[a-zA-Z][^>]*\son[a-z]+\s*=", re.DOTALL)
INLINE_STYLE_ATTRIBUTE = re.compile(r"<[a-zA-Z][^>]*\sstyle\s*=", re.DOTALL)
INLINE_SCRIPT = re.compile(r"<script(?![^>]*\bsrc=)[^>]*>", re.IGNORECASE)
STYLE_ELEMENT = re.compile(r"<style[\s>]", re.IGNORECASE)
JAVASCRIPT_URL = re.compile(r"""(href|src|action)\s*=\s*["']?\s*javascript:""", re.IGNORECASE)


@pytest.fixture
def world(app: Flask) -> Iterator[World]:
    with app.app_context():
        yield build_world(app)
        db.session.remove()


def csp_of(response: TestResponse) -> dict[str, str]:
    policy = response.headers.get("Content-Security-Policy", "")
    directives = [part.strip().split(None, 1) for part in policy.split(";") if part.strip()]
    return {name: value for name, value in directives}


def assert_security_headers(response: TestResponse, where: str) -> None:
    # Added by tutor.web.headers, never replaced: no view may send one of its own too.
    for name, _value in OVER_HTTPS:
        assert len(response.headers.getlist(name)) <= 1, f"{name} twice: {where}"
    assert csp_of(response) == EXPECTED_CSP, where
    assert "unsafe" not in response.headers["Content-Security-Policy"]
    assert response.headers["X-Content-Type-Options"] == "nosniff", where
    assert response.headers["Referrer-Policy"] == "same-origin", where
    assert response.headers["X-Frame-Options"] == "DENY", where
    permissions = response.headers["Permissions-Policy"]
    for feature in ("camera=()", "microphone=()", "geolocation=()", "payment=()"):
        assert feature in permissions, where
    assert "Strict-Transport-Security" not in response.headers, where  # plain HTTP here


def assert_page_headers(response: TestResponse, who: str, where: str) -> None:
    assert_security_headers(response, where)
    assert "HX-Request" in response.vary, where
    cache = response.headers.get("Cache-Control", "")
    if who == "anonymous":
        assert "no-store" in cache or {"private", "no-cache"} <= set(cache.split(", ")), where
    else:
        assert cache == "no-store", where


def assert_csp_safe_html(html: str, where: str) -> None:
    for name, pattern in (
        ("inline handler", INLINE_HANDLER),
        ("style attribute", INLINE_STYLE_ATTRIBUTE),
        ("inline script", INLINE_SCRIPT),
        ("style element", STYLE_ELEMENT),
        ("javascript: URL", JAVASCRIPT_URL),
    ):
        found = pattern.search(html)
        assert found is None, f"{name} in {where}: {found.group(0)[:120] if found else ''}"
    assert "data:" not in re.sub(r"\s", "", html).split("</head>", 1)[0], where


@pytest.mark.parametrize("who", IDENTITIES)
def test_every_get_page_has_the_headers_and_no_inline_code(world: World, who: str) -> None:
    client = world.client(who)
    checked = 0
    for _rule, url in all_pages(world):
        for fragment in (False, True):
            headers = {"HX-Request": "true"} if fragment else {}
            response = client.get(url, headers=headers)
            where = f"{who} GET {url} fragment={fragment} -> {response.status_code}"
            assert response.status_code < 500, where
            assert_page_headers(response, who, where)
            if response.mimetype == "text/html":
                assert_csp_safe_html(response.get_data(as_text=True), where)
            checked += 1
    assert checked >= 40


@pytest.mark.parametrize("who", IDENTITIES)
def test_every_other_method_and_route_has_the_headers(world: World, who: str) -> None:
    client = world.client(who)
    for rule in app_rules(world.app):
        url = fill(rule, {k: str(v) for k, v in world.valid_args(rule).items()})
        for method in methods_of(rule):
            if method == "GET":
                continue
            # An empty form: refused (or, for some, a harmless no-op), headers either way.
            response = client.open(url, method=method, data={"csrf_token": world.csrf_token})
            where = f"{who} {method} {url} -> {response.status_code}"
            assert response.status_code < 500, where
            # Signing out answers the visitor it has just made anonymous.
            assert_page_headers(
                response, "anonymous" if rule.endpoint == "auth.logout" else who, where
            )
        client = world.client(who)  # a POST may have signed the visitor out


def test_an_unknown_url_and_a_static_file_have_the_headers(world: World) -> None:
    for who in IDENTITIES:
        client = world.client(who)
        missing = client.get("/no/such/page")
        assert missing.status_code == 404
        assert_page_headers(missing, who, "404")
        static = client.get("/static/style.css")
        assert_security_headers(static, "static")
        assert static.headers.get("Cache-Control") != "no-store"  # a stylesheet may be cached
        static.close()


def test_one_url_that_answers_with_a_fragment_or_a_page_varies_on_hx_request(
    world: World,
) -> None:
    client = world.client("anonymous")
    url = f"/quizzes/{world.set_ids[0]}/1"
    page = client.get(url)
    fragment = client.get(url, headers={"HX-Request": "true"})
    assert "<html" in page.get_data(as_text=True)
    assert "<html" not in fragment.get_data(as_text=True)
    for response in (page, fragment):
        assert {"HX-Request", "HX-History-Restore-Request"} <= set(response.vary)


def test_signed_in_pages_are_never_stored_and_a_password_page_neither(world: World) -> None:
    teacher = world.client("teacher")
    cards = teacher.post(
        f"/classes/{world.class_id}/students/{world.managed_id}/password",
        data={"csrf_token": world.csrf_token},
    )
    assert cards.status_code == 200
    assert cards.headers["Cache-Control"] == "no-store"
    assert_csp_safe_html(cards.get_data(as_text=True), "login cards")
    assert "data-print hidden" in cards.get_data(as_text=True)  # shown by tutor.js


def test_hsts_only_when_the_session_cookie_is_secure(app_factory: object) -> None:
    secure = app_factory(SESSION_COOKIE_SECURE=True)  # type: ignore[operator]
    response = secure.test_client().get("/")
    assert response.headers["Strict-Transport-Security"] == "max-age=31536000"
    plain = app_factory()  # type: ignore[operator]
    assert "Strict-Transport-Security" not in plain.test_client().get("/").headers


@pytest.mark.parametrize("template", sorted(TEMPLATES.rglob("*.html")), ids=lambda p: p.name)
def test_no_template_has_inline_script_style_or_handlers(template: Path) -> None:
    source = template.read_text(encoding="utf-8")
    assert_csp_safe_html(source, str(template.relative_to(TEMPLATES)))


def test_the_print_button_and_htmx_settings_live_in_our_own_files() -> None:
    static = Path(__file__).parents[2] / "tutor" / "static"
    script = (static / "tutor.js").read_text(encoding="utf-8")
    assert "[data-print]" in script
    assert "window.print()" in script
    base = (TEMPLATES / "base.html").read_text(encoding="utf-8")
    assert '"includeIndicatorStyles": false' in base
    assert ".htmx-indicator" in (static / "style.css").read_text(encoding="utf-8")
    assert (static / "favicon.svg").is_file()


def test_the_fragment_headers_join_a_vary_the_response_already_has() -> None:
    from werkzeug.datastructures import Headers

    from tutor.web.headers import _vary_on_fragment_headers

    fresh = Headers()
    _vary_on_fragment_headers(fresh)
    assert fresh["Vary"] == "HX-Request, HX-History-Restore-Request"
    accept = Headers({"Vary": "Accept-Language"})
    _vary_on_fragment_headers(accept)
    assert accept["Vary"] == "Accept-Language, HX-Request, HX-History-Restore-Request"
    partly = Headers({"Vary": "hx-request, Cookie"})
    _vary_on_fragment_headers(partly)
    assert partly["Vary"] == "hx-request, Cookie, HX-History-Restore-Request"
    both = Headers({"Vary": "HX-History-Restore-Request,HX-Request"})
    _vary_on_fragment_headers(both)
    assert both.getlist("Vary") == ["HX-History-Restore-Request,HX-Request"]


def test_an_anonymous_visitors_own_pages_are_never_stored(client: Any) -> None:
    # Issue 32 item 4: a visitor's game, hand review, replay, drill run, /me/ and /review/
    # were sent "private, no-cache", which a browser may keep on disk.
    from tests.conftest import csrf_token_from

    page = client.get("/play/").get_data(as_text=True)
    form = {"csrf_token": csrf_token_from(page), "preset": "standard", "strength": "beginner"}
    game = client.post("/play/", data=form).headers["Location"]
    drill_page = client.get("/drill/bowers").get_data(as_text=True)
    urls = ["/play/", game, f"{game}/hands/1", f"{game}/hands/1/replay", "/me/", "/review/"]
    urls.append("/drill/bowers")
    for url in urls:
        response = client.get(url)
        assert response.status_code in (200, 404), (url, response.status_code)
        assert response.headers["Cache-Control"] == "no-store", url
    assert "csrf_token" in drill_page
    # Public pages keep "private, no-cache".
    assert client.get("/lessons/").headers["Cache-Control"] == "private, no-cache"
