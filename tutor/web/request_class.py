"""The app's classes: Flask's, with a shorter way to read the one kind of form body our
pages post, a response that does not check its headers twice, and an app that asks once
per function whether it is a coroutine function.

Every form of ours (and htmx) posts ``application/x-www-form-urlencoded`` with a
``Content-Length``. Werkzeug reads such a body through a general parser: a parser object,
a length-limited stream wrapper, the content type parsed with its options, each limit
looked up on the app's config through a context proxy. For a three-field form that is
about 50 µs of every POST, more than parsing the fields themselves. ``TutorRequest`` reads
that body directly, with the same limits and the same result; anything else (multipart,
another or a parametrised content type, chunked or unstated length, debug mode, a body
already read) goes through Werkzeug as before.

Werkzeug sends a response's headers as a copy (``get_wsgi_headers``), made through
``Headers(self.headers)``, which checks every value for line breaks again; each was
checked when it was set (``Headers.add`` and ``set`` check, and the few constants
``tutor.web.headers`` adds directly have none). ``TutorResponse`` copies the list as it is
and otherwise does what Werkzeug does: a dozen headers on every response, about 5% of a
quiz page's work.

Flask asks ``ensure_sync`` of every request hook and view on every request (a dozen per
request: each through ``inspect.iscoroutinefunction``, five calls deep); the answer never
changes for a function, so ``TutorFlask`` keeps it. Its URL map keeps what Werkzeug's
matcher found for a (host, path, method): the matcher walks the rules' states and runs
their converters for every request (about 5% of a quiz page), and the answer depends
only on those inputs and the rules (our converters read nothing else). Refusals (a 404, a
405, a redirect to the path with its slash) are not kept: they are matched afresh.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from io import BytesIO
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qsl, urljoin

from flask import Flask, Request, Response, current_app
from werkzeug.datastructures import Headers
from werkzeug.exceptions import BadRequest, ClientDisconnected, RequestEntityTooLarge
from werkzeug.http import remove_entity_headers
from werkzeug.routing import BaseConverter, Map, Rule, RuleFactory
from werkzeug.routing.matcher import StateMachineMatcher
from werkzeug.urls import iri_to_uri
from werkzeug.wsgi import get_current_url

from tutor.web.text import _

if TYPE_CHECKING:
    from _typeshed.wsgi import WSGIEnvironment

URLENCODED = "application/x-www-form-urlencoded"


def _body_read_errors() -> tuple[type[Exception], ...]:
    """What a server raises from ``wsgi.input`` for a body it cannot de-chunk: Werkzeug's
    server an ``OSError``, gunicorn its own ``ParseException`` (not an ``OSError``)."""
    errors: tuple[type[Exception], ...] = (OSError, ValueError)
    try:
        from gunicorn.http.errors import ParseException  # type: ignore[import-untyped]
    except ImportError:  # pragma: no cover  (gunicorn is a dependency; another server)
        return errors
    return (*errors, ParseException)


BODY_READ_ERRORS = _body_read_errors()


class TutorRequest(Request):
    def _load_form_data(self) -> None:
        if "form" in self.__dict__:
            return
        try:
            self._read_form()
        except BODY_READ_ERRORS:
            # A malformed chunked body fails here, while the form is read (a 500 before).
            raise BadRequest(_("The form's body could not be read; send it again.")) from None

    def _read_form(self) -> None:
        environ = self.environ
        length_text = environ.get("CONTENT_LENGTH")
        if (
            environ.get("CONTENT_TYPE") != URLENCODED
            or length_text is None
            or not (length_text.isascii() and length_text.isdigit())
            or "HTTP_TRANSFER_ENCODING" in environ
            or "stream" in self.__dict__
            or getattr(self, "_cached_data", None) is not None
            or current_app.debug  # Flask's debug helpers wrap the form
        ):
            super()._load_form_data()
            return
        length = int(length_text)
        # Werkzeug's two limits, in its order: the whole body, then a urlencoded form.
        for limit in (self.max_content_length, self.max_form_memory_size):
            if limit is not None and length > limit:
                raise RequestEntityTooLarge()
        body = environ["wsgi.input"].read(length) if length else b""
        if len(body) < length:
            raise ClientDisconnected()  # as Werkzeug's length-limited stream does
        try:
            items = parse_qsl(body.decode(), keep_blank_values=True, errors="werkzeug.url_quote")
        except ValueError:  # not UTF-8: Werkzeug's parser is silent and gives no fields
            items = []
        d = self.__dict__
        d["stream"] = BytesIO()  # read to its end, as Werkzeug leaves it
        d["form"] = self.parameter_storage_class(items)
        d["files"] = self.parameter_storage_class()


class TutorResponse(Response):
    def get_wsgi_headers(self, environ: WSGIEnvironment) -> Headers:
        """Werkzeug 3's ``get_wsgi_headers`` (the Location and Content-Location made URLs,
        no Content-Length on a 1xx or 204, no entity headers on a 304, the length of a
        buffered body), on a copy of the header list made as it is (see the module's
        docstring). ``tests/web/test_request_class.py`` compares the two."""
        headers = Headers()
        headers._list = list(self.headers._list)  # every pair was checked when it was set
        location = content_location = content_length = None
        for key, value in headers._list:
            lowered = key.lower()
            if lowered == "location":
                location = value
            elif lowered == "content-location":
                content_location = value
            elif lowered == "content-length":
                content_length = value
        if location is not None:
            location = iri_to_uri(location)
            if self.autocorrect_location_header:
                current_url = iri_to_uri(get_current_url(environ, strip_querystring=True))
                location = urljoin(current_url, location)
            headers["Location"] = location
        if content_location is not None:
            headers["Content-Location"] = iri_to_uri(content_location)
        status = self.status_code
        informational = 100 <= status < 200
        if informational or status == 204:
            headers.remove("Content-Length")
        elif status == 304:
            remove_entity_headers(headers)
        if (
            self.automatically_set_content_length
            and self.is_sequence
            and content_length is None
            and status not in (204, 304)
            and not informational
        ):
            headers["Content-Length"] = str(sum(len(part) for part in self.iter_encoded()))
        return headers


# Hooks and views of one app: a few dozen.
MAX_KEPT_SYNC = 1024
# Paths are the client's to choose: the matches kept are bounded, and long paths not kept.
MAX_KEPT_MATCHES = 4096
MAX_KEPT_PATH_LENGTH = 512


class KeptMatcher(StateMachineMatcher):
    """Werkzeug's matcher, keeping each match it finds until a rule is added."""

    def __init__(self, merge_slashes: bool) -> None:
        super().__init__(merge_slashes)
        self._found: dict[tuple[str, str, str, bool, bool], tuple[Rule, dict[str, Any]]] = {}

    def add(self, rule: Rule) -> None:
        self._found.clear()
        super().add(rule)

    def update(self) -> None:
        self._found.clear()
        super().update()

    def match(self, domain: str, path: str, method: str, websocket: bool) -> tuple[Rule, Any]:
        key = (domain, path, method, websocket, self.merge_slashes)
        found = self._found.get(key)
        if found is None:
            rule, values = super().match(domain, path, method, websocket)
            found = (rule, dict(values))
            if len(path) <= MAX_KEPT_PATH_LENGTH:
                if len(self._found) >= MAX_KEPT_MATCHES:
                    self._found.clear()
                self._found[key] = found
        # A copy: Flask's URL value preprocessors may take values out of the view's.
        return found[0], dict(found[1])


