"""The analysis board's pages (``/analyse/``) and its JSON API (``POST /api/analyse``).

The page is a plain GET form: without JavaScript it returns the finished analysis (up to
1,024 deals). With htmx the answer comes in steps: a first estimate on 32 deals, then the
proof's looks (256, 512, 1,024 deals) one request each, until one option is clearly best.
The position lives in the URL as its compact string (``tutor.board.codec``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask import Blueprint, current_app, jsonify, render_template, request
from flask.typing import ResponseReturnValue
from flask_login import current_user

from tutor.analysis.proof import LOOKS, MARGIN_POINTS
from tutor.board import codec
from tutor.board.explain import reasons
from tutor.board.fields import FieldErrors, read_position
from tutor.board.forms import form_values, item_from_form
from tutor.board.judging import FIRST_ESTIMATE, FULL, Analysis, judge_hears
from tutor.board.reasons import reason_in, reasons_in
from tutor.board.service import BudgetSpent, full_json, look_json, wait_limit
from tutor.engine import PRESET_NAMES, Suit, parse_card
from tutor.extensions import csrf, htmx, limiter
from tutor.grammar import SOURCE_LANGUAGE, languages
from tutor.web.cards import card_label, is_card_code, suit_name
from tutor.web.i18n import current_lang
from tutor.web.ratelimit import client_address
from tutor.web.text import _, clauses

bp = Blueprint("board", __name__, url_prefix="/analyse")
api = Blueprint("board_api", __name__, url_prefix="/api")

MAX_SEED_LENGTH = 100
# A poll of the page waits this long for its look before saying "still solving".
POLL_WAIT_S = 0.5
# An example to start from: first to lead with the top three trumps.
EXAMPLE = {
    "kind": "best-play",
    "variant": "standard",
    "seat": 0,
    "dealer": 3,
    "maker": 0,
    "trump": "H",
    "upcard": "9H",
    "upcard_taken": True,
    "hand": ["JH", "JD", "AH", "KS", "9C"],
}


def _api_limit() -> str:
    return str(current_app.config["ANALYSE_RATE_LIMIT"])


# -- the page -------------------------------------------------------------------------------


def kind_labels() -> dict[str, str]:
    return {
        "best-play": _("Card play: which card?"),
        "order-up": _("Round one: order it up, go alone or pass?"),
        "name-trump": _("Round two: name a suit or pass?"),
        "discard": _("The dealer's discard after taking the turn-up"),
        "go-alone": _("After calling: alone or with your partner?"),
        "defend-alone": _("Against a call: defend alone or together?"),
        "bid-amount": _("Bid Euchre: how many tricks to bid?"),
        "bid-declare": _("Bid Euchre: which contract to declare?"),
        "british-call": _("British Euchre: the call"),
        "three-hand-call": _("Three-hand Euchre: the call"),
    }


def preset_labels() -> dict[str, str]:
    from tutor.play.views import preset_labels as play_presets

    labels = play_presets()
    return {name: labels.get(name, name) for name in PRESET_NAMES}


def field_labels() -> dict[str, str]:
    return {
        "kind": _("Decision"),
        "variant": _("Rules"),
        "variant_options": _("House rules"),
        "rules": _("House rules"),
        "seat": _("Your seat"),
        "dealer": _("Dealer"),
        "maker": _("Maker (who called trump)"),
        "defender_alone": _("Defending alone"),
        "trump": _("Trump"),
        "upcard": _("Turn-up"),
        "upcard_taken": _("The turn-up was taken"),
        "alone": _("The maker plays alone"),
        "discard": _("Your discard"),
        "hand": _("Your hand"),
        "dealt": _("The five cards you were dealt"),
        "history": _("Tricks played"),
        "trick": _("The current trick"),
        "round": _("Calling round"),
        "bid": _("The winning bid"),
        "bids": _("The auction so far"),
        "scores": _("Score (your side first)"),
        "blind_trump": _("Blind trump"),
        "hands": _("Show all hands"),
        "position": _("Position"),
    }


def option_label(code: str) -> str:
    """An option in words: a card, a suit, a call."""
    if is_card_code(code):
        return card_label(parse_card(code))
    words = {
        "pass": _("Pass"),
        "order-up": _("Order it up"),
        "alone": _("Go alone"),
        "with-partner": _("Play with your partner"),
        "defend-alone": _("Defend alone"),
        "defend-together": _("Defend with your partner"),
        "NTH": _("No-trump, high"),
        "NTL": _("No-trump, low"),
    }
    if code in words:
        return words[code]
    suit_code, _dash, alone = code.partition("-")
    if suit_code in ("S", "H", "D", "C"):
        suit = suit_name(Suit.parse(suit_code))
        return _("%(suit)s, alone", suit=suit) if alone else suit
    if code.isdigit():
        return _("Bid %(n)s", n=code)
    return code


def told_lines(found: Mapping[str, Any] | None) -> list[str]:
    """What the calls told (``tutor.board.told``), in the page's words: a line per fact."""
    told = None if found is None else found.get("told")
    if not told:
        return []
    if not told["facts"]:
        return [
            _(
                "Too few of the %(n)s deals drawn fit the calls to say what the calls told.",
                n=told["deals"],
            )
        ]
    return [
        _(
            "The maker (seat %(seat)s) holds at least %(count)s trumps in %(share)s%% of the "
            "deals that fit the calls; %(uniform)s%% if the calls told nothing.",
            seat=fact["seat"],
            count=fact["count"],
            share=round(100 * fact["share"]),
            uniform=round(100 * fact["uniform"]),
        )
        for fact in told["facts"]
    ]


