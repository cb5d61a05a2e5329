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
from tutor.web import known_device, ratelimit, sessions
from tutor.web.forms import ChangePasswordForm, LoginForm, RegistrationForm
from tutor.web.progress import adopt_session_learner
from tutor.web.text import _

bp = Blueprint("auth", __name__, url_prefix="/auth")


def _sign_in_first() -> ResponseReturnValue:
    response: ResponseReturnValue = login_manager.unauthorized()
    return response


def _login_limit() -> str:
    return str(current_app.config["LOGIN_RATE_LIMIT"])


def _register_limit() -> str:
    return str(current_app.config["REGISTER_RATE_LIMIT"])


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
# The form says whether a username is taken (teacher-made ones derive from children's
# names): probing it is limited per address like signing in.
@limiter.limit(_register_limit, methods=["POST"])
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


# The sign-in counters a try goes to (``LOGIN_*`` settings, README): from a browser that
# signed in to this account before (``known_device``) only that browser's own count;
# from anywhere else the account's count at this address, its slower count everywhere,
# and the address's count across accounts. So a stranger's guesses never lock the owner's
# own devices out, and a school's address is never closed to its pupils' devices.
ACCOUNT_COUNTERS = ("LOGIN_DEVICE_LIMIT", "LOGIN_ACCOUNT_LIMIT", "LOGIN_ACCOUNT_WIDE_LIMIT")


def _counters(account: str, address: str, device: str | None) -> list[tuple[str, tuple[str, ...]]]:
    if device is not None:
        return [("LOGIN_DEVICE_LIMIT", (account, device))]
    return [
        ("LOGIN_ACCOUNT_LIMIT", (account, address)),
        ("LOGIN_ACCOUNT_WIDE_LIMIT", (account,)),
        ("LOGIN_ADDRESS_LIMIT", (address,)),
    ]


def _reserve(counters: list[tuple[str, tuple[str, ...]]]) -> str | None:
    """Count this try on every counter at once (atomically each); None if all had room,
    else the name of the full one, and the try then counts nowhere else."""
    taken: list[tuple[str, tuple[str, ...]]] = []
    for config_key, identifiers in counters:
        if not ratelimit.take(config_key, *identifiers):
            for done_key, done_ids in taken:
                ratelimit.give_back(done_key, *done_ids)
            return config_key
        taken.append((config_key, identifiers))
    return None


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
    counters = _counters(account, address, known_device.device_for(account))
    # Each try is counted before its password is looked at, so 24 simultaneous guesses
    # get exactly as many checks as the limit allows.
    full = _reserve(counters)
    if full == "LOGIN_ADDRESS_LIMIT":
        return _locked(
            form,
            _(
                "Too many wrong passwords from this network. Try again in %(minutes)d min.",
                minutes=ratelimit.window_minutes(full),
            ),
        )
    if full is not None:
        return _locked(
            form,
            _(
                "Too many wrong passwords for this account. Try again in %(minutes)d min.",
                minutes=ratelimit.window_minutes(full),
            ),
        )
    user = db.session.scalar(select(User).where(User.username == username))
    # The hash runs whether or not the account exists: the answer takes as long either way.
    right = user.check_password(password) if user is not None else passwords.verify_nobody(password)
    if user is None or not right:
        return _wrong_password(form)
    for config_key, identifiers in counters:
        if config_key in ACCOUNT_COUNTERS:
            ratelimit.forget(config_key, *identifiers)
        else:  # a right password is no guess against the address
            ratelimit.give_back(config_key, *identifiers)
    adopt_session_learner(user)
    sessions.sign_in(user, remember=bool(form.remember_me.data))
    response = redirect(_safe_next(url_for("main.index")))
    known_device.remember(response, account)
    return response


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
