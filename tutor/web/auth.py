"""Accounts: register, sign in (rate-limited), sign out here or everywhere, change password.

Signing in or registering keeps what the visitor did before: their anonymous learner's
progress moves to the account. Sign-ins are revocable login sessions (``sessions``); the
limits on guessing and on making accounts are in ``ratelimit``.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from flask import Blueprint, abort, current_app, flash, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from flask_login import current_user
from sqlalchemy import select

from tutor import passwords
from tutor.extensions import db, limiter, login_manager
from tutor.models import User
from tutor.web import ratelimit, sessions
from tutor.web.forms import ChangePasswordForm, LoginForm, RegistrationForm
from tutor.web.progress import adopt_session_learner
from tutor.web.text import _

bp = Blueprint("auth", __name__, url_prefix="/auth")


def _sign_in_first() -> ResponseReturnValue:
    response: ResponseReturnValue = login_manager.unauthorized()
    return response


def _login_limit() -> str:
    return str(current_app.config["LOGIN_RATE_LIMIT"])


def _safe_next(default: str) -> str:
    # Only a path on this site: an absolute URL in ?next= would be an open redirect, and a
    # browser reads "/\\host" as "//host". A control character (CR/LF above all) cannot go
    # into the Location header: the sign-in has happened by then, so it goes home instead.
    target = request.args.get("next", "")
    if any(ord(char) < 32 or ord(char) == 127 or char == "\\" for char in target):
        return default
    parts = urlsplit(target)
    if target.startswith("/") and not target.startswith("//") and not parts.netloc:
        return target
    return default


def refuse_if_too_many_accounts() -> None:
    """429 when this address has made too many accounts lately (register and join)."""
    if not ratelimit.allowed("ACCOUNT_CREATION_LIMIT", ratelimit.client_address()):
        abort(429)


def count_new_account() -> None:
    ratelimit.count("ACCOUNT_CREATION_LIMIT", ratelimit.client_address())


@bp.route("/register", methods=["GET", "POST"])
def register() -> ResponseReturnValue:
    if current_user.is_authenticated:
        return redirect(url_for("main.index"))
    form = RegistrationForm()
    if form.validate_on_submit():
        refuse_if_too_many_accounts()
        user = User(
            username=form.username.data,
            display_name=(form.display_name.data or "").strip(),
            role=form.role.data,
        )
        user.set_password(form.password.data or "")
        db.session.add(user)
        db.session.commit()
        count_new_account()
        adopt_session_learner(user)
        sessions.sign_in(user)
        flash(_("Welcome, %(name)s! Your progress so far is kept.", name=user.name))
        return redirect(_safe_next(url_for("main.index")))
    return render_template("auth/register.html", form=form)


def _locked(form: LoginForm, message: str) -> ResponseReturnValue:
    flash(message, "error")
    return render_template("auth/login.html", form=form), 429


def _wrong_password(form: LoginForm) -> ResponseReturnValue:
    flash(_("Wrong username or password."), "error")
    return render_template("auth/login.html", form=form), 401


@bp.route("/login", methods=["GET", "POST"])
@limiter.limit(_login_limit, methods=["POST"])
def login() -> ResponseReturnValue:
    if current_user.is_authenticated:
        return redirect(url_for("main.index"))
    form = LoginForm()
    if not form.validate_on_submit():
        return render_template("auth/login.html", form=form)
    username = form.username.data or ""
    password = form.password.data or ""
    account = ratelimit.account_key(username)
    address = ratelimit.client_address()
    # A locked account is refused before its password is looked at, and the refusal
    # counts nowhere else: hammering one account does not lock out its neighbours.
    if not ratelimit.allowed("LOGIN_ACCOUNT_LIMIT", account):
        return _locked(
            form,
            _(
                "Too many wrong passwords for this account. Try again in %(minutes)d min.",
                minutes=ratelimit.window_minutes("LOGIN_ACCOUNT_LIMIT"),
            ),
        )
    if not ratelimit.allowed("LOGIN_ADDRESS_LIMIT", address):
        return _locked(
            form,
            _(
                "Too many wrong passwords from this network. Try again in %(minutes)d min.",
                minutes=ratelimit.window_minutes("LOGIN_ADDRESS_LIMIT"),
            ),
        )
    user = db.session.scalar(select(User).where(User.username == username))
    # The hash runs whether or not the account exists: the answer takes as long either way.
    right = user.check_password(password) if user is not None else passwords.verify_nobody(password)
    if user is None or not right:
        ratelimit.count("LOGIN_ACCOUNT_LIMIT", account)
        ratelimit.count("LOGIN_ADDRESS_LIMIT", address)
        return _wrong_password(form)
    ratelimit.forget("LOGIN_ACCOUNT_LIMIT", account)
    adopt_session_learner(user)
    sessions.sign_in(user, remember=bool(form.remember_me.data))
    return redirect(_safe_next(url_for("main.index")))


@bp.route("/logout", methods=["GET", "POST"])
def logout() -> ResponseReturnValue:
    # Signing out changes state, so it takes a POST (with its CSRF token); a GET asks first.
    if request.method == "GET":
        return render_template("auth/logout.html")
    sessions.sign_out()
    return redirect(url_for("main.index"))


@bp.post("/logout-everywhere")
def logout_everywhere() -> ResponseReturnValue:
    """End every sign-in of this account, on every device, this one included."""
    if not current_user.is_authenticated:
        return _sign_in_first()
    sessions.sign_out_everywhere()
    flash(_("You are signed out on every device."))
    return redirect(url_for("auth.login"))


@bp.route("/account", methods=["GET", "POST"])
def account() -> ResponseReturnValue:
    """The signed-in user's account: change the password, sign out everywhere."""
    if not current_user.is_authenticated:
        return _sign_in_first()
    user = current_user.user()  # the User row itself: its password changes here
    form = ChangePasswordForm(user.username)
    if form.validate_on_submit():
        # The current password is a guess like any sign-in: the same per-account limit.
        key = ratelimit.account_key(user.username)
        if not ratelimit.allowed("LOGIN_ACCOUNT_LIMIT", key):
            abort(429)
        if not user.check_password(form.current_password.data or ""):
            ratelimit.count("LOGIN_ACCOUNT_LIMIT", key)
            form.current_password.errors = [_("That is not your current password.")]
            return render_template("auth/account.html", form=form), 422
        user.set_password(form.password.data or "")
        # Every other device is signed out; this one goes on under a new session.
        sessions.restart_session_after_password_change(user)
        flash(_("Password changed. Every other device has been signed out."))
        return redirect(url_for("auth.account"))
    if form.is_submitted():
        return render_template("auth/account.html", form=form), 422
    return render_template("auth/account.html", form=form)
