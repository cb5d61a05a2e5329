"""Hostile-input guards that run before any view, extension or form reads the request.

- ``BoundedIntConverter`` replaces Flask's ``int`` converter app-wide: an id has at most
  ten ASCII digits and fits the ``Integer`` columns it names (32-bit on PostgreSQL), so
  ``/classes/9223372036854775808/`` is a 404 instead of an overflow in the database
  driver (or, with 5,000 digits, in ``int()`` itself).
- ``refuse_malformed_forms`` answers 400 for a form the rest of the app cannot read: a
  multipart part without a name (Werkzeug keys it ``None``, and Flask-WTF's CSRF check
  then fails on ``None.endswith``), a file (no form of ours takes one) or a NUL character
  (PostgreSQL text cannot hold one).
"""

from __future__ import annotations

from typing import Any

from flask import Flask, abort, request
from werkzeug.routing import Map, ValidationError
from werkzeug.routing.converters import IntegerConverter

from tutor.web.text import _

# The largest value an ``Integer`` column holds on every database we run on.
MAX_ID = 2**31 - 1


class BoundedIntConverter(IntegerConverter):
    """``<int:…>`` for ids and item numbers: ASCII digits only, from 0 to ``MAX_ID``."""

    # ``\\d`` would also match other scripts' digits (``/classes/٣/``); ten digits is
    # enough for MAX_ID and keeps ``int()`` away from a 5,000-digit string.
    regex = r"[0-9]{1,10}"

    def __init__(
        self,
        map: Map,
        fixed_digits: int = 0,
        min: int | None = 0,
        max: int | None = MAX_ID,
        signed: bool = False,
    ) -> None:
        super().__init__(map, fixed_digits, min, max, signed)
        if signed:
            self.regex = r"-?[0-9]{1,10}"

    def to_python(self, value: str) -> int:
        number = super().to_python(value)
        if not isinstance(number, int):  # pragma: no cover  (int() gives an int)
            raise ValidationError()
        return number


def refuse_malformed_forms() -> None:
    """400 for a request whose form or query no view of ours could read."""
    if request.method not in ("POST", "PUT", "PATCH", "DELETE"):
        # No view reads a form from a page view, so its body is never parsed here either.
        texts_read: tuple[Any, ...] = (request.args,)
    else:
        form, files = request.form, request.files
        # Names are text or None (a part without one), so ``in`` finds a None name.
        if None in form or None in files:
            abort(400, _("Every field of a form must have a name."))
        if files:
            # No form of ours has a file field; Flask-WTF would hand a file posted under a
            # text field's name to that field's validators (``len(FileStorage)``: a 500).
            abort(400, _("This form does not take files."))
        texts_read = (request.args, form)
    for texts in texts_read:
        for name, value in texts.items(multi=True):
            if "\x00" in name or "\x00" in value:
                abort(400, _("A form field contained a NUL character."))


def install_guards(app: Flask) -> None:
    """Call before extensions and blueprints: the converter must be known when routes are
    added, and the form check must run before Flask-WTF's CSRF check reads the form."""
    app.url_map.converters["int"] = BoundedIntConverter
    app.before_request(refuse_malformed_forms)
