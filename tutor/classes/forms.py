"""WTForms forms for classes and assignments (every POST carries a CSRF token)."""

from __future__ import annotations

import importlib
from datetime import UTC, date, datetime
from typing import Any

from babel import Locale
from flask_babel import LazyString, get_locale, gettext
from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import (
    DateField,
    HiddenField,
    IntegerField,
    SelectField,
    SelectMultipleField,
    StringField,
    SubmitField,
    TextAreaField,
)
from wtforms.validators import (
    DataRequired,
    InputRequired,
    Length,
    NumberRange,
    Optional,
    Regexp,
    ValidationError,
)
from wtforms.widgets import CheckboxInput, ListWidget

from tutor.catalogue import N_, shipped_languages
from tutor.classes import announcements
from tutor.classes.announcements import MAX_CHARS as ANNOUNCEMENT_MAX_CHARS
from tutor.classes.houserules import BOOLEAN_OPTIONS, MAX_TARGET, MIN_TARGET
from tutor.classes.passwords import MAX_BULK_NAMES, MAX_NAME_LENGTH, parse_bulk_names
from tutor.engine import PRESET_NAMES
from tutor.web.forms import new_password_field, new_username_field

# WTForms 3.3 wants SelectChoice objects (tuples are deprecated) but its published stubs
# (3.2) do not know the class yet: look it up at run time.
SelectChoice: Any = importlib.import_module("wtforms").SelectChoice


def _tri_state() -> list[SelectChoice]:
    return [
        SelectChoice("", _l("as the preset")),
        SelectChoice("yes", _l("yes")),
        SelectChoice("no", _l("no")),
    ]


def _preset_label(name: str) -> Any:
    labels = {
        "standard": _l("Standard (stick the dealer)"),
        "cardgames": _l("cardgames.io (redeal, defend alone, win by 2)"),
        "american": _l("American"),
        "british": _l("British (Benny, 11 points)"),
        "three-hand": _l("Three-hand (cutthroat)"),
        "bid": _l("Bid Euchre (6 cards)"),
    }
    return labels.get(name, name)


class ClassForm(FlaskForm):  # type: ignore[misc]
    name = StringField(_l("Class name"), validators=[DataRequired(), Length(max=120)])
    preset = SelectField(
        _l("House rules"),
        choices=[SelectChoice(name, _preset_label(name)) for name in PRESET_NAMES],
        default="standard",
    )
    stick_the_dealer = SelectField(_l("Stick the dealer"), choices=_tri_state(), default="")
    canadian_loner = SelectField(_l("Canadian loner"), choices=_tri_state(), default="")
    joker = SelectField(_l("Joker (Benny)"), choices=_tri_state(), default="")
    win_by_two = SelectField(_l("Win by two"), choices=_tri_state(), default="")
    defend_alone = SelectField(_l("Defend alone"), choices=_tri_state(), default="")
    deck = SelectField(
        _l("Deck"),
        choices=[
            SelectChoice("", _l("as the preset")),
            SelectChoice("24", _l("24 cards")),
            SelectChoice("32", _l("32 cards")),
        ],
        default="",
    )
    target_score = IntegerField(
        _l("Points to win"),
        validators=[Optional(), NumberRange(min=MIN_TARGET, max=MAX_TARGET)],
    )
    submit = SubmitField(_l("Create class"))

    def house_options(self) -> dict[str, Any]:
        """The options to pass to ``Variant.replace`` (only what the teacher changed)."""
        options: dict[str, Any] = {}
        for name in BOOLEAN_OPTIONS:
            value = getattr(self, name).data
            if value in ("yes", "no"):
                options[name] = value == "yes"
        if self.deck.data in ("24", "32"):
            options["deck"] = int(self.deck.data)
        if self.target_score.data is not None:
            options["target_score"] = int(self.target_score.data)
        return options


class ConfirmForm(FlaskForm):  # type: ignore[misc]
    """A button that changes something: only the CSRF token travels."""


