"""Whole pages kept per process, with the parts that differ per request filled in.

The busiest pages (an unanswered quiz item, the review page's item) depend on a few inputs
a view can name — the item, its set, the language, the level line, the path the app is
mounted at — and on a few values that differ with every request: the CSRF token, the
answer form's one-time token, the learner's own counts, the site header (kept apart by
``tutor.web.chrome``). Such a page is rendered once with a placeholder where each of those
values goes, kept split at the placeholders, and each request joins the parts with its own
values: a join of a dozen strings instead of a template render.

The view names the page's key and its slots; nothing else may change the page. The test
``tests/web/test_kept_pages.py`` renders kept pages afresh and compares them byte for byte,
so a template that starts reading something the key does not hold is caught there.
``KEEP_PAGES = False`` in the config renders every page afresh.
"""

from __future__ import annotations

import operator
import re
import secrets
from collections.abc import Callable, Hashable, Mapping
from typing import Any

from flask import Flask, current_app, render_template, request, session
from flask_wtf.csrf import generate_csrf
from markupsafe import Markup, escape

from tutor.web import chrome
from tutor.web.i18n import current_lang

# A random part per process: no text of a page contains a placeholder by chance.
_NONCE = secrets.token_hex(8)
_NAME = re.compile(r"[a-z0-9-]+")
_PLACEHOLDER = re.compile(rf"@@slot-({_NAME.pattern})-{_NONCE}@@")
MAX_KEPT = 4096

# A value for a slot: plain text (escaped when filled in) or Markup (filled in as it is).
SlotValue = Callable[[], str]

# Each entry keeps its app and what the page shows (an item, a lesson), so that while it is
# here no later app (tests make many) or reloaded bank can take their ids.
_kept: dict[tuple[Hashable, ...], tuple[Flask, tuple[object, ...], tuple[str, ...]]] = {}


def placeholder(name: str) -> Markup:
    """What a template is given for slot ``name`` (lower-case letters, digits and
    hyphens) while a kept page is rendered."""
    if not _NAME.fullmatch(name):
        raise ValueError(f"a slot's name is lower-case letters, digits and hyphens: {name!r}")
    return Markup(f"@@slot-{name}-{_NONCE}@@")  # noqa: S704  (letters, digits and @ only)


def enabled() -> bool:
    """Kept pages are on, and this request carries nothing a kept page could not show
    (flashed messages are read from the session by the page itself)."""
    return bool(current_app.config.get("KEEP_PAGES", True)) and "_flashes" not in session


def common_slots() -> dict[str, SlotValue]:
    """The slots every page through ``base.html`` has: its CSRF token and site header."""
    return {"csrf": generate_csrf, "header": chrome.site_header}


def template_overrides() -> dict[str, Any]:
    """Template globals that stand for per-request values, as placeholders."""
    return {
        "csrf_token": lambda: placeholder("csrf"),
        "site_header": lambda: placeholder("header"),
    }


def kept_page(
    key: tuple[Hashable, ...],
    owners: tuple[object, ...],
    render: Callable[[], str],
    slots: Mapping[str, SlotValue],
) -> str:
    """The page under ``key`` with this request's slot values filled in.

    ``owners`` are what the page shows (an item, a lesson): a page kept for other objects
    of the same ids is rendered again. ``render`` renders the page with ``placeholder(name)``
    for each slot (it is called only when the page is not kept yet); ``slots`` gives each
    slot's value for this request, and is called only for the slots the page has.
    """
    app: Flask = current_app._get_current_object()  # type: ignore[attr-defined]
    full_key = (id(app), request.script_root, *map(id, owners), *key)
    found = _kept.get(full_key)
    if found is not None and found[0] is app and all(map(operator.is_, found[1], owners)):
        parts = found[2]
    else:
        # Split at the placeholders: even places hold markup, odd places slot names.
        parts = tuple(_PLACEHOLDER.split(render()))
        unknown = set(parts[1::2]) - set(slots)
        if unknown:
            raise KeyError(f"the page has slots the view gives no value for: {sorted(unknown)}")
        if len(_kept) >= MAX_KEPT:
            _kept.clear()
        _kept[full_key] = (app, owners, parts)
    filled = list(parts)
    values: dict[str, str] = {}  # a slot the page has twice (the CSRF token) costs once
    for index in range(1, len(parts), 2):
        name = parts[index]
        value = values.get(name)
        if value is None:
            given = slots[name]()
            value = values[name] = given if isinstance(given, Markup) else str(escape(given))
        filled[index] = value
    return "".join(filled)


def kept_layout(template_name: str, key: tuple[Hashable, ...], content: Markup) -> str:
    """A page of ``template_name`` whose blocks other than ``content`` (title, head,
    scripts) depend on nothing but the language and ``key``: the layout is kept, and this
    request's ``content`` (what the template's content block would render) filled in."""

    def render() -> str:
        return render_template(
            template_name, layout_content=placeholder("content"), **template_overrides()
        )

    slots = common_slots() | {"content": lambda: content}
    return kept_page(("layout", template_name, current_lang(), *key), (), render, slots)
