"""Accounts: register, sign in (rate-limited), sign out.

Signing in or registering keeps what the visitor did before: their anonymous learner's
progress moves to the account.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from flask import Blueprint, current_app, flash, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from flask_login import current_user, login_user, logout_user
from sqlalchemy import select

from tutor.extensions import db, limiter
from tutor.models import User
from tutor.web.forms import LoginForm, RegistrationForm
from tutor.web.progress import adopt_session_learner
from tutor.web.text import _

bp = Blueprint("auth", __name__, url_prefix="/auth")


def _login_limit() -> str:
    return str(current_app.config["LOGIN_RATE_LIMIT"])


def _safe_next(default: str) -> str:
    # Only a path on this site: an absolute URL in ?next= would be an open redirect.
    target = request.args.get("next", "")
    parts = urlsplit(target)
    if target.startswith("/") and not target.startswith("//") and not parts.netloc:
        return target
    return default


@bp.route("/register", methods=["GET", "POST"])
def register() -> ResponseReturnValue:
    if current_user.is_authenticated:
        return redirect(url_for("main.index"))
    form = RegistrationForm()
    if form.validate_on_submit():
        user = User(
            username=form.username.data,
            display_name=(form.display_name.data or "").strip(),
            role=form.role.data,
        )
        user.set_password(form.password.data or "")
        db.session.add(user)
        db.session.commit()
        adopt_session_learner(user)
        login_user(user)
        flash(_("Welcome, %(name)s! Your progress so far is kept.", name=user.name))
        return redirect(_safe_next(url_for("main.index")))
    return render_template("auth/register.html", form=form)


@bp.route("/login", methods=["GET", "POST"])
@limiter.limit(_login_limit, methods=["POST"])
def login() -> ResponseReturnValue:
    if current_user.is_authenticated:
        return redirect(url_for("main.index"))
    form = LoginForm()
    if form.validate_on_submit():
        user = db.session.scalar(select(User).where(User.username == form.username.data))
        if user is None or not user.check_password(form.password.data):
            flash(_("Wrong username or password."), "error")
            return render_template("auth/login.html", form=form), 401
        adopt_session_learner(user)
        login_user(user, remember=form.remember_me.data)
        return redirect(_safe_next(url_for("main.index")))
    return render_template("auth/login.html", form=form)


@bp.route("/logout", methods=["GET", "POST"])
def logout() -> ResponseReturnValue:
    # Signing out changes state, so it takes a POST (with its CSRF token); a GET asks first.
    if request.method == "GET":
        return render_template("auth/logout.html")
    logout_user()
    return redirect(url_for("main.index"))
