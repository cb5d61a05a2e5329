"""Security and caching headers on every response, set in one ``after_request``.

Our own small hook rather than flask-talisman: talisman's defaults fight this app's
settings (it redirects to HTTPS and forces secure session cookies unless told otherwise,
which breaks plain-HTTP development and the tests), it knows nothing of Cache-Control for
a signed-in user's pages or of ``Vary: HX-Request``, which we would still have to add
ourselves, and it would be one more dependency for a dozen lines.

- Content-Security-Policy: our own scripts, styles, images and requests only; no inline
  script, style attribute or ``eval`` (htmx's indicator styles are in style.css, see
  base.html); forms post only here; no framing, no ``<base>``, no plugins.
- Cache-Control: ``no-store`` on anything served to a signed-in user (their progress,
  their class, passwords on login cards) and on a visitor's own pages (games, drill runs,
  ``/me/``, ``/review/``: ``OWN_PAGE_BLUEPRINTS``); other pages ``private, no-cache`` (each carries
  the visitor's CSRF token, so no shared cache may keep it). Static files keep Flask's.
- Vary: HX-Request (and HX-History-Restore-Request): one URL answers htmx with a fragment
  and a browser with a page (quiz items, the class grid, every error page).
- Strict-Transport-Security only when the app is served over HTTPS
  (``SESSION_COOKIE_SECURE``): on plain HTTP it would lock a developer's browser out.
- Permissions-Policy (no camera, microphone, location…), X-Content-Type-Options,
  Referrer-Policy, X-Frame-Options (for browsers without frame-ancestors),
  Cross-Origin-Opener-Policy.
"""

from __future__ import annotations

from flask import current_app, g, request
from flask.wrappers import Response
from flask_login import current_user
from werkzeug.datastructures import Headers

CONTENT_SECURITY_POLICY = "; ".join(
    [
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self'",
        "connect-src 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        "base-uri 'none'",
        "object-src 'none'",
    ]
)
PERMISSIONS_POLICY = ", ".join(
    f"{feature}=()"
    for feature in (
        "accelerometer",
        "autoplay",
        "camera",
        "display-capture",
        "geolocation",
        "gyroscope",
        "magnetometer",
        "microphone",
        "midi",
        "payment",
        "usb",
    )
)
HSTS = "max-age=31536000"
# Pages that are a visitor's own even when nobody is signed in (their game, its hands and
# replays, their drill run, /me/, their reviews): never stored, like a signed-in user's.
OWN_PAGE_BLUEPRINTS = frozenset({"play", "me", "review", "drill"})
FRAGMENT_HEADERS = ("HX-Request", "HX-History-Restore-Request")


def is_static_request() -> bool:
    endpoint = request.endpoint or ""
    return endpoint == "static" or endpoint.endswith(".static")


def note_signed_in() -> None:
    """Before the view runs: remember whether the request came from a signed-in user."""
    g.came_signed_in = current_user.is_authenticated


# Set on every response and by no view, so they are added rather than looked up and
# replaced (tests/web/test_headers.py checks each comes once on every route).
EVERY_RESPONSE: tuple[tuple[str, str], ...] = (
    ("Content-Security-Policy", CONTENT_SECURITY_POLICY),
    ("Permissions-Policy", PERMISSIONS_POLICY),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "same-origin"),
    ("X-Frame-Options", "DENY"),
    ("Cross-Origin-Opener-Policy", "same-origin"),
)
OVER_HTTPS = (*EVERY_RESPONSE, ("Strict-Transport-Security", HSTS))


_FRAGMENT_VARY = ", ".join(FRAGMENT_HEADERS)
# Headers this hook sets only when the view has not (lower-case, as compared).
_SET_HERE = frozenset({"vary", "cache-control"})


def _vary_on_fragment_headers(headers: Headers) -> None:
    """Add the fragment headers to ``Vary`` (``response.vary.add`` parses and writes the
    header back once per name, on every response)."""
    existing = headers.get("Vary")
    if not existing:
        headers["Vary"] = _FRAGMENT_VARY
        return
    present = {value.strip().lower() for value in existing.split(",")}
    missing = [name for name in FRAGMENT_HEADERS if name.lower() not in present]
    if missing:
        headers["Vary"] = ", ".join([existing, *missing])


def security_headers(response: Response) -> Response:
    headers = response.headers
    over_https = current_app.config.get("SESSION_COOKIE_SECURE")
    # Nearly every response comes here with neither Vary nor Cache-Control set by its view:
    # one pass over the few headers it has says so, where ``headers.get`` and ``in`` raise
    # and catch a ``BadRequestKeyError`` for each header that is missing.
    pairs = headers._list
    ours_to_set = not any(name.lower() in _SET_HERE for name, _value in pairs)
    # Werkzeug checks every value it is given for line breaks; these are our constants.
    pairs.extend(OVER_HTTPS if over_https else EVERY_RESPONSE)
    if is_static_request():
        return response
    # A response to a request that came signed in (a sign-out's redirect too) may still
    # carry that user's data, so it is never stored either.
    signed_in = (
        current_user.is_authenticated
        or g.get("came_signed_in")
        or request.blueprint in OWN_PAGE_BLUEPRINTS
    )
    if ours_to_set:
        pairs.append(("Vary", _FRAGMENT_VARY))
        pairs.append(("Cache-Control", "no-store" if signed_in else "private, no-cache"))
        return response
    _vary_on_fragment_headers(headers)
    if signed_in:
        headers["Cache-Control"] = "no-store"
    elif "Cache-Control" not in headers:
        headers["Cache-Control"] = "private, no-cache"
    return response