def _unix_newlines(text: str | None) -> str | None:
    # Browsers send CRLF: a line break counts as one character against the limit.
    return None if text is None else text.replace("\r\n", "\n").replace("\r", "\n")


class AnnouncementForm(FlaskForm):  # type: ignore[misc]
    announcement = TextAreaField(
        _l("Announcement (Markdown)"),
        filters=[_unix_newlines],
        validators=[
            Length(
                max=ANNOUNCEMENT_MAX_CHARS,
                message=_l(
                    "An announcement can be at most %(max)d characters long; this one has "
                    "%(length)d."
                ),
            )
        ],
    )
    submit = SubmitField(_l("Save announcement"))

    def validate_announcement(self, field: TextAreaField) -> None:
        # Bounds on what makes Markdown slow, not only on length (announcements.py).
        text = field.data or ""
        signs = announcements.markup_signs(text)
        if signs > announcements.MAX_MARKUP_SIGNS:
            raise ValidationError(
                _l(
                    "An announcement can use at most %(max)d Markdown signs (brackets, "
                    "parentheses, angle brackets and ! * _ ` ~ |); this one has %(count)d.",
                    max=announcements.MAX_MARKUP_SIGNS,
                    count=signs,
                )
            )
        if announcements.longest_word(text) > announcements.MAX_WORD_CHARS:
            raise ValidationError(
                _l(
                    "Break up the longest word or link: at most %(max)d characters without a "
                    "space.",
                    max=announcements.MAX_WORD_CHARS,
                )
            )


class CoTeacherForm(FlaskForm):  # type: ignore[misc]
    username = StringField(_l("Teacher's username"), validators=[DataRequired(), Length(max=64)])
    submit = SubmitField(_l("Add co-teacher"))


class MoveForm(FlaskForm):  # type: ignore[misc]
    target = SelectField(_l("Move to"), coerce=int, choices=[], validate_choice=True)
    submit = SubmitField(_l("Move"))


class RenameStudentForm(FlaskForm):  # type: ignore[misc]
    name = StringField(
        _l("New name"), validators=[DataRequired(), Length(min=1, max=MAX_NAME_LENGTH)]
    )
    submit = SubmitField(_l("Rename"))


class BulkStudentsForm(FlaskForm):  # type: ignore[misc]
    names = TextAreaField(
        _l("Student names, one per line"),
        validators=[DataRequired(), Length(max=MAX_BULK_NAMES * (MAX_NAME_LENGTH + 2))],
    )
    submit = SubmitField(_l("Create accounts and print login cards"))

    def validate_names(self, field: TextAreaField) -> None:
        names = parse_bulk_names(field.data or "")
        if not names:
            raise ValidationError(_l("Enter at least one name, one per line."))
        if len(names) > MAX_BULK_NAMES:
            raise ValidationError(_l("At most %(n)d names at a time.", n=MAX_BULK_NAMES))
        if any(len(name) > MAX_NAME_LENGTH for name in names):
            raise ValidationError(
                _l("A name may have at most %(n)d characters.", n=MAX_NAME_LENGTH)
            )


class MultiCheckboxField(SelectMultipleField):
    widget = ListWidget(prefix_label=False)
    option_widget = CheckboxInput()


