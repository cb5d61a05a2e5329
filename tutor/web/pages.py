"""Whole pages kept per process, with the parts that differ per request filled in.

The busiest pages (a quiz item before and after the answer, the review page's item, a
lesson, a drill run) depend on a few inputs a view can name — the item, its set, the
language, the level line, the path the app is mounted at — and on a few values that differ
with every request: the CSRF token, the answer form's one-time token, the learner's own
counts, the site header (itself a kept page, ``tutor.web.chrome``, which also
holds the slots every page shares, ``chrome.common_slots``). Such a page is
rendered once with a placeholder where each of those values goes, kept split at the
placeholders, and each request joins the parts with its own values: a join of a dozen
strings instead of a template render.

The view names the page's key and its slots; nothing else may change the page. The test
``tests/web/test_kept_pages.py`` renders kept pages afresh and compares them byte for byte,
so a template that starts reading something the key does not hold is caught there.
``KEEP_PAGES = False`` in the config renders every page afresh (all but the site header,
which is kept either way, as it was before pages were).
"""

from __future__ import annotations

import operator
import re
import secrets
import sys
from collections import OrderedDict
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from typing import Any

from flask import Flask, current_app, request, session
from markupsafe import Markup, escape

# A random part per process: no text of a page contains a placeholder by chance.
_NONCE = secrets.token_hex(8)
_NAME = re.compile(r"[a-z0-9-]+")
_PLACEHOLDER = re.compile(rf"@@slot-({_NAME.pattern})-{_NONCE}@@")
# What the kept pages of one process may hold (``KEPT_PAGES_BYTES`` in the config): about
# a thousand quiz pages. The page used longest ago goes first.
DEFAULT_KEPT_BYTES = 32 * 1024 * 1024

# A value for a slot: plain text (escaped when filled in) or Markup (filled in as it is).
SlotValue = Callable[[], str]


@dataclass(frozen=True)
class _Kept:
    # The app and what the page shows (an item, a lesson) are kept with it, so that while
    # it is here no later app (tests make many) or reloaded bank can take their ids.
    app: Flask
    owners: tuple[object, ...]
    parts: tuple[str, ...]
    size: int


_kept: OrderedDict[tuple[Hashable, ...], _Kept] = OrderedDict()
_kept_bytes = 0


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
    if found is not None and found.app is app and all(map(operator.is_, found.owners, owners)):
        _kept.move_to_end(full_key)
        parts = found.parts
    else:
        # Split at the placeholders: even places hold markup, odd places slot names.
        parts = tuple(_PLACEHOLDER.split(render()))
        unknown = set(parts[1::2]) - set(slots)
        if unknown:
            raise KeyError(f"the page has slots the view gives no value for: {sorted(unknown)}")
        _keep(full_key, _Kept(app, owners, parts, sum(map(sys.getsizeof, parts))))
    filled = list(parts)
    values: dict[str, str] = {}  # a slot the page has twice (the CSRF token) costs once
    for index in range(1, len(parts), 2):
        name = parts[index]
        value = values.get(name)
        if value is None:
            given = slots[name]()
            # Letters and digits (counts, codes) have nothing to escape: escaping them
            # would only copy them (a drill answer fills in a dozen).
            if not isinstance(given, Markup) and not given.isalnum():
                given = str(escape(given))
            value = values[name] = given
        filled[index] = value
    return "".join(filled)


def _keep(key: tuple[Hashable, ...], page: _Kept) -> None:
    global _kept_bytes
    budget = int(current_app.config.get("KEPT_PAGES_BYTES", DEFAULT_KEPT_BYTES))
    replaced = _kept.pop(key, None)
    if replaced is not None:
        _kept_bytes -= replaced.size
    _kept[key] = page
    _kept_bytes += page.size
    while _kept_bytes > budget and _kept:
        _kept_bytes -= _kept.popitem(last=False)[1].size


def kept_bytes() -> int:
    """What the kept pages of this process hold now (for tests and benchmarks)."""
    return _kept_bytes