class KeptMatchMap(Map):
    """Werkzeug's URL map with a ``KeptMatcher``."""

    def __init__(
        self,
        rules: Iterable[RuleFactory] | None = None,
        default_subdomain: str = "",
        strict_slashes: bool = True,
        merge_slashes: bool = True,
        redirect_defaults: bool = True,
        converters: Mapping[str, type[BaseConverter]] | None = None,
        sort_parameters: bool = False,
        sort_key: Callable[[Any], Any] | None = None,
        host_matching: bool = False,
    ) -> None:
        super().__init__(
            None,
            default_subdomain,
            strict_slashes,
            merge_slashes,
            redirect_defaults,
            converters,
            sort_parameters,
            sort_key,
            host_matching,
        )
        self._matcher = KeptMatcher(merge_slashes)
        for rule_factory in rules or ():
            self.add(rule_factory)


class TutorFlask(Flask):
    request_class = TutorRequest
    response_class = TutorResponse
    url_map_class = KeptMatchMap

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._synced: dict[Callable[..., Any], Callable[..., Any]] = {}

    def ensure_sync(self, func: Callable[..., Any]) -> Callable[..., Any]:
        """Flask's ``ensure_sync(func)``, worked out once per function."""
        found = self._synced.get(func)
        if found is None:
            found = super().ensure_sync(func)
            if len(self._synced) >= MAX_KEPT_SYNC:
                self._synced.clear()
            self._synced[func] = found
        return found