class AssignmentForm(FlaskForm):  # type: ignore[misc]
    title = StringField(_l("Title"), validators=[DataRequired(), Length(max=120)])
    note = TextAreaField(_l("Note for students"), validators=[Length(max=2000)])
    due_on = DateField(_l("Due date"), validators=[Optional()])
    lessons = MultiCheckboxField(_l("Lessons"), choices=[])
    quiz_sets = MultiCheckboxField(_l("Quiz sets"), choices=[])
    play_hands = IntegerField(
        _l("Play this many hands at the table under the class's house rules"),
        validators=[Optional(), NumberRange(min=1, max=50)],
    )
    goal_percent = IntegerField(
        _l("Goal: percent right"),
        default=80,
        validators=[InputRequired(), NumberRange(min=1, max=100)],
    )
    goal_min_items = IntegerField(
        _l("Goal: at least this many items"),
        default=10,
        validators=[InputRequired(), NumberRange(min=1, max=200)],
    )
    submit = SubmitField(_l("Create assignment"))

    def validate_due_on(self, field: DateField) -> None:
        if field.data is not None and field.data < datetime.now(UTC).date():
            raise ValidationError(_l("The due date has passed already."))

    def validate_quiz_sets(self, field: MultiCheckboxField) -> None:
        if not (field.data or []) and not (self.lessons.data or []) and not self.play_hands.data:
            raise ValidationError(_l("Pick at least one lesson, quiz set or hands to play."))


class ItemForm(FlaskForm):  # type: ignore[misc]
    goal_percent = IntegerField(
        _l("Percent right"), validators=[Optional(), NumberRange(min=1, max=100)]
    )
    goal_min_items = IntegerField(_l("Items"), validators=[Optional(), NumberRange(min=1, max=200)])
    move = HiddenField(default="0", validators=[Regexp(r"^(-1|0|1)$")])
    submit = SubmitField(_l("Save"))


class PracticeForm(FlaskForm):  # type: ignore[misc]
    theme = HiddenField(validators=[DataRequired(), Length(max=80)])
    submit = SubmitField(_l("Make a practice assignment"))


class JoinForm(FlaskForm):  # type: ignore[misc]
    code = StringField(_l("Join code"), validators=[DataRequired(), Length(max=20)])
    submit = SubmitField(_l("Join the class"))


class JoinNewAccountForm(JoinForm):
    """Joining without an account: make one on the spot."""

    username = new_username_field()
    display_name = StringField(_l("Your name"), validators=[Length(max=100)])
    password = new_password_field()
    submit = SubmitField(_l("Create account and join"))


def today() -> date:
    return datetime.now(UTC).date()


MAX_QUESTION_TEXT = 600


def _question_text(label: Any) -> TextAreaField:
    return TextAreaField(
        label,
        filters=[_unix_newlines],
        validators=[
            DataRequired(message=_l("Write this in both languages.")),
            Length(max=MAX_QUESTION_TEXT, message=_l("At most %(max)d characters.")),
        ],
    )


class QuestionForm(FlaskForm):  # type: ignore[misc]
    """A board position (its position string) made into a question of the class's own set."""

    position = StringField(
        _l("Position string (from the analysis board's link)"),
        validators=[DataRequired(message=_l("Give the position to ask about."))],
    )
    submit = SubmitField(_l("Prove and publish"))

    def texts(self, part: str) -> dict[str, str]:
        """The teacher's ``part`` ("prompt", "explanation") in each shipped language."""
        return {lang: str(self[f"{part}_{lang}"].data) for lang in QUESTION_LANGUAGES}


# A teacher writes the question and its explanation in every language the package ships,
# one field each, named by the part and the language's code ("prompt_en", "explanation_ko"):
# a shipped language is a catalogue, so it brings its fields with it.
QUESTION_LANGUAGES = shipped_languages()
QUESTION_PARTS = {
    "prompt": N_("Question in %(language)s"),
    "explanation": N_("Explanation in %(language)s"),
}
QUESTION_FIELDS = tuple(f"{part}_{lang}" for part in QUESTION_PARTS for lang in QUESTION_LANGUAGES)


def _naming_language(message: str, code: str) -> LazyString:
    """``message`` with the language ``code`` named as the page's language names it (Babel's
    locale data: "Korean", 한국어), said when the page is rendered."""
    return LazyString(
        lambda: gettext(message, language=Locale.parse(code).get_display_name(get_locale()))
    )


for _part, _label in QUESTION_PARTS.items():
    for _lang in QUESTION_LANGUAGES:
        setattr(QuestionForm, f"{_part}_{_lang}", _question_text(_naming_language(_label, _lang)))
