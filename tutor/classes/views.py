"""The `/classes/…` pages and `/join`.

Every class URL goes through ``_member_class`` or ``_teacher_class``: someone who is
neither a teacher nor a student of the class gets 404 (the class's existence is not
confirmed to strangers); a student on a teacher's page gets 403.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from flask import (
    Blueprint,
    Response,
    abort,
    current_app,
    flash,
    redirect,
    render_template,
    request,
    url_for,
)
from flask.typing import ResponseReturnValue
from flask_babel import gettext as _
from flask_login import current_user
from markupsafe import Markup
from sqlalchemy import select

from tutor.analysis.proof import MARGIN_POINTS
from tutor.board import codec
from tutor.board.fields import FieldErrors
from tutor.board.questions import Refusal
from tutor.board.service import FRAGMENT_WAIT_S, BudgetSpent, proof_json, wait_limit
from tutor.board.views import option_label
from tutor.classes import forms, questions, reports, services
from tutor.classes.csvexport import to_csv
from tutor.classes.forms import SelectChoice
from tutor.classes.joincodes import display_join_code, normalise_join_code
from tutor.classes.models import Assignment, AssignmentItem, Classroom, ClassStudent
from tutor.classes.passwords import MAX_NAME_LENGTH, parse_bulk_names
from tutor.classes.progress import Goal, sort_rows
from tutor.extensions import db, htmx, limiter, login_manager
from tutor.models import User
from tutor.quiz import QuizSet
from tutor.web import budget, content, sessions
from tutor.web import quizzes as quiz_pages
from tutor.web.auth import count_new_account, refuse_if_too_many_accounts
from tutor.web.i18n import current_lang
from tutor.web.links import public_url
from tutor.web.progress import adopt_session_learner
from tutor.web.ratelimit import client_address

bp = Blueprint("classes", __name__, static_folder="static", static_url_path="/classes/static")

# Joining is open to visitors (they may make an account on the spot), and so is the
# stylesheet its page uses; the rest needs an account.
PUBLIC_ENDPOINTS = frozenset({"classes.join", "classes.static"})


@bp.before_request
def _require_login() -> ResponseReturnValue | None:
    if request.endpoint in PUBLIC_ENDPOINTS or current_user.is_authenticated:
        return None
    response: ResponseReturnValue = login_manager.unauthorized()
    return response


def _join_limit() -> str:
    return str(current_app.config["JOIN_RATE_LIMIT"])


def _user() -> User:
    user: User = current_user.user()  # the User row (tutor.web.sessions.Account.user)
    return user


def _member_class(class_id: int) -> tuple[Classroom, bool]:
    """The class and whether the current user teaches it; 404 for anyone outside it."""
    classroom = db.session.get(Classroom, class_id)
    if classroom is None:
        abort(404)
    user = _user()
    if services.is_teacher_of(classroom, user):
        return classroom, True
    if services.is_student_of(classroom, user) and not classroom.is_archived:
        return classroom, False
    abort(404)


def _teacher_class(class_id: int) -> Classroom:
    classroom, teaches = _member_class(class_id)
    if not teaches:
        abort(403, _("Only the class's teachers can open this page."))
    return classroom


def _open_class(class_id: int) -> Classroom:
    """A class the teacher may still change: archived classes are read-only (409)."""
    classroom = _teacher_class(class_id)
    if classroom.is_archived:
        abort(409, _("This class is archived: unarchive it to change it."))
    return classroom


def _assignment(classroom: Classroom, assignment_id: int) -> Assignment:
    assignment = db.session.get(Assignment, assignment_id)
    if assignment is None or assignment.classroom_id != classroom.id:
        abort(404)
    return assignment


def stored_announcement(classroom: Classroom) -> Markup:
    """The announcement as rendered and cleaned when it was saved (never rendered here)."""
    return Markup(classroom.announcement_html)  # noqa: S704  (cleaned by tutor.sanitise)


def _invalid(template: str, **context: Any) -> ResponseReturnValue:
    return render_template(template, **context), 422


# -- class list and creation ---------------------------------------------------------------


@bp.get("/classes/")
def index() -> ResponseReturnValue:
    user = _user()
    taught = services.teacher_classes(user)
    return render_template(
        "classes/index.html",
        active=[c for c in taught if not c.is_archived],
        archived=[c for c in taught if c.is_archived],
        joined=services.student_classes(user),
    )


@bp.route("/classes/new", methods=["GET", "POST"])
def new_class() -> ResponseReturnValue:
    user = _user()
    if not user.is_teacher:
        abort(403, _("Only teacher accounts can create classes."))
    form = forms.ClassForm()
    if form.validate_on_submit():
        try:
            classroom = services.create_class(
                user, (form.name.data or "").strip(), form.preset.data, form.house_options()
            )
        except ValueError as error:
            # The engine's own words say which rules cannot go together.
            form.preset.errors = [*form.preset.errors, str(error)]
            return _invalid("classes/new.html", form=form, rules_error=str(error))
        flash(_("Class created. Share the join code with your students."))
        return redirect(url_for("classes.show", class_id=classroom.id))
    if form.is_submitted():
        return _invalid("classes/new.html", form=form, rules_error=None)
    return render_template("classes/new.html", form=form, rules_error=None)


# -- one class -----------------------------------------------------------------------------


@bp.get("/classes/<int:class_id>/")
def show(class_id: int) -> ResponseReturnValue:
    classroom, teaches = _member_class(class_id)
    user = _user()
    if not teaches:
        assignments = [a for a in classroom.assignments if services.assignment_for(a, user.id)]
        return render_template(
            "classes/student_class.html",
            classroom=classroom,
            announcement=stored_announcement(classroom),
            summaries=reports.student_summaries(user, assignments),
            rules=reports.house_rules(classroom),
            own_questions=len(questions.questions_of(classroom)),
        )
    return _teacher_page(classroom)


def _teacher_page(
    classroom: Classroom, announcement_form: forms.AnnouncementForm | None = None
) -> str:
    user = _user()
    move_form = forms.MoveForm()
    move_form.target.choices = [
        SelectChoice(c.id, c.name)
        for c in services.teacher_classes(user)
        if c.id != classroom.id and not c.is_archived
    ]
    return render_template(
        "classes/teacher_class.html",
        classroom=classroom,
        own_questions=len(questions.questions_of(classroom)),
        announcement=stored_announcement(classroom),
        join_code=display_join_code(classroom.join_code),
        join_url=public_url("classes.join", code=classroom.join_code),
        join_state=services.check_join(classroom, None),
        students=sorted(classroom.students, key=lambda s: s.user.name.casefold()),
        teachers=classroom.teachers,
        is_owner=_is_owner(classroom, user),
        confirm=forms.ConfirmForm(),
        announcement_form=announcement_form
        or forms.AnnouncementForm(announcement=classroom.announcement),
        co_teacher_form=forms.CoTeacherForm(),
        move_form=move_form,
        rename_form=forms.RenameStudentForm(),
        rules=reports.house_rules(classroom),
        **_leeches(
            classroom, [(member.user_id, member.user.name) for member in classroom.students]
        ),
    )


def _leeches(classroom: Classroom, members: list[tuple[int, str]]) -> dict[str, Any]:
    """The students' leeches (skills missed again and again) for the teacher's pages,
    from their misses since joining this class only."""
    from tutor.practice.scheduling import LEECH_MISSES
    from tutor.practice.views import leeches_by_user

    members = sorted(members, key=lambda member: member[1].casefold())
    by_user = leeches_by_user(
        [user_id for user_id, _name in members], since=services.joined_at(classroom)
    )
    return {"members": members, "leeches": by_user, "leech_misses": LEECH_MISSES}


def _is_owner(classroom: Classroom, user: User) -> bool:
    return any(t.user_id == user.id and t.role == "owner" for t in classroom.teachers)


def _confirmed() -> None:
    if not forms.ConfirmForm().validate_on_submit():
        abort(400)


@bp.post("/classes/<int:class_id>/lock")
def lock(class_id: int) -> ResponseReturnValue:
    classroom = _open_class(class_id)
    _confirmed()
    services.set_joining_locked(classroom, True)
    flash(_("Joining is locked: the code no longer lets anyone in."))
    return redirect(url_for("classes.show", class_id=class_id))


@bp.post("/classes/<int:class_id>/unlock")
def unlock(class_id: int) -> ResponseReturnValue:
    classroom = _open_class(class_id)
    _confirmed()
    services.set_joining_locked(classroom, False)
    flash(_("Joining is open again."))
    return redirect(url_for("classes.show", class_id=class_id))


@bp.post("/classes/<int:class_id>/code")
def renew_code(class_id: int) -> ResponseReturnValue:
    classroom = _open_class(class_id)
    _confirmed()
    services.renew_join_code(classroom)
    flash(_("New join code made; the old one no longer works."))
    return redirect(url_for("classes.show", class_id=class_id))


@bp.post("/classes/<int:class_id>/archive")
def archive(class_id: int) -> ResponseReturnValue:
    classroom = _teacher_class(class_id)
    if not _is_owner(classroom, _user()):
        abort(403, _("Only the class's owner can archive it."))
    _confirmed()
    services.set_archived(classroom, not classroom.is_archived)
    flash(_("Class archived.") if classroom.is_archived else _("Class restored."))
    return redirect(url_for("classes.show", class_id=class_id))


@bp.post("/classes/<int:class_id>/announcement")
def announcement(class_id: int) -> ResponseReturnValue:
    classroom = _open_class(class_id)
    budget.spend_on_announcement()  # each save renders Markdown: a 429 when spent
    form = forms.AnnouncementForm()
    if not form.validate_on_submit():
        # The class page again, the teacher's text kept and the error beside the field.
        return _teacher_page(classroom, form), 422
    services.set_announcement(classroom, form.announcement.data or "")
    flash(_("Announcement saved."))
    return redirect(url_for("classes.show", class_id=class_id))


@bp.post("/classes/<int:class_id>/co-teachers")
def add_co_teacher(class_id: int) -> ResponseReturnValue:
    classroom = _open_class(class_id)
    # A co-teacher may reset the passwords of the accounts the class made: only the
    # owner decides who gets that power.
    if not _is_owner(classroom, _user()):
        abort(403, _("Only the class's owner can add co-teachers."))
    form = forms.CoTeacherForm()
    if not form.validate_on_submit():
        abort(422, _("Enter the username of a teacher account."))
    refusal = services.add_co_teacher(classroom, (form.username.data or "").strip())
    if refusal is services.CoTeacherRefusal.NO_SUCH_TEACHER:
        abort(422, _("There is no teacher account with that username."))
    if refusal is services.CoTeacherRefusal.ALREADY:
        abort(422, _("That teacher already teaches this class."))
    flash(_("Co-teacher added."))
    return redirect(url_for("classes.show", class_id=class_id))


@bp.post("/classes/<int:class_id>/students/<int:user_id>/remove")
def remove_student(class_id: int, user_id: int) -> ResponseReturnValue:
    classroom = _open_class(class_id)
    membership = services.student_membership(classroom, user_id)
    if membership is None:
        abort(404)
    _confirmed()
    services.remove_student(classroom, membership)
    flash(_("Student removed from the class. Their own progress is kept."))
    return redirect(url_for("classes.show", class_id=class_id))


@bp.post("/classes/<int:class_id>/students/<int:user_id>/move")
def move_student(class_id: int, user_id: int) -> ResponseReturnValue:
    classroom = _open_class(class_id)
    membership = services.student_membership(classroom, user_id)
    if membership is None:
        abort(404)
    form = forms.MoveForm()
    targets = {
        c.id: c
        for c in services.teacher_classes(_user())
        if c.id != classroom.id and not c.is_archived
    }
    form.target.choices = [SelectChoice(c.id, c.name) for c in targets.values()]
    if not form.validate_on_submit():
        abort(422, _("Choose another of your classes to move the student to."))
    target = targets[form.target.data]
    if membership.manages and not services.may_take_managed_account(classroom, target):
        abort(
            403,
            _(
                "A student whose account this class made can only move to another class "
                "of the teacher who owns this one."
            ),
        )
    if not services.move_student(classroom, membership, target):
        abort(422, _("That student is already in the other class."))
    flash(_("Student moved."))
    return redirect(url_for("classes.show", class_id=class_id))


def _managed_here(classroom: Classroom, user_id: int, refusal: str) -> ClassStudent:
    """The membership of a student whose account this class made; 403 with ``refusal``
    for any other student. A teacher whose class a child merely joined (with the join
    code) has no power over the child's password or name: only the managing class."""
    membership = services.student_membership(classroom, user_id)
    if membership is None:
        abort(404)
    if not (membership.manages and membership.user.is_managed):
        abort(403, refusal)
    return membership


