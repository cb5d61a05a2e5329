"""Links that leave the site (printed login cards, a join link sent to parents): built
from ``PUBLIC_BASE_URL``, never from the request's Host header, which the client chooses.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from flask import Flask, current_app, url_for


def check_public_base_url(app: Flask) -> None:
    """Refuse to start with a ``PUBLIC_BASE_URL`` that is not an http(s) origin."""
    base = str(app.config.get("PUBLIC_BASE_URL") or "")
    if not base:
        return
    parts = urlsplit(base)
    if parts.scheme not in ("http", "https") or not parts.netloc or parts.path not in ("", "/"):
        raise RuntimeError(f"PUBLIC_BASE_URL must be like https://euchre.example.org, not {base!r}")
    if parts.query or parts.fragment or "@" in parts.netloc:
        raise RuntimeError(f"PUBLIC_BASE_URL must be a bare origin, not {base!r}")


def public_url(endpoint: str, **values: Any) -> str:
    """The address of ``endpoint`` for people outside this request: ``PUBLIC_BASE_URL``
    and the path, or the path alone when no base URL is configured."""
    path = url_for(endpoint, **values)
    base = str(current_app.config.get("PUBLIC_BASE_URL") or "").rstrip("/")
    return f"{base}{path}"