def _next_look(analysis: Analysis) -> int | None:
    if analysis.finished:
        return None
    return next((look for look in LOOKS if look > analysis.samples), None)


def own_classes() -> list[Any]:
    """The signed-in person's classes (as a student or teacher), for their house rules."""
    if not current_user.is_authenticated:
        return []
    from tutor.classes import services

    user = current_user.user()
    found: dict[int, Any] = {}
    for classroom in [*services.student_classes(user), *services.teacher_classes(user)]:
        if classroom.archived_at is None:
            found.setdefault(classroom.id, classroom)
    return list(found.values())


def teaching_classes() -> list[Any]:
    """The open classes the signed-in person teaches: a position can become their question."""
    if not current_user.is_authenticated:
        return []
    from tutor.classes import services

    user = current_user.user()
    return [c for c in services.teacher_classes(user) if c.archived_at is None]


def _house_rules(form: Mapping[str, str]) -> dict[str, Any]:
    """A class's house rules chosen on the form: its preset and rule options (they then
    travel in the position string, so a shared link needs no access to the class)."""
    chosen = str(form.get("rules") or "")
    if not chosen:
        return {}
    classroom = next((c for c in own_classes() if str(c.id) == chosen), None)
    if classroom is None:
        raise FieldErrors({"rules": _("You can only use the house rules of your own classes.")})
    from tutor.classes.houserules import options_from_json

    options = options_from_json(classroom.variant_options)
    return {"variant": classroom.variant_preset, "variant_options": options or None}


def _read_request(args: Mapping[str, str]) -> tuple[dict[str, Any] | None, dict[str, str]]:
    """The posted position as item fields, or the reasons it cannot be read."""
    try:
        if args.get("p"):
            return read_position(codec.decode(str(args["p"]))), {}
        if "hand" in args:
            return read_position({**item_from_form(args), **_house_rules(args)}), {}
    except FieldErrors as error:
        return None, error.errors
    except ValueError as error:
        return None, {"position": str(error)}
    return None, {}


@bp.get("/")
def board() -> ResponseReturnValue:
    item, errors = _read_request(request.args)
    found: dict[str, Any] | None = None
    status = 200
    full = request.args.get("full") == "1" and not htmx
    if item is not None:
        client = client_address()
        try:
            # Through the queue: the work runs in a consumer; this request waits for it.
            if full:
                found = full_json(item, client=client, wait=wait_limit())
            else:
                found = look_json(item, client=client, samples=FIRST_ESTIMATE, wait=wait_limit())
        except FieldErrors as error:
            errors = error.errors
        except BudgetSpent:
            errors = {"position": _("Too much analysis from this address: try again later.")}
            status = 429
    if errors and status == 200:
        status = 422
    errors = reasons_in(current_lang(), errors)
    analysis = None if found is None else Analysis.from_json(found)
    values = form_values(item or EXAMPLE)
    if item is None and (request.args.get("p") or "hand" in request.args):
        values = {k: str(v) for k, v in request.args.items()}
    position = codec.encode(item) if item is not None and not errors else None
    why = [] if item is None or analysis is None else reasons(item, analysis, current_lang())
    return (
        render_template(
            "board/index.html",
            values=values,
            errors=errors,
            analysis=analysis,
            told=told_lines(found),
            heard=item is not None and judge_hears(item),
            position=position,
            # Still in the queue: the page asks again (htmx polls; without JavaScript the
            # page reloads itself).
            pending=FIRST_ESTIMATE if position and found is None else None,
            reload_full=full and position is not None and found is None,
            next_look=None if analysis is None else _next_look(analysis),
            kinds=kind_labels(),
            classes=own_classes(),
            presets=preset_labels(),
            labels=field_labels(),
            option_label=option_label,
            reasons=why,
            suit_names={code: suit_name(Suit.parse(code)) for code in ("S", "H", "D", "C")},
            margin=MARGIN_POINTS,
            full=FULL,
            teaching=teaching_classes(),
        ),
        status,
    )