@bp.post("/classes/<int:class_id>/students/<int:user_id>/password")
def reset_password(class_id: int, user_id: int) -> ResponseReturnValue:
    classroom = _open_class(class_id)
    membership = _managed_here(
        classroom,
        user_id,
        _("Only accounts made for students here can have their password reset."),
    )
    _confirmed()
    card = services.reset_managed_password(membership.user)
    return _login_cards(classroom, [card])


@bp.post("/classes/<int:class_id>/students/<int:user_id>/name")
def rename_student(class_id: int, user_id: int) -> ResponseReturnValue:
    classroom = _open_class(class_id)
    membership = _managed_here(
        classroom, user_id, _("Only accounts made for students here can be renamed.")
    )
    form = forms.RenameStudentForm()
    if not form.validate_on_submit():
        abort(422, _("A name has 1 to %(n)d characters.", n=MAX_NAME_LENGTH))
    services.rename_managed_student(membership.user, " ".join((form.name.data or "").split()))
    flash(_("Student renamed."))
    return redirect(url_for("classes.show", class_id=class_id))


def _login_cards(classroom: Classroom, cards: list[services.LoginCard]) -> Response:
    response = Response(
        render_template("classes/login_cards.html", classroom=classroom, cards=cards)
    )
    # The passwords are on this page only: keep it out of every cache.
    response.headers["Cache-Control"] = "no-store"
    return response


