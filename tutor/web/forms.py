"""WTForms forms for accounts (CSRF comes with FlaskForm)."""

from __future__ import annotations

from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from sqlalchemy import select
from wtforms import BooleanField, PasswordField, RadioField, StringField, SubmitField
from wtforms.fields.choices import SelectChoice  # type: ignore[attr-defined]
from wtforms.validators import DataRequired, EqualTo, Length, Regexp, ValidationError

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


def new_password_field() -> PasswordField:
    return PasswordField(_l("Password"), validators=[DataRequired(), Length(min=8, max=128)])


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
