"""The parts of every page that are the same for many requests, rendered once.

The site header (navigation, account, language switch) costs about as much as a small
page: a dozen links built by ``url_for`` and a dozen translated labels, on every request.
It depends only on the language, the section (blueprint) being shown, who is signed in
(name, teacher or not), whether the classes part is installed and the path the app is
mounted at; the CSRF token of the sign-out form and the two language-switch links (this
page's path and query) differ per request and are filled into placeholders. The rendered
header is kept per process under exactly those inputs (``_header_key``).

Static files' URLs are kept the same way (by file and mount path).
"""

from __future__ import annotations

import secrets

from flask import Flask, current_app, render_template, request, url_for
from flask_login import current_user
from flask_wtf.csrf import generate_csrf
from markupsafe import Markup, escape

from tutor.web.i18n import LANGUAGE_NAMES, current_lang, switch_language_url

# Placeholders no rendered text can contain by chance (a random part per process).
_NONCE = secrets.token_hex(8)
CSRF_PLACEHOLDER = f"@@csrf-{_NONCE}@@"
SWITCH_PLACEHOLDER = "@@switch-{code}-" + _NONCE + "@@"
MAX_CACHED = 4096

# Each entry keeps its app, so a later app (tests make many) cannot take its id.
_headers: dict[tuple[object, ...], tuple[Flask, str]] = {}
_static: dict[tuple[object, ...], tuple[Flask, str]] = {}


def _account() -> tuple[str | None, bool]:
    if not current_user.is_authenticated:
        return None, False
    return str(current_user.name), bool(current_user.is_teacher)


def _header_key(app: Flask, lang: str, name: str | None, teacher: bool) -> tuple[object, ...]:
    return (id(app), request.script_root, lang, request.blueprint, name, teacher)


def site_header() -> Markup:
    """The header for this request (see the module's docstring)."""
    app = current_app._get_current_object()  # type: ignore[attr-defined]
    lang = current_lang()
    name, teacher = _account()
    key = _header_key(app, lang, name, teacher)
    kept = _headers.get(key)
    html = kept[1] if kept is not None and kept[0] is app else None
    if html is None:
        html = render_template(
            "_site_header.html",
            lang=lang,
            section=request.blueprint,
            account_name=name,
            teacher_classes=teacher and "classes.index" in app.view_functions,
            play_table="play.index" in app.view_functions,
            csrf_value=CSRF_PLACEHOLDER,
            switch_urls={code: SWITCH_PLACEHOLDER.format(code=code) for code in LANGUAGE_NAMES},
        )
        if len(_headers) >= MAX_CACHED:
            _headers.clear()
        _headers[key] = (app, html)
    if name is not None:
        html = html.replace(CSRF_PLACEHOLDER, str(escape(generate_csrf())))
    for code in LANGUAGE_NAMES:
        if code != lang:
            placeholder = SWITCH_PLACEHOLDER.format(code=code)
            html = html.replace(placeholder, str(escape(switch_language_url(code))))
    return Markup(html)  # noqa: S704  (an autoescaped template, escaped values filled in)


def static_url(filename: str) -> str:
    """``url_for('static', filename=...)``, kept per file and mount path."""
    app = current_app._get_current_object()  # type: ignore[attr-defined]
    key = (id(app), request.script_root, filename)
    kept = _static.get(key)
    if kept is not None and kept[0] is app:
        return kept[1]
    found = url_for("static", filename=filename)
    if len(_static) >= MAX_CACHED:
        _static.clear()
    _static[key] = (app, found)
    return found