@bp.route("/classes/<int:class_id>/students/new", methods=["GET", "POST"])
def new_students(class_id: int) -> ResponseReturnValue:
    classroom = _open_class(class_id)
    form = forms.BulkStudentsForm()
    if form.validate_on_submit():
        names = parse_bulk_names(form.names.data or "")
        return _login_cards(classroom, services.create_managed_students(classroom, names))
    template = "classes/new_students.html"
    if form.is_submitted():
        return _invalid(template, form=form, classroom=classroom)
    return render_template(template, form=form, classroom=classroom)


@bp.get("/classes/<int:class_id>/students/<int:user_id>")
def student(class_id: int, user_id: int) -> ResponseReturnValue:
    classroom, teaches = _member_class(class_id)
    if not teaches and user_id != _user().id:
        abort(403, _("Students can see only their own progress."))
    membership = services.student_membership(classroom, user_id)
    if membership is None:
        abort(404)
    return render_template(
        "classes/student.html",
        classroom=classroom,
        teaches=teaches,
        report=reports.student_report(classroom, membership.user, current_lang()),
        **(_leeches(classroom, [(user_id, membership.user.name)]) if teaches else {}),
    )


# -- progress for the teacher --------------------------------------------------------------


@bp.get("/classes/<int:class_id>/grid")
def grid(class_id: int) -> ResponseReturnValue:
    classroom = _teacher_class(class_id)
    sort = request.args.get("sort", "behind")
    class_grid = reports.class_grid(classroom, current_lang())
    try:
        rows = sort_rows(class_grid.rows, sort)
    except ValueError:
        abort(400, _("Unknown sort order."))
    context = {"classroom": classroom, "grid": class_grid, "rows": rows, "sort": sort}
    # A history restore wants the whole page back, not the swapped-in grid.
    if htmx and not htmx.history_restore_request:
        return render_template("classes/_grid.html", **context)
    return render_template("classes/grid.html", **context)


