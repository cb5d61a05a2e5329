"""Links that leave the site come from PUBLIC_BASE_URL, never from the Host header.

A teacher who opens the class page through a hostile Host header (a poisoned cache, a
proxy that forwards any host) must not print ``http://evil.example/…`` on login cards.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from classes_helpers import add_user, make_app
from flask import Flask

from tutor.classes import services
from tutor.extensions import db
from tutor.web import sessions

EVIL = {"Host": "evil.example"}
PROJECT = Path(__file__).resolve().parents[2]


def teacher_pages(app: Flask) -> tuple[str, str, str]:
    """(class page, login cards page, join code) fetched with ``Host: evil.example``."""
    with app.app_context():
        teacher = add_user("ms.park", "teacher", "Ms Park")
        classroom = services.create_class(teacher, "Class 3B", "standard", {})
        client = app.test_client()
        # Signed in for the hostile host (cookies follow the host they were set for).
        secret = sessions.start_session(teacher)
        with client.session_transaction(headers=EVIL) as session:
            session["_user_id"] = secret
        class_page = client.get(f"/classes/{classroom.id}/", headers=EVIL).get_data(as_text=True)
        cards = client.post(
            f"/classes/{classroom.id}/students/new", data={"names": "Kim"}, headers=EVIL
        ).get_data(as_text=True)
        code = classroom.join_code
        db.session.remove()
        db.engine.dispose()
    return class_page, cards, code


def test_join_link_and_login_cards_use_the_configured_base_url(
    tmp_path: Path, migrated_template: Path
) -> None:
    database = tmp_path / "links.sqlite"
    database.write_bytes(migrated_template.read_bytes())
    app = make_app(database, PUBLIC_BASE_URL="https://euchre.example.org")
    class_page, cards, code = teacher_pages(app)
    assert "evil.example" not in class_page
    assert "evil.example" not in cards
    join = re.search(r"data-join-link>([^<]+)<", class_page)
    assert join is not None
    assert join.group(1) == f"https://euchre.example.org/join?code={code}"
    assert "https://euchre.example.org/auth/login" in cards


def test_without_a_base_url_the_links_are_paths_on_this_site(
    tmp_path: Path, migrated_template: Path
) -> None:
    database = tmp_path / "links.sqlite"
    database.write_bytes(migrated_template.read_bytes())
    app = make_app(database, PUBLIC_BASE_URL="")
    class_page, cards, code = teacher_pages(app)
    assert "evil.example" not in class_page + cards
    assert f"data-join-link>/join?code={code}<" in class_page
    assert '<p class="card-url">/auth/login</p>' in cards


@pytest.mark.parametrize(
    "base",
    [
        "euchre.example.org",
        "ftp://euchre.example.org",
        "https://",
        "https://x.org/app",
        "https://x.org/?a=1",
        "https://user@x.org",
    ],
)
def test_a_base_url_that_is_not_an_origin_stops_the_start(tmp_path: Path, base: str) -> None:
    with pytest.raises(RuntimeError, match="PUBLIC_BASE_URL"):
        make_app(tmp_path / "bad.sqlite", PUBLIC_BASE_URL=base, AUTO_MIGRATE=False)


def test_no_code_builds_an_absolute_url_from_the_request() -> None:
    """The class of bug: ``url_for(..., _external=True)`` takes the host from the request."""
    offenders = [
        str(path.relative_to(PROJECT))
        for folder in ("tutor", "templates")
        for path in (PROJECT / folder).rglob("*")
        if path.suffix in (".py", ".html")
        and re.search(
            r"_external\s*=\s*True|request\.host_url|request\.url_root",
            path.read_text(encoding="utf-8"),
        )
    ]
    assert offenders == []
