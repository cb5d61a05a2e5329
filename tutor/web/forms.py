"""WTForms forms for accounts (CSRF comes with FlaskForm)."""

from __future__ import annotations

from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from sqlalchemy import select
from wtforms import BooleanField, PasswordField, RadioField, StringField, SubmitField
from wtforms.fields.choices import SelectChoice  # type: ignore[attr-defined]
from wtforms.validators import DataRequired, EqualTo, Length, Regexp, ValidationError

from tutor import passwords
from tutor.extensions import db
from tutor.models import User

USERNAME_PATTERN = r"^[A-Za-z0-9_.-]+$"


def new_username_field() -> StringField:
    """The username of a new account: the one rule for every form that makes accounts."""
    return StringField(
        _l("Username"),
        validators=[
            DataRequired(),
            Length(min=3, max=64),
            Regexp(USERNAME_PATTERN, message=_l("Use letters, digits, dots, dashes or _.")),
        ],
    )


class StrongPassword:
    """The rule for every new password (``tutor.passwords.weakness``). The account's
    username comes from the form's ``username`` field, or from ``form.account_username``
    on forms for an existing account."""

    def __call__(self, form: FlaskForm, field: PasswordField) -> None:
        username_field = getattr(form, "username", None)
        username = (
            username_field.data if username_field is not None else form.account_username
        ) or ""
        found = passwords.weakness(field.data or "", str(username))
        messages = {
            passwords.Weakness.BLANK: _l("A password cannot be only spaces or invisible signs."),
            passwords.Weakness.TOO_SHORT: _l(
                "A password needs at least %(n)d visible characters.", n=passwords.MIN_LENGTH
            ),
            passwords.Weakness.COMMON: _l(
                "That password is one of the most common ones: choose one nobody would guess."
            ),
            passwords.Weakness.HAS_USERNAME: _l("A password must not contain the username."),
        }
        if found is not None:
            raise ValidationError(messages[found])


def new_password_field(label: str | None = None) -> PasswordField:
    """A new password: the one rule for every form that sets one."""
    return PasswordField(
        label or _l("Password"),
        validators=[
            DataRequired(),
            Length(min=passwords.MIN_LENGTH, max=passwords.MAX_LENGTH),
            StrongPassword(),
        ],
    )


class LoginForm(FlaskForm):  # type: ignore[misc]
    username = StringField(_l("Username"), validators=[DataRequired(), Length(max=64)])
    password = PasswordField(_l("Password"), validators=[DataRequired(), Length(max=128)])
    remember_me = BooleanField(_l("Remember me"))
    submit = SubmitField(_l("Sign in"))


class RegistrationForm(FlaskForm):  # type: ignore[misc]
    username = new_username_field()
    display_name = StringField(_l("Name shown to others"), validators=[Length(max=100)])
    password = new_password_field()
    password2 = PasswordField(
        _l("Repeat the password"),
        validators=[DataRequired(), EqualTo("password", message=_l("The passwords differ."))],
    )
    role = RadioField(
        _l("I am a"),
        choices=[SelectChoice("learner", _l("Learner")), SelectChoice("teacher", _l("Teacher"))],
        default="learner",
        validators=[DataRequired()],
    )
    submit = SubmitField(_l("Create account"))

    def validate_username(self, username: StringField) -> None:
        taken = db.session.scalar(select(User.id).where(User.username == username.data))
        if taken is not None:
            raise ValidationError(_l("That username is taken."))


class ChangePasswordForm(FlaskForm):  # type: ignore[misc]
    current_password = PasswordField(
        _l("Current password"), validators=[DataRequired(), Length(max=128)]
    )
    password = new_password_field(_l("New password"))
    password2 = PasswordField(
        _l("Repeat the new password"),
        validators=[DataRequired(), EqualTo("password", message=_l("The passwords differ."))],
    )
    submit = SubmitField(_l("Change password"))

    def __init__(self, account_username: str, **kwargs: object) -> None:
        super().__init__(**kwargs)
        self.account_username = account_username