@bp.get("/classes/<int:class_id>/misconceptions")
def misconceptions(class_id: int) -> ResponseReturnValue:
    classroom = _teacher_class(class_id)
    return render_template(
        "classes/misconceptions.html",
        classroom=classroom,
        themes=reports.class_misconceptions(classroom, current_lang()),
        form=forms.PracticeForm(),
    )


@bp.post("/classes/<int:class_id>/misconceptions/practice")
def practice(class_id: int) -> ResponseReturnValue:
    classroom = _open_class(class_id)
    form = forms.PracticeForm()
    if not form.validate_on_submit():
        abort(400)
    theme = form.theme.data or ""
    try:
        assignment = reports.make_practice(classroom, _user(), theme)
    except reports.PracticeRefused as refusal:
        abort(refusal.status, refusal.message)
    flash(
        _(
            "Practice assignment made for %(n)d students who miss %(theme)s.",
            n=len(assignment.recipients),
            theme=theme,
        )
    )
    return redirect(url_for("classes.assignment", class_id=class_id, assignment_id=assignment.id))


@bp.get("/classes/<int:class_id>/export/grid.csv")
def export_grid(class_id: int) -> ResponseReturnValue:
    classroom = _teacher_class(class_id)
    header, rows = reports.grid_table(reports.class_grid(classroom, current_lang()))
    return _csv(to_csv(header, rows), f"class-{classroom.id}-grid.csv")