@bp.get("/refine")
def refine() -> ResponseReturnValue:
    """One more look of an analysis (htmx): the fragment, and the next look if any."""
    item, errors = _read_request({"p": request.args.get("p", "")})
    looks = {str(count): count for count in (FIRST_ESTIMATE, *LOOKS)}
    samples = looks.get(request.args.get("n", ""))
    if item is None or samples is None:
        said = reasons_in(current_lang(), errors).values()
        message = clauses(said) or _("This analysis cannot be refined.")
        return _refused(message, 422)
    try:
        found = look_json(item, client=client_address(), samples=samples, wait=POLL_WAIT_S)
    except FieldErrors as error:
        return _refused(clauses(reasons_in(current_lang(), error.errors).values()), 422)
    except BudgetSpent:
        return _refused(_("Too much analysis from this address: try again later."), 429)
    position = codec.encode(item)
    if found is None:
        return render_template("board/_pending.html", position=position, samples=samples)
    analysis = Analysis.from_json(found)
    return render_template(
        "board/_analysis.html",
        analysis=analysis,
        told=told_lines(found),
        heard=judge_hears(item),
        position=position,
        reasons=reasons(item, analysis, current_lang()),
        next_look=_next_look(analysis),
        option_label=option_label,
        margin=MARGIN_POINTS,
        full=FULL,
        teaching=teaching_classes(),
    )


def _refused(message: str, status: int) -> ResponseReturnValue:
    """A refused refinement, as a fragment that takes the analysis's place."""
    return render_template("board/_refused.html", message=message, code=status), status


# -- the JSON API -----------------------------------------------------------------------------


def api_lang(body: Mapping[str, Any] | None) -> str:
    """The language of the API's reasons: the body's ``lang`` field, else the request's
    Accept-Language (the API reads no cookie, so no remembered choice); English by default."""
    asked = body.get("lang") if body is not None else None
    if asked in languages():
        return str(asked)
    return request.accept_languages.best_match(languages()) or SOURCE_LANGUAGE


def _problem(
    status: int,
    message: str,
    fields: dict[str, str] | None = None,
    *,
    lang: str = SOURCE_LANGUAGE,
) -> ResponseReturnValue:
    body: dict[str, Any] = {"error": reason_in(lang, message)}
    if fields:
        body["fields"] = reasons_in(lang, fields)
    return jsonify(body), status


@api.post("/analyse")
@limiter.limit(_api_limit, methods=["POST"])
def analyse_api() -> ResponseReturnValue:
    if not request.is_json:
        return _problem(
            415, "the body must be JSON (Content-Type: application/json)", lang=api_lang(None)
        )
    body = request.get_json(silent=True)
    if not isinstance(body, dict):
        return _problem(
            400, "malformed JSON: the body must be one JSON object", lang=api_lang(None)
        )
    lang = api_lang(body)
    if "lang" in body and body["lang"] not in languages():
        listed = ", ".join(f'"{code}"' for code in languages())
        return _problem(422, "impossible position", {"lang": f"must be one of {listed}"}, lang=lang)
    errors: dict[str, str] = {}
    seed = body.get("seed")
    if seed is not None and (not isinstance(seed, str) or not 0 < len(seed) <= MAX_SEED_LENGTH):
        errors["seed"] = f"must be a name of at most {MAX_SEED_LENGTH} characters"
    samples = body.get("samples")
    if samples is not None and (
        isinstance(samples, bool) or not isinstance(samples, int) or not 1 <= samples <= FULL
    ):
        errors["samples"] = f"must be a whole number of deals from 1 to {FULL}"
    try:
        item = read_position(body)
    except FieldErrors as error:
        errors.update(error.errors)
    if errors:
        return _problem(422, "impossible position", errors, lang=lang)
    client = client_address()
    try:
        if samples is None:
            found = full_json(item, client=client, wait=wait_limit(), stream=seed)
        else:
            found = look_json(item, client=client, samples=samples, wait=wait_limit(), stream=seed)
    except FieldErrors as error:
        return _problem(422, "impossible position", error.errors, lang=lang)
    except BudgetSpent:
        message = "too much analysis from this address: try again in a few minutes"
        return _problem(429, message, lang=lang)
    if found is None:
        # Still in the queue after the wait: the same request later finds it (free).
        still = reason_in(lang, "the analysis is still running: ask again shortly")
        response = jsonify({"pending": True, "error": still})
        response.headers["Retry-After"] = "1"
        return response, 202
    answer = dict(found)
    answer["position"] = codec.encode(item)
    return jsonify(answer)


# Exempt from the form CSRF token, which is safe here: the API reads no cookie or session
# and changes no stored state (only a per-address counter and a cache), and it accepts only
# an application/json body, which a cross-site form cannot send without a CORS preflight
# this app never grants.
csrf.exempt(analyse_api)
