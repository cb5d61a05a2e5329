"""The web app's blueprints, template helpers and error pages."""

from __future__ import annotations

from typing import Any

from flask import Flask, current_app, make_response, render_template, request
from flask.wrappers import Response
from flask_wtf.csrf import CSRFError
from werkzeug.exceptions import HTTPException

from tutor.extensions import htmx, login_manager
from tutor.web import cards, chrome, headers, i18n, links, sessions
from tutor.web.budget import OverBudget
from tutor.web.cookies import RefreshDailySessionInterface
from tutor.web.text import _, install_template_gettext
from tutor.web.words import nth


def init_web(app: Flask) -> None:
    from tutor.web import auth, lessons, main, quizzes

    app.register_blueprint(main.bp)
    app.register_blueprint(lessons.bp)
    app.register_blueprint(quizzes.bp)
    app.register_blueprint(auth.bp)
    links.check_public_base_url(app)

    app.session_interface = RefreshDailySessionInterface()
    app.before_request(i18n.remember_requested_language)
    login_manager.login_view = "auth.login"
    login_manager.user_loader(sessions.load_user)
    cards.register_template_helpers(app)
    install_template_gettext(app)
    app.context_processor(_template_globals)
    app.before_request(headers.note_signed_in)
    app.after_request(headers.security_headers)
    app.register_error_handler(CSRFError, _csrf_error)
    app.register_error_handler(OverBudget, _over_budget)
    app.register_error_handler(HTTPException, _http_error)


def _template_globals() -> dict[str, Any]:
    return {
        "current_lang": i18n.current_lang,
        "nth": lambda number: nth(int(number), i18n.current_lang()),
        "switch_language_url": i18n.switch_language_url,
        "language_names": i18n.language_names(),
        "has_endpoint": lambda name: name in current_app.view_functions,
        "public_url": links.public_url,
        "site_header": chrome.site_header,
        "static_url": chrome.static_url,
    }


def _csrf_error(error: CSRFError) -> tuple[str, int]:
    message = _(
        "This form has expired or did not come from this site. Reload the page and try again."
    )
    return _error_page(400, message)


def _over_budget(error: OverBudget) -> Response:
    """A spent budget (``tutor.web.budget``): its own message, and when to come back."""
    response = make_response(_error_page(429, error.description or ""))
    response.headers["Retry-After"] = str(error.seconds)
    return response


def _http_error(error: HTTPException) -> tuple[str, int] | HTTPException:
    if error.code is None or error.code < 400:
        return error
    messages = {
        400: _("That request could not be understood."),
        404: _("There is no such page."),
        413: _("That form was too large."),
        429: _("Too many tries. Wait a minute and try again."),
    }
    # A view's own reason for a 400 (``abort(400, _("Unknown sort order."))``) says more
    # than the generic line; Werkzeug's English default and Flask-Limiter's "10 per 1
    # minute" (a 429) do not.
    if error.code == 400 and error.description != type(error).description:
        return _error_page(400, error.description or messages[400])
    return _error_page(error.code, messages.get(error.code, error.description or ""))


def _error_page(code: int, message: str) -> tuple[str, int]:
    """A full page, or just the message when htmx asked (it swaps it in place)."""
    template = "_error.html" if htmx and not htmx.history_restore_request else "error.html"
    return render_template(template, code=code, message=message, path=request.path), code