@bp.get("/classes/<int:class_id>/export/attempts.csv")
def export_attempts(class_id: int) -> ResponseReturnValue:
    classroom = _teacher_class(class_id)
    header, rows = reports.attempts_table(classroom)
    return _csv(to_csv(header, rows), f"class-{classroom.id}-attempts.csv")


def _csv(text: str, filename: str) -> Response:
    response = Response(text, mimetype="text/csv")
    response.headers["Content-Disposition"] = f'attachment; filename="{filename}"'
    response.headers["Cache-Control"] = "no-store"
    return response


# -- assignments ---------------------------------------------------------------------------


@bp.route("/classes/<int:class_id>/assignments/new", methods=["GET", "POST"])
def new_assignment(class_id: int) -> ResponseReturnValue:
    classroom = _open_class(class_id)
    lang = current_lang()
    form = forms.AssignmentForm()
    picker = reports.assignment_picker(classroom, lang)
    form.lessons.choices = [SelectChoice(lesson.slug, lesson.title) for lesson in picker.lessons]
    form.quiz_sets.choices = [SelectChoice(s.id, s.title) for s in picker.preferred + picker.others]
    if form.validate_on_submit():
        goal = Goal(form.goal_percent.data or 80, form.goal_min_items.data or 10)
        items = [services.PlannedItem("lesson", slug) for slug in form.lessons.data or []]
        items += [
            services.PlannedItem("quiz", set_id, goal) for set_id in form.quiz_sets.data or []
        ]
        if form.play_hands.data:
            items.append(services.PlannedItem("play", str(form.play_hands.data)))
        assignment = services.create_assignment(
            classroom,
            _user(),
            title=(form.title.data or "").strip(),
            note=(form.note.data or "").strip(),
            due_on=form.due_on.data,
            items=items,
        )
        flash(_("Assignment created."))
        return redirect(
            url_for("classes.assignment", class_id=class_id, assignment_id=assignment.id)
        )
    context = {"form": form, "classroom": classroom, "picker": picker}
    if form.is_submitted():
        return _invalid("classes/new_assignment.html", **context)
    if not form.due_on.data:
        form.due_on.data = forms.today() + timedelta(days=7)
    return render_template("classes/new_assignment.html", **context)


