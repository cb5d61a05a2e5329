"""The analysis board's pages (``/analyse/``) and its JSON API (``POST /api/analyse``)."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, current_app, jsonify, request
from flask.typing import ResponseReturnValue

from tutor.board.fields import FieldErrors, read_position
from tutor.board.judging import FULL
from tutor.board.service import BudgetSpent, analyse_position
from tutor.extensions import csrf, limiter
from tutor.web.ratelimit import client_address

bp = Blueprint("board", __name__, url_prefix="/analyse")
api = Blueprint("board_api", __name__, url_prefix="/api")

MAX_SEED_LENGTH = 100


def _api_limit() -> str:
    return str(current_app.config["ANALYSE_RATE_LIMIT"])


def _problem(
    status: int, message: str, fields: dict[str, str] | None = None
) -> ResponseReturnValue:
    body: dict[str, Any] = {"error": message}
    if fields:
        body["fields"] = fields
    return jsonify(body), status


@api.post("/analyse")
@limiter.limit(_api_limit, methods=["POST"])
def analyse_api() -> ResponseReturnValue:
    if not request.is_json:
        return _problem(415, "the body must be JSON (Content-Type: application/json)")
    body = request.get_json(silent=True)
    if not isinstance(body, dict):
        return _problem(400, "malformed JSON: the body must be one JSON object")
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
        return _problem(422, "impossible position", errors)
    try:
        analysis = analyse_position(item, client=client_address(), seed=seed, samples=samples)
    except FieldErrors as error:
        return _problem(422, "impossible position", error.errors)
    except BudgetSpent:
        return _problem(429, "too much analysis from this address: try again in a few minutes")
    return jsonify(analysis.as_json())


# Exempt from the form CSRF token, which is safe here: the API reads no cookie or session
# and changes no stored state (only a per-address counter and a cache), and it accepts only
# an application/json body, which a cross-site form cannot send without a CORS preflight
# this app never grants.
csrf.exempt(analyse_api)
