"""The parts of every page that are the same for many requests, rendered once.

The site header (navigation, account, language switch) costs about as much as a small
page: a dozen links built by ``url_for`` and a dozen translated labels, on every request.
It depends only on the language, the section (blueprint) being shown, who is signed in
(name, teacher or not), whether the classes part is installed and the path the app is
mounted at; the CSRF token of the sign-out form and the two language-switch links (this
page's path and query) differ per request. So it is a kept page (``tutor.web.pages``)
under exactly those inputs, with those three as its slots.

A visitor who has not signed in has no sign-out form, so no CSRF slot: their header is
the same text for every request to the same address, and is kept whole by that address.

Static files' URLs are kept per file and mount path.
"""

from __future__ import annotations

from functools import partial

from flask import Flask, current_app, render_template, request, url_for
from flask_login import current_user
from markupsafe import Markup

from tutor.web import pages, signing
from tutor.web.i18n import current_lang, language_names, switch_language_url

MAX_CACHED = 4096

# Each entry keeps its app, so a later app (tests make many) cannot take its id.
_static: dict[tuple[object, ...], tuple[Flask, str]] = {}
_signed_out: dict[tuple[object, ...], tuple[Flask, Markup]] = {}
# A signed-in header's language-switch links, by path and query (as ``_signed_out``).
_switch_links: dict[tuple[object, ...], tuple[Flask, dict[str, str]]] = {}


def _account() -> tuple[str | None, bool]:
    if not current_user.is_authenticated:
        return None, False
    return str(current_user.name), bool(current_user.is_teacher)


def site_header() -> Markup:
    """The header for this request (see the module's docstring)."""
    app = current_app._get_current_object()  # type: ignore[attr-defined]
    lang = current_lang()
    name, teacher = _account()
    if name is not None:
        return _header(app, lang, name, teacher)
    # The language-switch links are this path and query (``switch_language_url``); the
    # query string is the client's to choose, so the number kept is bounded.
    key = (
        id(app),
        request.script_root,
        lang,
        request.blueprint,
        request.path,
        request.query_string,
    )
    kept = _signed_out.get(key)
    if kept is not None and kept[0] is app:
        return kept[1]
    header = _header(app, lang, name, teacher)
    if len(_signed_out) >= MAX_CACHED:
        _signed_out.clear()
    _signed_out[key] = (app, header)
    return header


def _header(app: Flask, lang: str, name: str | None, teacher: bool) -> Markup:
    """The kept header page with this request's slots filled in."""

    def render() -> str:
        return render_template(
            "_site_header.html",
            lang=lang,
            section=request.blueprint,
            account_name=name,
            teacher_classes=teacher and "classes.index" in app.view_functions,
            play_table="play.index" in app.view_functions,
            csrf_value=pages.placeholder("csrf"),
            switch_urls={code: pages.placeholder(f"switch-{code}") for code in language_names()},
        )

    slots: dict[str, pages.SlotValue] = {"csrf": signing.csrf_token}
    links = _switch_urls(app)
    for code in language_names():
        slots[f"switch-{code}"] = partial(links.__getitem__, code)
    key = ("site-header", lang, request.blueprint, name, teacher)
    return Markup(pages.kept_page(key, (), render, slots))  # noqa: S704  (autoescaped, escaped slots)


def _switch_urls(app: Flask) -> dict[str, str]:
    """``switch_language_url`` for every language, kept per path and query: they depend
    on nothing else, and a signed-in page fills them into its header on every request."""
    key = (id(app), request.path, request.query_string)
    kept = _switch_links.get(key)
    if kept is not None and kept[0] is app:
        return kept[1]
    links = {code: switch_language_url(code) for code in language_names()}
    if len(_switch_links) >= MAX_CACHED:
        _switch_links.clear()
    _switch_links[key] = (app, links)
    return links


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


def common_slots() -> dict[str, pages.SlotValue]:
    """The slots every page through ``base.html`` has: its CSRF token and site header."""
    return {"csrf": signing.csrf_token, "header": site_header}


def kept_layout(template_name: str, content: Markup) -> str:
    """A page of ``template_name`` whose blocks other than ``content`` (title, head,
    scripts) depend on nothing but the language: the layout is kept, and this request's
    ``content`` (what the template's content block would render) filled in."""

    def render() -> str:
        return render_template(
            template_name, layout_content=pages.placeholder("content"), **pages.template_overrides()
        )

    slots = common_slots() | {"content": lambda: content}
    return pages.kept_page(("layout", template_name, current_lang()), (), render, slots)