@bp.get("/classes/<int:class_id>/assignments/<int:assignment_id>")
def assignment(class_id: int, assignment_id: int) -> ResponseReturnValue:
    classroom, teaches = _member_class(class_id)
    found = _assignment(classroom, assignment_id)
    user = _user()
    if not teaches and not services.assignment_for(found, user.id):
        abort(404)
    lang = current_lang()
    context = {
        "classroom": classroom,
        "assignment": found,
        "rules": reports.house_rules(classroom),
        "teaches": teaches,
    }
    if teaches:
        return render_template(
            "classes/assignment_teacher.html",
            items=reports.assignment_items(classroom, found, lang),
            grid=reports.class_grid(classroom, lang, assignments=[found]),
            item_form=forms.ItemForm(),
            confirm=forms.ConfirmForm(),
            **context,
        )
    (summary,) = reports.student_summaries(user, [found])
    return render_template("classes/assignment_student.html", summary=summary, **context)


@bp.post("/classes/<int:class_id>/assignments/<int:assignment_id>/items/<int:item_id>")
def update_item(class_id: int, assignment_id: int, item_id: int) -> ResponseReturnValue:
    classroom = _open_class(class_id)
    found = _assignment(classroom, assignment_id)
    item = db.session.get(AssignmentItem, item_id)
    if item is None or item.assignment_id != found.id:
        abort(404)
    form = forms.ItemForm()
    if not form.validate_on_submit():
        abort(422, _("A goal is a percent from 1 to 100 and a number of items from 1 to 200."))
    goal = None
    if form.goal_percent.data is not None or form.goal_min_items.data is not None:
        current = services.item_goal(item) or services.DEFAULT_GOAL
        goal = Goal(
            form.goal_percent.data or current.accuracy_percent,
            form.goal_min_items.data or current.min_items,
        )
    services.update_item(found, item, goal=goal, move=int(form.move.data or 0))
    return redirect(url_for("classes.assignment", class_id=class_id, assignment_id=found.id))


@bp.post("/classes/<int:class_id>/assignments/<int:assignment_id>/delete")
def delete_assignment(class_id: int, assignment_id: int) -> ResponseReturnValue:
    classroom = _open_class(class_id)
    found = _assignment(classroom, assignment_id)
    _confirmed()
    services.delete_assignment(found)
    flash(_("Assignment deleted."))
    return redirect(url_for("classes.show", class_id=class_id))


# -- quiz sets under the class's house rules ------------------------------------------------


def _class_quiz(class_id: int, set_id: str) -> tuple[QuizSet | None, quiz_pages.Place]:
    """The set as this class answers it (None: its committed items, on the quiz pages)
    and where its pages live; 404 unless the set is assigned to the user in this class."""
    classroom, teaches = _member_class(class_id)
    user = _user()
    if set_id == questions.OWN_SET:
        return _own_set(classroom), _class_place(classroom)
    catalogue = content.quiz_catalogue()
    if set_id not in catalogue or not catalogue[set_id].items:
        abort(404)
    assigned = any(
        item.kind == "quiz" and item.ref == set_id
        for found in classroom.assignments
        if teaches or services.assignment_for(found, user.id)
        for item in found.items
    )
    if not assigned:
        abort(404)
    return reports.class_quiz_set(classroom, catalogue[set_id]), _class_place(classroom)


def _class_place(classroom: Classroom) -> quiz_pages.Place:
    return quiz_pages.Place(
        item_endpoint="classes.quiz_item",
        next_endpoint="classes.quiz_next",
        url_args={"class_id": classroom.id},
        path_prefix=f"/classes/{classroom.id}/quizzes/",
        page_template="classes/quiz_item.html",
        extra={"classroom": classroom, "rules_line": reports.house_rules_line(classroom)},
        # The own set is stored as class/<id>/own and served at .../quizzes/own/.
        url_set_ids={questions.own_set_id(classroom.id): questions.OWN_SET},
    )


def _own_set(classroom: Classroom) -> QuizSet:
    """The class's own questions, for every member of the class; 404 while it has none."""
    found = questions.own_set(classroom)
    if found is None:
        abort(404)
    return found


# -- teachers' own questions ---------------------------------------------------------------


