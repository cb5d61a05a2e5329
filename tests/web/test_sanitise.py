"""One HTML policy, in one module, for every fragment rendered from Markdown."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tutor.sanitise import clean_html

PACKAGE = Path(__file__).parents[2] / "tutor"


def modules_importing(name: str) -> set[str]:
    pattern = re.compile(rf"^\s*(import {name}\b|from {name}\b)", re.MULTILINE)
    return {
        str(path.relative_to(PACKAGE))
        for path in PACKAGE.rglob("*.py")
        if pattern.search(path.read_text(encoding="utf-8"))
    }


def test_only_the_policy_module_calls_the_sanitiser() -> None:
    assert modules_importing("nh3") == {"sanitise.py"}


def test_markdown_is_rendered_in_two_known_places_only() -> None:
    # Lessons (our own files, Python-Markdown with card chips and diagrams) and class
    # announcements (teachers' text, linear-time CommonMark, rendered when saved).
    assert modules_importing("markdown") == {"course/rendering.py"}
    assert modules_importing("markdown_it") == {"classes/announcements.py"}


@pytest.mark.parametrize(
    "hostile",
    [
        '<img src="http://evil.example/x.png" alt="x">',
        '<img src="/static/ours.png">',
        '<map name="m"><area href="http://evil.example/" shape="rect"></map>',
        "<script>alert(1)</script>",
        "<style>body { display: none }</style>",
        '<iframe src="https://evil.example/"></iframe>',
        '<svg><image href="http://evil.example/x.png"/></svg>',
        '<object data="http://evil.example/x.swf"></object>',
        '<video poster="http://evil.example/x.png"></video>',
    ],
)
def test_no_image_script_style_or_frame_survives(hostile: str) -> None:
    cleaned = clean_html(hostile)
    assert not re.search(r"<(img|area|map|script|style|iframe|svg|image|object|video)\b", cleaned)
    assert "evil.example" not in cleaned


def test_links_keep_safe_schemes_and_our_paths_only() -> None:
    cleaned = clean_html(
        '<a href="https://example.org/">a</a> <a href="/quizzes/">b</a> '
        '<a href="mailto:t@example.org">c</a> <a href="javascript:alert(1)">d</a> '
        '<a href="data:text/html,x">e</a> <a href="ftp://example.org/">f</a>'
    )
    assert 'href="https://example.org/"' in cleaned
    assert 'href="/quizzes/"' in cleaned
    assert 'href="mailto:t@example.org"' in cleaned
    assert "javascript:" not in cleaned
    assert "data:" not in cleaned
    assert "ftp:" not in cleaned


def test_a_fragment_never_brings_a_second_h1_or_inline_style() -> None:
    cleaned = clean_html(
        '<h1 id="x">Title</h1><h2 id="rules">Rules</h2><p style="color:red" onclick="x()">p</p>'
        '<span class="chip" role="img" aria-label="jack of hearts">J♥</span>'
    )
    assert "<h1" not in cleaned
    assert "Title" in cleaned
    assert '<h2 id="rules">' in cleaned
    assert "style=" not in cleaned
    assert "onclick" not in cleaned
    assert '<span class="chip" role="img" aria-label="jack of hearts">' in cleaned