@bp.route("/classes/<int:class_id>/questions/new", methods=["GET", "POST"])
def new_question(class_id: int) -> ResponseReturnValue:
    """A board position made into a question of the class's own set, once it is proven.

    The proof runs in the analysis queue (``proof_json``): this request waits for it
    briefly under htmx (then the page shows its progress and posts the same form again
    each second), up to ``ANALYSIS_WAIT_S`` for a plain form (then a 'Check again'
    button posts it again). A repeat of a position asked before is answered at once."""
    classroom = _open_class(class_id)
    form = forms.QuestionForm(data={"position": request.args.get("p", "")})
    if request.method == "GET":
        return _question_page(classroom, form)
    if not form.validate_on_submit():
        return _question_page(classroom, form, status=422)
    # A fragment never waits longer than a plain form would.
    wait = min(FRAGMENT_WAIT_S, wait_limit()) if quiz_pages.wants_fragment() else wait_limit()
    try:
        position = questions.asked_position(classroom, codec.decode(str(form.position.data)))
        # Charged at the most a proof can draw, when it is queued: a 429 when spent.
        verdict = proof_json(position, client=client_address(), wait=wait)
    except FieldErrors as error:
        return _question_page(classroom, form, problems=list(error.errors.values()), status=422)
    except ValueError as error:
        return _question_page(classroom, form, problems=[str(error)], status=422)
    except BudgetSpent:
        message = _("Too much analysis from this address: try again later.")
        return _question_page(classroom, form, problems=[message], status=429)
    if verdict is None:
        return _question_page(classroom, form, proving=True, status=202)
    outcome = questions.publish(
        classroom,
        _user(),
        verdict,
        form.texts("prompt"),
        form.texts("explanation"),
    )
    if isinstance(outcome, Refusal):
        return _question_page(classroom, form, refusal=outcome, status=422)
    if isinstance(outcome, questions.AlreadyAsked):
        message = _(
            "Your class's own set already asks this position: question %(number)s.",
            number=outcome.number,
        )
        return _question_page(classroom, form, problems=[message], status=409)
    flash(_("Proven and published in your class's own set."))
    target = url_for("classes.quiz_next", class_id=class_id, set_id=questions.OWN_SET)
    if quiz_pages.wants_fragment():
        # htmx would put the next page inside the form: the browser goes there instead.
        return "", 200, {"HX-Redirect": target}
    return redirect(target)


def _question_page(
    classroom: Classroom,
    form: forms.QuestionForm,
    *,
    problems: list[str] | None = None,
    refusal: Refusal | None = None,
    proving: bool = False,
    status: int = 200,
) -> ResponseReturnValue:
    """The question's form (with what was wrong), or while the proof runs its progress and
    the same form to post again; under htmx only the part that changes."""
    context = {
        "classroom": classroom,
        "form": form,
        "problems": problems or [],
        "refusal": refusal,
        "proving": proving,
        "margin": MARGIN_POINTS,
        "option_label": option_label,
        "question_fields": forms.QUESTION_FIELDS,
    }
    if quiz_pages.wants_fragment():
        return render_template("classes/_new_question.html", **context), status
    return render_template("classes/new_question.html", **context), status


@bp.get("/classes/<int:class_id>/quizzes/<set_id>/")
def quiz_next(class_id: int, set_id: str) -> ResponseReturnValue:
    quiz_set, place = _class_quiz(class_id, set_id)
    if quiz_set is None:
        return redirect(url_for("quizzes.next_item", set_id=set_id))
    return quiz_pages.show_next(quiz_set, place)


@bp.route("/classes/<int:class_id>/quizzes/<set_id>/<int:number>", methods=["GET", "POST"])
def quiz_item(class_id: int, set_id: str, number: int) -> ResponseReturnValue:
    quiz_set, place = _class_quiz(class_id, set_id)
    if quiz_set is None:
        # The committed items are the class's: answer them on the quiz pages.
        target = url_for("quizzes.item", set_id=set_id, number=number)
        return redirect(target, code=307 if request.method == "POST" else 302)
    if request.method == "POST":
        return quiz_pages.answer_item(quiz_set, number, place)
    return quiz_pages.show_item(quiz_set, number, place)


# -- joining -------------------------------------------------------------------------------

JOIN_STATUS = {
    services.JoinOutcome.UNKNOWN_CODE: 404,
    services.JoinOutcome.LOCKED: 403,
    services.JoinOutcome.EXPIRED: 410,
    services.JoinOutcome.ARCHIVED: 410,
    services.JoinOutcome.TEACHER: 403,
}


def join_message(outcome: services.JoinOutcome) -> str:
    messages = {
        services.JoinOutcome.UNKNOWN_CODE: _("No class has that code. Check it with your teacher."),
        services.JoinOutcome.LOCKED: _(
            "This class is not taking new students right now. Ask your teacher to open joining."
        ),
        services.JoinOutcome.EXPIRED: _(
            "This join code has expired. Ask your teacher for a new one."
        ),
        services.JoinOutcome.ARCHIVED: _("This class has been archived and takes no students."),
        services.JoinOutcome.TEACHER: _(
            "Teacher accounts do not join classes as students. Ask the class's teacher to add "
            "you as a co-teacher."
        ),
        services.JoinOutcome.ALREADY_MEMBER: _("You are already in this class."),
    }
    return str(messages.get(outcome, ""))


@bp.route("/join", methods=["GET", "POST"])
@limiter.limit(_join_limit, methods=["POST"])
def join() -> ResponseReturnValue:
    signed_in = current_user.is_authenticated
    form: forms.JoinForm = forms.JoinForm() if signed_in else forms.JoinNewAccountForm()
    if request.method == "GET":
        form.code.data = request.args.get("code", "")[:20]
        return render_template("classes/join.html", form=form, signed_in=signed_in, error=None)
    # The code is judged first: a visitor with a wrong code hears about the code, not
    # about the account fields they have yet to fill in.
    valid = form.validate_on_submit()
    if form.code.errors:
        return _invalid("classes/join.html", form=form, signed_in=signed_in, error=None)
    code = normalise_join_code(form.code.data or "")
    if code is None:
        error = _("A join code has 8 letters and digits, like K7QX-3MPA.")
        return _invalid("classes/join.html", form=form, signed_in=signed_in, error=error)
    classroom = services.find_class_by_code(code)
    user = _user() if signed_in else None
    outcome = services.check_join(classroom, user)
    if outcome is None and user is not None and user.is_teacher:
        outcome = services.JoinOutcome.TEACHER
    if outcome is services.JoinOutcome.ALREADY_MEMBER and classroom is not None:
        flash(join_message(outcome))
        return redirect(url_for("classes.show", class_id=classroom.id))
    if outcome is not None or classroom is None:
        failure = outcome or services.JoinOutcome.UNKNOWN_CODE
        page = render_template(
            "classes/join.html", form=form, signed_in=signed_in, error=join_message(failure)
        )
        return page, JOIN_STATUS[failure]
    if not valid:
        return _invalid("classes/join.html", form=form, signed_in=signed_in, error=None)
    if user is None and isinstance(form, forms.JoinNewAccountForm):
        refuse_if_too_many_accounts()
        username = form.username.data or ""
        taken = db.session.scalar(select(User.id).where(User.username == username))
        user = None
        if taken is None:
            user = services.join_with_new_account(
                classroom,
                username,
                (form.display_name.data or "").strip(),
                form.password.data or "",
            )
        if user is None:
            form.username.errors = [_("That username is taken.")]
            return _invalid("classes/join.html", form=form, signed_in=False, error=None)
        count_new_account()
        # Whatever the visitor practised before joining becomes the new account's (the
        # class itself shows only what they do from now on).
        adopt_session_learner(user)
        sessions.sign_in(user)
    elif user is not None and not services.add_student(classroom, user):
        flash(join_message(services.JoinOutcome.ALREADY_MEMBER))
        return redirect(url_for("classes.show", class_id=classroom.id))
    flash(_("Welcome to %(name)s!", name=classroom.name))
    return redirect(url_for("classes.show", class_id=classroom.id))
